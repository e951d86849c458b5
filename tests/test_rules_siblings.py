"""Danger World and Relics of the Moon: exact odds against brute force, rolls against odds."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import pytest

from dmd_rules.danger_world import (
    FACE_EFFECTS,
    Challenge,
    DangerOutcome,
    DangerPool,
    challenge_summary,
    chits_to_pool,
    danger_distribution,
    roll_danger,
)
from dmd_rules.errors import UsageError
from dmd_rules.relics import (
    relics_distribution,
    relics_summary,
    result_to_successes,
    roll_relics,
    spec_to_relics_pool,
)


def _read(base: list[int], bonus: list[int], penalty: list[int]) -> DangerOutcome:
    counted = base + [f for f in penalty if f <= 3] + [f for f in bonus if f >= 4]
    degree = sum(FACE_EFFECTS[f][0] for f in counted)
    advantage = sum(FACE_EFFECTS[f][1] for f in counted)
    chit = any(counted.count(f) >= 3 for f in range(1, 7))
    return DangerOutcome(degree, advantage, chit)


def _brute(dice: list[list[int]], rerolls: int) -> dict[DangerOutcome, Fraction]:
    """Play the re-roll policy on explicit faces, branching over each re-roll's six faces."""
    base, bonus, penalty = dice
    target = None
    if rerolls:
        for kind in (base, penalty, bonus):
            failing = [f for f in kind if f <= 3]
            if failing:
                target = (kind, min(failing))
                break
    if target is None:
        return {_read(base, bonus, penalty): Fraction(1)}
    out: dict[DangerOutcome, Fraction] = {}
    kind_index = [id(k) for k in dice].index(id(target[0]))
    for new in range(1, 7):
        copy = [list(k) for k in dice]
        copy[kind_index][copy[kind_index].index(target[1])] = new
        for outcome, p in _brute(copy, rerolls - 1).items():
            out[outcome] = out.get(outcome, Fraction(0)) + p / 6
    return out


def brute_distribution(pool: DangerPool) -> dict[DangerOutcome, Fraction]:
    total: dict[DangerOutcome, Fraction] = {}
    n = pool.dice + pool.bonus + pool.penalty
    for faces in itertools.product(range(1, 7), repeat=n):
        split = [
            list(faces[: pool.dice]),
            list(faces[pool.dice : pool.dice + pool.bonus]),
            list(faces[pool.dice + pool.bonus :]),
        ]
        for outcome, p in _brute(split, pool.rerolls).items():
            total[outcome] = total.get(outcome, Fraction(0)) + p / 6**n
    return total


@pytest.mark.parametrize(
    "pool",
    [
        DangerPool(1, 0),
        DangerPool(3, 0),
        DangerPool(3, 1),
        DangerPool(4, 2),
        DangerPool(2, 1, bonus=1),
        DangerPool(2, 1, penalty=1),
        DangerPool(2, 2, bonus=1, penalty=1),
        DangerPool(3, 1, bonus=1, penalty=1),
    ],
)
def test_danger_world_exact_matches_brute_force(pool: DangerPool) -> None:
    exact = danger_distribution(pool)
    assert sum(exact.values()) == 1
    assert exact == brute_distribution(pool)


def test_danger_world_reroll_helps_and_chits_add() -> None:
    plain = challenge_summary(DangerPool(8, 0), Challenge(complexity=1))
    rerolled = challenge_summary(DangerPool(8, 1), Challenge(complexity=1))
    assert Fraction(str(rerolled["p_success"])) > Fraction(str(plain["p_success"]))
    assert chits_to_pool(DangerPool(), red=2, blue=1) == DangerPool(10, 2)
    # Without re-rolls the degree of 8d6 is 2 * Binomial(8, 1/2) - 8.
    assert Fraction(plain["p_degree"]["0"]) == Fraction(math.comb(8, 4), 256)  # type: ignore[index]


def test_danger_world_too_big_is_refused() -> None:
    with pytest.raises(UsageError, match="too many"):
        danger_distribution(DangerPool(20, 1, bonus=3, penalty=3))


def test_danger_world_rolls_agree_with_exact() -> None:
    pool = DangerPool(5, 1, bonus=1, penalty=1)
    exact = danger_distribution(pool)
    rng = random.Random(8)
    trials = 20_000
    seen = [roll_danger(pool, rng).outcome for _ in range(trials)]
    for test in (lambda o: o.degree > 0, lambda o: o.advantage < 0, lambda o: o.chit):
        p = float(sum(q for o, q in exact.items() if test(o)))
        observed = sum(map(test, seen)) / trials
        assert abs(observed - p) <= 4.5 * math.sqrt(p * (1 - p) / trials)


@pytest.mark.parametrize(
    ("result", "successes"),
    [
        (12, 3),
        (9, 3),
        (8, 2),
        (7, 2),
        (6, 1),
        (5, 1),
        (4, 0),
        (2, 0),
        (1, -1),
        (0, -1),
        (-1, -2),
        (-4, -2),
    ],
)
def test_relics_result_table(result: int, successes: int) -> None:
    assert result_to_successes(result) == successes


def test_relics_cap_drops_the_weakest_dice() -> None:
    pool = spec_to_relics_pool("2d6-1, 4d6+2 1d6", pcs=2)
    assert pool.modifiers == (2, 2, 2, 2, 0, -1)
    assert pool.dropped == 1
    with pytest.raises(UsageError):
        spec_to_relics_pool("2d8", pcs=1)


@pytest.mark.parametrize("spec", ["1d6", "3d6", "2d6+3", "1d6-4,2d6+1", "2d6+5,1d6-2"])
def test_relics_exact_matches_brute_force(spec: str) -> None:
    pool = spec_to_relics_pool(spec, pcs=3)
    counts, total = relics_distribution(pool)
    brute: dict[int, int] = {}
    for faces in itertools.product(range(1, 7), repeat=pool.size):
        s = sum(result_to_successes(f + m) for f, m in zip(faces, pool.modifiers, strict=True))
        brute[s] = brute.get(s, 0) + 1
    assert counts == brute and total == 6**pool.size
    summary = relics_summary(pool)
    disaster = Fraction(sum(c for s, c in brute.items() if s <= -1), total)
    assert summary["p_disaster"] == str(disaster)


def test_relics_roll_reads_its_dice() -> None:
    pool = spec_to_relics_pool("3d6+2,2d6-3", pcs=2)
    roll = roll_relics(pool, random.Random(1))
    assert roll.results == tuple(f + m for f, m in zip(roll.faces, pool.modifiers, strict=True))
    assert roll.successes == sum(map(result_to_successes, roll.results))
    assert roll.disaster == (roll.successes <= -1)
