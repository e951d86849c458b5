"""Dice pools as immutable values, pool specs (``1d20+2d10+2d4``) and seeded rolls.

A pool is a multiset of die sizes; which die is which (a motive, a threat …) is the
business of the system module that built it, not of the pool.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from dmd_rules.errors import UsageError

DMD_SIZES = (4, 6, 8, 10, 12, 20)

_TERM = re.compile(r"^(\d*)d(\d+)$")


@dataclass(frozen=True)
class DicePool:
    """A multiset of dice: ``counts`` holds ``(size, how_many)`` pairs, largest size first."""

    counts: tuple[tuple[int, int], ...] = ()

    def __post_init__(self) -> None:
        sizes = [size for size, _ in self.counts]
        if sizes != sorted(set(sizes), reverse=True):
            raise ValueError("pool counts must have distinct sizes, largest first")
        if any(size < 1 or n < 1 for size, n in self.counts):
            raise ValueError("pool counts must be positive")

    @property
    def size(self) -> int:
        """The number of dice in the pool."""
        return sum(n for _, n in self.counts)

    @property
    def sizes(self) -> tuple[int, ...]:
        """Every die's size, largest first (``(20, 10, 10, 4)``)."""
        return tuple(size for size, n in self.counts for _ in range(n))

    def count(self, size: int) -> int:
        """How many dice of ``size`` the pool holds."""
        return dict(self.counts).get(size, 0)

    def plus(self, other: DicePool) -> DicePool:
        """Return the pool holding the dice of both pools."""
        return sizes_to_pool(self.sizes + other.sizes)

    def __str__(self) -> str:
        return pool_to_spec(self)


def sizes_to_pool(sizes: Iterable[int]) -> DicePool:
    """Build a pool from die sizes in any order."""
    counter = Counter(sizes)
    return DicePool(tuple(sorted(counter.items(), reverse=True)))


def pool_to_spec(pool: DicePool) -> str:
    """Write a pool as ``1d20+2d10+2d4`` (``0d6`` stands for the empty pool)."""
    return "+".join(f"{n}d{size}" for size, n in pool.counts) or "0d6"


def spec_to_pool(spec: str, allowed_sizes: Iterable[int] = DMD_SIZES) -> DicePool:
    """Parse ``1d20+1d12+2d10`` (``d8`` means ``1d8``; ``0d6`` and ``""`` are empty).

    Raises ``UsageError`` naming the bad term.
    """
    allowed = set(allowed_sizes)
    sizes: list[int] = []
    text = spec.replace(" ", "").lower()
    for term in filter(None, text.split("+")):
        match = _TERM.match(term)
        if not match:
            raise UsageError(f"bad dice term {term!r} in pool {spec!r}: expected NdS like 2d10")
        count = int(match.group(1) or "1")
        size = int(match.group(2))
        if size not in allowed:
            sizes_text = ", ".join(f"d{s}" for s in sorted(allowed))
            raise UsageError(f"bad die d{size} in pool {spec!r}: allowed are {sizes_text}")
        if count > 200:
            raise UsageError(f"too many dice in {term!r}: at most 200 of a size")
        sizes.extend([size] * count)
    return sizes_to_pool(sizes)


def roll_sizes(sizes: Iterable[int], rng: random.Random) -> tuple[int, ...]:
    """Roll each die in order, returning the faces (1-based)."""
    return tuple(rng.randint(1, size) for size in sizes)


def rng_from_seed(seed: int) -> random.Random:
    """The one way commands turn ``--seed`` into a generator (same seed, same rolls)."""
    return random.Random(seed)
