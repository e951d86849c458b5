"""5e 2024 blocks: "AC 15 Initiative +2", "HP 11 (2d8 + 2)", "CR 1/4 (XP 50; PB +2)"."""

from __future__ import annotations

from converter.detect.statfamilies import shared
from converter.detect.statfamilies.result import FamilyResult
from converter.models import Document

ID = "5e-2024"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The 5e blocks the parser read as 2024 ones, outside ``claimed``."""
    return shared.fifth_family(document, claimed, lambda style: style == "5e-2024")
