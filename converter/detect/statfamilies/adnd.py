"""AD&D one-liners: 'AC 4; MV 9"; HD 3; hp 14; #AT 1; D 1-8; SA …', "THAC0 17"."""

from __future__ import annotations

from converter.detect.statfamilies import shared
from converter.detect.statfamilies.result import FamilyResult
from converter.models import Document

ID = "adnd"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The one-line stat lines the grammar styled AD&D, outside ``claimed``."""
    return shared.oneline_family(document, claimed, lambda line: line.block.style == "adnd")
