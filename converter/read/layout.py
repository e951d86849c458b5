"""Page layout from plain glyph records: glyphs → fragments → columns → lines → reading order.

Pure functions over plain data; nothing here knows about pdfplumber.  This module lays out a
whole page (``glyphs_to_page``) and cleans up the document (``strip_running_headers``); it is
also the public face of the layout stage and re-exports the names of its two helpers:

* ``converter.layout_lines``: the ``Glyph`` / ``Fragment`` / ``RawLine`` records, fonts,
  glyphs → fragments, the word-gap tolerance, rows → lines → spans → blocks;
* ``converter.layout_regions``: the recursive XY-cut into column segments (gutters, spanning
  bands, table columns) and segment → lines (map labels, free-form text boxes).

Rotated glyphs are mapped into an upright frame (``rotate_to_upright``) and laid out on their
own, after the upright text.  Document-level clean-up: ``strip_running_headers`` here, and
``repair.join_hyphenated_lines`` for words broken at line ends.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
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
from converter.read.merged_heads import split_merged_heads
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
        segment = partial(fragments_to_segments, ruled=ruled if direction == UPRIGHT else ())
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


# ---------------------------------------------------------------------------------------------
# Running headers, footers and page numbers (document level)

_DIGITS = re.compile(r"\d+")
_FOLIO_HEAD = re.compile(r"^(?:(?P<lead>\d{1,4})\s+\D.*\D|\D.*\D\s+(?P<tail>\d{1,4}))$")
_PAGE_NUMBER = re.compile(r"^(?:page\s+)?[-–—]?\s*(\d{1,4})\s*[-–—]?$", re.I)
HEADER_BAND = 0.1  # top / bottom share of the page searched for running headers and footers
EDGE_LINES = 2  # only this many lines nearest the top or bottom edge may be headers
HEADER_GAP = 0.8  # a header nearer the body text than this many line heights is "close" ...
HEADER_CLOSE_SHARE = 0.4  # ... and must repeat on this share of the pages
PLACE_SHARE = 0.5  # two edge lines whose centres lie within this many line heights match
TITLE_SCALE = 1.5  # the first page's largest type is its title when this much the usual
MIN_TITLE_CHARS = 8  # a title this long (letters, no spaces) may mark a running head


def _edge_lines(page: PageText) -> list[tuple[TextLine, bool]]:
    """Lines that may be page furniture, each with whether it sits close to the body text.

    They are among the ``EDGE_LINES`` outermost at the top or bottom and inside
    ``HEADER_BAND``. A line less than ``HEADER_GAP`` line heights from the body text is
    *close*: it may be a column's first heading (``Actions``), so it needs more evidence.
    """
    ordered = sorted(page.lines, key=lambda line: line.bbox.top)
    band = HEADER_BAND * page.height
    top_edge = [ln for ln in ordered[:EDGE_LINES] if ln.bbox.bottom <= band]
    bottom_edge = [ln for ln in ordered[-EDGE_LINES:] if ln.bbox.top >= page.height - band]
    edge = list(dict.fromkeys(top_edge + bottom_edge))
    body = [other for other in ordered if not _among(other, edge)]
    out: list[tuple[TextLine, bool]] = []
    for line in edge:
        box = line.bbox
        below = line in top_edge
        gaps = [
            (other.bbox.top - box.bottom) if below else (box.top - other.bbox.bottom)
            for other in body
        ]
        gap = min(gaps, default=box.bottom - box.top)
        out.append((line, gap < HEADER_GAP * (box.bottom - box.top)))
    return out


def _among(line: TextLine, group: Sequence[TextLine]) -> bool:
    """``line in group``, the same answer: the same line, or an equal one (equal lines have
    equal texts, so the texts, cheap to compare, are compared before the whole lines)."""
    return any(line is other or (line.text == other.text and line == other) for other in group)


@dataclass(frozen=True)
class _EdgeLine:
    """A line that may be page furniture (``_edge_lines``), as the header rules see it."""

    page: int
    index: int  # the line's index on its page
    text: str  # ``_header_text``: its words without numbers or spaces
    middle: float  # its vertical centre
    height: float
    size: float  # its largest type size
    number: int | None  # its first number
    close: bool  # it sits close to the body text


def _header_text(line: TextLine) -> str:
    """A line's text with its numbers and spaces left out: a running head keeps its words
    when the page number moves to the outer edge ("2 Title" / "Title 3"), and an OCR layer
    may read it with or without the gaps between its words ("TheSunkenKeep")."""
    return "".join(_DIGITS.sub(" ", line.text.lower()).split())


def _same_place(a: _EdgeLine, b: _EdgeLine) -> bool:
    """Two edge lines stand at the same place when their centres lie within half a line
    height: an OCR layer sizes each line from its own height, so the boxes of one running
    head drift by a point or two from page to page."""
    return abs(a.middle - b.middle) <= PLACE_SHARE * max(a.height, b.height)


def _document_title(pages: Sequence[PageText]) -> tuple[int, str, float] | None:
    """The module's title: the largest type on the first page with text, when it is set
    well above that page's usual size (a display line, not a heading among others); as
    (page number, ``_header_text`` of its lines, size)."""
    first = next((page for page in pages if page.lines), None)
    if first is None:
        return None
    sizes = sorted(line.size for line in first.lines)
    largest, usual = sizes[-1], sizes[len(sizes) // 2]
    if largest < TITLE_SCALE * usual:
        return None
    text = "".join(_header_text(line) for line in first.lines if line.size == largest)
    return (first.number, text, largest) if len(text) >= MIN_TITLE_CHARS else None


def find_running_headers(pages: Sequence[PageText]) -> set[tuple[int, int]]:
    """Return ``(page number, line index)`` of running headers, footers and page numbers.

    A header is text (digits and spaces ignored) repeated at the same place (``_same_place``)
    near the top or bottom edge of at least three pages, or of ``HEADER_CLOSE_SHARE`` of the
    pages when it sits close to the body text; a head apart from the body that holds the
    module's title counts the title page as one of its pages (it carries the title in large
    type instead). A page number is a lone number there whose difference from the page
    number is shared by at least two pages.
    """
    if len(pages) < 2:
        return set()
    need, need_close = _needs(len(pages))
    edges: list[_EdgeLine] = []
    offsets: Counter[int] = Counter()
    lone_offsets: dict[tuple[int, int], int] = {}
    texts: dict[str, set[int]] = defaultdict(set)
    folios: list[tuple[int, int, str]] = []
    for page in pages:
        index = {id(line): i for i, line in enumerate(page.lines)}
        for line, close in _edge_lines(page):
            edge = _edge_record(page.number, index[id(line)], line, close)
            edges.append(edge)
            texts[edge.text].add(page.number)
            if _is_folio_head(line.text, page.number):
                folios.append((page.number, edge.index, edge.text))
            lone = _PAGE_NUMBER.match(line.text.strip())
            if lone:
                offsets[int(lone.group(1)) - page.number] += 1
                lone_offsets[(page.number, edge.index)] = int(lone.group(1)) - page.number
    page_offset, seen = offsets.most_common(1)[0] if offsets else (None, 0)
    title = _document_title(pages)
    by_text: dict[str, list[_EdgeLine]] = defaultdict(list)
    for edge in edges:
        by_text[edge.text].append(edge)
    drop: set[tuple[int, int]] = set()
    for edge in edges:
        peers = [other for other in by_text[edge.text] if _same_place(edge, other)]
        on_pages = {other.page for other in peers} | _title_page(edge, title)
        numbers = {(other.page, other.number) for other in peers if other.number is not None}
        repeated = len(on_pages) >= (need_close if edge.close else need)
        repeated = repeated and _numbers_like_furniture(numbers)
        repeated = repeated or (len(on_pages) >= 2 and _counts_pages(numbers))
        offset = lone_offsets.get((edge.page, edge.index))
        if repeated or (offset is not None and offset == page_offset and seen >= 2):
            drop.add((edge.page, edge.index))
    drop |= _folio_heads(pages, folios, texts, drop)
    return drop


def _needs(count: int) -> tuple[int, int]:
    """The pages of ``count`` a running head repeats on: apart from the body, close to it."""
    need = 3 if count >= 3 else 2
    return need, max(need, math.ceil(HEADER_CLOSE_SHARE * count))


def _edge_record(number: int, index: int, line: TextLine, close: bool) -> _EdgeLine:
    first_number = _DIGITS.search(line.text)
    box = line.bbox
    return _EdgeLine(
        page=number,
        index=index,
        text=_header_text(line),
        middle=(box.top + box.bottom) / 2,
        height=box.bottom - box.top,
        size=line.size,
        number=int(first_number.group()) if first_number else None,
        close=close,
    )


def _title_page(edge: _EdgeLine, title: tuple[int, str, float] | None) -> set[int]:
    """The title page, as one more page of a head that stands apart from the body and holds
    the module's title in smaller type ("The Sunken Keep · Revised"); else nothing."""
    if title is None or edge.close:
        return set()
    page, text, size = title
    return {page} if text in edge.text and edge.size < size - 1.0 else set()


