"""Two-column rosters: a table of an area's creatures, a name cell and a cell holding a whole
stat line ("Monster | Stats": "Goblin ×4" | "AC 13, HP 7 (2d6), Spd 30 ft., …")."""

from __future__ import annotations

from converter.detect.statblocks_pair import find_pair_blocks
from converter.detect.statfamilies.result import FamilyResult, Found
from converter.models import Document

ID = "pair"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The rows of every two-column roster, and the lines of its header and rows (a header of
    labels is no block, and a row's name cell is no one-line block's name)."""
    found, taken, regions = find_pair_blocks(document, claimed)
    blocks = tuple(Found(block, line) for block, line in found)
    return FamilyResult(blocks, taken, tables=tuple(regions))
