"""Headed grids (The One Ring and kin): a name line, then a row of worded headings over one
row of numbers ("ATTRIBUTE LEVEL  ENDURANCE  MIGHT  HATE  PARRY  ARMOUR" / "5 20 1 3 +1 2")."""

from __future__ import annotations

from converter.detect.statblocks_headed import find_headed_blocks
from converter.detect.statfamilies.result import FamilyResult, Found
from converter.models import Document

ID = "headed"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The headed grids none of whose lines an earlier family claimed."""
    blocks: list[Found] = []
    taken: set[int] = set()
    for found in find_headed_blocks(document, claimed):
        blocks.append(Found(found.block, found.span[0]))
        taken.update(found.span)
    return FamilyResult(tuple(blocks), frozenset(taken))
