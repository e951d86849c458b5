"""The web-printed family: "HP 4, Armor 1, STR 12, DEX 14, WIL 8, spear (d8)"."""

from __future__ import annotations

from converter.detect.statfamilies import shared
from converter.detect.statfamilies.result import FamilyResult
from converter.models import Document

ID = "web"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """Field-grammar stat lines of the lexicon's ``web`` family, outside ``claimed``."""
    return shared.grammar_family(document, claimed, ID)
