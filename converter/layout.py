"""Page layout from plain glyph records: glyphs → fragments → columns → lines → reading order.

Pure functions over plain data; nothing here knows about pdfplumber.  The pipeline for one page:

1. ``glyphs_to_fragments`` walks the glyphs in content-stream order once and cuts them into
   *fragments*: runs on one baseline whose inner gaps are below ``JOIN_GAP_EM`` (a word group,
   never a whole line across a gutter).  The same pass records the gaps between letters, from
   which ``gaps_to_word_tolerance`` picks the page's word-gap tolerance.
2. ``fragments_to_segments`` is a recursive XY-cut: it splits a region at empty vertical
   gutters (``find_gutters``), or, when a few full-width fragments (titles, tables, footers)
   block an otherwise clear gutter, cuts the region horizontally around them
   (``find_spanning_bands``).  The leaves are *column segments* in reading order.
3. ``segment_to_raw_lines`` groups each segment's fragments into lines (vertical overlap,
   then left to right); map labels beside column text go after it, and free-form segments
   (text around a map) are read as text boxes (``lines_to_boxes``).
4. ``raw_line_to_spans`` splits words with the page tolerance and keeps fonts;
   ``raw_lines_to_blocks`` numbers blocks at vertical gaps and drawn boxes.

Rotated glyphs are mapped into an upright frame (``rotate_to_upright``) and laid out on their
own, after the upright text.  Document-level clean-up: ``strip_running_headers`` here, and
``repair.join_hyphenated_lines`` for words broken at line ends.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from converter.models import BBox, PageText, TextLine, TextSpan

# Directions of a glyph's baseline; slanted text is SLANTED + its angle in degrees.
UPRIGHT, UPWARD, DOWNWARD, UPSIDE_DOWN = 0, 1, 2, 3
SLANTED = 1000

# Tunables (documented in docs/extraction.md).
JOIN_GAP_EM = 0.9  # a wider gap inside a baseline run ends the fragment
LINE_SPLIT_GAP_EM = 3.0  # fragments on one baseline further apart than this are separate lines
LABEL_MAX_CHARS = 4  # a short line beside the text with nothing above or below is a map label
FREE_SPLIT_GAP_EM = 1.2  # in free-form text, runs further apart than this are separate lines
FREE_FORM_SHARE = 0.2  # a segment with this share of rows holding text side by side is free-form
MIN_GUTTER_EM = 0.5  # narrowest vertical gutter between two columns
MIN_COLUMN_LINES = 3  # a column beside a gutter holds at least this many lines' height
SPAN_COVERAGE = 0.2  # a gutter may be crossed by fragments covering at most this share of height
SIDE_SHARE = 0.05  # each side of a blocked gutter needs text over this share of the height
TABLE_COLUMN_EM = 10.0  # side-by-side parts with rows paired one to one, one this narrow: a table
TABLE_ROW_TOLERANCE_EM = 0.12  # table cells of one row share a baseline
TABLE_ROW_MATCH = 0.8  # share of rows that must pair up for two parts to be table columns
WORD_GAP_DEFAULT_EM = 0.25
WORD_GAP_RANGE_EM = (0.1, 0.3)
HEADER_BAND = 0.1  # top / bottom share of the page searched for running headers and footers

SPACES = frozenset(" \t\r\n\xa0\u2002\u2003\u2009\u200a\u202f\u3000")


class Glyph(NamedTuple):
    """One character as drawn: our plain copy of a pdfplumber char."""

    text: str
    x0: float
    top: float
    x1: float
    bottom: float
    size: float
    font: str
    direction: int = UPRIGHT
    space_before: bool = False  # a space glyph preceded this one in the content stream


class Fragment(NamedTuple):
    """Glyphs on one baseline with no wide gap inside; ``glyphs`` may hold space glyphs."""

    x0: float
    top: float
    x1: float
    bottom: float
    size: float
    glyphs: tuple[Glyph, ...]


class FontStyle(NamedTuple):
    """Bold / italic / small-caps flags read from a font name."""

    bold: bool
    italic: bool
    small_caps: bool = False


_BOLD = re.compile(
    r"bold|black|heavy|semibold|demi|extrabold|ultrabold|[-,]bd\b|cmbx|cmb\d|bx\d|\+?cmbsy|-med\b|medium",
    re.I,
)
_ITALIC = re.compile(r"italic|oblique|ital\b|slant|[-,]it\b|cmti|cmsl|cmmi|-ita\b|[a-z]it$", re.I)


_SMALL_CAPS = re.compile(r"(?:^|[-_ ,])sc(?:$|[-_ ,\d])|smallcap|capitals|cmcsc|\dsc\b", re.I)


def font_to_style(font: str) -> FontStyle:
    """Read bold/italic/small caps from a font name (``ABCDEF+Garamond-BoldItalic``,
    ``CMBX10``, ``CMTI9``, ``TeXPalladioL-SC``, ``Sf-Kp-Sc-Medium``)."""
    name = font.split("+", 1)[-1]
    return FontStyle(
        bool(_BOLD.search(name)), bool(_ITALIC.search(name)), bool(_SMALL_CAPS.search(name))
    )


def is_small_caps(font: str) -> bool:
    """True for a small-caps font; ``TextSpan`` has no flag for it, so detectors ask here."""
    return _style(font).small_caps


_STYLE_CACHE: dict[str, FontStyle] = {}


def _style(font: str) -> FontStyle:
    style = _STYLE_CACHE.get(font)
    if style is None:
        style = _STYLE_CACHE[font] = font_to_style(font)
    return style


# ---------------------------------------------------------------------------------------------
# Glyphs → fragments


GAP_BINS = 32  # letter-gap histogram: bins of 1/50 em from 0 to 0.62 em


def new_gap_histogram() -> list[int]:
    """An empty letter-gap histogram for ``glyphs_to_fragments``."""
    return [0] * GAP_BINS


def glyphs_to_fragments(glyphs: Iterable[Glyph], gaps: list[int] | None = None) -> list[Fragment]:
    """Cut glyphs (in content-stream order) into baseline runs without wide gaps.

    When ``gaps`` (from ``new_gap_histogram``) is given, the gap between each two letters of a
    run with no space between them is counted into it in bins of 1/50 em, for
    ``gaps_to_word_tolerance``.
    """
    out: list[Fragment] = []
    run: list[Glyph] = []
    spaced = False
    started = False
    x0 = top = x1 = bottom = size = 0.0
    last_x0 = last_x1 = last_bottom = last_size = 0.0
    count = gaps is not None
    for g in glyphs:
        text, gx0, gtop, gx1, gbottom, gsize, _, _, space_before = g
        if text in SPACES:
            if run:
                run.append(g)
                spaced = True
            continue
        if started:
            em = last_size if last_size > gsize else gsize
            gap = gx0 - last_x1
            if (
                -0.3 * em <= gap <= JOIN_GAP_EM * em
                and -0.3 * em <= gbottom - last_bottom <= 0.3 * em
                and gx0 >= last_x0
            ):
                if count and not spaced and not space_before and em > 0:
                    b = int(gap / em * 50 + 0.5) if gap > 0 else 0
                    if b < GAP_BINS:
                        gaps[b] += 1  # type: ignore[index]
                run.append(g)
                spaced = False
                last_x0, last_x1, last_bottom, last_size = gx0, gx1, gbottom, gsize
                if gx1 > x1:
                    x1 = gx1
                if gtop < top:
                    top = gtop
                if gbottom > bottom:
                    bottom = gbottom
                if gsize > size:
                    size = gsize
                continue
            out.append(Fragment(x0, top, x1, bottom, size, tuple(run)))
        run = [g]
        spaced = False
        started = True
        x0, top, x1, bottom, size = gx0, gtop, gx1, gbottom, gsize
        last_x0, last_x1, last_bottom, last_size = gx0, gx1, gbottom, gsize
    if started:
        out.append(Fragment(x0, top, x1, bottom, size, tuple(run)))
    return out


def gaps_to_word_tolerance(gaps: Sequence[int]) -> float:
    """Choose the word-gap tolerance (in em) from the letter-gap histogram of a page.

    TeX PDFs draw no space glyphs, so word gaps (≈0.25–0.45 em) and letter gaps (≈0) are told
    apart only by size: the tolerance is the middle of the emptiest stretch between them.
    """
    total = sum(gaps)
    if total < 50:
        return WORD_GAP_DEFAULT_EM
    quiet = max(1, total // 500)
    lo_bin, hi_bin = 2, 18  # 0.04 .. 0.36 em
    best_start, best_len, start = -1, 0, -1
    for b in range(lo_bin, hi_bin + 1):
        if gaps[b] <= quiet:
            if start < 0:
                start = b
            if b - start + 1 > best_len:
                best_start, best_len = start, b - start + 1
        else:
            start = -1
    if best_len < 3:
        return WORD_GAP_DEFAULT_EM
    middle = (best_start + best_len / 2) / 50
    low, high = WORD_GAP_RANGE_EM
    return min(max(middle, low), high)


# ---------------------------------------------------------------------------------------------
# Fragments → column segments (recursive XY-cut)


def _box(frags: Sequence[Fragment]) -> tuple[float, float, float, float]:
    return (
        min(f.x0 for f in frags),
        min(f.top for f in frags),
        max(f.x1 for f in frags),
        max(f.bottom for f in frags),
    )


def _median_size(frags: Sequence[Fragment]) -> float:
    sizes = sorted(f.size for f in frags)
    return sizes[len(sizes) // 2] if sizes else 10.0


def _coverage(frags: Sequence[Fragment], x0: float, width: int) -> tuple[list[float], list[int]]:
    """Per 1-pt bin: total height of the fragments covering it, and how many do."""
    height = [0.0] * (width + 2)
    count = [0] * (width + 2)
    for f in frags:
        a = int(f.x0 - x0)
        b = int(f.x1 - x0 + 0.999)
        h = f.bottom - f.top
        height[a] += h
        height[b] -= h
        count[a] += 1
        count[b] -= 1
    run_h = 0.0
    run_c = 0
    for i in range(width + 2):
        run_h += height[i]
        run_c += count[i]
        height[i] = run_h
        count[i] = run_c
    return height, count


def _runs(flags: Sequence[bool]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    start = -1
    for i, flag in enumerate(flags):
        if flag and start < 0:
            start = i
        elif not flag and start >= 0:
            out.append((start, i))
            start = -1
    if start >= 0:
        out.append((start, len(flags)))
    return out


def _side_heights(frags: Sequence[Fragment], a: float, b: float) -> tuple[float, float]:
    left = sum(f.bottom - f.top for f in frags if f.x1 <= a + 0.5)
    right = sum(f.bottom - f.top for f in frags if f.x0 >= b - 0.5)
    return left, right


def find_gutters(frags: Sequence[Fragment]) -> list[tuple[float, float]]:
    """Return the x-ranges that no fragment touches and that separate two columns of text.

    A gutter is at least ``MIN_GUTTER_EM`` wide and has ``MIN_COLUMN_LINES`` lines of text on
    each side, so the aligned cells of a two-row table are not read as columns.
    """
    if len(frags) < 2:
        return []
    x0, top, x1, bottom = _box(frags)
    em = _median_size(frags)
    width = int(x1 - x0) + 1
    _, count = _coverage(frags, x0, width)
    gutters: list[tuple[float, float]] = []
    for a, b in _runs([c == 0 for c in count[:width]]):
        ga, gb = x0 + a, x0 + b
        if gb - ga < MIN_GUTTER_EM * em or a == 0 or b >= width:
            continue
        left, right = _side_heights(frags, ga, gb)
        if left < MIN_COLUMN_LINES * em or right < MIN_COLUMN_LINES * em:
            continue
        gutters.append((ga, gb))
    return _drop_table_gutters(frags, gutters, em)


def _drop_table_gutters(
    frags: Sequence[Fragment], gutters: list[tuple[float, float]], em: float
) -> list[tuple[float, float]]:
    """Keep the gaps between the columns of a table: its cells are read row by row.

    Two neighbouring parts are table columns when their rows pair up at the same heights
    (``TABLE_ROW_MATCH`` of them) and one of them is narrow (under ``TABLE_COLUMN_EM``).  Two
    wide parts stay columns even when their rows align: side-by-side lists are common.
    """
    if not gutters:
        return gutters
    parts = _split_by_gutters(frags, gutters)
    if len(parts) != len(gutters) + 1:
        return gutters
    kept: list[tuple[float, float]] = []
    for i, gutter in enumerate(gutters):
        if not _table_pair(parts[i], parts[i + 1], em):
            kept.append(gutter)
    return kept


def _table_pair(a: Sequence[Fragment], b: Sequence[Fragment], em: float) -> bool:
    width_a = max(f.x1 for f in a) - min(f.x0 for f in a)
    width_b = max(f.x1 for f in b) - min(f.x0 for f in b)
    if min(width_a, width_b) >= TABLE_COLUMN_EM * em:
        return False
    mids_a = [_row_mid(row) for row in _fragments_to_rows(a)]
    mids_b = [_row_mid(row) for row in _fragments_to_rows(b)]
    if min(len(mids_a), len(mids_b)) < 2:
        return False
    # Rows pair up at the same heights; a missing cell or a stray page number is forgiven.
    paired = sum(
        1 for m in mids_a if any(abs(m - n) <= TABLE_ROW_TOLERANCE_EM * em for n in mids_b)
    )
    return paired >= TABLE_ROW_MATCH * max(len(mids_a), len(mids_b))


def _row_mid(row: Sequence[Fragment]) -> float:
    return (min(f.top for f in row) + max(f.bottom for f in row)) / 2


def find_spanning_bands(frags: Sequence[Fragment]) -> list[tuple[float, float]]:
    """Return the y-ranges of fragments that cross an otherwise clear gutter.

    These are titles, tables, boxes or footers running across columns; cutting the region
    above and below them lets the column text around them be cut at the gutter.
    """
    if len(frags) < 4:
        return []
    x0, top, x1, bottom = _box(frags)
    em = _median_size(frags)
    region_h = bottom - top
    width = int(x1 - x0) + 1
    height, _ = _coverage(frags, x0, width)
    limit = SPAN_COVERAGE * region_h
    best: tuple[float, float, float] | None = None
    for a, b in _runs([h <= limit for h in height[:width]]):
        if b - a < MIN_GUTTER_EM * em or a == 0 or b >= width:
            continue
        # The gutter proper is the least-covered stretch of the quiet run: the ragged ends of
        # the lines beside it must not count as fragments crossing it.
        load = min(height[a:b])
        for ca, cb in _runs([h <= load + 0.5 for h in height[a:b]]):
            ga, gb = x0 + a + ca, x0 + a + cb
            if gb - ga < MIN_GUTTER_EM * em:
                continue
            left, right = _side_heights(frags, ga, gb)
            need = max(SIDE_SHARE * region_h, MIN_COLUMN_LINES * em)
            if left < need or right < need:
                continue
            if best is None or load < best[0]:
                best = (load, ga, gb)
    if best is None:
        return []
    _, ga, gb = best
    # A blocker crosses the gutter's middle: a line that merely ends in the first bin of the
    # gutter (coverage is counted in whole points) is column text, not a band.
    middle = (ga + gb) / 2
    blockers = sorted((f for f in frags if f.x0 < middle < f.x1), key=lambda f: f.top)
    bands: list[tuple[float, float]] = []
    for f in blockers:
        if bands and f.top <= bands[-1][1] + 1.2 * f.size:
            bands[-1] = (bands[-1][0], max(bands[-1][1], f.bottom))
        else:
            bands.append((f.top, f.bottom))
    return bands


def _split_by_gutters(
    frags: Sequence[Fragment], gutters: Sequence[tuple[float, float]]
) -> list[list[Fragment]]:
    edges = [g[0] for g in gutters]
    parts: list[list[Fragment]] = [[] for _ in range(len(edges) + 1)]
    for f in frags:
        i = 0
        while i < len(edges) and f.x0 >= edges[i]:
            i += 1
        parts[i].append(f)
    return [p for p in parts if p]


def _split_by_bands(
    frags: Sequence[Fragment], bands: Sequence[tuple[float, float]]
) -> list[list[Fragment]]:
    # Slots alternate: above band 0, band 0, between band 0 and 1, band 1, ...
    parts: list[list[Fragment]] = [[] for _ in range(2 * len(bands) + 1)]
    for f in frags:
        mid = (f.top + f.bottom) / 2
        slot = 2 * len(bands)
        for i, (btop, bbottom) in enumerate(bands):
            if mid < btop:
                slot = 2 * i
                break
            if mid <= bbottom:
                slot = 2 * i + 1
                break
        parts[slot].append(f)
    return [p for p in parts if p]


def fragments_to_segments(frags: Sequence[Fragment], depth: int = 0) -> list[list[Fragment]]:
    """Cut a region's fragments into column segments, returned in reading order."""
    if len(frags) < 2 or depth > 40:
        return [list(frags)]
    gutters = find_gutters(frags)
    if gutters:
        parts = _split_by_gutters(frags, gutters)
    else:
        bands = find_spanning_bands(frags)
        parts = _split_by_bands(frags, bands) if bands else []
    if len(parts) < 2:
        return [list(frags)]
    return [seg for part in parts for seg in fragments_to_segments(part, depth + 1)]


