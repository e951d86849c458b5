"""Another game's block measured by a number of its own where D&D prints hit dice: a Monster
Rating ("Ghouls (4): MR 22 each (3 dice + 11 adds)", Tunnels & Trolls), a Toughness ("Pace: 6;
Parry: 5; Toughness: 7 (1)", Savage Worlds)."""

from __future__ import annotations

from converter.detect.statfamilies import shared
from converter.detect.statfamilies.result import FamilyResult
from converter.models import Document

ID = "rated"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """Field-grammar stat lines of the lexicon's ``rated`` family, outside ``claimed``."""
    return shared.grammar_family(document, claimed, ID)
