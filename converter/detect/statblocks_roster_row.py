"""A roster row's text when the reader set its last cells apart on the row.

The reader may give a table row as its line at the name column and, on the same row, pieces
it set apart ("Hill Troll 15 45 (7d10 + 7) great club +4 30 ft." and "4", a cell with a wide
gap before it). A piece that starts right of where the line ends continues it: the row's
cells are in reading order, so the line and the pieces joined left to right read as the whole
row. A piece inside the line's span sits among its cells at a place unknown, and gives none.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.models import TextLine


def joined_row_text(lines: Sequence[TextLine], start: int, row: Sequence[int]) -> str | None:
    """The row's line at ``start`` with the pieces ``row`` on its row joined after it, left to
    right, when every piece starts right of the line's end; None when one does not (or there
    is none)."""
    line = lines[start]
    if not row or any(lines[i].bbox.x0 <= line.bbox.x1 for i in row):
        return None
    pieces = sorted(row, key=lambda i: lines[i].bbox.x0)
    return " ".join([line.text.rstrip(), *(lines[i].text.strip() for i in pieces)])
