"""Which d20 family a stat line that prints a challenge rating belongs to, from its fields.

3e / Pathfinder 1 and 5e both print "CR 1/4", and the two map through different tables
(``cr3e_to_or``, ``cr_to_or``), so the rating alone must not decide. 3e prints fields 5e
never does ("Init +1", "HD 2d8+2", "hp 11", "touch 11", "Fort +3", "BAB +2"); 5e prints its own
("HP 11 (2d8 + 2)", "Hit Points", "Challenge 1/4", "PB +2", "Initiative +2"). A line with a
5e field and no 3e one is 5e, of the 2024 rules when it prints their marks
(``rules/lexicon/stat_d20.yaml``); every other line with a rating is 3e.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from converter.models import StatStyle
from converter.ruledata import load_lexicon

# The parenthesis right after a rating ("CR 1/2 (XP 100; PB +2)"): part of what the line prints
# even where a reader's run of statistics ends on the last value inside it. A narrow column
# wraps it like any other text ("CR 2" / "(XP 450; PB +2)").
_RATING_NOTE = re.compile(r"\s*\([^()]{0,60}\)")


@dataclass(frozen=True)
class _Marks:
    third_only: tuple[re.Pattern[str], ...]
    fifth: tuple[re.Pattern[str], ...]
    fifth_2024: tuple[re.Pattern[str], ...]


@cache
def _marks() -> _Marks:
    data = load_lexicon("stat_d20")

    def compiled(key: str) -> tuple[re.Pattern[str], ...]:
        return tuple(re.compile(pattern) for pattern in data[key])

    return _Marks(compiled("third_only"), compiled("fifth"), compiled("fifth_2024"))


def with_rating_note(text: str, rating_end: int, end: int) -> int:
    """``end``, or past the parenthesis that follows a rating ending at ``rating_end``."""
    note = _RATING_NOTE.match(text, rating_end)
    return max(end, note.end()) if note else end


def d20_style(text: str) -> StatStyle:
    """The family of a stat line with a challenge rating printed as ``text``: "5e" or
    "5e-2024" when it prints a field of 5e and none only 3e prints, else "3e"."""
    marks = _marks()
    if any(p.search(text) for p in marks.third_only) or not any(
        p.search(text) for p in marks.fifth
    ):
        return "3e"
    return "5e-2024" if any(p.search(text) for p in marks.fifth_2024) else "5e"
