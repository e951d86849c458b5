"""Characters: rolling, the schema, the rules a schema cannot say, and the reasons given."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
import yaml

from dmd_rules.backgrounds import roll_character
from dmd_rules.character import (
    ABILITY_POINTS,
    ATTRIBUTES,
    character_rule_errors,
    character_to_mapping,
    character_to_yaml,
    document_to_character,
    load_character,
    roll_attribute,
    schema_errors,
)
from dmd_rules.errors import SchemaError

SAMPLES = Path(__file__).resolve().parents[1] / "samples"


def valid() -> dict[str, Any]:
    return character_to_mapping(roll_character(random.Random(1), "Test"))


def test_attribute_rolls_cover_4d3_minus_7() -> None:
    rng = random.Random(0)
    seen = {roll_attribute(rng) for _ in range(3000)}
    assert seen == set(range(-3, 6))


@pytest.mark.parametrize("seed", range(30))
def test_rolled_characters_are_legal_and_round_trip(seed: int) -> None:
    pc = roll_character(random.Random(seed), f"PC {seed}", ("DEX", "WIS"))
    assert character_rule_errors(pc) == []
    assert sum(a.cost for a in pc.abilities) == ABILITY_POINTS
    assert pc.attribute("DEX") == max(pc.rolled)
    text = character_to_yaml(pc)
    assert text.startswith("# yaml-language-server: $schema=")
    assert document_to_character(yaml.safe_load(text), "x") == pc


def test_samples_are_valid() -> None:
    for path in sorted((SAMPLES / "characters").glob("*.yaml")):
        assert load_character(path).motives


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d["abilities"].append({"name": "Extra", "kind": "minor"}), "16 points"),
        (lambda d: d["abilities"].pop(), "points"),
        (lambda d: d.update(motives=[]), "motives"),
        (lambda d: d.update(motives=["a", "b", "c", "d"]), "motives"),
        (lambda d: d["attributes"].update(STR=6), "STR"),
        (lambda d: d["attributes"].pop("CHA"), "CHA"),
        (lambda d: d.update(rolled=[5, 5, 5, 5, 5, 5]), "rolled scores"),
        (lambda d: d["abilities"][0].update(kind="legendary"), "legendary"),
        (lambda d: d.update(backgrounds=[]), "backgrounds"),
    ],
)
def test_invalid_characters_are_rejected_with_the_reason(change: Any, reason: str) -> None:
    data = valid()
    change(data)
    with pytest.raises(SchemaError) as caught:
        document_to_character(data, "pc.yaml")
    assert "pc.yaml: invalid character" in str(caught.value)
    assert reason in str(caught.value)
    assert "\n" not in str(caught.value)


def test_duplicate_ability_names_are_rejected() -> None:
    data = valid()
    data["abilities"][1]["name"] = data["abilities"][0]["name"].upper()
    with pytest.raises(SchemaError, match="ability named twice"):
        document_to_character(data, "pc.yaml")


def test_schema_errors_list_paths() -> None:
    data = valid()
    data["attributes"]["DEX"] = "high"
    assert any(e.startswith("attributes/DEX") for e in schema_errors(data, "character"))
    assert set(valid()["attributes"]) == set(ATTRIBUTES)
