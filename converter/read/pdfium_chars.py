"""The pdfium engine: a page's characters, images and rectangles through pypdfium2's raw API.

It yields the records the pdfplumber engine copies out of pdfminer (``Glyph``, the image
count, the rectangles big enough to frame text), computed the way pdfminer computes them, step
by step, so that the layout above sees the same page:

* **Box.** pdfminer's box of a glyph is the text-space rectangle ``[0, advance] ×
  [descent, descent + font size]`` mapped by the glyph's matrix. pdfium's loose box spans the
  font's ascent to descent instead, and reaches past the advance where a glyph overhangs, so
  the box is rebuilt from the glyph's origin, its matrix (pdfium folds ``Tz`` into it), the
  advance (the font's width for the char, ``FPDFFont_GetGlyphWidth``) and the font's descent.
  For the 14 standard fonts pdfminer always uses its AFM metrics, and so does this engine.
* **Font size.** pdfium reports the ``Tf`` size (1.0 for text scaled by its matrix);
  pdfminer's ``size`` is the box's height, which the rebuilt box gives. Numbers the PDF wrote
  in decimal are read back from pdfium's 32-bit floats (``pdfium_frame.pdf_decimal``).
* **Generated characters.** pdfium adds spaces and line breaks that are not in the content
  stream (``FPDFText_IsGenerated``); pdfminer does not, so they are dropped, and they mark no
  gap, except where pdfium dropped a real space for one of its own (``_was_a_space``).
* **One code, several chars.** A ToUnicode entry such as ``-\xad‐‑`` is one pdfminer glyph;
  pdfium lists each char at the code's origin: they are joined again.
* **Hyphens, Unicode map errors.** pdfium spells a hyphen that ends a line U+0002 / U+FFFE
  (``FPDFText_IsHyphen``): it is a hyphen again. A code with no Unicode is ``(cid:N)`` in
  pdfminer, its char code in pdfium (``FPDFText_HasUnicodeMapError``): pdfminer's spelling is
  kept, so the repairs (U+FFFD, ligatures, hyphens) see the same text.

Font names lack the subset tag (``ABCDEF+``): pdfium strips it, and every reader of a font name
here strips it too. pdfium is not thread-safe: a document is opened, read and closed in one
thread (the batch runs one process per file; page workers open their own copy).
"""

from __future__ import annotations

import ctypes
import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from converter.read import lines as layout_lines
from converter.read.glyphs import (
    SOFT_HYPHEN,
    RawPage,
    drawn_soft_hyphen,
    matrix_to_direction,
    turned_font_size,
)
from converter.read.paint_order import pdfium_hidden
from converter.read.pdfium_fonts import Font, font_of
from converter.read.pdfium_frame import PageFrame, crop_box, pdf_decimal
from converter.read.pdfium_objects import rects_to_boxes, walk_page
from converter.read.strokes import hairlines, ruled_boxes


class PdfiumError(Exception):
    """pdfium could not load a page (pypdfium2's own error, re-raised without importing it)."""


def open_document(path: Path, password: str | None) -> Any:
    """A pypdfium2 document (the caller has checked the file with pdfminer already)."""
    import pypdfium2  # type: ignore[import-untyped]

    return pypdfium2.PdfDocument(str(path), password=password)


def read_page(pdf: Any, number: int) -> RawPage:
    """Read page ``number`` (1-based) of an open pypdfium2 document."""
    import pypdfium2
    import pypdfium2.raw as pdfium_c  # type: ignore[import-untyped]

    try:
        page = pdf[number - 1]
    except pypdfium2.PdfiumError as exc:
        raise PdfiumError(str(exc)) from exc
    try:
        frame = PageFrame.of(page)
        objects = walk_page(pdfium_c, page.raw, frame)  # the page's one walk of its objects
        textpage = pdfium_c.FPDFText_LoadPage(page.raw)
        try:
            hidden = pdfium_hidden(pdfium_c, textpage, frame, crop_box(page, frame), objects)
            glyphs = _glyphs(pdfium_c, textpage, frame, hidden.skip, hidden.objects)
        finally:
            pdfium_c.FPDFText_ClosePage(textpage)
    finally:
        page.close()
    boxes = rects_to_boxes(objects.rects, objects.strokes)
    return RawPage(
        frame.width,
        frame.height,
        glyphs,
        objects.images,
        boxes,
        objects.pictures,
        ruled_boxes([*objects.strokes, *hairlines(objects.rects)]),
        len(hidden.skip),
    )


