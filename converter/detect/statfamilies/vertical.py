"""Vertical blocks (Basic Fantasy, Labyrinth Lord): a name line, then one field a line."""

from __future__ import annotations

from converter.detect.statblocks_vertical import find_vertical_blocks
from converter.detect.statfamilies.result import FamilyResult, Found
from converter.models import Document

ID = "bx-vertical"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The vertical blocks none of whose lines an earlier family claimed."""
    blocks: list[Found] = []
    taken: set[int] = set()
    for block, span, undecided, form in find_vertical_blocks(document, claimed):
        blocks.append(Found(block, span[0], undecided=undecided, form=form))
        taken.update(span)
    return FamilyResult(tuple(blocks), frozenset(taken))
