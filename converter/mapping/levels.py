"""The OR of a block that prints a creature level instead of a challenge rating or hit dice
(docs/mapping.md, "A level and a role"): a levelled d20 block's level by its own table, a 4e-like
block's level and role by ``level_to_or``, any other family's level read as hit dice."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from converter.detect.statline import printed_measure
from converter.mapping.numbers import clamp_rating
from converter.mapping.tables import Tables, rating_from
from converter.models import StatBlock
from converter.ruledata import load_lexicon

_FIELDS = load_lexicon("stat_fields")["fields"]  # the grammar's fields and their labels


def level_rating(sb: StatBlock, tables: Tables) -> tuple[int, str] | None:
    """The OR of ``sb`` from its printed level, or None when it prints no usable level."""
    if sb.level is None:
        return None
    try:
        level = int(sb.level)
    except ValueError:
        return None
    if sb.role is not None:
        return _roled_rating(level, sb.role, tables)
    if sb.style == "3e":
        return rating_from(tables, "creature_level_to_or", level, f"creature level {level}")
    # the one-line games that print "LV 2" (a monster's level is its number of hit dice there)
    return rating_from(tables, "hd_to_or", max(level, 0), f"level {level} read as HD {level}")


def _measure_name(field: str) -> str:
    """How a measure's why names it: its field's first printed label (``stat_fields.yaml``:
    "Skill", "MR", "Toughness", "Combat", "Difficulty"), as the block prints it; a measure
    printed with no label (the Cypher level before its target number, "3 (9)") by its field's
    first word ("level")."""
    return next(
        (f["labels"][0] for f in _FIELDS if f["field"] == field and f["labels"]),
        field.split("_")[0],
    )


def measure_rating(sb: StatBlock, tables: Tables) -> tuple[int, str] | None:
    """The OR of a block of another game from the measure it prints where D&D prints hit dice
    (docs/mapping.md, "Another game's measure"): Troika!'s Skill, Tunnels & Trolls' Monster
    Rating, Savage Worlds' Toughness, a percentile game's Combat (Mothership), each by its own
    table, a role the table names (a Wild Card) some rows above; None when it prints none."""
    found = printed_measure(sb.text)
    table = f"{found[0]}_to_or" if found else ""
    if found is None or table not in tables.or_tables:
        return None
    field, number = found
    printed = f"{_measure_name(field)} {number}"
    steps = tables.measure_roles.get(table, {}).get((sb.role or "").lower(), 0)
    rated = rating_from(tables, table, number, printed)
    if rated is None or not steps:
        return rated
    # a role the game marks (a Wild Card) is rated that many rows above its measure's
    value = rated[0] + steps
    return clamp_rating(value, f"{rated[1]}; a {sb.role}: {steps} rows up → OR {value}")


def role_worth(role: str, tables: Tables) -> tuple[str, float] | None:
    """The first word of a printed role that says what share of a standard creature it is
    worth ("Elite Brute" → ("elite", 2.0)), or None for a standard creature."""
    for word in role.replace("(", " ").replace(")", " ").split():
        # another game's word for a role ("mook": a minion) is worth what that role is
        named = tables.role_aliases.get(word.lower(), word.lower())
        worth = tables.role_worth.get(named)
        if worth is not None:
            return word.lower(), worth
    return None


def standard_level(level: int, worth: float, tables: Tables) -> int:
    """The level of a standard creature worth as much as ``worth`` standard creatures of
    ``level``: a standard creature's worth doubles every ``levels_per_doubling`` levels."""
    return level + round(tables.levels_per_doubling * math.log2(worth))


def _roled_rating(level: int, role: str, tables: Tables) -> tuple[int, str] | None:
    printed = f"level {level} {role}"
    worth = role_worth(role, tables)
    if worth is None:
        return rating_from(
            tables, "level_to_or", level, f"{printed}: a standard creature of level {level}"
        )
    word, share = worth
    equal = standard_level(level, share, tables)
    amount = str(Fraction(share).limit_denominator(12))
    noun = "standard creature" if share <= 1 else "standard creatures"
    article = "an" if word[0] in "aeiou" else "a"
    label = (
        f"{printed}: {article} {word} is worth {amount} {noun} of its level, "
        f"rated as one of level {equal}"
    )
    return rating_from(tables, "level_to_or", equal, label)


@dataclass(frozen=True)
class MinionShare:
    """A creature worth less than one standard creature of its level (a 4e-like minion): how
    many of them make one foe's worth, and the OR and why of a pack of 1 to ``per_foe`` of
    them, each rated as the standard creature worth as much (docs/mapping.md, "Minions")."""

    per_foe: int
    packs: tuple[tuple[int, str], ...]  # [k - 1]: a pack of k of them

    def pack(self, count: int) -> tuple[int, str]:
        """The OR and why of the first pack of a group of ``count`` (at most ``per_foe``)."""
        return self.packs[max(1, min(count, self.per_foe)) - 1]


def minion_share(sb: StatBlock, tables: Tables) -> MinionShare | None:
    """The share of a levelled block whose role is worth less than one standard creature
    ("Level 1 Minion Skirmisher": four make one foe), or None for any other block."""
    if sb.role is None or sb.level is None:
        return None
    worth = role_worth(sb.role, tables)
    try:
        level = int(sb.level)
    except ValueError:
        return None
    if worth is None or worth[1] >= 1:
        return None
    word, share = worth
    per_foe = round(1 / share)
    if per_foe < 2:
        return None
    packs = []
    for k in range(1, per_foe + 1):
        equal = standard_level(level, k * share, tables)
        amount = str(Fraction(k * share).limit_denominator(12))
        label = (
            f"level {level} {sb.role}: {k} {word}s make one foe's worth, rated as a standard "
            f"creature of level {equal}"
            if k == per_foe
            else f"level {level} {sb.role}: {k} {word}{'s are' if k > 1 else ' is'} worth "
            f"{amount} standard creature of {'their' if k > 1 else 'its'} level, rated as one "
            f"of level {equal}"
        )
        rated = rating_from(tables, "level_to_or", equal, label)
        if rated is None:
            return None
        packs.append(rated)
    return MinionShare(per_foe, tuple(packs))
