"""The pdfium engine walks a page's objects (forms opened) through calls typed on plain
addresses (issue #16, part 16: pypdfium2's bindings wrap every pointer, and a page has some
170 objects, each asked for its type). The walk finds what a walk through the bindings
finds, and asks no binding per object."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PIL import Image
from reportlab.pdfgen import canvas

from converter.read import pdfium_chars, pdfium_frame, pdfium_objects

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


def _expected(pdfium_c: Any, page: Any, frame: Any) -> tuple[list[Any], list[Any], list[Any]]:
    """The pictures, rectangles and strokes of the walk through the bindings, in its order."""
    pictures, rects, strokes = [], [], []
    for address, kind, matrix in _bound_walk(pdfium_c, page):
        a, b, c, d, e, f = to_page = pdfium_objects._compose(matrix, frame.matrix)  # type: ignore[arg-type]
        if kind == 3:
            xs, ys = (e, a + e, c + e, a + c + e), (f, b + f, d + f, b + d + f)
            hull = (min(xs), min(ys), max(xs), max(ys))
            pictures.append(pdfium_objects._to_top_left(hull, frame))
        else:
            rects += pdfium_objects._path_rects(pdfium_c, address, to_page, frame, strokes)
    return pictures, rects, strokes


def test_the_typed_walk_finds_what_the_bindings_find(tmp_path: Path) -> None:
    import pypdfium2.raw as pdfium_c  # type: ignore[import-untyped]

    pdf = pdfium_chars.open_document(_page(tmp_path / "p.pdf", tmp_path / "i.png"), None)
    try:
        page = pdf[0]
        walked = _bound_walk(pdfium_c, page.raw)
        kinds = [kind for _, kind, _ in walked]
        assert kinds.count(3) == 3 and kinds.count(2) >= 5  # two cards' and the page's own
        frame = pdfium_frame.PageFrame.of(page)
        found = pdfium_objects.walk_page(pdfium_c, page.raw, frame)
        pictures, rects, strokes = _expected(pdfium_c, page.raw, frame)
        assert (found.pictures, found.rects, found.strokes) == (pictures, rects, strokes)
        assert found.images == 3 and len(rects) == 3 and len(strokes) == 2
        assert len(found.texts) == 40
        steps = [t.step for t in found.texts] + [f.step for f in found.fills]
        assert len(set(steps)) == len(found.texts) + 4  # the three pictures and the filled rect
        counting = _Counting(pdfium_c)
        pdfium_objects.count_objects(counting, page.raw, frame)  # the typed calls made once
        counting.reads = 0
        counted = pdfium_objects.count_objects(counting, page.raw, frame)
        assert counted == (found.images, rects, strokes)
        assert counting.reads == 0  # the old walk read bindings for each of some 50 objects
        page.close()
    finally:
        pdf.close()


def _all_objects(pdfium_c: Any, parent: Any, form: bool) -> int:
    """How many objects the page (or form) holds, its forms' children counted."""
    if form:
        items = [
            pdfium_c.FPDFFormObj_GetObject(parent, i)
            for i in range(pdfium_c.FPDFFormObj_CountObjects(parent))
        ]
    else:
        items = [
            pdfium_c.FPDFPage_GetObject(parent, i)
            for i in range(pdfium_c.FPDFPage_CountObjects(parent))
        ]
    nested = [
        _all_objects(pdfium_c, o, True) for o in items if pdfium_c.FPDFPageObj_GetType(o) == 5
    ]
    return len(items) + sum(nested)


def test_reading_a_page_walks_its_objects_once(tmp_path: Path, monkeypatch: Any) -> None:
    """The engine's read of a page asks for each of its objects once: the hidden-text
    reader's paint order and pdfminer's view of images and rectangles come of one walk."""
    import pypdfium2.raw as pdfium_c

    typed = pdfium_objects._walk_calls(pdfium_c)
    fetched: list[int] = []

    def page_object(parent: int, i: int) -> Any:
        fetched.append(i)
        return typed.page_object(parent, i)

    def form_object(parent: int, i: int) -> Any:
        fetched.append(i)
        return typed.form_object(parent, i)

    counting = typed._replace(page_object=page_object, form_object=form_object)
    monkeypatch.setattr(pdfium_objects, "_walk_calls", lambda _: counting)
    path = _page(tmp_path / "p.pdf", tmp_path / "i.png")
    pdf = pdfium_chars.open_document(path, None)
    try:
        page = pdf[0]
        expected = _all_objects(pdfium_c, page.raw, False)
        page.close()
        raw = pdfium_chars.read_page(pdf, 1)
    finally:
        pdf.close()
    assert len(fetched) == expected > 50
    assert raw.image_count == 3 and len(raw.glyphs) > 200
