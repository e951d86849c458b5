"""Ways around a danger (``avoid``) from the cases of ``tests/data/mapping/ways_around.yaml``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from test_mapping_review import convert, mention

from converter.models import Source, StatBlock

CASES = yaml.safe_load(
    (Path(__file__).parent / "data" / "mapping" / "ways_around.yaml").read_text("utf-8")
)["cases"]
SRC = Source("module.pdf", 4)


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_ways_around(case: dict[str, Any]) -> None:
    creatures = case.get("creatures", {})
    blocks = tuple(
        StatBlock(name.title(), 4, "bx", SRC, hit_dice=hd) for name, hd in creatures.items()
    )
    encounter = convert(case["text"], *(mention(n, 1, "a") for n in creatures), blocks=blocks)
    found = {o.name: [a.how for a in o.avoid] for o in encounter.obstacles if o.avoid}
    assert found == case["avoid"]
    for obstacle in encounter.obstacles:
        for way in obstacle.avoid:
            assert "table avoid_patterns" in way.why and way.page == 4
    threats = {t.name: [a.how for a in t.avoid] for t in encounter.threats if t.avoid}
    assert threats == case.get("threat_avoid", {})
    hazards = {h.name: h.avoid for h in encounter.hazards}
    for obstacle in encounter.obstacles:
        if obstacle.kind in ("trap", "hazard"):  # its hazard lists the same ways
            assert hazards[obstacle.name.lower()] == obstacle.avoid