# ---------------------------------------------------------------------------------------------
# Segments → lines


class RawLine(NamedTuple):
    """A line's glyphs, left to right, with its box; before text is built."""

    x0: float
    top: float
    x1: float
    bottom: float
    glyphs: tuple[Glyph, ...]


def _fragments_to_rows(frags: Sequence[Fragment]) -> list[list[Fragment]]:
    """Group fragments whose middles fall inside one another's height; rows top to bottom."""
    ordered = sorted(frags, key=lambda f: (f.top + f.bottom) / 2)
    rows: list[list[Fragment]] = []
    ltop = lbottom = 0.0
    for f in ordered:
        mid = (f.top + f.bottom) / 2
        if rows and ltop <= mid <= lbottom:
            rows[-1].append(f)
            continue
        rows.append([f])
        ltop, lbottom = f.top, f.bottom
    for row in rows:
        row.sort(key=lambda f: f.x0)
    return rows


def _row_to_lines(row: Sequence[Fragment], split_em: float) -> list[RawLine]:
    """Cut a row into lines where the gap exceeds ``split_em`` times the smaller font size."""
    lines: list[RawLine] = []
    piece: list[Fragment] = [row[0]]
    right = row[0].x1
    for f in row[1:]:
        if f.x0 - right > split_em * min(f.size, piece[-1].size):
            lines.append(_raw_line(piece))
            piece = [f]
        else:
            piece.append(f)
        right = max(right, f.x1)
    lines.append(_raw_line(piece))
    return lines


