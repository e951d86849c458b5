"""3e / Pathfinder 1 one-liners and title lines: "CR 2; Medium humanoid; HD 2d8+2; Init +1"."""

from __future__ import annotations

from converter.detect.statfamilies import shared
from converter.detect.statfamilies.result import FamilyResult
from converter.models import Document

ID = "3e"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """The one-line stat lines the grammar styled 3e, outside ``claimed``."""
    return shared.oneline_family(document, claimed, lambda line: line.block.style == "3e")
