"""Exact D&MD odds against brute force over every roll, and the simulator against both."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dmd_rules.dice import DMD_SIZES, DicePool, sizes_to_pool, spec_to_pool
from dmd_rules.dmd import BuiltPool, PoolDie, face_to_hits_trouble, with_automatic_danger
from dmd_rules.odds import built_to_joint, joint_to_summary, pool_to_joint
from dmd_rules.simulate import numpy_or_none, simulate_pool

FLAGS = list(itertools.product([False, True], repeat=2))


def brute_force(pool: DicePool, weakness: bool, strength: bool) -> dict[tuple[int, int], int]:
    counts: dict[tuple[int, int], int] = {}
    for faces in itertools.product(*(range(1, s + 1) for s in pool.sizes)):
        hits = trouble = 0
        for face in faces:
            h, t = face_to_hits_trouble(face, weakness, strength)
            hits += h
            trouble += t
        counts[(hits, trouble)] = counts.get((hits, trouble), 0) + 1
    return counts


SMALL_POOLS = [
    "1d4",
    "1d6",
    "1d8",
    "1d10",
    "1d12",
    "1d20",
    "3d4",
    "2d8+1d6",
    "1d20+1d12+1d4",
    "2d10+2d4",
    "1d20+1d10+1d8+1d6",
    "3d12",
    "1d20+1d20+1d4",
    "4d6+1d8",
]


@pytest.mark.parametrize("spec", SMALL_POOLS)
@pytest.mark.parametrize(("weakness", "strength"), FLAGS)
def test_exact_joint_matches_enumeration(spec: str, weakness: bool, strength: bool) -> None:
    pool = spec_to_pool(spec)
    joint = pool_to_joint(pool, weakness, strength)
    assert joint.total == math.prod(pool.sizes)
    assert joint.counts == brute_force(pool, weakness, strength)


def test_random_mixed_pools_match_enumeration() -> None:
    import random

    rng = random.Random(5)
    for _ in range(25):
        sizes = [rng.choice(DMD_SIZES) for _ in range(rng.randint(1, 4))]
        pool = sizes_to_pool(sizes)
        weakness, strength = rng.random() < 0.5, rng.random() < 0.5
        joint = pool_to_joint(pool, weakness, strength)
        assert joint.counts == brute_force(pool, weakness, strength), (sizes, weakness, strength)


def test_issue_example_pool() -> None:
    joint = pool_to_joint(spec_to_pool("1d20+1d12+2d10+1d8+2d4"))
    summary = joint_to_summary(joint)
    assert summary["p_hits_ge"]["1"] == "373/375"  # type: ignore[index]
    # P(no hit) is the product of each die's chance of no hit: d20 4/20, d12 4/12, d10 4/10 …
    no_hit = Fraction(4, 20) * Fraction(4, 12) * Fraction(4, 10) ** 2 * Fraction(4, 8)
    assert joint.p_hits_ge(1) == 1 - no_hit
    # E[trouble] per die is 2/size (faces 1 and 2), summed over the pool.
    assert joint.expected_trouble == sum(Fraction(2, s) for s in joint_pool_sizes())


def joint_pool_sizes() -> tuple[int, ...]:
    return spec_to_pool("1d20+1d12+2d10+1d8+2d4").sizes


def test_probabilities_sum_to_one_on_a_big_pool() -> None:
    pool = spec_to_pool("10d20+10d12+10d10+10d8+10d6+10d4")
    joint = pool_to_joint(pool, True, True)
    assert sum(joint.counts.values()) == joint.total
    assert joint.p_hits_ge(0) == 1
    # Linearity of expectation: per-die expectations add up.
    expected = Fraction(0)
    for size in pool.sizes:
        expected += Fraction(
            sum(face_to_hits_trouble(f, True, True)[0] for f in range(1, size + 1)), size
        )
    assert joint.expected_hits == expected


def test_only_threat_dice_get_the_automatic_danger_die() -> None:
    assert with_automatic_danger(spec_to_pool("3d4")) == spec_to_pool("1d6+3d4")
    assert with_automatic_danger(DicePool()) == spec_to_pool("1d6")
    assert with_automatic_danger(spec_to_pool("1d8+1d4")) == spec_to_pool("1d8+1d4")


def _within(observed: float, exact: Fraction, rolls: int, sigmas: float = 4.5) -> bool:
    p = float(exact)
    error = math.sqrt(max(p * (1 - p), 1e-12) / rolls)
    return abs(observed - p) <= sigmas * error + 1e-9


@pytest.mark.parametrize(("weakness", "strength"), FLAGS)
def test_python_simulation_agrees_with_exact(weakness: bool, strength: bool) -> None:
    pool = spec_to_pool("1d20+1d12+2d10+1d8+2d4")
    joint = pool_to_joint(pool, weakness, strength)
    rolls = 20_000
    sim = simulate_pool(pool, rolls, seed=11, weakness=weakness, strength=strength, use_numpy=False)
    for k in range(1, 8):
        assert _within(sim.p_hits_ge(k), joint.p_hits_ge(k), rolls)
        assert _within(sim.p_trouble_ge(k), joint.p_trouble_ge(k), rolls)


@pytest.mark.parametrize("spec", ["1d20+1d12+2d10+1d8+2d4", "5d20+5d12+5d10+5d8+5d6+5d4"])
def test_numpy_simulation_agrees_with_exact(spec: str) -> None:
    if numpy_or_none() is None:
        pytest.skip("numpy not installed")
    pool = spec_to_pool(spec)
    joint = pool_to_joint(pool, True, False)
    rolls = 200_000
    sim = simulate_pool(pool, rolls, seed=3, weakness=True)
    assert sum(sim.counts.values()) == rolls
    for k in range(1, 13):
        assert _within(sim.p_hits_ge(k), joint.p_hits_ge(k), rolls)
        assert _within(sim.p_trouble_ge(k), joint.p_trouble_ge(k), rolls)
    # Means: the standard error of the mean is sd / sqrt(n).
    second = Fraction(sum(h * h * c for (h, _), c in joint.counts.items()), joint.total)
    sd = math.sqrt(float(second - joint.expected_hits**2))
    assert abs(sim.mean_hits - float(joint.expected_hits)) <= 4.5 * sd / math.sqrt(rolls)


def test_simulation_is_deterministic_for_a_seed() -> None:
    pool = spec_to_pool("2d10+1d8+2d4")
    first = simulate_pool(pool, 5000, seed=9, use_numpy=False)
    assert first == simulate_pool(pool, 5000, seed=9, use_numpy=False)
    assert first != simulate_pool(pool, 5000, seed=10, use_numpy=False)


def reference_joint(pool: DicePool, weakness: bool, strength: bool) -> dict[tuple[int, int], int]:
    """A second, plain implementation: fold one die at a time into a dict."""
    counts = {(0, 0): 1}
    for size in pool.sizes:
        step: dict[tuple[int, int], int] = {}
        for (h, t), c in counts.items():
            for face in range(1, size + 1):
                dh, dt = face_to_hits_trouble(face, weakness, strength)
                step[(h + dh, t + dt)] = step.get((h + dh, t + dt), 0) + c
        counts = step
    return counts


@settings(max_examples=40, deadline=None)
@given(
    sizes=st.lists(st.sampled_from(DMD_SIZES), min_size=0, max_size=24),
    weakness=st.booleans(),
    strength=st.booleans(),
)
def test_packed_convolution_matches_a_plain_fold(
    sizes: list[int], weakness: bool, strength: bool
) -> None:
    pool = sizes_to_pool(sizes)
    joint = pool_to_joint(pool, weakness, strength)
    assert joint.counts == reference_joint(pool, weakness, strength)


def brute_force_built(built: BuiltPool) -> dict[tuple[int, int], int]:
    """Every face sequence of a built pool, each die read with its own flags."""
    cells: dict[tuple[int, int], int] = {}
    for faces in itertools.product(*(range(1, d.size + 1) for d in built.dice)):
        hits = trouble = 0
        for die, face in zip(built.dice, faces, strict=True):
            h, t = face_to_hits_trouble(face, die.doubles_hits, die.doubles_trouble)
            hits, trouble = hits + h, trouble + t
        cell = (hits, max(0, trouble - built.trouble_relief))
        cells[cell] = cells.get(cell, 0) + 1
    return cells


@pytest.mark.parametrize("relief", [0, 1])
@pytest.mark.parametrize("seed", range(6))
def test_per_die_flags_match_enumeration(seed: int, relief: int) -> None:
    # Only the dice of an exploiting asset double Hit Plus; only dice facing a strength
    # double Trouble Plus; Move Carefully takes `relief` off the trouble.
    rng = random.Random(seed)
    dice = tuple(
        PoolDie(rng.choice(DMD_SIZES), "x", "x", "", rng.random() < 0.5, rng.random() < 0.5)
        for _ in range(rng.randint(1, 4))
    )
    built = BuiltPool(dice, rating=2, trouble_relief=relief)
    joint = built_to_joint(built)
    assert joint.counts == brute_force_built(built)
    assert joint.total == sum(brute_force_built(built).values())