def segment_to_raw_lines(frags: Sequence[Fragment]) -> list[list[RawLine]]:
    """Turn a segment's fragments into groups of lines in reading order.

    A column segment gives one group (plus one for map labels beside it).  A segment where
    several rows hold separate runs of text side by side (a free-form page, text around a
    map) is read as text boxes instead: ``lines_to_boxes``.
    """
    rows = _fragments_to_rows(frags)
    fine = [_row_to_lines(row, FREE_SPLIT_GAP_EM) for row in rows]
    side_by_side = sum(
        1 for row in fine if sum(1 for line in row if len(line.glyphs) > LABEL_MAX_CHARS) > 1
    )
    if side_by_side >= 3 and side_by_side >= FREE_FORM_SHARE * len(rows):
        return lines_to_boxes([line for row in fine for line in row])
    pieces = [_row_to_lines(row, LINE_SPLIT_GAP_EM) for row in rows]
    flat = [line for row in pieces for line in row]
    labels = find_side_labels(flat)
    if not labels:
        return [[_join_row(row) for row in pieces]]
    text: list[RawLine] = []
    i = 0
    for row in pieces:
        kept = [line for k, line in enumerate(row, start=i) if k not in labels]
        if kept:
            text.append(_join_row(kept))
        i += len(row)
    return [text, [flat[k] for k in sorted(labels)]] if text else [flat]


