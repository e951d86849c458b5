"""Benchmark the two character engines: bare passes, whole conversions and the stage split.

In one run, for each PDF, alternating, ``--rounds`` times (medians reported):

* the bare pdfplumber pass (every page's ``page.chars``, nothing else);
* the bare pdfium pass (every char's text, loose box, font size, font name, flags, weight);
* the whole conversion (``dmd convert``: every stage, YAML written) with each engine;

then, once per engine, the split of a conversion into its stages (read, layout, detect, maps,
NLP, mapping) and what the stages after the read cost against the bare pdfium pass. Each whole
conversion is also split in two: the engine's own read (its reader's ``read`` of every page:
pdfminer's or pdfium's chars, images and rects) and the shared rest (file checks, page and
document layout, detection, maps, NLP, mapping, writers), which is the same work whichever
engine read the page. From these the run prints the ceiling of the ratio (the pdfplumber
conversion over the pdfium conversion's shared rest: what a free pdfium read would give) and
what 4× still needs (``shared_and_own_needed``). Times are CPU seconds of this process
(steadier than wall time on a busy machine); ``--jobs`` and ``--rss`` add the old page-worker
and peak-RSS runs of ``read_pdf``.

Example: .venv/bin/python bench/bench_extract.py ../shared/corpus/LGMRD_Lazy_GMs_Resource_Document.pdf
"""

from __future__ import annotations

import argparse
import ctypes
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from converter.read import extract  # noqa: E402
from converter.read.extract import read_pdf  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus"
DEFAULT_PDFS = (CORPUS / "SRD_CC_v5.1.pdf", CORPUS / "LGMRD_Lazy_GMs_Resource_Document.pdf")
ENGINES = ("pdfplumber", "pdfium")
READ_STAGE = "read (chars + page layout)"


def parse_pages(text: str | None) -> list[int] | None:
    """``"1-40"`` or ``"3,7,9-12"`` → page numbers; ``None`` → every page."""
    if not text:
        return None
    out: list[int] = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    return out


def bare_pdfplumber(path: Path) -> int:
    """Read every page's chars with pdfplumber and nothing else."""
    import pdfplumber

    count = 0
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            count += len(page.chars)
            page.close()
    return count


def bare_pdfium(path: Path) -> int:
    """Read every char's text, loose box, size, font name, flags and weight with pdfium."""
    import pypdfium2
    import pypdfium2.raw as c

    count = 0
    rect = c.FS_RECTF()
    name = ctypes.create_string_buffer(256)
    flags = ctypes.c_int()
    pdf = pypdfium2.PdfDocument(str(path))
    try:
        for page in pdf:
            text = c.FPDFText_LoadPage(page.raw)
            for i in range(c.FPDFText_CountChars(text)):
                c.FPDFText_GetUnicode(text, i)
                c.FPDFText_GetLooseCharBox(text, i, rect)
                c.FPDFText_GetFontSize(text, i)
                c.FPDFText_GetFontInfo(text, i, name, 256, flags)
                c.FPDFText_GetFontWeight(text, i)
                count += 1
            c.FPDFText_ClosePage(text)
            page.close()
    finally:
        pdf.close()
    return count


def convert_whole(path: Path, engine: str) -> None:
    """What ``dmd convert --jobs 1`` does for one PDF, YAML written to a temporary folder."""
    from converter.pipeline import ConvertOptions, convert_one

    with tempfile.TemporaryDirectory(prefix="dmd-bench-") as tmp:
        options = ConvertOptions(outdir=Path(tmp), force=True, engine=engine)
        outcome = convert_one(path, options, page_jobs=1)
        if outcome.status != "converted":
            raise SystemExit(outcome.message)


