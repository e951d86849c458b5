"""The pdfium engine walks a page's objects (forms opened) through calls typed on plain
addresses (issue #16, part 16: pypdfium2's bindings wrap every pointer, and a page has some
170 objects, each asked for its type). The walk finds what a walk through the bindings
finds, and asks no binding per object."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PIL import Image
from reportlab.pdfgen import canvas

from converter.read import pdfium_chars, pdfium_objects

_TYPES = (3, 2, 5)  # image, path, form


def _page(path: Path, picture: Path) -> Path:
    Image.new("RGB", (8, 8), (200, 10, 10)).save(picture)
    c = canvas.Canvas(str(path))
    c.beginForm("card")
    c.rect(100, 500, 200, 120)
    c.line(100, 480, 300, 480)
    c.drawImage(str(picture), 120, 520, 20, 20)
    c.endForm()
    c.saveState()
    c.translate(10, -40)
    c.scale(1.5, 1.0)
    c.doForm("card")
    c.restoreState()
    c.doForm("card")
    for k in range(40):
        c.drawString(72, 700 - 12 * k, f"line {k}")
    c.rect(60, 60, 300, 200, fill=1)
    c.circle(400, 300, 30)
    c.drawImage(str(picture), 400, 100, 50, 50)
    c.save()
    return path


def _bound_walk(pdfium_c: Any, page: Any) -> list[tuple[int, int, tuple[float, ...]]]:
    """The walk as it was, through pypdfium2's bindings, objects as addresses."""
    import ctypes

    out = []
    stack: list[tuple[Any, tuple[float, ...]]] = [(None, pdfium_objects._IDENTITY)]
    fs = pdfium_c.FS_MATRIX()
    while stack:
        form, outer = stack.pop()
        if form is None:
            items = [
                pdfium_c.FPDFPage_GetObject(page, i)
                for i in range(pdfium_c.FPDFPage_CountObjects(page))
            ]
        else:
            items = [
                pdfium_c.FPDFFormObj_GetObject(form, i)
                for i in range(pdfium_c.FPDFFormObj_CountObjects(form))
            ]
        for obj in items:
            kind = pdfium_c.FPDFPageObj_GetType(obj)
            if kind not in _TYPES:
                continue
            pdfium_c.FPDFPageObj_GetMatrix(obj, fs)
            own = (fs.a, fs.b, fs.c, fs.d, fs.e, fs.f)
            matrix = pdfium_objects._compose(own, outer)  # type: ignore[arg-type]
            if kind == 5:
                stack.append((obj, matrix))
            else:
                out.append((ctypes.cast(obj, ctypes.c_void_p).value or 0, kind, matrix))
    return out


class _Counting:
    """``pypdfium2.raw`` with every read of a per-object binding counted."""

    PER_OBJECT = (
        "FPDFPage_GetObject",
        "FPDFFormObj_GetObject",
        "FPDFPageObj_GetType",
        "FPDFPageObj_GetMatrix",
        "FPDFFormObj_CountObjects",
        "FPDFPath_CountSegments",
    )

    def __init__(self, raw: Any) -> None:
        self.raw = raw
        self.reads = 0

    def __getattr__(self, name: str) -> Any:
        if name in self.PER_OBJECT:
            self.reads += 1
        return getattr(self.raw, name)


def test_the_typed_walk_finds_what_the_bindings_find(tmp_path: Path) -> None:
    import pypdfium2.raw as pdfium_c  # type: ignore[import-untyped]

    pdf = pdfium_chars.open_document(_page(tmp_path / "p.pdf", tmp_path / "i.png"), None)
    try:
        page = pdf[0]
        walked = list(pdfium_objects._objects(pdfium_c, page.raw))
        assert walked == _bound_walk(pdfium_c, page.raw)
        kinds = [kind for _, kind, _ in walked]
        assert kinds.count(3) == 3 and kinds.count(2) >= 5  # two cards' and the page's own
        frame = pdfium_chars._Frame.of(page)
        images, rects, strokes = pdfium_objects.count_objects(pdfium_c, page.raw, frame)
        assert images == 3 and len(rects) == 3 and len(strokes) == 2
        counting = _Counting(pdfium_c)
        pdfium_objects.count_objects(counting, page.raw, frame)  # the typed calls made once
        counting.reads = 0
        assert pdfium_objects.count_objects(counting, page.raw, frame) == (images, rects, strokes)
        assert counting.reads == 0  # the old walk read bindings for each of some 50 objects
        page.close()
    finally:
        pdf.close()
