"""Monte Carlo rolls of D&MD pools, vectorised with numpy when it is installed.

The result is a histogram over (hits, trouble), the same shape as the exact
``JointDistribution``, so the two can be compared cell by cell.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from dmd_rules.dice import DicePool
from dmd_rules.dmd import face_to_hits_trouble

BATCH = 200_000


def numpy_or_none() -> Any:
    """numpy when installed, else ``None`` (the pure-Python path is used instead)."""
    try:
        return importlib.import_module("numpy")
    except ModuleNotFoundError:
        return None


@dataclass(frozen=True)
class SimulatedJoint:
    """Observed ``counts[(hits, trouble)]`` over ``rolls`` simulated rolls."""

    cells: tuple[tuple[tuple[int, int], int], ...]
    rolls: int

    @cached_property
    def counts(self) -> dict[tuple[int, int], int]:
        """The cells as a mapping."""
        return dict(self.cells)

    def p_hits_ge(self, k: int) -> float:
        """Observed share of rolls with at least ``k`` hits."""
        return sum(c for (h, _), c in self.cells if h >= k) / self.rolls

    def p_trouble_ge(self, k: int) -> float:
        """Observed share of rolls with at least ``k`` trouble."""
        return sum(c for (_, t), c in self.cells if t >= k) / self.rolls

    @property
    def mean_hits(self) -> float:
        """Average hits per roll."""
        return sum(h * c for (h, _), c in self.cells) / self.rolls

    @property
    def mean_trouble(self) -> float:
        """Average trouble per roll."""
        return sum(t * c for (_, t), c in self.cells) / self.rolls


def _tables(size: int, weakness: bool, strength: bool) -> tuple[list[int], list[int]]:
    hits = [0] * (size + 1)
    trouble = [0] * (size + 1)
    for face in range(1, size + 1):
        hits[face], trouble[face] = face_to_hits_trouble(face, weakness, strength)
    return hits, trouble


def _simulate_numpy(
    np: Any, pool: DicePool, rolls: int, seed: int, weakness: bool, strength: bool
) -> dict[tuple[int, int], int]:
    rng = np.random.default_rng(seed)
    max_trouble = 2 * pool.size + 1
    histogram: dict[tuple[int, int], int] = {}
    done = 0
    while done < rolls:
        batch = min(BATCH, rolls - done)
        hits = np.zeros(batch, dtype=np.int32)
        trouble = np.zeros(batch, dtype=np.int32)
        for size, n in pool.counts:
            hit_table, trouble_table = (
                np.array(t, dtype=np.int8) for t in _tables(size, weakness, strength)
            )
            faces = rng.integers(1, size + 1, size=(batch, n), dtype=np.int8)
            hits += hit_table[faces].sum(axis=1, dtype=np.int32)
            trouble += trouble_table[faces].sum(axis=1, dtype=np.int32)
        totals = np.bincount(hits * max_trouble + trouble)
        for index in np.flatnonzero(totals):
            cell = divmod(int(index), max_trouble)
            histogram[cell] = histogram.get(cell, 0) + int(totals[index])
        done += batch
    return histogram


def _simulate_python(
    pool: DicePool, rolls: int, seed: int, weakness: bool, strength: bool
) -> dict[tuple[int, int], int]:
    rng = random.Random(seed)
    tables = [(size, *_tables(size, weakness, strength)) for size in pool.sizes]
    histogram: dict[tuple[int, int], int] = {}
    for _ in range(rolls):
        hits = trouble = 0
        for size, hit_table, trouble_table in tables:
            face = rng.randint(1, size)
            hits += hit_table[face]
            trouble += trouble_table[face]
        histogram[(hits, trouble)] = histogram.get((hits, trouble), 0) + 1
    return histogram


def simulate_pool(
    pool: DicePool,
    rolls: int,
    seed: int,
    weakness: bool = False,
    strength: bool = False,
    use_numpy: bool = True,
) -> SimulatedJoint:
    """Roll ``pool`` ``rolls`` times from ``seed``; same seed and path, same histogram."""
    np = numpy_or_none() if use_numpy else None
    if np is not None:
        histogram = _simulate_numpy(np, pool, rolls, seed, weakness, strength)
    else:
        histogram = _simulate_python(pool, rolls, seed, weakness, strength)
    return SimulatedJoint(tuple(sorted(histogram.items())), rolls)
