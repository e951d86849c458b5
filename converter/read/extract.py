"""Read a PDF into a ``Document``: the only module that touches pdfplumber.

Each page's pdfplumber chars are copied once into plain ``layout_lines.Glyph`` records and handed
to the pure layout functions; the page cache is flushed at once so memory stays bounded.
With ``jobs > 1`` contiguous page ranges are read in worker processes, each opening the
PDF itself; results are merged in page order, so the output does not depend on ``jobs``.
"""

from __future__ import annotations

import gc
import hashlib
import math
import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from operator import itemgetter
from pathlib import Path
from typing import Any

from converter.errors import (
    BudgetError,
    EncryptedPdfError,
    InputFileError,
    InputPdfError,
    OutputError,
    UsageError,
)
from converter.models import BBox, Document, PageText, PdfPages, Problem
from converter.read import layout, repair
from converter.read import lines as layout_lines
from converter.read.budget import (
    DEFAULT_MAX_CONTENT_BYTES,
    OverBudget,
    describe_bytes,
    inflate_size,
)
from converter.read.document import assemble_document

CHUNKS_PER_JOB = 4  # more chunks than workers evens out pages of unequal cost


def read_pdf(
    path: Path,
    *,
    password: str | None = None,
    jobs: int = 1,
    pages: Sequence[int] | None = None,
) -> Document:
    """Read and lay out every page (or the 1-based ``pages``): ``read_pages`` then the
    layout stage's ``assemble_document``, for callers that want a ``Document`` at once."""
    return assemble_document(read_pages(path, password=password, jobs=jobs, pages=pages))


def read_pages(
    path: Path,
    *,
    password: str | None = None,
    jobs: int = 1,
    pages: Sequence[int] | None = None,
    max_content_bytes: int = DEFAULT_MAX_CONTENT_BYTES,
    on_page: Callable[[int, int], None] | None = None,
) -> PdfPages:
    """Read every page (or the 1-based ``pages``) of ``path``, each laid out on its own.

    Raises ``InputPdfError`` for files that are not PDFs, are corrupt, truncated, have no
    pages or a malformed page, ``BudgetError`` when the page content inflates beyond
    ``max_content_bytes``, and ``EncryptedPdfError`` when a password is needed and missing
    or wrong. A page whose content stream is damaged is read as far as it goes and named in
    a ``page-unreadable`` problem. ``on_page(done, total)`` hears of each page read.
    """
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
            results = _read_in_workers(path, password, wanted, jobs, progress)
        else:
            with relaxed_gc():
                results = [_read_open_pages(pdf, path, password, wanted, progress)]
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
    path: Path, password: str | None, wanted: list[int], jobs: int, progress: _Progress
) -> list[list[PageText]]:
    chunks = _chunk(wanted, jobs * CHUNKS_PER_JOB)
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=ctx) as pool:
        futures = [pool.submit(_read_pages, str(path), password, chunk) for chunk in chunks]
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
            raise _page_error(path, number, exc) from exc
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
        raise _as_input_error(path, exc, password) from exc


def _page_error(path: Path, number: int, exc: BaseException) -> InputPdfError:
    detail = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return InputPdfError(f"{path.name}: page {number} is malformed ({detail[:120]})")


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
        raise _as_input_error(path, exc, password) from exc


def _names_encryption(exc: BaseException) -> bool:
    return bool(_exception_names(exc) & ENCRYPTION_ERRORS)


ENCRYPTION_ERRORS = {"PDFPasswordIncorrect", "PDFEncryptionError", "PDFEncryptionWarning"}


def _exception_names(exc: BaseException) -> set[str]:
    chain: list[BaseException] = []
    seen: BaseException | None = exc
    while seen is not None and seen not in chain:
        chain.append(seen)
        seen = seen.__cause__ or seen.__context__
    names = {type(e).__name__ for e in chain}
    for e in chain:
        names.update(
            type(a).__name__ for a in getattr(e, "args", ()) if isinstance(a, BaseException)
        )
    return names


def _as_input_error(path: Path, exc: BaseException, password: str | None) -> InputPdfError:
    if _names_encryption(exc):
        if password:
            return EncryptedPdfError(f"{path.name}: wrong password for this encrypted PDF")
        return EncryptedPdfError(f"{path.name}: the PDF is encrypted; give its password")
    detail = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return InputPdfError(f"{path.name}: cannot read the PDF ({detail[:120]})")


def _page_count(pdf: Any, path: Path, password: str | None) -> int:
    try:
        count = len(pdf.pages)
    except Exception as exc:
        raise _as_input_error(path, exc, password) from exc
    if count == 0:
        raise InputPdfError(f"{path.name}: the PDF has no pages")
    return count


