"""Benchmark: our exact (hits, trouble) odds against icepool, and a million simulated rolls.

Run: .venv/bin/python bench/bench_odds.py [--repeats 5] [--sizes 5,15,30,60]

Both engines compute the full joint distribution of (hits, trouble) of the same mixed
pool with weakness and strength on (the widest distribution); the results are checked to
be equal before any time is reported. Times are medians of several repeats, measured in
one run, with fresh objects each time so no engine reuses a cache.
"""

from __future__ import annotations

import argparse
import datetime
import platform
import statistics
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dmd_rules.dice import DicePool, sizes_to_pool  # noqa: E402
from dmd_rules.dmd import face_to_hits_trouble  # noqa: E402
from dmd_rules.odds import pool_to_joint  # noqa: E402
from dmd_rules.simulate import numpy_or_none, simulate_pool  # noqa: E402

MIX = (20, 12, 10, 10, 8, 6, 4, 4)  # a character-like spread, cycled to the pool size
WEAKNESS = STRENGTH = True


def mixed_pool(n: int) -> DicePool:
    """``n`` dice cycling through ``MIX``."""
    return sizes_to_pool(MIX[i % len(MIX)] for i in range(n))


def ours(pool: DicePool) -> dict[tuple[int, int], Fraction]:
    joint = pool_to_joint(pool, WEAKNESS, STRENGTH)
    return {cell: Fraction(c, joint.total) for cell, c in joint.counts.items()}


def theirs(pool: DicePool) -> dict[tuple[int, int], Fraction]:
    import icepool

    class HitsTrouble(icepool.MultisetEvaluator):
        def next_state(self, state, order, outcome, count):  # type: ignore[no-untyped-def]
            hits, trouble = state or (0, 0)
            dh, dt = face_to_hits_trouble(outcome, WEAKNESS, STRENGTH)
            return hits + dh * count, trouble + dt * count

    dice = [icepool.d(size) for size in pool.sizes]
    die = HitsTrouble().evaluate(icepool.Pool(dice))
    total = die.denominator()
    return {tuple(o): Fraction(q, total) for o, q in die.items()}


def median_time(work: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--sizes", default="5,15,30,60")
    parser.add_argument("--rolls", type=int, default=1_000_000)
    args = parser.parse_args()
    import icepool

    print(f"# bench_odds {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC")
    print(
        f"# python {platform.python_version()}, icepool {icepool.__version__}, {platform.machine()}"
    )
    print("| dice | pool | ours (ms) | icepool (ms) | ratio |")
    print("|---:|---|---:|---:|---:|")
    for n in (int(s) for s in args.sizes.split(",")):
        pool = mixed_pool(n)
        if ours(pool) != theirs(pool):
            raise SystemExit(f"engines disagree on {pool}")
        mine = median_time(partial(ours, pool), args.repeats)
        # icepool is slow on big pools: fewer repeats there, still a median of >= 3.
        other = median_time(partial(theirs, pool), max(3, args.repeats if n <= 30 else 3))
        print(f"| {n} | {pool} | {mine * 1000:.2f} | {other * 1000:.1f} | {other / mine:.0f}x |")

    pool = mixed_pool(8)
    np = numpy_or_none()
    engine = "numpy" if np is not None else "pure Python"
    took = median_time(lambda: simulate_pool(pool, args.rolls, seed=1, weakness=True), 3)
    print(f"\n{args.rolls} simulated rolls of {pool} ({engine}): {took:.2f} s (median of 3)")


if __name__ == "__main__":
    main()
