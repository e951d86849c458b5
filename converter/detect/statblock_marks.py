"""A mark printed before a stat block's name (docs/extraction.md, "A symbol before a block's
name is a mark"): a dingbat or a font's own glyph ("★ Ghoul Chief") is no part of the name,
and on a block of a game that marks its chief creatures so (``stat_fields.name_marks``,
keyed by the game's measure) it is the block's role: Savage Worlds' Wild Card."""

from __future__ import annotations

import dataclasses
import unicodedata
from functools import cache

from converter.detect.statline import printed_measure
from converter.models import StatBlock
from converter.ruledata import load_lexicon

# Unicode's "other symbol" (dingbats, stars, card suits, skulls) and private-use characters
# (a glyph of the book's own symbol font): never a letter of a name.
_MARK_CATEGORIES = frozenset({"So", "Co"})


@cache
def _roles_by_measure() -> dict[str, str]:
    return dict(load_lexicon("stat_fields").get("name_marks", {}))


def unmarked(sb: StatBlock) -> StatBlock:
    """``sb`` with the mark before its name taken off, its role the mark's meaning in the
    block's game when it has one; ``sb`` itself when its name opens with no mark."""
    name = sb.name.lstrip()
    marks = 0
    while marks < len(name) and (
        unicodedata.category(name[marks]) in _MARK_CATEGORIES or name[marks].isspace()
    ):
        marks += 1
    if not marks or marks == len(name) or not name[:marks].strip():
        return sb
    measure = printed_measure(sb.text)
    role = _roles_by_measure().get(measure[0]) if measure else None
    return dataclasses.replace(
        sb, name=name[marks:], role=sb.role if sb.role is not None or role is None else role
    )