def _join_row(lines: Sequence[RawLine]) -> RawLine:
    out = lines[0]
    for line in lines[1:]:
        out = _join_raw(out, line)
    return out


def lines_to_boxes(lines: Sequence[RawLine]) -> list[list[RawLine]]:
    """Cluster lines into text boxes (each line directly under the last line of its box, over
    the same x-range) and order the boxes top to bottom.  Boxes whose lines pair up row by row
    are table columns and are zipped back into rows.
    """
    boxes: list[list[RawLine]] = []
    for line in sorted(lines, key=lambda ln: (ln.top, ln.x0)):
        height = line.bottom - line.top
        best: tuple[float, int] | None = None
        for i, box in enumerate(boxes):
            last = box[-1]
            gap = line.top - last.bottom
            if not -0.5 * height <= gap <= 0.8 * height:
                continue
            overlap = min(line.x1, last.x1) - max(line.x0, last.x0)
            narrow = min(line.x1 - line.x0, last.x1 - last.x0)
            if overlap < 0.3 * narrow and abs(line.x0 - last.x0) > 1.5 * height:
                continue
            if best is None or gap < best[0]:
                best = (gap, i)
        if best is None:
            boxes.append([line])
        else:
            boxes[best[1]].append(line)
    boxes = _merge_row_cells(_zip_table_columns(boxes))
    boxes.sort(key=lambda box: (round(box[0].top, 1), box[0].x0))
    return boxes


