"""Validate D&MD YAML files: safe loading, the bundled JSON Schemas, then cross-checks.

``validate_paths`` takes files, folders (searched recursively for ``*.yaml``/``*.yml``) and
globs, and returns a ``ValidationReport``: findings as data, each with the line and column of
the offending node.  Positions are only worked out for files that have something wrong with
them (``yamlsafe.locate_many`` re-parses the text once), so a clean file costs one parse and
one compiled yes/no schema check.

A file's schema comes from its top-level ``kind`` field (the ``const`` of each bundled
schema's ``kind`` property), else from the file name in its ``# yaml-language-server:
$schema=…`` modeline, else, for schemas without a ``kind`` (overrides), from the file's own
name.  Checks beyond the schema run only on schema-valid data (``CROSS_CHECKS``):

- encounter: obstacle ids are unique; threat names are unique within one list (warning);
  ``creatures[].statblock`` resolves to a stat block of the sibling ``../module.yaml`` when
  that file exists: an error when the entry says ``resolved_by: module``, a warning when it
  says nothing (a catalog name is allowed), no check for ``catalog-*``/``override``/``none``;
  ``obstacles[].statblock`` must name a module stat block or one of the encounter's
  creatures' (warning).
- module: every ``encounters`` path exists and is listed once; stat block names are unique
  (warning); every ``encounters/*.yaml`` beside it is listed (warning).
- party: every member given as a file path exists.
- overrides: each match names an area, obstacle, creature and threat of the encounters the
  sibling module.yaml lists (warning).

The file has three parts: validation, the cross-checks, and a compiler that turns a schema
into a fast yes/no check (jsonschema still gives every message).
"""

from __future__ import annotations

import functools
import glob
import itertools
import json
import os
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from jsonschema.exceptions import SchemaError as JsonSchemaError
from jsonschema.exceptions import ValidationError, best_match
from jsonschema.protocols import Validator
from jsonschema.validators import validator_for
from referencing import Registry, Resource
from referencing.exceptions import Unresolvable

from converter.errors import SchemaError
from converter.models import Level
from converter.yamlsafe import (
    DEFAULT_LIMITS,
    YamlError,
    YamlLimits,
    bytes_to_text,
    load_yaml_text,
    locate_many,
    pointer_to_string,
    read_yaml_bytes,
)

YAML_SUFFIXES = (".yaml", ".yml")
MODELINE = re.compile(r"#\s*yaml-language-server\s*:\s*\$schema=(\S+)")
USAGE_RULES = frozenset({"unreadable", "no-files"})
COMPILE_SCHEMAS = True  # tests switch it off to compare with plain jsonschema
MAX_REPR = 60
MAX_SCHEMA_ERRORS = 100  # per file: a hostile file could otherwise yield millions


@dataclass(frozen=True)
class Finding:
    """One thing wrong with one file; ``line``/``col`` are 1-based, 0 when not positional."""

    file: str
    line: int
    col: int
    level: Level
    message: str
    pointer: str = ""
    rule: str = "schema"


@dataclass(frozen=True)
class ValidationReport:
    """What ``validate_paths`` found: the files it checked and the findings, in file order."""

    files: tuple[str, ...]
    findings: tuple[Finding, ...]
    skipped: tuple[str, ...] = ()

    @property
    def errors(self) -> int:
        """The number of error-level findings."""
        return sum(1 for f in self.findings if f.level == "error")

    @property
    def warnings(self) -> int:
        """The number of warning-level findings."""
        return sum(1 for f in self.findings if f.level == "warning")

    def exit_code(self, strict: bool = False) -> int:
        """2 when a path was unusable, 1 for errors (or warnings when strict), else 0."""
        if any(f.rule in USAGE_RULES for f in self.findings):
            return 2
        if self.errors or (strict and self.warnings):
            return 1
        return 0


