"""The paint order of a page's glyphs, filled rectangles and pictures, for ``hidden_text``.

Each engine gives its glyphs (as ``hidden_text.Ink``) and the filled rectangles and pictures
(``hidden_text.Fill``) with their step in the content stream, forms opened where they are
drawn. pdfplumber's per-kind lists (chars, rects, images) keep pdfminer's layout order, so one
walk of the layout numbers them; pdfium's page objects are walked in order, and each char is
tied to its text object.
"""

from __future__ import annotations

import ctypes
from bisect import bisect_right
from collections.abc import Sequence
from functools import cache
from typing import Any

from converter.read.hidden_text import (
    RGB,
    SAME_COLOUR,
    Box,
    Fill,
    Ink,
    crop_of,
    hidden_glyphs,
    to_rgb,
)
from converter.read.pdfium_objects import (
    _FORM,
    _IDENTITY,
    _IMAGE,
    _PATH,
    _TEXT,
    Frame,
    Matrix,
    _compose,
    _path_rects,
    _to_top_left,
    _walk_calls,
)

_KINDS = {"LTChar": "char", "LTRect": "rect", "LTImage": "image", "LTCurve": "curve"}


def plumber_hidden(page: Any, chars: Sequence[dict[str, Any]]) -> dict[int, str]:
    """The unseen chars of a pdfplumber page (``hidden_text.hidden_glyphs``), by index."""
    crop = crop_of(_box(page.mediabox), _box(page.cropbox))
    rects, images = page.rects, page.images
    colours: dict[Any, RGB | None] = {}
    for c in chars:
        key = c.get("non_stroking_color")
        if key not in colours:
            colours[key] = to_rgb(key)
    light = any(rgb is not None and min(rgb) >= 0.98 for rgb in colours.values())
    if crop is None and not rects and not light:
        return {}
    steps: dict[str, list[int]] = {"char": [], "rect": [], "image": [], "curve": []}
    _number(page.layout._objs, steps, [0])
    if len(steps["char"]) != len(chars):
        return {}  # not the order expected: judge nothing rather than the wrong glyphs
    fills = [
        Fill(step, _box(_edges(r)), to_rgb(r.get("non_stroking_color")))
        for step, r in zip(steps["rect"], rects, strict=False)
        if r.get("fill")
    ]
    fills += [Fill(step, _edges(i), None) for step, i in zip(steps["image"], images, strict=False)]
    fills += [  # a disc or polygon beneath: a ground of unknown colour, as a picture
        Fill(step, _edges(c), None)
        for step, c in zip(steps["curve"], page.curves, strict=False)
        if c.get("fill")
    ]
    fills.sort(key=lambda f: f.step)
    inks = [
        Ink(step, _edges(c), colours[c.get("non_stroking_color")])
        for step, c in zip(steps["char"], chars, strict=True)
    ]
    return hidden_glyphs(inks, fills, crop)


def _number(objects: Sequence[Any], steps: dict[str, list[int]], counter: list[int]) -> None:
    for obj in objects:
        children = getattr(obj, "_objs", None)
        if children is not None:
            _number(children, steps, counter)
            continue
        kind = _KINDS.get(type(obj).__name__)
        if kind is not None:
            steps[kind].append(counter[0])
        counter[0] += 1


def _edges(obj: dict[str, Any]) -> Box:
    return (float(obj["x0"]), float(obj["top"]), float(obj["x1"]), float(obj["bottom"]))


def _box(box: Sequence[float]) -> Box:
    x0, top, x1, bottom = (float(v) for v in box)
    return (x0, top, x1, bottom)


