"""5e 2014 blocks: "Armor Class 13 (hide armor)", "Challenge 1/4 (50 XP)"; also the warnings
for 5e blocks that did not parse."""

from __future__ import annotations

from dataclasses import replace

from converter.detect.statfamilies import shared
from converter.detect.statfamilies.result import FamilyResult
from converter.models import Document

ID = "5e"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The 5e blocks the parser read as 2014 ones, outside ``claimed``."""
    result = shared.fifth_family(document, claimed, lambda style: style != "5e-2024")
    return replace(result, problems=shared.fifth(document).problems)
