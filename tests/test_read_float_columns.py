"""A table under a table in one column goes on with that column (``float_columns``).

Two ruled tables one under the other in the left column of a two-column page (a rumour table,
then a wandering-monster table, nothing of the left column under them), the right column's
text beside both and running on under them. Under the first table its column goes on with
the second table's caption and cells: that is the box's column going on, as a paragraph
would be, and the text beside the tables is the right column's, no float's. Lines standing
beside another box still say nothing (the stacked floats of ``test_read_ruled_floats_*``).
Fragments are built directly (the rule reads only their boxes)."""

from __future__ import annotations

from converter.read.lines import Box, Fragment
from converter.read.ruled_floats import split_ruled_floats

SIZE = 10.0
LEAD = 12.8


def _frag(x0: float, top: float, width: float) -> Fragment:
    return Fragment(x0, top, x0 + width, top + SIZE, SIZE, ())


def _lines(x0: float, top: float, count: int, width: float = 250) -> list[Fragment]:
    return [_frag(x0, top + LEAD * k, width) for k in range(count)]


def _table(top: float, rows: int) -> tuple[Box, list[Fragment]]:
    """A caption and a ruled table under it in the left column."""
    box: Box = (40.0, top + 15, 290.0, top + 15 + 13 * rows + 3)
    cells = [_frag(44, top + 18 + 13 * k, 8) for k in range(rows)]
    cells += [_frag(60, top + 18 + 13 * k, 200) for k in range(rows)]
    return box, [_frag(40, top, 120), *cells]


def test_tables_stacked_in_a_column_leave_the_other_column_whole() -> None:
    rumours, rumour_frags = _table(120, 6)
    wandering, wandering_frags = _table(235, 6)
    left = [*_lines(40, 60, 4), *rumour_frags, *wandering_frags]
    right = _lines(310, 60, 30)
    segments = split_ruled_floats([*left, *right], [rumours, wandering])
    ids = {id(f) for f in right}
    for segment in segments:  # each segment one column's: no row read across the gutter
        sides = {id(f) in ids for f in segment}
        assert len(sides) == 1, [(f.x0, f.top) for f in segment]
    assert sorted(id(f) for seg in segments for f in seg) == sorted(map(id, [*left, *right]))
