"""The pdfium engine's images and rectangles: page objects, form XObjects opened.

pdfminer counts every image it draws (inline ones and those inside forms) and turns a subpath
that is a move and four lines back to the start, axis-aligned on the page, into a rectangle
(``LTRect``); the same tests are made here on pdfium's page objects, so that
``glyphs.rects_to_boxes`` sees the same rectangles as with pdfplumber.
"""

from __future__ import annotations

import ctypes
import math
from collections.abc import Iterator, Sequence
from functools import cache
from typing import Any, NamedTuple, Protocol

from converter.read import lines as layout_lines
from converter.read.glyphs import plain_rects_to_boxes
from converter.read.hidden_text import RGB, Box, Fill
from converter.read.shapes import CORNERS, CURVE, LINE, rounded_rect
from converter.read.strokes import stroked_frames

# pdfium's page object types (fpdf_edit.h)
_TEXT, _PATH, _IMAGE, _SHADING, _FORM = 1, 2, 3, 4, 5
# path segment types (fpdf_edit.h)
_LINETO, _BEZIERTO, _MOVETO = 0, 1, 2


class Frame(Protocol):
    """The page transform of ``pdfium_frame.PageFrame``."""

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


class TextObject(NamedTuple):
    """A text object at its paint step: its address, fill colour (RGB, None when pdfium cannot
    tell) and the matrix of the form it is drawn in (its own bounds are in that space)."""

    step: int
    address: int
    colour: RGB | None
    outer: Matrix


class PageObjects(NamedTuple):
    """What one walk of a page's objects finds (forms opened where they are drawn).

    ``images``, ``rects``, ``strokes`` and ``pictures`` are pdfminer's view (``count_objects``);
    ``texts`` and ``fills`` the paint order ``paint_order.pdfium_hidden`` judges, numbered by
    step in the content stream: each filled path's rectangles as grounds of its colour (any
    other filled shape a ground of unknown colour over its bounds), each image as a picture."""

    images: int
    rects: list[Rect]
    strokes: list[Rect]
    pictures: list[Rect]
    texts: list[TextObject]
    fills: list[Fill]


def count_objects(
    pdfium_c: Any, page: Any, frame: Frame, pictures: list[Rect] | None = None
) -> tuple[int, list[Rect], list[Rect]]:
    """The page's image count, its axis-aligned rectangles and its straight strokes (a move
    and one line: pdfminer's ``LTLine``), as pdfminer finds them; each image's box (its unit
    square's hull, top-left, as pdfplumber's ``images``) is added to ``pictures`` if given."""
    found = walk_page(pdfium_c, page, frame)
    if pictures is not None:
        pictures.extend(found.pictures)
    return found.images, found.rects, found.strokes


def walk_page(pdfium_c: Any, page: Any, frame: Frame) -> PageObjects:
    """Walk the page's objects once, in paint order (a form's children where it is drawn).

    Every object is asked its type through ``_walk_calls`` on plain addresses (a page has
    some 170 objects, most of them text); images, paths and forms their matrix, which takes
    the object's own space to user space (a form's children live in the form's space). The
    rectangles, strokes and pictures are listed in the order of the walk pdfminer's view was
    first read in (a form's own objects, then its forms' last first: ``_Container``)."""
    calls = _walk_calls(pdfium_c)
    reader = _Reader.of(pdfium_c)
    fs_matrix = pdfium_c.FS_MATRIX()
    matrix_at = ctypes.addressof(fs_matrix)
    texts: list[TextObject] = []
    fills: list[Fill] = []
    step = 0

    def visit(parent: int, is_form: bool, outer: Matrix) -> _Container:
        nonlocal step
        if is_form:
            count, child = calls.form_count(parent), calls.form_object
        else:
            count, child = pdfium_c.FPDFPage_CountObjects(page), calls.page_object
        box = _Container([], [], [], [])
        for i in range(count):
            obj = child(parent, i)
            if not obj:
                continue  # no object: its type is unknown to pdfium, passed by as any other
            kind = calls.kind(obj)
            step += 1
            if kind == _TEXT:
                texts.append(TextObject(step, obj, reader.colour(obj), outer))
                continue
            if kind not in (_IMAGE, _PATH, _FORM):
                continue
            calls.matrix(obj, matrix_at)
            own = (fs_matrix.a, fs_matrix.b, fs_matrix.c, fs_matrix.d, fs_matrix.e, fs_matrix.f)
            matrix = _compose(own, outer)
            if kind == _FORM:
                box.forms.append(visit(obj, True, matrix))
                continue
            to_page = _compose(matrix, frame.matrix)
            if kind == _IMAGE:
                a, b, c, d, e, f = to_page
                xs, ys = (e, a + e, c + e, a + c + e), (f, b + f, d + f, b + d + f)
                picture = _to_top_left((min(xs), min(ys), max(xs), max(ys)), frame)
                box.pictures.append(picture)
                fills.append(Fill(step, picture, None))
                continue
            rects = list(_path_rects(pdfium_c, obj, to_page, frame, box.strokes))
            box.rects.extend(rects)
            if reader.filled(obj):
                colour = reader.colour(obj)
                fills.extend(Fill(step, rect, colour) for rect in rects)
                if not rects:  # a disc or polygon: a ground of unknown colour, as a picture
                    to_form = _compose(outer, frame.matrix)
                    fills.append(Fill(step, reader.bounds(obj, to_form, frame), None))
        return box

    page_at = ctypes.cast(page, ctypes.c_void_p).value or 0
    top = visit(page_at, False, _IDENTITY)
    rects: list[Rect] = []
    strokes: list[Rect] = []
    pictures: list[Rect] = []
    for box in top.in_stack_order():
        rects += box.rects
        strokes += box.strokes
        pictures += box.pictures
    return PageObjects(len(pictures), rects, strokes, pictures, texts, fills)


