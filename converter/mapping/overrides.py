"""GM overrides: load, validate and apply ``overrides.yaml`` (format: docs/mapping.md).

Each entry matches one area (and an obstacle, threat or creature in it), changes exactly one
thing (an OR, a threat's rating, an added or removed threat, a creature count, a skipped area,
an added obstacle (also a social one with its wants, or an object), weakness, strength, way
around or want, a new name or kind) and carries a ``reason``, which becomes the changed value's
``why``.  Overrides are applied after mapping, so re-running a conversion re-applies them; an
entry that matches nothing is an ``OverridesError`` that names it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path
from typing import Any, cast

import yaml

from converter.dmd_models import Avoid, Encounter, Obstacle, ObstacleKind, Quality, Threat, Want
from converter.errors import OverridesError
from converter.mapping.groups import additional_foes_name
from converter.mapping.numbers import clamp_rating

SCHEMA_RESOURCE = "overrides.schema.json"


@dataclass(frozen=True)
class Override:
    """One validated overrides entry; ``number`` is its 1-based place in the file."""

    number: int
    area: str
    obstacle: str | None
    threat: str | None
    creature: str | None
    change: str  # rating | skipped | count | add_threat | remove | add_obstacle | add_weakness
    # | add_strength | add_avoid | add_want | rename | kind
    value: Any
    reason: str

    def label(self) -> str:
        """How an error names this entry: its number and its match."""
        parts = [f"area: {self.area!r}"] + [
            f"{k}: {v!r}"
            for k, v in (
                ("obstacle", self.obstacle),
                ("threat", self.threat),
                ("creature", self.creature),
            )
            if v is not None
        ]
        return f"override #{self.number} (match {{{', '.join(parts)}}}, set {self.change})"


def overrides_from_data(data: Any, where: str = "overrides") -> tuple[Override, ...]:
    """Validate parsed YAML against ``schemas/overrides.schema.json`` and the rules of use."""
    import jsonschema

    schema = json.loads((resources.files("dmd_schemas") / SCHEMA_RESOURCE).read_text("utf-8"))
    error = jsonschema.exceptions.best_match(
        jsonschema.Draft202012Validator(schema).iter_errors(data)
    )
    if error is not None:
        raise OverridesError(f"{where}: {error.json_path}: {error.message}")
    found = []
    for number, entry in enumerate(data["overrides"], start=1):
        match, change = entry["match"], next(iter(entry["set"]))
        override = Override(
            number,
            str(match["area"]),
            match.get("obstacle"),
            match.get("threat"),
            match.get("creature"),
            change,
            entry["set"][change],
            entry["reason"].strip(),
        )
        problem = _misuse(override)
        if problem:
            raise OverridesError(f"{where}: {override.label()}: {problem}")
        found.append(override)
    return tuple(found)


def _misuse(o: Override) -> str | None:
    if o.change == "skipped" and (o.obstacle or o.threat or o.creature):
        return "skipped applies to a whole area: match only the area"
    if o.change == "count" and o.creature is None:
        return "count needs a creature to match"
    if o.change != "count" and o.creature is not None:
        return "a creature match only takes set: {count: N}"
    if o.change == "rating" and o.obstacle is None and o.threat is None:
        return "rating needs an obstacle or a threat to match"
    if o.change == "remove" and o.obstacle is None and o.threat is None:
        return "remove needs an obstacle or a threat to match"
    if o.change == "add_threat" and o.threat is not None:
        return "add_threat matches an obstacle or the area, not a threat"
    if o.change == "add_obstacle" and (o.obstacle or o.threat):
        return "add_obstacle adds to an area: match only the area"
    if o.change in ("add_weakness", "add_strength") and (o.obstacle is None or o.threat):
        return f"{o.change} needs an obstacle (and no threat) to match"
    if o.change == "add_avoid" and o.obstacle is None and o.threat is None:
        return "add_avoid needs an obstacle or a threat to match"
    if o.change in ("add_want", "kind") and (o.obstacle is None or o.threat):
        return f"{o.change} needs an obstacle (and no threat) to match"
    return None


def load_overrides(path: Path) -> tuple[Override, ...]:
    """Read and validate an overrides file; OverridesError when it cannot be used."""
    try:
        data = yaml.safe_load(path.read_text("utf-8"))
    except OSError as exc:
        raise OverridesError(f"{path}: cannot read the overrides file ({exc})") from exc
    except yaml.YAMLError as exc:
        raise OverridesError(f"{path}: not valid YAML ({exc})") from exc
    return overrides_from_data(data, str(path))


def _same(a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and a.strip().lower() == b.strip().lower()


def _area_matches(encounter: Encounter, area: str) -> bool:
    return _same(encounter.area.key, area) or _same(encounter.area.name, area)


def _obstacle_matches(obstacle: Obstacle, wanted: str | None) -> bool:
    return wanted is None or _same(obstacle.id, wanted) or _same(obstacle.name, wanted)


def _why(reason: str, old: str) -> str:
    return f"{reason} (GM override; was: {old})"


def _set_threats(threats: Sequence[Threat], o: Override) -> tuple[tuple[Threat, ...], int]:
    out, hits = [], 0
    for threat in threats:
        if not _same(threat.name, o.threat):
            out.append(threat)
            continue
        hits += 1
        if o.change == "rating":
            was = f"{threat.name} {threat.rating}: {threat.why}"
            out.append(replace(threat, rating=int(o.value), why=_why(o.reason, was)))
        elif o.change == "rename":
            was = f"named {threat.name!r}: {threat.why}"
            out.append(replace(threat, name=str(o.value), why=_why(o.reason, was)))
        elif o.change == "add_avoid":
            out.append(replace(threat, avoid=(*threat.avoid, _way(o))))
    return tuple(out), hits


def _way(o: Override) -> Avoid:
    return Avoid(str(o.value), f"{o.reason} (GM override)")


def _quality(o: Override) -> Quality:
    value = o.value
    return Quality(
        str(value["name"]), f"{o.reason} (GM override)", None, tuple(value.get("cancelled_by", ()))
    )


def _want(value: Mapping[str, Any], o: Override) -> Want:
    return Want(str(value["kind"]), str(value["what"]), f"{o.reason} (GM override)")


def _changed_obstacle(obstacle: Obstacle, o: Override) -> Obstacle:
    """The matched obstacle after one change (not ``remove``)."""
    if o.change == "add_want":
        # a want is what a person is met with by talking: only a social obstacle has them
        if obstacle.kind != "social":
            raise OverridesError(
                f"{o.label()}: add_want needs a social obstacle, and {obstacle.name!r} is of "
                f"kind {obstacle.kind} (an entry with set: {{kind: social}} before it makes "
                "it one)"
            )
        return replace(obstacle, wants=(*obstacle.wants, _want(o.value, o)))
    if o.change == "kind":
        was = f"kind {obstacle.kind}: {obstacle.why}"
        kind = cast(ObstacleKind, str(o.value))
        return replace(obstacle, kind=kind, why=_why(o.reason, was))
    if o.change == "rating":
        was = f"OR {obstacle.rating}: {obstacle.why}"
        return replace(obstacle, rating=int(o.value), why=_why(o.reason, was))
    if o.change == "add_threat":
        added = Threat(o.value["name"], int(o.value["rating"]), f"{o.reason} (GM override)")
        return replace(obstacle, threats=(*obstacle.threats, added))
    if o.change == "add_weakness":
        return replace(obstacle, weaknesses=(*obstacle.weaknesses, _quality(o)))
    if o.change == "add_strength":
        return replace(obstacle, strengths=(*obstacle.strengths, _quality(o)))
    if o.change == "add_avoid":
        return replace(obstacle, avoid=(*obstacle.avoid, _way(o)))
    if o.change == "rename":  # the id stays, so an obstacle `after` it still follows it
        was = f"named {obstacle.name!r}: {obstacle.why}"
        return replace(obstacle, name=str(o.value), why=_why(o.reason, was))
    return obstacle


def _added_obstacle(encounter: Encounter, o: Override) -> Obstacle:
    from converter.mapping.encounters import slug

    value = o.value
    used = {ob.id for ob in encounter.obstacles}
    base = slug(str(value.get("id") or value["name"]))
    candidate, n = base, 1
    while candidate in used:
        n += 1
        candidate = f"{base}-{n}"
    return Obstacle(
        id=candidate,
        name=str(value["name"]),
        rating=int(value["rating"]),
        kind=value["kind"],
        why=f"{o.reason} (GM override)",
        wants=tuple(_want(w, o) for w in value.get("wants", ())),
    )


def _apply_to_area(encounter: Encounter, o: Override) -> tuple[Encounter, int] | None:
    """The changes that take the area itself: skip, add an obstacle, rename the area."""
    if o.change == "skipped":
        return replace(encounter, skipped=bool(o.value)), 1
    if o.change == "add_obstacle":
        added = _added_obstacle(encounter, o)
        return replace(encounter, obstacles=(*encounter.obstacles, added)), 1
    if o.change == "rename" and o.obstacle is None and o.threat is None:
        return replace(encounter, area=replace(encounter.area, name=str(o.value))), 1
    return None


def _apply_to_encounter(encounter: Encounter, o: Override) -> tuple[Encounter, int]:
    done = _apply_to_area(encounter, o)
    if done is not None:
        return done
    if o.change == "count":
        return _apply_count(encounter, o)
    hits = 0
    obstacles = []
    for obstacle in encounter.obstacles:
        if o.obstacle is None or not _obstacle_matches(obstacle, o.obstacle):
            if o.threat is not None and o.obstacle is None:
                threats, found = _set_threats(obstacle.threats, o)
                hits += found
                obstacle = replace(obstacle, threats=threats)
            obstacles.append(obstacle)
            continue
        if o.threat is not None:
            threats, found = _set_threats(obstacle.threats, o)
            hits += found
            obstacles.append(replace(obstacle, threats=threats))
            continue
        hits += 1
        if o.change == "remove":
            continue
        obstacles.append(_changed_obstacle(obstacle, o))
    threats = encounter.threats
    if o.obstacle is None and o.threat is not None:
        threats, found = _set_threats(threats, o)
        hits += found
    if o.obstacle is None and o.change == "add_threat":
        added = Threat(o.value["name"], int(o.value["rating"]), f"{o.reason} (GM override)")
        threats, hits = (*threats, added), hits + 1
    return replace(encounter, obstacles=tuple(obstacles), threats=threats), hits


def _apply_count(encounter: Encounter, o: Override) -> tuple[Encounter, int]:
    creatures = []
    hits = 0
    for creature in encounter.creatures:
        if _same(creature.name, o.creature):
            hits += 1
            creature = replace(creature, count=int(o.value))
        creatures.append(creature)
    if not hits:
        return encounter, 0
    name = additional_foes_name(str(o.creature))
    obstacles = []
    for obstacle in encounter.obstacles:
        leader = obstacle.kind == "creature" and (
            _same(obstacle.name, o.creature)
            or _same(obstacle.statblock, _statblock_of(o, creatures))
        )
        threats = [t for t in obstacle.threats if not _same(t.name, name)]
        had = len(threats) != len(obstacle.threats)
        if leader or had:
            extra = int(o.value) - (1 if leader else 0)
            if extra >= 1:
                rating, why = clamp_rating(extra, _why(o.reason, f"count {o.value}"))
                threats.append(Threat(name, rating, f"{o.creature} × {o.value}: {why}"))
            obstacle = replace(obstacle, threats=tuple(threats))
        obstacles.append(obstacle)
    return replace(encounter, creatures=tuple(creatures), obstacles=tuple(obstacles)), hits


def _statblock_of(o: Override, creatures: Sequence[Any]) -> str | None:
    for creature in creatures:
        if _same(creature.name, o.creature):
            return str(creature.statblock) if creature.statblock else None
    return None


def apply_overrides(
    encounters: Sequence[Encounter], overrides: Sequence[Override]
) -> tuple[Encounter, ...]:
    """Apply every override in file order; OverridesError naming the first that matches nothing."""
    result = list(encounters)
    for o in overrides:
        total = 0
        for index, encounter in enumerate(result):
            if not _area_matches(encounter, o.area):
                continue
            result[index], hits = _apply_to_encounter(encounter, o)
            total += hits
        if total == 0:
            raise OverridesError(f"{o.label()} matches nothing: {o.reason!r}")
    return tuple(result)


def overrides_to_data(overrides: Sequence[Override]) -> Mapping[str, Any]:
    """The YAML-ready form of overrides (for tools that write a starter file)."""
    entries = []
    for o in overrides:
        match: dict[str, Any] = {"area": o.area}
        for key in ("obstacle", "threat", "creature"):
            if getattr(o, key) is not None:
                match[key] = getattr(o, key)
        entries.append({"match": match, "set": {o.change: o.value}, "reason": o.reason})
    return {"overrides": entries}
