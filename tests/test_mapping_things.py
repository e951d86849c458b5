"""Things printed with stats become ``object`` obstacles (``tests/data/mapping/things_with_stats.yaml``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from test_mapping_review import convert, mention

from converter.mapping.tables import load_tables
from converter.models import Source, StatBlock
from converter.write.yaml_files import encounter_to_dict

CASES = yaml.safe_load(
    (Path(__file__).parent / "data" / "mapping" / "things_with_stats.yaml").read_text("utf-8")
)["cases"]
SCHEMA = json.loads(
    (Path(__file__).parents[1] / "schemas" / "encounter.schema.json").read_text("utf-8")
)
SRC = Source("module.pdf", 4)
HP_TO_OR = load_tables().or_tables["thing_hp_to_or"]


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_things_with_stats(case: dict[str, Any]) -> None:
    creatures = case.get("creatures", {})
    blocks = tuple(
        StatBlock(name.title(), 4, "bx", SRC, hit_dice=hd) for name, hd in creatures.items()
    )
    encounter = convert(case["text"], *(mention(n, 2, "two") for n in creatures), blocks=blocks)
    kind = case.get("kind", "object")
    objects = {o.name: o for o in encounter.obstacles if o.source is not None}
    assert sorted(objects) == sorted(case["objects"])
    for name, hp in case["objects"].items():
        obstacle = objects[name]
        assert obstacle.kind == kind
        assert obstacle.rating == HP_TO_OR.lookup(hp)
        assert f"hp {hp} → OR {obstacle.rating} (table thing_hp_to_or)" in obstacle.why
        assert obstacle.source is not None and obstacle.source.page == 4
    found = {o.name: [a.how for a in o.avoid] for o in objects.values() if o.avoid}
    assert found == case.get("avoid", {})
    fought = {o.statblock for o in encounter.obstacles if o.kind == "creature"}
    assert fought == {name.title() for name in creatures}  # the creature stays a creature
    jsonschema.Draft202012Validator(SCHEMA).validate(encounter_to_dict(encounter))


def test_the_scale_counts_blows_of_seven_and_a_half() -> None:
    """One OR per 7.5 hit points (a d8 weapon with +3), rounded up, from 1 to 12."""
    for hp in range(0, 120):
        expected = min(12, max(1, -(-hp * 2 // 15)))
        assert HP_TO_OR.lookup(hp) == expected, hp


def test_an_object_without_a_source_is_refused_nothing_but_a_bad_source_is() -> None:
    encounter = convert("A barred door (AC 15, hp 18) bars the way.")
    data = encounter_to_dict(encounter)
    jsonschema.Draft202012Validator(SCHEMA).validate(data)
    data["obstacles"][0]["source"] = {"file": "m.pdf"}  # no page
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.Draft202012Validator(SCHEMA).validate(data)
    data["obstacles"][0]["kind"] = "thing"
    data["obstacles"][0]["source"] = {"file": "m.pdf", "page": 4}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.Draft202012Validator(SCHEMA).validate(data)
