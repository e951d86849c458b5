"""D&MD characters: the record, its checks, loading from YAML and rolling a new one."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from dmd_rules.errors import InputFileError, SchemaError

ATTRIBUTES = ("STR", "DEX", "CON", "INT", "WIS", "CHA")
ABILITY_POINTS = 15
COSTS = {"major": 3, "minor": 1}
MAX_MOTIVES = 3
SCHEMA_DIR = Path(str(resources.files("dmd_schemas")))
SCHEMA_COMMENT = "# yaml-language-server: $schema=../../schemas/character.schema.json"


@dataclass(frozen=True)
class Ability:
    """A major (d12, 3 points) or minor (d8, 1 point) ability, possibly special gear.

    ``tags`` are free words the playtest policy matches against obstacle kinds, names,
    weaknesses and threats to decide when the ability applies.
    """

    name: str
    kind: str  # major | minor
    gear: bool = False
    tags: tuple[str, ...] = ()

    @property
    def die(self) -> int:
        """The die the ability adds to a pool."""
        return 12 if self.kind == "major" else 8

    @property
    def cost(self) -> int:
        """The ability points it costs."""
        return COSTS[self.kind]


# What common normal gear is good for, beyond the words of its name.
NORMAL_GEAR_TAGS: dict[str, tuple[str, ...]] = {
    "longbow": ("creature", "ranged"),
    "bow": ("creature", "ranged"),
    "sword": ("creature", "slashing"),
    "shield": ("creature", "outnumbered"),
    "lantern": ("dark", "darkness", "puzzle"),
    "torch": ("dark", "darkness", "fire"),
    "rope": ("hazard", "trap", "huge"),
    "grapnel": ("hazard", "huge"),
    "crowbar": ("door", "lock"),
    "holy symbol": ("undead", "fiend", "radiant"),
    "thieves' tools": ("door", "lock", "trap"),
    "healer's kit": ("poison",),
}


def default_gear_tags(name: str) -> tuple[str, ...]:
    """Tags of a gear item named without tags: its words, plus the built-in table's."""
    lowered = name.casefold()
    words = lowered.replace("-", " ").split()
    extra = [t for key, tags in NORMAL_GEAR_TAGS.items() if key in lowered for t in tags]
    return tuple(dict.fromkeys(words + extra))


@dataclass(frozen=True)
class Gear:
    """Normal gear: free, and a bonus d8 "under the right circumstances" (a tag fits)."""

    name: str
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Character:
    """A player character. ``attributes`` pairs each of the six names with its score."""

    name: str
    attributes: tuple[tuple[str, int], ...]
    backgrounds: tuple[str, ...]
    abilities: tuple[Ability, ...]
    motives: tuple[str, ...]
    rolled: tuple[int, ...] = ()
    gear: tuple[Gear, ...] = ()

    def attribute(self, name: str) -> int:
        """The score of one attribute (``STR`` …)."""
        return dict(self.attributes)[name]

    def ability(self, name: str) -> Ability | None:
        """The ability called ``name`` (case-insensitive), or ``None``."""
        wanted = name.casefold()
        return next((a for a in self.abilities if a.name.casefold() == wanted), None)


@cache
def load_schema(name: str) -> dict[str, Any]:
    """Load a bundled JSON Schema (``character``, ``party``, ``encounter``)."""
    path = SCHEMA_DIR / f"{name}.schema.json"
    try:
        schema: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise SchemaError(f"bundled schema {path.name} cannot be read: {exc}") from exc
    return schema


def schema_errors(document: object, schema_name: str) -> list[str]:
    """Every JSON Schema violation of ``document`` as ``path: message`` lines."""
    import jsonschema
    from referencing import Registry, Resource

    bundled = [load_schema(name) for name in ("character", "party")]
    registry: Registry[Any] = Registry().with_resources(
        (schema["$id"], Resource.from_contents(schema)) for schema in bundled
    )
    validator = jsonschema.Draft202012Validator(load_schema(schema_name), registry=registry)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    return [f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}" for e in errors]


