"""The compiled yes/no schema check agrees with jsonschema (property tests on mutated valid
files), compiles every bundled schema, falls back where it cannot, and changes no finding."""

from __future__ import annotations

import copy
import inspect
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from converter.validate import schemas as schemacheck
from converter.validate.files import load_schemas, validate_paths
from converter.validate.schemas import compile_schema, json_equal

CASES = Path(__file__).resolve().parent / "schemas"


SEEDS = {
    name: yaml.safe_load((CASES / "valid" / f"{stem}.yaml").read_text(encoding="utf-8"))
    for name, stem in [
        ("encounter.schema.json", "encounter-full"),
        ("module.schema.json", "module-empty"),
        ("character.schema.json", "character"),
        ("party.schema.json", "party"),
        # its added social obstacle's wants hold only with kind: social (dependentSchemas)
        ("overrides.schema.json", "overrides-social-object"),
    ]
}


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 14)
    | st.sampled_from([0.0, 1.0, 2.5, 12.0, 13.0, -1.5])
    | st.sampled_from(["", "a", "Goblin", "creature", "5e", "major", "x" * 20, "0" * 64]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text("abk", max_size=3), inner, max_size=3)
    ),
    max_leaves=8,
)


def paths_of(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            out += paths_of(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            out += paths_of(value, (*prefix, index))
    return out


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, Any]:
    name = draw(st.sampled_from(sorted(SEEDS)))
    data = copy.deepcopy(SEEDS[name])
    for _ in range(draw(st.integers(0, 3))):
        path = draw(st.sampled_from(paths_of(data)))
        if not path:
            continue
        parent = data
        for part in path[:-1]:
            parent = parent[part]
        action = draw(st.sampled_from(["replace", "delete", "add", "duplicate"]))
        if action == "replace":
            parent[path[-1]] = draw(json_values)
        elif action == "delete":
            del parent[path[-1]]
        elif action == "add" and isinstance(parent, dict):
            parent[draw(st.sampled_from(["extra", "page", "rating", "kind", "name"]))] = draw(
                json_values
            )
        elif isinstance(parent, list):
            parent.append(copy.deepcopy(parent[path[-1]]))
    return name, data


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_compiled_check_agrees_with_jsonschema(case: tuple[str, Any]) -> None:
    name, data = case
    schemas = load_schemas()
    compiled = compile_schema(schemas.by_name[name], schemas.registry)
    assert compiled is not None
    assert compiled(data) == schemas.validator(name).is_valid(data)


def test_every_bundled_schema_compiles_and_seeds_are_valid() -> None:
    schemas = load_schemas()
    for name, seed in SEEDS.items():
        compiled = compile_schema(schemas.by_name[name], schemas.registry)
        assert compiled is not None and compiled(seed) is True
    for name in schemas.by_name:
        assert compile_schema(schemas.by_name[name], schemas.registry) is not None, name


def test_uncompilable_keywords_fall_back_to_jsonschema() -> None:
    schemas = load_schemas()
    schema = {"$schema": schemacheck.DRAFT_2020, "type": "string", "format": "email"}
    assert compile_schema(schema, schemas.registry) is None
    assert compile_schema({"type": "string"}, schemas.registry) is None  # no $schema
    remote = {"$schema": schemacheck.DRAFT_2020, "$ref": "https://example.invalid/x.json"}
    assert compile_schema(remote, schemas.registry) is None


def test_json_equal_keeps_booleans_apart_from_numbers() -> None:
    assert json_equal(1, 1.0) and json_equal([1, {"a": None}], [1.0, {"a": None}])
    assert not json_equal(True, 1) and not json_equal([False], [0]) and not json_equal("1", 1)


def test_findings_are_the_same_without_the_compiled_check(monkeypatch: pytest.MonkeyPatch) -> None:
    paths = [str(p) for p in sorted((CASES / "invalid").glob("*.yaml"))]
    fast = validate_paths(paths)
    monkeypatch.setattr(schemacheck, "COMPILE_SCHEMAS", False)
    load_schemas().checks.clear()
    try:
        slow = validate_paths(paths)
        assert all(inspect.ismethod(c) for c in load_schemas().checks.values())
    finally:
        load_schemas().checks.clear()
    assert fast.findings == slow.findings
    assert len(fast.findings) >= 20
