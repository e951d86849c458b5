"""The record a stat-block family returns."""

from __future__ import annotations

from dataclasses import dataclass

from converter.models import BBox, Problem, StatBlock


@dataclass(frozen=True)
class Found:
    """One block a family read: the index of its first line in ``document.lines`` and, for a
    block that shares its line with others, its offset in the text (to keep reading order)."""

    block: StatBlock
    line: int
    offset: int = 0
    # The block's own fields do not tell AD&D from B/X (``old_school_marks``): its style is
    # the fallback, which the document's decided blocks may settle.
    undecided: bool = False
    form: tuple[str, ...] = ()  # the order of its key statistics (``line_form``)


@dataclass(frozen=True)
class FamilyResult:
    """Blocks a family read and the lines it claims."""

    blocks: tuple[Found, ...] = ()
    claimed: frozenset[int] = frozenset()
    problems: tuple[Problem, ...] = ()
    # page regions (page, box) printed as a block's table, no prose of the room's: a roster's
    # header and rows, whose flattened cells ("Gorgon 1 6 3+2 8 … 100 Hound") read as counts
    tables: tuple[tuple[int, BBox], ...] = ()