class _Run(NamedTuple):
    """What the chars of one text object share: font, size and matrix (page-space part)."""

    font: Font
    size: float
    a: float
    b: float
    c: float
    d: float
    upright: bool  # no rotation, no skew: the box is a plain rectangle
    pdfium_a: float  # pdfium's own matrix ``a``: its loose box is this × the advance
    # (upright, d × the descent, d × the descent's top): an upright glyph's box is these terms
    # plus its origin, the same products ``_turned_glyph`` forms, computed once per run
    box_terms: tuple[bool, float, float]


_UNKNOWN_FONT = Font("unknown", 0.0, {}, None)  # before a page's first run
_NO_RUN = _Run(_UNKNOWN_FONT, 0.0, 1.0, 0.0, 0.0, 1.0, True, 1.0, (True, 0.0, 0.0))  # ditto
_VOID = ctypes.c_void_p
_IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
_LINE_END_HYPHEN = frozenset("\x02\ufffe")  # GetUnicode and GetText spell it so
_INT = ctypes.c_int


class _Calls(NamedTuple):
    """The per-char and per-run calls typed to take and give plain addresses: pypdfium2's
    bindings wrap every pointer, which costs more than the call itself, and the text object's
    and font's addresses are what runs and fonts are keyed by."""

    origin: Any
    loose_box: Any
    text_object: Any
    map_error: Any
    generated: Any
    matrix: Any
    font_size: Any
    font: Any
    matrix_out: Any  # the FS_MATRIX ``matrix`` writes to (pdfium runs in one thread)
    # The calls made for every char, with no argument types at all: ctypes then passes a
    # ``c_void_p`` as it is and an int as a C int, at half the cost of a typed call. They
    # must be given pointers as ``c_void_p`` objects, never as ints (an int is cut to 32 bits).
    each_text_object: Any
    each_map_error: Any
    each_origin: Any
    each_generated: Any


def _untyped(function: Any, result: Any) -> Any:
    """``function`` returning ``result``, its arguments converted by ctypes' defaults."""
    call: Any = ctypes.CFUNCTYPE(result)(ctypes.cast(function, _VOID).value or 0)
    call.argtypes = None
    return call


@cache
def _fast_calls(pdfium_c: Any) -> _Calls:
    def typed(function: Any, result: Any, *arguments: Any) -> Any:
        return ctypes.cast(function, ctypes.CFUNCTYPE(result, *arguments))

    return _Calls(
        origin=typed(pdfium_c.FPDFText_GetCharOrigin, _INT, _VOID, _INT, _VOID, _VOID),
        loose_box=typed(pdfium_c.FPDFText_GetLooseCharBox, _INT, _VOID, _INT, _VOID),
        text_object=typed(pdfium_c.FPDFText_GetTextObject, _VOID, _VOID, _INT),
        map_error=typed(pdfium_c.FPDFText_HasUnicodeMapError, _INT, _VOID, _INT),
        generated=typed(pdfium_c.FPDFText_IsGenerated, _INT, _VOID, _INT),
        matrix=typed(pdfium_c.FPDFText_GetMatrix, _INT, _VOID, _INT, _VOID),
        font_size=typed(pdfium_c.FPDFText_GetFontSize, ctypes.c_double, _VOID, _INT),
        font=typed(pdfium_c.FPDFTextObj_GetFont, _VOID, _VOID),
        matrix_out=pdfium_c.FS_MATRIX(),
        each_text_object=_untyped(pdfium_c.FPDFText_GetTextObject, _VOID),
        each_map_error=_untyped(pdfium_c.FPDFText_HasUnicodeMapError, _INT),
        each_origin=_untyped(pdfium_c.FPDFText_GetCharOrigin, _INT),
        each_generated=_untyped(pdfium_c.FPDFText_IsGenerated, _INT),
    )


