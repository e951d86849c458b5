"""``frame_bands`` on plain fragments: a frame across the region is a band of its own only
where its lines cross the gutter of the columns outside it (a stat block's centred lines),
not where it sets its words in those columns (a table's tinted header row)."""

from __future__ import annotations

from converter.read.frame_bands import frame_bands
from converter.read.lines import Fragment
from converter.read.regions import find_gutters

SIZE = 9.0


def _frag(x0: float, top: float, x1: float) -> Fragment:
    return Fragment(x0, top, x1, top + SIZE, SIZE, ())


def _columns(top: float, rows: int) -> list[Fragment]:
    """Two columns of prose, 48–290 and 303–547, ``rows`` lines from ``top``."""
    return [
        _frag(x0, top + k * 12.0, x1) for k in range(rows) for x0, x1 in ((48, 290), (303, 547))
    ]


def test_a_frame_of_centred_lines_over_the_columns_is_a_band() -> None:
    block = [_frag(300 - w, 60 + k * 12.0, 300 + w) for k, w in enumerate((30, 80, 120, 60, 90))]
    frags = block + _columns(140, 20)
    assert frame_bands(frags, [(48, 55, 547, 125)], find_gutters) == [(55, 125)]


def test_a_tinted_header_row_of_the_columns_is_no_band() -> None:
    header = [_frag(48, 60, 90), _frag(303, 60, 360)]  # one label over each column
    frags = header + _columns(80, 20)
    assert frame_bands(frags, [(45, 57, 550, 72)], find_gutters) == []
