"""The pdfium engine's images and rectangles: page objects, form XObjects opened.

pdfminer counts every image it draws (inline ones and those inside forms) and turns a subpath
that is a move and four lines back to the start, axis-aligned on the page, into a rectangle
(``LTRect``); the same tests are made here on pdfium's page objects, so that
``glyphs.rects_to_boxes`` sees the same rectangles as with pdfplumber.
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterator, Sequence
from functools import cache
from typing import Any, NamedTuple, Protocol

from converter.read import lines as layout_lines
from converter.read.glyphs import plain_rects_to_boxes
from converter.read.shapes import CORNERS, CURVE, LINE, rounded_rect
from converter.read.strokes import stroked_frames

# pdfium's page object types (fpdf_edit.h)
_TEXT, _PATH, _IMAGE, _SHADING, _FORM = 1, 2, 3, 4, 5
# path segment types (fpdf_edit.h)
_LINETO, _BEZIERTO, _MOVETO = 0, 1, 2


class Frame(Protocol):
    """The page transform of ``pdfium_chars._Frame``."""

    @property
    def height(self) -> float: ...
    @property
    def matrix(self) -> tuple[float, float, float, float, float, float]: ...
    @property
    def x_shift(self) -> float: ...
    @property
    def y_shift(self) -> float: ...


Matrix = tuple[float, float, float, float, float, float]
Rect = tuple[float, float, float, float]
_IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _compose(inner: Matrix, outer: Matrix) -> Matrix:
    """``inner`` then ``outer`` (PDF row-vector order, as pdfminer's ``mult_matrix``)."""
    a1, b1, c1, d1, e1, f1 = inner
    a0, b0, c0, d0, e0, f0 = outer
    return (
        a1 * a0 + b1 * c0,
        a1 * b0 + b1 * d0,
        c1 * a0 + d1 * c0,
        c1 * b0 + d1 * d0,
        e1 * a0 + f1 * c0 + e0,
        e1 * b0 + f1 * d0 + f0,
    )


def _objects(pdfium_c: Any, page: Any) -> Iterator[tuple[int, int, Matrix]]:
    """Every image and path object of the page, forms opened, with the matrix that takes the
    object's own space to user space (a form's children live in the form's space). Objects
    are given as plain addresses, walked with ``_walk_calls`` (a page has some 170 objects,
    most of them text, each asked for its type)."""
    calls = _walk_calls(pdfium_c)
    kind_of, matrix_of = calls.kind, calls.matrix
    fs_matrix = pdfium_c.FS_MATRIX()
    matrix_at = ctypes.addressof(fs_matrix)
    stack: list[tuple[int, Matrix]] = [(0, _IDENTITY)]
    while stack:
        form, outer = stack.pop()
        if not form:
            page_at = ctypes.cast(page, ctypes.c_void_p).value or 0
            count, child = pdfium_c.FPDFPage_CountObjects(page), calls.page_object
            parent = page_at
        else:
            count, child, parent = calls.form_count(form), calls.form_object, form
        for i in range(count):
            obj = child(parent, i)
            if not obj:
                continue  # no object: its type is unknown to pdfium, passed by as any other
            kind = kind_of(obj)
            if kind not in (_IMAGE, _PATH, _FORM):
                continue
            matrix_of(obj, matrix_at)
            own = (fs_matrix.a, fs_matrix.b, fs_matrix.c, fs_matrix.d, fs_matrix.e, fs_matrix.f)
            if kind == _FORM:
                stack.append((obj, _compose(own, outer)))
            else:
                yield obj, kind, _compose(own, outer)


class _WalkCalls(NamedTuple):
    """pdfium's page object calls typed on plain addresses (pypdfium2 wraps every pointer)."""

    page_object: Any
    form_count: Any
    form_object: Any
    kind: Any
    matrix: Any
    segments: Any


@cache
def _walk_calls(pdfium_c: Any) -> _WalkCalls:
    void, integer = ctypes.c_void_p, ctypes.c_int

    def typed(function: Any, result: Any, *arguments: Any) -> Any:
        return ctypes.cast(function, ctypes.CFUNCTYPE(result, *arguments))

    return _WalkCalls(
        page_object=typed(pdfium_c.FPDFPage_GetObject, void, void, integer),
        form_count=typed(pdfium_c.FPDFFormObj_CountObjects, integer, void),
        form_object=typed(pdfium_c.FPDFFormObj_GetObject, void, void, ctypes.c_ulong),
        kind=typed(pdfium_c.FPDFPageObj_GetType, integer, void),
        matrix=typed(pdfium_c.FPDFPageObj_GetMatrix, integer, void, void),
        segments=typed(pdfium_c.FPDFPath_CountSegments, integer, void),
    )


def count_objects(
    pdfium_c: Any, page: Any, frame: Frame, pictures: list[Rect] | None = None
) -> tuple[int, list[Rect], list[Rect]]:
    """The page's image count, its axis-aligned rectangles and its straight strokes (a move
    and one line: pdfminer's ``LTLine``), as pdfminer finds them; each image's box (its unit
    square's hull, top-left, as pdfplumber's ``images``) is added to ``pictures`` if given."""
    images = 0
    rects: list[Rect] = []
    strokes: list[Rect] = []
    for obj, kind, matrix in _objects(pdfium_c, page):
        to_page = _compose(matrix, frame.matrix)
        if kind == _IMAGE:
            images += 1
            if pictures is not None:
                a, b, c, d, e, f = to_page
                xs, ys = (e, a + e, c + e, a + c + e), (f, b + f, d + f, b + d + f)
                pictures.append(_to_top_left((min(xs), min(ys), max(xs), max(ys)), frame))
            continue
        rects.extend(_path_rects(pdfium_c, obj, to_page, frame, strokes))
    return images, rects, strokes


def _path_rects(
    pdfium_c: Any, path: int, to_page: Matrix, frame: Frame, strokes: list[Rect]
) -> Iterator[tuple[float, float, float, float]]:
    """pdfminer's ``LTRect`` test on each subpath: a move and four lines back to the start,
    axis-aligned once in page space. Other subpaths are lines and curves, not wanted here.

    The segments' kinds are read first, and points only for the subpaths of that shape: a
    drawing of thousands of curves costs one call per segment, not three. Each subpath of
    one straight line is added to ``strokes``."""
    segments = _walk_calls(pdfium_c).segments(path)
    if segments < 2:
        return
    calls = _segment_calls(pdfium_c)
    handles = [calls.segment(path, i) for i in range(segments)]
    if not all(handles):  # a segment pdfium cannot give: walk them as they come
        pointer = ctypes.cast(ctypes.c_void_p(path), pdfium_c.FPDF_PAGEOBJECT)
        yield from _path_rects_each(pdfium_c, pointer, to_page, frame, strokes)
        return
    kinds = [calls.kind(segment) for segment in handles]
    x, y = ctypes.c_float(), ctypes.c_float()
    x_at, y_at = ctypes.addressof(x), ctypes.addressof(y)
    a, b, c, d, e, f = to_page
    start = 0
    for end in range(1, segments + 1):
        if end < segments and kinds[end] != _MOVETO:
            continue
        four_lines = end - start == 5 and kinds[start + 1 : end] == _FOUR_LINES
        one_line = end - start == 2 and kinds[start + 1] == _LINETO
        if one_line or four_lines or _maybe_rounded(kinds[start:end]):
            subpath = []
            for segment in handles[start:end]:
                calls.point(segment, x_at, y_at)
                subpath.append((a * x.value + c * y.value + e, b * x.value + d * y.value + f))
            closed = bool(calls.close(handles[end - 1]))
            if one_line:
                strokes.append(_stroke(subpath, frame))
            rect = _as_rect(subpath, kinds[start:end], closed)
            if rect is not None:
                yield _to_top_left(rect, frame)
        start = end


def _maybe_rounded(kinds: list[int]) -> bool:
    """True for a subpath of a move, lines and four Bézier curves (three segments each):
    the shape of a rounded rectangle, whose points are worth reading."""
    curves = kinds.count(_BEZIERTO)
    return curves == 3 * CORNERS and len(kinds) <= 1 + curves + 2 * CORNERS + 1


_FOUR_LINES = [0, 0, 0, 0]  # _LINETO four times


def _to_top_left(
    rect: tuple[float, float, float, float], frame: Frame
) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = rect
    top, bottom = frame.height - y1 + frame.y_shift, frame.height - y0 + frame.y_shift
    return (x0 + frame.x_shift, top, x1 + frame.x_shift, bottom)


class _SegmentCalls(NamedTuple):
    """pdfium's path segment calls typed on plain addresses (pypdfium2 wraps every pointer)."""

    segment: Any
    kind: Any
    point: Any
    close: Any


@cache
def _segment_calls(pdfium_c: Any) -> _SegmentCalls:
    void, integer = ctypes.c_void_p, ctypes.c_int

    def typed(function: Any, result: Any, *arguments: Any) -> Any:
        return ctypes.cast(function, ctypes.CFUNCTYPE(result, *arguments))

    return _SegmentCalls(
        segment=typed(pdfium_c.FPDFPath_GetPathSegment, void, void, integer),
        kind=typed(pdfium_c.FPDFPathSegment_GetType, integer, void),
        point=typed(pdfium_c.FPDFPathSegment_GetPoint, integer, void, void, void),
        close=typed(pdfium_c.FPDFPathSegment_GetClose, integer, void),
    )


def _path_rects_each(
    pdfium_c: Any, path: Any, to_page: Matrix, frame: Frame, strokes: list[Rect]
) -> Iterator[tuple[float, float, float, float]]:
    """``_path_rects`` one segment at a time, every point read (a missing segment is a move
    at the last point read)."""
    segments = pdfium_c.FPDFPath_CountSegments(path)
    a, b, c, d, e, f = to_page
    x, y = ctypes.c_float(), ctypes.c_float()
    subpath: list[tuple[float, float]] = []
    kinds: list[int] = []
    closed = False
    for i in range(segments + 1):
        segment = pdfium_c.FPDFPath_GetPathSegment(path, i) if i < segments else None
        kind = pdfium_c.FPDFPathSegment_GetType(segment) if segment else _MOVETO
        if kind == _MOVETO and subpath:
            if len(subpath) == 2 and kinds[1] == _LINETO:
                strokes.append(_stroke(subpath, frame))
            rect = _as_rect(subpath, kinds, closed)
            if rect is not None:
                yield _to_top_left(rect, frame)
            subpath, kinds = [], []
        if segment is None:
            break
        closed = bool(pdfium_c.FPDFPathSegment_GetClose(segment))
        pdfium_c.FPDFPathSegment_GetPoint(segment, ctypes.byref(x), ctypes.byref(y))
        subpath.append((a * x.value + c * y.value + e, b * x.value + d * y.value + f))
        kinds.append(kind)


def _stroke(points: list[tuple[float, float]], frame: Frame) -> Rect:
    """A straight stroke's bounding box in top-left coordinates (pdfminer's ``LTLine``)."""
    (x0, y0), (x1, y1) = points
    return _to_top_left((min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)), frame)


