"""Table columns: side-by-side parts of a region that are the columns of one table, read by
rows, not columns of text parted by a gutter (docs/extraction.md, "Reading").

Two neighbouring parts are table columns when their rows pair up at the same heights
(``TABLE_ROW_MATCH`` of them) and one of them is narrow (under ``TABLE_COLUMN_EM``): a roll
column beside its results, a label column beside its values. Two wide parts stay columns even
when their rows align: side-by-side lists are common.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.banners import HEADING_SCALE
from converter.read.lines import Fragment, fragments_to_rows

TABLE_COLUMN_EM = 10.0  # side-by-side parts with rows paired one to one, one this narrow: a table
TABLE_ROW_TOLERANCE_EM = 0.12  # table cells of one row share a baseline
TABLE_ROW_MATCH = 0.8  # share of rows that must pair up for two parts to be table columns


def table_pair(a: Sequence[Fragment], b: Sequence[Fragment], em: float) -> bool:
    """True when the parts ``a`` and ``b`` are columns of one table, compared over the
    height they share (``_beside``)."""
    a, b = _beside(a, b, em), _beside(b, a, em)
    if not a or not b:
        return False
    width_a = max(f.x1 for f in a) - min(f.x0 for f in a)
    width_b = max(f.x1 for f in b) - min(f.x0 for f in b)
    if min(width_a, width_b) >= TABLE_COLUMN_EM * em:
        return False
    mids_a = [_row_mid(row) for row in fragments_to_rows(a)]
    mids_b = [_row_mid(row) for row in fragments_to_rows(b)]
    if min(len(mids_a), len(mids_b)) < 2:
        return False
    # Rows pair up at the same heights; a missing cell or a stray page number is forgiven.
    paired = sum(
        1 for m in mids_a if any(abs(m - n) <= TABLE_ROW_TOLERANCE_EM * em for n in mids_b)
    )
    return paired >= TABLE_ROW_MATCH * max(len(mids_a), len(mids_b))


def _beside(part: Sequence[Fragment], other: Sequence[Fragment], em: float) -> list[Fragment]:
    """The fragments of ``part`` set beside ``other``, within its height, when all the rest
    are headings (set ``HEADING_SCALE`` larger than the body ``em``): a table's columns are
    compared over the rows they share, never over a heading set under (or over) one of them
    alone ("KEYED AREAS" / "1. Weigh House" under a roll column, left of no result). Any
    other text there keeps the part whole: it is a column of its own."""
    reach = TABLE_ROW_TOLERANCE_EM * em
    top, bottom = min(f.top for f in other) - reach, max(f.bottom for f in other) + reach
    inside = [f for f in part if f.top >= top and f.bottom <= bottom]
    outside = [f for f in part if f not in inside]
    if all(f.size >= HEADING_SCALE * em for f in outside):
        return inside
    return list(part)


def _row_mid(row: Sequence[Fragment]) -> float:
    return (min(f.top for f in row) + max(f.bottom for f in row)) / 2


def table_gap(frags: Sequence[Fragment], middle: float, em: float) -> bool:
    """True when the parts either side of ``middle`` are the columns of a table (rows
    paired, one part narrow): its cells stand closer than a gutter and are read by rows."""
    left = [f for f in frags if f.x1 <= middle]
    right = [f for f in frags if f.x0 >= middle]
    return bool(left and right) and table_pair(left, right, em)
