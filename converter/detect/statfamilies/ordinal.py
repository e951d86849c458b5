"""Blocks with an ordinal level and a role (13th Age): a name, "2nd level leader [humanoid]",
entries, and the defences "AC 17", "PD 15  HP 25", "MD 13"."""

from __future__ import annotations

from converter.detect.statblocks_ordinal import find_ordinal_blocks
from converter.detect.statfamilies.result import FamilyResult, Found
from converter.models import Document

ID = "other-ordinal"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The blocks none of whose lines an earlier family claimed."""
    blocks: list[Found] = []
    taken: set[int] = set()
    for block, span in find_ordinal_blocks(document):
        if not claimed.intersection(span):
            blocks.append(Found(block, span[0]))
            taken.update(span)
    return FamilyResult(tuple(blocks), frozenset(taken))
