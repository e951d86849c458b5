"""Loading what the rules engine plays: encounter YAML (as emitted) and party files."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dmd_rules.character import Character, document_to_character, load_character, read_yaml
from dmd_rules.errors import SchemaError, UsageError
from dmd_rules.values import Obstacle, Quality, Threat

DEFAULT_PARTY_DANGER = 1
DEFAULT_MAX_ROUNDS = 30


@dataclass(frozen=True)
class PlayableEncounter:
    """The parts of an encounter the rules engine needs."""

    name: str
    obstacles: tuple[Obstacle, ...]
    threats: tuple[Threat, ...]

    def obstacle(self, obstacle_id: str) -> Obstacle:
        """The obstacle with ``obstacle_id``; ``UsageError`` listing the ids otherwise."""
        for obstacle in self.obstacles:
            if obstacle.id == obstacle_id:
                return obstacle
        known = ", ".join(o.id for o in self.obstacles) or "none"
        home = self.threat_home(obstacle_id)
        hint = (
            f"; {obstacle_id} is a threat of {home.id}: --action move-and-act --act avoid "
            f"(or remove) --threat {obstacle_id}"
            if home is not None
            else ""
        )
        raise UsageError(f"no obstacle {obstacle_id!r} in {self.name} (obstacles: {known}){hint}")

    def threat_home(self, threat_name: str) -> Obstacle | None:
        """The first obstacle a threat called ``threat_name`` presses on (situation threats: any)."""
        wanted = threat_name.casefold()
        for obstacle in self.obstacles:
            if any(t.name.casefold() == wanted for t in obstacle.threats):
                return obstacle
        if any(t.name.casefold() == wanted for t in self.threats) and self.obstacles:
            return self.obstacles[0]
        return None


@dataclass(frozen=True)
class Party:
    """The characters of a playtest and the players' shared choices."""

    members: tuple[Character, ...]
    danger_dice: int = DEFAULT_PARTY_DANGER
    max_rounds: int = DEFAULT_MAX_ROUNDS
    name: str = "party"


def _ways(data: dict[str, Any]) -> tuple[str, ...]:
    return tuple(str(a["how"]) for a in data.get("avoid", ()))


def _threat(data: dict[str, Any]) -> Threat:
    return Threat(data["name"], int(data["rating"]), _ways(data), data.get("foe"))


def _quality(data: dict[str, Any]) -> Quality:
    return Quality(data["name"], tuple(data.get("cancelled_by", ())))


def mapping_to_encounter(data: dict[str, Any], name: str) -> PlayableEncounter:
    """Turn a schema-valid encounter mapping into a ``PlayableEncounter``."""
    obstacles = tuple(
        Obstacle(
            id=o["id"],
            name=o["name"],
            rating=int(o["rating"]),
            kind=o["kind"],
            threats=tuple(_threat(t) for t in o["threats"]),
            weaknesses=tuple(_quality(q) for q in o["weaknesses"]),
            strengths=tuple(_quality(q) for q in o["strengths"]),
            statblock=o.get("statblock"),
            avoid=_ways(o),
            after=o.get("after"),
        )
        for o in data["obstacles"]
    )
    location = data["location"]
    label = (
        f"{location.get('key')}. {location['name']}" if location.get("key") else location["name"]
    )
    # A threat with a trigger is reinforcements still to come: not in play until it triggers.
    threats = tuple(_threat(t) for t in data["threats"] if not t.get("trigger"))
    return PlayableEncounter(name=label or name, obstacles=obstacles, threats=threats)


def load_encounter(path: Path) -> PlayableEncounter:
    """Load and schema-check an encounter file; ``SchemaError`` names the file."""
    import jsonschema

    from dmd_rules.character import load_schema

    data = read_yaml(path)
    validator = jsonschema.Draft202012Validator(load_schema("encounter"))
    error = next(iter(sorted(validator.iter_errors(data), key=lambda e: list(e.path))), None)
    if error is not None:
        where = "/".join(map(str, error.absolute_path)) or "(top)"
        raise SchemaError(f"{path}: invalid encounter: {where}: {error.message}")
    assert isinstance(data, dict)
    return mapping_to_encounter(data, path.stem)


def load_party(path: Path) -> Party:
    """Load a party file; members are character files (relative to it) or inline."""
    from dmd_rules.character import schema_errors

    data = read_yaml(path)
    problems = schema_errors(data, "party")
    if problems:
        raise SchemaError(f"{path}: invalid party: {problems[0]}")
    assert isinstance(data, dict)
    members = []
    for index, member in enumerate(data["members"]):
        if isinstance(member, str):
            members.append(load_character(path.parent / member))
        else:
            members.append(document_to_character(member, f"{path}: members/{index}"))
    return Party(
        members=tuple(members),
        danger_dice=int(data.get("danger_dice", DEFAULT_PARTY_DANGER)),
        max_rounds=int(data.get("max_rounds", DEFAULT_MAX_ROUNDS)),
        name=str(data.get("name", path.stem)),
    )
