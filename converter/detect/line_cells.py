"""A line's cells: the pieces a gap wider than a word space parts (docs/extraction.md,
"Stat blocks").

A table row merged into one line ("1. Haunted Nursery | Water drips … onto | horned demon")
keeps its cells' places: the space between two cells is a column gap, wider than the line's
word spaces (justified text stretches every word space of a line alike, so they are measured
against the line's own). A phrase read before a stat line never crosses one: it is another
column's words.
"""

from __future__ import annotations

from statistics import median
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from converter.models import TextLine

# A column gap is this many times the line's usual word space, and at least this share of
# its type size wide (a line of two words has one space to measure).
COLUMN_GAP_SPACES = 3.0
COLUMN_GAP_EM = 0.8
ALIGNED_PT = 3.0  # two cells of one column start at the same x


def _spaces(line: TextLine) -> list[tuple[int, float]] | None:
    """Each space run of ``line`` as (index of the first letter after it, its width), or None
    when the reader placed no letters."""
    placed = line.placed_chars
    if placed is None:
        return None
    out: list[tuple[int, float]] = []
    last_right: float | None = None
    in_space = False
    for index, (char, x0, x1) in enumerate(placed):
        if char.isspace():
            in_space = True
            continue
        if in_space and last_right is not None:
            out.append((index, x0 - last_right))
        in_space = False
        last_right = x1
    return out


def column_gaps(line: TextLine) -> list[int]:
    """The indexes in ``line.text`` where a cell starts after a column gap, in order."""
    spaces = _spaces(line)
    if not spaces:
        return []
    word_space = median(width for _, width in spaces)
    least = max(COLUMN_GAP_SPACES * word_space, COLUMN_GAP_EM * max(line.size, 1.0))
    return [index for index, width in spaces if width > least]


def cell_start(line: TextLine, offset: int) -> int | None:
    """Where the cell holding ``line.text[offset]`` starts, when a column gap stands between
    the line's start and it; else None."""
    starts = [index for index in column_gaps(line) if index <= offset]
    return starts[-1] if starts else None


def cell_at(line: TextLine, x: float) -> str | None:
    """The text of the cell of ``line`` that starts at ``x`` (up to the next column gap), or
    None when no cell of the line starts there."""
    placed = line.placed_chars
    if placed is None:
        return None
    first = len(line.text) - len(line.text.lstrip())
    bounds = [first, *column_gaps(line), len(line.text)]
    for start, end in zip(bounds, bounds[1:], strict=False):
        if start < len(placed) and abs(placed[start][1] - x) <= ALIGNED_PT:
            return line.text[start:end].strip()
    return None


def char_x(line: TextLine, offset: int) -> float | None:
    """The left x of ``line.text[offset]``, or None when the reader placed no letters."""
    placed = line.placed_chars
    return None if placed is None or offset >= len(placed) else placed[offset][1]
