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
from converter.read.strokes import hairlines, ruled_boxes, stroked_frames


class RawPage(NamedTuple):
    """What a character engine gives the layout for one page, in top-left coordinates."""

    width: float
    height: float
    glyphs: list[layout_lines.Glyph]
    image_count: int
    boxes: list[layout_lines.Box]
    # Each picture's (x0, top, x1, bottom), as both engines find them (the OCR step's test);
    # None when not known (no picture is then read).
    images: list[tuple[float, float, float, float]] | None = None
    ruled: Sequence[layout_lines.Box] = ()  # boxes parted into cells (``strokes.ruled_boxes``)
    hidden: int = 0  # chars of the text layer not seen on the page (``hidden_text``), dropped


MAX_BOXES = 60  # a page with more rectangles than this is a drawing, not boxed text
BOX_MIN_SIZE = (40.0, 15.0)  # narrower or lower rectangles are rules or table cells
PANEL_SEAM_PT = 0.5  # stacked rectangles this close share an edge: one panel


def rects_to_boxes(
    rects: Sequence[dict[str, Any]],
    rounded: Sequence[tuple[float, float, float, float]] = (),
    strokes: Sequence[dict[str, Any]] = (),
) -> list[layout_lines.Box]:
    """Rectangles big enough to frame text, as plain boxes (none on a drawing-heavy page);
    ``rounded`` are the page's rounded rectangles (``shapes.rounded_rect``), frames too, and so
    are the rectangles its straight ``strokes`` close (``strokes.stroked_frames``)."""
    fields = itemgetter("x0", "top", "x1", "bottom")
    drawn = stroked_frames([fields(s) for s in strokes])
    return plain_rects_to_boxes([*(fields(r) for r in rects), *rounded, *drawn])


def strokes_to_ruled(
    strokes: Sequence[dict[str, Any]], rects: Sequence[dict[str, Any]] = ()
) -> list[layout_lines.Box]:
    """The boxes a page's straight ``strokes`` and its hairline ``rects`` (``strokes.
    hairlines``) close and part into cells by a vertical rule (``strokes.ruled_boxes``)."""
    fields = itemgetter("x0", "top", "x1", "bottom")
    return ruled_boxes([*(fields(s) for s in strokes), *hairlines([fields(r) for r in rects])])


def plain_rects_to_boxes(
    rects: Sequence[tuple[float, float, float, float]],
) -> list[layout_lines.Box]:
    """``rects_to_boxes`` over (x0, top, x1, bottom) tuples, the form both engines share.

    Besides each rectangle big enough to frame text, a *panel*: a run of rectangles of one
    width stacked edge to edge, at least one of them box-sized (a card's coloured name bar on
    its tinted body). The bar alone is too low to count as a box, so the name it carries
    stood outside the card's frame and was read apart from the card's stats.
    """
    min_w, min_h = BOX_MIN_SIZE
    rounded = {(round(x0, 1), round(t, 1), round(x1, 1), round(b, 1)) for x0, t, x1, b in rects}
    boxes = {
        (round(x0, 1), round(top, 1), round(x1, 1), round(bottom, 1))
        for x0, top, x1, bottom in rects
        if x1 - x0 >= min_w and bottom - top >= min_h
    }
    if len(boxes) > MAX_BOXES:
        return []
    boxes.update(_stacked_panels(sorted(rounded), boxes))
    return sorted(boxes) if len(boxes) <= MAX_BOXES else []


def _stacked_panels(
    rects: Sequence[layout_lines.Box], boxes: set[layout_lines.Box]
) -> list[layout_lines.Box]:
    """The hull of each run of two or more ``rects`` of one width stacked edge to edge
    (within ``PANEL_SEAM_PT``) that holds one of ``boxes``."""
    by_width: dict[tuple[float, float], list[layout_lines.Box]] = {}
    for r in rects:
        if r[2] - r[0] >= BOX_MIN_SIZE[0]:
            by_width.setdefault((r[0], r[2]), []).append(r)
    panels: list[layout_lines.Box] = []
    for (x0, x1), column in by_width.items():
        column.sort(key=lambda r: (r[1], r[3]))
        runs = [[column[0]]]
        for r in column[1:]:
            if abs(r[1] - runs[-1][-1][3]) <= PANEL_SEAM_PT:
                runs[-1].append(r)
            else:
                runs.append([r])
        panels.extend(
            (x0, run[0][1], x1, max(p[3] for p in run))
            for run in runs
            if len(run) > 1 and any(p in boxes for p in run)
        )
    return panels


def chars_to_glyphs(chars: Sequence[dict[str, Any]]) -> list[layout_lines.Glyph]:
    """Copy pdfplumber char dicts into ``Glyph`` records (one pass, no other work).

    Whitespace chars are dropped; the glyph after one is flagged ``space_before``, unless it
    is drawn where the space itself starts (``took_no_room``). A soft hyphen that took room
    was printed: it is read as a hyphen (``drawn_soft_hyphen``).
    """
    glyph = layout_lines.Glyph
    new = tuple.__new__  # skips the named tuple's Python-level __new__: this loop is hot
    fields = itemgetter("text", "x0", "top", "x1", "bottom", "size", "fontname")
    upright = layout_lines.UPRIGHT
    out: list[layout_lines.Glyph] = []
    append = out.append
    space = False
    space_x0 = space_bottom = 0.0
    for c in chars:
        text, x0, top, x1, bottom, size, font = fields(c)
        if not text.strip():
            space, space_x0, space_bottom = True, x0, bottom
            continue
        if space and took_no_room(space_x0, space_bottom, x0, bottom, size):
            space = False
        if text == SOFT_HYPHEN:
            text = drawn_soft_hyphen(x1 - x0, size, out[-1].text if out and not space else "")
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


# How near (in em of the next glyph) the next glyph must start to a space's own start, on its
# baseline, for the space to have taken no room.
NO_ROOM_EM = 0.1


def took_no_room(
    space_x0: float, space_bottom: float, x0: float, bottom: float, size: float
) -> bool:
    """Whether a space char is only a break point, not a word gap: the glyph after it is drawn
    on the same baseline where the space starts, so the space moved the text on by nothing.
    A browser writes such spaces where a word may break (a soft hyphen that did not break the
    line); a word gap always moves the next glyph on by the space's width or more."""
    tolerance = NO_ROOM_EM * size
    return abs(bottom - space_bottom) <= tolerance and abs(x0 - space_x0) <= tolerance


SOFT_HYPHEN = "\u00ad"


def drawn_soft_hyphen(advance: float, size: float, before: str = "") -> str:
    """The text of a U+00AD glyph that moved the text on by ``advance`` (font size ``size``),
    right after the glyph ``before`` (none after a space).

    A soft hyphen is a break hint, invisible unless the line broke at it; a glyph mapped to it
    that took room (more than ``NO_ROOM_EM``) was printed, wherever it stands. Some producers
    map the one hyphen glyph of a font subset to U+00AD once it served a line-end break
    (Typst), so the minus of "(3d8 - 6)" and "(-2)" is written as one: it is a hyphen-minus.
    One that took no room stays a soft hyphen (the repairs drop it in mid-line), and so does
    one right after a letter: a hyphenation hint inside a word, drawn by a producer that
    gives its glyph a width ("hobgo\u00adblins"); the repairs join the word across a line end
    and drop the hint in mid-line. A minus follows a digit, a space or a bracket."""
    if before[-1:].isalpha():
        return SOFT_HYPHEN
    return "-" if advance > NO_ROOM_EM * size else SOFT_HYPHEN


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
