"""A fast yes/no check compiled from a JSON Schema, with jsonschema as the fallback.

jsonschema builds an error-tracking validator per node, which makes ``is_valid`` cost about
half a millisecond per encounter file.  The bundled schemas use a small set of keywords, so
``compile_schema`` turns one into nested closures that only answer yes or no; error messages
still come from jsonschema, and only for files that fail.  A schema using any keyword not
handled below is not compiled and ``schema_to_check`` falls back to jsonschema's answer; a
test compares both answers on generated documents.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from referencing import Registry, Resource
from referencing.exceptions import Unresolvable

Check = Callable[[Any], bool]
COMPILE_SCHEMAS = True  # tests switch it off to compare with plain jsonschema
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


def schema_to_check(
    schema: dict[str, Any], registry: Registry[Any], fallback: Callable[[], Check]
) -> Check:
    """The compiled yes/no check of a schema, else ``fallback()`` (jsonschema's ``is_valid``).

    ``fallback`` is only called when the schema does not compile, so the caller can build
    its jsonschema validator lazily and share it with the one that gives the messages.
    """
    compiled = compile_schema(schema, registry) if COMPILE_SCHEMAS else None
    return compiled or fallback()


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
    if key in _ASSERTIONS:
        return _assertion(key, value)
    if key == "$ref":
        resolved = resolver.lookup(value)
        target = _compile(resolved.contents, resolved.resolver, compiled)
        return lambda x: target(x)
    if key == "items" and "prefixItems" not in schema:
        item = sub(value)
        return lambda x: not isinstance(x, list) or all(item(i) for i in x)
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
    if key == "dependentSchemas":  # each applies to an object that has its property
        dependents = [(name, sub(s)) for name, s in value.items()]
        return lambda x: not isinstance(x, dict) or all(c(x) for n, c in dependents if n in x)
    raise _Uncompilable(key)


_ASSERTIONS = frozenset(
    {"type", "const", "enum", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"}
    | {"minLength", "maxLength", "pattern", "minProperties", "maxProperties", "minItems"}
    | {"maxItems", "uniqueItems", "required"}
)


def _assertion(key: str, value: Any) -> Check | None:
    """The check of a keyword that tests the instance itself, with no subschema to compile."""
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
    if key == "required":
        names_ = list(value)
        return lambda x: not isinstance(x, dict) or all(n in x for n in names_)
    raise _Uncompilable(key)