def _as_rect(
    points: list[tuple[float, float]], kinds: list[int], closed: bool = False
) -> tuple[float, float, float, float] | None:
    """The rectangle a subpath draws: four lines back to the start, or a rounded rectangle
    (``shapes.rounded_rect``; a Bézier's three points end at its third)."""
    if _BEZIERTO in kinds:
        return _as_rounded(points, kinds, closed)
    if len(points) != 5 or any(k != _LINETO for k in kinds[1:]) or points[0] != points[4]:
        return None
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = points[:4]
    square = (x0 == x1 and y1 == y2 and x2 == x3 and y3 == y0) or (
        y0 == y1 and x1 == x2 and y2 == y3 and x3 == x0
    )
    if not square:
        return None
    return min(x0, x2), min(y0, y2), max(x0, x2), max(y0, y2)


def _as_rounded(
    points: list[tuple[float, float]], kinds: list[int], closed: bool
) -> tuple[float, float, float, float] | None:
    anchors: list[tuple[float, float]] = []
    names: list[str] = []
    pending = 0  # Bézier points read of the curve under way
    for point, kind in zip(points, kinds, strict=True):
        if kind == _BEZIERTO:
            pending += 1
            if pending < 3:
                continue
            pending = 0
        anchors.append(point)
        names.append(CURVE if kind == _BEZIERTO else LINE)
    if closed and anchors and anchors[0] != anchors[-1]:
        anchors.append(anchors[0])
        names.append(LINE)
    return rounded_rect(anchors, names)


def rects_to_boxes(rects: list[Rect], strokes: Sequence[Rect] = ()) -> list[layout_lines.Box]:
    """``glyphs.rects_to_boxes`` over plain tuples."""
    return plain_rects_to_boxes([*rects, *stroked_frames(strokes)])
