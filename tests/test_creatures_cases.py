"""Creature cases as data: ``tests/data/creatures/*.yaml`` (format in its README.md).

Each case gives an area's text (and the module's stat-block names) and the creatures, with
their counts, that ``text_to_creatures`` must find in it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from converter.detect.creatures import text_to_creatures
from converter.models import Source

CASES = sorted((Path(__file__).parent / "data" / "creatures").glob("*.yaml"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_creature_case(path: Path) -> None:
    case = yaml.safe_load(path.read_text("utf-8"))
    found = text_to_creatures(
        case["text"],
        Source("case.pdf", 1),
        tuple(case.get("known", ())),
        local_names=tuple(case.get("local", ())),
        lower_case_lists=bool(case.get("lower_case_lists", False)),
    )
    assert {m.name: m.count for m in found} == case["creatures"]
