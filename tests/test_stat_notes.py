"""Stat-line notes become threats, strengths and weaknesses, from the cases in
``tests/data/mapping/stat_notes.yaml`` (data) and the trait table (``rules/tables``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from converter.mapping.creatures import statblock_to_profile
from converter.mapping.tables import Tables, load_tables
from converter.models import BBox, Source, StatBlock

CASES = yaml.safe_load(
    (Path(__file__).parent / "data" / "mapping" / "stat_notes.yaml").read_text("utf-8")
)["cases"]
SOURCE = Source("notes.pdf", 2, BBox(0, 0, 10, 10))
TUPLES = ("special", "features", "immunities", "resistances", "vulnerabilities")


@pytest.fixture(scope="module")
def tables() -> Tables:
    return load_tables()


def _block(fields: dict[str, Any]) -> StatBlock:
    values = {k: tuple(v) if k in TUPLES else v for k, v in fields.items()}
    return StatBlock(page=2, source=SOURCE, **values)


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_stat_line_notes(case: dict[str, Any], tables: Tables) -> None:
    profile = statblock_to_profile(_block(case["block"]), tables)
    threats = {t.name: t.rating for t in profile.threats}
    strengths = {q.name: list(q.cancelled_by) for q in profile.strengths}
    weaknesses = {q.name for q in profile.weaknesses}
    if "threats" in case:
        assert threats == case["threats"]
    for name, cancelled_by in case.get("strengths", {}).items():
        assert strengths.get(name) == cancelled_by, (name, strengths)
    for name in case.get("weaknesses", []):
        assert name in weaknesses
    named = set(threats) | set(strengths) | weaknesses
    assert not named & set(case.get("absent", []))
    for quality in (*profile.threats, *profile.strengths, *profile.weaknesses):
        assert case["block"]["name"] in quality.why  # each says where it was read
