"""Area headings printed as pictures: a warning for the GM, not a reading.

Some layouts export their display type as artwork (the heading's words converted to
outlines and saved as an image): the heading is on the page but not in the text layer, so
the area it heads is never found and its text runs into the area before. Nothing honest
can read the words back short of OCR (``converter.read.ocr``, when Tesseract is installed
and ``--ocr`` is not off: then its words lie over the picture and this warns of nothing);
but the shape is plain to see and holds in every such module: a picture one line of heading type tall
(``HEADING_HEIGHT_EM`` body sizes), many times as wide as tall (words in a row), with no
text over it and a paragraph starting right under it. The pictures of one document's
headings share their height (the type's size) while their widths follow their words; a
repeated ornament or a page banner has one width. Every page with such pictures gets a
``picture-headings`` warning.

A picture that carries its words as invisible text (a text layer laid over it) is no
warning: the text is read and the heading found.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from statistics import median
from typing import Any

from converter.models import BBox, Document, Problem, TextLine

HEADING_HEIGHT_EM = (1.2, 4.0)  # a picture of one line of heading type, in body sizes
MIN_ASPECT = 3.0  # at least this many times as wide as tall: words in a row
TEXT_BELOW_EM = 2.0  # the paragraph it heads starts within this many body sizes under it
MIN_PARAGRAPH_WORDS = 3
SAME_HEIGHT_PT = 1.5  # the pictures of one heading style differ in height by less
SAME_WIDTH_PT = 1.0
MIN_PICTURES = 2  # of one height in the document, not all of one width
REPEATED_ON_PAGES = 3  # the same box on this many pages is an ornament or background
RULE = "picture-headings"


def _overlaps(a: BBox, b: BBox) -> bool:
    return a.x0 < b.x1 and b.x0 < a.x1 and a.top < b.bottom and b.top < a.bottom


def _heads_paragraph(box: BBox, lines: Sequence[TextLine], body: float) -> bool:
    """True when a line of prose starts right under ``box``, within its width."""
    reach = box.bottom + TEXT_BELOW_EM * body
    return any(
        box.bottom - 1 <= line.bbox.top <= reach
        and line.bbox.x0 < box.x1
        and box.x0 < line.bbox.x1
        and len(line.text.split()) >= MIN_PARAGRAPH_WORDS
        for line in lines
    )


def _shaped_as_heading(box: BBox, lines: Sequence[TextLine], body: float) -> bool:
    low, high = HEADING_HEIGHT_EM
    height, width = box.bottom - box.top, box.x1 - box.x0
    return (
        low * body <= height <= high * body
        and width >= MIN_ASPECT * height
        and not any(_overlaps(box, line.bbox) for line in lines)
        and _heads_paragraph(box, lines, body)
    )


def heading_pictures(
    pictures: dict[int, list[BBox]], lines: dict[int, list[TextLine]]
) -> dict[int, list[BBox]]:
    """Of each page's pictures (``pictures``: page → image boxes; ``lines``: page → its text
    lines), those that stand where a heading would, with no text of their own; kept only
    when the document has ``MIN_PICTURES`` of one height in more than one width."""
    repeats = Counter(tuple(b.as_list()) for boxes in pictures.values() for b in set(boxes))
    sizes = [line.size for page in lines.values() for line in page if line.text.strip()]
    if not sizes:
        return {}
    body = median(sizes)
    found = [
        (page, box)
        for page, boxes in sorted(pictures.items())
        for box in boxes
        if repeats[tuple(box.as_list())] < REPEATED_ON_PAGES
        and _shaped_as_heading(box, lines.get(page, []), body)
    ]
    kept: dict[int, list[BBox]] = defaultdict(list)
    for page, box in found:
        height = box.bottom - box.top
        peers = [b for _, b in found if abs((b.bottom - b.top) - height) < SAME_HEIGHT_PT]
        widths = {round((b.x1 - b.x0) / SAME_WIDTH_PT) for b in peers}
        if len(peers) >= MIN_PICTURES and len(widths) > 1:
            kept[page].append(box)
    return dict(kept)


def _image_boxes(pdf: Any, pages: Sequence[int]) -> dict[int, list[BBox]]:
    """Every image's box (top-left points) on each of ``pages``."""
    import pypdfium2.raw as pdfium_c  # type: ignore[import-untyped]

    boxes: dict[int, list[BBox]] = {}
    for number in pages:
        page = pdf[number - 1]
        try:
            height = page.get_height()
            for obj in page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE], max_depth=4):
                left, bottom, right, top = obj.get_bounds()
                boxes.setdefault(number, []).append(
                    BBox(left, height - top, right, height - bottom)
                )
        finally:
            page.close()
    return boxes


def picture_heading_problems(
    path: Path, document: Document, *, password: str | None = None
) -> tuple[Problem, ...]:
    """A ``picture-headings`` warning for every page whose headings seem to be pictures."""
    lines: dict[int, list[TextLine]] = defaultdict(list)
    for page in document.pages:  # an imposed sheet's halves share its number and its boxes
        lines[page.number].extend(page.lines)
    wanted = sorted({p.number for p in document.pages if p.image_count and p.lines})
    if not wanted:
        return ()
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(str(path), password=password)
    except pdfium.PdfiumError:
        return ()
    try:
        pictures = _image_boxes(pdf, wanted)
    finally:
        pdf.close()
    return tuple(
        Problem(
            file=document.file,
            page=number,
            rule=RULE,
            level="warning",
            message=(
                f"page {number}: {len(boxes)} heading-sized picture(s) over paragraphs with "
                "no text of their own; areas headed by pictures are not found (their names "
                "are not in the text layer: type them or OCR the page)"
            ),
        )
        for number, boxes in sorted(heading_pictures(pictures, lines).items())
    )
