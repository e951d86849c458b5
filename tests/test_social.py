"""NPCs and social obstacles (issue #11, item 5) from the cases of
``tests/data/mapping/social.yaml``: a person who asks, trades, guides or bargains is an obstacle
of kind ``social`` (OR from the stakes, threats from what goes wrong, wants listed), not a
fight."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from test_mapping_review import convert, mention

from converter.mapping.social import social_rules
from converter.models import Source, StatBlock
from converter.write.yaml_files import encounter_to_dict

CASES = yaml.safe_load(
    (Path(__file__).parent / "data" / "mapping" / "social.yaml").read_text("utf-8")
)["cases"]
SRC = Source("module.pdf", 4)


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_social_case(case: dict[str, Any]) -> None:
    creatures = case.get("creatures", {})
    blocks = tuple(
        StatBlock(name.title(), 4, "bx", SRC, hit_dice=hd) for name, hd in creatures.items()
    )
    encounter = convert(case["text"], *(mention(n, 1, "a") for n in creatures), blocks=blocks)
    social = {
        o.name: {
            "rating": o.rating,
            "wants": [[w.kind, w.what] for w in o.wants],
            "threats": [t.name for t in o.threats],
        }
        for o in encounter.obstacles
        if o.kind == "social"
    }
    assert social == case["social"]
    if "fights" in case:
        assert [o.name for o in encounter.obstacles if o.kind == "creature"] == case["fights"]
    for obstacle in encounter.obstacles:
        if obstacle.kind == "social":
            assert (
                obstacle.why.startswith(f"{obstacle.name} ")
                and "(table social_cues, " in obstacle.why
            )
            assert "→ OR " in obstacle.why  # the stakes, as the table rates them
            assert all("table social_cues" in w.why and w.page == 4 for w in obstacle.wants)


def test_a_person_who_fights_alone_keeps_the_fight_in_the_why_and_its_block() -> None:
    block = StatBlock("Ferryman", 4, "bx", SRC, hit_dice="1")
    encounter = convert(
        "A ferryman dozes in his boat. He will lead you across the river for 5 gp.",
        mention("ferryman", 1, "a"),
        blocks=(block,),
    )
    (obstacle,) = encounter.obstacles
    assert obstacle.kind == "social" and obstacle.statblock == "Ferryman"
    assert "as a fight: OR 2 (stat block 'Ferryman')" in obstacle.why
    assert [c.name for c in encounter.creatures] == ["ferryman"]  # still there, counted once
    schema = json.loads(resources.files("schemas").joinpath("encounter.schema.json").read_text())
    jsonschema.Draft202012Validator(schema).validate(encounter_to_dict(encounter))


def test_the_cue_phrases_are_data() -> None:
    rules = social_rules()
    assert rules.makes_social == {"asks", "trades", "guides", "bargains"}
    assert all("(?P<what>" in cue.regex.pattern for cue in rules.cues)


def test_the_rules_engine_plays_a_social_obstacle_with_charisma() -> None:
    from dmd_rules.policy import ATTRIBUTES_BY_KIND

    assert ATTRIBUTES_BY_KIND["social"] == ("CHA", "WIS")
