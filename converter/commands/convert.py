"""``dmd convert``: module PDFs → encounter YAML, with progress and a closing summary."""

from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any

import typer

from converter.pipeline import BatchResult, ConvertOptions, FileOutcome, convert_paths
from converter.read import ENGINE_NAMES, OCR_MODES
from converter.read.budget import DEFAULT_MAX_CONTENT_BYTES, MIB
from converter.write import DEFAULT_FORMATS

SUMMARY_FIELDS = ("areas", "creatures", "obstacles", "threats", "statblocks", "problems")


def format_outcome(outcome: FileOutcome) -> str:
    """One line per file: what was found, or why it failed; then its warnings."""
    if outcome.status == "failed":
        return f"FAILED {outcome.message} (exit {outcome.exit_code})"
    if outcome.status == "unchanged":
        return f"unchanged {outcome.path} (use --force to convert again)"
    counts = ", ".join(f"{outcome.summary.get(key, 0)} {key}" for key in SUMMARY_FIELDS)
    lines = [f"converted {outcome.path} → {outcome.folder}: {counts}"]
    lines += [f"  warning: {outcome.path}: {w}" for w in outcome.warnings]
    return "\n".join(lines)


def format_batch(result: BatchResult) -> str:
    """The closing summary: totals, then every failed file and why, then every warning."""
    outcomes = result.outcomes
    converted = sum(o.status == "converted" for o in outcomes)
    unchanged = sum(o.status == "unchanged" for o in outcomes)
    lines = [
        f"{len(outcomes)} file(s): {converted} converted, {unchanged} unchanged, "
        f"{len(result.failed)} failed"
    ]
    lines += [f"  note: {note}" for note in result.notes]
    lines += [f"  failed: {o.message} (exit {o.exit_code})" for o in result.failed]
    lines += [f"  warning: {o.path}: {w}" for o in outcomes for w in o.warnings]
    return "\n".join(lines)


def batch_to_json(result: BatchResult) -> str:
    """The batch as one JSON document (``--json``): exit code, notes and every outcome."""
    data = {
        "exit_code": result.exit_code,
        "notes": list(result.notes),
        "files": [asdict(o) | {"warnings": list(o.warnings)} for o in result.outcomes],
    }
    return json.dumps(data, indent=2, ensure_ascii=False)


class _Progress:
    """A rich progress bar on a terminal (per file, or per page for one file); plain lines
    otherwise (logs, CI)."""

    def __init__(self, total: int, quiet: bool) -> None:
        self.quiet = quiet
        self.bar: Any = None
        self.task: Any = None
        if not quiet and sys.stderr.isatty():
            from rich.console import Console
            from rich.progress import Progress

            self.bar = Progress(transient=True, console=Console(stderr=True))
            self.bar.start()
            unit = "converting" if total > 1 else "reading pages"
            self.task = self.bar.add_task(unit, total=total if total > 1 else None)

    def page(self, done: int, total: int) -> None:
        if self.bar is not None:
            self.bar.update(self.task, completed=done, total=total)

    def note(self, text: str) -> None:
        if not self.quiet:
            self._print(f"note: {text}")

    def done(self, outcome: FileOutcome) -> None:
        if self.bar is not None and self.bar.tasks[0].total is not None:
            self.bar.advance(self.task)
        if not self.quiet:
            self._print(format_outcome(outcome))

    def _print(self, text: str) -> None:
        if self.bar is not None:
            self.bar.console.print(text, highlight=False, markup=False)
        else:
            typer.echo(text, err=True)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()


# long: typer declares one parameter per option; the body is ~25 lines
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
    strict: bool = typer.Option(
        False, "--strict", help="Summary warnings (garbage text, no areas) fail the file (exit 1)."
    ),
    max_content_mb: int = typer.Option(
        DEFAULT_MAX_CONTENT_BYTES // MIB,
        "--max-content-mb",
        min=1,
        help="Budget of inflated page content per PDF, in MiB; a PDF over it fails (exit 3).",
    ),
    as_json: bool = typer.Option(False, "--json", help="Print the results as JSON on stdout."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Print only the final summary."),
    review: bool = typer.Option(
        False, "--review", help="Also write OUTDIR/<module>/review/index.html (as dmd review)."
    ),
    engine: str = typer.Option(
        ENGINE_NAMES[0],
        "--engine",
        help=f"Character reader: {' or '.join(ENGINE_NAMES)} (faster; see the README).",
    ),
    ocr: str = typer.Option(
        OCR_MODES[0],
        "--ocr",
        help="Words printed only as pictures (heading images, scanned pages): auto reads them "
        "with Tesseract when it is on PATH, off never does.",
    ),
    scheduler: str | None = typer.Option(
        None,
        "--scheduler",
        envvar="DASK_SCHEDULER_ADDRESS",
        help="Dask scheduler (tcp://HOST:8786): one task per PDF on its workers, instead of "
        "local processes; inputs and OUTDIR on a file system every worker shares "
        "(docs/cluster.md; needs the cluster extra).",
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
        strict=strict,
        max_content_bytes=max_content_mb * MIB,
        engine=engine,
        scheduler=scheduler or None,
        ocr=ocr,
    )
    from converter.pipeline import expand_inputs

    progress = _Progress(len(expand_inputs(inputs)), quiet or as_json)
    try:
        result = convert_paths(
            inputs, options, on_done=progress.done, on_note=progress.note, on_page=progress.page
        )
    finally:
        progress.close()
    typer.echo(batch_to_json(result) if as_json else format_batch(result))
    if result.exit_code:
        raise typer.Exit(result.exit_code)


def register(app: typer.Typer) -> None:
    """Add ``convert`` to the app."""
    app.command()(convert)
