"""Read a PDF into a ``Document``: the only module that touches pdfplumber.

Each page's pdfplumber chars are copied once into plain ``layout_lines.Glyph`` records and handed
to the pure layout functions; the page cache is flushed at once so memory stays bounded.
With ``jobs > 1`` contiguous page ranges are read in worker processes, each opening the
PDF itself; results are merged in page order, so the output does not depend on ``jobs``.
"""

from __future__ import annotations

import gc
import hashlib
import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from converter.errors import (
    BudgetError,
    InputFileError,
    InputPdfError,
    OutputError,
    UsageError,
)
from converter.models import BBox, Document, PageText, PdfPages, Problem
from converter.read import ENGINE_NAMES, OCR_MODES, layout, pdfium_chars, repair
from converter.read.budget import (
    DEFAULT_MAX_CONTENT_BYTES,
    OverBudget,
    describe_bytes,
    inflate_size,
)
from converter.read.document import assemble_document
from converter.read.glyphs import (
    RawPage,
    chars_to_glyphs,
    rects_to_boxes,
    strokes_to_ruled,
)
from converter.read.ocr import PageOcr
from converter.read.paint_order import plumber_hidden
from converter.read.pdf_errors import as_input_error, names_encryption, page_error
from converter.read.shapes import plumber_rounded_rects

DEFAULT_ENGINE = ENGINE_NAMES[0]  # pdfplumber, the reference the golden files are pinned to
CHUNKS_PER_JOB = 4  # more chunks than workers evens out pages of unequal cost


def read_pdf(
    path: Path,
    *,
    password: str | None = None,
    jobs: int = 1,
    pages: Sequence[int] | None = None,
    engine: str = DEFAULT_ENGINE,
    ocr: str = OCR_MODES[0],
) -> Document:
    """Read and lay out every page (or the 1-based ``pages``): ``read_pages`` then the
    layout stage's ``assemble_document``, for callers that want a ``Document`` at once."""
    return assemble_document(
        read_pages(path, password=password, jobs=jobs, pages=pages, engine=engine, ocr=ocr)
    )


def read_pages(
    path: Path,
    *,
    password: str | None = None,
    jobs: int = 1,
    pages: Sequence[int] | None = None,
    max_content_bytes: int = DEFAULT_MAX_CONTENT_BYTES,
    on_page: Callable[[int, int], None] | None = None,
    engine: str = DEFAULT_ENGINE,
    ocr: str = OCR_MODES[0],
) -> PdfPages:
    """Read every page (or the 1-based ``pages``) of ``path``, each laid out on its own.

    Raises ``InputPdfError`` for files that are not PDFs, are corrupt, truncated, have no
    pages or a malformed page, ``BudgetError`` when the page content inflates beyond
    ``max_content_bytes``, and ``EncryptedPdfError`` when a password is needed and missing
    or wrong. A page whose content stream is damaged is read as far as it goes and named in
    a ``page-unreadable`` problem. ``on_page(done, total)`` hears of each page read.
    ``engine`` names the character reader (``ENGINES``); the checks above are the same for
    both, so a PDF fails the same way whichever reads it. ``ocr`` (``auto`` or ``off``) says
    whether words printed only as pictures are read with Tesseract (``converter.read.ocr``).
    """
    if engine not in ENGINES:
        raise UsageError(f"unknown engine {engine!r} (choose from {', '.join(ENGINES)})")
    if ocr not in OCR_MODES:
        raise UsageError(f"unknown OCR mode {ocr!r} (choose from {', '.join(OCR_MODES)})")
    path = Path(path)
    try:
        with path.open("rb") as handle:
            head = handle.read(1024)
            handle.seek(0)
            sha256 = hashlib.file_digest(handle, "sha256").hexdigest()
    except OSError as exc:
        raise InputFileError(f"{path.name}: cannot read the file ({exc.strerror or exc})") from exc
    if b"%PDF-" not in head:
        raise InputPdfError(f"{path.name}: not a PDF file (no %PDF header)")
    progress = _Progress(on_page)
    pdf = _open(path, password)
    try:
        wanted = _wanted_pages(path, _page_count(pdf, path, password), pages)
        progress.total = len(wanted)
        damaged = _check_content(pdf, path, password, wanted, max_content_bytes)
        if jobs > 1 and len(wanted) >= 2 * jobs:
            _close(pdf)
            results = _read_in_workers(path, password, wanted, jobs, progress, (engine, ocr))
        else:
            with relaxed_gc():
                results = [_read_open_pages(pdf, path, password, wanted, progress, (engine, ocr))]
    finally:
        _close(pdf)
    return PdfPages(
        file=path.name,
        path=str(path),
        sha256=sha256,
        pages=tuple(page for chunk in results for page in chunk),
        problems=tuple(_unreadable_page(path.name, number) for number in damaged),
    )


