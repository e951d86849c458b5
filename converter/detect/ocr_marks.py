"""Provenance of what was read by OCR: the areas and stat blocks printed in words the read
stage's OCR read from a picture (a scanned page, a heading exported as an image).

OCR's words are a guess at the picture: a GM must be told which records rest on them, so
that they check those against the page. An area or a stat block whose printed box holds a
line read by OCR (font ``OCR_FONT_PREFIX``…) gets ``Source.ocr``, ``OCR_EVIDENCE`` in its
evidence and, for an area, its confidence times ``OCR_CONFIDENCE``; a stat block's evidence
also lists each OCR slip its numeric slots were read through ("AC & → 8",
``ocr_slips.ocr_slip_repairs``). Nothing is found, dropped or moved here: the marks come
after detection, so what is found does not change.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from converter.detect.ocr_slips import ocr_slip_repairs
from converter.detect.statblock_common import clean_text
from converter.models import OCR_FONT_PREFIX, Area, BBox, Document, Source, StatBlock, TextLine

OCR_EVIDENCE = "read by OCR"
OCR_CONFIDENCE = 0.8  # an area read from OCR'd words is that much less sure


def _ocr_lines(document: Document) -> dict[int, list[TextLine]]:
    """The lines OCR read, by page."""
    found: dict[int, list[TextLine]] = {}
    for page in document.pages:
        lines = [
            line
            for line in page.lines
            if any(span.font.startswith(OCR_FONT_PREFIX) for span in line.spans)
        ]
        if lines:
            found[page.number] = lines
    return found


def _inside(line: TextLine, box: BBox | None) -> bool:
    """True when the line's centre lies in ``box`` (a record without a box holds none)."""
    if box is None:
        return False
    x, y = (line.bbox.x0 + line.bbox.x1) / 2, (line.bbox.top + line.bbox.bottom) / 2
    return box.x0 <= x <= box.x1 and box.top <= y <= box.bottom


def _read_lines(source: Source, lines: dict[int, list[TextLine]]) -> list[TextLine]:
    return [line for line in lines.get(source.page, ()) if _inside(line, source.bbox)]


def _evidence(evidence: Iterable[str], *more: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys((*evidence, *more)))


def mark_area(area: Area, lines: dict[int, list[TextLine]]) -> Area:
    """``area`` marked as read by OCR when its heading or a line in its box was."""
    if not (area.source.ocr or _read_lines(area.source, lines)):
        return area
    return replace(
        area,
        source=replace(area.source, ocr=True),
        confidence=area.confidence * OCR_CONFIDENCE,
        evidence=_evidence(area.evidence, OCR_EVIDENCE),
    )


def mark_statblock(block: StatBlock, lines: dict[int, list[TextLine]]) -> StatBlock:
    """``block`` marked as read by OCR when a line in its box was, with the OCR slips read
    as numbers in those lines."""
    read = _read_lines(block.source, lines)
    if not read:
        return block
    text = "\n".join(clean_text(line.text) for line in read)
    repairs = [repair.evidence() for repair in ocr_slip_repairs(text)]
    return replace(
        block,
        source=replace(block.source, ocr=True),
        evidence=_evidence(block.evidence, OCR_EVIDENCE, *repairs),
    )


def mark_ocr(
    document: Document, areas: Sequence[Area], statblocks: Sequence[StatBlock]
) -> tuple[tuple[Area, ...], tuple[StatBlock, ...]]:
    """The areas and stat blocks, those read by OCR marked so (``mark_area``,
    ``mark_statblock``); a document OCR read nothing of is returned as it is."""
    lines = _ocr_lines(document)
    if not lines and not any(area.source.ocr for area in areas):
        return tuple(areas), tuple(statblocks)
    return (
        tuple(mark_area(area, lines) for area in areas),
        tuple(mark_statblock(block, lines) for block in statblocks),
    )