@dataclass(frozen=True)
class SchemaSet:
    """The bundled schemas by file name and by kind, with a registry for ``$ref``."""

    by_name: dict[str, dict[str, Any]]
    by_kind: dict[str, str]
    registry: Registry[Any]
    validators: dict[str, Validator] = field(default_factory=dict)
    checks: dict[str, Check] = field(default_factory=dict)

    def is_valid(self, name: str, instance: Any) -> bool:
        """Whether an instance fits a schema: the compiled check, else jsonschema's."""
        if name not in self.checks:
            schema = self.by_name[name]
            compiled = compile_schema(schema, self.registry) if COMPILE_SCHEMAS else None
            self.checks[name] = compiled or self.validator(name).is_valid
        return self.checks[name](instance)

    def validator(self, name: str) -> Validator:
        """The jsonschema validator of one schema (for messages), built on first use."""
        if name not in self.validators:
            schema = self.by_name[name]
            cls = validator_for(schema)
            self.validators[name] = cls(
                schema, registry=self.registry, format_checker=cls.FORMAT_CHECKER
            )
        return self.validators[name]


def schema_texts() -> dict[str, str]:
    """The text of every bundled ``*.schema.json``, by file name."""
    folder = resources.files("schemas")
    return {
        entry.name: entry.read_text(encoding="utf-8")
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.endswith(".schema.json")
    }


def schema_kind(schema: dict[str, Any]) -> str | None:
    """The ``const`` of a schema's ``kind`` property, if it has one."""
    kind = schema.get("properties", {}).get("kind", {})
    const = kind.get("const") if isinstance(kind, dict) else None
    return const if isinstance(const, str) else None


@functools.cache
def load_schemas() -> SchemaSet:
    """Parse and check every bundled schema once; raise ``SchemaError`` when one is bad."""
    by_name: dict[str, dict[str, Any]] = {}
    for name, text in schema_texts().items():
        try:
            schema = json.loads(text)
            validator_for(schema).check_schema(schema)
        except (ValueError, ValidationError, JsonSchemaError) as exc:
            message = getattr(exc, "message", str(exc))
            raise SchemaError(f"schemas/{name} is not a valid JSON Schema: {message}") from None
        by_name[name] = schema
    resources_ = [(s.get("$id", name), Resource.from_contents(s)) for name, s in by_name.items()]
    registry: Registry[Any] = Registry().with_resources(resources_)
    by_kind = {k: name for name, s in by_name.items() if (k := schema_kind(s)) is not None}
    return SchemaSet(by_name, by_kind, registry)


# --- paths -------------------------------------------------------------------------------


def _folder_files(folder: Path) -> list[Path]:
    out: list[Path] = []
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        out += [Path(root) / f for f in sorted(files) if f.endswith(YAML_SUFFIXES)]
    return out


def expand_paths(args: Sequence[str]) -> tuple[list[Path], list[Finding]]:
    """Files, folders and globs → the files to check (deduplicated, in order) and usage findings."""
    files: list[Path] = []
    problems: list[Finding] = []
    for arg in args:
        path = Path(arg)
        if path.is_dir():
            found = _folder_files(path)
            if not found:
                problems.append(
                    Finding(arg, 0, 0, "error", "no YAML files in folder", "", "no-files")
                )
            files += found
        elif path.exists() or path.is_symlink() or not glob.has_magic(arg):
            files.append(path)
        else:
            # Path.glob cannot take an absolute pattern, and users pass both kinds
            matches = sorted(glob.glob(arg, recursive=True))  # noqa: PTH207
            for match in matches:
                m = Path(match)
                files += _folder_files(m) if m.is_dir() else [m]
            if not matches:
                problems.append(Finding(arg, 0, 0, "error", "no files match", "", "no-files"))
    return list(dict.fromkeys(files)), problems


# --- one file ----------------------------------------------------------------------------


@dataclass
class _Context:
    """What a run shares between files: schemas, limits, loaded module files."""

    schemas: SchemaSet
    limits: YamlLimits
    ignore_unknown: bool
    modules: dict[Path, Any] = field(default_factory=dict)

    def yaml_data(self, path: Path) -> Any:
        """A sibling file's data (module.yaml …), or None when it is absent or cannot load."""
        key = path.resolve()
        if key not in self.modules:
            try:
                text = bytes_to_text(read_yaml_bytes(path, self.limits), self.limits)
                data = load_yaml_text(text, self.limits)
            except (OSError, YamlError):
                data = None
            self.modules[key] = data
        return self.modules[key]