def _merge_row_cells(boxes: list[list[RawLine]]) -> list[list[RawLine]]:
    """Join one-line boxes standing in a row of three or more (a widely spaced table row)."""
    singles = sorted((box[0] for box in boxes if len(box) == 1), key=lambda ln: ln.top)
    rows: list[list[RawLine]] = []
    for line in singles:
        mid = (line.top + line.bottom) / 2
        if rows and rows[-1][0].top <= mid <= rows[-1][0].bottom:
            rows[-1].append(line)
        else:
            rows.append([line])
    merged = {id(line) for row in rows if len(row) >= 3 for line in row}
    if not merged:
        return boxes
    out = [box for box in boxes if len(box) > 1 or id(box[0]) not in merged]
    out += [[_join_row(sorted(row, key=lambda ln: ln.x0))] for row in rows if len(row) >= 3]
    return out


def _rows_pair(a: Sequence[RawLine], b: Sequence[RawLine]) -> bool:
    return len(a) == len(b) >= 2 and all(
        x.top < y.bottom and y.top < x.bottom and (x.x1 <= y.x0 or y.x1 <= x.x0)
        for x, y in zip(a, b, strict=True)
    )


def _zip_table_columns(boxes: list[list[RawLine]]) -> list[list[RawLine]]:
    merged = True
    while merged:
        merged = False
        for i, a in enumerate(boxes):
            for j in range(i + 1, len(boxes)):
                if _rows_pair(a, boxes[j]):
                    rows = [_join_raw(x, y) for x, y in zip(a, boxes[j], strict=True)]
                    boxes = [box for k, box in enumerate(boxes) if k not in (i, j)] + [rows]
                    merged = True
                    break
            if merged:
                break
    return boxes


