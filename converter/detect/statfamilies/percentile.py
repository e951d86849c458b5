"""A percentile game's creature ("Combat 35 · Instinct 35 · Armor Points 0 · Health 20 · Wounds
1", Mothership and kin): measured by a Combat skill rolled under on d100 where D&D prints hit
dice, its hit points a Health emptied once for each of its Wounds."""

from __future__ import annotations

from converter.detect.statfamilies import shared
from converter.detect.statfamilies.result import FamilyResult
from converter.models import Document

ID = "percentile"


def find(document: Document, claimed: frozenset[int]) -> FamilyResult:
    """Field-grammar stat lines of the lexicon's ``percentile`` family, outside ``claimed``."""
    return shared.grammar_family(document, claimed, ID)