# A check gives (path parts, level, message, rule, locate the key rather than the value).
Issue = tuple[list[Any], Level, str, str, bool]


def modeline_schema(text: str) -> tuple[str, int] | None:
    """The schema file name a leading ``yaml-language-server`` modeline names, and its line."""
    for number, line in enumerate(text[:4096].splitlines()[:20], start=1):
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            return None
        match = MODELINE.match(stripped)
        if match:
            return match.group(1).rsplit("/", 1)[-1].split("#")[0], number
    return None


def _short_repr(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= MAX_REPR else text[: MAX_REPR - 5] + "…" + text[-4:]


def _schema_issue(error: ValidationError) -> Iterator[Issue]:
    """One schema error → issues, with short one-line messages."""
    error = best_match([error])
    path = list(error.absolute_path)
    instance = error.instance
    if error.validator == "additionalProperties" and isinstance(instance, dict):
        schema = error.schema if isinstance(error.schema, dict) else {}
        known = set(schema.get("properties", {}))
        patterns = [re.compile(p) for p in schema.get("patternProperties", {})]
        extras = [
            k for k in instance if k not in known and not any(p.search(str(k)) for p in patterns)
        ]
        for extra in extras:
            yield [*path, extra], "error", f"unexpected property {extra!r}", "schema", True
        if extras:
            return
    message = error.message
    full = repr(instance)
    if len(full) > MAX_REPR:
        message = message.replace(full, _short_repr(instance))
    message = " ".join(message.split())
    if len(message) > 300:
        message = message[:297] + "..."
    yield path, "error", message, "schema", False


def _kind_issues(
    data: Any, text: str, file_name: str, schemas: SchemaSet
) -> tuple[str | None, list[Issue]]:
    """Decide the schema for a document; report kind and modeline mismatches.

    The order: the ``kind`` field, the modeline's schema file, and for schemas without a
    ``kind`` (overrides) the file name: ``overrides.yaml`` → ``overrides.schema.json``.
    """
    modeline = modeline_schema(text)
    by_file_name = f"{file_name.rsplit('.', 1)[0]}.schema.json"
    kind = data.get("kind") if isinstance(data, dict) else None
    if isinstance(data, dict) and "kind" in data:
        if not isinstance(kind, str) or kind not in schemas.by_kind:
            known = ", ".join(sorted(schemas.by_kind))
            msg = f"unknown kind {_short_repr(kind)} (expected one of: {known})"
            return None, [(["kind"], "error", msg, "kind", False)]
        name = schemas.by_kind[kind]
    elif modeline and modeline[0] in schemas.by_name:
        name = modeline[0]
    elif modeline:
        return None, [
            ([], "error", f"modeline names unknown schema {modeline[0]!r}", "modeline", False)
        ]
    elif by_file_name in schemas.by_name and schema_kind(schemas.by_name[by_file_name]) is None:
        name = by_file_name
    else:
        return None, []
    issues: list[Issue] = []
    if modeline and modeline[0] != name:
        issues.append(
            (
                [("#modeline", modeline[1])],
                "error",
                f"modeline names {modeline[0]} but this {kind or 'file'} needs {name}",
                "modeline",
                False,
            )
        )
    declared = data.get("$schema") if isinstance(data, dict) else None
    if isinstance(declared, str) and declared.rsplit("/", 1)[-1].split("#")[0] != name:
        msg = f"$schema names {declared.rsplit('/', 1)[-1]} but this {kind or 'file'} needs {name}"
        issues.append((["$schema"], "error", msg, "modeline", False))
    return name, issues


def _validate_text(
    display: str, path: Path | None, text: str, context: _Context
) -> tuple[list[Finding], bool]:
    """Check one file's text; return its findings and whether it was skipped as unknown."""
    try:
        data = load_yaml_text(text, context.limits)
    except YamlError as exc:
        return [Finding(display, exc.line, exc.col, "error", exc.message, "", exc.rule)], False
    if path is not None and path.name == "module.yaml":
        context.modules.setdefault(path.resolve(), data)
    file_name = path.name if path is not None else display.rsplit("/", 1)[-1]
    name, issues = _kind_issues(data, text, file_name, context.schemas)
    if name is None and not issues:
        if context.ignore_unknown:
            return [], True
        if data is None:
            msg = "the file is empty: expected a mapping with a `kind` field"
        else:
            msg = "cannot tell the file kind: no `kind` field and no `$schema` modeline"
        issues = [([], "error", msg, "kind", False)]
    if name is not None:
        if not context.schemas.is_valid(name, data):
            errors = context.schemas.validator(name).iter_errors(data)
            for error in itertools.islice(errors, MAX_SCHEMA_ERRORS):
                issues.extend(_schema_issue(error))
            if next(errors, None) is not None:
                msg = f"more schema errors not shown (the first {MAX_SCHEMA_ERRORS} are)"
                issues.append(([], "error", msg, "schema-truncated", False))
        elif path is not None:
            check = CROSS_CHECKS.get(name, _none)
            issues.extend(check(data, path, context))
    return _issues_to_findings(display, text, issues), False


def _issues_to_findings(display: str, text: str, issues: list[Issue]) -> list[Finding]:
    in_data = [(parts, key) for parts, _, _, _, key in issues if not _outside_data(parts)]
    # one more pass over the text for all positions, and none for a clean file
    positions = iter(locate_many(text, in_data) if in_data else [])
    findings = []
    for parts, level, message, rule, _ in issues:
        if _outside_data(parts):
            line, col, pointer = parts[0][1], 1, ""
        else:
            (line, col), pointer = next(positions), pointer_to_string(parts)
        findings.append(Finding(display, line, col, level, message, pointer, rule))
    return sorted(findings, key=lambda f: (f.line, f.col, f.message))


def _outside_data(parts: list[Any]) -> bool:
    """A ``("#modeline", line)`` path: a position in a comment, not in the data."""
    return bool(parts) and isinstance(parts[0], tuple)


def _validate_file(display: str, path: Path, context: _Context) -> tuple[list[Finding], bool]:
    """Read and check one file; an unreadable file is a finding with rule ``unreadable``."""
    try:
        data = read_yaml_bytes(path, context.limits)
    except OSError as exc:
        reason = "is a folder" if path.is_dir() else (exc.strerror or str(exc)).lower()
        return [Finding(display, 0, 0, "error", f"cannot read: {reason}", "", "unreadable")], False
    try:
        text = bytes_to_text(data, context.limits)
    except YamlError as exc:
        return [Finding(display, exc.line, exc.col, "error", exc.message, "", exc.rule)], False
    return _validate_text(display, path, text, context)


def validate_paths(
    paths: Sequence[str],
    *,
    limits: YamlLimits = DEFAULT_LIMITS,
    ignore_unknown: bool = False,
) -> ValidationReport:
    """Validate files, folders and globs; see the module docstring for what is checked."""
    files, findings = expand_paths(paths)
    context = _Context(load_schemas(), limits, ignore_unknown)
    skipped: list[str] = []
    for path in files:
        display = str(path)
        found, was_skipped = _validate_file(display, path, context)
        findings += found
        if was_skipped:
            skipped.append(display)
    return ValidationReport(tuple(str(p) for p in files), tuple(findings), tuple(skipped))


# --- checks beyond the schema -------------------------------------------------------------


def _none(data: Any, path: Path, context: _Context) -> list[Issue]:
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


def encounter_checks(data: dict[str, Any], path: Path, context: _Context) -> list[Issue]:
    """Unique obstacle ids and threat names; stat block names against ../module.yaml."""
    issues: list[Issue] = []
    obstacles = data["obstacles"]
    ids = [(["obstacles", i, "id"], o["id"]) for i, o in enumerate(obstacles)]
    for parts, value in _duplicates(ids):
        issues.append((parts, "error", f"duplicate obstacle id {value!r}", "duplicate-id", False))
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


def module_checks(data: dict[str, Any], path: Path, context: _Context) -> list[Issue]:
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
    return issues


def party_checks(data: dict[str, Any], path: Path, context: _Context) -> list[Issue]:
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


def overrides_checks(data: dict[str, Any], path: Path, context: _Context) -> list[Issue]:
    """Each override's area, obstacle, creature and threat name one in the encounters.

    The encounters are those listed by the sibling module.yaml.  A warning, not an error:
    ``dmd convert`` is what fails on an unmatched override; here the encounters may be older
    than the overrides.  A target the override removes is expected to be gone.
    """
    module_data = context.yaml_data(path.parent / "module.yaml")
    if not isinstance(module_data, dict) or not isinstance(module_data.get("encounters"), list):
        return []
    encounters = [
        e
        for rel in module_data["encounters"]
        if isinstance(rel, str) and isinstance(e := context.yaml_data(path.parent / rel), dict)
    ]
    issues: list[Issue] = []
    for i, entry in enumerate(data["overrides"]):
        match, removing = entry["match"], entry["set"].get("remove") is True
        base: list[Any] = ["overrides", i, "match"]
        area = str(match["area"]).casefold()
        found = [
            e
            for e in encounters
            if isinstance(loc := e.get("location"), dict)
            and area in _casefolded(loc.get("key"), loc.get("name"))
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


CROSS_CHECKS: dict[str, Callable[[Any, Path, _Context], list[Issue]]] = {
    "encounter.schema.json": encounter_checks,
    "module.schema.json": module_checks,
    "party.schema.json": party_checks,
    "overrides.schema.json": overrides_checks,
}


# --- a fast yes/no check compiled from a schema ------------------------------------------
#
# jsonschema builds an error-tracking validator per node, which makes ``is_valid`` cost
# about half a millisecond per encounter file.  The schemas here use a small set of
# keywords, so they are compiled once into nested closures that only answer yes or no;
# error messages still come from jsonschema, and only for files that fail.  A schema using
# any keyword not handled below is not compiled (jsonschema answers instead), and a test
# compares both answers on generated documents.

Check = Callable[[Any], bool]
DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema"
ANNOTATIONS = frozenset(
    {"$schema", "$id", "$comment", "$defs", "title", "description", "default", "examples"}
    | {"deprecated", "readOnly", "writeOnly"}
)
TYPE_CHECKS: dict[str, Check] = {
    "null": lambda x: x is None,
    "boolean": lambda x: isinstance(x, bool),
    "integer": lambda x: (
        (isinstance(x, int) and not isinstance(x, bool))
        or (isinstance(x, float) and x.is_integer())
    ),
    "number": lambda x: isinstance(x, int | float) and not isinstance(x, bool),
    "string": lambda x: isinstance(x, str),
    "array": lambda x: isinstance(x, list),
    "object": lambda x: isinstance(x, dict),
}


class _Uncompilable(Exception):
    """The schema uses a keyword the compiler does not handle."""


def json_equal(one: Any, two: Any) -> bool:
    """JSON equality: ``true`` is not ``1``, lists and objects compare element-wise."""
    if isinstance(one, str) or isinstance(two, str):
        return bool(one == two)
    if isinstance(one, list) and isinstance(two, list):
        return len(one) == len(two) and all(map(json_equal, one, two))
    if isinstance(one, dict) and isinstance(two, dict):
        return one.keys() == two.keys() and all(json_equal(one[k], two[k]) for k in one)
    if isinstance(one, bool) or isinstance(two, bool):
        return type(one) is type(two) and one == two
    return bool(one == two)


def _unique(items: list[Any]) -> bool:
    if all(isinstance(i, str) for i in items):
        return len(set(items)) == len(items)
    return not any(json_equal(a, b) for i, a in enumerate(items) for b in items[i + 1 :])


def _is_number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


def compile_schema(schema: dict[str, Any], registry: Registry[Any]) -> Check | None:
    """A yes/no check equivalent to jsonschema's ``is_valid``, or None if not compilable."""
    if schema.get("$schema") != DRAFT_2020:
        return None
    compiled: dict[int, Check] = {}
    try:
        return _compile(schema, registry.resolver(schema.get("$id", "")), compiled)
    except (_Uncompilable, Unresolvable):
        return None


def _compile(schema: Any, resolver: Any, compiled: dict[int, Check]) -> Check:
    if schema is True or schema == {}:
        return lambda x: True
    if schema is False:
        return lambda x: False
    if not isinstance(schema, dict):
        raise _Uncompilable(repr(schema))
    if id(schema) in compiled:  # a recursive $ref: look the check up when it runs
        return lambda x: compiled[id(schema)](x)
    compiled[id(schema)] = lambda x: False  # replaced below
    if "$id" in schema:
        resolver = resolver.in_subresource(Resource.from_contents(schema))
    checks = [_keyword(k, v, schema, resolver, compiled) for k, v in schema.items()]
    active = [c for c in checks if c is not None]
    if not active:
        check: Check = lambda x: True  # noqa: E731 - a closure table, not a def per case
    elif len(active) == 1:
        check = active[0]
    else:
        check = lambda x: all(c(x) for c in active)  # noqa: E731
    compiled[id(schema)] = check
    return check


def _keyword(
    key: str, value: Any, schema: dict[str, Any], resolver: Any, compiled: dict[int, Check]
) -> Check | None:
    def sub(subschema: Any) -> Check:
        return _compile(subschema, resolver, compiled)

    if key in ANNOTATIONS:
        return None
    if key == "$ref":
        resolved = resolver.lookup(value)
        target = _compile(resolved.contents, resolved.resolver, compiled)
        return lambda x: target(x)
    if key == "type":
        names = [value] if isinstance(value, str) else list(value)
        preds = [TYPE_CHECKS[n] for n in names]
        return preds[0] if len(preds) == 1 else lambda x: any(p(x) for p in preds)
    if key == "const":
        return lambda x: json_equal(x, value)
    if key == "enum":
        return lambda x: any(json_equal(x, e) for e in value)
    if key in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        cmp = {
            "minimum": lambda x: x >= value,
            "maximum": lambda x: x <= value,
            "exclusiveMinimum": lambda x: x > value,
            "exclusiveMaximum": lambda x: x < value,
        }[key]
        return lambda x: not _is_number(x) or cmp(x)
    if key == "minLength":
        return lambda x: not isinstance(x, str) or len(x) >= value
    if key == "maxLength":
        return lambda x: not isinstance(x, str) or len(x) <= value
    if key == "pattern":
        regex = re.compile(value)
        return lambda x: not isinstance(x, str) or regex.search(x) is not None
    if key == "minProperties":
        return lambda x: not isinstance(x, dict) or len(x) >= value
    if key == "maxProperties":
        return lambda x: not isinstance(x, dict) or len(x) <= value
    if key == "minItems":
        return lambda x: not isinstance(x, list) or len(x) >= value
    if key == "maxItems":
        return lambda x: not isinstance(x, list) or len(x) <= value
    if key == "uniqueItems":
        return (lambda x: not isinstance(x, list) or _unique(x)) if value else None
    if key == "items" and "prefixItems" not in schema:
        item = sub(value)
        return lambda x: not isinstance(x, list) or all(item(i) for i in x)
    if key == "required":
        names_ = list(value)
        return lambda x: not isinstance(x, dict) or all(n in x for n in names_)
    if key == "properties":
        props = [(name, sub(s)) for name, s in value.items()]
        return lambda x: not isinstance(x, dict) or all(c(x[n]) for n, c in props if n in x)
    if key == "additionalProperties" and "patternProperties" not in schema:
        known = frozenset(schema.get("properties", {}))
        if value is False:
            return lambda x: not isinstance(x, dict) or known.issuperset(x)
        extra = sub(value)
        return lambda x: (
            not isinstance(x, dict) or all(extra(v) for k, v in x.items() if k not in known)
        )
    if key in ("oneOf", "anyOf", "allOf"):
        parts = [sub(s) for s in value]
        if key == "anyOf":
            return lambda x: any(p(x) for p in parts)
        if key == "allOf":
            return lambda x: all(p(x) for p in parts)
        return lambda x: sum(1 for p in parts if p(x)) == 1
    if key == "not":
        negated = sub(value)
        return lambda x: not negated(x)
    raise _Uncompilable(key)
