"""Danger World: a pool of d6 read for (degree, advantage), re-rolls, bonus and penalty dice.

Policies where the text leaves a choice (docs/rules-engine.md): the player re-rolls the
lowest failing die (base dice first, then penalty, then bonus dice) while re-rolls last;
the GM keeps exactly the penalty dice showing failures; the player keeps exactly the bonus
dice showing successes; a chit needs three of a kind among the dice that count.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import factorial

from dmd_rules.errors import UsageError

DEFAULT_DICE = 8
DEFAULT_REROLLS = 1
EXACT_STATE_LIMIT = 10_000
# face → (degree, advantage)
FACE_EFFECTS = {6: (1, 1), 5: (1, 0), 4: (1, -1), 3: (-1, 1), 2: (-1, 0), 1: (-1, -1)}

Counts = tuple[int, int, int, int, int, int]  # how many dice show 1 … 6


@dataclass(frozen=True)
class DangerPool:
    """What is rolled: base dice, bonus and penalty dice, re-rolls (chits already added)."""

    dice: int = DEFAULT_DICE
    rerolls: int = DEFAULT_REROLLS
    bonus: int = 0
    penalty: int = 0

    def __post_init__(self) -> None:
        if min(self.dice, self.rerolls, self.bonus, self.penalty) < 0:
            raise UsageError(
                "Danger World dice, re-rolls, bonus and penalty dice cannot be negative"
            )
        if self.dice + self.bonus + self.penalty > 60:
            raise UsageError("at most 60 Danger World dice in one roll")


def chits_to_pool(pool: DangerPool, red: int = 0, blue: int = 0) -> DangerPool:
    """A red chit adds a die, a blue chit adds a re-roll."""
    return DangerPool(pool.dice + red, pool.rerolls + blue, pool.bonus, pool.penalty)


@dataclass(frozen=True)
class DangerOutcome:
    """The reading of the dice that count."""

    degree: int
    advantage: int
    chit: bool


@dataclass(frozen=True)
class DangerRoll:
    """One roll: final faces of each kind of die, the re-rolls made, and the outcome."""

    base: tuple[int, ...]
    bonus: tuple[int, ...]
    penalty: tuple[int, ...]
    rerolled: tuple[tuple[str, int, int], ...]  # (kind, old face, new face)
    outcome: DangerOutcome


def _to_counts(faces: tuple[int, ...] | list[int]) -> Counts:
    c = [0] * 6
    for face in faces:
        c[face - 1] += 1
    return (c[0], c[1], c[2], c[3], c[4], c[5])


def counts_to_outcome(base: Counts, bonus: Counts, penalty: Counts) -> DangerOutcome:
    """Read the dice: GM keeps failing penalty dice, player keeps succeeding bonus dice."""
    counted = [
        base[i] + (penalty[i] if i < 3 else 0) + (bonus[i] if i >= 3 else 0) for i in range(6)
    ]
    degree = sum(n * FACE_EFFECTS[i + 1][0] for i, n in enumerate(counted))
    advantage = sum(n * FACE_EFFECTS[i + 1][1] for i, n in enumerate(counted))
    return DangerOutcome(degree, advantage, any(n >= 3 for n in counted))


def _reroll_target(groups: tuple[Counts, Counts, Counts]) -> tuple[int, int] | None:
    """(group, face index) of the die the player re-rolls next, or None to stop."""
    for group in (0, 2, 1):  # base, then penalty, then bonus
        for index in range(3):  # faces 1-3 are failures, lowest first
            if groups[group][index]:
                return group, index
    return None


def roll_danger(pool: DangerPool, rng: random.Random) -> DangerRoll:
    """Roll, re-roll by the policy, and read."""
    faces = {
        "base": [rng.randint(1, 6) for _ in range(pool.dice)],
        "bonus": [rng.randint(1, 6) for _ in range(pool.bonus)],
        "penalty": [rng.randint(1, 6) for _ in range(pool.penalty)],
    }
    rerolled = []
    names = ("base", "bonus", "penalty")
    for _ in range(pool.rerolls):
        groups = (
            _to_counts(faces["base"]),
            _to_counts(faces["bonus"]),
            _to_counts(faces["penalty"]),
        )
        target = _reroll_target(groups)
        if target is None:
            break
        kind = names[target[0]]
        position = faces[kind].index(target[1] + 1)
        new = rng.randint(1, 6)
        rerolled.append((kind, faces[kind][position], new))
        faces[kind][position] = new
    outcome = counts_to_outcome(*(_to_counts(faces[n]) for n in names))
    return DangerRoll(
        tuple(faces["base"]),
        tuple(faces["bonus"]),
        tuple(faces["penalty"]),
        tuple(rerolled),
        outcome,
    )


def _multisets(n: int) -> Iterator[tuple[Counts, Fraction]]:
    """Every multiset of ``n`` d6 with its probability."""

    def parts(left: int, slots: int) -> Iterator[tuple[int, ...]]:
        if slots == 1:
            yield (left,)
            return
        for first in range(left + 1):
            for rest in parts(left - first, slots - 1):
                yield (first, *rest)

    for c in parts(n, 6):
        ways = factorial(n)
        for k in c:
            ways //= factorial(k)
        yield (c[0], c[1], c[2], c[3], c[4], c[5]), Fraction(ways, 6**n)


@lru_cache(maxsize=1 << 17)
def _after_rerolls(
    groups: tuple[Counts, Counts, Counts], rerolls: int
) -> tuple[tuple[DangerOutcome, Fraction], ...]:
    target = None if rerolls == 0 else _reroll_target(groups)
    if target is None:
        return ((counts_to_outcome(*groups), Fraction(1)),)
    group, index = target
    out: dict[DangerOutcome, Fraction] = {}
    for new in range(6):
        counts = list(groups[group])
        counts[index] -= 1
        counts[new] += 1
        changed = list(groups)
        changed[group] = (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
        for outcome, p in _after_rerolls((changed[0], changed[1], changed[2]), rerolls - 1):
            out[outcome] = out.get(outcome, Fraction(0)) + p / 6
    return tuple(out.items())


def _state_count(n: int) -> int:
    return factorial(n + 5) // (factorial(n) * factorial(5))


def danger_distribution(pool: DangerPool) -> dict[DangerOutcome, Fraction]:
    """Exact distribution of the outcome under the re-roll and keep policies."""
    states = _state_count(pool.dice) * _state_count(pool.bonus) * _state_count(pool.penalty)
    if states > EXACT_STATE_LIMIT:
        raise UsageError(
            f"{states} starting states is too many for exact Danger World odds "
            f"(limit {EXACT_STATE_LIMIT}); use fewer dice"
        )
    out: dict[DangerOutcome, Fraction] = {}
    for base, p_base in _multisets(pool.dice):
        for bonus, p_bonus in _multisets(pool.bonus):
            for penalty, p_penalty in _multisets(pool.penalty):
                weight = p_base * p_bonus * p_penalty
                for outcome, p in _after_rerolls((base, bonus, penalty), pool.rerolls):
                    out[outcome] = out.get(outcome, Fraction(0)) + weight * p
    return out


@dataclass(frozen=True)
class Challenge:
    """Complexity is the task's degree; scope the successes needed; danger its exposure."""

    complexity: int = 0
    danger: int = 0
    scope: int = 1


