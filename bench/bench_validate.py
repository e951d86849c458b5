"""Benchmark: `dmd validate` against check-jsonschema on 1,000 generated encounter files.

Run: .venv/bin/python bench/bench_validate.py [--files 1000] [--repeats 5] [--seed 1]

Generates encounter files (seeded, schema-valid, 1–5 obstacles, texts of 100–2,000
characters, like `dmd convert` output) in a temporary folder, then times, in one run and
in turns so machine load hits all three alike:

- ours in-process: ``validate_paths([folder])`` (schemas loaded beforehand, as in a
  long-running caller);
- ours as a subprocess: ``dmd validate -q FOLDER`` (start-up included);
- check-jsonschema as a subprocess: ``check-jsonschema --schemafile
  schemas/encounter.schema.json FILE…`` (the same schema).

Every tool must report every file valid before any time counts. Times are medians of the
repeats; the ratios divide check-jsonschema's median by ours.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from converter.validate.files import load_schemas, validate_paths  # noqa: E402

BIN = Path(sys.executable).parent
SCHEMA = ROOT / "schemas" / "encounter.schema.json"
MODELINE = "# yaml-language-server: $schema=../../schemas/encounter.schema.json\n"
WORDS = ["the", "a", "goblin", "door", "damp", "cave", "shadow", "ogre", "sacks", "grain"]
THREATS = ["Large", "Huge", "Pack tactics", "Darkness", "Poison"]
CREATURES = ["goblin", "orc", "ogre", "troll", "giant rat", "skeleton", "zombie", "bandit"]


def sentence(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


def threats(rng: random.Random, most: int) -> list[dict[str, Any]]:
    return [threat(rng, name) for name in rng.sample(THREATS, rng.randint(0, most))]


def threat(rng: random.Random, name: str) -> dict[str, Any]:
    return {
        "name": name,
        "rating": rng.randint(1, 4),
        "why": sentence(rng, 6),
        "page": rng.randint(1, 60),
    }


def obstacle(rng: random.Random, index: int) -> dict[str, Any]:
    creature = rng.choice(CREATURES)
    return {
        "id": f"{creature.replace(' ', '-')}-{index}",
        "name": creature.title(),
        "rating": rng.randint(1, 12),
        "kind": rng.choice(["creature", "trap", "hazard", "door", "puzzle", "contest"]),
        "why": f"CR {rng.randint(1, 10)} → OR {rng.randint(1, 12)} (table cr_to_or)",
        "page": rng.randint(1, 60),
        "statblock": creature.title(),
        "threats": threats(rng, 3),
        "weaknesses": [{"name": "fire", "why": sentence(rng, 4)}] if rng.random() < 0.5 else [],
        "strengths": [],
    }


def encounter(rng: random.Random, index: int) -> dict[str, Any]:
    """One schema-valid encounter in the field order `dmd convert` writes."""
    page = rng.randint(1, 60)
    creatures = [
        {
            "name": name,
            "count": rng.randint(1, 6),
            "statblock": name.title(),
            "resolved_by": "catalog-exact",
        }
        for name in rng.sample(CREATURES, rng.randint(0, 3))
    ]
    text = " ".join(sentence(rng, rng.randint(5, 15)) for _ in range(rng.randint(2, 25)))
    return {
        "kind": "encounter",
        "location": {
            "key": str(index),
            "name": sentence(rng, 3)[:-1],
            "page": page,
            "source": {"file": "bench.pdf", "page": page, "bbox": [36.0, 100.5, 290.0, 181.0]},
        },
        "text": text,
        "creatures": creatures,
        "obstacles": [obstacle(rng, i) for i in range(rng.randint(1, 5))],
        "threats": threats(rng, 2),
        "hazards": [{"name": "pit", "text": sentence(rng, 8), "why": "trap named in text"}],
    }


def write_encounters(folder: Path, count: int, seed: int) -> list[Path]:
    """Write ``count`` encounter files under ``folder/mod/encounters``; return their paths."""
    rng = random.Random(seed)
    out = folder / "mod" / "encounters"
    out.mkdir(parents=True)
    paths = []
    for index in range(1, count + 1):
        path = out / f"{index:04d}-room.yaml"
        body = yaml.safe_dump(encounter(rng, index), sort_keys=False, allow_unicode=True)
        path.write_text(MODELINE + body, encoding="utf-8")
        paths.append(path)
    return paths


def run_ok(command: list[str]) -> Callable[[], None]:
    def work() -> None:
        result = subprocess.run(command, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise SystemExit(f"{command[0]} failed ({result.returncode}): {result.stdout[-500:]}")

    return work


def ours_in_process(folder: Path, count: int) -> Callable[[], None]:
    load_schemas()

    def work() -> None:
        report = validate_paths([str(folder)])
        if report.findings or len(report.files) != count:
            raise SystemExit(f"ours found problems: {report.findings[:3]}")

    return work


def median_times(contenders: dict[str, Callable[[], None]], repeats: int) -> dict[str, float]:
    """Time each contender ``repeats`` times, interleaved; return the medians."""
    times: dict[str, list[float]] = {name: [] for name in contenders}
    for work in contenders.values():  # warm-up: file cache, .pyc files
        work()
    for _ in range(repeats):
        for name, work in contenders.items():
            start = time.perf_counter()
            work()
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(values) for name, values in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    check_jsonschema = BIN / "check-jsonschema"
    dmd = BIN / "dmd"
    for tool in (check_jsonschema, dmd):
        if not tool.exists():
            raise SystemExit(f"{tool} is not installed (pip install -e '.[bench]')")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        paths = write_encounters(folder, args.files, args.seed)
        size = sum(p.stat().st_size for p in paths)
        contenders = {
            "dmd validate (in-process)": ours_in_process(folder, args.files),
            "dmd validate (subprocess)": run_ok([str(dmd), "validate", "-q", str(folder)]),
            "check-jsonschema (subprocess)": run_ok(
                [str(check_jsonschema), "--schemafile", str(SCHEMA), *map(str, paths)]
            ),
        }
        medians = median_times(contenders, args.repeats)
    theirs = medians["check-jsonschema (subprocess)"]
    print(f"# bench_validate — {datetime.date.today().isoformat()}")
    print(
        f"{args.files} encounter files ({size / 1e6:.1f} MB), seed {args.seed}, "
        f"median of {args.repeats} runs; Python {platform.python_version()}, "
        f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}"
    )
    print()
    print("| tool | median | files/s | check-jsonschema ÷ this |")
    print("|---|---:|---:|---:|")
    for name, seconds in medians.items():
        ratio = theirs / seconds
        rate = args.files / seconds
        print(f"| {name} | {seconds:.3f} s | {rate:,.0f} | {ratio:.1f}× |")


if __name__ == "__main__":
    main()
