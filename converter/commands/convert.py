"""``dmd convert``: module PDFs → encounter YAML, with progress and a closing summary."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import typer

from converter.pipeline import BatchResult, ConvertOptions, FileOutcome, convert_paths
from converter.write import DEFAULT_FORMATS

SUMMARY_FIELDS = ("areas", "creatures", "obstacles", "threats", "statblocks", "problems")


def format_outcome(outcome: FileOutcome) -> str:
    """One line per file: what was found, or why it failed."""
    if outcome.status == "failed":
        return f"FAILED {outcome.message} (exit {outcome.exit_code})"
    if outcome.status == "unchanged":
        return f"unchanged {outcome.path} (use --force to convert again)"
    counts = ", ".join(f"{outcome.summary.get(key, 0)} {key}" for key in SUMMARY_FIELDS)
    return f"converted {outcome.path} → {outcome.folder}: {counts}"


def format_batch(result: BatchResult) -> str:
    """The closing summary: totals, then every failed file and why."""
    outcomes = result.outcomes
    converted = sum(o.status == "converted" for o in outcomes)
    unchanged = sum(o.status == "unchanged" for o in outcomes)
    lines = [
        f"{len(outcomes)} file(s): {converted} converted, {unchanged} unchanged, "
        f"{len(result.failed)} failed"
    ]
    lines += [f"  failed: {o.message} (exit {o.exit_code})" for o in result.failed]
    return "\n".join(lines)


class _Progress:
    """A rich progress bar on a terminal; plain lines otherwise (logs, CI)."""

    def __init__(self, total: int, quiet: bool) -> None:
        self.quiet = quiet
        self.bar: Any = None
        self.task: Any = None
        if not quiet and sys.stderr.isatty() and total > 1:
            from rich.progress import Progress

            self.bar = Progress(transient=True)
            self.bar.start()
            self.task = self.bar.add_task("converting", total=total)

    def done(self, outcome: FileOutcome) -> None:
        if self.bar is not None:
            self.bar.advance(self.task)
            self.bar.console.print(format_outcome(outcome), highlight=False)
        elif not self.quiet:
            typer.echo(format_outcome(outcome), err=True)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()


def convert(
    inputs: list[Path] = typer.Argument(..., help="Module PDFs or folders of PDFs."),
    outdir: Path = typer.Option(Path("out"), "--output", "-o", help="Output folder."),
    jobs: int = typer.Option(
        0, "--jobs", "-j", help="Worker processes (default: the number of cores)."
    ),
    password: str | None = typer.Option(None, "--password", help="Password of encrypted PDFs."),
    overrides: Path | None = typer.Option(
        None,
        "--overrides",
        help="GM overrides file (default: overrides.yaml beside each module's output).",
    ),
    force: bool = typer.Option(False, "--force", help="Convert even unchanged PDFs again."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Print only the final summary."),
    review: bool = typer.Option(
        False, "--review", help="Also write OUTDIR/<module>/review/index.html (as dmd review)."
    ),
) -> None:
    """Convert module PDFs into D&MD encounter YAML under OUTDIR/<module>/.

    Example: dmd convert samples/sunken-shrine.pdf -o out
    """
    options = ConvertOptions(
        outdir=outdir,
        jobs=jobs or os.cpu_count() or 1,
        password=password,
        overrides=overrides,
        force=force,
        formats=(*DEFAULT_FORMATS, "review") if review else DEFAULT_FORMATS,
    )
    from converter.pipeline import expand_inputs

    progress = _Progress(len(expand_inputs(inputs)), quiet)
    try:
        result = convert_paths(inputs, options, on_done=progress.done)
    finally:
        progress.close()
    typer.echo(format_batch(result))
    if result.exit_code:
        raise typer.Exit(result.exit_code)


def register(app: typer.Typer) -> None:
    """Add ``convert`` to the app."""
    app.command()(convert)
