"""B/X, Labyrinth Lord, OSE and BFRPG one-liners ("AC 6 [13], HD 2 (9hp), Att 1 × club (1d6)"),
with the rest of the one-line grammar's lines; also its warnings for lines that did not parse."""

from __future__ import annotations

from dataclasses import replace

from converter.detect.statfamilies import shared
from converter.detect.statfamilies.result import FamilyResult
from converter.models import Document

ID = "bx"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """Every one-line stat line still unclaimed (B/X style and the grammar's other styles)."""
    result = shared.oneline_family(document, claimed, lambda line: True)
    return replace(result, problems=shared.oneline(document, claimed).problems)
