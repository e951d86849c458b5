"""Creature cases as data: ``tests/data/creatures/*.yaml`` (format in its README.md).

Each case gives an area's text (and the module's stat-block names) and the creatures, with
their counts, that ``text_to_creatures`` must find in it; a case with the area's ``name`` is
read as ``area_to_creatures`` reads an area, in each of its ``wordings`` too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from converter.detect.creatures import area_to_creatures, text_to_creatures
from converter.models import Area, Source

CASES = sorted((Path(__file__).parent / "data" / "creatures").glob("*.yaml"))


def _found(case: dict, name: str | None, text: str) -> dict[str, int | None]:
    known = tuple(case.get("known", ()))
    if name is not None:
        area = Area("1", name, 1, text, Source("case.pdf", 1))
        return {m.name: m.count for m in area_to_creatures(area, known, ())}
    found = text_to_creatures(
        text,
        Source("case.pdf", 1),
        known,
        local_names=tuple(case.get("local", ())),
        lower_case_lists=bool(case.get("lower_case_lists", False)),
    )
    return {m.name: m.count for m in found}


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_creature_case(path: Path) -> None:
    case = yaml.safe_load(path.read_text("utf-8"))
    assert _found(case, case.get("name"), case["text"]) == case["creatures"]
    for wording in case.get("wordings", ()):
        expected = wording.get("creatures", case["creatures"])
        assert _found(case, wording["name"], wording["text"]) == expected, wording
