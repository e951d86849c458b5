"""Relics of the Moon: one team pool of d6 whose modified results count successes.

A group ``4d6+1`` is four dice each with +1 on its result. The cohort's pool is capped
at three dice per PC; when the cap bites, the dice with the lowest modifiers go first.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from fractions import Fraction

from dmd_rules.errors import UsageError

DICE_PER_PC = 3
_GROUP = re.compile(r"^(\d*)d6([+-]\d+)?$")


def result_to_successes(result: int) -> int:
    """9+ three, 7–8 two, 5–6 one, 2–4 none, 0–1 minus one, −1 and below minus two."""
    if result >= 9:
        return 3
    if result >= 7:
        return 2
    if result >= 5:
        return 1
    if result >= 2:
        return 0
    if result >= 0:
        return -1
    return -2


@dataclass(frozen=True)
class RelicsPool:
    """The team pool: one modifier per die, highest first, already capped."""

    modifiers: tuple[int, ...]
    dropped: int = 0

    @property
    def size(self) -> int:
        """Dice rolled."""
        return len(self.modifiers)


def spec_to_relics_pool(spec: str, pcs: int) -> RelicsPool:
    """Parse ``4d6+1,3d6,2d6-2`` (commas or spaces between groups) and apply the cap."""
    if pcs < 1:
        raise UsageError("--pcs must be at least 1")
    modifiers: list[int] = []
    for group in filter(None, re.split(r"[,\s]+", spec.strip().lower())):
        match = _GROUP.match(group)
        if not match:
            raise UsageError(f"bad Relics group {group!r}: expected NdS±M like 4d6+1")
        modifiers += [int(match.group(2) or 0)] * int(match.group(1) or "1")
    ordered = sorted(modifiers, reverse=True)
    cap = DICE_PER_PC * pcs
    return RelicsPool(tuple(ordered[:cap]), dropped=max(0, len(ordered) - cap))


@dataclass(frozen=True)
class RelicsRoll:
    """One roll: the faces, the modified results and the total successes."""

    faces: tuple[int, ...]
    results: tuple[int, ...]
    successes: int

    @property
    def disaster(self) -> bool:
        """A total of −1 or less."""
        return self.successes <= -1


def roll_relics(pool: RelicsPool, rng: random.Random) -> RelicsRoll:
    """Roll the pool."""
    faces = tuple(rng.randint(1, 6) for _ in pool.modifiers)
    results = tuple(f + m for f, m in zip(faces, pool.modifiers, strict=True))
    return RelicsRoll(faces, results, sum(map(result_to_successes, results)))


def relics_distribution(pool: RelicsPool) -> tuple[dict[int, int], int]:
    """Exact counts of each total over the ``6**n`` equally likely rolls."""
    counts = {0: 1}
    for modifier in pool.modifiers:
        step: dict[int, int] = {}
        for total, count in counts.items():
            for face in range(1, 7):
                key = total + result_to_successes(face + modifier)
                step[key] = step.get(key, 0) + count
        counts = step
    return dict(sorted(counts.items())), 6**pool.size


def relics_summary(pool: RelicsPool, need: int = 1) -> dict[str, object]:
    """Exact chance of at least ``need`` successes, of a Disaster, and the mean."""
    counts, total = relics_distribution(pool)
    return {
        "dice": pool.size,
        "dropped_by_cap": pool.dropped,
        "p_successes_ge": {
            str(k): str(Fraction(sum(c for s, c in counts.items() if s >= k), total))
            for k in range(1, max(need, 6) + 1)
        },
        "p_disaster": str(Fraction(sum(c for s, c in counts.items() if s <= -1), total)),
        "expected_successes": str(Fraction(sum(s * c for s, c in counts.items()), total)),
        "p_successes": {str(s): str(Fraction(c, total)) for s, c in counts.items()},
    }


def actions_to_team_pool(
    actions: tuple[tuple[str, str], ...], pcs: int
) -> tuple[RelicsPool, tuple[tuple[str, int], ...]]:
    """The team turn: every PC's action adds its dice to one cohort pool.

    > "most or all the player characters (PCs) build and resolve all their actions in a
    > single pool on a team turn." The cap is 3 dice per PC of the cohort (at least as many
    > PCs as actions), "regardless of how many PCs face a particular challenge".
    Returns the pool and each action's dice before the cap.
    """
    if not actions:
        raise UsageError("a team turn needs at least one --action NAME=SPEC")
    cohort = max(pcs, len(actions))
    contributions = tuple((name, spec_to_relics_pool(spec, 10**6).size) for name, spec in actions)
    return spec_to_relics_pool(",".join(spec for _, spec in actions), cohort), contributions


def parse_team_actions(items: list[str]) -> tuple[tuple[str, str], ...]:
    """``["Ash=2d6+1", "Bryn=3d6"]`` → ``(("Ash", "2d6+1"), ("Bryn", "3d6"))``."""
    out = []
    for item in items:
        name, sep, spec = item.partition("=")
        if not sep or not name.strip() or not spec.strip():
            raise UsageError(f"--action {item!r}: use NAME=SPEC, e.g. Ash=2d6+1")
        out.append((name.strip(), spec.strip()))
    return tuple(out)