class OwnReads:
    """The CPU seconds and the count of an engine's reader's ``read`` calls (one a page)."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.pages = 0


@contextmanager
def own_reads(engine: str) -> Iterator[OwnReads]:
    """Time the engine's own read of each page while the block runs (``extract.ENGINES``'s
    reader wrapped for the block, restored after it): what only that engine does."""
    spent = OwnReads()
    reader = extract.ENGINES[engine]

    def timed_reader(pdf: Any, path: Path, password: str | None) -> Any:
        pages = reader(pdf, path, password)
        read = pages.read

        def timed_read(number: int) -> Any:
            started = time.process_time()
            try:
                return read(number)
            finally:
                spent.seconds += time.process_time() - started
                spent.pages += 1

        pages.read = timed_read  # type: ignore[method-assign]
        return pages

    extract.ENGINES[engine] = timed_reader
    try:
        yield spent
    finally:
        extract.ENGINES[engine] = reader


def convert_split(path: Path, engine: str) -> tuple[float, float]:
    """CPU seconds of a whole conversion and of the engine's own read inside it."""
    with own_reads(engine) as spent:
        whole = cpu(convert_whole, path, engine)
    return whole, spent.seconds


def shared_and_own_needed(plumber: float, pdfium: float, pdfium_own: float) -> tuple[float, float]:
    """The ratio's ceiling and the saving 4× needs, from the two whole conversions' CPU seconds
    and the pdfium conversion's own read.

    The ceiling is ``plumber / shared``: the ratio if pdfium's read cost nothing and the shared
    rest stayed. With x saved in the shared rest (both conversions lose it) and y in pdfium's
    own read, 4× holds when ``plumber − x ≥ 4 (pdfium − x − y)``, i.e. ``3x + 4y ≥ 4 pdfium −
    plumber``: the second value (≤ 0 when 4× is met)."""
    shared = pdfium - pdfium_own
    return plumber / shared, 4 * pdfium - plumber


def cpu(fn: Callable[..., Any], *args: Any) -> float:
    started = time.process_time()
    fn(*args)
    return time.process_time() - started


def stage_split(path: Path, engine: str) -> dict[str, float]:
    """CPU seconds of each stage of ``pipeline.convert_pdf`` (the same calls, in its order)."""
    from converter.collector import objects_so_far_frozen
    from converter.detect.areas import find_areas
    from converter.detect.creatures_stage import find_creatures
    from converter.detect.maps import place_pins
    from converter.detect.nlp import analyze_rooms
    from converter.detect.statblocks import find_statblocks
    from converter.detect.wandering import find_wandering
    from converter.mapping.catalog import load_catalog
    from converter.mapping.creatures import rate_statblocks
    from converter.mapping.encounters import build_encounters
    from converter.mapping.tables import load_tables
    from converter.read.document import assemble_document
    from converter.read.extract import read_pages
    from converter.read.maps import find_maps

    split: dict[str, float] = {}

    def timed(stage: str, fn: Callable[..., Any], *args: Any) -> Any:
        started = time.process_time()
        result = fn(*args)
        split[stage] = split.get(stage, 0.0) + time.process_time() - started
        return result

    pages = timed(READ_STAGE, lambda: read_pages(path, engine=engine))
    document = timed("layout (document)", assemble_document, pages)
    with objects_so_far_frozen():  # as convert_pdf runs the stages after the layout
        statblocks, _ = timed("detect", find_statblocks, document)
        areas, _ = timed("detect", find_areas, document, statblocks)
        timed("detect", find_wandering, document)
        areas = timed("detect", find_creatures, areas, statblocks)
        timed("maps", lambda: place_pins(find_maps(path, document), areas))
        tables = load_tables()
        rooms = timed("nlp", analyze_rooms, areas, tables.room_patterns)
        catalog = load_catalog()
        timed(
            "mapping",
            lambda: build_encounters(
                areas, rooms, statblocks, tables=tables, catalog=catalog, file=document.file
            ),
        )
        timed("mapping", rate_statblocks, statblocks, tables, catalog)
    return split


def warm_up(path: Path) -> None:
    """Import and load everything once (spaCy, tables, catalog) outside the timings."""
    convert_whole(path, "pdfium")