_SURROGATE = re.compile("[\ud800-\udfff]")
# Every char ``str.strip`` takes away (a char is blank when ``not char.strip()``): the
# whitespace code points all lie below U+3001 (a test checks every code point).
_BLANK = frozenset(char for char in map(chr, range(0x3001)) if char.isspace())


def _page_text(pdfium_c: Any, textpage: Any, count: int) -> str | None:
    """Every char's Unicode in one call, or None when a char needs two UTF-16 units."""
    buffer = (ctypes.c_ushort * (count + 1))()
    written = pdfium_c.FPDFText_GetText(textpage, 0, count, buffer)
    if written - 1 != count:
        return None
    text = ctypes.string_at(buffer, 2 * count).decode("utf-16-le", "surrogatepass")
    return None if _SURROGATE.search(text) else text


# long: one hot per-char loop whose state is unpacked into locals once per run, for speed
def _glyphs(
    pdfium_c: Any,
    textpage: Any,
    frame: PageFrame,
    skip: frozenset[int] = frozenset(),
    objects: list[int] | None = None,
) -> list[layout_lines.Glyph]:
    """The page's drawn glyphs; ``objects``, when the hidden-text pass read them, are each
    char's text object (0: none), so pdfium is not asked for them again."""
    count = pdfium_c.FPDFText_CountChars(textpage)
    if count <= 0:
        return []
    texts = _page_text(pdfium_c, textpage, count) or [
        chr(pdfium_c.FPDFText_GetUnicode(textpage, i)) for i in range(count)
    ]
    calls = _fast_calls(pdfium_c)
    origin_of, loose_box_of, object_of = calls.each_origin, calls.loose_box, calls.each_text_object
    page_text = ctypes.cast(textpage, _VOID).value or 0
    page_arg = _VOID(page_text)  # the untyped calls' pointer arguments (see _Calls)
    # The origin is written to two doubles and read back through a memoryview of them,
    # cheaper than two ``c_double.value`` reads
    origin = (ctypes.c_double * 2)()
    ox_at = _VOID(ctypes.addressof(origin))
    oy_at = _VOID(ctypes.addressof(origin) + ctypes.sizeof(ctypes.c_double))
    xy = memoryview(origin).cast("B").cast("d")
    rect = pdfium_c.FS_RECTF()
    rect_at = ctypes.addressof(rect)
    runs: dict[int, _Run] = {}
    fonts: dict[int, Font] = {}
    out: list[layout_lines.Glyph] = []
    append = out.append
    new = tuple.__new__  # skips the named tuple's Python-level __new__: this loop is hot
    glyph_type = layout_lines.Glyph
    upright_direction = layout_lines.UPRIGHT
    map_error, generated = calls.each_map_error, calls.each_generated
    shapes: dict[tuple[float, ...], _Run] = {}
    x_shift, y_shift, height = frame.x_shift, frame.y_shift, frame.height
    plain_frame = frame.matrix == _IDENTITY
    space = gap = False
    draws_spaces: bool | None = None  # whether the page has space chars of its own
    last_key = 0
    last_x = last_y = 0.0
    last_run: _Run | None = None
    # What the glyphs of the current run share, unpacked once per run (most chars follow one
    # of their own text object): the run, its font and widths, and its box terms.
    run = _NO_RUN
    font = _UNKNOWN_FONT
    widths: dict[str, float] = {}
    size = a = y_low = y_high = 0.0
    upright = False
    blank = _BLANK
    for i, text in enumerate(texts):
        if i in skip:
            continue  # not seen on the page (``hidden_text``)
        if text in blank:
            if not generated(page_arg, i):
                space = True
                if last_run is not None and last_run.font.probes:
                    _note_drawn_space(pdfium_c, page_text, i, frame, runs, fonts, shapes)
            elif text == " ":
                gap = True
            continue
        key = objects[i] if objects is not None else object_of(page_arg, i)
        if not key:
            continue
        if map_error(page_arg, i):
            text = f"(cid:{pdfium_c.FPDFText_GetUnicode(textpage, i)})"
        elif text in _LINE_END_HYPHEN and pdfium_c.FPDFText_IsHyphen(textpage, i):
            text = "-"  # pdfium's mark for a hyphen (or soft hyphen) ending a line
        origin_of(page_arg, i, ox_at, oy_at)
        gx, gy = xy[0], xy[1]
        if key != last_key:  # never 0 (passed by above), so the first drawn char opens a run
            found = runs.get(key)
            if found is None:
                found = runs[key] = _run_of(pdfium_c, page_text, i, key, frame, fonts, shapes)
            run = found
            font, size, a, upright, y_low, y_high = run.font, run.size, run.a, *run.box_terms
            widths = font.widths
        elif gx == last_x and gy == last_y and out and not (space or gap):
            # One char code, several Unicode chars (a ToUnicode entry like "ffi"): pdfium lists
            # each at the code's origin, pdfminer keeps one glyph with the whole text.
            out[-1] = _merged(out[-1], text, pdfium_c, page_text, i, run, frame, rect)
            continue
        width = widths.get(text)
        if width is None:
            width = font.width(pdfium_c, text)
        if width is not None:
            advance = width * size
        elif upright:  # no Unicode to ask the font with: the loose box spans the advance
            loose_box_of(page_text, i, rect_at)
            advance = (rect.right - rect.left) / run.pdfium_a
        else:
            advance = 0.0
        if text == SOFT_HYPHEN:
            text = drawn_soft_hyphen(
                advance, size, out[-1].text if out and not (space or gap) else ""
            )
        if upright:
            x, y = (gx, gy) if plain_frame else frame.point(gx, gy)
            y0, y1 = y_low + y, y_high + y
            x1 = a * advance + x
            glyph = new(
                glyph_type,
                (
                    text,
                    x + x_shift,
                    (height - y1) + y_shift,
                    x1 + x_shift,
                    (height - y0) + y_shift,
                    y1 - y0,
                    font.name,
                    upright_direction,
                    space,
                ),
            )
            if gap and not space and key != last_key and last_run is not None and out:
                if draws_spaces is None:
                    draws_spaces = _draws_spaces(pdfium_c, textpage, texts)
                if draws_spaces and _was_a_space(pdfium_c, out[-1], last_run, glyph):
                    glyph = glyph._replace(space_before=True)
            append(glyph)
        else:
            append(_turned_glyph(frame, run, text, advance, gx, gy, space))
        space = gap = False
        last_key, last_x, last_y, last_run = key, gx, gy, run
    return out


