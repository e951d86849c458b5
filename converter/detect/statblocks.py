"""Stat-block detector: finds creature statistics in a Document and parses them.

The families of ``converter.detect.statfamilies`` run in their registry order, each reading
only lines no earlier family claimed; their blocks are merged in reading order. Lines that
look like statistics but do not parse come back as ``statblock-unparsed`` warnings.
"""

from __future__ import annotations

from dataclasses import dataclass

from converter.detect.old_school_marks import Reading, settle_undecided
from converter.detect.statblock_marks import unmarked
from converter.detect.statblock_players import is_players, players_lines
from converter.detect.statfamilies import FAMILIES
from converter.models import BBox, Document, Problem, StatBlock


@dataclass(frozen=True)
class StatFindings:
    """What the families found: blocks in reading order, problems, and the page regions
    printed as a block's table (no room's prose: the area stage leaves them out)."""

    blocks: tuple[StatBlock, ...]
    problems: tuple[Problem, ...]
    tables: tuple[tuple[int, BBox], ...]


def find_statblocks(document: Document) -> tuple[tuple[StatBlock, ...], tuple[Problem, ...]]:
    """Return the stat blocks found in ``document`` (reading order) and the problems met."""
    found = statblock_findings(document)
    return found.blocks, found.problems


def statblock_findings(document: Document) -> StatFindings:
    """Run every family in registry order; see ``StatFindings``. A block whose own fields do
    not tell AD&D from B/X takes the family the document's decided blocks of its form show."""
    claimed: frozenset[int] = frozenset()
    keyed: list[tuple[int, int, Reading]] = []
    problems: list[Problem] = []
    tables: list[tuple[int, BBox]] = []
    for family in FAMILIES.values():
        result = family.find(document, claimed)
        keyed.extend(
            (found.line, found.offset, Reading(found.block, found.undecided, found.form))
            for found in result.blocks
        )
        claimed |= result.claimed
        problems.extend(result.problems)
        tables.extend(result.tables)
    players = players_lines(document)  # the party's pre-generated characters: no monsters
    keyed = [item for item in keyed if not is_players(item[0], players)]
    keyed.sort(key=lambda item: (item[0], item[1]))
    # a mark before a name is no part of it; in the games that print one it is a role
    blocks = [unmarked(block) for block in settle_undecided([r for _, _, r in keyed])]
    return StatFindings(tuple(blocks), tuple(problems), tuple(tables))
