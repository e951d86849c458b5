"""``parse_key_text`` remembers its answer per text (a line's key is read by the sections, the
key candidates, the capitals and the entries alike): the remembered answer is the plain one,
and a text asked again is read once.

Texts are drawn from key shapes ("12.", "B3", "Area 4", "IV.", "Room Two", "③", "7.1"),
separators and names, so that some are keys and some prose."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect import areas_common
from converter.detect.areas_common import parse_key_text

KEYS = ("12.", "B3", "Area 4", "IV.", "Room Two", "③", "7.1", "l2.", "4a)", "Two", "")
SEPARATORS = (" ", ". ", " — ", ": ", "")
NAMES = ("The Well", "goblins wait here", "SALLY PORT", "Prayer Cell", "")
TEXTS = st.tuples(st.sampled_from(KEYS), st.sampled_from(SEPARATORS), st.sampled_from(NAMES)).map(
    "".join
)


@settings(max_examples=300, deadline=None)
@given(TEXTS)
def test_the_remembered_answer_is_the_plain_one(text: str) -> None:
    assert parse_key_text(text) == parse_key_text.__wrapped__(text)


@settings(max_examples=100, deadline=None)
@given(st.lists(TEXTS, min_size=1, max_size=12))
def test_a_text_asked_again_is_read_once(texts: list[str]) -> None:
    reads: list[str] = []
    plain = areas_common.small_caps_to_text

    def counted(text: str) -> str:
        reads.append(text)
        return plain(text)

    parse_key_text.cache_clear()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(areas_common, "small_caps_to_text", counted)
        for text in texts + texts:
            parse_key_text(text)
    parse_key_text.cache_clear()  # no answer read through the counting stand-in stays
    assert len(reads) == len(set(texts))


def test_a_whole_document_of_texts_stays_remembered() -> None:
    """The caches hold every line text of a document as long as the SRD (28,000 distinct
    texts): a second stage asking of them all computes none again (at 16,384 the first pass
    had emptied the cache before the second asked, and every text was read twice)."""
    texts = [f"{n}. Room {n}" if n % 3 else f"goblins wait {n}" for n in range(30_000)]
    caches = (parse_key_text, areas_common.key_slip_read, areas_common.small_caps_to_text)
    for cache in caches:
        cache.cache_clear()
    for text in texts:
        parse_key_text(text)
    before = [cache.cache_info().misses for cache in caches]
    for text in texts:
        parse_key_text(text)
    after = [cache.cache_info().misses for cache in caches]
    for cache in caches:
        cache.cache_clear()
    assert after == before