class _Progress:
    """Counts pages read and tells ``on_page``, if there is one."""

    def __init__(self, on_page: Callable[[int, int], None] | None) -> None:
        self.on_page = on_page
        self.done = 0
        self.total = 0

    def advance(self, pages: int = 1) -> None:
        self.done += pages
        if self.on_page is not None:
            self.on_page(self.done, self.total)


def _read_in_workers(
    path: Path,
    password: str | None,
    wanted: list[int],
    jobs: int,
    progress: _Progress,
    readers: tuple[str, str],
) -> list[list[PageText]]:
    chunks = _chunk(wanted, jobs * CHUNKS_PER_JOB)
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=ctx) as pool:
        futures = [
            pool.submit(_read_pages, str(path), password, chunk, readers) for chunk in chunks
        ]
        for future, chunk in zip(futures, chunks, strict=True):
            future.result()
            progress.advance(len(chunk))
        return [future.result() for future in futures]


def _unreadable_page(file: str, number: int) -> Problem:
    return Problem(
        file=file,
        page=number,
        rule="page-unreadable",
        level="error",
        message=f"page {number}: its content stream is damaged; text after the damage is lost",
    )


def _check_content(
    pdf: Any, path: Path, password: str | None, wanted: Sequence[int], budget: int
) -> list[int]:
    """Measure the wanted pages' content streams before pdfminer inflates any of them.

    Returns the pages with a damaged stream; raises ``BudgetError`` when the inflated
    content passes ``budget``. Each stream (a form shared by many pages too) counts once.
    """
    seen: set[int] = set()
    used = 0
    damaged: list[int] = []
    all_pages = _pages_of(pdf, path, password)
    for number in wanted:
        try:
            streams = list(_content_streams(all_pages[number - 1].page_obj, seen))
        except Exception as exc:  # pdfminer's own failure to resolve the page's objects
            raise page_error(path, number, exc) from exc
        for raw in streams:
            try:
                inflated = inflate_size(raw, budget - used)
            except OverBudget:
                limit = describe_bytes(budget)
                raise BudgetError(
                    f"{path.name}: page {number}'s content exceeds the {limit} budget for one "
                    "document (a decompression bomb?); raise it with --max-content-mb"
                ) from None
            used += inflated.size
            if not inflated.whole and number not in damaged:
                damaged.append(number)
    return damaged


def _content_streams(page_obj: Any, seen: set[int]) -> Iterator[bytes]:
    """The raw bytes of a page's Flate-compressed content streams and form XObjects."""
    from pdfminer.pdftypes import LITERALS_FLATE_DECODE, PDFStream, resolve1

    candidates = list(page_obj.contents or [])
    xobjects = resolve1((page_obj.resources or {}).get("XObject")) or {}
    if isinstance(xobjects, dict):
        candidates += [resolve1(x) for x in xobjects.values()]
    for stream in candidates:
        stream = resolve1(stream)
        if not isinstance(stream, PDFStream) or id(stream) in seen:
            continue
        seen.add(id(stream))
        if stream.get("Subtype") not in (None, _literal("Form")):
            continue  # images are not inflated to read text
        filters = stream.get_filters()
        if len(filters) == 1 and filters[0][0] in LITERALS_FLATE_DECODE:
            yield stream.rawdata or b""


def _literal(name: str) -> Any:
    from pdfminer.psparser import LIT

    return LIT(name)


def _pages_of(pdf: Any, path: Path, password: str | None) -> Any:
    try:
        return pdf.pages
    except Exception as exc:  # pdfminer raises many unrelated types for bad files
        raise as_input_error(path, exc, password) from exc


