"""``dmd inspect``: what was read on each page, in text and (with --png) drawn on the page."""

from __future__ import annotations

from pathlib import Path

import typer

from converter.errors import OutputError, UsageError
from converter.inspection import PageReport, inspect_pdf, parse_page_ranges


def format_page(report: PageReport) -> str:
    """A page's findings as indented lines a GM can read against the printed page."""
    page = report.page
    columns = ", ".join(f"{c.x0:.0f}–{c.x1:.0f}" for c in page.columns) or "none"
    head = f"page {page.number}: {len(page.lines)} lines, {len(page.columns)} column(s) [{columns}]"
    if not page.has_text_layer:
        head += f", NO TEXT LAYER ({page.image_count} image(s))"
    lines = [head]
    for area in report.areas:
        key = f"{area.key}. " if area.key else ""
        creatures = ", ".join(
            f"{c.count if c.count is not None else '?'} {c.name}" for c in area.creatures
        )
        lines.append(f"  area {key}{area.name}" + (f"  [{creatures}]" if creatures else ""))
    for block in report.statblocks:
        facts = [
            f"{label} {value}"
            for label, value in (
                ("AC", block.ac),
                ("HP", block.hp),
                ("HD", block.hit_dice),
                ("CR", block.cr),
                ("size", block.size),
                ("type", block.type),
            )
            if value is not None
        ]
        lines.append(f"  statblock {block.name} ({block.style}): " + ", ".join(facts))
    for problem in report.problems:
        lines.append(f"  {problem.level} {problem.rule}: {problem.message}")
    return "\n".join(lines)


def inspect(
    pdf: Path = typer.Argument(..., help="A module PDF."),
    pages: str | None = typer.Option(None, "--pages", help="Pages to show, e.g. 3-5,9."),
    png: Path | None = typer.Option(
        None, "--png", help="Folder for page images with columns, areas and blocks drawn."
    ),
    password: str | None = typer.Option(None, "--password", help="Password of an encrypted PDF."),
    resolution: int = typer.Option(80, "--resolution", help="Dots per inch of the --png images."),
) -> None:
    """Show, page by page, the columns, areas, stat blocks and problems found.

    Example: dmd inspect samples/sunken-shrine.pdf --pages 2-3 --png /tmp/pages
    """
    if not pdf.is_file():
        raise UsageError(f"{pdf}: no such file")
    wanted = parse_page_ranges(pages) if pages else None
    if png is not None:
        check_image_folder(png)
    reports = inspect_pdf(pdf, pages=wanted, password=password, png_dir=png, resolution=resolution)
    for report in reports:
        typer.echo(format_page(report))
    if png is not None:
        typer.echo(f"page images written to {png}", err=True)


def check_image_folder(folder: Path) -> None:
    """Fail before reading the PDF (exit 5) when the images cannot be written there."""
    if folder.exists() and not folder.is_dir():
        raise OutputError(f"{folder}: --png needs a folder, and this is a file")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(
            f"{folder}: cannot create the image folder ({exc.strerror or exc})"
        ) from exc


def register(app: typer.Typer) -> None:
    """Add ``inspect`` to the app."""
    app.command()(inspect)
