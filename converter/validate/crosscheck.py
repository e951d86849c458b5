"""Checks beyond the schema: what one D&MD file says about itself and the files beside it.

They run only on schema-valid data, so they may index required keys freely.  Each check
returns ``Issue`` tuples (path parts, level, message, rule, locate the key rather than the
value); ``converter.validate`` turns them into findings with line and column.

- encounter: obstacle ids are unique; threat names are unique within one list (warning);
  ``creatures[].statblock`` resolves to a stat block of the sibling ``../module.yaml`` when
  that file exists: an error when the entry says ``resolved_by: module``, a warning when it
  says nothing (a catalog name is allowed), no check for ``catalog-*``/``override``/``none``;
  ``obstacles[].statblock`` must name a module stat block or one of the encounter's
  creatures' (warning).
- module: every ``encounters`` path exists and is listed once; stat block names are unique
  (warning); every ``encounters/*.yaml`` beside it is listed (warning); every map file and
  token file it lists exists; every pin's encounter is one of the listed encounters.
- party: every member given as a file path exists.
- overrides: each match names an area, obstacle, creature and threat of the encounters the
  sibling module.yaml lists (warning); an ``add_want`` goes to an obstacle that is social, as
  far as the encounters and the entries before it tell (warning, ``override_wants``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, Protocol

from converter.models import Level
from converter.validate.override_wants import want_kind_checks

YAML_SUFFIXES = (".yaml", ".yml")

# A check gives (path parts, level, message, rule, locate the key rather than the value).
Issue = tuple[list[Any], Level, str, str, bool]


class SiblingFiles(Protocol):
    """Where checks read the files beside the one checked (module.yaml, encounters)."""

    def yaml_data(self, path: Path) -> Any:
        """A file's data, or None when it is absent or cannot load."""
        ...


def cross_check(schema_name: str, data: Any, path: Path, context: SiblingFiles) -> list[Issue]:
    """The issues the checks for one schema find in schema-valid data (none for the others)."""
    return CROSS_CHECKS.get(schema_name, _none)(data, path, context)


def _none(data: Any, path: Path, context: SiblingFiles) -> list[Issue]:
    return []


def _duplicates(items: Iterable[tuple[list[Any], Any]]) -> Iterator[tuple[list[Any], Any]]:
    seen: set[Any] = set()
    for parts, value in items:
        if value in seen:
            yield parts, value
        seen.add(value)


def _statblock_names(module: Any) -> set[str] | None:
    if not isinstance(module, dict) or not isinstance(module.get("statblocks"), list):
        return None
    return {
        b["name"]
        for b in module["statblocks"]
        if isinstance(b, dict) and isinstance(b.get("name"), str)
    }


