"""Monster rosters: a table of an area's creatures, one row per kind, under a header row of
stat-field labels ("Name | No. | AC | HD | hp | …")."""

from __future__ import annotations

from converter.detect.statblocks_roster_place import find_roster_blocks
from converter.detect.statfamilies.result import FamilyResult, Found
from converter.models import Document

ID = "roster"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The roster rows, and the lines of every roster and random table with a header of stat
    labels (no other family reads a block there)."""
    found, taken, regions = find_roster_blocks(document, claimed)
    blocks = tuple(Found(block, span[0]) for block, span in found)
    return FamilyResult(blocks, taken, tables=regions)