def character_rule_errors(character: Character) -> list[str]:
    """The D&MD rules a schema cannot express, as readable reasons (empty when valid)."""
    reasons: list[str] = []
    spent = sum(a.cost for a in character.abilities)
    if spent != ABILITY_POINTS:
        reasons.append(f"abilities cost {spent} points; a character has exactly {ABILITY_POINTS}")
    if not 1 <= len(character.motives) <= MAX_MOTIVES:
        reasons.append(f"{len(character.motives)} motives; a character has 1 to {MAX_MOTIVES}")
    names = Counter(a.name.casefold() for a in character.abilities)
    doubled = sorted(name for name, n in names.items() if n > 1)
    if doubled:
        reasons.append(f"ability named twice: {', '.join(doubled)}")
    if character.rolled:
        scores = sorted(v for _, v in character.attributes)
        if scores != sorted(character.rolled):
            reasons.append(
                f"attributes {scores} are not an assignment of the rolled scores "
                f"{sorted(character.rolled)}"
            )
    return reasons


def mapping_to_character(data: dict[str, Any]) -> Character:
    """Turn a schema-valid character mapping into a ``Character`` (no rule checks)."""
    attributes = tuple((name, int(data["attributes"][name])) for name in ATTRIBUTES)
    abilities = tuple(
        Ability(
            name=a["name"],
            kind=a["kind"],
            gear=bool(a.get("gear", False)),
            tags=tuple(t.casefold() for t in a.get("tags", ())),
        )
        for a in data["abilities"]
    )
    return Character(
        name=data["name"],
        attributes=attributes,
        backgrounds=tuple(data["backgrounds"]),
        abilities=abilities,
        motives=tuple(data["motives"]),
        rolled=tuple(data.get("rolled", ())),
        gear=tuple(_gear(item) for item in data.get("gear", ())),
    )


def _gear(item: str | dict[str, Any]) -> Gear:
    if isinstance(item, str):
        return Gear(item, default_gear_tags(item))
    return Gear(item["name"], tuple(t.casefold() for t in item.get("tags", ())))


def document_to_character(data: object, label: str) -> Character:
    """Check a loaded document against the schema and the rules; raise ``SchemaError``."""
    problems = schema_errors(data, "character")
    if not problems:
        assert isinstance(data, dict)
        character = mapping_to_character(data)
        problems = character_rule_errors(character)
        if not problems:
            return character
    raise SchemaError(f"{label}: invalid character: {problems[0]}")


def read_yaml(path: Path) -> object:
    """``yaml.safe_load`` a file, turning unreadable files into ``InputFileError``."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputFileError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise SchemaError(f"{path}: not valid YAML: {str(exc).splitlines()[0]}") from exc


def load_character(path: Path) -> Character:
    """Load and check a character file."""
    return document_to_character(read_yaml(path), str(path))


def character_to_mapping(character: Character) -> dict[str, Any]:
    """The YAML-ready mapping of a character (the inverse of ``mapping_to_character``)."""
    data: dict[str, Any] = {"kind": "character", "name": character.name}
    if character.rolled:
        data["rolled"] = list(character.rolled)
    data["attributes"] = dict(character.attributes)
    data["backgrounds"] = list(character.backgrounds)
    data["abilities"] = [
        {"name": a.name, "kind": a.kind, "gear": a.gear, "tags": list(a.tags)}
        for a in character.abilities
    ]
    data["motives"] = list(character.motives)
    if character.gear:
        data["gear"] = [
            g.name
            if g.tags == default_gear_tags(g.name)
            else {"name": g.name, "tags": list(g.tags)}
            for g in character.gear
        ]
    return data


def character_to_yaml(character: Character) -> str:
    """Write a character as YAML with the schema comment on the first line."""
    body = yaml.safe_dump(character_to_mapping(character), sort_keys=False, allow_unicode=True)
    return f"{SCHEMA_COMMENT}\n{body}"


def roll_attribute(rng: random.Random) -> int:
    """One attribute score: 4d3 − 7 (−3 … +5)."""
    return sum(rng.randint(1, 3) for _ in range(4)) - 7