class _Container(NamedTuple):
    """The page's or one form's own rectangles, strokes and pictures, and its forms'."""

    rects: list[Rect]
    strokes: list[Rect]
    pictures: list[Rect]
    forms: list[_Container]

    def in_stack_order(self) -> Iterator[_Container]:
        """This container, then its forms' the last first, each with its own forms so: the
        order of a walk that keeps the forms it meets on a stack (pdfminer's view was read so,
        and the page layout reads these lists in that order)."""
        yield self
        for form in reversed(self.forms):
            yield from form.in_stack_order()


class _Reader(NamedTuple):
    """A text or path object's fill colour, draw mode and bounds, by plain address."""

    get_colour: Any
    get_mode: Any
    get_bounds: Any
    rgba: Any  # four c_uint the colour is written to
    mode: Any  # two c_int: fill mode, stroke
    corners: Any  # four c_float: left, bottom, right, top

    @staticmethod
    @cache
    def of(pdfium_c: Any) -> _Reader:
        void, integer = ctypes.c_void_p, ctypes.c_int
        five = ctypes.CFUNCTYPE(integer, void, void, void, void, void)
        return _Reader(
            get_colour=ctypes.cast(pdfium_c.FPDFPageObj_GetFillColor, five),
            get_mode=ctypes.cast(
                pdfium_c.FPDFPath_GetDrawMode, ctypes.CFUNCTYPE(integer, void, void, void)
            ),
            get_bounds=ctypes.cast(pdfium_c.FPDFPageObj_GetBounds, five),
            rgba=(ctypes.c_uint * 4)(),
            mode=(ctypes.c_int * 2)(),
            corners=(ctypes.c_float * 4)(),
        )

    def colour(self, obj: int) -> RGB | None:
        """The object's fill colour as RGB in 0–1 (alpha left aside)."""
        at = ctypes.addressof(self.rgba)
        if not self.get_colour(obj, at, at + 4, at + 8, at + 12):
            return None
        r, g, b, _ = self.rgba
        return (r / 255, g / 255, b / 255)

    def filled(self, obj: int) -> bool:
        """Whether a path object is filled (any fill mode)."""
        at = ctypes.addressof(self.mode)
        return bool(self.get_mode(obj, at, at + 4)) and bool(self.mode[0])

    def bounds(self, obj: int, to_page: Matrix, frame: Frame) -> Box:
        """The object's bounds on the page, top-left, a point wider each way (``to_page``:
        its form's matrix, then the page's); the whole plane when pdfium cannot tell."""
        at = ctypes.addressof(self.corners)
        if not self.get_bounds(obj, at, at + 4, at + 8, at + 12):
            return (-1e9, -1e9, 1e9, 1e9)
        left, bottom, right, top = self.corners
        a, b, c, d, e, f = to_page
        if b == 0.0 and c == 0.0 and math.isfinite(left + right + bottom + top):
            # upright: the corners' other terms are zeros, which change no sum (nor, once
            # the margin is added, the sign of a zero)
            x_left, x_right, y_bottom, y_top = (
                a * left + e,
                a * right + e,
                d * bottom + f,
                d * top + f,
            )
            xs, ys = (x_left, x_right), (y_bottom, y_top)
        else:
            corners = [(x, y) for x in (left, right) for y in (bottom, top)]
            xs = tuple(a * x + c * y + e for x, y in corners)
            ys = tuple(b * x + d * y + f for x, y in corners)
        margin = 1.0
        x0, top_, x1, bottom_ = _to_top_left((min(xs), min(ys), max(xs), max(ys)), frame)
        return (x0 - margin, top_ - margin, x1 + margin, bottom_ + margin)


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