def _join_raw(a: RawLine, b: RawLine) -> RawLine:
    glyphs = tuple(sorted(a.glyphs + b.glyphs, key=lambda g: g.x0))
    return RawLine(
        min(a.x0, b.x0), min(a.top, b.top), max(a.x1, b.x1), max(a.bottom, b.bottom), glyphs
    )


def find_side_labels(lines: Sequence[RawLine]) -> set[int]:
    """Indices of short isolated lines standing beside the text: map labels.

    A label is at most ``LABEL_MAX_CHARS`` letters, shares its height with a longer line and has
    no line above or below it over the same x-range (a table cell has its column).  Labels are
    read after the text, so the room numbers of a map beside a column do not cut its sentences.
    """
    labels: set[int] = set()
    for i, line in enumerate(lines):
        if len(line.glyphs) > LABEL_MAX_CHARS:
            continue
        beside = stacked = False
        reach = 2.0 * (line.bottom - line.top)
        for j, other in enumerate(lines):
            if j == i or other.top > line.bottom + reach or other.bottom < line.top - reach:
                continue
            if other.x0 < line.x1 + 1 and other.x1 > line.x0 - 1:
                stacked = True
                break
            if other.top < line.bottom and other.bottom > line.top:
                beside = beside or len(other.glyphs) > LABEL_MAX_CHARS
        if beside and not stacked:
            labels.add(i)
    return labels


def _raw_line(frags: Sequence[Fragment]) -> RawLine:
    if len(frags) == 1:
        glyphs = frags[0].glyphs
    else:
        glyphs = tuple(sorted((g for f in frags for g in f.glyphs), key=lambda g: g.x0))
    x0, top, x1, bottom = _box(frags)
    return RawLine(x0, top, x1, bottom, glyphs)


class _SpanBuilder:
    """Collects text of one font and size while a line is read."""

    __slots__ = ("font", "parts", "size")

    def __init__(self, font: str, size: float) -> None:
        self.font = font
        self.size = size
        self.parts: list[str] = []

    def to_span(self) -> TextSpan:
        style = _style(self.font)
        return TextSpan(
            "".join(self.parts), self.font, round(self.size, 2), style.bold, style.italic
        )


