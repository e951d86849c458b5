"""GM overrides add and adjust the social obstacles and the objects the mapping emits: an
added social obstacle with its wants, an added object, a want added to a person, a kind
changed; the schema and the rules of use refuse what cannot apply (wants on a thing, a want
for a fight), and the example file of tests/schemas/valid applies to a conversion whole."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import jsonschema
import pytest
import yaml
from stages import encounters_of

from converter.dmd_models import Encounter, Obstacle
from converter.errors import OverridesError
from converter.mapping.catalog import make_catalog
from converter.mapping.overrides import apply_overrides, load_overrides, overrides_from_data
from converter.mapping.tables import load_tables
from converter.models import Area, CreatureMention, Source, StatBlock
from converter.validate.files import load_schemas
from converter.validate.schemas import compile_schema
from converter.write.yaml_files import encounter_to_dict

SRC = Source("m.pdf", 2)
CASES = Path(__file__).resolve().parent / "schemas"
WENNA = (
    "Old Wenna sits by the fire. She asks the party to find her lost goat in the marsh and "
    "offers a healing potion in return for it. If the party refuses, she curses them."
)


def encounters(hut: str = WENNA) -> tuple[Encounter, ...]:
    ferryman = StatBlock("Ferryman", 2, "bx", SRC, hit_dice="1", ac=7)
    areas = [
        Area("2", "Hut", 2, hut, SRC),
        Area(
            "4",
            "Ferry landing",
            2,
            "A ferryman waits by his boat. A barred door (AC 15, hp 18) closes the boathouse. "
            "A rotten wooden chest (AC 11, HP 5) lies in the reeds.",
            SRC,
            creatures=(CreatureMention("ferryman", 1, "a", SRC),),
        ),
    ]
    found, _ = encounters_of(
        areas, [ferryman], tables=load_tables(), catalog=make_catalog([]), file="m.pdf"
    )
    return found


def apply(*entries: dict, hut: str = WENNA) -> tuple[Encounter, ...]:
    return apply_overrides(encounters(hut), overrides_from_data({"overrides": list(entries)}))


def _obstacles(encounter: Encounter) -> dict[str, Obstacle]:
    return {o.id: o for o in encounter.obstacles}


def _schema_errors(encounter: Encounter) -> list[str]:
    schema = json.loads((resources.files("dmd_schemas") / "encounter.schema.json").read_text())
    validator = jsonschema.Draft202012Validator(schema)
    return [e.message for e in validator.iter_errors(encounter_to_dict(encounter))]


def test_the_mapping_emits_both_kinds_the_overrides_adjust() -> None:
    hut, landing = encounters()
    assert {o.kind for o in hut.obstacles} == {"social"}
    assert "object" in {o.kind for o in landing.obstacles}


def test_an_added_social_obstacle_keeps_its_wants_and_an_added_object_its_kind() -> None:
    hut, landing = apply(
        {
            "match": {"area": "4"},
            "set": {
                "add_obstacle": {
                    "name": "Ferryman's daughter",
                    "rating": 3,
                    "kind": "social",
                    "wants": [
                        {"kind": "asks", "what": "passage to the city"},
                        {"kind": "fears", "what": "her father"},
                    ],
                }
            },
            "reason": "She is in the read-aloud text only",
        },
        {
            "match": {"area": "2"},
            "set": {"add_obstacle": {"name": "Rusted portcullis", "rating": 5, "kind": "object"}},
            "reason": "The map shows a portcullis the key forgets",
        },
    )
    daughter = _obstacles(landing)["ferryman-s-daughter"]
    assert (daughter.kind, daughter.rating) == ("social", 3)
    wants = [(w.kind, w.what, w.why) for w in daughter.wants]
    assert wants == [
        ("asks", "passage to the city", "She is in the read-aloud text only (GM override)"),
        ("fears", "her father", "She is in the read-aloud text only (GM override)"),
    ]
    portcullis = _obstacles(hut)["rusted-portcullis"]
    assert (portcullis.kind, portcullis.wants) == ("object", ())
    assert _schema_errors(hut) == [] and _schema_errors(landing) == []


def test_a_mapped_person_and_thing_are_adjusted() -> None:
    hut, landing = apply(
        {
            "match": {"area": "2", "obstacle": "Old Wenna"},
            "set": {"add_want": {"kind": "likes", "what": "honey"}},
            "reason": "She keeps bees behind the hut",
        },
        {
            "match": {"area": "2", "obstacle": "old-wenna"},
            "set": {"rating": 2},
            "reason": "The goat is easy to find in this version",
        },
        {
            "match": {"area": "4", "obstacle": "Rotten wooden chest"},
            "set": {"rating": 2},
            "reason": "Its lid is nailed shut",
        },
        {
            "match": {"area": "4", "obstacle": "barred door"},
            "set": {"kind": "object"},
            "reason": "The bar is nailed on: it must be broken, not picked",
        },
    )
    (wenna,) = hut.obstacles
    assert wenna.wants[-1].kind == "likes" and wenna.wants[-1].what == "honey"
    assert wenna.wants[-1].why == "She keeps bees behind the hut (GM override)"
    assert len(wenna.wants) > 1  # the wants the mapping read are kept
    assert wenna.rating == 2 and "(GM override; was: OR 4" in wenna.why
    found = _obstacles(landing)
    assert found["rotten-wooden-chest"].rating == 2
    door = found["barred-door"]
    assert door.kind == "object"
    assert "(GM override; was: kind door: " in door.why
    assert _schema_errors(hut) == [] and _schema_errors(landing) == []


def test_a_fight_becomes_a_person_before_it_takes_a_want() -> None:
    want = {
        "match": {"area": "4", "obstacle": "ferryman"},
        "set": {"add_want": {"kind": "trades", "what": "a crossing for a silver piece"}},
        "reason": "He ferries anyone who pays",
    }
    with pytest.raises(
        OverridesError, match="needs a social obstacle.*'Ferryman' is of kind creature"
    ):
        apply(want)
    talk = {
        "match": {"area": "4", "obstacle": "ferryman"},
        "set": {"kind": "social"},
        "reason": "The ferryman talks before he fights",
    }
    _, landing = apply(talk, want)
    ferryman = _obstacles(landing)["ferryman"]
    assert ferryman.kind == "social"
    assert [w.what for w in ferryman.wants] == ["a crossing for a silver piece"]


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (
            {"match": {"area": "2"}, "set": {"add_want": {"kind": "likes", "what": "x"}}},
            "needs an obstacle",
        ),
        (
            {
                "match": {"area": "2", "obstacle": "old-wenna", "threat": "Turns hostile"},
                "set": {"add_want": {"kind": "likes", "what": "x"}},
            },
            "needs an obstacle \\(and no threat\\)",
        ),
        ({"match": {"area": "4"}, "set": {"kind": "object"}}, "needs an obstacle"),
        (
            {
                "match": {"area": "4"},
                "set": {
                    "add_obstacle": {
                        "name": "Chest",
                        "rating": 1,
                        "kind": "object",
                        "wants": [{"kind": "asks", "what": "a key"}],
                    }
                },
            },
            "'social' was expected",
        ),
        ({"match": {"area": "4", "obstacle": "ferryman"}, "set": {"kind": "npc"}}, "is not one of"),
    ],
)
def test_what_cannot_apply_is_refused_before_use(entry: dict, message: str) -> None:
    with pytest.raises(OverridesError, match=message):
        overrides_from_data({"overrides": [{**entry, "reason": "because"}]})


def test_the_compiled_check_agrees_on_wants_without_a_person() -> None:
    schemas = load_schemas()
    check = compile_schema(schemas.by_name["overrides.schema.json"], schemas.registry)
    assert check is not None
    for folder, stem, valid in [
        ("valid", "overrides-social-object", True),
        ("invalid", "overrides-wants-without-social", False),
        ("invalid", "overrides-bad-want", False),
    ]:
        data = yaml.safe_load((CASES / folder / f"{stem}.yaml").read_text("utf-8"))
        assert check(data) is valid
        assert schemas.validator("overrides.schema.json").is_valid(data) is valid


def test_the_example_file_applies_to_a_conversion(tmp_path: Path) -> None:
    path = tmp_path / "overrides.yaml"
    path.write_text((CASES / "valid" / "overrides-social-object.yaml").read_text("utf-8"))
    hut, landing = apply_overrides(encounters("A muddy hut by the marsh."), load_overrides(path))
    wenna = _obstacles(hut)["old-wenna"]
    assert [w.kind for w in wenna.wants] == ["asks", "fears", "likes"]
    assert _obstacles(hut)["rusted-portcullis"].kind == "object"
    assert _obstacles(landing)["ferryman"].kind == "social"
    assert _obstacles(landing)["barred-door"].rating == 2
