"""A run of columns under one-column text is a region of its own.

A word processor's section changes the column count mid-page: a one-column introduction (a
title, background, a roll table or two) and then the key in two or three columns. The
columns' gutter is blocked by the one-column text: when that text is more than a few lines
(``regions._blocked_gutter`` allows a fifth of the height), neither a clear gutter nor a
blocked one is found, and every line of the left column ran on into the right one's line
beside it ("… A horned Cracked", the right column's heading lost in the middle of a line).

The page itself says where the columns start: below some clean horizontal cut (no fragment
across it) the text has a clear gutter (``find_gutters``: a gutter's width, three lines either
side, no table's cell gap), the text above the cut crosses it, and the parts beside it are
columns of running text: no river of justified lines the text above spans, no gap as narrow
as the word gaps of the rows beside it (monospaced lines line their gaps up), no cell border
of a ruled table, and each part's median line fills most of its width (a label | value
table's cells are short), and the text above crosses the gutter on ``MIN_SPANNING_ROWS`` rows
at least: a title or a table's header row alone over the run is what the XY-cut's blocked
gutter already allows, so when that found no columns (a key table's cells, say), a lone
line over them is no reason to see any. The region is cut there, the one-column text first; the columns
are cut at their gutter by the next round of the XY-cut. The largest such run is taken (the
highest cut). A run *over* one-column text is not sought: a text frame at a region's top
with a paragraph wrapped beside it looks the same, and is no column. ``split_column_run`` is
asked only of a region no other rule cuts."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Protocol

from converter.read.lines import (
    Box,
    Fragment,
    Glyph,
    fragments_to_box,
    fragments_to_rows,
    fragments_to_slabs,
)
from converter.read.rivers import is_river
from converter.read.table_columns import TABLE_COLUMN_EM

# Tunables (documented in docs/extraction.md).
RUN_MIN_SLABS = 3  # a run of columns holds this many slabs (rows parted by clean cuts)
GUTTER_OVER_WORDS = 1.5  # a gutter is wider than this many of the widest word gaps beside it
COLUMN_FILL = 0.6  # a column's median line fills at least this share of the column's width
MIN_COLUMN_EM = 8.0  # a column of running text is this many ems wide at least
MIN_SPANNING_ROWS = 3  # the one-column text above a run crosses its gutter on this many rows

GutterTest = Callable[[tuple[float, float]], bool]


class GutterFinder(Protocol):
    """``gutters.find_gutters``: ``needed`` is a test the caller keeps only gutters that pass."""

    def __call__(
        self, frags: Sequence[Fragment], needed: GutterTest | None = None
    ) -> list[tuple[float, float]]: ...


def _open_cuts(
    slabs: Sequence[Sequence[Fragment]], min_gap: float
) -> list[tuple[int, list[tuple[float, float]]]]:
    """The cuts ``k`` (run = slabs[k:]) whose run has a blank at least ``min_gap`` wide
    inside its x-extent: only there can a gutter stand; each with its run's blanks (every
    width), where a gutter of it must lie. Found by one sweep adding the run's slabs from the
    foot up, cheap enough to ask of every region."""
    x0, _, x1, _ = fragments_to_box([f for slab in slabs for f in slab])
    width = int(x1 - x0) + 2
    covered = bytearray(width)
    lo, hi = width, 0
    cuts: list[tuple[int, list[tuple[float, float]]]] = []
    for k in range(len(slabs) - 1, 0, -1):
        for f in slabs[k]:
            a, b = int(f.x0 - x0), int(f.x1 - x0 + 0.999)
            covered[a:b] = b"\x01" * (b - a)
            lo, hi = min(lo, a), max(hi, b)
        if _has_blank(covered, lo, hi, min_gap):
            cuts.append((k, [(x0 + a, x0 + b) for a, b in _blanks(covered, lo, hi)]))
    return cuts


def _blanks(covered: bytearray, lo: int, hi: int) -> list[tuple[int, int]]:
    """The uncovered stretches of ``covered[lo:hi]``."""
    found: list[tuple[int, int]] = []
    start = covered.find(0, lo, hi)
    while start >= 0:
        end = covered.find(1, start, hi)
        end = hi if end < 0 else end
        found.append((start, end))
        start = covered.find(0, end, hi) if end < hi else -1
    return found


def _spans_blanks(rest: Sequence[Fragment], blanks: Sequence[tuple[float, float]]) -> bool:
    """True when ``MIN_SPANNING_ROWS`` fragments of ``rest`` at least reach into the run's
    blanks: without them no gutter of the run (a blank) is crossed on that many rows, and
    the costly gutter search is not made."""
    count = 0
    for f in rest:
        if any(f.x0 < b and f.x1 > a for a, b in blanks):
            count += 1
            if count >= MIN_SPANNING_ROWS:
                return True
    return False


def _has_blank(covered: bytearray, lo: int, hi: int, min_gap: float) -> bool:
    start = covered.find(0, lo, hi)
    while start >= 0:
        end = covered.find(1, start, hi)
        end = hi if end < 0 else end
        if end - start >= min_gap:
            return True
        start = covered.find(0, end, hi) if end < hi else -1
    return False


def _crosses(frags: Sequence[Fragment], gutters: Sequence[tuple[float, float]]) -> bool:
    """True when a fragment stands across the middle of one of ``gutters``."""
    return any(f.x0 < (a + b) / 2 < f.x1 for f in frags for a, b in gutters)


def _crossing(frags: Sequence[Fragment], gutter: tuple[float, float]) -> list[Fragment]:
    return [f for f in frags if f.x0 < (gutter[0] + gutter[1]) / 2 < f.x1]


def _spanned(rest: Sequence[Fragment], gutter: tuple[float, float]) -> bool:
    """True when the text above a run (``rest``) crosses ``gutter`` on ``MIN_SPANNING_ROWS``
    rows at least."""
    return len(fragments_to_rows(_crossing(rest, gutter))) >= MIN_SPANNING_ROWS


def _river(
    run: Sequence[Fragment], crossing: Sequence[Fragment], gutter: tuple[float, float]
) -> bool:
    """True when ``gutter`` of a run of lines is a river of justified lines that the
    ``crossing`` lines above or below span (``rivers.is_river``), no gutter."""
    middle = (gutter[0] + gutter[1]) / 2
    left, right = [f for f in run if f.x1 <= middle], [f for f in run if f.x0 >= middle]
    sizes = sorted(f.size for f in run)
    return is_river(left, right, sizes[len(sizes) // 2], TABLE_COLUMN_EM, crossing)


def _spread_across(run: Sequence[Fragment], gutters: Sequence[tuple[float, float]], i: int) -> bool:
    """True when most rows of the run that stand both sides of gutter ``i`` (of the run's
    ``gutters``, left to right) have a gap across it no wider than ``GUTTER_OVER_WORDS``
    times the row's widest word gap between the gutters next to it: lines of justified (or
    monospaced) text whose word gaps line up, not two columns. Columns part at a gutter
    wider than the word gaps of the lines beside it (a line stretched loose in a narrow
    column may come near it; most do not)."""
    middle = (gutters[i][0] + gutters[i][1]) / 2
    start = gutters[i - 1][1] - 0.5 if i > 0 else float("-inf")
    end = gutters[i + 1][0] + 0.5 if i + 1 < len(gutters) else float("inf")
    one_line = two_sided = 0
    for row in fragments_to_rows(run):
        left = [g for f in row if start <= f.x0 and f.x1 <= middle for g in f.glyphs]
        right = [g for f in row if middle <= f.x0 and f.x1 <= end for g in f.glyphs]
        left, right = [g for g in left if g.text.strip()], [g for g in right if g.text.strip()]
        if not left or not right:
            continue
        two_sided += 1
        across = min(g.x0 for g in right) - max(g.x1 for g in left)
        words = max(_widest_word_gap(side) for side in (left, right))
        one_line += across <= GUTTER_OVER_WORDS * words
    return two_sided > 0 and 2 * one_line >= two_sided


def _widest_word_gap(glyphs: Sequence[Glyph]) -> float:
    """The widest gap between neighbouring glyphs of one side of a row (0 with none)."""
    ordered = sorted(glyphs, key=lambda g: g.x0)
    return max((b.x0 - a.x1 for a, b in zip(ordered, ordered[1:], strict=False)), default=0.0)


def _in_ruled_box(
    run: Sequence[Fragment], gutter: tuple[float, float], ruled: Sequence[Box]
) -> bool:
    """True when ``gutter`` runs through a ruled box holding text of the run: a cell border
    of a table (a stat block set as a label | value table), the table's column alone."""
    middle = (gutter[0] + gutter[1]) / 2
    return any(
        box[0] < middle < box[2] and any(box[1] <= (f.top + f.bottom) / 2 <= box[3] for f in run)
        for box in ruled
    )


