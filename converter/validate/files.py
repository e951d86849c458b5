"""Validate D&MD YAML files: safe loading, the bundled JSON Schemas, then cross-checks.

``validate_paths`` takes files, folders (searched recursively for ``*.yaml``/``*.yml``) and
globs, and returns a ``ValidationReport``: findings as data, each with the line and column of
the offending node.  Positions are only worked out for files that have something wrong with
them (``yaml_positions.locate_many`` re-parses the text once), so a clean file costs one parse
and one compiled yes/no schema check.

A file's schema comes from its top-level ``kind`` field (the ``const`` of each bundled
schema's ``kind`` property), else from the file name in its ``# yaml-language-server:
$schema=…`` modeline, else, for schemas without a ``kind`` (overrides), from the file's own
name.  The checks beyond the schema (``converter.validate.crosscheck``) run only on schema-valid
data; the yes/no schema check is compiled by ``converter.validate.schemas``, and jsonschema
gives the messages for files that fail.
"""

from __future__ import annotations

import difflib
import functools
import glob
import itertools
import json
import os
import re
import stat
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from jsonschema.exceptions import SchemaError as JsonSchemaError
from jsonschema.exceptions import ValidationError, best_match
from jsonschema.protocols import Validator
from jsonschema.validators import validator_for
from referencing import Registry, Resource

from converter.errors import SchemaError
from converter.models import Level
from converter.validate.crosscheck import YAML_SUFFIXES, Issue, cross_check
from converter.validate.schemas import Check, schema_to_check
from converter.validate.yaml_positions import locate_many, pointer_to_string
from converter.validate.yamlsafe import (
    DEFAULT_LIMITS,
    YamlError,
    YamlLimits,
    bytes_to_text,
    load_yaml_text,
    read_yaml_bytes,
)

MODELINE = re.compile(r"#\s*yaml-language-server\s*:\s*\$schema=(\S+)")
USAGE_RULES = frozenset({"unreadable", "no-files"})
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
            self.checks[name] = schema_to_check(
                self.by_name[name], self.registry, lambda: self.validator(name).is_valid
            )
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
    folder = resources.files("dmd_schemas")
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


def _looks_like_ours(text: str, schemas: SchemaSet) -> bool:
    """Whether a file claims to be a D&MD file, read from its text before it is parsed.

    With ``--ignore-unknown`` (the pre-commit hook) other YAML in the repository must be
    skipped even when it is no single YAML document a schema could check: Kubernetes
    manifests (``kind: Deployment``), multi-document files, Helm templates. A file is ours
    when its modeline names one of our schemas or a ``kind:`` names one of our kinds; such a
    file is then checked in full, broken YAML included.
    """
    modeline = modeline_schema(text)
    if modeline is not None and modeline[0] in schemas.by_name:
        return True
    kinds = "|".join(re.escape(kind) for kind in sorted(schemas.by_kind))
    claim = re.compile(rf"(?m)(?:^|[{{,\s])kind\s*:\s*['\"]?(?:{kinds})['\"]?\s*(?:[,}}#]|$)")
    if claim.search(text[:65536]):
        return True
    # a misspelt kind of ours ("encouter") is a D&MD file with a typo, not someone else's
    named = re.findall(r"(?m)^kind\s*:\s*['\"]?([A-Za-z_-]+)", text[:65536])
    return any(difflib.get_close_matches(n.lower(), schemas.by_kind, cutoff=0.75) for n in named)


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
    if context.ignore_unknown and not _looks_like_ours(text, context.schemas):
        return [], True
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
            issues.extend(cross_check(name, data, path, context))
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


def _not_regular(path: Path) -> str | None:
    """What ``path`` is when it is neither a regular file nor a folder (opening a FIFO
    blocks until someone writes to it, a device may never end), else None."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return None  # open() reports it
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    kinds = ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"))
    return next((name for test, name in kinds if test(mode)), "not a regular file")


def _validate_file(display: str, path: Path, context: _Context) -> tuple[list[Finding], bool]:
    """Read and check one file; an unreadable file is a finding with rule ``unreadable``."""
    special = _not_regular(path)
    if special is not None:
        message = f"cannot read: {special}, not a regular file (only regular files are read)"
        return [Finding(display, 0, 0, "error", message, "", "unreadable")], False
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
    from_stdin = STDIN in paths
    files, findings = expand_paths([p for p in paths if p != STDIN])
    context = _Context(load_schemas(), limits, ignore_unknown)
    skipped: list[str] = []
    if from_stdin:
        found, was_skipped = _validate_stdin(context)
        findings += found
        if was_skipped:
            skipped.append(STDIN_DISPLAY)
    for path in files:
        display = str(path)
        found, was_skipped = _validate_file(display, path, context)
        findings += found
        if was_skipped:
            skipped.append(display)
    checked = ((STDIN_DISPLAY,) if from_stdin else ()) + tuple(str(p) for p in files)
    return ValidationReport(checked, tuple(findings), tuple(skipped))


STDIN = "-"  # `dmd validate -` reads one document from standard input
STDIN_DISPLAY = "<stdin>"


def _validate_stdin(context: _Context) -> tuple[list[Finding], bool]:
    data = sys.stdin.buffer.read(context.limits.max_bytes + 1)
    try:
        text = bytes_to_text(data, context.limits)
    except YamlError as exc:
        return [
            Finding(STDIN_DISPLAY, exc.line, exc.col, "error", exc.message, "", exc.rule)
        ], False
    return _validate_text(STDIN_DISPLAY, None, text, context)