def _close(pdf: Any) -> None:
    """Close without walking the pages again: pdfplumber's ``close`` builds every page, so
    on a malformed page it raises from a ``finally`` and hides the real error."""
    try:
        pdf.flush_cache()
        for page in getattr(pdf, "_pages", ()):
            page.close()
    except Exception:  # noqa: BLE001 - closing must never replace the error being reported
        pass
    if not getattr(pdf, "stream_is_external", True):
        pdf.stream.close()


def _wanted_pages(path: Path, page_count: int, pages: Sequence[int] | None) -> list[int]:
    if pages is None:
        return list(range(1, page_count + 1))
    wanted = sorted(set(pages))
    bad = [p for p in wanted if not 1 <= p <= page_count]
    if bad:  # the caller asked for it (``--pages``): a usage error, the PDF is fine
        raise UsageError(f"{path.name}: no page {bad[0]} (the PDF has {page_count} pages)")
    return wanted


def _chunk(pages: list[int], count: int) -> list[list[int]]:
    if not pages:
        return []
    count = max(1, min(count, len(pages)))
    size, extra = divmod(len(pages), count)
    out: list[list[int]] = []
    start = 0
    for i in range(count):
        end = start + size + (1 if i < extra else 0)
        out.append(pages[start:end])
        start = end
    return out


def _open(path: Path, password: str | None) -> Any:
    """Open with pdfplumber, turning pdfminer's failures into our one-line errors."""
    import pdfplumber

    try:
        return pdfplumber.open(path, password=password or "")
    except Exception as exc:  # pdfminer raises many unrelated types for bad files
        raise as_input_error(path, exc, password) from exc


def _page_count(pdf: Any, path: Path, password: str | None) -> int:
    try:
        count = len(pdf.pages)
    except Exception as exc:
        raise as_input_error(path, exc, password) from exc
    if count == 0:
        raise InputPdfError(f"{path.name}: the PDF has no pages")
    return count


def _read_pages(
    path_text: str, password: str | None, numbers: Sequence[int], readers: tuple[str, str]
) -> list[PageText]:
    """Read some pages of one PDF (runs in a worker process when jobs > 1)."""
    path = Path(path_text)
    pdf = _open(path, password)
    try:
        with relaxed_gc():
            return _read_open_pages(pdf, path, password, numbers, _Progress(None), readers)
    finally:
        _close(pdf)


GC_YOUNG_THRESHOLD = 20_000  # objects allocated between young collections while reading


@contextmanager
def relaxed_gc() -> Iterator[None]:
    """Keep CPython's cycle collector off our results while pdfminer allocates.

    pdfminer allocates millions of small objects a page. With the default young threshold
    (700) the collector rescans the page's live layout objects over and over, and every older
    collection walks all the pages read so far. So the threshold is raised, and the pages
    already read are frozen (``gc.freeze``) after each page. They hold no cycles, and pdfminer
    leaves almost no cyclic garbage. Both are undone on exit.
    """
    old = gc.get_threshold()
    gc.set_threshold(max(old[0], GC_YOUNG_THRESHOLD), *old[1:])
    try:
        yield
    finally:
        gc.set_threshold(*old)
        gc.unfreeze()


def _read_open_pages(
    pdf: Any,
    path: Path,
    password: str | None,
    numbers: Sequence[int],
    progress: _Progress,
    readers: tuple[str, str],
) -> list[PageText]:
    """Each page's characters (the engine's, and any read from pictures) laid out."""
    out: list[PageText] = []
    engine, ocr = readers
    reader, recognise = ENGINES[engine](pdf, path, password), PageOcr(path, password, ocr)
    try:
        for number in numbers:
            raw = reader.read(number)
            words, pending = recognise.read(number, raw)
            page = layout.glyphs_to_page(
                number,
                raw.width,
                raw.height,
                raw.glyphs + words if words else raw.glyphs,
                image_count=raw.image_count,
                boxes=raw.boxes,
                ruled=raw.ruled,
                fix_text=repair.repair_text,
            )
            if pending or raw.hidden:
                page = replace(page, ocr_pending=pending, hidden_chars=raw.hidden)
            out.append(page)
            del raw
            gc.freeze()  # see relaxed_gc: the pages read so far need no more scanning
            progress.advance()
    finally:
        reader.close()
        recognise.close()
    return out


