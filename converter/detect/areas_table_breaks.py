"""Where a key table breaks over pages (``converter.detect.areas_tables``).

A table longer than its page goes on on the next one, its header row printed again at the
top, and a row too tall for what is left of the page may break inside itself: its first
part closes the page, the rest opens the next table part with an empty key cell. Two
rules follow, whatever the table's words: a row whose cells repeat the header's, at the
header's columns, is the header again (the table part ends above it; the next part is read
under it), and the lines of a table part above its first key continue the row that ended
the part before (its cells go on; they are no area of their own).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from converter.models import TextLine

if TYPE_CHECKING:
    from converter.detect.areas_tables import TableRow


@dataclass(frozen=True)
class HeaderCells:
    """The header row's cells as printed: where each starts and its text."""

    cells: tuple[tuple[float, str], ...]

    @staticmethod
    def of(lines: Sequence[TextLine]) -> HeaderCells:
        return HeaderCells(tuple((ln.bbox.x0, _plain(ln.text)) for ln in lines))

    def repeats(self, line: TextLine, tol: float) -> bool:
        """Whether ``line`` prints one of the header's cells again, at its column."""
        text = _plain(line.text)
        return bool(text) and any(
            abs(line.bbox.x0 - x) <= tol and text == cell for x, cell in self.cells
        )


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold()


def header_again(
    line: TextLine, below: Sequence[TextLine], header: HeaderCells, tol: float, row_tol: float
) -> bool:
    """Whether ``line`` opens the header row printed again: it repeats a header cell at the
    cell's column, and so do the other lines of its row (``below``: the lines under the
    table's header), as many as the header has cells (two at least, one for a one-cell
    header). One cell alone may be a row's text that happens to read as a label."""
    if not header.repeats(line, tol):
        return False
    row = [ln for ln in below if abs(ln.bbox.top - line.bbox.top) <= row_tol]
    wanted = min(2, len(header.cells))
    return sum(header.repeats(ln, tol) for ln in row) >= wanted


def join_continued(row: TableRow, more: TableRow) -> TableRow:
    """``row`` with the cells of its continuation ``more`` (the part of it printed after a
    page break, under the header again, its key cell empty) run on: its name, contents and
    creatures cells go on, and its lines are the row's too (no other area starts on them).
    The row keeps its key, page, place and box: it is read where it starts."""
    name = " ".join(part for part in (row.name, more.name) if part)
    contents = " ".join(part for part in (row.contents, more.contents) if part)
    return replace(
        row,
        name=name,
        contents=contents,
        lines=row.lines + more.lines,
        creatures=row.creatures + more.creatures,
        wraps=row.wraps + more.wraps,
    )
