"""The roster finder's shortcuts (asked of every line of a document) give what the plain
reads give: ``leading_piece`` and ``first_piece`` what ``pieces(bands(...)[0].chars)`` starts
with, ``first_band`` what ``bands(...)[0]`` is, the first word and the has-a-word tests what
the text of the characters in a span says, the label-start set what a scan of the labels
says, and the row index the lines a scan of the page finds on a line's row.

Lines are drawn with text mixing label letters, spaces and tabs, characters placed left to
right or out of order, close together or a word gap apart, with or without places.
"""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect.statblocks_roster import page_lines, same_row
from converter.detect.statblocks_roster_grid import (
    bands,
    first_band,
    first_piece,
    leading_piece,
    line_first_piece,
    pieces,
    placed_chars,
)
from converter.detect.statblocks_roster_place import (
    _first_word_from,
    _has_text,
    _is_label_start,
    _label_forms,
    _RowIndex,
)
from converter.models import BBox, TextLine, TextSpan

ALPHABET = "NnameMonstr oF\t.1"
SIZES = (6.0, 9.5, 12.0)


def _line(text: str, xs: tuple[float, ...], top: float = 100.0, page: int = 1) -> TextLine:
    size = 9.5
    span = TextSpan(text, "Test", size, False, False)
    right = max(xs, default=60.0)
    return TextLine(text, page, BBox(50.0, top, right, top + size), (span,), char_x=xs)


@st.composite
def placed_lines(draw: st.DrawFn) -> TextLine:
    """A line whose characters advance by a small or a word-gap step, now and then backwards
    (an out-of-order run), a char's x1 sometimes left of its x0; or a line with no places."""
    text = draw(st.text(alphabet=ALPHABET, min_size=1, max_size=14))
    if draw(st.integers(0, 9)) == 0:
        return _line(text, ())
    xs: list[float] = []
    x = draw(st.floats(40.0, 60.0))
    for _ in text:
        width = draw(st.sampled_from((5.0, 5.5, -1.0)))
        xs.extend((x, x + width))
        x += draw(st.sampled_from((5.0, 5.5, 6.0, 8.0, -12.0)))
    return _line(text, tuple(xs))


def _text_from(line: TextLine, start: float, size: float, limit: float) -> str:
    """The plain read the shortcuts stand for: the pieces of the characters in the span."""
    inside = tuple(char for char in placed_chars(line) or () if start <= char[1] < limit)
    return " ".join(text for text, _, _ in pieces(inside, size))


@settings(max_examples=400, deadline=None)
@given(placed_lines(), st.sampled_from(SIZES))
def test_leading_piece_is_the_first_piece_of_the_lines_band(line: TextLine, size: float) -> None:
    found = leading_piece(line, size)
    if line.char_spans() is None:
        assert found is None
        return
    plain = pieces(bands([line], [0], 0.3 * size)[0].chars, size)
    if found is not None:
        assert found == (plain[0][0] if plain else "")
    xs = line.char_x
    in_order = all(a <= b for a, b in zip(xs[0::2], xs[2::2], strict=False)) and xs[-1] >= xs[-2]
    assert (found is not None) == in_order


@settings(max_examples=400, deadline=None)
@given(placed_lines(), st.sampled_from(SIZES))
def test_line_first_piece_is_the_first_piece_of_its_placed_chars(
    line: TextLine, size: float
) -> None:
    assert line_first_piece(line, size) == first_piece(placed_chars(line) or (), size)


@settings(max_examples=300, deadline=None)
@given(st.lists(placed_lines(), min_size=1, max_size=4), st.sampled_from(SIZES), st.data())
def test_first_band_and_first_piece_are_the_plain_reads_first(
    drawn: list[TextLine], size: float, data: st.DataObject
) -> None:
    lines = [
        TextLine(
            line.text,
            1,
            BBox(50.0, 100.0 + data.draw(st.sampled_from((0.0, 1.0, 4.0))), 60.0, 110.0),
            line.spans,
            char_x=line.char_x or (50.0, 55.0) * len(line.text),
        )
        for line in drawn
    ]
    start = data.draw(st.sampled_from((-math.inf, 45.0, 58.0)))
    indices = list(range(len(lines)))
    plain = bands(lines, indices, 0.3 * size, (start, math.inf))
    band = first_band(lines, indices, 0.3 * size, (start, math.inf))
    assert band == plain[0]
    whole = pieces(band.chars, size)
    assert first_piece(band.chars, size) == (whole[0][0] if whole else "")


@settings(max_examples=400, deadline=None)
@given(
    placed_lines(),
    st.sampled_from(SIZES),
    st.sampled_from((-math.inf, 45.0, 52.0, 60.0)),
    st.sampled_from((math.inf, 55.0, 70.0)),
)
def test_first_word_and_has_text_read_as_the_text_in_the_span(
    line: TextLine, size: float, start: float, limit: float
) -> None:
    text = _text_from(line, start, size, limit)
    first = text.split(maxsplit=1)[0] if text.strip() else ""
    assert _first_word_from(line, start, size, limit) == first
    assert _has_text(line, start, limit) == bool(text)


@given(st.one_of(st.text(alphabet="NnaAeHhDdC#. ", max_size=6), st.sampled_from(_label_forms())))
def test_label_starts_are_what_a_scan_of_the_labels_finds(word: str) -> None:
    scan = bool(word) and any(label.startswith(word) for label in _label_forms())
    assert _is_label_start(word) == scan
    for form in _label_forms():
        assert _is_label_start(form[:1]) and _is_label_start(form)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(1, 3), st.floats(0.0, 30.0), st.sampled_from((8.0, 9.5, 10.0))),
        min_size=1,
        max_size=30,
    )
)
def test_row_index_finds_the_lines_a_page_scan_finds(drawn: list[tuple[int, float, float]]) -> None:
    lines = [
        TextLine(
            "x", page, BBox(50.0, top, 60.0, top + size), (TextSpan("x", "T", size, False, False),)
        )
        for page, top, size in sorted(drawn)
    ]
    rows = _RowIndex(lines)
    for line in lines:
        scan = [i for i in page_lines(lines, line.page) if same_row(line, lines[i])]
        assert [i for i in rows.near(line) if same_row(line, lines[i])] == scan
