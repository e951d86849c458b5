"""The OR of a block whose grammar prints characteristics and no hit dice, challenge rating or
level: a Warhammer-like profile grid by its Wounds (docs/mapping.md, "A profile's Wounds",
``wounds_to_or``), a BRP-like block of characteristics by its Hit Points ("Characteristics'
Hit Points", ``characteristics_hp_to_or``): each the number that grows with what the creature
is worth in a fight."""

from __future__ import annotations

import re

from converter.detect.statblocks_profile import printed_profile, profile_grammar
from converter.mapping.tables import Tables, rating_from
from converter.models import StatBlock


def profile_rating(sb: StatBlock, tables: Tables) -> tuple[int, str] | None:
    """The OR of ``sb`` from its profile's Wounds, or None for a block of no profile grid."""
    profile = printed_profile(sb)
    if profile is None:
        return characteristics_rating(sb, tables)
    wounds = next(
        (int(v) for h, v in profile.items() if h in profile_grammar().hp_labels and v.isdigit()),
        None,
    )
    if wounds is None:
        return None
    return rating_from(tables, "wounds_to_or", wounds, f"W {wounds} (a profile's Wounds)")


def characteristics_rating(sb: StatBlock, tables: Tables) -> tuple[int, str] | None:
    """The OR of ``sb`` from its Hit Points when its text prints every characteristic of
    ``characteristics_hp_to_or.printed_with`` before a number ("SIZ 13", "POW 9"), else None:
    hit points alone are on another scale in every other grammar."""
    marks = tables.characteristic_marks
    if sb.hp is None or not marks:
        return None
    if not all(re.search(rf"(?<![\w-]){re.escape(m)}\s*:?\s*\d", sb.text) for m in marks):
        return None
    printed = "/".join(marks)
    label = f"Hit Points {sb.hp} (a block of characteristics, {printed})"
    return rating_from(tables, "characteristics_hp_to_or", sb.hp, label)
