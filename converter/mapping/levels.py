"""The OR of a block that prints a creature level instead of a challenge rating or hit dice
(docs/mapping.md, "A level and a role"): a levelled d20 block's level by its own table, a 4e-like
block's level and role by ``level_to_or``, any other family's level read as hit dice."""

from __future__ import annotations

import math
from fractions import Fraction

from converter.mapping.tables import Tables, rating_from
from converter.models import StatBlock


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


def role_worth(role: str, tables: Tables) -> tuple[str, float] | None:
    """The first word of a printed role that says what share of a standard creature it is
    worth ("Elite Brute" → ("elite", 2.0)), or None for a standard creature."""
    for word in role.replace("(", " ").replace(")", " ").split():
        worth = tables.role_worth.get(word.lower())
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