def encounter_checks(data: dict[str, Any], path: Path, context: SiblingFiles) -> list[Issue]:
    """Unique obstacle ids and threat names, ``after`` naming another obstacle; stat block
    names against ../module.yaml."""
    issues: list[Issue] = []
    obstacles = data["obstacles"]
    ids = [(["obstacles", i, "id"], o["id"]) for i, o in enumerate(obstacles)]
    for parts, value in _duplicates(ids):
        issues.append((parts, "error", f"duplicate obstacle id {value!r}", "duplicate-id", False))
    known = {o["id"] for o in obstacles}
    for i, obstacle in enumerate(obstacles):
        after = obstacle.get("after")
        if after is not None and (after not in known or after == obstacle["id"]):
            msg = f"after {after!r} names no other obstacle of this encounter"
            issues.append((["obstacles", i, "after"], "error", msg, "after-unknown", False))
    lists: list[tuple[list[Any], Any]] = [(["threats"], data["threats"])]
    lists += [(["obstacles", i, "threats"], o["threats"]) for i, o in enumerate(obstacles)]
    for base, threats in lists:
        threat_names = [([*base, j, "name"], t["name"]) for j, t in enumerate(threats)]
        for parts, value in _duplicates(threat_names):
            msg = f"threat {value!r} appears twice in this list"
            issues.append((parts, "warning", msg, "duplicate-threat", False))
    module_path = path.parent.parent / "module.yaml"
    names = _statblock_names(context.yaml_data(module_path)) if module_path.is_file() else None
    if names is None:
        return issues
    where = f"{module_path.parent.name}/module.yaml"
    creature_blocks = {c["statblock"] for c in data["creatures"] if c["statblock"]}
    for i, creature in enumerate(data["creatures"]):
        block, by = creature["statblock"], creature.get("resolved_by")
        if block is None or block in names or (by is not None and by != "module"):
            continue
        if by == "module":
            msg = f"stat block {block!r} is not in {where}"
            issues.append((["creatures", i, "statblock"], "error", msg, "statblock-missing", False))
        else:
            msg = f"stat block {block!r} is not in {where} (fine if it names a catalog entry)"
            issues.append(
                (["creatures", i, "statblock"], "warning", msg, "statblock-missing", False)
            )
    for i, obstacle in enumerate(obstacles):
        block = obstacle.get("statblock")
        if block and block not in names and block not in creature_blocks:
            msg = f"stat block {block!r} is neither in {where} nor a creature's here"
            issues.append(
                (["obstacles", i, "statblock"], "warning", msg, "statblock-missing", False)
            )
    return issues


def module_checks(data: dict[str, Any], path: Path, context: SiblingFiles) -> list[Issue]:
    """Listed encounter files exist and are listed once; stat block names are unique."""
    issues: list[Issue] = []
    listed = [(["encounters", i], e) for i, e in enumerate(data["encounters"])]
    for parts, entry in listed:
        if not (path.parent / entry).is_file():
            issues.append(
                (parts, "error", f"encounter file {entry!r} does not exist", "missing-file", False)
            )
    for parts, entry in _duplicates(listed):
        issues.append(
            (parts, "error", f"encounter {entry!r} is listed twice", "duplicate-entry", False)
        )
    blocks = [(["statblocks", i, "name"], b["name"]) for i, b in enumerate(data["statblocks"])]
    for parts, name in _duplicates(blocks):
        msg = f"two stat blocks are named {name!r}: references to it are ambiguous"
        issues.append((parts, "warning", msg, "duplicate-statblock", False))
    folder = path.parent / "encounters"
    if folder.is_dir():
        known = {entry for _, entry in listed}
        for extra in sorted(p.name for p in folder.iterdir() if p.suffix in YAML_SUFFIXES):
            if f"encounters/{extra}" not in known:
                msg = f"encounters/{extra} exists but is not listed"
                issues.append((["encounters"], "warning", msg, "unlisted-encounter", False))
    return issues + map_checks(data, path)


def map_checks(data: dict[str, Any], path: Path) -> list[Issue]:
    """Map and token files exist beside module.yaml; each pin names a listed encounter."""
    issues: list[Issue] = []
    listed = set(data["encounters"])
    referenced: list[tuple[list[Any], str]] = []
    for i, entry in enumerate(data.get("maps", [])):
        referenced += [(["maps", i, "files", kind], rel) for kind, rel in entry["files"].items()]
        for j, pin in enumerate(entry["pins"]):
            encounter = pin["encounter"]
            if encounter is not None and encounter not in listed:
                msg = f"pin {pin['key']!r} names encounter {encounter!r}, which is not listed"
                issues.append(
                    (["maps", i, "pins", j, "encounter"], "error", msg, "pin-encounter", False)
                )
    referenced += [(["tokens", i, "file"], t["file"]) for i, t in enumerate(data.get("tokens", []))]
    for parts, rel in referenced:
        if not (path.parent / rel).is_file():
            issues.append((parts, "error", f"file {rel!r} does not exist", "missing-file", False))
    return issues


