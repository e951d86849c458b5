"""pdfplumber's chars and rects → our plain ``Glyph`` and ``Box`` records, and the geometry
both character engines share (the direction and font size of a turned glyph).

Pure functions over plain data: the engines (``extract`` for pdfplumber, ``pdfium_chars``) call
them, so the two read the same glyph the same way.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from operator import itemgetter
from typing import Any, NamedTuple

from converter.read import layout
from converter.read import lines as layout_lines


class RawPage(NamedTuple):
    """What a character engine gives the layout for one page, in top-left coordinates."""

    width: float
    height: float
    glyphs: list[layout_lines.Glyph]
    image_count: int
    boxes: list[layout_lines.Box]


MAX_BOXES = 60  # a page with more rectangles than this is a drawing, not boxed text
BOX_MIN_SIZE = (40.0, 15.0)  # narrower or lower rectangles are rules or table cells


def rects_to_boxes(rects: Sequence[dict[str, Any]]) -> list[layout_lines.Box]:
    """Rectangles big enough to frame text, as plain boxes (none on a drawing-heavy page)."""
    min_w, min_h = BOX_MIN_SIZE
    boxes = {
        (round(r["x0"], 1), round(r["top"], 1), round(r["x1"], 1), round(r["bottom"], 1))
        for r in rects
        if r["width"] >= min_w and r["height"] >= min_h
    }
    return sorted(boxes) if len(boxes) <= MAX_BOXES else []


def chars_to_glyphs(chars: Sequence[dict[str, Any]]) -> list[layout_lines.Glyph]:
    """Copy pdfplumber char dicts into ``Glyph`` records (one pass, no other work).

    Whitespace chars are dropped; the glyph after one is flagged ``space_before``.
    """
    glyph = layout_lines.Glyph
    new = tuple.__new__  # skips the named tuple's Python-level __new__: this loop is hot
    fields = itemgetter("text", "x0", "top", "x1", "bottom", "size", "fontname")
    upright = layout_lines.UPRIGHT
    out: list[layout_lines.Glyph] = []
    append = out.append
    space = False
    for c in chars:
        text, x0, top, x1, bottom, size, font = fields(c)
        if not text.strip():
            space = True
            continue
        matrix = c["matrix"]
        a, b = matrix[0], matrix[1]
        # The common case first: upright within 3°.
        if -0.05 * a < b < 0.05 * a:
            direction = upright
        else:
            direction = matrix_to_direction(a, b)
            if direction != upright:
                size = turned_font_size(matrix, c.get("adv", 0.0), x1 - x0, bottom - top, size)
        append(new(glyph, (text, x0, top, x1, bottom, size, font, direction, space)))
        space = False
    return out


def turned_font_size(
    matrix: Sequence[float], advance: float, width: float, height: float, fallback: float
) -> float:
    """The font size of a turned (rotated or slanted) glyph, in page units.

    pdfplumber's ``size`` is the height of the glyph's upright box: for text turned 90° that
    is the glyph's advance, at other angles a mix of advance and size. pdfminer's box is the
    hull of the text-space rectangle ``[0, advance] × [descent, descent + font size]`` mapped
    by ``matrix``, so the hull's extent less the advance's share gives the font size.
    ``fallback`` is returned when the matrix does not allow this (degenerate, vertical fonts).
    """
    a, b, c, d = matrix[0], matrix[1], matrix[2], matrix[3]
    if abs(c) >= abs(d):
        text_size = (width - abs(advance * a)) / abs(c) if c else 0.0
    else:
        text_size = (height - abs(advance * b)) / abs(d)
    size = text_size * math.hypot(c, d)
    return size if size > 0.5 else fallback


def matrix_to_direction(a: float, b: float) -> int:
    """The baseline direction of a glyph from the first column of its text matrix."""
    degrees = round(math.degrees(math.atan2(b, a))) % 360
    for right_angle, direction in (
        (0, layout_lines.UPRIGHT),
        (90, layout_lines.UPWARD),
        (180, layout_lines.UPSIDE_DOWN),
        (270, layout_lines.DOWNWARD),
        (360, layout_lines.UPRIGHT),
    ):
        if abs(degrees - right_angle) <= 3:
            return direction
    return layout.slanted_direction(degrees)
