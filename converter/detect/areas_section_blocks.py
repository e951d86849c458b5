"""A section's stat blocks: which lines of a section under a heading are a block's own, and
whether the heading names a block (the block's own entry, no place)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from converter.models import StatBlock, TextLine


def line_in_block(line: TextLine, block: StatBlock) -> bool:
    """True when a line is part of a stat block: inside its box and part of its text (a box
    that runs over a column break also covers the room text beside it)."""
    box = block.source.bbox
    if box is None or line.page != block.page:
        return False
    within = box.top - 2 <= line.bbox.top <= box.bottom + 2 and box.x0 - 4 <= line.bbox.x0 <= box.x1
    return within and " ".join(line.text.split()) in _single_spaced(block.text)


@lru_cache(maxsize=1024)
def _single_spaced(text: str) -> str:
    """A block's text with its runs of white space made one space (asked for each line of
    a section under a heading, of every block on its page)."""
    return " ".join(text.split())


def part_of_statblock(lines: Sequence[TextLine], blocks: Sequence[StatBlock]) -> bool:
    """True when most of the lines are a stat block's own lines."""
    inside = sum(1 for ln in lines if any(line_in_block(ln, b) for b in blocks))
    return bool(lines) and inside > 0.5 * len(lines)


def is_creature_entry(heading: str, first: TextLine, blocks: Sequence[StatBlock]) -> bool:
    """True when the section is a stat block's own entry (its heading names the block)."""
    name = heading.casefold().strip(" .:")
    return any(
        b.name.casefold() == name
        or (line_in_block(first, b) and name.startswith(b.name.casefold()))
        for b in blocks
    )