def challenge_summary(pool: DangerPool, challenge: Challenge) -> dict[str, object]:
    """Exact odds of beating a challenge, the scope a roll fills, chits and exposure."""
    distribution = danger_distribution(pool)

    def p(test: Callable[[DangerOutcome], bool]) -> Fraction:
        return sum((q for o, q in distribution.items() if test(o)), Fraction(0))

    excess = sum(
        (max(0, o.degree - challenge.complexity) * q for o, q in distribution.items()), Fraction(0)
    )
    exposed = p(lambda o: o.advantage < 0)
    by_degree: dict[int, Fraction] = {}
    for outcome, q in distribution.items():
        by_degree[outcome.degree] = by_degree.get(outcome.degree, Fraction(0)) + q
    degrees = sorted(by_degree)
    return {
        "p_success": str(p(lambda o: o.degree > challenge.complexity)),
        "expected_scope_filled": str(excess),
        "p_scope_in_one_roll": str(p(lambda o: o.degree - challenge.complexity >= challenge.scope)),
        "p_chit": str(p(lambda o: o.chit)),
        "expected_degree": str(sum((o.degree * q for o, q in distribution.items()), Fraction(0))),
        "expected_advantage": str(
            sum((o.advantage * q for o, q in distribution.items()), Fraction(0))
        ),
        "p_disadvantage": str(exposed),
        "expected_consequences": str(exposed * challenge.danger),
        "p_degree": {str(d): str(by_degree[d]) for d in degrees},
    }
