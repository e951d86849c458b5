"""``dmd review`` and ``dmd sheet``: a converted module as a review page and a prep sheet."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from converter.errors import UsageError

FolderArgument = Annotated[
    Path, typer.Argument(help="A converted module folder: OUTDIR/<module> (holds module.yaml).")
]


def review(
    folder: FolderArgument,
    pdf: Annotated[
        Path | None,
        typer.Option("--pdf", help="The module's PDF, when it is not beside the output."),
    ] = None,
    password: Annotated[
        str | None, typer.Option("--password", help="Password of an encrypted PDF.")
    ] = None,
    scale: Annotated[
        float,
        typer.Option("--scale", min=0.25, max=4.0, help="Page image size: 1.0 = 72 dpi."),
    ] = 1.25,
) -> None:
    """Write FOLDER/review/index.html: every page with its boxes, every record beside it.

    Works offline from the file system. Accept, reject or edit records there and export an
    overrides.yaml to save beside module.yaml; the next dmd convert applies it.

    Example: dmd review out/sunken-shrine --pdf samples/sunken-shrine.pdf
    """
    from converter.read.render import render_pages
    from converter.write.review import find_pdf, write_review
    from converter.write.review_model import load_module_folder

    if not folder.is_dir():
        raise UsageError(f"{folder}: no such folder")
    data = load_module_folder(folder)
    found, note = find_pdf(data, pdf)
    if note:
        typer.echo(f"dmd: note: {note}", err=True)
    files = write_review(
        data, found, render_pages=render_pages, scale=scale, password=password, pdf_note=note
    )
    typer.echo(f"wrote {files[0]} and {len(files) - 1} page image(s)")


def sheet(
    folder: FolderArgument,
    party: Annotated[
        Path | None,
        typer.Option("--party", help="A party YAML file: add each member's odds per obstacle."),
    ] = None,
) -> None:
    """Write FOLDER/sheet.md and sheet.html: a prep sheet, one section per area in reading order.

    Example: dmd sheet out/sunken-shrine --party samples/party.yaml
    """
    from converter.write.review_model import load_module_folder
    from converter.write.sheet import write_sheet

    if not folder.is_dir():
        raise UsageError(f"{folder}: no such folder")
    if party is not None and not party.is_file():
        raise UsageError(f"{party}: no such file")
    md_file, html_file = write_sheet(load_module_folder(folder), party)
    typer.echo(f"wrote {md_file} and {html_file}")


def register(app: typer.Typer) -> None:
    """Add ``review`` and ``sheet`` to the app."""
    app.command("review")(review)
    app.command("sheet")(sheet)
