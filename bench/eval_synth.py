"""Score ``dmd convert`` on freshly generated synthetic modules (bench/synth).

Usage::

    python bench/eval_synth.py --seed S --count N [--style NAME] [--switch NAME]
                               [--jobs J] [--json] [--misses K] [--keep DIR]

Seeds S..S+N-1 each make one module (PDF + truth) in a temporary folder (or ``--keep DIR``);
each is converted with the real pipeline and scored with ``eval_corpus.score_module``, the
same code and the same seven headline figures as the real-module corpus, plus the family
(``style``) of each matched stat block, which the generator's truth gives for every block,
and creature name precision (``c_prec``: creatures found in matched areas that the truth
lists there; the truth leaves decoy mentions out, so a decoy read as present counts against
it).
Figures are micro-averages per style, per mess switch (modules that had it on) and in total.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

from eval_corpus import BESIDE, HEADLINE, Score, Tally, convert_to_folder, score_module  # noqa: E402
from synth.generate import make_module, write_module  # noqa: E402
from synth.styles import STYLE_SETS, STYLES  # noqa: E402
from synth.switches import SWITCHES  # noqa: E402

SHORT = ("a_rec", "a_prec", "c_name", "c_cnt", "sb_rec", "sb_prec", "fields", "family", "c_prec")
# The seven headline figures, then the stat blocks' family (the truth gives every block's),
# then creature precision (the truth lists only creatures present: decoys count against it).
FIGURES = (*HEADLINE, "family_accuracy", *BESIDE)


def run_one(
    seed: int,
    style: str | None,
    switches: tuple[str, ...],
    workdir: str,
    style_set: str = "classic",
    engine: str = "pdfplumber",
) -> dict[str, Any]:
    """Generate, convert and score one module (in a worker process)."""
    generated = make_module(seed, style, switches, style_set)
    folder = Path(workdir)
    pdf = write_module(generated, folder / "pdf")
    started = time.perf_counter()
    converted = convert_to_folder(pdf, folder / "out", engine=engine)
    score = score_module(generated.truth, converted.folder, families=True)
    return {
        "name": generated.name,
        "style": generated.module.style,
        "switches": sorted(generated.module.switches),
        "status": converted.status,
        "message": converted.message,
        "seconds": round(time.perf_counter() - started, 1),
        "counts": {k: [v.hits, v.cases] for k, v in sorted(score.measures.items())},
        "misses": score.misses,
    }


def score_of(counts: dict[str, list[int]]) -> Score:
    return Score({name: Tally(hits, cases) for name, (hits, cases) in counts.items()})


def evaluate(
    seed: int,
    count: int,
    style: str | None,
    switches: tuple[str, ...],
    jobs: int,
    keep: Path | None,
    style_set: str = "classic",
    engine: str = "pdfplumber",
) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="dmd-synth-") as tmp:
        root = keep or Path(tmp)
        seeds = range(seed, seed + count)
        with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
            futures = [
                pool.submit(run_one, s, style, switches, str(root), style_set, engine)
                for s in seeds
            ]
            modules = [future.result() for future in futures]
    groups: dict[str, dict[str, Score]] = {"style": {}, "switch": {}}
    total = Score()
    for module in modules:
        score = score_of(module["counts"])
        total.merge(score)
        groups["style"].setdefault(module["style"], Score()).merge(score)
        for name in module["switches"]:
            groups["switch"].setdefault(name, Score()).merge(score)
    modules_per = {
        "style": {s: sum(m["style"] == s for m in modules) for s in groups["style"]},
        "switch": {s: sum(s in m["switches"] for m in modules) for s in groups["switch"]},
    }
    return {
        "seeds": [seed, seed + count - 1],
        "modules": modules,
        "by_style": {k: v.rates() for k, v in sorted(groups["style"].items())},
        "by_switch": {k: v.rates() for k, v in sorted(groups["switch"].items())},
        "modules_per": modules_per,
        "total": total.rates(),
        "total_counts": {k: [v.hits, v.cases] for k, v in sorted(total.measures.items())},
    }


def _fmt(rate: float | None) -> str:
    return "   -  " if rate is None else f"{rate:6.3f}"


def format_report(report: dict[str, Any], show_misses: int = 0) -> str:
    head = " ".join(f"{s:>6}" for s in SHORT)
    lines = [f"{'module':34} {head}   secs"]
    for module in report["modules"]:
        rates = score_of(module["counts"]).rates()
        status = "" if module["status"] != "failed" else f"  FAILED: {module['message']}"
        row = " ".join(_fmt(rates.get(k)) for k in FIGURES)
        lines.append(f"{module['name'][:34]:34} {row} {module['seconds']:6.1f}{status}")
        lines += [f"    {miss}" for miss in module["misses"][:show_misses]]
    for group, title in (("style", "by style"), ("switch", "by mess switch (modules with it on)")):
        lines += ["", f"{title:34} {head}    n"]
        for name, rates in report[f"by_{group}"].items():
            row = " ".join(_fmt(rates.get(k)) for k in FIGURES)
            lines.append(f"{name:34} {row} {report['modules_per'][group][name]:4d}")
    total = " ".join(_fmt(report["total"].get(k)) for k in FIGURES)
    lines += ["", f"{'TOTAL':34} {total} {len(report['modules']):4d}"]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--style", choices=sorted(STYLES))
    parser.add_argument(
        "--styles",
        choices=sorted(STYLE_SETS),
        default="classic",
        help="the styles seeds rotate through without --style (default: the classic eight)",
    )
    parser.add_argument("--switch", action="append", default=[], choices=sorted(SWITCHES))
    parser.add_argument("--jobs", type=int, default=2, help="modules converted in parallel")
    parser.add_argument("--json", action="store_true", help="print the full report as JSON")
    parser.add_argument("--misses", type=int, default=0, help="show up to K misses per module")
    parser.add_argument("--keep", type=Path, help="keep PDFs, truth and conversions in DIR")
    parser.add_argument(
        "--engine", choices=("pdfplumber", "pdfium"), default="pdfplumber", help="character reader"
    )
    args = parser.parse_args(argv)
    report = evaluate(
        args.seed,
        args.count,
        args.style,
        tuple(args.switch),
        args.jobs,
        args.keep,
        args.styles,
        args.engine,
    )
    print(
        json.dumps(report, indent=2, sort_keys=True)
        if args.json
        else format_report(report, args.misses)
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
