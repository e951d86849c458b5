"""Monster rosters: a table of an area's creatures, one row per kind, under a header row of
stat-field labels ("Name | No. | AC | HD | hp | …"), and the table laid the other way round,
one column per kind under a header row of names, one row per stat-field label."""

from __future__ import annotations

from converter.detect.statblocks_crosstab import find_crosstab_blocks
from converter.detect.statblocks_roster_place import find_roster_blocks
from converter.detect.statfamilies.result import FamilyResult, Found
from converter.models import Document

ID = "roster"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The roster rows, the transposed tables' columns, and the lines of every roster and
    random table with a header of stat labels (no other family reads a block there)."""
    found, taken, regions = find_roster_blocks(document, claimed)
    columns, across, across_regions = find_crosstab_blocks(document, claimed | taken)
    blocks = tuple(Found(block, span[0]) for block, span in found)
    blocks += tuple(Found(block, line, at) for block, line, at in columns)
    return FamilyResult(blocks, taken | across, tables=regions + across_regions)
