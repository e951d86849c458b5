"""``dmd validate`` and ``dmd schema``: check YAML files, print the bundled schemas.

Nothing heavy is imported here (no pdfplumber, no spaCy): validation starts in a tenth of a
second, which matters when it runs as a pre-commit hook or in CI.
"""

from __future__ import annotations

import os
from enum import StrEnum

import typer

from converter.errors import UsageError
from converter.validate.files import load_schemas, schema_texts, validate_paths
from converter.validate.report import formatter, summary_line
from converter.validate.yamlsafe import (
    DEFAULT_MAX_BYTES,
    DEFAULT_MAX_DEPTH,
    DEFAULT_MAX_NODES,
    YamlLimits,
)


class OutputFormat(StrEnum):
    """``--format`` values."""

    text = "text"
    json = "json"
    github = "github"


def default_format() -> str:
    """``github`` inside GitHub Actions (``GITHUB_ACTIONS=true``), else ``text``."""
    return "github" if os.environ.get("GITHUB_ACTIONS") == "true" else "text"


def validate(
    paths: list[str] = typer.Argument(
        ...,
        help="YAML files, folders (searched recursively) or globs; - reads standard input. "
        "Only regular files are read (a FIFO or device is refused).",
        show_default=False,
    ),
    output_format: OutputFormat | None = typer.Option(
        None,
        "--format",
        "-f",
        help="Output: text (file:line:col: …), json, or github annotations. "
        "Default: github when GITHUB_ACTIONS=true, else text.",
        show_default=False,
    ),
    strict: bool = typer.Option(False, "--strict", help="Warnings fail the run too (exit 1)."),
    ignore_unknown: bool = typer.Option(
        False,
        "--ignore-unknown",
        help="Skip files with neither a `kind` field nor a schema modeline "
        "(other YAML in the same tree, e.g. CI configs).",
    ),
    max_bytes: int = typer.Option(
        DEFAULT_MAX_BYTES, "--max-bytes", min=1, help="Larger files are invalid."
    ),
    max_depth: int = typer.Option(
        DEFAULT_MAX_DEPTH, "--max-depth", min=1, help="Deeper nesting is invalid."
    ),
    max_nodes: int = typer.Option(
        DEFAULT_MAX_NODES, "--max-nodes", min=1, help="Files with more nodes are invalid."
    ),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No summary line on stderr."),
) -> None:
    """Check D&MD YAML files (encounter, module, party, character, overrides).

    One line per problem: file:line:col: error: message, then the JSON pointer.

    Exit 0: all valid. 1: a file is invalid (bad or hostile YAML included).
    2: a path cannot be read or matches nothing.

    Example: dmd validate out/sunken-shrine --format json
    """
    limits = YamlLimits(max_bytes=max_bytes, max_depth=max_depth, max_nodes=max_nodes)
    report = validate_paths(paths, limits=limits, ignore_unknown=ignore_unknown)
    name = output_format.value if output_format is not None else default_format()
    typer.echo(formatter(name, strict)(report), nl=False)
    if not quiet:
        typer.echo(summary_line(report), err=True)
    raise typer.Exit(report.exit_code(strict))


def schema(
    name: str | None = typer.Argument(
        None, help="A kind (encounter, module, …) or a schema file name. Omit to list them."
    ),
) -> None:
    """Print a bundled JSON Schema, e.g. for an editor or another validator.

    Example: dmd schema encounter > encounter.schema.json
    """
    texts = schema_texts()
    if name is None:
        for kind, file_name in sorted(load_schemas().by_kind.items()):
            typer.echo(f"{kind}\t{file_name}")
        return
    file_name = load_schemas().by_kind.get(name, name)
    if file_name not in texts and f"{name}.schema.json" in texts:
        file_name = f"{name}.schema.json"
    if file_name not in texts:
        known = ", ".join(sorted(load_schemas().by_kind))
        raise UsageError(f"no schema named {name!r} (known: {known})")
    typer.echo(texts[file_name], nl=not texts[file_name].endswith("\n"))


def register(app: typer.Typer) -> None:
    """Add ``validate`` and ``schema`` to the app."""
    app.command()(validate)
    app.command()(schema)
