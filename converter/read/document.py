"""The layout stage's document step: pages laid out one by one → one ``Document``.

Page layout proper (glyphs → lines in reading order, ``converter.read.layout``) runs inside the
reader beside the PDF's characters; what needs every page at once is done here.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.models import Document, PageText, PdfPages, Problem
from converter.read.imposed import put_in_reading_order, read_imposed_sheets, reading_order
from converter.read.quality import garbage_text_problems
from converter.read.repair import join_hyphenated_pages
from converter.read.running_heads import strip_running_headers
from converter.read.side_strips import strip_side_strips


def ocr_unavailable_problems(file: str, pages: Sequence[PageText]) -> tuple[Problem, ...]:
    """One ``ocr-unavailable`` warning for the document naming the pages whose pictures hold
    words (a line of type, a scan) that were not read: Tesseract is not installed, or its run
    on the page failed (an error, a time-out), so a GM knows which pages to check."""
    pending = sorted({p.number for p in pages if p.ocr_pending})
    if not pending:
        return ()
    listed = ", ".join(map(str, pending))
    return (
        Problem(
            file=file,
            page=pending[0],
            rule="ocr-unavailable",
            level="warning",
            message=(
                f"page(s) {listed} hold words printed only as pictures, not read: Tesseract "
                "is not installed or failed on them (apt-get install tesseract-ocr; see --ocr)"
            ),
        ),
    )


def hidden_text_problems(file: str, pages: Sequence[PageText]) -> tuple[Problem, ...]:
    """One ``hidden-text`` note a page whose text layer holds chars nobody sees (white ink on
    its ground, covered by a filled shape, outside the CropBox: ``read.hidden_text``), which
    were not read, so a GM who finds words in a copy-paste knows why they are missing."""
    return tuple(
        Problem(
            file=file,
            page=p.number,
            rule="hidden-text",
            level="info",
            message=(
                f"page {p.number}: {p.hidden_chars} characters of the text layer are not seen "
                "on the page (ink the colour of its ground, covered, or outside the CropBox) "
                "and were not read"
            ),
        )
        for p in pages
        if p.hidden_chars
    )


def assemble_document(read: PdfPages) -> Document:
    """Pages laid out one by one → the document: imposed booklet sheets read per half
    (in booklet order when their page numbers or imposition tell it), running headers and footers stripped
    and running side strips (turned text repeated in a side margin) too,
    words broken across pages joined, pages without a text layer named (the layout stage)."""
    order = reading_order(read.pages)  # an imposed booklet's halves, in booklet order
    sheets = strip_side_strips(
        strip_running_headers(read_imposed_sheets(read.pages, order is not None))
    )
    pages = join_hyphenated_pages(put_in_reading_order(sheets, order))
    problems = (
        read.problems
        + hidden_text_problems(read.file, read.pages)
        + garbage_text_problems(read.file, pages)
        + tuple(
            Problem(
                file=read.file,
                page=p.number,
                rule="no-text-layer",
                level="warning",
                message=f"no text layer on page {p.number} (OCR it first)",
            )
            for p in pages
            if not p.has_text_layer and p.image_count  # a blank page needs no OCR
        )
        + ocr_unavailable_problems(read.file, pages)
    )
    return Document(
        file=read.file, path=read.path, sha256=read.sha256, pages=tuple(pages), problems=problems
    )
