"""Levelled blocks with a role (4th-edition D&D): a name bar "Ogre Savage  Level 8 Brute", a
type line "Large natural humanoid (giant)  XP 350", entries, bands of powers."""

from __future__ import annotations

from collections.abc import Sequence

from converter.detect.statblocks_roled import find_roled_blocks
from converter.detect.statfamilies.result import FamilyResult, Found
from converter.models import BBox, Document

ID = "other-roled"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The blocks none of whose lines an earlier family claimed, and the regions of their
    lines set apart from the name's column (a level and role, an award, or the rest of a
    block run on into the next column, read as a column of their own): they are the
    block's text, never a room's ("Level 2 Soldier" read as two soldiers)."""
    blocks: list[Found] = []
    taken: set[int] = set()
    regions: list[tuple[int, BBox]] = []
    for block, span in find_roled_blocks(document):
        if not claimed.intersection(span):
            blocks.append(Found(block, span[0]))
            taken.update(span)
            regions.extend(_apart(document, span))
    return FamilyResult(tuple(blocks), frozenset(taken), tables=tuple(regions))


def _apart(document: Document, span: Sequence[int]) -> list[tuple[int, BBox]]:
    """The box of each page column a block's lines reach beyond its first line's."""
    lines = document.lines
    first = lines[span[0]]
    boxes: dict[tuple[int, int], BBox] = {}
    for index in span:
        line = lines[index]
        place = (line.page, line.column)
        if place != (first.page, first.column):
            held = boxes.get(place)
            boxes[place] = line.bbox if held is None else held.union(line.bbox)
    return [(page, box) for (page, _), box in boxes.items()]