def pdfium_hidden(
    pdfium_c: Any, page: Any, textpage: Any, frame: Frame, crop: Box | None
) -> frozenset[int]:
    """The textpage's char indices that are unseen (``hidden_text.hidden_glyphs``)."""
    texts: dict[int, tuple[int, RGB | None, Box]] = {}
    fills: list[Fill] = []
    _walk(pdfium_c, page, frame, texts, fills)
    if crop is None:
        painted = sorted((f for f in fills if f.colour is not None), key=lambda f: f.step)
        steps = [f.step for f in painted]
        grounds: dict[RGB | None, list[Fill]] = {}
        for f in painted:
            grounds.setdefault(f.colour, []).append(f)
        texts = {
            obj: t
            for obj, t in texts.items()
            if _may_hide(t, painted[bisect_right(steps, t[0]) :], grounds)
        }
        if not texts:
            return frozenset()
    count = pdfium_c.FPDFText_CountChars(textpage)
    inks: list[Ink] = []
    index: list[int] = []
    left, right = ctypes.c_double(), ctypes.c_double()
    bottom, top = ctypes.c_double(), ctypes.c_double()
    for i in range(count):
        obj = pdfium_c.FPDFText_GetTextObject(textpage, i)
        address = ctypes.cast(obj, ctypes.c_void_p).value if obj else None
        if address is None or address not in texts:
            continue
        if not pdfium_c.FPDFText_GetCharBox(textpage, i, left, right, bottom, top):
            continue
        step, colour, _ = texts[address]
        corners = [(x, y) for x in (left.value, right.value) for y in (bottom.value, top.value)]
        inks.append(Ink(step, _corners_box(corners, frame), colour))
        index.append(i)
    hidden = hidden_glyphs(inks, fills, crop)
    return frozenset(index[k] for k in hidden)


def _corners_box(corners: list[tuple[float, float]], frame: Frame) -> Box:
    a, b, c, d, e, f = frame.matrix
    xs = [a * x + c * y + e for x, y in corners]
    ys = [b * x + d * y + f for x, y in corners]
    return _to_top_left((min(xs), min(ys), max(xs), max(ys)), frame)


def _walk(
    pdfium_c: Any,
    page: Any,
    frame: Frame,
    texts: dict[int, tuple[int, RGB | None, Box]],
    fills: list[Fill],
) -> None:
    """Number the page's objects in paint order, forms opened where they are drawn."""
    calls = _walk_calls(pdfium_c)
    fs_matrix = pdfium_c.FS_MATRIX()
    matrix_at = ctypes.addressof(fs_matrix)
    page_at = ctypes.cast(page, ctypes.c_void_p).value or 0
    step = [0]

    def visit(parent: int, is_form: bool, outer: Matrix) -> None:
        if is_form:
            count, child = calls.form_count(parent), calls.form_object
        else:
            count, child = pdfium_c.FPDFPage_CountObjects(page), calls.page_object
        for i in range(count):
            obj = child(parent, i)
            if not obj:
                continue
            kind = calls.kind(obj)
            step[0] += 1
            if kind == _TEXT:
                bounds = _bounds(pdfium_c, obj, outer, frame)
                texts[obj] = (step[0], _fill_colour(pdfium_c, obj), bounds)
                continue
            if kind not in (_IMAGE, _PATH, _FORM):
                continue
            calls.matrix(obj, matrix_at)
            own = (fs_matrix.a, fs_matrix.b, fs_matrix.c, fs_matrix.d, fs_matrix.e, fs_matrix.f)
            matrix = _compose(own, outer)
            if kind == _FORM:
                visit(obj, True, matrix)
            elif kind == _IMAGE:
                fills.append(Fill(step[0], _unit_square(matrix, frame), None))
            else:
                _add_path(pdfium_c, obj, (matrix, outer), frame, step[0], fills)

    visit(page_at, False, _IDENTITY)


def _may_hide(
    text: tuple[int, RGB | None, Box], later: Sequence[Fill], grounds: dict[RGB | None, list[Fill]]
) -> bool:
    """Whether a text object can hold an unseen glyph: white ink, or a filled rectangle over
    its bounds drawn after it (``later``), or one of its own colour drawn before it."""
    step, colour, box = text
    if colour is not None and min(colour) >= 1 - SAME_COLOUR:
        return True
    if any(_meets(f.box, box) for f in later):
        return True
    return any(
        f.step < step and _meets(f.box, box)
        for ground, same in grounds.items()
        if _near(colour, ground)
        for f in same
    )


