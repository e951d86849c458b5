"""A band set across a column pair is a region of its own.

A roll table printed under two columns (rows 1–3 left, 4–6 right), a note band at a page's
foot, a full-width table between two runs of columns: such a band is one block whose
x-extent spans the gutter of the columns above or below it.  Read by the columns' gutter,
its left half would be the tail of the left column and its right half the tail of the
right one, read after the whole next column, far from the band's title.

``split_spanning_band`` finds such a band by its type and its place, not by how it is
drawn (a tinted box, rules, or nothing):

* it is a stretch of the region's *slabs* (rows of fragments parted by clean horizontal
  cuts) set smaller than the region's body (``BAND_TYPE_SHARE``), in a type no line of the
  columns is set in (``OWN_TYPE_SHARE``; a running head or a folio, a small stretch standing
  apart at the region's top or foot, is the page's and may share it), standing apart from the columns' run
  above and below it by a blank (``BAND_GAP_EM``);
* it spans a gutter of the columns beside it: text on both sides of it, and either a line
  entering the gutter (a note running on past the left column) or rows on both sides that
  pair up at the same heights, at least ``BAND_MIN_ROWS`` of them (a table's halves).

The region is then cut above and below the band: the columns above first, then the band,
then what is below; each piece is cut again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from converter.read.lines import Fragment, fragments_to_box, fragments_to_rows, fragments_to_slabs

# Tunables (documented in docs/extraction.md).
BAND_TYPE_SHARE = 0.1  # a band's type is smaller than the region's body by this share
BAND_GAP_EM = 0.4  # a band stands this far (in body ems) from the columns above and below
BAND_BREAK_EM = 1.5  # a blank this tall (in body ems) parts two bands set small
BAND_MIN_ROWS = 2  # a band read by its rows' pairing has this many rows on each side
BAND_ROW_MATCH = 0.6  # share of the shorter side's rows pairing with the other's (cells wrap)
BAND_ROW_TOLERANCE_EM = 0.25  # the rows of a band's two halves share a middle this closely
GUTTER_ENTRY_PT = 1.0  # a band's line entering the gutter by this much crosses it
OWN_TYPE_SHARE = 0.03  # text within this share of the band's size is set in the band's type
MARKER_GLYPHS = 3  # a fragment of at most this many glyphs is a note mark, not a line of text

GutterFinder = Callable[[Sequence[Fragment]], list[tuple[float, float]]]


def _median(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[len(ordered) // 2] if ordered else 10.0


def _off_size(slab: Sequence[Fragment], body: float) -> bool:
    """True when every fragment of the slab is set smaller than the body: a table's or a
    note's type. (A row set larger is headings, two columns' heads side by side.)"""
    return all(f.size <= (1 - BAND_TYPE_SHARE) * body for f in slab)


def _off_size_runs(slabs: Sequence[Sequence[Fragment]], body: float) -> list[tuple[int, int]]:
    """The stretches (start, end) of consecutive off-size slabs, each compact: a blank of
    ``BAND_BREAK_EM`` parts two bands (a folio under a table at the page's foot)."""
    runs: list[tuple[int, int]] = []
    start = -1
    for i, slab in enumerate([*slabs, []]):
        off = bool(slab) and _off_size(slab, body)
        if start >= 0 and (not off or _gap(slabs[i - 1], slab) >= BAND_BREAK_EM * body):
            runs.append((start, i))
            start = -1
        if off and start < 0:
            start = i
    return runs


def _gap(upper: Sequence[Fragment], lower: Sequence[Fragment]) -> float:
    return min(f.top for f in lower) - max(f.bottom for f in upper) if lower else 0.0


def _stands_apart(slabs: Sequence[Sequence[Fragment]], start: int, end: int, gap: float) -> bool:
    """True when the slabs ``start``–``end`` stand at least ``gap`` from the slabs above and
    below them (a band, not a row of a baseline grid that happens to be set small)."""
    if start > 0 and _gap(slabs[start - 1], slabs[start]) < gap:
        return False
    return not (end < len(slabs) and _gap(slabs[end - 1], slabs[end]) < gap)


def _own_type(band: Sequence[Fragment], rest: Sequence[Fragment]) -> bool:
    """True when no line of the rest of the region is set in the band's type: a table or a
    note band has a type of its own, while two stat blocks' heads side by side at the
    columns' foot are set as the columns' other stat blocks are (note marks aside)."""
    size = _median([f.size for f in band])
    return not any(
        abs(f.size - size) <= OWN_TYPE_SHARE * size and len(f.glyphs) > MARKER_GLYPHS for f in rest
    )


def _column_lines(
    slabs: Sequence[Sequence[Fragment]], apart: Sequence[tuple[int, int]], band_start: int
) -> list[Fragment]:
    """The region's lines outside the band that belong to its columns: not those of another
    stretch set small and standing apart at the region's top or foot (a running head, a
    folio), the page's furniture, whose small type may be the band's. A stretch so set between
    the columns' runs (a stat line in each column) is the columns' own."""
    band = next(range(start, end) for start, end in apart if start == band_start)
    edges = {
        i
        for start, end in apart
        if start != band_start and (start == 0 or end == len(slabs))
        for i in range(start, end)
    }
    return [f for i, slab in enumerate(slabs) if i not in edges and i not in band for f in slab]


def _rows_pair(left: Sequence[Fragment], right: Sequence[Fragment], em: float) -> bool:
    """True when both halves hold ``BAND_MIN_ROWS`` rows and the shorter half's rows pair
    with the other's at the same heights."""
    mids_left = [_row_mid(row) for row in fragments_to_rows(left)]
    mids_right = [_row_mid(row) for row in fragments_to_rows(right)]
    if min(len(mids_left), len(mids_right)) < BAND_MIN_ROWS:
        return False
    short, other = sorted((mids_left, mids_right), key=len)
    tolerance = BAND_ROW_TOLERANCE_EM * em
    paired = sum(1 for m in short if any(abs(m - n) <= tolerance for n in other))
    return paired >= BAND_ROW_MATCH * len(short)


def _row_mid(row: Sequence[Fragment]) -> float:
    return (min(f.top for f in row) + max(f.bottom for f in row)) / 2


def _spans_gutter(band: Sequence[Fragment], gutter: tuple[float, float], em: float) -> bool:
    """True when the band's x-extent spans the gutter and it is one block across it: a line
    of it enters the gutter, or its rows either side pair up.

    A band of one row is one block only when a line of it crosses the whole gutter: one
    line is never parted by a gutter-wide blank, so a row with such a blank in it is two
    columns' lines side by side (headings letter-spaced small, the left one running into
    the gutter), each read with its column."""
    ga, gb = gutter
    x0, _, x1, _ = fragments_to_box(band)
    if x0 >= ga or x1 <= gb:
        return False
    if len(fragments_to_rows(band)) == 1:
        return any(f.x0 < ga and f.x1 > gb for f in band)
    if any(f.x0 < gb - GUTTER_ENTRY_PT and f.x1 > ga + GUTTER_ENTRY_PT for f in band):
        return True
    middle = (ga + gb) / 2
    left = [f for f in band if f.x1 <= middle]
    right = [f for f in band if f.x0 >= middle]
    return _rows_pair(left, right, em)


def split_spanning_band(
    frags: Sequence[Fragment], find_gutters: GutterFinder
) -> list[list[Fragment]]:
    """Cut the region above and below the first band spanning the gutter of the columns
    beside it (the columns above first, then the band, then what is below), or return []."""
    if len(frags) < 4:
        return []
    body = _median([f.size for f in frags])
    slabs = fragments_to_slabs(frags)
    apart = [
        (start, end)
        for start, end in _off_size_runs(slabs, body)
        if not (start == 0 and end == len(slabs))
        and _stands_apart(slabs, start, end, BAND_GAP_EM * body)
    ]
    for start, end in apart:
        above = [f for slab in slabs[:start] for f in slab]
        band = [f for slab in slabs[start:end] for f in slab]
        below = [f for slab in slabs[end:] for f in slab]
        if not _own_type(band, _column_lines(slabs, apart, start)):
            continue
        gutters = [g for run in (above, below) if run for g in find_gutters(run)]
        if any(_spans_gutter(band, gutter, body) for gutter in gutters):
            return [part for part in (above, band, below) if part]
    return []
