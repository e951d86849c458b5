"""Creature cases as data: ``tests/data/creatures/*.yaml`` (format in its README.md).

Each case gives an area's text (and the module's stat-block names) and the creatures, with
their counts, that ``text_to_creatures`` must find in it; a case with the area's ``name`` is
read as ``area_to_creatures`` reads an area, in each of its ``wordings`` too; a case with
the texts of the module's other areas (``elsewhere``) is read by the module's creature stage,
``find_creatures``, over them all.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from converter.detect.creatures import area_to_creatures, text_to_creatures
from converter.detect.creatures_stage import find_creatures
from converter.models import Area, CreatureMention, Source

CASES = sorted((Path(__file__).parent / "data" / "creatures").glob("*.yaml"))


def _found(
    case: dict,
    name: str | None,
    text: str,
    elsewhere: list[str] | None = None,
    listed_items: list[dict] | None = None,
) -> dict[str, int | None]:
    known = tuple(case.get("known", ()))
    if elsewhere:
        # the module's creature stage over this area and the others (no stat blocks)
        areas = [Area("1", name or "Room", 1, text, Source("case.pdf", 1))]
        areas += [
            Area(str(i + 2), "Room", 1, other, Source("case.pdf", 1))
            for i, other in enumerate(elsewhere)
        ]
        return {m.name: m.count for m in find_creatures(areas, ())[0].creatures}
    if name is not None:
        source = Source("case.pdf", 1)
        # the creatures the area's own list names (a "Creatures:" field), count as printed
        listed = tuple(
            CreatureMention(item["name"], item.get("count"), item.get("count_text", ""), source)
            for item in listed_items
        )
        area = Area("1", name, 1, text, source, creatures=listed)
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
    elsewhere = case.get("elsewhere")
    listed = case.get("listed", [])
    found = _found(case, case.get("name"), case["text"], elsewhere, listed)
    assert found == case["creatures"]
    for wording in case.get("wordings", ()):
        expected = wording.get("creatures", case["creatures"])
        found = _found(
            case,
            wording["name"],
            wording["text"],
            wording.get("elsewhere", elsewhere),
            wording.get("listed", listed),
        )
        assert found == expected, wording
