"""Banded d20 blocks (Pathfinder 1): a name line, "XP n", DEFENSE / OFFENSE / STATISTICS."""

from __future__ import annotations

from converter.detect.statblocks_banded import find_banded_blocks
from converter.detect.statfamilies.result import FamilyResult, Found
from converter.models import Document

ID = "3e-banded"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The banded blocks none of whose lines an earlier family claimed."""
    blocks: list[Found] = []
    taken: set[int] = set()
    for block, span in find_banded_blocks(document):
        if not claimed.intersection(span):
            blocks.append(Found(block, span[0]))
            taken.update(span)
    return FamilyResult(tuple(blocks), frozenset(taken))
