"""The profile grid's reader on hand-set lines: the order a reader gives a grid's pieces in."""

from __future__ import annotations

import pytest

from converter.detect.statblocks_profile import find_profile_blocks
from converter.models import BBox, Document, PageText, TextLine, TextSpan

HEADINGS = ["M", "WS", "BS", "S", "T", "W", "I", "A", "Dex", "Ld", "Int", "Cl", "WP", "Fel"]


def _piece(text: str, x0: float, top: float, size: float, bold: bool, page: int = 1) -> TextLine:
    span = TextSpan(
        text=text, font="Test-Bold" if bold else "Test", size=size, bold=bold, italic=False
    )
    width = 0.55 * size * len(text)
    return TextLine(text=text, page=page, bbox=BBox(x0, top, x0 + width, top + size), spans=(span,))


def _grid_pieces(
    name: str, values: list[str], top: float, size: float
) -> tuple[TextLine, list[TextLine], list[TextLine]]:
    """A name, then a grid whose first column ("M") is set far left of the rest."""
    rest_x = 50.0 + 14.0 * size
    name_line = _piece(name, 50.0, top, size + 1.5, True)
    row_top = top + 2.2 * size
    value_top = row_top + 1.4 * size
    first = [
        _piece("M", 50.0, row_top, size, True),
        _piece(values[0], 50.0, value_top, size, False),
    ]
    rest = [
        _piece(" ".join(HEADINGS[1:]), rest_x, row_top, size, True),
        _piece(" ".join(values[1:]), rest_x, value_top, size, False),
    ]
    return name_line, first, rest


@pytest.mark.parametrize("size", [7.0, 8.5, 10.0])
def test_a_name_read_between_a_grids_pieces_still_names_the_grid_under_it(size: float) -> None:
    """A reader gives a wide grid's pieces in an order of its own: the second grid's name is
    read between the first grid's pieces, before the rest of the first grid, so the line
    before the second grid's first heading is the first grid's numbers: the name is the
    line right above the grid by place."""
    bat = _grid_pieces(
        "Cave Lurker",
        ["4", "33", "0", "3", "3", "9", "30", "1", "10", "14", "10", "14", "14", "4"],
        100.0,
        size,
    )
    rats = _grid_pieces(
        "Sewer Rats (6)",
        ["4", "25", "0", "2", "2", "4", "40", "1", "0", "14", "14", "10", "10", "0"],
        100.0 + 6.0 * size,
        size,
    )
    order = [bat[0], *bat[1], rats[0], *bat[2], *rats[1], *rats[2]]
    document = Document(
        file="t.pdf",
        path="/tmp/t.pdf",
        sha256="0" * 64,
        pages=(PageText(1, 612.0, 792.0, tuple(order)),),
    )
    found = {
        (f.block.name, f.block.hp, f.block.count)
        for f in find_profile_blocks(document, frozenset())
    }
    assert found == {("Cave Lurker", 9, None), ("Sewer Rat", 4, 6)}


@pytest.mark.parametrize("size", [7.0, 8.5, 10.0])
def test_a_name_at_a_page_foot_read_before_the_grid_above_it_names_the_next_pages_grid(
    size: float,
) -> None:
    """The name is the last line of a page by place, but the reader gives it before the rest
    of the grid above it; its own grid opens the next page. Nothing stands above that grid
    on its page: the name is the page before's lowest line at the grid's left."""
    bat = _grid_pieces(
        "Cave Lurker",
        [str(n) for n in (4, 33, 0, 3, 3, 9, 30, 1, 10, 14, 10, 14, 14, 4)],
        700.0,
        size,
    )
    foot = _piece("Sewer Rats (6)", 50.0, 700.0 + 6.0 * size, size + 1.5, True)
    cells = [str(n) for n in (4, 25, 0, 2, 2, 4, 40, 1, 0, 14, 14, 10, 10, 0)]
    over = [
        _piece(" ".join(HEADINGS), 50.0, 60.0, size, True, page=2),
        _piece(" ".join(cells), 50.0, 60.0 + 1.4 * size, size, False, page=2),
    ]
    document = Document(
        file="t.pdf",
        path="/tmp/t.pdf",
        sha256="0" * 64,
        pages=(
            PageText(1, 612.0, 792.0, (bat[0], *bat[1], foot, *bat[2])),
            PageText(2, 612.0, 792.0, tuple(over)),
        ),
    )
    found = {
        (f.block.name, f.block.page, f.block.hp, f.block.count)
        for f in find_profile_blocks(document, frozenset())
    }
    assert found == {("Cave Lurker", 1, 9, None), ("Sewer Rat", 1, 4, 6)}


def _placed_row(cells: list[tuple[str, int]], top: float, size: float, bold: bool) -> TextLine:
    """A row piece whose cells stand in ruled columns ``3 * size`` wide: each cell at its
    column's left, its characters placed (the reader's x for each)."""
    text, xs = "", []
    column = 3.0 * size
    for n, (cell, at) in enumerate(cells):
        if n:
            end = xs[-1]
            text += " "
            xs += [end, end]
        x = 50.0 + at * column
        for _ in cell:
            xs += [x, x + 0.55 * size]
            x += 0.55 * size
        text += cell
    span = TextSpan(
        text=text, font="Test-Bold" if bold else "Test", size=size, bold=bold, italic=False
    )
    box = BBox(xs[0], top, xs[-1], top + size)
    return TextLine(text=text, page=1, bbox=box, spans=(span,), char_x=tuple(xs))


@pytest.mark.parametrize("size", [7.0, 8.5, 10.0])
def test_cells_a_reader_gives_apart_inside_a_rows_span_are_put_in_place(size: float) -> None:
    """A reader may give a cell or a few of a ruled row as a piece of their own, inside the
    span of the rest (drawn apart from the line it belongs to): the heading "A" after the
    whole heading row, the last numbers of the value row after the rest. The pieces on the
    baseline are one row, their cells in the order of their places."""
    values = ["4", "33", "27", "3", "3", "9", "30", "1", "10", "14", "18", "14", "14", "4"]
    split_heading = [7]  # "A" apart
    split_values = [2, 9, 13]  # "27", "14" (Ld) and "4" (Fel) apart
    name = _piece("Cave Lurker", 50.0, 100.0, size + 1.5, True)
    heading_top, value_top = 100.0 + 2.2 * size, 100.0 + 3.6 * size
    rest_h = [(h, n) for n, h in enumerate(HEADINGS) if n not in split_heading]
    apart_h = [(HEADINGS[n], n) for n in split_heading]
    rest_v = [(v, n) for n, v in enumerate(values) if n not in split_values]
    apart_v = [(values[n], n) for n in split_values]
    order = [
        name,
        _placed_row(rest_h, heading_top, size, True),
        _placed_row(rest_v, value_top, size, False),
        _placed_row(apart_h, heading_top, size, True),
        _placed_row(apart_v, value_top, size, False),
    ]
    document = Document(
        file="t.pdf",
        path="/tmp/t.pdf",
        sha256="0" * 64,
        pages=(PageText(1, 612.0, 792.0, tuple(order)),),
    )
    found = [f.block for f in find_profile_blocks(document, frozenset())]
    expected = ", ".join(f"{h} {v}" for h, v in zip(HEADINGS, values, strict=True))
    assert [(b.name, b.hp, b.text) for b in found] == [
        ("Cave Lurker", 9, f"Cave Lurker: {expected}")
    ]
