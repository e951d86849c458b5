"""Stat-block families, one module each behind one protocol, in the order they claim lines.

A family module has an ``ID`` and ``find(document, claimed) -> FamilyResult``: it returns the
blocks it reads with the index (into ``document.lines``) of each block's first line, and the
lines it claims. ``find_statblocks`` runs the families in ``FAMILIES`` order; a later family
never reads a line an earlier one claimed, so two families never produce the same block. A new
family is one module here plus its fields in ``rules/lexicon/stat_fields.yaml``.
"""

from __future__ import annotations

from typing import Protocol

from converter.detect.statfamilies import (
    adnd,
    banded,
    bx,
    fields,
    fifth_2014,
    fifth_2024,
    headed,
    inline,
    leveled,
    ordinal,
    pair,
    percentile,
    profile,
    rated,
    roled,
    roster,
    third,
    vertical,
    web,
)
from converter.detect.statfamilies.result import FamilyResult
from converter.models import Document


class StatFamily(Protocol):
    """What ``find_statblocks`` asks of a family module."""

    ID: str

    def find(self, document: Document, claimed: frozenset[int]) -> FamilyResult: ...


# Roster tables first, the two-column ones (a name | a whole stat line) after them (a header
# row of labels only is no part of another family's block, and its rows' cells would read as
# one-line stat lines named by the header), then profile grids (a heading row over a value
# row, whose cells no other grammar reads as fields; the headed grid, its headings words), then
# full blocks (they span many lines:
# the levelled block with a role first, whose type line and "AC" line the 5e parser would
# anchor on, and the block with an ordinal level, whose "AC" and "HP" lines it would too; 5e,
# the banded and levelled d20 blocks, the vertical B/X one), then the field-grammar families
# whose labels the one-line grammar does not know (the web's; another game's rated by a
# Monster Rating or a Toughness; a percentile game's by its Combat), then the one-line
# families (inline parentheses before the styles they print), then the field grammar's
# catch-all for lines none of them took.
FAMILIES: dict[str, StatFamily] = {
    roster.ID: roster,
    pair.ID: pair,
    profile.ID: profile,
    headed.ID: headed,
    roled.ID: roled,
    ordinal.ID: ordinal,
    fifth_2024.ID: fifth_2024,
    fifth_2014.ID: fifth_2014,
    banded.ID: banded,
    leveled.ID: leveled,
    vertical.ID: vertical,
    web.ID: web,
    rated.ID: rated,
    percentile.ID: percentile,
    inline.ID: inline,
    adnd.ID: adnd,
    third.ID: third,
    bx.ID: bx,
    fields.ID: fields,
}

__all__ = ["FAMILIES", "FamilyResult", "StatFamily"]
