"""Page layout from plain glyph records: glyphs → fragments → columns → lines → reading order.

Pure functions over plain data; nothing here knows about pdfplumber.  This module lays out a
whole page (``glyphs_to_page``; the document's running heads are ``running_heads``); it is
also the public face of the layout stage and re-exports the names of its two helpers:

* ``converter.layout_lines``: the ``Glyph`` / ``Fragment`` / ``RawLine`` records, fonts,
  glyphs → fragments, the word-gap tolerance, rows → lines → spans → blocks;
* ``converter.layout_regions``: the recursive XY-cut into column segments (gutters, spanning
  bands, table columns) and segment → lines (map labels, free-form text boxes).

Rotated glyphs are mapped into an upright frame (``rotate_to_upright``) and laid out on their
own, after the upright text.  Document-level clean-up: ``running_heads.strip_running_headers``, and
``repair.join_hyphenated_lines`` for words broken at line ends.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial

from converter.models import BBox, PageText, TextLine, TextSpan
from converter.read.frames import framed_segments
from converter.read.lines import (
    DOWNWARD,
    SLANTED,
    UPRIGHT,
    UPSIDE_DOWN,
    UPWARD,
    Box,
    Fragment,
    Glyph,
    gaps_to_word_tolerance,
    glyphs_to_fragments,
    new_gap_histogram,
)
from converter.read.regions import fragments_to_segments
from converter.read.segment_lines import segment_to_raw_lines
from converter.read.spans import raw_line_to_spans_placed, raw_lines_to_blocks
from converter.read.tracking import join_tracked_fragments

# ---------------------------------------------------------------------------------------------
# Rotated text


def slanted_direction(degrees: int) -> int:
    """The direction code of text whose baseline rises at ``degrees`` (not a right angle)."""
    return SLANTED + degrees % 360


def _slant_axes(direction: int) -> tuple[float, float, float, float]:
    """Unit vectors (along the baseline, and down the letters) in top-left page coordinates."""
    angle = math.radians(direction - SLANTED)
    ux, uy = math.cos(angle), -math.sin(angle)
    return ux, uy, -uy, ux


def rotate_to_upright(g: Glyph) -> Glyph:
    """Map a rotated glyph into a frame where its baseline runs left to right."""
    if g.direction == UPWARD:  # reads bottom to top; the first line is leftmost
        return g._replace(x0=-g.bottom, x1=-g.top, top=g.x0, bottom=g.x1)
    if g.direction == DOWNWARD:  # reads top to bottom; the first line is rightmost
        return g._replace(x0=g.top, x1=g.bottom, top=-g.x1, bottom=-g.x0)
    if g.direction == UPSIDE_DOWN:
        return g._replace(x0=-g.x1, x1=-g.x0, top=-g.bottom, bottom=-g.top)
    if g.direction >= SLANTED:
        # The glyph's box is the upright hull of its turned rectangle: the middles agree, and
        # the rectangle's width (its advance) follows from the hull, the angle and the size.
        ux, uy, vx, vy = _slant_axes(g.direction)
        cx, cy = (g.x0 + g.x1) / 2, (g.top + g.bottom) / 2
        along, across = cx * ux + cy * uy, cx * vx + cy * vy
        half_w, half_h = 0.5 * _slanted_advance(g, abs(ux), abs(uy)), 0.5 * g.size
        return g._replace(
            x0=along - half_w, x1=along + half_w, top=across - half_h, bottom=across + half_h
        )
    return g


def _slanted_advance(g: Glyph, cos: float, sin: float) -> float:
    """The advance of a slanted glyph from its hull: ``width = advance·cos + size·sin``."""
    if cos >= sin:
        advance = (g.x1 - g.x0 - g.size * sin) / cos
    else:
        advance = (g.bottom - g.top - g.size * cos) / sin
    return max(0.0, advance)


TURNED_HEIGHT = 2.0  # a line whose box is taller than this many font sizes runs turned


def is_turned_line(line: TextLine) -> bool:
    """True for a line printed rotated or slanted (vertical text, a label along a stairway).

    ``TextLine`` has no direction, but an upright line's box is at most 1.5 font sizes tall
    (a row holds fragments whose middles fall inside one another), while a turned line's box
    grows with its length. Upside-down lines, turned lines of one or two letters and lines
    tilted by only a few degrees are not told apart.
    """
    return line.bbox.bottom - line.bbox.top > TURNED_HEIGHT * line.size


def boxes_to_upright(boxes: Sequence[Box], direction: int) -> tuple[Box, ...]:
    """Drawn frames mapped into the upright frame of ``rotate_to_upright`` for text turned by
    a right angle. A frame bounds the text box it draws whatever way its text runs (mind-map
    nodes on a page turned sideways touch, and only their frames part them); a slanted
    rectangle has no upright box, so slanted text gets none."""
    if direction == UPRIGHT:
        return tuple(boxes)
    if direction == UPWARD:
        return tuple((-bottom, x0, -top, x1) for x0, top, x1, bottom in boxes)
    if direction == DOWNWARD:
        return tuple((top, -x1, bottom, -x0) for x0, top, x1, bottom in boxes)
    if direction == UPSIDE_DOWN:
        return tuple((-x1, -bottom, -x0, -top) for x0, top, x1, bottom in boxes)
    return ()


def box_from_upright(box: tuple[float, float, float, float], direction: int) -> BBox:
    """Map a box in the upright frame of ``rotate_to_upright`` back to page coordinates."""
    x0, top, x1, bottom = box
    if direction == UPWARD:
        return BBox(top, -x1, bottom, -x0)
    if direction == DOWNWARD:
        return BBox(-bottom, x0, -top, x1)
    if direction == UPSIDE_DOWN:
        return BBox(-x1, -bottom, -x0, -top)
    if direction >= SLANTED:
        ux, uy, vx, vy = _slant_axes(direction)
        xs = [a * ux + b * vx for a in (x0, x1) for b in (top, bottom)]
        ys = [a * uy + b * vy for a in (x0, x1) for b in (top, bottom)]
        return BBox(min(xs), min(ys), max(xs), max(ys))
    return BBox(x0, top, x1, bottom)


# ---------------------------------------------------------------------------------------------
# A whole page


WordFix = Callable[[str], str]


def _identity(text: str) -> str:
    return text


def _direction_segments(
    glyphs: Sequence[Glyph], boxes: Sequence[Box], gaps: list[int], ruled: Sequence[Box] = ()
) -> list[tuple[int, list[list[Fragment]]]]:
    """Each text direction's segments (columns of fragments), upright first, rotated text
    turned upright; ``gaps`` counts the gaps between the glyphs read; upright text is cut
    round the ``ruled`` boxes (``converter.read.ruled_bands``)."""
    by_direction: dict[int, list[Glyph]] = defaultdict(list)
    for g in glyphs:
        by_direction[g.direction].append(g)
    layouts: list[tuple[int, list[list[Fragment]]]] = []
    for direction in sorted(by_direction):
        group = by_direction[direction]
        if direction != UPRIGHT:
            group = [rotate_to_upright(g) for g in group]
        frags = join_tracked_fragments(glyphs_to_fragments(group, gaps))
        if direction != UPRIGHT:
            frags.sort(key=lambda f: (round(f.top), f.x0))
        frames = boxes_to_upright(boxes, direction)
        upright = direction == UPRIGHT
        segment = partial(
            fragments_to_segments, ruled=ruled if upright else (), frames=frames if upright else ()
        )
        segments = framed_segments(frags, frames, segment) if frags else []
        layouts.append((direction, segments))
    return layouts


def glyphs_to_page(
    number: int,
    width: float,
    height: float,
    glyphs: Sequence[Glyph],
    *,
    image_count: int = 0,
    boxes: Sequence[Box] = (),
    ruled: Sequence[Box] = (),
    fix_text: WordFix = _identity,
) -> PageText:
    """Lay out one page: columns, lines in reading order, blocks, rotated text last.

    ``boxes`` are drawn rectangles big enough to frame text; a line entering or leaving one
    starts a block. ``ruled`` are boxes parted into cells (``strokes.ruled_boxes``).
    """
    gaps = new_gap_histogram()
    lines: list[TextLine] = []
    columns: list[BBox] = []
    layouts = _direction_segments(glyphs, boxes, gaps, ruled)
    word_gap = gaps_to_word_tolerance(gaps)
    next_block = 0
    for direction, segments in layouts:
        for segment in segments:
            column = len(columns)
            seg_box: BBox | None = None
            frame = boxes_to_upright(boxes, direction)
            for box in segment_to_raw_lines(segment, word_gap):
                last_block = -1
                for line, b in zip(box, raw_lines_to_blocks(box, frame), strict=True):
                    read, char_x = raw_line_to_spans_placed(line, word_gap)
                    spans = tuple(
                        TextSpan(fix_text(s.text), s.font, s.size, s.bold, s.italic) for s in read
                    )
                    text = "".join(s.text for s in spans)
                    if not text.strip():
                        continue
                    if b != last_block:
                        block = next_block
                        next_block += 1
                        last_block = b
                    bbox = box_from_upright((line.x0, line.top, line.x1, line.bottom), direction)
                    seg_box = bbox if seg_box is None else seg_box.union(bbox)
                    # Characters are placed on an upright line only (a turned line's glyph
                    # boxes are in its own axes), and only while the repaired text keeps them.
                    placed = direction == UPRIGHT and len(char_x) == 2 * len(text)
                    lines.append(
                        TextLine(text, number, bbox, spans, column, block, char_x if placed else ())
                    )
            if seg_box is not None:
                columns.append(seg_box)
    return PageText(
        number=number,
        width=width,
        height=height,
        lines=tuple(lines),
        columns=tuple(columns),
        image_count=image_count,
        has_text_layer=bool(lines),
    )


def renumber_page(page: PageText, lines: Sequence[TextLine]) -> PageText:
    """Rebuild a page from a subset of its lines: dense column and block numbers, new boxes."""
    column_map: dict[int, int] = {}
    block_map: dict[int, int] = {}
    boxes: list[BBox] = []
    new_lines: list[TextLine] = []
    for line in lines:
        if line.column not in column_map:
            column_map[line.column] = len(column_map)
            boxes.append(line.bbox)
        column = column_map[line.column]
        boxes[column] = boxes[column].union(line.bbox)
        block = block_map.setdefault(line.block, len(block_map))
        if (column, block) != (line.column, line.block):
            line = replace(line, column=column, block=block)
        new_lines.append(line)  # an unchanged line is kept: equal, and its cached styles too
    return PageText(
        number=page.number,
        width=page.width,
        height=page.height,
        lines=tuple(new_lines),
        columns=tuple(boxes),
        image_count=page.image_count,
        has_text_layer=page.has_text_layer,
    )
