"""The house's import rules, checked over the source's AST (no code is imported or run).

A graph maps each module of ``converter`` and ``rules`` to the modules it imports: at the top
of the file or inside a function (a lazy import is still a dependency), but not under
``if TYPE_CHECKING:`` (types only, never executed).  ``from a.b import c`` counts ``a.b.c`` when
that is a module of the tree, else ``a.b``.  Importing a module is not counted as importing its
parent packages: a cycle through an ``__init__`` must import it by name.

Each rule is a pure function of the graph (``RULES``: id → check), so a test can feed it a
synthetic graph that breaks it.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

Graph = Mapping[str, frozenset[str]]

INTERNAL = ("converter", "dmd_rules")
PDF_LIBRARIES = ("pdfplumber", "pdfminer", "pypdfium2")
PDF_HOME = "converter.read"  # the only package that may read a PDF
SPACY_HOME = "converter.detect.nlp"  # the only module that may import spaCy
DASK_LIBRARIES = ("distributed", "dask")
DASK_HOME = "converter.cluster"  # the only module that may import Dask (an optional extra)
# Each stage package → the packages it must not import: a stage reads the records of the
# stages before it (``converter.models``, ``converter.dmd_models``), never a later stage, the
# commands or the pipeline.
_LATER = ("converter.pipeline", "converter.commands", "converter.cli")
STAGE_MUST_NOT: dict[str, tuple[str, ...]] = {
    "converter.read": ("converter.detect", "converter.mapping", "converter.write", *_LATER),
    "converter.detect": ("converter.mapping", "converter.write", "converter.validate", *_LATER),
    "converter.mapping": ("converter.read", "converter.write", "converter.validate", *_LATER),
    "converter.write": ("converter.read", "converter.detect", "converter.mapping", *_LATER),
    "converter.validate": (
        "converter.read",
        "converter.detect",
        "converter.mapping",
        "converter.write",
        *_LATER,
    ),
}


# The record modules → the only internal modules each may import: records sit under every
# stage, so they import none (the D&MD records build on the page's and detection's).
RECORDS_MAY_IMPORT: dict[str, tuple[str, ...]] = {
    # the records' lock-free cached property, a helper that imports nothing of ours
    "converter.models": ("converter.computed_once",),
    "converter.dmd_models": ("converter.models",),
}


@dataclass(frozen=True)
class Violation:
    """One broken rule: its id and what breaks it (``a -> b`` for a forbidden import, the
    modules of the cycle, sorted, for a cycle)."""

    rule: str
    subject: str


def within(module: str, package: str) -> bool:
    """True when ``module`` is ``package`` or one of its submodules."""
    return module == package or module.startswith(package + ".")


def module_name(path: Path, root: Path) -> str:
    """The dotted name of a source file under ``root`` (``converter/read/__init__.py`` →
    ``converter.read``)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _import_nodes(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth, except the body of ``if TYPE_CHECKING:``."""
    if isinstance(tree, ast.Import | ast.ImportFrom):
        yield tree
        return
    for name, value in ast.iter_fields(tree):
        if isinstance(tree, ast.If) and name == "body" and _is_type_checking(tree.test):
            continue
        children = value if isinstance(value, list) else [value]
        for child in children:
            if isinstance(child, ast.AST):
                yield from _import_nodes(child)


def _base_of(node: ast.ImportFrom, module: str, is_package: bool) -> str:
    """The absolute module a ``from … import`` names (relative imports resolved)."""
    if not node.level:
        return node.module or ""
    package = module.split(".") if is_package else module.split(".")[:-1]
    package = package[: len(package) - (node.level - 1)]
    return ".".join([*package, *([node.module] if node.module else [])])


def imports_of(
    source: str, module: str, known: frozenset[str], is_package: bool = False
) -> frozenset[str]:
    """The modules one file imports; ``known`` are the modules of the tree (to tell
    ``from pkg import submodule`` from ``from module import name``)."""
    found: set[str] = set()
    for node in _import_nodes(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
            continue
        base = _base_of(node, module, is_package)
        for alias in node.names:
            sub = f"{base}.{alias.name}"
            found.add(sub if sub in known else base)
    found.discard(module)
    return frozenset(found)


def build_graph(root: Path, packages: tuple[str, ...] = INTERNAL) -> dict[str, frozenset[str]]:
    """The import graph of every ``.py`` file of ``packages`` under ``root``."""
    files = {
        module_name(path, root): path
        for package in packages
        for path in sorted((root / package).rglob("*.py"))
    }
    known = frozenset(files)
    return {
        name: imports_of(path.read_text(encoding="utf-8"), name, known, path.stem == "__init__")
        for name, path in sorted(files.items())
    }


def _components(graph: Graph) -> list[list[str]]:
    """Strongly connected components of the graph (Tarjan), internal modules only."""
    nodes = sorted(m for m in graph if m.split(".")[0] in INTERNAL)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in graph:
                continue
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component: list[str] = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            out.append(sorted(component))

    for node in nodes:
        if node not in index:
            visit(node)
    return out


def no_cycle(graph: Graph) -> list[Violation]:
    """Modules of ``converter`` and ``rules`` that import each other, directly or round."""
    return [
        Violation("no-cycle", ", ".join(component))
        for component in _components(graph)
        if len(component) > 1 or component[0] in graph.get(component[0], ())
    ]


def _forbidden(
    rule: str, graph: Graph, wanted: Callable[[str], bool], allowed: Callable[[str], bool]
) -> list[Violation]:
    return [
        Violation(rule, f"{module} -> {imported}")
        for module, imports in sorted(graph.items())
        if not allowed(module)
        for imported in sorted(imports)
        if wanted(imported)
    ]


def pdf_only_in_read(graph: Graph) -> list[Violation]:
    """pdfplumber, pdfminer and pypdfium2 are imported only by ``converter.read``."""
    return _forbidden(
        "pdf-only-in-read",
        graph,
        lambda imported: any(within(imported, lib) for lib in PDF_LIBRARIES),
        lambda module: within(module, PDF_HOME),
    )


def spacy_only_in_nlp(graph: Graph) -> list[Violation]:
    """spaCy is imported only by the NLP detector."""
    return _forbidden(
        "spacy-only-in-nlp",
        graph,
        lambda imported: within(imported, "spacy"),
        lambda module: module == SPACY_HOME,
    )


def dask_only_in_cluster(graph: Graph) -> list[Violation]:
    """Dask (the ``[cluster]`` extra) is imported only by ``converter.cluster``."""
    return _forbidden(
        "dask-only-in-cluster",
        graph,
        lambda imported: any(within(imported, lib) for lib in DASK_LIBRARIES),
        lambda module: module == DASK_HOME,
    )


def rules_stands_alone(graph: Graph) -> list[Violation]:
    """``converter`` may import ``rules``, never the reverse."""
    return _forbidden(
        "rules-stands-alone",
        graph,
        lambda imported: within(imported, "converter"),
        lambda module: not within(module, "dmd_rules"),
    )


def stages_in_order(graph: Graph) -> list[Violation]:
    """A stage package imports no later stage (``STAGE_MUST_NOT``)."""
    return [
        Violation("stages-in-order", f"{module} -> {imported}")
        for module, imports in sorted(graph.items())
        for stage, banned in STAGE_MUST_NOT.items()
        if within(module, stage)
        for imported in sorted(imports)
        if any(within(imported, b) for b in banned)
    ]


def records_stand_below(graph: Graph) -> list[Violation]:
    """A record module imports no internal module but the records below it
    (``RECORDS_MAY_IMPORT``)."""
    return [
        Violation("records-stand-below", f"{module} -> {imported}")
        for module, allowed in RECORDS_MAY_IMPORT.items()
        for imported in sorted(graph.get(module, ()))
        if imported.split(".")[0] in INTERNAL and imported not in allowed
    ]


RULES: dict[str, Callable[[Graph], list[Violation]]] = {
    "no-cycle": no_cycle,
    "pdf-only-in-read": pdf_only_in_read,
    "spacy-only-in-nlp": spacy_only_in_nlp,
    "dask-only-in-cluster": dask_only_in_cluster,
    "rules-stands-alone": rules_stands_alone,
    "stages-in-order": stages_in_order,
    "records-stand-below": records_stand_below,
}


def violations(graph: Graph) -> list[Violation]:
    """Every rule broken by the graph, rule by rule."""
    return [v for check in RULES.values() for v in check(graph)]