def _near(a: RGB | None, b: RGB | None) -> bool:
    if a is None or b is None:
        return False
    return (
        abs(a[0] - b[0]) <= SAME_COLOUR
        and abs(a[1] - b[1]) <= SAME_COLOUR
        and (abs(a[2] - b[2]) <= SAME_COLOUR)
    )


def _meets(a: Box, b: Box) -> bool:
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


def _bounds(pdfium_c: Any, obj: int, outer: Matrix, frame: Frame) -> Box:
    """A text object's bounds (in its form's space) on the page, top-left; the whole plane
    when pdfium cannot tell."""
    left, bottom, right, top = (ctypes.c_float() for _ in range(4))
    get = _typed(pdfium_c, "FPDFPageObj_GetBounds")
    corners_at = (ctypes.byref(v) for v in (left, bottom, right, top))
    if not get(obj, *corners_at):
        return (-1e9, -1e9, 1e9, 1e9)
    a, b, c, d, e, f = _compose(outer, frame.matrix)
    corners = [(x, y) for x in (left.value, right.value) for y in (bottom.value, top.value)]
    xs = [a * x + c * y + e for x, y in corners]
    ys = [b * x + d * y + f for x, y in corners]
    margin = 1.0
    x0, top_, x1, bottom_ = _to_top_left((min(xs), min(ys), max(xs), max(ys)), frame)
    return (x0 - margin, top_ - margin, x1 + margin, bottom_ + margin)


def _add_path(
    pdfium_c: Any,
    obj: int,
    matrices: tuple[Matrix, Matrix],
    frame: Frame,
    step: int,
    fills: list[Fill],
) -> None:
    """A filled path's rectangles, each a ground of its colour; any other filled shape
    (a disc, a polygon) is a ground of unknown colour over its bounds, as a picture is."""
    pointer = ctypes.cast(ctypes.c_void_p(obj), pdfium_c.FPDF_PAGEOBJECT)
    fill_mode, stroke = ctypes.c_int(), ctypes.c_int()
    if not pdfium_c.FPDFPath_GetDrawMode(pointer, fill_mode, stroke) or not fill_mode.value:
        return
    colour = _fill_colour(pdfium_c, obj)
    matrix, outer = matrices
    to_page = _compose(matrix, frame.matrix)
    rects = list(_path_rects(pdfium_c, obj, to_page, frame, []))
    fills.extend(Fill(step, rect, colour) for rect in rects)
    if not rects:
        fills.append(Fill(step, _bounds(pdfium_c, obj, outer, frame), None))


_FOUR = (ctypes.c_void_p,) * 5


@cache
def _typed(pdfium_c: Any, name: str) -> Any:
    """A pdfium call of five pointers typed on plain addresses (pypdfium2 wraps them all)."""
    return ctypes.cast(getattr(pdfium_c, name), ctypes.CFUNCTYPE(ctypes.c_int, *_FOUR))


def _fill_colour(pdfium_c: Any, obj: int) -> tuple[float, float, float] | None:
    r, g, b, a = ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
    get = _typed(pdfium_c, "FPDFPageObj_GetFillColor")
    if not get(obj, ctypes.byref(r), ctypes.byref(g), ctypes.byref(b), ctypes.byref(a)):
        return None
    return (r.value / 255, g.value / 255, b.value / 255)


def _unit_square(matrix: Matrix, frame: Frame) -> Box:
    a, b, c, d, e, f = _compose(matrix, frame.matrix)
    xs, ys = (e, a + e, c + e, a + c + e), (f, b + f, d + f, b + d + f)
    return _to_top_left((min(xs), min(ys), max(xs), max(ys)), frame)