def _folio_heads(
    pages: Sequence[PageText],
    folios: Sequence[tuple[int, int, str]],
    texts: dict[str, set[int]],
    drop: set[tuple[int, int]],
) -> set[tuple[int, int]]:
    """ "2 Title" on page 2 whose words stand at the edge of another page, or are set larger
    there (the title on the first): a running head with its folio, in a booklet too short
    for it to repeat."""
    pending = [f for f in folios if (f[0], f[1]) not in drop and not texts[f[2]] - {f[0]}]
    titles = _title_sizes(pages, {text for _, _, text in pending}) if pending else {}
    by_number = {page.number: page for page in pages}
    out: set[tuple[int, int]] = set()
    for number, i, text in folios:
        head = by_number[number].lines[i]
        size = max((span.size for span in head.spans), default=0.0)
        larger = any(p != number and s > size + 1.0 for p, s in titles.get(text, ()))
        if texts[text] - {number} or larger:
            out.add((number, i))
    return out


def _title_sizes(pages: Sequence[PageText], wanted: set[str]) -> dict[str, list[tuple[int, float]]]:
    """For each text of ``wanted``, the pages whose lines read it (numbers left out), each
    with that line's smallest type size."""
    out: dict[str, list[tuple[int, float]]] = defaultdict(list)
    for page in pages:
        for line in page.lines:
            text = _header_text(line)
            if text in wanted:
                out[text].append((page.number, min((s.size for s in line.spans), default=0.0)))
    return out


