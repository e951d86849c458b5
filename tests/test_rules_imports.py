"""``rules`` stands on its own: no module of it imports ``converter`` (an AST check)."""

from __future__ import annotations

import ast
from pathlib import Path

RULES = Path(__file__).resolve().parents[1] / "rules"


def imported_roots(source: str) -> set[str]:
    """The top-level package of every import in ``source`` (inside functions too)."""
    roots: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_the_check_sees_a_forbidden_import() -> None:
    assert "converter" in imported_roots("def f():\n    from converter.models import Threat\n")
    assert "converter" in imported_roots("import converter.errors as e\n")


def test_rules_never_imports_converter() -> None:
    offenders = [
        path.name
        for path in sorted(RULES.glob("**/*.py"))
        if "converter" in imported_roots(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