def _read_pages(path_text: str, password: str | None, numbers: Sequence[int]) -> list[PageText]:
    """Read some pages of one PDF (runs in a worker process when jobs > 1)."""
    path = Path(path_text)
    pdf = _open(path, password)
    try:
        with relaxed_gc():
            return _read_open_pages(pdf, path, password, numbers, _Progress(None))
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
    pdf: Any, path: Path, password: str | None, numbers: Sequence[int], progress: _Progress
) -> list[PageText]:
    out: list[PageText] = []
    all_pages = _pages_of(pdf, path, password)
    for number in numbers:
        page = all_pages[number - 1]
        try:
            # Only pdfminer's parsing is wrapped: a bug of ours must not pass for a bad PDF.
            try:
                chars, images, rects = page.chars, page.images, page.rects
                width, height = float(page.width), float(page.height)
            except Exception as exc:
                if _names_encryption(exc):
                    raise _as_input_error(path, exc, password) from exc
                raise _page_error(path, number, exc) from exc
            glyphs = chars_to_glyphs(chars)
            boxes = rects_to_boxes(rects)
        finally:
            page.close()
        out.append(
            layout.glyphs_to_page(
                number,
                width,
                height,
                glyphs,
                image_count=len(images),
                boxes=boxes,
                fix_text=repair.repair_text,
            )
        )
        del chars, images, rects, glyphs
        gc.freeze()  # see relaxed_gc: the pages read so far need no more scanning
        progress.advance()
    return out


MAX_BOXES = 60  # a page with more rectangles than this is a drawing, not boxed text
BOX_MIN_SIZE = (40.0, 15.0)  # narrower or lower rectangles are rules or table cells


def rects_to_boxes(rects: Sequence[dict[str, Any]]) -> list[layout_lines.Box]:
    """Rectangles big enough to frame text, as plain boxes (none on a drawing-heavy page)."""
    min_w, min_h = BOX_MIN_SIZE
    boxes = {
        (round(r["x0"], 1), round(r["top"], 1), round(r["x1"], 1), round(r["bottom"], 1))
        for r in rects
        if r["width"] >= min_w and r["height"] >= min_h
    }
    return sorted(boxes) if len(boxes) <= MAX_BOXES else []


def chars_to_glyphs(chars: Sequence[dict[str, Any]]) -> list[layout_lines.Glyph]:
    """Copy pdfplumber char dicts into ``Glyph`` records (one pass, no other work).

    Whitespace chars are dropped; the glyph after one is flagged ``space_before``.
    """
    glyph = layout_lines.Glyph
    new = tuple.__new__  # skips the named tuple's Python-level __new__: this loop is hot
    fields = itemgetter("text", "x0", "top", "x1", "bottom", "size", "fontname")
    upright = layout_lines.UPRIGHT
    out: list[layout_lines.Glyph] = []
    append = out.append
    space = False
    for c in chars:
        text, x0, top, x1, bottom, size, font = fields(c)
        if not text.strip():
            space = True
            continue
        matrix = c["matrix"]
        a, b = matrix[0], matrix[1]
        # The common case first: upright within 3°.
        if -0.05 * a < b < 0.05 * a:
            direction = upright
        else:
            direction = matrix_to_direction(a, b)
            if direction != upright:
                size = turned_font_size(matrix, c.get("adv", 0.0), x1 - x0, bottom - top, size)
        append(new(glyph, (text, x0, top, x1, bottom, size, font, direction, space)))
        space = False
    return out


def turned_font_size(
    matrix: Sequence[float], advance: float, width: float, height: float, fallback: float
) -> float:
    """The font size of a turned (rotated or slanted) glyph, in page units.

    pdfplumber's ``size`` is the height of the glyph's upright box: for text turned 90° that
    is the glyph's advance, at other angles a mix of advance and size. pdfminer's box is the
    hull of the text-space rectangle ``[0, advance] × [descent, descent + font size]`` mapped
    by ``matrix``, so the hull's extent less the advance's share gives the font size.
    ``fallback`` is returned when the matrix does not allow this (degenerate, vertical fonts).
    """
    a, b, c, d = matrix[0], matrix[1], matrix[2], matrix[3]
    if abs(c) >= abs(d):
        text_size = (width - abs(advance * a)) / abs(c) if c else 0.0
    else:
        text_size = (height - abs(advance * b)) / abs(d)
    size = text_size * math.hypot(c, d)
    return size if size > 0.5 else fallback


def matrix_to_direction(a: float, b: float) -> int:
    """The baseline direction of a glyph from the first column of its text matrix."""
    degrees = round(math.degrees(math.atan2(b, a))) % 360
    for right_angle, direction in (
        (0, layout_lines.UPRIGHT),
        (90, layout_lines.UPWARD),
        (180, layout_lines.UPSIDE_DOWN),
        (270, layout_lines.DOWNWARD),
        (360, layout_lines.UPRIGHT),
    ):
        if abs(degrees - right_angle) <= 3:
            return direction
    return layout.slanted_direction(degrees)


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
            raise _as_input_error(path, exc, password) from exc
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
