"""Gutters: the clear vertical gaps that part a region's columns (``find_gutters``).

A gap counts when it is wide enough (``MIN_GUTTER_EM``), has text on both sides
(``MIN_COLUMN_LINES``), is no river of a justified paragraph's word gaps and no gap between
a table's columns. ``converter.read.regions`` cuts regions at them; the other cutters
(column runs, edge lines, furniture) ask the same search with a ``needed`` test.

Pure functions over the records of ``converter.layout_lines``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import accumulate

from converter.read.column_runs import GutterTest
from converter.read.lines import Fragment, fragments_to_box
from converter.read.rivers import is_river, is_stretched_word_gap
from converter.read.table_columns import TABLE_COLUMN_EM, table_pair

# Tunables (documented in docs/extraction.md).
MIN_GUTTER_EM = 0.5  # narrowest vertical gutter between two columns
MIN_COLUMN_LINES = 3  # a column beside a gutter holds at least this many lines' height
SPAN_COVERAGE = 0.2  # a gutter may be crossed by fragments covering at most this share of height


def median_size(frags: Sequence[Fragment]) -> float:
    sizes = sorted(f.size for f in frags)
    return sizes[len(sizes) // 2] if sizes else 10.0


def coverage(frags: Sequence[Fragment], x0: float, width: int, line_cap: float) -> list[float]:
    """Per 1-pt bin: total height of the fragments covering it (each at most ``line_cap``
    tall)."""
    height = [0.0] * (width + 2)
    for f in frags:
        h = min(f.bottom - f.top, line_cap)
        height[int(f.x0 - x0)] += h
        height[int(f.x1 - x0 + 0.999)] -= h
    # running sums, left to right: the same additions in the same order as a loop (the
    # first bin's sum is itself), done in C
    return list(accumulate(height))


def covering(frags: Sequence[Fragment], x0: float, width: int) -> list[int]:
    """Per 1-pt bin: how many fragments cover it (the bins of ``coverage``)."""
    count = [0] * (width + 2)
    for f in frags:
        count[int(f.x0 - x0)] += 1
        count[int(f.x1 - x0 + 0.999)] -= 1
    return list(accumulate(count))


def runs(flags: Iterable[bool]) -> list[tuple[int, int]]:
    """The (start, end) of each run of true flags, in order. The flags are packed into bytes
    and each run's ends found with ``bytes.find``, in C (the XY-cut asks this of every 1-pt
    bin of every region, several times)."""
    packed = bytes(flags)
    out: list[tuple[int, int]] = []
    start = packed.find(1)
    while start >= 0:
        end = packed.find(0, start)
        if end < 0:
            out.append((start, len(packed)))
            break
        out.append((start, end))
        start = packed.find(1, end)
    return out


def side_heights(frags: Sequence[Fragment], a: float, b: float) -> tuple[float, float]:
    left = sum(f.bottom - f.top for f in frags if f.x1 <= a + 0.5)
    right = sum(f.bottom - f.top for f in frags if f.x0 >= b - 0.5)
    return left, right


def side_lines(frags: Sequence[Fragment], a: float, b: float) -> tuple[float, float]:
    """How many lines of text stand left and right of a gap, each line measured in its own
    type size: a short column set smaller than the page's body still counts its lines."""
    left = sum((f.bottom - f.top) / f.size for f in frags if f.x1 <= a + 0.5 and f.size > 0)
    right = sum((f.bottom - f.top) / f.size for f in frags if f.x0 >= b - 0.5 and f.size > 0)
    return left, right


def columns_beside(frags: Sequence[Fragment], a: float, b: float, em: float) -> bool:
    """Three lines' worth of text on each side of the gap, in the region's body size (a title
    set large counts for its height) or in each line's own size (a short column set small)."""
    heights = side_heights(frags, a, b)
    lines = side_lines(frags, a, b)
    return not any(
        h < MIN_COLUMN_LINES * em and n < MIN_COLUMN_LINES
        for h, n in zip(heights, lines, strict=True)
    )


def find_gutters(
    frags: Sequence[Fragment], needed: GutterTest | None = None
) -> list[tuple[float, float]]:
    """Return the x-ranges that no fragment touches and that separate two columns of text.

    A gutter is at least ``MIN_GUTTER_EM`` wide and has ``MIN_COLUMN_LINES`` lines of text on
    each side, so the aligned cells of a two-row table are not read as columns.

    ``needed``: a test the caller keeps only gutters that pass. Every gutter is one of the
    clear gaps wide enough with text on both sides, so when none of those passes it, the
    caller keeps nothing whatever the costly tests (rivers, table columns) would say, and []
    is returned before them. Otherwise the search is the same (a table's gutters are judged
    together: none is left out for failing ``needed``).
    """
    if len(frags) < 2:
        return []
    x0, top, x1, bottom = fragments_to_box(frags)
    em = median_size(frags)
    width = int(x1 - x0) + 1
    count = covering(frags, x0, width)
    gaps = [(x0 + a, x0 + b) for a, b in runs(map((0).__eq__, count[:width]))]
    wide = [
        i
        for i, (ga, gb) in enumerate(gaps)
        if not (gb - ga < MIN_GUTTER_EM * em or ga == x0 or gb >= x0 + width)
        and columns_beside(frags, ga, gb, em)
    ]
    if needed is not None and not any(needed(gaps[i]) for i in wide):
        return []
    gutters: list[tuple[float, float]] = []
    for i in wide:
        ga, gb = gaps[i]
        if river_between(frags, gaps, i, em):
            continue  # word gaps of justified lines lined up (``converter.read.rivers``)
        if is_stretched_word_gap(frags, (ga, gb), em):
            continue  # a one-line justified box's word gap (``converter.read.rivers``)
        gutters.append((ga, gb))
    return drop_table_gutters(frags, gutters, em)


def river_between(
    frags: Sequence[Fragment], gaps: Sequence[tuple[float, float]], i: int, em: float
) -> bool:
    """True when ``gaps[i]`` is a river of the justified lines either side of it, read
    between the clear gaps next to it (the columns beyond them are others')."""
    ga, gb = gaps[i]
    left_end = gaps[i - 1][1] if i > 0 else float("-inf")
    right_end = gaps[i + 1][0] if i + 1 < len(gaps) else float("inf")
    left = [f for f in frags if f.x1 <= ga + 0.5 and f.x0 >= left_end - 0.5]
    right = [f for f in frags if f.x0 >= gb - 0.5 and f.x1 <= right_end + 0.5]
    return is_river(left, right, em, TABLE_COLUMN_EM)


def drop_table_gutters(
    frags: Sequence[Fragment], gutters: list[tuple[float, float]], em: float
) -> list[tuple[float, float]]:
    """Keep the gaps between the columns of a table: its cells are read row by row.

    Two neighbouring parts are table columns when their rows pair up at the same heights
    (``TABLE_ROW_MATCH`` of them) and one of them is narrow (under ``TABLE_COLUMN_EM``).  Two
    wide parts stay columns even when their rows align: side-by-side lists are common.
    """
    if not gutters:
        return gutters
    parts = split_by_gutters(frags, gutters)
    if len(parts) != len(gutters) + 1:
        return gutters
    kept: list[tuple[float, float]] = []
    for i, gutter in enumerate(gutters):
        if not table_pair(parts[i], parts[i + 1], em):
            kept.append(gutter)
    return kept


def split_by_gutters(
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