def raw_line_to_spans(line: RawLine, word_gap_em: float) -> tuple[TextSpan, ...]:
    """Build a line's text spans: words split at space glyphs or gaps over the tolerance."""
    pieces: list[_SpanBuilder] = []
    parts: list[str] = []
    font = ""
    size = -1.0
    started = False
    pending_space = False
    px0 = px1 = ptop = psize = 0.0
    ptext = ""
    for text, x0, top, x1, _, gsize, gfont, _, space_before in line.glyphs:
        if text in SPACES:
            pending_space = started
            continue
        if started:
            if (
                text == ptext
                and -0.1 * gsize < x0 - px0 < 0.1 * gsize
                and -0.1 * gsize < top - ptop < 0.1 * gsize
            ):
                continue  # overprinted duplicate (fake bold)
            if (
                pending_space
                or space_before
                or x0 - px1 > word_gap_em * (gsize if gsize > psize else psize)
            ):
                parts.append(" ")
        if gfont != font or not -0.05 < gsize - size < 0.05:
            builder = _SpanBuilder(gfont, gsize)
            pieces.append(builder)
            parts = builder.parts
            font, size = gfont, gsize
        parts.append(text)
        started = True
        pending_space = False
        ptext, px0, px1, ptop, psize = text, x0, x1, top, gsize
    return tuple(p.to_span() for p in pieces)


Box = tuple[float, float, float, float]  # x0, top, x1, bottom of a drawn rectangle


