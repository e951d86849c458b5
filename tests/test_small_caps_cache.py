"""``small_caps_to_text`` remembers its answer per text (the area detectors ask it of the
same lines again and again: LGMRD 20,000 asks of 3,300 lines): the remembered answer is the
plain one, and a text asked again is read once."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect import areas_heading_text
from converter.detect.areas_heading_text import small_caps_to_text

PIECES = ("V ILLAGE OF H OMMLET", "1 A .", "▸ Room 3: Cellar", "THE  WELL", "goblins", "’S", "")
TEXTS = st.lists(st.sampled_from(PIECES), max_size=3).map(" ".join)


@settings(max_examples=300, deadline=None)
@given(TEXTS)
def test_the_remembered_answer_is_the_plain_one(text: str) -> None:
    assert small_caps_to_text(text) == small_caps_to_text.__wrapped__(text)


@settings(max_examples=100, deadline=None)
@given(st.lists(TEXTS, min_size=1, max_size=12))
def test_a_text_asked_again_is_read_once(texts: list[str]) -> None:
    reads: list[str] = []
    plain = areas_heading_text.strip_lead_glyphs

    def counted(text: str) -> str:
        reads.append(text)
        return plain(text)

    small_caps_to_text.cache_clear()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(areas_heading_text, "strip_lead_glyphs", counted)
        for text in texts + texts:
            small_caps_to_text(text)
    small_caps_to_text.cache_clear()  # no answer read through the counting stand-in stays
    assert len(reads) == len(set(texts))
