"""A profile grid's Wounds → OR (``rules/tables/wounds_to_or.yaml``): a Warhammer-like profile
prints no hit dice, challenge rating or level, so its W rates it, with a why that names the
printed W; a block of any other grammar with hit points alone is not rated by that table."""

from __future__ import annotations

import pytest

from converter.mapping.creatures import statblock_to_rating
from converter.mapping.tables import Tables, load_tables
from converter.models import BBox, Source, StatBlock

TABLES: Tables = load_tables()
SOURCE = Source("inn.pdf", 1, BBox(36, 100, 290, 180))
FIRST = "M 4, WS 41, BS 25, S 3, T 4, W {w}, I 30, A 1, Dex 30, Ld 29, Int 24, Cl 29, WP 24, Fel 10"
SECOND = "WS 45, BS 25, S 41, T 42, Ag 25, Int 24, WP 29, Fel 20, A 1, W {w}, SB 4, TB 4, M 4"


@pytest.mark.parametrize(
    ("profile", "wounds", "rating"),
    [(FIRST, 6, 2), (FIRST, 11, 3), (FIRST, 19, 5), (SECOND, 18, 5), (SECOND, 24, 6)],
)
def test_a_profile_is_rated_by_its_wounds(profile: str, wounds: int, rating: int) -> None:
    text = "Beastman: " + profile.format(w=wounds)
    block = StatBlock("Beastman", 1, "other", SOURCE, hp=wounds, text=text)
    rated = statblock_to_rating(block, TABLES)
    assert rated is not None
    assert rated[0] == rating
    assert rated[1].startswith(f"W {wounds} (a profile's Wounds) → OR {rating}"), rated


def test_hit_points_alone_of_another_grammar_are_not_wounds() -> None:
    block = StatBlock("Ghoul", 1, "other", SOURCE, hp=13, text="Ghoul: Hit Points 13 Armour 2")
    assert statblock_to_rating(block, TABLES) is None


def test_every_wound_count_rates_within_the_scale_never_falling() -> None:
    ratings = []
    for wounds in range(0, 120):
        text = "Beastman: " + FIRST.format(w=wounds)
        block = StatBlock("Beastman", 1, "other", SOURCE, hp=wounds, text=text)
        rated = statblock_to_rating(block, TABLES)
        assert rated is not None
        ratings.append(rated[0])
    assert ratings == sorted(ratings) and ratings[0] == 1 and ratings[-1] == 12
