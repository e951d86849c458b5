"""Build ``converter/data/srd_catalog.json`` from the SRD 5.1 PDF, with the project's own
extractor and stat-block detector.

Usage::

    .venv/bin/python bench/build_catalog.py [--pdf ../shared/corpus/SRD_CC_v5.1.pdf]
        [--pages 261-394] [--jobs 2] [--out converter/data/srd_catalog.json]

Only facts are kept per monster (name, CR, size, type, AC, HP, hit dice, page, feature names,
the trait-table ids found in its features with their ratings, and its damage and condition
lists): no prose.  The output is deterministic (sorted by name, stable key order), so
rebuilding an unchanged PDF gives the same bytes.  Rebuild after changing
``rules/tables/trait_threats.yaml``, since the trait ids are computed here.

The SRD 5.1 is licensed under CC-BY-4.0; the attribution it requires is written into the
JSON and into docs/mapping.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from converter.mapping.catalog import ATTRIBUTION, CatalogEntry, entry_to_dict  # noqa: E402
from converter.mapping.tables import Tables, load_tables  # noqa: E402
from converter.mapping.traits import fields_to_traits, statblock_fields  # noqa: E402
from converter.models import StatBlock  # noqa: E402

DEFAULT_PDF = ROOT.parent / "shared" / "corpus" / "SRD_CC_v5.1.pdf"
DEFAULT_OUT = ROOT / "converter" / "data" / "srd_catalog.json"
MONSTER_PAGES = (254, 403)  # the Monsters and Appendix chapters of SRD 5.1


def statblock_to_entry(sb: StatBlock, tables: Tables) -> CatalogEntry:
    """Keep the facts of one SRD stat block: no prose, only what the mapping tables read."""
    fields = statblock_fields(sb)
    traits = fields_to_traits(fields, tables.threat_rules)
    return CatalogEntry(
        name=sb.name,
        cr=sb.cr,
        size=sb.size,
        type=sb.type,
        ac=sb.ac,
        hp=sb.hp,
        hit_dice=sb.hit_dice,
        page=sb.page,
        features=tuple(f.name for f in sb.features),
        traits=tuple(sorted((trait_id, rating) for trait_id, rating, _ in traits)),
        weaknesses=tuple(t[0] for t in fields_to_traits(fields, tables.weakness_rules)),
        strengths=tuple(t[0] for t in fields_to_traits(fields, tables.strength_rules)),
        vulnerabilities=sb.vulnerabilities,
        resistances=sb.resistances,
        immunities=sb.immunities,
        condition_immunities=sb.condition_immunities,
    )


def catalog_document(entries: list[CatalogEntry], pdf: Path, sha256: str) -> dict[str, object]:
    """The catalog JSON: provenance, the required attribution, the monsters by name."""
    unique: dict[str, CatalogEntry] = {}
    for entry in entries:
        unique.setdefault(entry.name.lower(), entry)
    return {
        "source": "SRD 5.1",
        "license": "CC-BY-4.0",
        "attribution": ATTRIBUTION,
        "built_from": {"file": pdf.name, "sha256": sha256},
        "monsters": [entry_to_dict(unique[k]) for k in sorted(unique)],
    }


def parse_pages(text: str) -> list[int]:
    """``"261-270"`` → [261 … 270]."""
    first, _, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def main(argv: list[str] | None = None) -> int:
    """Build the catalog and print how many monsters it holds."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pdf", type=Path, default=DEFAULT_PDF)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--pages", default=f"{MONSTER_PAGES[0]}-{MONSTER_PAGES[1]}")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)

    from converter.detect.statblocks import find_statblocks
    from converter.read.extract import read_pdf

    document = read_pdf(args.pdf, jobs=args.jobs, pages=parse_pages(args.pages))
    statblocks, problems = find_statblocks(document)
    tables = load_tables()
    entries = [statblock_to_entry(sb, tables) for sb in statblocks if sb.style.startswith("5e")]
    data = catalog_document(entries, args.pdf, document.sha256)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=1, ensure_ascii=False, sort_keys=False) + "\n"
    tmp = args.out.with_suffix(".json.tmp")
    tmp.write_text(text, "utf-8")
    tmp.replace(args.out)
    monsters = data["monsters"]
    count = len(monsters) if isinstance(monsters, list) else 0
    print(f"{args.out}: {count} monsters from {len(statblocks)} blocks, {len(problems)} problems")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
