"""Region splitting: a page's fragments → column segments, in reading order.

* ``fragments_to_segments`` is a recursive XY-cut: it splits a region at empty vertical
  gutters (``find_gutters``; gaps between table columns do not count), or, when a few
  full-width fragments (titles, tables, footers) block an otherwise clear gutter, cuts the
  region horizontally around them (``_split_at_blocked_gutter``).  The leaves are *column
  segments* in reading order; ``converter.read.segment_lines`` reads each into lines.

Pure functions over the records of ``converter.layout_lines``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from converter.read.banners import lone_heading_gutter
from converter.read.column_runs import split_column_run
from converter.read.edge_lines import edge_line_bands
from converter.read.frame_bands import frame_bands
from converter.read.furniture_lines import set_apart_lines
from converter.read.gutters import (
    MIN_COLUMN_LINES,
    MIN_GUTTER_EM,
    SPAN_COVERAGE,
    coverage,
    find_gutters,
    median_size,
    runs,
    side_heights,
    split_by_gutters,
)
from converter.read.lines import (
    Box,
    Fragment,
    fragments_to_box,
)
from converter.read.margins import attach_margin_strips
from converter.read.overflow import (
    overflowed,
    return_overprinted,
    split_overflowed,
    stays_in_gutter,
)
from converter.read.rivers import is_river, is_stretched_word_gap
from converter.read.ruled_bands import (
    split_at_ruled_bands,
    split_by_bands,
    stacked_cell_borders,
    unboxed_gutters,
)
from converter.read.ruled_floats import cut_round_float, split_ruled_floats
from converter.read.spanning_bands import split_spanning_band
from converter.read.spanning_heads import spanning_heading_bands
from converter.read.table_columns import TABLE_COLUMN_EM, table_gap
from converter.read.title_lines import title_bands

# Tunables (documented in docs/extraction.md).
SIDE_SHARE = 0.05  # each side of a blocked gutter needs text over this share of the height
BLOCKER_LINES_EM = 1.5  # text this tall crossing a narrow gutter is one line (a page number)
OPEN_BAND_EM = 4.0  # an empty band across the whole region this tall parts it top from bottom
FURNITURE_GAP_EM = 2.0  # a folio or running head stands this far from the text it is no part of


# ---------------------------------------------------------------------------------------------
# Fragments → column segments (recursive XY-cut)


def _cut_through_stacked_boxes(
    parts: Sequence[Sequence[Fragment]], frags: Sequence[Fragment], ruled: Sequence[Box]
) -> bool:
    """True when two of ``parts`` stand side by side (a column cut; the left one may reach a
    little past the right one's edge, a heading ending inside the gap) and the cut between
    them runs through two or more ruled boxes holding the region's text: the lined-up cell
    borders of stacked boxes (``ruled_bands.stacked_cell_borders``), no gutter."""
    reach = median_size(frags)
    boxes = [fragments_to_box(part) for part in parts if part]
    for left in boxes:
        for right in boxes:
            beside = left[0] < right[0] and right[0] >= left[2] - reach
            if not beside or min(left[3], right[3]) <= max(left[1], right[1]):
                continue  # not side by side, or one above the other
            cut = (min(left[2], right[0]), max(left[2], right[0]))
            if stacked_cell_borders([cut], frags, ruled):
                return True
    return False


def _blocked_gutter(frags: Sequence[Fragment]) -> tuple[float, float] | None:
    """The clearest gutter that a few fragments cross (titles, tables, boxes or footers
    running across columns, or lines overflowing their column), or None."""
    if len(frags) < 4:
        return None
    x0, top, x1, bottom = fragments_to_box(frags)
    em = median_size(frags)
    region_h = bottom - top
    width = int(x1 - x0) + 1
    # A line crossing the gutter weighs one line whatever its type size: a title over two
    # columns, set large and wrapped, is two lines of furniture, not a column of text.
    height = coverage(frags, x0, width, BLOCKER_LINES_EM * em)
    # Relative to the densest column, not the region: on a sparse page (short columns on a
    # tall page) every x would be under a share of the full height, and no gutter would show.
    limit = SPAN_COVERAGE * min(region_h, max(height[:width], default=0.0))
    best: tuple[float, float, float] | None = None
    need = max(SIDE_SHARE * region_h, MIN_COLUMN_LINES * em)
    span = _sided_span(frags, x0, need)
    for a, b in runs(map(limit.__ge__, height[:width])):
        # Only where both sides hold a column can a gutter stand: the blank beside a short
        # column's line ends (a run reaching the page number in the corner) is no gutter, and
        # its zero load must not hide the real one, blocked by a running header.
        a, b = max(a, span[0]), min(b, span[1])
        if b - a < MIN_GUTTER_EM * em:
            continue
        # The gutter proper is the least-covered stretch of the quiet run: the ragged ends of
        # the lines beside it must not count as fragments crossing it. The run itself may
        # reach the region's edge when the column beyond is sparse (a few margin notes); the
        # stretch may not, and needs enough text on both sides.
        load = min(height[a:b])
        for ca, cb, by_one_line in _gutter_stretches(height[a:b], load, em):
            ga, gb = x0 + a + ca, x0 + a + cb
            if a + ca == 0 or a + cb >= width:
                continue
            # A stretch narrower than a gutter still parts two columns when the quiet run
            # around it is a gutter's width and all that crosses it are the page's edge
            # lines or lines running into the gutter from one side (ability tables set too
            # wide in both columns, their ends all but touching).
            narrow = gb - ga < MIN_GUTTER_EM * em
            if (by_one_line or narrow) and not _edge_lines_cross(frags, (ga + gb) / 2, em):
                continue
            if narrow and table_gap(frags, (ga + gb) / 2, em):
                continue
            left, right = side_heights(frags, ga, gb)
            if left < need or right < need:
                continue
            if best is None or load < best[0]:
                best = (load, ga, gb)
    return None if best is None else (best[1], best[2])


def _sided_span(frags: Sequence[Fragment], x0: float, need: float) -> tuple[int, int]:
    """The bins (from ``x0``) between the first x with ``need`` of text ending left of it and
    the last x with ``need`` of text starting right of it: where a gutter may stand."""
    left = right = 0.0
    start = end = 0
    for f in sorted(frags, key=lambda f: f.x1):
        left += f.bottom - f.top
        if left >= need:
            start = int(f.x1 - x0)
            break
    for f in sorted(frags, key=lambda f: -f.x0):
        right += f.bottom - f.top
        if right >= need:
            end = int(f.x0 - x0 + 0.999) + 1
            break
    return start, end


def _bands(blockers: Sequence[Fragment]) -> list[tuple[float, float]]:
    """The y-ranges the blockers of a gutter (fragments crossing its middle) cover."""
    bands: list[tuple[float, float]] = []
    for f in sorted(blockers, key=lambda f: f.top):
        if bands and f.top <= bands[-1][1] + 1.2 * f.size:
            bands[-1] = (bands[-1][0], max(bands[-1][1], f.bottom))
        else:
            bands.append((f.top, f.bottom))
    return bands


def _gutter_stretches(
    height: Sequence[float], load: float, em: float
) -> list[tuple[int, int, bool]]:
    """The least-covered stretches of a quiet run; when none is wide enough for a gutter,
    the stretches that at most one line's height of text covers (flagged): a page number
    set in the middle of a narrow gutter parts it, and a running header starting inside it
    eats into it."""
    stretches = runs(map((load + 0.5).__ge__, height))
    if any(b - a >= MIN_GUTTER_EM * em for a, b in stretches):
        return [(a, b, False) for a, b in stretches]
    return [(a, b, True) for a, b in runs(map((load + BLOCKER_LINES_EM * em).__ge__, height))]


def _at_edge(frags: Sequence[Fragment], b_top: float, b_bottom: float, reach: float) -> bool:
    """True when the band ``b_top``–``b_bottom`` is the region's top or bottom line, or
    stands right under (over) such lines only: page furniture comes stacked, a web
    browser's print banner over the page's own running header, a page number under a
    footer."""
    _, top, _, bottom = fragments_to_box(frags)
    if b_top - top <= reach or bottom - b_bottom <= reach:
        return True
    above = [f for f in frags if f.bottom <= b_top]
    if above and all(f.top - top <= reach for f in above):
        return b_top - max(f.bottom for f in above) <= 2 * reach
    below = [f for f in frags if f.top >= b_bottom]
    if below and all(bottom - f.bottom <= reach for f in below):
        return min(f.top for f in below) - b_bottom <= 2 * reach
    return False


def _edge_lines_cross(frags: Sequence[Fragment], middle: float, em: float) -> bool:
    """True when what crosses x = ``middle`` is the region's top or bottom line (a running
    header, a footer, a page number) or a line that only runs into the gutter from one side
    (``stays_in_gutter``: ability tables set too wide), not a label in the middle of a map."""
    reach = BLOCKER_LINES_EM * em
    crossing = [f for f in frags if f.x0 < middle < f.x1]
    edge = [_at_edge(frags, f.top, f.bottom, reach) for f in crossing]
    if all(edge):
        return True
    inner = [f for f, at_edge in zip(crossing, edge, strict=True) if not at_edge]
    return all(stays_in_gutter(f, frags, middle) for f in inner)


def _split_at_open_bands(frags: Sequence[Fragment]) -> list[list[Fragment]]:
    """Cut a region without a gutter at empty bands across its whole width, each at least
    ``OPEN_BAND_EM`` tall: the rows of a mind map or of notes around a map are separate
    regions, whose own gutters part their nodes (a node of one row may stand over the gap
    between two nodes of the next)."""
    ordered = sorted(frags, key=lambda f: f.top)
    need = OPEN_BAND_EM * median_size(frags)
    parts: list[list[Fragment]] = [[ordered[0]]]
    bottom = ordered[0].bottom
    for f in ordered[1:]:
        if f.top - bottom >= need:
            parts.append([])
        parts[-1].append(f)
        bottom = max(bottom, f.bottom)
    return parts


def _bodies(parts: Sequence[Sequence[Fragment]]) -> int:
    """How many of a region's parts hold more than one line's height of text (not only a
    page number or a running header cut off by an empty band)."""
    return sum(
        1
        for part in parts
        if fragments_to_box(part)[3] - fragments_to_box(part)[1] > 2 * median_size(part)
    )


def _furniture_bands(frags: Sequence[Fragment]) -> list[tuple[float, float]]:
    """The bands crossing the region's gutter when they are all its top or bottom line (a
    running header, a footer, a page number). When an empty band would cut the text in
    two, page furniture is cut off first: it says nothing of how the text runs, and columns
    that run on past a blank stretch (an entry pushed to a column's foot, a figure beside
    one column) are still read column by column."""
    gutter = _blocked_gutter(frags)
    if gutter is None:
        return []
    middle = (gutter[0] + gutter[1]) / 2
    bands = _bands([f for f in frags if f.x0 < middle < f.x1])
    reach = BLOCKER_LINES_EM * median_size(frags)
    edge = all(_at_edge(frags, b_top, b_bottom, reach) for b_top, b_bottom in bands)
    return bands if edge else []


def _furniture_over_gutters(
    frags: Sequence[Fragment], gutters: Sequence[tuple[float, float]]
) -> list[tuple[float, float]]:
    """The bands of the region's top or bottom lines set apart from its text (a folio, a
    running head) that hide a gutter the text has: furniture is cut off first (a folio in
    a gutter a key hangs into left only the gap between the key and its heading clear)."""
    em = median_size(frags)
    edge = set_apart_lines(frags, FURNITURE_GAP_EM * em)
    if not edge or len(edge) == len(frags):
        return []
    body = [f for f in frags if not any(f is e for e in edge)]

    def new(gutter: tuple[float, float]) -> bool:
        return not any(a < gutter[1] and gutter[0] < b for a, b in gutters)

    def blocked(gutter: tuple[float, float]) -> bool:
        return new(gutter) and any(f.x0 < (gutter[0] + gutter[1]) / 2 < f.x1 for f in edge)

    # [] at once when no gap of the body is a new one an edge line crosses: no blocker then
    hidden = [g for g in find_gutters(body, blocked) if new(g)]
    blockers = [f for f in edge for a, b in hidden if f.x0 < (a + b) / 2 < f.x1]
    return _bands(blockers) if blockers else []


def _gutter_runs_clear(frags: Sequence[Fragment]) -> bool:
    """True when all that crosses the middle of the region's clearest gutter, narrow as it
    may be, are its edge lines (header, page number) and lines running into the gutter
    from one side: two columns that both run on past an empty band (entries pushed to the
    columns' foot) are read column by column, as they are when the gutter is wide."""
    gutter = _blocked_gutter(frags)
    if gutter is None:
        return False
    return _edge_lines_cross(frags, (gutter[0] + gutter[1]) / 2, median_size(frags))


def _both_sides_over_the_blank(
    frags: Sequence[Fragment], parts: Sequence[Sequence[Fragment]]
) -> bool:
    """True when both sides of the region's clearest gutter hold text over its first empty
    band: two columns running on past the blank. A side whose text all stands under it (a
    roll table's left half at the page's foot, under a picture beside one column of text)
    is no column beside the text: the blank parts the text from what is under it."""
    gutter = _blocked_gutter(frags)
    if gutter is None:
        return False
    middle = (gutter[0] + gutter[1]) / 2
    over = parts[0]
    return any(f.x1 <= middle for f in over) and any(f.x0 >= middle for f in over)


def fragments_to_segments(
    frags: Sequence[Fragment], ruled: Sequence[Box] = (), frames: Sequence[Box] = ()
) -> list[list[Fragment]]:
    """Cut a region's fragments into column segments, returned in reading order; a margin
    strip (hanging keys, initials) goes back to the column it hangs beside. ``ruled`` are
    the page's boxes parted into cells (``converter.read.ruled_bands``), ``frames`` its
    drawn frames (``converter.read.frame_bands``); a ruled box floated beside a column's
    text is a segment of its own (``converter.read.ruled_floats``)."""
    segments = attach_margin_strips(_cut_segments(frags, 0, ruled, frames))
    if not ruled:
        return segments
    return [part for seg in segments for part in split_ruled_floats(seg, ruled)]


def _split_at_blocked_gutter(frags: Sequence[Fragment]) -> list[list[Fragment]]:
    """Cut a region around the bands blocking its clearest gutter, or at the gutter when
    only lines overflowing their column cross it (``converter.read.overflow``)."""
    gutter = _blocked_gutter(frags)
    if gutter is None:
        return []
    middle = (gutter[0] + gutter[1]) / 2
    left, right = [f for f in frags if f.x1 <= middle], [f for f in frags if f.x0 >= middle]
    blockers = [f for f in frags if f.x0 < middle < f.x1]
    if is_river(left, right, median_size(frags), TABLE_COLUMN_EM, blockers):
        return []  # word gaps of justified lines lined up; a line crossing them is no band
    if not blockers and is_stretched_word_gap(frags, gutter, median_size(frags)):
        return []  # a one-line justified box's word gap, as wide as the line's others
    # A line running into the gutter from one column is no band, but a running header or a
    # footer doing so still is: it stands above or below both columns.
    reach = BLOCKER_LINES_EM * median_size(frags)
    bands = _bands(
        [
            f
            for f in blockers
            if not overflowed(f, frags, middle)
            and (_at_edge(frags, f.top, f.bottom, reach) or not stays_in_gutter(f, frags, middle))
        ]
    )
    if bands:
        return split_by_bands(frags, bands)
    if not blockers and table_gap(frags, middle, median_size(frags)):
        return []  # a clear gap between table columns (``drop_table_gutters``)
    # No blocker at all: the gutter is clear, only narrower than ``MIN_GUTTER_EM`` because
    # lines overflow it from both sides (two columns of ability tables set too wide, their
    # ends a few points apart). It still parts two columns of text, and a heading set across
    # them between two runs of columns is read between the runs, as over a wide gutter.
    columns = split_overflowed(frags, middle, blockers)
    spanning = spanning_heading_bands(columns)
    if spanning:
        return split_by_bands(frags, spanning)
    return return_overprinted(columns)


def _split_beside_lone_heading(frags: Sequence[Fragment]) -> list[list[Fragment]]:
    """Cut off the edge lines crossing the gutter beside a lone heading, or cut the region
    at that gutter when none do (``converter.read.banners``)."""
    found = lone_heading_gutter(frags, MIN_GUTTER_EM, BLOCKER_LINES_EM)
    if found is None:
        return []
    gutter, crossing = found
    if crossing:
        return split_by_bands(frags, _bands(crossing))
    return split_by_gutters(frags, [gutter])


def _run_gutters(frags: Sequence[Fragment], ruled: Sequence[Box] = ()) -> list[tuple[float, float]]:
    """The gutters of a run of columns: clear ones, or the clearest one that a few lines
    cross (a running header over the columns)."""
    gutters = find_gutters(frags)
    if stacked_cell_borders(gutters, frags, ruled):
        gutters = unboxed_gutters(gutters, frags, ruled)
    if gutters:
        return gutters
    blocked = _blocked_gutter(frags)
    return [blocked] if blocked is not None else []


def _split_region(
    frags: Sequence[Fragment], ruled: Sequence[Box] = (), frames: Sequence[Box] = ()
) -> list[list[Fragment]]:
    """One cut of the XY-cut: a region's parts in reading order (one part when none)."""
    # A gutter running through stacked ruled boxes is their cell borders lined up: each box
    # across the region is a band of its own, or the gutter no gutter of the region
    # (``converter.read.ruled_bands``).
    gutters = find_gutters(frags)
    if stacked_cell_borders(gutters, frags, ruled):
        unboxed = unboxed_gutters(gutters, frags, ruled)
        parts = split_at_ruled_bands(frags, ruled)
        if len(parts) > 1:
            return parts
        gutters = unboxed
    # A band set across a column pair, above, between or under the columns' run, is a
    # region of its own, read between them (``converter.read.spanning_bands``).
    parts = split_spanning_band(frags, partial(_run_gutters, ruled=ruled))
    if parts:
        return parts
    if gutters:
        furniture = _furniture_over_gutters(frags, gutters)
        if furniture:
            return split_by_bands(frags, furniture)
        columns = split_by_gutters(frags, gutters)
        # a title or a heading over the columns (``title_lines``, ``spanning_heads``)
        title = title_bands(columns, median_size(frags)) or spanning_heading_bands(columns)
        if title:
            return split_by_bands(frags, title)
        return return_overprinted(columns)
    # A frame across the region over columns it blocks (a stat block floated across the
    # page) is a band of its own (``converter.read.frame_bands``).
    framed = frame_bands(frags, frames, find_gutters)
    if framed:
        return split_by_bands(frags, framed)
    parts = _split_at_open_bands(frags)
    furniture = _furniture_bands(frags) if _bodies(parts) >= 2 else []
    if furniture:
        return split_by_bands(frags, furniture)
    if len(parts) < 2 or (_gutter_runs_clear(frags) and _both_sides_over_the_blank(frags, parts)):
        return _split_at_blocked_gutter(frags)
    return parts


def _cut_segments(
    frags: Sequence[Fragment], depth: int = 0, ruled: Sequence[Box] = (), frames: Sequence[Box] = ()
) -> list[list[Fragment]]:
    if len(frags) < 2 or depth > 40:
        return [list(frags)]
    parts = _split_region(frags, ruled, frames)
    if len(parts) < 2:
        parts = _split_beside_lone_heading(frags)
    if len(parts) < 2:  # a short column hidden by the page's edge lines (``edge_lines``)
        parts = split_by_bands(frags, edge_line_bands(frags, BLOCKER_LINES_EM, find_gutters))
    if len(parts) < 2:  # columns under or over one-column text (``column_runs``)
        em = median_size(frags)
        parts = split_column_run(frags, find_gutters, MIN_GUTTER_EM * em, ruled)
    if len(parts) < 2:
        return [list(frags)]
    if ruled and _cut_through_stacked_boxes(parts, frags, ruled):
        # The lined-up cell borders of stacked boxes, with a heading ending inside the gap
        # between the cells: the gap is no clear gutter, but a later cut (a blocked gutter, a
        # lone heading, a column run) still parted the region there. A box as wide as the
        # text is a band instead (``ruled_bands``).
        banded = split_at_ruled_bands(frags, ruled)
        parts = banded if len(banded) > 1 else parts
    floated = cut_round_float(
        frags, parts, ruled, partial(_cut_segments, depth=depth + 1, ruled=ruled, frames=frames)
    )
    if floated:  # a float the cut would part is read whole (``ruled_floats``)
        return floated
    return [seg for part in parts for seg in _cut_segments(part, depth + 1, ruled, frames)]


# ---------------------------------------------------------------------------------------------
