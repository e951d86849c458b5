"""The cells of a key table's column its header leaves unlabelled.

A header need not label every column: "Area | Description | (empty)" over a third column
of stat lines is a typesetter's table all the same (Typst, LaTeX, a word processor). Only
the named columns are read as the table's (a line further right may be the facing page of an
imposed sheet or the page's next column), but a cell of that third column is as tall as its
row, and often taller than the description beside it: the gap from the row's last
description line to the next row's key is then no end of the table, since the cell beside
fills it. A table's cells are set from the top of their row, so such a cell is a run of
tight lines at one x beside the table whose first line is level with a row's key and whose
last line ends before the next row's key; a page's next column or a facing page runs on
past the rows and is no cell.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.detect.areas_common import parse_key_text
from converter.models import TextLine


def cells_beside(
    lines: Sequence[TextLine],
    right: float,
    key_x: float,
    tolerances: tuple[float, float],
    wrap_gap_em: float,
) -> list[TextLine]:
    """The lines of ``lines`` (a table read across its whole span) starting right of
    ``right`` (its last named column) that are a cell of one of its rows: a run of tight
    lines at one x (gaps within ``wrap_gap_em`` of their size) opening level with a line
    at ``key_x`` that opens with a key and ending above the next such line (a cell of the
    last row, or a column running on past the rows, holds no gap of the table). ``tolerances``: how far a line may
    start from a column's x, and how far level lines' tops may differ."""
    column_tol, row_tol = tolerances
    keys = sorted(
        ln.bbox.top
        for ln in lines
        if abs(ln.bbox.x0 - key_x) <= column_tol and parse_key_text(ln.text) is not None
    )
    blocks: list[list[TextLine]] = []
    for line in sorted((ln for ln in lines if ln.bbox.x0 >= right), key=lambda ln: ln.bbox.top):
        opens = any(abs(top - line.bbox.top) <= row_tol for top in keys)
        block = next((b for b in blocks if _goes_on(b[-1], line, column_tol, wrap_gap_em)), None)
        if block is None or opens:  # a cell starts at its row's top
            blocks.append([line])
        else:
            block.append(line)
    out: list[TextLine] = []
    for block in blocks:
        top, bottom = block[0].bbox.top, block[-1].bbox.bottom
        level = [k for k, key_top in enumerate(keys) if abs(key_top - top) <= row_tol]
        if level and level[0] + 1 < len(keys) and bottom < keys[level[0] + 1]:
            out.extend(block)
    return out


def _goes_on(above: TextLine, line: TextLine, column_tol: float, wrap_gap_em: float) -> bool:
    """True when ``line`` is the next line of the cell whose last line is ``above``: at its
    x, right under it."""
    gap = line.bbox.top - above.bbox.bottom
    return abs(line.bbox.x0 - above.bbox.x0) <= column_tol and -1.0 < gap <= wrap_gap_em * max(
        above.size, 1.0
    )
