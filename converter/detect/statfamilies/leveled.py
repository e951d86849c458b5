"""Levelled d20 blocks (Pathfinder 2e): a name bar "NAME  CREATURE 3", trait tags, entries."""

from __future__ import annotations

from converter.detect.statblocks_leveled import find_leveled_blocks
from converter.detect.statfamilies.result import FamilyResult, Found
from converter.models import Document

ID = "3e-leveled"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The levelled blocks none of whose lines an earlier family claimed; a thing's block (a
    hazard's) claims its lines and is no creature's."""
    blocks: list[Found] = []
    taken: set[int] = set()
    for block, span in find_leveled_blocks(document):
        if not claimed.intersection(span):
            if block is not None:
                blocks.append(Found(block, span[0]))
            taken.update(span)
    return FamilyResult(tuple(blocks), frozenset(taken))
