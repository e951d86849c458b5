"""The OR of a profile grid's block (docs/mapping.md, "A profile's Wounds"): a Warhammer-like
profile prints no hit dice, challenge rating or level, and its Wounds are the number that
grows with what the creature is worth in a fight, so ``wounds_to_or`` rates it."""

from __future__ import annotations

from converter.detect.statblocks_profile import printed_profile, profile_grammar
from converter.mapping.tables import Tables, rating_from
from converter.models import StatBlock


def profile_rating(sb: StatBlock, tables: Tables) -> tuple[int, str] | None:
    """The OR of ``sb`` from its profile's Wounds, or None for a block of no profile grid."""
    profile = printed_profile(sb)
    if profile is None:
        return None
    wounds = next(
        (int(v) for h, v in profile.items() if h in profile_grammar().hp_labels and v.isdigit()),
        None,
    )
    if wounds is None:
        return None
    return rating_from(tables, "wounds_to_or", wounds, f"W {wounds} (a profile's Wounds)")