class _PlumberPages:
    """The pdfplumber engine: pdfminer's chars, images and rects of each page."""

    def __init__(self, pdf: Any, path: Path, password: str | None) -> None:
        self.path, self.password = path, password
        self.pages = _pages_of(pdf, path, password)

    def read(self, number: int) -> RawPage:
        page = self.pages[number - 1]
        try:
            # Only pdfminer's parsing is wrapped: a bug of ours must not pass for a bad PDF.
            try:
                chars, images, rects, strokes = page.chars, page.images, page.rects, page.lines
                hidden = plumber_hidden(page, chars)
                rounded = plumber_rounded_rects(page.curves)
                width, height = float(page.width), float(page.height)
            except Exception as exc:
                if names_encryption(exc):
                    raise as_input_error(self.path, exc, self.password) from exc
                raise page_error(self.path, number, exc) from exc
            if hidden:
                chars = [c for i, c in enumerate(chars) if i not in hidden]
            return RawPage(
                width,
                height,
                chars_to_glyphs(chars),
                len(images),
                rects_to_boxes(rects, rounded, strokes),
                [(i["x0"], i["top"], i["x1"], i["bottom"]) for i in images],
                strokes_to_ruled(strokes, rects),
                len(hidden),
            )
        finally:
            page.close()

    def close(self) -> None:
        pass  # the pdfplumber document is the caller's


class _PdfiumPages:
    """The pdfium engine (``pdfium_chars``): its own document, opened and closed in this thread
    (pdfium is not thread-safe); the pdfplumber document has done the file's checks."""

    def __init__(self, pdf: Any, path: Path, password: str | None) -> None:
        self.path = path
        try:
            self.document = pdfium_chars.open_document(path, password)
        except Exception as exc:  # pdfium's PdfiumError: a damage pdfminer got past
            raise InputPdfError(f"{path.name}: pdfium cannot read the PDF ({exc})") from exc

    def read(self, number: int) -> RawPage:
        try:
            return pdfium_chars.read_page(self.document, number)
        except pdfium_chars.PdfiumError as exc:
            raise page_error(self.path, number, exc) from exc

    def close(self) -> None:
        self.document.close()


ENGINES: dict[str, Callable[[Any, Path, str | None], _PlumberPages | _PdfiumPages]] = {
    "pdfplumber": _PlumberPages,
    "pdfium": _PdfiumPages,
}


Colour = tuple[int, int, int]


def render_boxes(
    path: Path,
    page_number: int,
    boxes: Sequence[tuple[BBox, Colour, str]],
    out: Path,
    *,
    resolution: int = 80,
    password: str | None = None,
) -> None:
    """Save one page as a PNG with each box outlined in its colour and labelled (``dmd inspect``).

    Raises ``InputPdfError`` for an unreadable PDF or a missing page, ``OutputError`` when the
    image cannot be written.
    """
    path = Path(path)
    pdf = _open(path, password)
    try:
        count = _page_count(pdf, path, password)
        if not 1 <= page_number <= count:
            raise InputPdfError(f"{path.name}: no page {page_number} (the PDF has {count} pages)")
        page = pdf.pages[page_number - 1]
        try:
            image = page.to_image(resolution=resolution)
        except Exception as exc:
            raise as_input_error(path, exc, password) from exc
        x_origin, y_origin = image.bbox[0], image.bbox[1]
        for bbox, colour, label in boxes:
            image.draw_rect(
                (bbox.x0, bbox.top, bbox.x1, bbox.bottom),
                fill=(*colour, 24),
                stroke=colour,
                stroke_width=2,
            )
            if label:
                x = (bbox.x0 - x_origin) * image.scale + 3
                y = (bbox.top - y_origin) * image.scale + 2
                image.draw.text((x, y), label, fill=colour)
        try:
            image.save(out, format="PNG")
        except OSError as exc:
            raise OutputError(f"{out}: cannot write the image ({exc.strerror or exc})") from exc
        page.close()
    finally:
        _close(pdf)
