"""Levelled blocks with a role (4th-edition D&D): a name bar "Ogre Savage  Level 8 Brute", a
type line "Large natural humanoid (giant)  XP 350", entries, bands of powers."""

from __future__ import annotations

from converter.detect.statblocks_roled import find_roled_blocks
from converter.detect.statfamilies.result import FamilyResult, Found
from converter.models import Document

ID = "other-roled"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The blocks none of whose lines an earlier family claimed."""
    blocks: list[Found] = []
    taken: set[int] = set()
    for block, span in find_roled_blocks(document):
        if not claimed.intersection(span):
            blocks.append(Found(block, span[0]))
            taken.update(span)
    return FamilyResult(tuple(blocks), frozenset(taken))
