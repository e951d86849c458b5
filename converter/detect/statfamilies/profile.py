"""Profile grids (Warhammer Fantasy Roleplay and kin): a name line, then a row of
characteristic headings over a row of numbers ("M WS BS S T W …" / "4 64 20 4 5 19 …")."""

from __future__ import annotations

from converter.detect.statblocks_profile import find_profile_blocks
from converter.detect.statfamilies.result import FamilyResult, Found
from converter.models import Document

ID = "profile"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The profile grids none of whose lines an earlier family claimed."""
    blocks: list[Found] = []
    taken: set[int] = set()
    for found in find_profile_blocks(document, claimed):
        blocks.append(Found(found.block, found.span[0]))
        taken.update(found.span)
    return FamilyResult(tuple(blocks), frozenset(taken))
