"""The pdfium engine reads the segments of a path only when the path is wide enough to hold
a box (issue #16): a rectangle narrower than ``RECT_MIN_WIDTH`` is never a box nor part of a
stacked panel, so a drawing narrower than that on the page (bounds mapped by its forms and
the page's rotation) is passed by, and the boxes come out as when every path is read."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read import pdfium_chars, pdfium_objects
from converter.read.pdfium_objects import _SegmentCalls, count_objects, rects_to_boxes
from tests.test_pdfium_engine import pdfium_chars_page

CURVE_POINTS = 200  # the narrow drawing's line segments


def _drawing(c: canvas.Canvas, x: float, y: float, width: float) -> None:
    """A closed wiggle of ``CURVE_POINTS`` lines, ``width`` wide."""
    path = c.beginPath()
    path.moveTo(x, y)
    for i in range(1, CURVE_POINTS + 1):
        path.lineTo(x + width * i / CURVE_POINTS, y + 10 * math.sin(i / 5))
    path.close()
    c.drawPath(path, stroke=1, fill=0)


def _page(path: Path, rotate: int) -> Path:
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setPageRotation(rotate)
    c.setFont("Helvetica", 10)
    for i in range(6):
        c.drawString(72, 700 - 12 * i, f"Line {i} of the room text")
    _drawing(c, 400, 600, 30)  # narrow: its segments are never read
    _drawing(c, 72, 300, 300)  # wide: read, though it holds no rectangle
    c.rect(66, 700 - 12 * 4 - 3, 300, 30, stroke=1, fill=0)  # frames lines 3 and 4
    c.rect(400, 400, 20, 90, stroke=1, fill=0)  # tall but narrow: no box
    c.rect(39.5, 100, 39.5, 30, stroke=1, fill=0)  # just under a box's width
    c.rect(100, 100, 40, 30, stroke=1, fill=0)  # just a box's width
    for k in range(3):  # a panel: bars of one width stacked edge to edge, one box-sized
        c.rect(300, 200 + 10 * k, 120, 10 if k else 20, stroke=0, fill=1)
    c.beginForm("frame")  # a form drawn scaled: its box is wide only on the page
    c.rect(0, 0, 30, 20, stroke=1, fill=0)
    _drawing(c, 0, 40, 30)
    c.endForm()
    c.beginForm("shrunk")  # a form drawn halved: its bounds are in its own space
    c.rect(0, 0, 120, 40, stroke=1, fill=0)
    c.endForm()
    c.saveState()
    c.transform(3, 0, 0, 1.5, 200, 450)
    c.doForm("frame")
    c.restoreState()
    c.saveState()
    c.transform(0.5, 0, 0, 0.5, 450, 500)
    c.doForm("shrunk")
    c.restoreState()
    c.save()
    return path


def _read(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, int]:
    """The page's boxes through ``count_objects`` and the path segments it read."""
    import pypdfium2.raw as pdfium_c  # type: ignore[import-untyped]

    read = 0
    plain = pdfium_objects._segment_calls(pdfium_c)

    def segment(handle: int, index: int) -> Any:
        nonlocal read
        read += 1
        return plain.segment(handle, index)

    counted = _SegmentCalls(segment, plain.kind, plain.point, plain.close)
    monkeypatch.setattr(pdfium_objects, "_segment_calls", lambda _: counted)
    pdf = pdfium_chars.open_document(path, None)
    try:
        page = pdf[0]
        frame = pdfium_chars._Frame.of(page)
        images, rects = count_objects(pdfium_c, page.raw, frame)
        page.close()
    finally:
        pdf.close()
    return (images, rects_to_boxes(rects)), read


@pytest.mark.parametrize("rotate", [0, 90])
def test_narrow_paths_are_passed_by_and_the_boxes_stay(
    tmp_path: Path, rotate: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _page(tmp_path / "paths.pdf", rotate)
    kept, read = _read(path, monkeypatch)
    monkeypatch.setattr(pdfium_objects, "RECT_MIN_WIDTH", -math.inf)  # every path read
    every, read_all = _read(path, monkeypatch)
    assert kept == every  # on the turned page, the tall narrow frame is a wide box
    assert read_all - read >= CURVE_POINTS  # a narrow drawing's segments were not read
    if rotate == 0:
        # the frame, the 40-point box, the panel, the two forms' boxes
        assert len(every[1]) == 5
        assert read >= CURVE_POINTS  # the wide drawing's segments were


def test_the_pages_boxes_are_pdfplumbers(tmp_path: Path) -> None:
    path = _page(tmp_path / "paths.pdf", 0)
    pages = {name: pdfium_chars_page(path, name) for name in ("pdfplumber", "pdfium")}
    assert pages["pdfium"].boxes == pages["pdfplumber"].boxes
