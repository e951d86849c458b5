"""Peak memory of ``dmd convert`` on long generated modules (250 and 1,000 pages).

Usage: python bench/bench_memory.py [--pages 250 1000] [--jobs 1]

Each module is a reportlab PDF of two-column pages, each holding two keyed rooms and an
old-school stat line, so every stage of the pipeline has work on every page. Each
conversion runs in its own subprocess; the script reports its peak resident set size
(``ru_maxrss`` of the child) and wall time, and the ratio between the sizes. pdfplumber's
page caches are flushed page by page, so what grows with the book is only the text we keep
(about ten lines per page here), not pdfminer's layout objects.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

ROOM = (
    "The {n}th chamber is damp and low. {count} goblins squat by a brazier, "
    "roasting eels; a locked door (DC 12 to pick) leads on."
)


def make_module(path: Path, pages: int) -> None:
    """A long module: two columns per page, two keyed rooms per column."""
    from reportlab.lib.pagesizes import letter
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    key = 0
    for page in range(1, pages + 1):
        pdf.setFont("Helvetica", 8)
        pdf.drawString(260, 770, "A Very Long Dungeon")
        pdf.drawString(300, 30, str(page))
        for column_x in (48, 320):
            y = 730.0
            for _ in range(2):
                key += 1
                pdf.setFont("Helvetica-Bold", 10)
                pdf.drawString(column_x, y, f"{key}. Chamber {key}")
                y -= 14
                pdf.setFont("Helvetica", 9)
                words = ROOM.format(n=key, count=2 + key % 5).split()
                line: list[str] = []
                for word in words:
                    if len(" ".join([*line, word])) > 48:
                        pdf.drawString(column_x, y, " ".join(line))
                        y -= 11
                        line = []
                    line.append(word)
                pdf.drawString(column_x, y, " ".join(line))
                y -= 11
                pdf.drawString(column_x, y, "Goblins: AC 6, HD 1-1, hp 4 each, #AT 1, D 1d6, ML 7")
                y -= 30
        pdf.showPage()
    pdf.save()


def convert(pdf: Path, outdir: Path, jobs: int) -> tuple[float, float]:
    """Run one conversion in a child process; return (seconds, peak RSS of that child in MB)."""
    code = (
        "import resource, sys\n"
        "from converter.cli import main\n"
        "try:\n"
        "    main()\n"
        "finally:\n"
        "    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        "    print(f'PEAK_KB {peak}', file=sys.stderr)\n"
    )
    started = time.perf_counter()
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            code,
            "convert",
            str(pdf),
            "-o",
            str(outdir),
            "--jobs",
            str(jobs),
            "--force",
            "--quiet",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    seconds = time.perf_counter() - started
    peaks = [
        int(line.split()[1]) for line in result.stderr.splitlines() if line.startswith("PEAK_KB")
    ]
    if result.returncode != 0 or not peaks:
        raise SystemExit(f"conversion failed: {result.stdout}{result.stderr}")
    return seconds, peaks[0] / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pages", type=int, nargs="+", default=[250, 1000])
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory(prefix="dmd-memory-") as tmp:
        for pages in args.pages:
            pdf = Path(tmp) / f"long-{pages}.pdf"
            make_module(pdf, pages)
            seconds, peak_mb = convert(pdf, Path(tmp) / "out", args.jobs)
            results.append((pages, seconds, peak_mb))
            print(f"{pages:5d} pages: {seconds:6.1f} s, peak RSS {peak_mb:6.0f} MB", flush=True)
    if len(results) > 1:
        (p0, _, m0), (p1, _, m1) = results[0], results[-1]
        print(f"pages ×{p1 / p0:.1f} → peak memory ×{m1 / m0:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