def _is_folio_head(text: str, page_number: int) -> bool:
    """True when ``text`` is words led or followed by the page's own number ("2 Title")."""
    match = _FOLIO_HEAD.match(text.strip())
    if match is None:
        return False
    return int(match.group("lead") or match.group("tail")) == page_number


def _numbers_like_furniture(seen: set[tuple[int, int]]) -> bool:
    """A repeated line's numbers are furniture when they stay put or follow the page number.

    ``Chapter 3`` on every page, or ``Page 12 of 87``, is furniture; ``121. Chamber 121``
    then ``125. Chamber 125`` on the next page is a room heading that happens to sit there.
    """
    if not seen:
        return True
    values = {value for _, value in seen}
    offsets = {value - page for page, value in seen}
    return len(values) == 1 or len(offsets) == 1


def _counts_pages(seen: set[tuple[int, int]]) -> bool:
    """True when a line's number changes from page to page exactly as the page number does
    ("2 Title" on page 2, "Title 3" on page 3): a running head with its folio, even in a
    booklet too short for it to repeat three times."""
    values = {value for _, value in seen}
    return len(values) >= 2 and len({value - page for page, value in seen}) == 1


def strip_running_headers(pages: Sequence[PageText]) -> list[PageText]:
    """Remove running headers, footers and page numbers; renumber columns and blocks. A head
    read on one line with other text is cut from it first (``merged_heads``)."""
    if len(pages) >= 2:
        edges = [_edge_lines(page) for page in pages]
        pages = split_merged_heads(pages, edges, *_needs(len(pages)))
    drop = find_running_headers(pages)
    if not drop:
        return list(pages)
    out: list[PageText] = []
    for page in pages:
        kept = [line for i, line in enumerate(page.lines) if (page.number, i) not in drop]
        out.append(renumber_page(page, kept) if len(kept) != len(page.lines) else page)
    return out


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
