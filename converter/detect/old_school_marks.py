"""What an old-school stat line's own fields say of its game: AD&D or the B/X family.

Both print "AC 4, HD 2+2, hp 13, #AT 1, D 1-4"; AD&D alone prints special attacks and a move
in inches ('MV 9"'), the B/X family alone a move in feet ("MV 120' (40')"), a morale, a
class to save as and an ascending armour class in brackets ("AC 6 [13]") (vocabulary:
``rules/lexicon/stat_old_school.yaml``). A line with marks of neither is undecided: its
style is the fallback ``bx`` until the document's decided blocks printed in its form (the
order of its key statistics) settle it (``settle_undecided``), since one module is written
for one game. The vote only breaks a tie: it never overrides a block whose own fields decide.
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


def line_form(fields: Iterable[str]) -> tuple[str, ...]:
    """The order in which a line prints its key statistics (armour class, hit dice, hit
    points: ``form_fields``), each at its first appearance: ("ac", "hd", "hp") for "AC 4, HD
    2+2, hp 13", ("hd", "ac") for "HD2+1 AC6 1d8"."""
    forms = _form_fields()
    order: list[str] = []
    for field in fields:
        key = forms.get(field)
        if key is not None and key not in order:
            order.append(key)
    return tuple(order)


@cache
def _form_fields() -> dict[str, str]:
    return dict(load_lexicon("stat_old_school")["form_fields"])


@dataclass(frozen=True)
class Reading:
    """One block as the vote sees it: ``undecided`` when its fields show neither family,
    ``form`` the order of its key statistics (``line_form``)."""

    block: StatBlock
    undecided: bool
    form: tuple[str, ...]


def settle_undecided(readings: Sequence[Reading]) -> list[StatBlock]:
    """The blocks, each undecided one given the old-school family most of the document's
    decided old-school blocks printed in its form show, when one family has more of them
    than the other; otherwise, and for every decided block, as they are. A module's writer
    prints its lines in one order; a line in another order ("HD2+1 AC6 1d8" among "AC 6,
    MV 9\", HD 2, hp 9" lines) is another print's, which the others do not speak for."""
    votes: dict[tuple[str, ...], Counter[StatStyle]] = {}
    for reading in readings:
        if not reading.undecided and reading.block.style in OLD_SCHOOL:
            votes.setdefault(reading.form, Counter())[reading.block.style] += 1
    settled: list[StatBlock] = []
    for reading in readings:
        winner = _winner(votes.get(reading.form)) if reading.undecided else None
        block = reading.block
        settled.append(replace(block, style=winner) if winner and winner != block.style else block)
    return settled


def _winner(votes: Counter[StatStyle] | None) -> StatStyle | None:
    """The family with more votes than any other, or None (no votes, or a tie)."""
    ranked = votes.most_common() if votes else []
    if not ranked or (len(ranked) > 1 and ranked[0][1] == ranked[1][1]):
        return None
    return ranked[0][0]