def bench_one(path: Path, rounds: int) -> None:
    """Print the medians of the four runs and the stage split for one PDF."""
    runs: dict[str, list[float]] = {}
    for _ in range(rounds):
        runs.setdefault("bare pdfplumber pass", []).append(cpu(bare_pdfplumber, path))
        runs.setdefault("bare pdfium pass", []).append(cpu(bare_pdfium, path))
        for engine in ENGINES:
            whole, own = convert_split(path, engine)
            runs.setdefault(f"whole conversion, {engine}", []).append(whole)
            runs.setdefault(f"  its own read, {engine}", []).append(own)
            runs.setdefault(f"  shared rest, {engine}", []).append(whole - own)
    median = {label: statistics.median(times) for label, times in runs.items()}
    bare = median["bare pdfplumber pass"]
    print(f"\n{path.name}: CPU seconds, median of {rounds} (ratio to the bare pdfplumber pass)")
    for label, seconds in median.items():
        print(f"  {label:30} {seconds:8.2f} s   {seconds / bare:5.2f}x")
    plumber, pdfium = median["whole conversion, pdfplumber"], median["whole conversion, pdfium"]
    print(f"  whole conversion, pdfium is {plumber / pdfium:.2f}x faster than with pdfplumber")
    ceiling, needed = shared_and_own_needed(plumber, pdfium, median["  its own read, pdfium"])
    print(
        f"  ceiling with a free pdfium read: {ceiling:.2f}x; 4x needs 3x + 4y >= {needed:.2f} s"
        " (x saved in the shared rest, y in pdfium's own read)"
    )
    for engine in ENGINES:
        split = stage_split(path, engine)
        total = sum(split.values())
        parts = ", ".join(f"{stage} {seconds:.2f}" for stage, seconds in split.items())
        print(f"  stages with {engine} ({total:.2f} s): {parts}")
        after = total - split[READ_STAGE]
        ratio = after / median["bare pdfium pass"]
        print(f"    stages after the read: {after:.2f} s, {ratio:.2f}x the bare pdfium pass")


def peak_rss_mb(path: Path, pages: str | None) -> float:
    """Peak RSS of a fresh process that runs ``read_pdf`` once (jobs=1)."""
    code = (
        f"import resource, sys; sys.path.insert(0, {str(ROOT)!r})\n"
        "from pathlib import Path\n"
        "from bench.bench_extract import parse_pages\n"
        "from converter.read.extract import read_pdf\n"
        f"read_pdf(Path({str(path)!r}), pages=parse_pages({pages!r}))\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    return int(done.stdout.split()[-1]) / 1024


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pdfs", nargs="*", type=Path, default=list(DEFAULT_PDFS))
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (medians)")
    parser.add_argument("--jobs", action="store_true", help="also time read_pdf jobs=2")
    parser.add_argument("--rss", action="store_true", help="also measure read_pdf's peak RSS")
    for old in ("--no-jobs", "--no-rss"):  # the defaults now; kept so old commands still run
        parser.add_argument(old, action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    missing = [p for p in args.pdfs if not p.exists()]
    if missing:
        print(f"bench_extract: no such PDF: {missing[0]}", file=sys.stderr)
        raise SystemExit(2)
    print(time.strftime("%Y-%m-%d %H:%M"), "rounds", args.rounds)
    warm_up(args.pdfs[-1])
    for path in args.pdfs:
        bench_one(path, args.rounds)
        if args.jobs:
            one = cpu(read_pdf, path)
            wall = time.perf_counter()
            read_pdf(path, jobs=2)
            print(f"  read_pdf jobs=2: {time.perf_counter() - wall:.2f} s wall (jobs=1 {one:.2f})")
        if args.rss:
            print(f"  peak RSS of read_pdf jobs=1: {peak_rss_mb(path, None):.0f} MB")


if __name__ == "__main__":
    main()
