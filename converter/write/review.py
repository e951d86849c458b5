"""The review page: ``OUTDIR/<module>/review/index.html`` plus one PNG per page with records.

It works from what the YAML holds (module.yaml and encounters/*.yaml, or the same dicts built
from a ``Conversion``), so ``dmd review`` can run on any converted folder. Fields that later
versions add (an area's ``confidence``/``evidence``, ``ways_around``, ``wandering``, maps and
pins with a ``source``) are read when present and never required. One self-contained HTML
file: inline CSS and JS, no network; page images are lazy-loaded so a 400-page book opens at
once. Every string from the PDF is HTML-escaped (``review_html``); same input → same bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from converter.dmd_models import Conversion
from converter.errors import InputPdfError, OutputError, UsageError
from converter.write import PageRenderer, RunInfo, Written
from converter.write.files import write_atomic, write_atomic_bytes
from converter.write.review_html import render_html
from converter.write.review_model import (
    ModuleData,
    PageInfo,
    as_dict,
    build_model,
    conversion_data,
    pages_to_show,
)

# resolved_by values that mean "a person should look": no stat block, or a fuzzy guess
PAGE_FILE = "page-{:04d}.png"


def find_pdf(data: ModuleData, given: Path | None) -> tuple[Path | None, str | None]:
    """The module's PDF and a note for the page when it is missing or not the same file.

    Looks at ``--pdf``, then beside the output folder and its parents, then the working folder.
    """
    source = as_dict(data.module.get("source"))
    name, sha = str(source.get("file", "")), source.get("sha256")
    if given is not None:
        if not given.is_file():
            raise UsageError(f"{given}: no such file")
        candidates = [given]
    else:
        folder = data.folder.resolve()
        candidates = [p / name for p in (folder, *folder.parents[:3], Path.cwd())] if name else []
    for path in candidates:
        if path.is_file():
            if sha and _sha256(path) != sha:
                return (
                    path,
                    f"{path.name} differs from the PDF that was converted (sha256): boxes may be off",
                )
            return path, None
    return None, f"the PDF {name!r} was not found: no page images (pass --pdf FILE)"


def _sha256(path: Path) -> str:
    from converter.write.files import file_sha256

    return file_sha256(path)


def render_page_images(
    render_pages: PageRenderer | None,
    pdf: Path | None,
    pages: Sequence[int],
    folder: Path,
    scale: float,
    password: str | None,
) -> tuple[list[PageInfo], list[Path]]:
    """PNG per page under ``folder`` (stale ones removed); placeholders without a PDF."""
    if pdf is None or render_pages is None:
        return [PageInfo(n) for n in pages], []

    infos, written = [], []
    for image in render_pages(pdf, pages, scale=scale, password=password):
        name = PAGE_FILE.format(image.number)
        path = folder / name
        write_atomic_bytes(path, image.png)
        written.append(path)
        infos.append(
            PageInfo(
                image.number,
                image.width_pt,
                image.height_pt,
                f"pages/{name}",
                image.width_px,
                image.height_px,
            )
        )
    keep = {p.name for p in written}
    for old in sorted(folder.glob("page-*.png")) if folder.is_dir() else []:
        if old.name not in keep:
            old.unlink()
    return infos, written


def write_review(
    data: ModuleData,
    pdf: Path | None = None,
    *,
    render_pages: PageRenderer | None = None,
    scale: float = 1.25,
    password: str | None = None,
    pdf_note: str | None = None,
) -> tuple[Path, ...]:
    """Write ``<folder>/review/index.html`` and its page images; the files written."""
    model = build_model(data)
    out = data.folder / "review"
    try:
        pages, images = render_page_images(
            render_pages, pdf, pages_to_show(model), out / "pages", scale, password
        )
        index = out / "index.html"
        write_atomic(index, render_html(model, pages, pdf_note))
    except OSError as exc:
        raise OutputError(f"{out}: cannot write the review page: {exc.strerror or exc}") from exc
    return (index, *images)


def write(conversion: Conversion, outdir: Path, run: RunInfo) -> Written:
    """The ``review`` writer of ``converter.write.WRITERS`` (``dmd convert --review``)."""
    data = conversion_data(conversion, run.module_folder(conversion, outdir))
    pdf = Path(conversion.document.path)
    try:
        files = write_review(data, pdf if pdf.is_file() else None, render_pages=run.render_pages)
    except InputPdfError as exc:  # e.g. encrypted: the writer is not given the password
        note = f"no page images ({exc.message}): run dmd review {data.folder} --password …"
        files = write_review(data, None, render_pages=run.render_pages, pdf_note=note)
    return Written("review", data.folder / "review", files)
