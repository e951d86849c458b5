"""Stat-block detector: finds creature statistics in a Document and parses them.

The families of ``converter.detect.statfamilies`` run in their registry order, each reading
only lines no earlier family claimed; their blocks are merged in reading order. Lines that
look like statistics but do not parse come back as ``statblock-unparsed`` warnings.
"""

from __future__ import annotations

from converter.detect.statfamilies import FAMILIES
from converter.models import Document, Problem, StatBlock


def find_statblocks(document: Document) -> tuple[tuple[StatBlock, ...], tuple[Problem, ...]]:
    """Return the stat blocks found in ``document`` (reading order) and the problems met."""
    claimed: frozenset[int] = frozenset()
    keyed: list[tuple[int, int, StatBlock]] = []
    problems: list[Problem] = []
    for family in FAMILIES.values():
        result = family.find(document, claimed)
        keyed.extend((found.line, found.offset, found.block) for found in result.blocks)
        claimed |= result.claimed
        problems.extend(result.problems)
    keyed.sort(key=lambda item: (item[0], item[1]))
    return tuple(block for _, _, block in keyed), tuple(problems)