def raw_lines_to_blocks(lines: Sequence[RawLine], boxes: Sequence[Box] = ()) -> list[int]:
    """Return a block index per line.

    A new block starts at a gap wider than the usual line spacing, when the reading jumps
    upwards, or when a line enters or leaves a drawn box (boxed text, sidebars).
    """
    if not lines:
        return []
    gaps = sorted(
        max(0.0, b.top - a.bottom) for a, b in zip(lines, lines[1:], strict=False) if b.top >= a.top
    )
    usual = gaps[len(gaps) // 2] if gaps else 0.0
    inside = [_container(line, boxes) for line in lines] if boxes else [-1] * len(lines)
    blocks = [0]
    for i, (a, b) in enumerate(zip(lines, lines[1:], strict=False)):
        em = max(a.bottom - a.top, 1.0)
        gap = b.top - a.bottom
        new = gap > usual + 0.45 * em or b.top < a.top - 0.5 * em or inside[i] != inside[i + 1]
        blocks.append(blocks[-1] + 1 if new else blocks[-1])
    return blocks


def _container(line: RawLine, boxes: Sequence[Box]) -> int:
    """Index of the smallest box holding the line's middle, or -1."""
    x = (line.x0 + line.x1) / 2
    y = (line.top + line.bottom) / 2
    best, best_area = -1, 0.0
    for i, (x0, top, x1, bottom) in enumerate(boxes):
        if x0 <= x <= x1 and top <= y <= bottom:
            area = (x1 - x0) * (bottom - top)
            if best < 0 or area < best_area:
                best, best_area = i, area
    return best


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
        # Only the glyph's middle survives a slant exactly; give it a typical width.
        ux, uy, vx, vy = _slant_axes(g.direction)
        cx, cy = (g.x0 + g.x1) / 2, (g.top + g.bottom) / 2
        along, across = cx * ux + cy * uy, cx * vx + cy * vy
        half_w, half_h = 0.25 * g.size, 0.5 * g.size
        return g._replace(
            x0=along - half_w, x1=along + half_w, top=across - half_h, bottom=across + half_h
        )
    return g


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


def glyphs_to_page(
    number: int,
    width: float,
    height: float,
    glyphs: Sequence[Glyph],
    *,
    image_count: int = 0,
    boxes: Sequence[Box] = (),
    fix_text: WordFix = _identity,
) -> PageText:
    """Lay out one page: columns, lines in reading order, blocks, rotated text last.

    ``boxes`` are drawn rectangles big enough to frame text; a line entering or leaving one
    starts a block.
    """
    by_direction: dict[int, list[Glyph]] = defaultdict(list)
    for g in glyphs:
        by_direction[g.direction].append(g)
    gaps = new_gap_histogram()
    lines: list[TextLine] = []
    columns: list[BBox] = []
    layouts: list[tuple[int, list[list[Fragment]]]] = []
    for direction in sorted(by_direction):
        group = by_direction[direction]
        if direction != UPRIGHT:
            group = [rotate_to_upright(g) for g in group]
        frags = glyphs_to_fragments(group, gaps)
        if direction != UPRIGHT:
            frags.sort(key=lambda f: (round(f.top), f.x0))
        layouts.append((direction, fragments_to_segments(frags) if frags else []))
    word_gap = gaps_to_word_tolerance(gaps)
    next_block = 0
    for direction, segments in layouts:
        for segment in segments:
            column = len(columns)
            seg_box: BBox | None = None
            for box in segment_to_raw_lines(segment):
                last_block = -1
                frame = boxes if direction == UPRIGHT else ()
                for line, b in zip(box, raw_lines_to_blocks(box, frame), strict=True):
                    spans = tuple(
                        TextSpan(fix_text(s.text), s.font, s.size, s.bold, s.italic)
                        for s in raw_line_to_spans(line, word_gap)
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
                    lines.append(TextLine(text, number, bbox, spans, column, block))
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
_PAGE_NUMBER = re.compile(r"^(?:page\s+)?[-–—]?\s*(\d{1,4})\s*[-–—]?$", re.I)
EDGE_LINES = 2  # only this many lines nearest the top or bottom edge may be headers
HEADER_GAP = 0.8  # a header nearer the body text than this many line heights is "close" ...
HEADER_CLOSE_SHARE = 0.4  # ... and must repeat on this share of the pages


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
    out: list[tuple[TextLine, bool]] = []
    for line in edge:
        box = line.bbox
        below = line in top_edge
        gaps = [
            (other.bbox.top - box.bottom) if below else (box.top - other.bbox.bottom)
            for other in ordered
            if other not in edge
        ]
        gap = min(gaps, default=box.bottom - box.top)
        out.append((line, gap < HEADER_GAP * (box.bottom - box.top)))
    return out


def _header_key(line: TextLine) -> tuple[str, int]:
    return _DIGITS.sub("#", " ".join(line.text.lower().split())), round(line.bbox.top / 2)


def find_running_headers(pages: Sequence[PageText]) -> set[tuple[int, int]]:
    """Return ``(page number, line index)`` of running headers, footers and page numbers.

    A header is text (digits ignored) repeated at the same height near the top or bottom edge
    of at least three pages, or of ``HEADER_CLOSE_SHARE`` of the pages when it sits close to the
    body text; a page number is a lone number there whose difference from the page number is
    shared by at least two pages.
    """
    if len(pages) < 2:
        return set()
    keys: dict[tuple[str, int], set[int]] = defaultdict(set)
    offsets: Counter[int] = Counter()
    candidates: list[tuple[int, int, tuple[str, int], int | None, bool]] = []
    for page in pages:
        index = {id(line): i for i, line in enumerate(page.lines)}
        for line, close in _edge_lines(page):
            key = _header_key(line)
            keys[key].add(page.number)
            lone = _PAGE_NUMBER.match(line.text.strip())
            offset = int(lone.group(1)) - page.number if lone else None
            if offset is not None:
                offsets[offset] += 1
            candidates.append((page.number, index[id(line)], key, offset, close))
    need = 3 if len(pages) >= 3 else 2
    need_close = max(need, math.ceil(HEADER_CLOSE_SHARE * len(pages)))
    page_offset, seen = offsets.most_common(1)[0] if offsets else (None, 0)
    drop: set[tuple[int, int]] = set()
    for number, i, key, offset, close in candidates:
        repeated = len(keys[key]) >= (need_close if close else need)
        if repeated or (offset is not None and offset == page_offset and seen >= 2):
            drop.add((number, i))
    return drop


def strip_running_headers(pages: Sequence[PageText]) -> list[PageText]:
    """Remove running headers, footers and page numbers; renumber columns and blocks."""
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
        new_lines.append(TextLine(line.text, line.page, line.bbox, line.spans, column, block))
    return PageText(
        number=page.number,
        width=page.width,
        height=page.height,
        lines=tuple(new_lines),
        columns=tuple(boxes),
        image_count=page.image_count,
        has_text_layer=page.has_text_layer,
    )
