"""Benchmark ``read_pdf`` against a bare pdfplumber pass that only reads ``page.chars``.

Runs the bare pass and ours alternately in one process and prints the ratio; for a whole
file it also times the whole conversion (every stage, YAML written) against the same bare
pass; then times ``jobs=2`` and measures the peak RSS of a fresh process running ``read_pdf``.

Example: .venv/bin/python bench/bench_extract.py --pages 1-40
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from converter.read.extract import read_pdf  # noqa: E402

DEFAULT_PDF = ROOT.parent / "shared" / "corpus" / "SRD_CC_v5.1.pdf"


def parse_pages(text: str | None) -> list[int] | None:
    """``"1-40"`` or ``"3,7,9-12"`` → page numbers; ``None`` → every page."""
    if not text:
        return None
    out: list[int] = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    return out


def bare_pass(path: Path, pages: list[int] | None) -> int:
    """Read every wanted page's chars with pdfplumber and nothing else."""
    import pdfplumber

    count = 0
    with pdfplumber.open(path) as pdf:
        numbers = pages or range(1, len(pdf.pages) + 1)
        for n in numbers:
            page = pdf.pages[n - 1]
            count += len(page.chars)
            page.close()
    return count


def timed(fn: object, *args: object, **kwargs: object) -> tuple[float, float]:
    """Wall-clock and CPU seconds of one call (CPU time is steadier on a busy machine)."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn(*args, **kwargs)  # type: ignore[operator]
    return time.perf_counter() - wall, time.process_time() - cpu


def convert_whole(path: Path, jobs: int) -> None:
    """What ``dmd convert`` does for one PDF: every stage, YAML written to a temporary folder."""
    import tempfile

    from converter.pipeline import ConvertOptions, convert_one

    with tempfile.TemporaryDirectory(prefix="dmd-bench-") as tmp:
        outcome = convert_one(path, ConvertOptions(outdir=Path(tmp), force=True), page_jobs=jobs)
        if outcome.status != "converted":
            raise SystemExit(outcome.message)


def peak_rss_mb(path: Path, pages: str | None) -> float:
    """Peak RSS of a fresh process that runs ``read_pdf`` once (jobs=1)."""
    code = (
        f"import resource, sys; sys.path.insert(0, {str(ROOT)!r})\n"
        "from pathlib import Path\n"
        "from bench.bench_extract import parse_pages\n"
        "from converter.extract import read_pdf\n"
        f"read_pdf(Path({str(path)!r}), pages=parse_pages({pages!r}))\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    return int(done.stdout.split()[-1]) / 1024


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pdf", nargs="?", type=Path, default=DEFAULT_PDF)
    parser.add_argument("--pages", help='page range, e.g. "1-40" (default: all)')
    parser.add_argument("--rounds", type=int, default=1, help="alternating rounds")
    parser.add_argument("--no-jobs", action="store_true", help="skip the jobs=2 run")
    parser.add_argument(
        "--no-convert", action="store_true", help="skip the whole-conversion run (dmd convert)"
    )
    parser.add_argument("--no-rss", action="store_true", help="skip the peak-RSS run")
    args = parser.parse_args()
    pages = parse_pages(args.pages)
    import pdfplumber  # noqa: F401  (import cost is not part of either pass)

    bare_wall = bare_cpu = ours_wall = ours_cpu = 0.0
    for _ in range(args.rounds):
        wall, cpu = timed(bare_pass, args.pdf, pages)
        bare_wall, bare_cpu = bare_wall + wall, bare_cpu + cpu
        wall, cpu = timed(read_pdf, args.pdf, pages=pages, jobs=1)
        ours_wall, ours_cpu = ours_wall + wall, ours_cpu + cpu
    print(f"{args.pdf.name} pages {args.pages or 'all'}, {args.rounds} round(s), wall / cpu")
    print(f"bare pdfplumber chars pass: {bare_wall:7.2f} s {bare_cpu:7.2f} s")
    print(
        f"read_pdf jobs=1:            {ours_wall:7.2f} s {ours_cpu:7.2f} s"
        f"   ratio {ours_wall / bare_wall:.2f}x wall, {ours_cpu / bare_cpu:.2f}x cpu"
    )
    if not args.pages and not args.no_convert:
        conv_wall = conv_cpu = 0.0
        for _ in range(args.rounds):
            wall, cpu = timed(convert_whole, args.pdf, 1)
            conv_wall, conv_cpu = conv_wall + wall, conv_cpu + cpu
        print(
            f"whole conversion jobs=1:    {conv_wall:7.2f} s {conv_cpu:7.2f} s"
            f"   ratio {conv_wall / bare_wall:.2f}x wall, {conv_cpu / bare_cpu:.2f}x cpu"
            "  (extract, detect, map, write YAML)"
        )
    if not args.no_jobs:
        two = sum(timed(read_pdf, args.pdf, pages=pages, jobs=2)[0] for _ in range(args.rounds))
        print(f"read_pdf jobs=2:            {two:7.2f} s   speed-up {ours_wall / two:.2f}x wall")
    if not args.no_rss:
        print(f"peak RSS of read_pdf jobs=1: {peak_rss_mb(args.pdf, args.pages):.0f} MB")


if __name__ == "__main__":
    main()
