"""Where a key table breaks over pages (``converter.detect.areas_tables``).

A table longer than its page goes on on the next one, its header row printed again at the
top, and a row too tall for what is left of the page may break inside itself: its first
part closes the page, the rest opens the next table part with an empty key cell. Two
rules follow, whatever the table's words: a row whose cells repeat the header's, at the
header's columns, is the header again (the table part ends above it; the next part is read
under it), and the lines of a table part above its first key continue the row that ended
the part before (its cells go on; they are no area of their own). The reader may run two
narrow cells together on one line, and not always the same two ("Key" | "Area Description"
at the top of the page, "Key Area" | "Description" in its middle): the header is compared
word by word, each word at the x its letters were placed at.
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
    """The header row's cells as printed: where each starts and its text, and each word of
    them where its letters start (none for a line whose letters were not placed)."""

    cells: tuple[tuple[float, str], ...]
    words: tuple[tuple[float, str], ...] = ()

    @staticmethod
    def of(lines: Sequence[TextLine]) -> HeaderCells:
        cells = tuple((ln.bbox.x0, _plain(ln.text)) for ln in lines)
        return HeaderCells(cells, tuple(w for ln in lines for w in placed_words(ln) or ()))

    def repeats(self, line: TextLine, tol: float) -> int:
        """How many of the header's words ``line`` prints again at their columns: all of
        its own, or none. A line read as one of the header's cells counts as its words."""
        text = _plain(line.text)
        if not text:
            return 0
        if any(abs(line.bbox.x0 - x) <= tol and text == cell for x, cell in self.cells):
            return len(text.split())
        words = placed_words(line)
        if not words or not self.words:
            return 0
        found = all(
            any(abs(x - hx) <= tol and word == hw for hx, hw in self.words) for x, word in words
        )
        return len(words) if found else 0


def placed_words(line: TextLine) -> list[tuple[float, str]] | None:
    """The words of ``line`` (case folded) with the x their first letter starts at, or None
    when its letters were not placed."""
    chars = line.placed_chars
    if chars is None:
        return None
    words: list[tuple[float, str]] = []
    start, letters = 0.0, ""
    for char, x0, _ in (*chars, (" ", 0.0, 0.0)):
        if char.isspace():
            if letters:
                words.append((start, letters.casefold()))
            letters = ""
        else:
            start = x0 if not letters else start
            letters += char
    return words


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold()


def header_again(
    line: TextLine, below: Sequence[TextLine], header: HeaderCells, tol: float, row_tol: float
) -> bool:
    """Whether ``line`` opens the header row printed again: it repeats the header's words
    at their columns, and so do the other lines of its row (``below``: the lines under the
    table's header), two words at least (one for a one-word header), however the reader
    ran its cells together. One cell alone may be a row's text that happens to read as a
    label."""
    if not header.repeats(line, tol):
        return False
    row = [ln for ln in below if abs(ln.bbox.top - line.bbox.top) <= row_tol]
    size = max(len(header.words), sum(len(cell.split()) for _, cell in header.cells))
    return sum(header.repeats(ln, tol) for ln in row) >= min(2, size)


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
