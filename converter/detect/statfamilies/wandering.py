"""Random-encounter table rows: read by no family, so this one claims them first.

Its rows are ``WanderingEntry`` records (``converter.detect.wandering``), collected on the
Detection; here they only keep a row such as "2-4 Ghoul (AC 6, HD 2)" out of the stat blocks.
"""

from __future__ import annotations

from converter.detect.statfamilies.result import FamilyResult
from converter.detect.wandering import wandering_lines
from converter.models import Document

ID = "wandering"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """No blocks; the lines of random-encounter table rows, claimed."""
    return FamilyResult(claimed=wandering_lines(document) - claimed)
