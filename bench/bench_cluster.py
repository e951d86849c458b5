"""A library on a 2-worker Dask cluster vs the local pool: ``--scheduler`` vs ``--jobs 2``.

Usage: python bench/bench_cluster.py [--seed 66000] [--count 40] [--repeats 3] [--workers 2]

Generates ``count`` modules with ``bench/synth`` (seeds ``seed``..), starts a ``LocalCluster``
of ``workers`` worker processes (one thread each, as docs/cluster.md advises), then converts
the folder alternately with the local pool (``--jobs workers``) and on the cluster
(``--scheduler``), each time with ``--force``, as subprocesses of the CLI (the cluster's own
start-up is not timed: a cluster outlives one batch). Prints the median wall time of each,
their ratio and the throughput, and checks that the two outputs are byte-identical. Needs
the ``[cluster]`` extra.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from synth.generate import make_module, write_module

ROOT = Path(__file__).resolve().parents[1]


def convert(folder: Path, outdir: Path, *extra: str) -> tuple[float, int]:
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", "from converter.cli import main; main()", "convert", str(folder)]
        + ["-o", str(outdir), "--force", "--quiet", *extra],
        check=False,  # a module that fails fails in both settings; the outputs are compared
        capture_output=True,
        cwd=ROOT,
    )
    return time.perf_counter() - started, done.returncode


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def main() -> int:
    from distributed import LocalCluster

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=66000)
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="dmd-cluster-") as tmp:
        library = Path(tmp) / "library"
        for seed in range(args.seed, args.seed + args.count):
            write_module(make_module(seed), library)
        for truth in library.glob("*.truth.yaml"):
            truth.unlink()
        times: dict[str, list[float]] = {"local": [], "cluster": []}
        codes: set[tuple[str, int]] = set()
        with LocalCluster(
            n_workers=args.workers, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster:
            settings = {
                "local": ("--jobs", str(args.workers)),
                "cluster": ("--scheduler", cluster.scheduler_address),
            }
            for _ in range(args.repeats):
                for name, extra in settings.items():
                    seconds, code = convert(library, Path(tmp) / name, *extra)
                    times[name].append(seconds)
                    codes.add((name, code))
        local_files = snapshot(Path(tmp) / "local")
        same = bool(local_files) and local_files == snapshot(Path(tmp) / "cluster")
    local, remote = statistics.median(times["local"]), statistics.median(times["cluster"])
    print(f"{args.count} generated PDFs (seeds {args.seed}..), median of {args.repeats} runs")
    print(f"local pool --jobs {args.workers}: {local:.1f} s ({60 * args.count / local:.0f}/min)")
    print(
        f"cluster, {args.workers} workers: {remote:.1f} s ({60 * args.count / remote:.0f}/min)"
        f"   cluster/local time ×{remote / local:.2f}"
    )
    print(f"all runs: {times}")
    print(f"exit codes: {sorted(codes)}")
    print(f"outputs identical: {same}")
    return 0 if same and len({code for _, code in codes}) == 1 else 1


if __name__ == "__main__":
    raise SystemExit(main())