def _draws_spaces(pdfium_c: Any, textpage: Any, texts: Sequence[str]) -> bool:
    """Whether the page draws space chars at all. A page that does not (TeX places every word
    on its own) has none for pdfium to swallow: its gaps are only gaps."""
    for i, text in enumerate(texts):
        if text in _BLANK and not pdfium_c.FPDFText_IsGenerated(textpage, i):
            return True
    return False


def _was_a_space(
    pdfium_c: Any, before: layout_lines.Glyph, run: _Run, after: layout_lines.Glyph
) -> bool:
    """Whether the gap pdfium filled with a space of its own held a real one.

    pdfium drops the real space a text object ends with when it puts one of its own in the
    gap after it; pdfminer reads that space. The gap it left is one space wide (in the font
    before it): wider or narrower gaps are moves of the text position, not a space char.
    """
    if not run.upright or abs(after.bottom - before.bottom) > 0.1 * before.size:
        return False
    gap = after.x0 - before.x1
    em = max(before.size, after.size)
    if gap > layout_lines.JOIN_GAP_EM * em:
        return True  # a gap the layout cuts at anyway: the flag changes nothing there
    width = run.font.space_width(pdfium_c)
    if not width:
        return False
    space = width * run.size * run.a
    return abs(gap - space) <= SPACE_GAP_TOLERANCE * space


SPACE_GAP_TOLERANCE = 0.5  # of a space's width: kerning and word spacing move the next char


