"""The field grammar's catch-all: a run of two or more labelled statistics, one of them a key
one ("AC 6 hp 17", "hd 2, AC 7"), that no family before it read."""

from __future__ import annotations

from converter.detect.statfamilies import shared
from converter.detect.statfamilies.result import FamilyResult
from converter.models import Document

ID = "fields"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """Field-grammar stat lines of the lexicon's ``fields`` family, outside ``claimed``."""
    return shared.grammar_family(document, claimed, ID)
