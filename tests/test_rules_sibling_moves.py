"""Danger World moves, tags and effects; the Relics of the Moon team turn."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from dmd_rules.danger_moves import MOVES, find_move, move_summary, outcome_to_effects, tags_to_pool
from dmd_rules.danger_world import FACE_EFFECTS, DangerOutcome, DangerPool
from dmd_rules.errors import UsageError
from dmd_rules.relics import actions_to_team_pool, relics_distribution


def test_the_seed_moves_are_all_there_with_their_difficulty() -> None:
    table = {(m.equipment, m.move): m.difficulty for m in MOVES}
    assert table[("Brawl", "damage an opponent in melee")] == 1
    assert table[("Pistol", "conceal the weapon")] == 2
    assert table[("Covert Pistol", "conceal the weapon")] == 1
    assert table[("Rocket Launcher", "damage an opponent")] == 2
    assert find_move("pistol:conceal").difficulty == 2
    assert find_move("Assault Rifle").advantages[0].text.startswith("if you damaged")
    with pytest.raises(UsageError, match="no Danger World move"):
        find_move("lightsaber")


def test_tags_give_bonus_and_penalty_dice() -> None:
    pool = tags_to_pool(DangerPool(8, 1), ("+sniper", "-close", "+scope"))
    assert (pool.bonus, pool.penalty) == (2, 1)
    with pytest.raises(UsageError, match=r"\+TAG"):
        tags_to_pool(DangerPool(), ("sniper",))


def test_advantage_buys_the_move_effects_and_disadvantage_the_gm_ones() -> None:
    shotgun = find_move("shotgun")
    assert outcome_to_effects(shotgun, DangerOutcome(2, 1, False)) == (
        True,
        ("advantage: reduce the target's effective difficulty by 1 for this attack",),
    )
    assert outcome_to_effects(shotgun, DangerOutcome(1, -2, False)) == (
        False,
        ("disadvantage: out of ammo",),
    )  # degree 1 does not exceed difficulty 1
    assert outcome_to_effects(find_move("brawl"), DangerOutcome(3, 2, False)) == (True, ())


def test_move_odds_match_brute_force_without_rerolls() -> None:
    # 3 dice, no re-rolls: enumerate all 216 face sequences.
    rifle = find_move("rifle")  # difficulty 0, disadvantage 1 = out of ammo
    success = ammo = 0
    for faces in itertools.product(range(1, 7), repeat=3):
        degree = sum(FACE_EFFECTS[f][0] for f in faces)
        advantage = sum(FACE_EFFECTS[f][1] for f in faces)
        success += degree > 0
        ammo += advantage <= -1
    summary = move_summary(DangerPool(3, 0), rifle)
    assert summary["p_success"] == str(Fraction(success, 216))
    assert summary["p_effects"] == {"disadvantage: out of ammo": str(Fraction(ammo, 216))}


def test_team_turn_builds_one_pool_capped_by_the_whole_cohort() -> None:
    actions = (("Ash", "4d6+1"), ("Bryn", "3d6"), ("Cole", "3d6-1"))
    pool, parts = actions_to_team_pool(actions, pcs=3)
    assert parts == (("Ash", 4), ("Bryn", 3), ("Cole", 3))
    assert pool.size == 9 and pool.dropped == 1 and pool.modifiers.count(-1) == 2
    # A cohort of four split in pairs: "the maximum Cohort pool for each group is still 12d6".
    pair, _ = actions_to_team_pool((("Ash", "6d6"), ("Bryn", "6d6")), pcs=4)
    assert pair.size == 12 and pair.dropped == 0
    counts, total = relics_distribution(pair)
    assert total == 6**12 and sum(counts.values()) == total
    with pytest.raises(UsageError, match="at least one"):
        actions_to_team_pool((), pcs=3)
