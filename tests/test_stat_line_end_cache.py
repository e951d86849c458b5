"""``ends_stat_line`` remembers its answer per text (a key's paragraph start and its entry's
first line ask it of the same line): the remembered answer is the plain one, and a text
asked again costs no second read of its fields.

Texts are drawn from stat-field pieces ("AC 5", "HD 2", "MV 90' (30')", "hp 12"), words and
separators, so that some end on two fields, some on one, some on prose.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect import areas_sizes
from converter.detect.areas_sizes import ends_stat_line
from converter.detect.statline import find_fields

PIECES = ("AC 5", "HD 2", "MV 90' (30')", "hp 12", "SV F1", "ML 10", "AL N", "the", "door")
stat_texts = st.lists(st.sampled_from(PIECES), min_size=1, max_size=6).flatmap(
    lambda words: (
        st.sampled_from((", ", " ", "; ")).map(lambda sep: sep.join(words))
        | st.just(" ".join(words) + ".")
    )
)


@settings(max_examples=300, deadline=None)
@given(stat_texts)
def test_the_remembered_answer_is_the_plain_one(text: str) -> None:
    assert ends_stat_line(text) == ends_stat_line.__wrapped__(text)


@settings(max_examples=100, deadline=None)
@given(st.lists(stat_texts, min_size=1, max_size=12))
def test_a_text_asked_again_reads_its_fields_once(texts: list[str]) -> None:
    reads: list[str] = []

    def counted(text: str) -> list[object]:
        reads.append(text)
        return list(find_fields(text))

    ends_stat_line.cache_clear()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(areas_sizes, "find_fields", counted)
        for text in texts + texts:
            ends_stat_line(text)
    ends_stat_line.cache_clear()  # no answer read through the counting stand-in stays
    assert len(reads) == len(set(texts))
