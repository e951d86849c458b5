"""The paint order of a page's glyphs, filled rectangles and pictures, for ``hidden_text``.

Each engine gives its glyphs (as ``hidden_text.Ink``) and the filled rectangles and pictures
(``hidden_text.Fill``) with their step in the content stream, forms opened where they are
drawn. pdfplumber's per-kind lists (chars, rects, images) keep pdfminer's layout order, so one
walk of the layout numbers them; pdfium's page objects are numbered by the engine's one walk
of the page (``pdfium_objects.walk_page``), and each char is tied to its text object.

pdfium's side judges a glyph only where a test could find it unseen (``pdfium_hidden``): most
pages have no text object that could hide a glyph, and those pages cost no char pass at all.
"""

from __future__ import annotations

import ctypes
import math
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, NamedTuple

from converter.read.hidden_text import (
    MAX_FILLS,
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
    Frame,
    Matrix,
    PageObjects,
    TextObject,
    _compose,
    _Reader,
    _to_top_left,
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


class Hidden(NamedTuple):
    """A page's unseen chars, and the text object of every char when they were read."""

    skip: frozenset[int]  # the textpage's char indices that are unseen
    objects: list[int] | None  # each char's text object (0: none), when the pass read them


NOTHING_HIDDEN = Hidden(frozenset(), None)


def pdfium_hidden(
    pdfium_c: Any, textpage: Any, frame: Frame, crop: Box | None, objects: PageObjects
) -> Hidden:
    """The textpage's char indices that are unseen (``hidden_text.hidden_glyphs``).

    ``hidden_glyphs`` decides each glyph alone, so only the glyphs of text objects that could
    hold an unseen one are given to it (every text object when the CropBox cuts the page),
    and a page with none is passed by before its chars are read (``_Kept``). A page whose
    chars were read hands their text objects on: the glyph loop asks pdfium for them once."""
    texts = {t.address: t for t in objects.texts}
    if crop is None:
        if len(objects.fills) > MAX_FILLS:
            return NOTHING_HIDDEN  # ``hidden_glyphs`` judges no glyph of such a page
        texts = _Kept.of(texts, objects.fills, _bounds_of(pdfium_c, frame))
        if not texts:
            return NOTHING_HIDDEN
    inks: list[Ink] = []
    index: list[int] = []
    object_of, char_box = _char_calls(pdfium_c)
    page_at = ctypes.cast(textpage, ctypes.c_void_p).value or 0
    page_arg = ctypes.c_void_p(page_at)  # the untyped call's pointer argument
    box = (ctypes.c_double * 4)()
    at = ctypes.addressof(box)
    keys: list[int] = []
    keep = keys.append
    for i in range(pdfium_c.FPDFText_CountChars(textpage)):
        key = object_of(page_arg, i) or 0
        keep(key)
        text = texts.get(key)
        if text is None or not char_box(page_at, i, at, at + 8, at + 16, at + 24):
            continue
        left, right, bottom, top = box
        corners = [(x, y) for x in (left, right) for y in (bottom, top)]
        inks.append(Ink(text.step, _corners_box(corners, frame), text.colour))
        index.append(i)
    hidden = hidden_glyphs(inks, objects.fills, crop)
    return Hidden(frozenset(index[k] for k in hidden), keys)


def _bounds_of(pdfium_c: Any, frame: Frame) -> Callable[[TextObject], Box]:
    """A text object's bounds on the page (``pdfium_objects._Reader.bounds``), its form's
    matrix composed with the page's once per form."""
    reader = _Reader.of(pdfium_c)
    placed: dict[int, Matrix] = {}  # by the form matrix's id: the walk gives one per form

    def bounds(text: TextObject) -> Box:
        to_page = placed.get(id(text.outer))
        if to_page is None:
            to_page = placed[id(text.outer)] = _compose(text.outer, frame.matrix)
        return reader.bounds(text.address, to_page, frame)

    return bounds


@cache
def _char_calls(pdfium_c: Any) -> tuple[Any, Any]:
    """``FPDFText_GetTextObject`` for every char, untyped (ctypes passes the ``c_void_p``
    page as it is and the index as a C int, at half the cost of a typed call), and
    ``FPDFText_GetCharBox`` typed on plain addresses."""
    void, integer = ctypes.c_void_p, ctypes.c_int
    object_of: Any = ctypes.CFUNCTYPE(void)(
        ctypes.cast(pdfium_c.FPDFText_GetTextObject, void).value or 0
    )
    object_of.argtypes = None
    return (
        object_of,
        ctypes.cast(
            pdfium_c.FPDFText_GetCharBox,
            ctypes.CFUNCTYPE(integer, void, integer, void, void, void, void),
        ),
    )


def _corners_box(corners: list[tuple[float, float]], frame: Frame) -> Box:
    a, b, c, d, e, f = frame.matrix
    xs = [a * x + c * y + e for x, y in corners]
    ys = [b * x + d * y + f for x, y in corners]
    return _to_top_left((min(xs), min(ys), max(xs), max(ys)), frame)


class _Kept(dict[int, TextObject]):
    """The text objects that can hold an unseen glyph, by address: white ink, or a filled
    rectangle that meets the object's bounds and is drawn after it (it may cover a glyph) or
    before it in the object's own colour (a glyph may lie on it unseen). Any other glyph is
    seen whatever ``hidden_glyphs`` tests: on a ground drawn before it that is not its colour
    or on the white page, under no filled rectangle drawn later.

    The bounds are read only for an object that passes the same tests without them (a later
    filled rectangle anywhere on the page, or an earlier one of its colour); the rectangles
    that may meet them are found by the rows they span (``_Rows``). ``bounded`` and
    ``examined`` count the bounds read and the rectangles compared."""

    bounded: int = 0
    examined: int = 0

    @classmethod
    def of(
        cls,
        texts: dict[int, TextObject],
        fills: Sequence[Fill],
        bounds: Callable[[TextObject], Box],
    ) -> _Kept:
        kept = cls()
        painted = [f for f in fills if f.colour is not None]
        last = max((f.step for f in painted), default=0)
        earliest: dict[RGB | None, float] = {}  # the first step of a ground near each colour
        rows = _Rows(painted)
        for address, text in texts.items():
            step, colour = text.step, text.colour
            if colour is not None and min(colour) >= 1 - SAME_COLOUR:
                kept[address] = text
                continue
            first = earliest.get(colour)
            if first is None:
                steps = (f.step for f in painted if _near(colour, f.colour))
                first = earliest[colour] = min(steps, default=math.inf)
            if last <= step and first >= step:
                continue  # no filled rectangle after it, none of its colour before it
            kept.bounded += 1
            if rows.any_meets(bounds(text), step, colour):
                kept[address] = text
        kept.examined = rows.examined
        return kept


class _Rows:
    """Filled rectangles by the bands of ``HEIGHT`` points their height spans: a box is
    compared only with the rectangles of the bands it spans (two rectangles that meet share
    a band). A rectangle of no finite height or of very many bands, and a box so, are
    compared with all."""

    HEIGHT = 32.0
    MOST = 64  # bands a rectangle may span and still be filed by band
    LIMIT = 1e6  # points from the origin: farther is not a place on a page

    def __init__(self, fills: Sequence[Fill]) -> None:
        self.fills = fills
        self.bands: dict[int, list[Fill]] = {}
        self.everywhere: list[Fill] = []
        self.examined = 0
        for fill in fills:
            span = self._span(fill.box)
            if span is None or span[1] - span[0] > self.MOST:
                self.everywhere.append(fill)
                continue
            for band in range(span[0], span[1] + 1):
                self.bands.setdefault(band, []).append(fill)
        self.low, self.high = min(self.bands, default=0), max(self.bands, default=-1)

    def _span(self, box: Box) -> tuple[int, int] | None:
        top, bottom = box[1], box[3]
        if not -self.LIMIT <= top <= bottom <= self.LIMIT:
            return None
        return math.floor(top / self.HEIGHT), math.floor(bottom / self.HEIGHT)

    def any_meets(self, box: Box, step: int, colour: RGB | None) -> bool:
        """Whether a rectangle meets ``box`` drawn after ``step`` or before it in a colour
        near ``colour``."""
        span = self._span(box)
        if span is None:
            groups: list[Sequence[Fill]] = [self.fills]
        else:
            groups = [self.everywhere]
            low, high = max(span[0], self.low), min(span[1], self.high)
            groups += [self.bands.get(band, ()) for band in range(low, high + 1)]
        for group in groups:
            self.examined += len(group)
            for fill in group:
                if _meets(fill.box, box) and (
                    fill.step > step or (fill.step < step and _near(colour, fill.colour))
                ):
                    return True
        return False


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
