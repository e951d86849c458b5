"""``dmd inspect``: what was read on each page, in text and (with --png) drawn on the page."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer

from converter.errors import OutputError, UsageError
from converter.inspection import PageReport, inspect_pdf, parse_page_ranges
from converter.read import ENGINE_NAMES, OCR_MODES


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
        lines.append(
            f"  area {key}{area.name}"
            + (f"  [{creatures}]" if creatures else "")
            + (f"  (read by OCR, confidence {area.confidence:.2f})" if area.source.ocr else "")
        )
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
        lines.extend(f"    {evidence}" for evidence in block.evidence)
    for problem in report.problems:
        lines.append(f"  {problem.level} {problem.rule}: {problem.message}")
    return "\n".join(lines)


def page_to_json(report: PageReport) -> dict[str, Any]:
    """A page's findings as plain data (``--json``), the same facts as ``format_page``."""
    page = report.page
    return {
        "page": page.number,
        "lines": len(page.lines),
        "columns": [[c.x0, c.top, c.x1, c.bottom] for c in page.columns],
        "text_layer": page.has_text_layer,
        "images": page.image_count,
        "areas": [
            {
                "key": a.key,
                "name": a.name,
                "creatures": [{"name": c.name, "count": c.count} for c in a.creatures],
                "ocr": a.source.ocr,
                "confidence": round(a.confidence, 2),
            }
            for a in report.areas
        ],
        "statblocks": [
            {
                "name": b.name,
                "style": b.style,
                "ac": b.ac,
                "hp": b.hp,
                "cr": b.cr,
                "ocr": b.source.ocr,
                "evidence": list(b.evidence),
            }
            for b in report.statblocks
        ],
        "problems": [
            {"rule": p.rule, "level": p.level, "message": p.message} for p in report.problems
        ],
    }


def inspect(
    pdf: Path = typer.Argument(..., help="A module PDF."),
    pages: str | None = typer.Option(None, "--pages", help="Pages to show, e.g. 3-5,9."),
    png: Path | None = typer.Option(
        None, "--png", help="Folder for page images with columns, areas and blocks drawn."
    ),
    password: str | None = typer.Option(None, "--password", help="Password of an encrypted PDF."),
    resolution: int = typer.Option(80, "--resolution", help="Dots per inch of the --png images."),
    as_json: bool = typer.Option(False, "--json", help="Print the pages as JSON on stdout."),
    engine: str = typer.Option(
        ENGINE_NAMES[0], "--engine", help=f"Character reader: {' or '.join(ENGINE_NAMES)}."
    ),
    ocr: str = typer.Option(
        OCR_MODES[0],
        "--ocr",
        help="Words printed only as pictures: auto reads them with Tesseract when on PATH.",
    ),
    alone: bool = typer.Option(
        False,
        "--alone",
        help="Read only the --pages (faster on a long book; what depends on other pages, "
        "such as heading sizes or stat blocks printed elsewhere, may differ from convert).",
    ),
) -> None:
    """Show, page by page, the columns, areas, stat blocks and problems found.

    Example: dmd inspect samples/sunken-shrine.pdf --pages 2-3 --png /tmp/pages
    """
    if not pdf.is_file():
        raise UsageError(f"{pdf}: no such file")
    wanted = parse_page_ranges(pages) if pages else None
    if png is not None:
        check_image_folder(png)
    reports = inspect_pdf(
        pdf,
        pages=wanted,
        password=password,
        png_dir=png,
        resolution=resolution,
        engine=engine,
        alone=alone,
        ocr=ocr,
    )
    if as_json:
        typer.echo(json.dumps([page_to_json(r) for r in reports], indent=2, ensure_ascii=False))
    else:
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
