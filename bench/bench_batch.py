"""Batch conversion: a folder of 20 module PDFs with ``--jobs 1`` vs ``--jobs 2``.

Usage: python bench/bench_batch.py [--files 20] [--repeats 3] [--pdf samples/sunken-shrine.pdf]

The folder holds copies of one module PDF under different names (each converted in full).
Both settings run alternately in the same session, as subprocesses of the installed CLI;
the script prints the median wall time of each and their ratio, and checks that the two
outputs are byte-identical.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(folder: Path, outdir: Path, jobs: int) -> float:
    started = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-c",
            "from converter.cli import main; main()",
            "convert",
            str(folder),
            "-o",
            str(outdir),
            "--jobs",
            str(jobs),
            "--force",
            "--quiet",
        ],
        check=True,
        capture_output=True,
        cwd=ROOT,
    )
    return time.perf_counter() - started


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--files", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--pdf", type=Path, default=ROOT / "samples" / "sunken-shrine.pdf")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="dmd-batch-") as tmp:
        folder = Path(tmp) / "library"
        folder.mkdir()
        for index in range(args.files):
            shutil.copy(args.pdf, folder / f"module-{index:02d}.pdf")
        times: dict[int, list[float]] = {1: [], 2: []}
        for _ in range(args.repeats):
            for jobs in (1, 2):
                times[jobs].append(run(folder, Path(tmp) / f"out{jobs}", jobs))
        same = snapshot(Path(tmp) / "out1") == snapshot(Path(tmp) / "out2")
    one, two = statistics.median(times[1]), statistics.median(times[2])
    print(f"{args.files} PDFs ({args.pdf.name}), median of {args.repeats} runs")
    print(f"--jobs 1: {one:.2f} s   --jobs 2: {two:.2f} s   speed-up ×{one / two:.2f}")
    print(f"outputs identical: {same}")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