def _prose_columns(run: Sequence[Fragment], gutters: Sequence[tuple[float, float]]) -> bool:
    """True when every column the gutters part the run into is running text: it is
    ``MIN_COLUMN_EM`` wide at least (a narrow box's lines of a word or two, their gaps lined
    up by chance, are no two columns) and its median line fills ``COLUMN_FILL`` of the
    column's width. A table's label and value cells ("AC" | "15", "Speed" | "30 ft.") are
    short in their columns; a column's lines run to its edge."""
    sizes = sorted(f.size for f in run)
    least = MIN_COLUMN_EM * sizes[len(sizes) // 2]
    edges = [float("-inf"), *((a + b) / 2 for a, b in gutters), float("inf")]
    for lo, hi in zip(edges, edges[1:], strict=False):
        part = [f for f in run if lo <= (f.x0 + f.x1) / 2 < hi]
        if not part:
            return False
        x0, _, x1, _ = fragments_to_box(part)
        if x1 - x0 < least:
            return False
        widths = sorted(
            max(f.x1 for f in row) - min(f.x0 for f in row) for row in fragments_to_rows(part)
        )
        if widths[len(widths) // 2] < COLUMN_FILL * (x1 - x0):
            return False
    return True


def split_column_run(
    frags: Sequence[Fragment], find_gutters: GutterFinder, min_gap: float, ruled: Sequence[Box] = ()
) -> list[list[Fragment]]:
    """Cut the region at the top of the largest run of columns under one-column text that
    crosses their gutter (the text above the cut first); [] when there is none. ``min_gap``
    is a gutter's least width; ``ruled`` are the page's ruled boxes.

    The region's first and last slab may be the page's (a folio in the gutter, a running
    head across it): a run is also sought without them, and taken when none is found with
    them or when it starts higher (a folio that blocks the columns' gutter where their
    lines run full leaves a blank beside it under a ragged foot, and the run found with
    it starts only there); what of them crosses the run's gutter comes first (last), the
    rest goes with the text it stands over (under)."""
    if len(frags) < 4:
        return []
    slabs = fragments_to_slabs(frags)
    found = _column_run(slabs, find_gutters, min_gap, ruled)
    inner = None
    # a folio in the gutter (a running head over it) may hide a larger run: the one found
    # without the edge slabs is taken when it starts higher (it cannot start above slab 2)
    if len(slabs) >= 2 + RUN_MIN_SLABS and (
        found is None or _run_top(found) > min(f.top for f in slabs[2])
    ):
        inner = _column_run(slabs[1:-1], find_gutters, min_gap, ruled)
    if inner is None or (found is not None and _run_top(found) <= _run_top(inner)):
        return [] if found is None else found[0]
    parts, gutters = inner
    head = [f for f in slabs[0] if _crosses([f], gutters)]
    foot = [f for f in slabs[-1] if _crosses([f], gutters)]
    first = [f for f in slabs[0] if not _crosses([f], gutters)] + parts[0]
    last = parts[-1] + [f for f in slabs[-1] if not _crosses([f], gutters)]
    return [part for part in (head, first, *parts[1:-1], last, foot) if part]


def _run_top(found: tuple[list[list[Fragment]], list[tuple[float, float]]]) -> float:
    """Where a found run of columns starts: the top of its first line."""
    return min(f.top for f in found[0][-1])


def _column_run(
    slabs: Sequence[Sequence[Fragment]],
    find_gutters: GutterFinder,
    min_gap: float,
    ruled: Sequence[Box],
) -> tuple[list[list[Fragment]], list[tuple[float, float]]] | None:
    """The parts of ``split_column_run`` (the text above the cut, then below) and the run's
    gutters, or None."""
    cuts = _open_cuts(slabs, min_gap)
    for k, blanks in sorted(cuts):  # the largest run first: the highest cut
        if len(slabs) - k < RUN_MIN_SLABS:
            continue
        rest = [f for slab in slabs[:k] for f in slab]
        if not _spans_blanks(rest, blanks):
            continue
        run = [f for slab in slabs[k:] for f in slab]
        spanned = partial(_spanned, rest)
        found = find_gutters(run, spanned)  # [] at once when no gap of the run is spanned
        gutters = [
            g
            for i, g in enumerate(found)
            if spanned(g)
            and not _river(run, _crossing(rest, g), g)
            and not _spread_across(run, found, i)
            and not _in_ruled_box(run, g, ruled)
        ]
        if gutters and _prose_columns(run, gutters):
            return [rest, run], gutters
    return None
