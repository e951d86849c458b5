"""Score ``dmd convert`` against the hand-written truth of the real-module corpus.

Usage::

    python bench/eval_corpus.py [--corpus ../shared/corpus] [--only NAME] [--json]
                                [--write-scoreboard] [--jobs N]

For every ``<name>.pdf`` with a ``<name>.truth.yaml`` (format: the corpus's
TRUTH-FORMAT.md) it converts the PDF with the real pipeline into a temporary folder,
reads the YAML that was written, and prints per PDF and in total:

- area recall and precision (a found area matches a truth area by key when the names
  also agree or the pages are near, else by name on the same page ±1);
- creature name recall within matched areas, and count accuracy of the matched names;
- beside those seven, creature name precision: of the creatures found in matched areas, the
  share the truth lists there (the truth lists creatures present when the party arrives, so
  a statue, a past or a coming creature found there counts against it);
- stat-block recall and precision (by name on the same page ±1) and per-field accuracy
  over the non-null truth fields (ac, hp, hit_dice, cr, size, type).

Totals are micro-averages (sums of hits over sums of cases across PDFs).
``--write-scoreboard`` stores the totals in bench/scoreboard.json, which
tests/test_corpus_scoreboard.py guards with a 0.02 band.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))  # loaded by path (tests, eval_synth)

from corpus_matching import (  # noqa: E402
    FIELDS,
    field_equal,
    fields_agreeing,
    fields_then_family_agreeing,
    match_areas,
    match_by_name_page,
    match_creatures,
)

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus"
SCOREBOARD = ROOT / "bench" / "scoreboard.json"


@dataclass
class Tally:
    """Hits over cases for one measure."""

    hits: int = 0
    cases: int = 0

    def add(self, hit: bool) -> None:
        self.cases += 1
        self.hits += int(hit)

    def merge(self, other: Tally) -> None:
        self.hits += other.hits
        self.cases += other.cases

    @property
    def rate(self) -> float | None:
        return None if self.cases == 0 else self.hits / self.cases


@dataclass
class Score:
    """Every measure for one PDF (or the total)."""

    measures: dict[str, Tally] = field(default_factory=dict)
    misses: list[str] = field(default_factory=list)

    def tally(self, name: str) -> Tally:
        return self.measures.setdefault(name, Tally())

    def merge(self, other: Score) -> None:
        for name, tally in other.measures.items():
            self.tally(name).merge(tally)

    def rates(self) -> dict[str, float | None]:
        return {name: tally.rate for name, tally in sorted(self.measures.items())}


def score_module(
    truth: dict[str, Any], module_dir: Path | None, *, families: bool = False
) -> Score:
    """Score one converted module folder against its truth; with ``families``, also the
    family (``style``) of each matched stat block, as ``family_accuracy``: no headline
    figure, and off for the corpus so that its report and scoreboard stay as they are."""
    score = Score()
    module: dict[str, Any] = {}
    encounters: list[dict[str, Any]] = []
    if module_dir is not None and (module_dir / "module.yaml").is_file():
        module = yaml.safe_load((module_dir / "module.yaml").read_text(encoding="utf-8"))
        for rel in module.get("encounters", []):
            encounters.append(yaml.safe_load((module_dir / rel).read_text(encoding="utf-8")))
    found_areas = [{**e["location"], "creatures": e.get("creatures", [])} for e in encounters if e]
    truth_areas = truth.get("areas") or []
    pairs = match_areas(found_areas, truth_areas)
    matched_truth = {t for _, t in pairs}
    for t_index, t_area in enumerate(truth_areas):
        hit = t_index in matched_truth
        score.tally("area_recall").add(hit)
        if not hit:
            score.misses.append(
                f"area missed: {t_area.get('key')} {t_area.get('name')} p{t_area.get('page')}"
            )
    matched_found = {f for f, _ in pairs}
    for f_index, f_area in enumerate(found_areas):
        hit = f_index in matched_found
        score.tally("area_precision").add(hit)
        if not hit:
            score.misses.append(
                f"area extra: {f_area.get('key')} {f_area.get('name')} p{f_area.get('page')}"
            )
    for f_index, t_index in pairs:
        truth_area = truth_areas[t_index]
        label = truth_area.get("key") or truth_area.get("name")
        truth_creatures = truth_area.get("creatures") or []
        found_creatures = found_areas[f_index]["creatures"]
        creature_pairs = dict((t, f) for f, t in match_creatures(found_creatures, truth_creatures))
        score_creature_precision(score, label, found_creatures, set(creature_pairs.values()))
        for c_index, t_creature in enumerate(truth_creatures):
            match = (
                found_areas[f_index]["creatures"][creature_pairs[c_index]]
                if c_index in creature_pairs
                else None
            )
            score.tally("creature_name_recall").add(match is not None)
            if match is None:
                score.misses.append(f"creature missed in {label}: {t_creature['name']}")
                continue
            same_count = match.get("count") == t_creature.get("count")
            score.tally("creature_count_accuracy").add(same_count)
            if not same_count:
                score.misses.append(
                    f"count wrong in {label}: "
                    f"{t_creature['name']} {match.get('count')} != {t_creature.get('count')}"
                )
    found_blocks = module.get("statblocks") or []
    truth_blocks = truth.get("statblocks") or []
    agreement = fields_then_family_agreeing if families else fields_agreeing
    block_pairs = match_by_name_page(found_blocks, truth_blocks, agreement)
    matched_blocks = {t for _, t in block_pairs}
    for t_index, t_block in enumerate(truth_blocks):
        hit = t_index in matched_blocks
        score.tally("statblock_recall").add(hit)
        if not hit:
            score.misses.append(f"statblock missed: {t_block.get('name')} p{t_block.get('page')}")
    matched_found_blocks = {f for f, _ in block_pairs}
    for f_index, f_block in enumerate(found_blocks):
        hit = f_index in matched_found_blocks
        score.tally("statblock_precision").add(hit)
        if not hit:
            score.misses.append(f"statblock extra: {f_block.get('name')} p{f_block.get('page')}")
    for f_index, t_index in block_pairs:
        for name in FIELDS:
            expected = truth_blocks[t_index].get(name)
            if expected is None:
                continue
            ok = field_equal(name, found_blocks[f_index].get(name), expected)
            score.tally("field_accuracy").add(ok)
            score.tally(f"field_{name}").add(ok)
            if not ok:
                score.misses.append(
                    f"field {name} of {truth_blocks[t_index]['name']}: "
                    f"{found_blocks[f_index].get(name)!r} != {expected!r}"
                )
    if families:
        score_families(score, [(found_blocks[f], truth_blocks[t]) for f, t in block_pairs])
    return score


def score_creature_precision(
    score: Score, label: Any, found: list[dict[str, Any]], matched: set[int]
) -> None:
    """Tally whether each creature found in a matched area is one the truth lists there, as
    ``creature_name_precision``: a name from a decoy ("a statue of a dragon", "if the gong is
    struck, 2d6 ghouls arrive") is a threat the GM would wrongly run. No headline figure."""
    for index, creature in enumerate(found):
        hit = index in matched
        score.tally("creature_name_precision").add(hit)
        if not hit:
            score.misses.append(f"creature extra in {label}: {creature.get('name')}")


def score_families(score: Score, pairs: list[tuple[dict[str, Any], dict[str, Any]]]) -> None:
    """Tally whether each matched block (found, truth) was read as the truth's family: the
    family picks the table its CR or HD maps through, so a wrong one gives a wrong OR. A
    truth's ``styles`` lists every family consistent with what is printed, when the print
    singles none out (no mark tells an AD&D line from a B/X one): any of them is right."""
    for found, truth in pairs:
        if truth.get("style") is None:
            continue
        accepted = truth.get("styles") or [truth["style"]]
        hit = found.get("style") in accepted
        score.tally("family_accuracy").add(hit)
        if not hit:
            wanted = f"!= {accepted[0]!r}" if len(accepted) == 1 else f"not in {accepted!r}"
            score.misses.append(f"family of {truth['name']}: {found.get('style')!r} {wanted}")


def truth_files(corpus: Path, only: Iterable[str] = ()) -> list[Path]:
    wanted = set(only)
    return [
        p
        for p in sorted(corpus.glob("*.truth.yaml"))
        if (corpus / p.name.replace(".truth.yaml", ".pdf")).is_file()
        and (not wanted or any(w in p.name for w in wanted))
    ]


@dataclass(frozen=True)
class Converted:
    """What one conversion left: its status and message, and the module folder if any."""

    status: str
    message: str
    folder: Path | None


def convert_to_folder(
    pdf: Path, outdir: Path, jobs: int = 1, engine: str = "pdfplumber"
) -> Converted:
    """Convert ``pdf`` with the real pipeline into ``outdir``; the one place that calls it.
    ``engine`` is the character reader (``dmd convert --engine``)."""
    sys.path.insert(0, str(ROOT))
    from converter.pipeline import ConvertOptions, convert_one
    from converter.write.files import module_slug

    options = ConvertOptions(outdir=outdir, jobs=jobs, force=True, engine=engine)
    outcome = convert_one(pdf, options, page_jobs=jobs)
    folder = outdir / module_slug(pdf.name) if outcome.status != "failed" else None
    return Converted(outcome.status, outcome.message, folder)


def evaluate(
    corpus: Path, only: Iterable[str] = (), jobs: int = 2, engine: str = "pdfplumber"
) -> dict[str, Any]:
    """Convert and score every truth-labelled PDF; returns per-PDF and total rates."""
    report: dict[str, Any] = {"pdfs": {}, "total": {}}
    total = Score()
    with tempfile.TemporaryDirectory(prefix="dmd-eval-") as tmp:
        for truth_file in truth_files(corpus, only):
            truth = yaml.safe_load(truth_file.read_text(encoding="utf-8"))
            pdf = corpus / truth_file.name.replace(".truth.yaml", ".pdf")
            started = time.perf_counter()
            outcome = convert_to_folder(pdf, Path(tmp), jobs, engine)
            seconds = time.perf_counter() - started
            score = score_module(truth, outcome.folder)
            total.merge(score)
            report["pdfs"][pdf.name] = {
                "status": outcome.status,
                "message": outcome.message,
                "seconds": round(seconds, 1),
                "rates": score.rates(),
                "counts": {k: [v.hits, v.cases] for k, v in sorted(score.measures.items())},
                "misses": score.misses,
            }
    report["total"] = total.rates()
    report["total_counts"] = {k: [v.hits, v.cases] for k, v in sorted(total.measures.items())}
    return report


HEADLINE = (
    "area_recall",
    "area_precision",
    "creature_name_recall",
    "creature_count_accuracy",
    "statblock_recall",
    "statblock_precision",
    "field_accuracy",
)


# Reported beside the headline, outside it (the scoreboard test's meaning stays the same):
# the share of creatures found in matched areas that the truth lists there.
BESIDE = ("creature_name_precision",)


def _fmt(rate: float | None) -> str:
    return "   -  " if rate is None else f"{rate:6.3f}"


def format_report(report: dict[str, Any], show_misses: int = 0) -> str:
    short = ["a_rec", "a_prec", "c_name", "c_cnt", "sb_rec", "sb_prec", "fields", "c_prec"]
    lines = [f"{'pdf':44} " + " ".join(f"{s:>6}" for s in short) + "   secs"]
    for name, entry in report["pdfs"].items():
        rates = entry["rates"]
        row = " ".join(_fmt(rates.get(k)) for k in (*HEADLINE, *BESIDE))
        status = "" if entry["status"] != "failed" else f"  FAILED: {entry['message']}"
        lines.append(f"{name[:44]:44} {row} {entry['seconds']:6.1f}{status}")
        lines += [f"    {m}" for m in entry["misses"][:show_misses]]
    total = " ".join(_fmt(report["total"].get(k)) for k in (*HEADLINE, *BESIDE))
    lines.append(f"{'TOTAL':44} {total}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--only", action="append", default=[], help="substring of a PDF name")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", action="store_true", help="print the full report as JSON")
    parser.add_argument("--misses", type=int, default=0, help="show up to N misses per PDF")
    parser.add_argument("--write-scoreboard", action="store_true")
    parser.add_argument(
        "--engine",
        choices=("pdfplumber", "pdfium"),
        default="pdfplumber",
        help="character reader (the scoreboard is pinned to pdfplumber)",
    )
    args = parser.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"eval_corpus: no corpus at {args.corpus}", file=sys.stderr)
        return 2
    report = evaluate(args.corpus, args.only, args.jobs, args.engine)
    if args.json:
        print(json.dumps(report, indent=2, sort_keys=True))
    else:
        print(format_report(report, args.misses))
    if args.write_scoreboard:
        board = {
            "date": time.strftime("%Y-%m-%d"),
            "total": {k: round(v, 4) for k, v in report["total"].items() if v is not None},
            "total_counts": report["total_counts"],
            "pdfs": {
                name: {k: round(v, 4) for k, v in e["rates"].items() if v is not None}
                for name, e in report["pdfs"].items()
            },
        }
        SCOREBOARD.write_text(json.dumps(board, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {SCOREBOARD}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
