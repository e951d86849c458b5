"""A line's spans in one pass (issue #16): ``raw_line_to_spans_placed`` reads the line with
no letter-spaced joins and counts on the way the wide gaps ``letter_spaced_joins`` looks
for first; only a line with ``LETTER_SPACED_RUN`` of them is asked for its joins and read
again; a line with two wide gaps or more and no letter-spaced joins is asked for its kerned
joins. The result is the plain one (joins first, then the spans) on generated lines of
letter-spaced headings, ordinary words, digits, dots, spaces, overprints and mixed sizes."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from converter.read import spans as layout_spans
from converter.read.kerned_gaps import kerned_joins
from converter.read.lines import Glyph, RawLine
from converter.read.spans import letter_spaced_joins, raw_line_to_spans_placed

WORD_GAP_EM = 0.25


def _plain(line: RawLine, word_gap_em: float) -> tuple[tuple[object, ...], tuple[float, ...]]:
    """Joins first, then one reading with them (the order before the single pass): the
    letter-spaced joins, or, when there are none and the line has two wide gaps or more, its
    kerned gaps inside words (``kerned_gaps.kerned_joins``)."""
    joined = layout_spans.letter_spaced_joins(line.glyphs, word_gap_em)
    wide = layout_spans._spans_placed(line.glyphs, word_gap_em, frozenset())[2]
    if not joined and wide >= 2:
        joined = kerned_joins(line.glyphs, word_gap_em)
    spans, xs, _ = layout_spans._spans_placed(line.glyphs, word_gap_em, joined)
    return spans, xs


# a glyph: its text, the gap before it in em, its size, a space before it, its font
GLYPHS = st.lists(
    st.tuples(
        st.sampled_from(("S", "a", "L", "y", "7", ".", " ", "-", "T", "é")),
        st.sampled_from((-0.05, 0.0, 0.05, 0.2, 0.3, 0.45, 0.5, 0.9)),
        st.sampled_from((0.8, 9.0, 10.0, 14.0)),
        st.booleans(),
        st.sampled_from(("Body", "Body-Bold")),
    ),
    max_size=24,
)


def _line(parts: list[tuple[str, float, float, bool, str]]) -> RawLine:
    glyphs: list[Glyph] = []
    x = 72.0
    for text, gap_em, size, space, font in parts:
        x0 = x + gap_em * size
        x1 = x0 + 0.5 * size
        glyphs.append(Glyph(text, x0, 100.0 - size, x1, 100.0, size, font, 0, space))
        x = x1
    if not glyphs:
        return RawLine(0.0, 0.0, 0.0, 0.0, ())
    return RawLine(glyphs[0].x0, 90.0, glyphs[-1].x1, 100.0, tuple(glyphs))


@settings(max_examples=1500, deadline=None)
@given(GLYPHS, st.sampled_from((0.1, WORD_GAP_EM, 0.3)))
@example(  # two wide gaps, one kerned ("SS S"): found by CI when the kerned joins came in
    [
        ("S", -0.05, 0.8, False, "Body"),
        ("S", 0.2, 0.8, False, "Body"),
        ("S", 0.3, 0.8, False, "Body"),
    ],
    0.1,
)
def test_one_pass_reads_what_joins_first_read(
    parts: list[tuple[str, float, float, bool, str]], word_gap_em: float
) -> None:
    line = _line(parts)
    assert raw_line_to_spans_placed(line, word_gap_em) == _plain(line, word_gap_em)


def _spaced(text: str, gap_em: float) -> RawLine:
    return _line([(" " if c == " " else c, gap_em, 10.0, False, "Body") for c in text])


def test_a_letter_spaced_heading_is_still_joined() -> None:
    spans, _ = raw_line_to_spans_placed(_spaced("SALLY PORT", 0.5), WORD_GAP_EM)
    assert "".join(span.text for span in spans) == "SALLY PORT"


def test_only_a_line_with_wide_gaps_is_asked_for_its_joins(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[RawLine] = []

    def counted(glyphs: tuple[Glyph, ...], word_gap_em: float) -> frozenset[int]:
        asked.append(RawLine(0.0, 0.0, 0.0, 0.0, glyphs))
        return letter_spaced_joins(glyphs, word_gap_em)

    monkeypatch.setattr(layout_spans, "letter_spaced_joins", counted)
    tight = _spaced("the old well", 0.0)
    raw_line_to_spans_placed(tight, WORD_GAP_EM)
    assert asked == []  # no wide gap: the joins are never looked for
    spaced = _spaced("SALLY PORT", 0.5)
    raw_line_to_spans_placed(spaced, WORD_GAP_EM)
    assert [line.glyphs for line in asked] == [spaced.glyphs]
