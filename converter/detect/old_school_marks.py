"""What an old-school stat line's own fields say of its game: AD&D or the B/X family.

Both print "AC 4, HD 2+2, hp 13, #AT 1, D 1-4"; AD&D alone prints special attacks and a move
in inches ('MV 9"'), the B/X family alone a move in feet ("MV 120' (40')"), a morale, a
class to save as and an ascending armour class in brackets ("AC 6 [13]") (vocabulary:
``rules/lexicon/stat_old_school.yaml``). A line with marks of neither is undecided: its
style is the fallback ``bx`` until the document's decided blocks settle it
(``settle_undecided``), since one module is written for one game. The vote only breaks a
tie: it never overrides a block whose own fields decide.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Final

from converter.models import StatBlock, StatStyle
from converter.ruledata import load_lexicon

OLD_SCHOOL: Final[frozenset[StatStyle]] = frozenset({"adnd", "bx"})
# Field ids of the movement and the armour class in the three old-school readers.
_MOVE, _ARMOUR = "mv", "ac"


@dataclass(frozen=True)
class _Marks:
    adnd_fields: frozenset[str]
    inch_marks: tuple[str, ...]
    bx_fields: frozenset[str]
    feet_marks: tuple[str, ...]
    ascending_ac: re.Pattern[str]


@cache
def _marks() -> _Marks:
    data = load_lexicon("stat_old_school")
    return _Marks(
        adnd_fields=frozenset(data["adnd_fields"]),
        inch_marks=tuple(data["inch_marks"]),
        bx_fields=frozenset(data["bx_fields"]),
        feet_marks=tuple(data["feet_marks"]),
        ascending_ac=re.compile(data["ascending_ac"]),
    )


def inches(move: str) -> bool:
    """True for a movement printed in inches ('9"', "12''"), AD&D's measure."""
    return move.rstrip().endswith(_marks().inch_marks)


def family_marks(fields: Iterable[tuple[str, str]]) -> frozenset[StatStyle]:
    """The old-school families that ``fields`` (field id, text as printed) show by their own
    marks: ``adnd``, ``bx``, both (a line printed against its grammar) or neither."""
    found: set[StatStyle] = set()
    for field, printed in fields:
        mark = _mark(field, printed)
        if mark is not None:
            found.add(mark)
    return frozenset(found)


def _mark(field: str, printed: str) -> StatStyle | None:
    """The old-school family one field shows as printed, or None."""
    marks = _marks()
    if field in marks.adnd_fields or (field == _MOVE and inches(printed)):
        return "adnd"
    if field in marks.bx_fields:
        return "bx"
    if field == _MOVE and any(mark in printed for mark in marks.feet_marks):
        return "bx"
    if field == _ARMOUR and marks.ascending_ac.search(printed):
        return "bx"
    return None


def old_school_style(marks: frozenset[StatStyle]) -> StatStyle:
    """The style of an old-school line with ``marks``: AD&D's wherever it shows (its fields
    are printed by AD&D alone), else B/X's, the fallback of an undecided line too."""
    return "adnd" if "adnd" in marks else "bx"


def settle_undecided(blocks: Sequence[StatBlock], undecided: Sequence[bool]) -> list[StatBlock]:
    """``blocks`` with each undecided one (``undecided[i]``) given the old-school family most
    of the document's decided old-school blocks show, when one family has more of them
    than the other; otherwise, and for every decided block, as they are."""
    votes = Counter(
        block.style
        for block, open_ in zip(blocks, undecided, strict=True)
        if not open_ and block.style in OLD_SCHOOL
    )
    ranked = votes.most_common()
    if not ranked or (len(ranked) > 1 and ranked[0][1] == ranked[1][1]):
        return list(blocks)
    winner = ranked[0][0]
    return [
        replace(block, style=winner) if open_ and block.style != winner else block
        for block, open_ in zip(blocks, undecided, strict=True)
    ]