def party_checks(data: dict[str, Any], path: Path, context: SiblingFiles) -> list[Issue]:
    """Members given as file names exist relative to the party file."""
    issues: list[Issue] = []
    for i, member in enumerate(data["members"]):
        if isinstance(member, str) and not (path.parent / member).is_file():
            msg = f"character file {member!r} does not exist"
            issues.append((["members", i], "error", msg, "missing-file", False))
    return issues


def _casefolded(*values: Any) -> set[str]:
    return {str(v).casefold() for v in values if v is not None}


def _named(items: Any) -> list[dict[str, Any]]:
    return [i for i in items if isinstance(i, dict)] if isinstance(items, list) else []


def overrides_checks(data: dict[str, Any], path: Path, context: SiblingFiles) -> list[Issue]:
    """Each override's area, obstacle, creature and threat name one in the encounters.

    The encounters are those listed by the sibling module.yaml.  A warning, not an error:
    ``dmd convert`` is what fails on an unmatched override; here the encounters may be older
    than the overrides.  A target the override removes (or renames) is expected to be gone.
    """
    module_data = context.yaml_data(path.parent / "module.yaml")
    if not isinstance(module_data, dict) or not isinstance(module_data.get("encounters"), list):
        return want_kind_checks(data["overrides"], [])
    encounters = [
        e
        for rel in module_data["encounters"]
        if isinstance(rel, str) and isinstance(e := context.yaml_data(path.parent / rel), dict)
    ]
    issues = _override_matches(data, encounters) + want_kind_checks(data["overrides"], encounters)
    return sorted(issues, key=lambda issue: issue[0][1])


def _override_matches(data: dict[str, Any], encounters: list[Any]) -> list[Issue]:
    """Each override's area, obstacle, creature and threat name one in ``encounters``."""
    issues: list[Issue] = []
    for i, entry in enumerate(data["overrides"]):
        match, change = entry["match"], entry["set"]
        removing = change.get("remove") is True or "rename" in change
        base: list[Any] = ["overrides", i, "match"]
        areas = {str(match["area"]).casefold()}
        if "rename" in change and "obstacle" not in match and "threat" not in match:
            areas.add(str(change["rename"]).casefold())
        found = [
            e
            for e in encounters
            if isinstance(loc := e.get("location"), dict)
            and areas & set(_casefolded(loc.get("key"), loc.get("name")))
        ]
        if not found:
            msg = f"no encounter has the area key or name {match['area']!r}"
            issues.append(([*base, "area"], "warning", msg, "override-unmatched", False))
            continue
        obstacles = [o for e in found for o in _named(e.get("obstacles"))]
        if "obstacle" in match:
            wanted = match["obstacle"].casefold()
            obstacles = [o for o in obstacles if wanted in _casefolded(o.get("id"), o.get("name"))]
            if not obstacles and not (removing and "threat" not in match):
                msg = f"no obstacle {match['obstacle']!r} in area {match['area']!r}"
                issues.append(([*base, "obstacle"], "warning", msg, "override-unmatched", False))
        if "creature" in match:
            names = {
                str(c.get("name")).casefold() for e in found for c in _named(e.get("creatures"))
            }
            if match["creature"].casefold() not in names:
                msg = f"no creature {match['creature']!r} in area {match['area']!r}"
                issues.append(([*base, "creature"], "warning", msg, "override-unmatched", False))
        if "threat" in match and not removing:
            pools = [e.get("threats") for e in found] if "obstacle" not in match else []
            pools += [o.get("threats") for o in obstacles]
            threats = {str(t.get("name")).casefold() for p in pools for t in _named(p)}
            if match["threat"].casefold() not in threats:
                msg = f"no threat {match['threat']!r} in area {match['area']!r}"
                issues.append(([*base, "threat"], "warning", msg, "override-unmatched", False))
    return issues


CROSS_CHECKS: dict[str, Callable[[Any, Path, SiblingFiles], list[Issue]]] = {
    "encounter.schema.json": encounter_checks,
    "module.schema.json": module_checks,
    "party.schema.json": party_checks,
    "overrides.schema.json": overrides_checks,
}