def _note_drawn_space(
    pdfium_c: Any,
    page_text: int,
    i: int,
    frame: PageFrame,
    runs: dict[int, _Run],
    fonts: dict[int, Font],
    shapes: dict[tuple[float, ...], _Run],
) -> None:
    """Learn a space's width from a real one when its font has no width for U+0020 (it draws
    spaces with a code mapped to another whitespace); a few tries per font and page."""
    calls = _fast_calls(pdfium_c)
    key = calls.text_object(page_text, i)
    if not key:
        return
    run = runs.get(key)
    if run is None:
        run = runs[key] = _run_of(pdfium_c, page_text, i, key, frame, fonts, shapes)
    font = run.font
    if font.probes and run.upright and run.size:
        font.probes -= 1
        rect = pdfium_c.FS_RECTF()
        calls.loose_box(page_text, i, ctypes.addressof(rect))
        font.drawn_space = (rect.right - rect.left) / run.pdfium_a / run.size
        if font.drawn_space > 0:
            font.probes = 0


def _merged(
    glyph: layout_lines.Glyph,
    text: str,
    pdfium_c: Any,
    page_text: Any,
    i: int,
    run: _Run,
    frame: PageFrame,
    rect: Any,
) -> layout_lines.Glyph:
    """``glyph`` with ``text`` added; its advance is the char code's, from the loose box."""
    x1 = glyph.x1
    if run.upright and len(glyph.text) == 1:
        loose_box_of = _fast_calls(pdfium_c)[1]
        loose_box_of(page_text, i - 1, ctypes.addressof(rect))
        x1 = glyph.x0 + (rect.right - rect.left) * run.a / run.pdfium_a
    return glyph._replace(text=glyph.text + text, x1=x1)


def _run_of(
    pdfium_c: Any,
    page_text: int,
    i: int,
    textobj: int,
    frame: PageFrame,
    fonts: dict[int, Font],
    shapes: dict[tuple[float, ...], _Run],
) -> _Run:
    """The run of char ``i``'s text object; objects of one font, size and matrix share one."""
    calls = _fast_calls(pdfium_c)
    matrix = calls.matrix_out
    calls.matrix(page_text, i, ctypes.addressof(matrix))
    handle = calls.font(textobj) or 0
    raw_size = calls.font_size(page_text, i)
    shape = (handle, raw_size, matrix.a, matrix.b, matrix.c, matrix.d)
    run = shapes.get(shape)
    if run is not None:
        return run
    a, b, c, d = frame.linear(*(pdf_decimal(v) for v in (matrix.a, matrix.b, matrix.c, matrix.d)))
    upright = b == 0 and c == 0 and a > 0 and d > 0 and matrix.a > 0
    font = fonts.get(handle)
    if font is None:
        pointer = ctypes.cast(ctypes.c_void_p(handle), pdfium_c.FPDF_FONT) if handle else None
        font = fonts[handle] = font_of(pdfium_c, pointer)
    size = pdf_decimal(raw_size)
    low = font.descent * size
    terms = (upright, d * low, d * (low + size))
    run = shapes[shape] = _Run(font, size, a, b, c, d, upright, float(matrix.a), terms)
    return run


def _turned_glyph(
    frame: PageFrame, run: _Run, text: str, advance: float, x: float, y: float, space: bool
) -> layout_lines.Glyph:
    """A glyph of rotated, mirrored or skewed text: pdfminer's box is the hull of the mapped
    text-space rectangle, and its size is recovered as ``chars_to_glyphs`` does."""
    a, b, c, d = run.a, run.b, run.c, run.d
    x, y = frame.point(x, y)
    low = run.font.descent * run.size
    us, vs = (0.0, advance), (low, low + run.size)
    xs = [a * u + c * v + x for u in us for v in vs]
    ys = [b * u + d * v + y for u in us for v in vs]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    size = y1 - y0
    direction = layout_lines.UPRIGHT
    if not -0.05 * a < b < 0.05 * a:  # the same test as chars_to_glyphs
        direction = matrix_to_direction(a, b)
        if direction != layout_lines.UPRIGHT:
            size = turned_font_size((a, b, c, d), advance, x1 - x0, y1 - y0, size)
    shift, height = frame.x_shift, frame.height
    return layout_lines.Glyph(
        text,
        x0 + shift,
        (height - y1) + frame.y_shift,
        x1 + shift,
        (height - y0) + frame.y_shift,
        size,
        run.font.name,
        direction,
        space,
    )
