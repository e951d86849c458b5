"""A key table whose cells are centred top to bottom (``converter.detect.areas_tables``).

A word processor's table often centres each row's cells in the row's height: beside a text
cell of three lines, the key cell's one line ("7" or "7 Tithe Barn") stands level with the
second. Read from the key's top, the row lost the text above its key to the row before, and
the last row took the creatures of all the rows below its first line.

Such a table is recognised as a whole, never row by row: the text of each column is parted
into cells (runs of lines at one leading, parted by a wider gap: the padding and rule between
two rows), and *every* key cell must stand level with one cell of the text column that has
the most lines, one to one and in order, and every cell of the other columns level with a
key. Only then does each row start at the top of its tallest cell. Three rolls beside one run
of text, a label level with a far note's middle, a row broken over a page: none is a table
of a header's columns whose every row is centred, and the rows keep their keys' tops.

Pure functions over ``TextLine`` records.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.models import TextLine

CELL_GAP_EM = 0.5  # a gap this much wider than a column's leading parts two of its cells
LEADING_EM = 0.5  # a cell's lines stand at most this far apart (white between two lines)
LEVEL_EM = 0.25  # a key cell's middle this close to a text cell's middle stands level with it

Cell = tuple[float, float]  # top, bottom


def centred_row_tops(
    kept: Sequence[tuple[int, TextLine]],
    keys: Sequence[tuple[int, TextLine]],
    x: float,
    tol: float,
) -> list[float] | None:
    """Where each key's row starts when every row of the table is centred top to bottom
    (each key cell level with the middle of its row's text cells, and some text cell taller
    than its key's), or None: the rows start at their keys' tops. ``x``: the key column's
    left edge, ``tol``: how far a line may start from a column's."""
    if len(keys) < 2:
        return None
    em = max(line.size for _, line in keys)
    columns = _columns([ln for _, ln in kept], tol)
    key_cells = _cells(columns.pop(min(columns, key=lambda c: abs(c - x))), em)
    if min(columns, default=x) < x or not columns:
        return None
    key_of = [_holding(key_cells, line) for _, line in keys]
    if None in key_of or len(set(key_of)) != len(keys) or len(key_cells) != len(keys):
        return None  # a key cell without a key, or with two
    mids = [(top + bottom) / 2 for top, bottom in key_cells]
    main = max(columns, key=lambda c: len(columns[c]))
    tops = [top for top, _ in key_cells]
    taller = False
    for c, lines in columns.items():
        # a key line run on into this column ("4 Ledgers rot ...": a row of one line each)
        ran_on = [ln for _, ln in keys if ln.bbox.x1 > c + tol]
        cells = _cells([*lines, *ran_on], em)
        if c == main and len(cells) != len(keys):
            return None  # the widest column's cells are no one per row
        for top, bottom in cells:
            level = [
                k for k, mid in enumerate(mids) if abs((top + bottom) / 2 - mid) <= LEVEL_EM * em
            ]
            if len(level) != 1:
                return None  # a cell level with no key: no centred row
            k = level[0]
            taller = taller or top < key_cells[k][0] - LEVEL_EM * em
            tops[k] = min(tops[k], top)
    if not taller or any(tops[k] < key_cells[k - 1][1] for k in range(1, len(tops))):
        return None  # no cell taller than its key, or a row starting above the last key
    return tops


def _columns(lines: Sequence[TextLine], tol: float) -> dict[float, list[TextLine]]:
    """The lines by the x their column starts at (starts within ``tol`` of each other)."""
    columns: dict[float, list[TextLine]] = {}
    for line in sorted(lines, key=lambda ln: ln.bbox.x0):
        start = next((c for c in columns if abs(line.bbox.x0 - c) <= tol), line.bbox.x0)
        columns.setdefault(start, []).append(line)
    return columns


def _cells(lines: Sequence[TextLine], em: float) -> list[Cell]:
    """A column's cells: its lines top to bottom in runs parted by a gap ``CELL_GAP_EM``
    wider than the narrowest gap between two of its lines (the leading of a cell's text, at
    most ``LEADING_EM``: a column of one-line cells has no leading of its own)."""
    spans = sorted((ln.bbox.top, ln.bbox.bottom) for ln in lines)
    gaps = [b[0] - a[1] for a, b in zip(spans, spans[1:], strict=False)]
    leading = min([*gaps, LEADING_EM * em])
    cells: list[Cell] = []
    for k, (top, bottom) in enumerate(spans):
        if cells and gaps[k - 1] <= leading + CELL_GAP_EM * em:
            cells[-1] = (cells[-1][0], max(cells[-1][1], bottom))
        else:
            cells.append((top, bottom))
    return cells


def _holding(cells: Sequence[Cell], line: TextLine) -> int | None:
    """The index of the cell holding ``line``, or None."""
    mid = (line.bbox.top + line.bbox.bottom) / 2
    return next((k for k, (top, bottom) in enumerate(cells) if top <= mid <= bottom), None)
