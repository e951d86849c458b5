"""The import rules of the house (``tests/import_rules.py``) hold on the real tree, and each
rule fails when a graph breaks it."""

from __future__ import annotations

import importlib
from pathlib import Path

import import_rules
import pytest
from import_rules import Violation, build_graph, imports_of, violations

ROOT = Path(__file__).resolve().parent.parent

# Violations the tree may have while another branch removes them, each with its reason; after
# that branch lands, its entries are deleted and the test guards against their return. None
# today: rules stands on its own (rules.values, rules.errors) since branch engine landed.
KNOWN_VIOLATIONS: dict[Violation, str] = {}


def test_the_tree_breaks_no_rule_but_the_known_ones() -> None:
    found = violations(build_graph(ROOT))
    assert [v for v in found if v not in KNOWN_VIOLATIONS] == []


def test_every_known_violation_is_still_there() -> None:
    """A fixed violation leaves the allow-list, so it cannot come back unnoticed."""
    found = set(violations(build_graph(ROOT)))
    assert [v for v in KNOWN_VIOLATIONS if v not in found] == []


def _graph(**edges: str) -> dict[str, frozenset[str]]:
    """A synthetic graph: ``converter__a="converter.b rules.c"`` (``__`` for a dot)."""
    return {k.replace("__", "."): frozenset(v.split()) for k, v in edges.items()}


# One synthetic graph per rule: what breaks it, what it reports.
BROKEN = {
    "no-cycle": (
        _graph(
            converter__detect__a="converter.detect.b",
            converter__detect__b="converter.detect.c re",
            converter__detect__c="converter.detect.a",
            converter__pipeline="converter.detect.a",
        ),
        Violation("no-cycle", "converter.detect.a, converter.detect.b, converter.detect.c"),
    ),
    "pdf-only-in-read": (
        _graph(converter__read__extract="pdfplumber", converter__mapping__room="pdfminer.layout"),
        Violation("pdf-only-in-read", "converter.mapping.room -> pdfminer.layout"),
    ),
    "spacy-only-in-nlp": (
        _graph(converter__detect__nlp="spacy", converter__detect__areas="spacy.matcher"),
        Violation("spacy-only-in-nlp", "converter.detect.areas -> spacy.matcher"),
    ),
    "dask-only-in-cluster": (
        _graph(converter__cluster="distributed", converter__pipeline="dask.config"),
        Violation("dask-only-in-cluster", "converter.pipeline -> dask.config"),
    ),
    "rules-stands-alone": (
        _graph(converter__commands__play="dmd_rules.dmd", dmd_rules__dmd="converter.models"),
        Violation("rules-stands-alone", "dmd_rules.dmd -> converter.models"),
    ),
    "stages-in-order": (
        _graph(
            converter__mapping__room="converter.models converter.detect.nlp",
            converter__write__yaml_files="converter.mapping.tables",
        ),
        Violation("stages-in-order", "converter.write.yaml_files -> converter.mapping.tables"),
    ),
    "records-stand-below": (
        _graph(
            converter__models="dataclasses",
            converter__dmd_models="converter.models converter.mapping.tables",
        ),
        Violation("records-stand-below", "converter.dmd_models -> converter.mapping.tables"),
    ),
}


def test_every_rule_has_a_broken_graph() -> None:
    assert sorted(BROKEN) == sorted(import_rules.RULES)


@pytest.mark.parametrize("rule", sorted(BROKEN))
def test_a_broken_rule_fails(rule: str) -> None:
    graph, expected = BROKEN[rule]
    assert import_rules.RULES[rule](graph) == [expected]
    assert violations(graph) == [expected]  # and no other rule fires on it


def test_a_self_import_is_a_cycle_and_an_acyclic_graph_is_none() -> None:
    assert import_rules.no_cycle(_graph(dmd_rules__dice="dmd_rules.dice")) == [
        Violation("no-cycle", "dmd_rules.dice")
    ]
    assert (
        import_rules.no_cycle(_graph(converter__a="converter.b", converter__b="dmd_rules.c")) == []
    )


KNOWN = frozenset({"converter.detect", "converter.detect.nlp", "converter.models"})


@pytest.mark.parametrize(
    ("source", "imported"),
    [
        ("import spacy.matcher", {"spacy.matcher"}),
        ("def f():\n    import spacy\n", {"spacy"}),  # a lazy import is a dependency
        ("from converter.detect import nlp", {"converter.detect.nlp"}),  # a submodule
        ("from converter.models import Area", {"converter.models"}),  # a name of a module
        ("from . import nlp", {"converter.detect.nlp"}),  # relative, from a sibling
        ("from .nlp import x", {"converter.detect.nlp"}),
        ("from ..models import Area", {"converter.models"}),
        (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import pdfplumber\n",
            {"typing"},
        ),
        (
            "import typing\nif typing.TYPE_CHECKING:\n    import pdfplumber\nelse:\n    import re\n",
            {"typing", "re"},
        ),
    ],
)
def test_imports_of_a_file(source: str, imported: set[str]) -> None:
    assert imports_of(source, "converter.detect.areas", KNOWN) == imported


def test_relative_imports_in_a_package_init_start_from_the_package() -> None:
    assert imports_of("from . import nlp", "converter.detect", KNOWN, is_package=True) == {
        "converter.detect.nlp"
    }


@pytest.mark.parametrize("name", ["convert_pdf", "convert_paths", "validate_paths"])
def test_the_lazy_public_api_points_at_the_modules_that_hold_it(name: str) -> None:
    """``converter.__getattr__`` imports each public function from a module named in a
    table; a name that moved would only fail when someone used it."""
    import converter

    assert callable(getattr(converter, name))
    assert callable(getattr(importlib.import_module(converter._LAZY[name]), name))
