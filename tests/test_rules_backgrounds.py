"""Backgrounds chosen in turn; abilities and gear that fit them."""

from __future__ import annotations

import random

import pytest

from dmd_rules.backgrounds import (
    BACKGROUNDS,
    COMMON_MINORS,
    background,
    pick_backgrounds,
    roll_party,
)
from dmd_rules.character import ABILITY_POINTS, character_rule_errors

# Broad majors any background may fall back on when its own lists are too short for 15 points.
FALLBACK_MAJORS = {"Well Traveled", "Perceptive", "Scholarship"}


def test_picks_go_around_twice_starting_after_the_first_player() -> None:
    # "Starting with the next player in order to go first … go around again."
    picks = pick_backgrounds(random.Random(4), 3)
    assert [player for player, _ in picks] == [1, 2, 0, 2, 0, 1]
    assert len({name for _, name in picks}) == 6  # six backgrounds, none taken twice


def test_with_many_players_nobody_picks_a_background_twice() -> None:
    picks = pick_backgrounds(random.Random(1), 5)
    for player in range(5):
        mine = [name for p, name in picks if p == player]
        assert len(mine) == 2 and len(set(mine)) == 2


@pytest.mark.parametrize("seed", range(25))
def test_party_abilities_fit_the_backgrounds_and_every_one_can_fight(seed: int) -> None:
    members, _ = roll_party(random.Random(seed), ("A", "B", "C", "D"))
    for pc in members:
        assert character_rule_errors(pc) == []
        assert sum(a.cost for a in pc.abilities) == ABILITY_POINTS
        taught = {n for b in pc.backgrounds for n, _ in background(b).majors + background(b).minors}
        allowed = taught | {n for n, _ in COMMON_MINORS} | FALLBACK_MAJORS
        assert {a.name for a in pc.abilities} <= allowed
        assert any(a.kind == "major" and "creature" in a.tags for a in pc.abilities)
        assert {g.name for g in pc.gear} == {g for b in pc.backgrounds for g in background(b).gear}


def test_a_street_thief_never_gets_elemental_magic() -> None:
    thief = background("Street thief")
    assert "Elemental Magic" not in {n for n, _ in thief.majors}
    assert {b.name for b in BACKGROUNDS} >= {"Street thief", "Hedge wizard"}
