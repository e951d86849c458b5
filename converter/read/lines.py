"""Glyph records and the line level of layout: glyphs → fragments, rows → lines.

Pure functions over plain data; nothing here knows about pdfplumber or about columns.

* ``glyphs_to_fragments`` walks the glyphs in content-stream order once and cuts them into
  *fragments*: runs on one baseline whose inner gaps are below ``JOIN_GAP_EM`` (a word group,
  never a whole line across a gutter).  The same pass records the gaps between letters, from
  which ``gaps_to_word_tolerance`` picks the page's word-gap tolerance.
* ``fragments_to_rows`` and ``row_to_lines`` group a segment's fragments into ``RawLine``s
  (``converter.layout_regions`` decides which segments and where rows are cut).

A line's spans and blocks are ``converter.read.spans``'.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

# Directions of a glyph's baseline; slanted text is SLANTED + its angle in degrees.
UPRIGHT, UPWARD, DOWNWARD, UPSIDE_DOWN = 0, 1, 2, 3
SLANTED = 1000

# Tunables (documented in docs/extraction.md).
JOIN_GAP_EM = 0.9  # a wider gap inside a baseline run ends the fragment
# Display type (a margin numeral, an initial) at least this many times the size of the text
# beside it parts from that text at a gap wider than DISPLAY_GAP_EM of the smaller size: the
# gap is read in the small text's ems (wider than its word gaps), not the numeral's.
DISPLAY_JOIN_SCALE = 1.8
DISPLAY_GAP_EM = 1.2
WORD_GAP_DEFAULT_EM = 0.25
WORD_GAP_RANGE_EM = (0.1, 0.3)

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
            small = last_size if last_size < gsize else gsize
            reach = JOIN_GAP_EM * em
            if em >= DISPLAY_JOIN_SCALE * small:
                reach = min(reach, DISPLAY_GAP_EM * small)
            gap = gx0 - last_x1
            if (
                -0.3 * em <= gap <= reach
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
    A stretch with no gap at all just below the word gaps comes first (``_empty_below_words``):
    a few gaps a little wider than a touch (a tracked heading's letters, a DTP export's glyph
    runs kerned apart inside a word, "Ghou|l") are letters still, and a quiet stretch taken
    over them would put the tolerance among them.
    """
    total = sum(gaps)
    if total < 50:
        return WORD_GAP_DEFAULT_EM
    empty = _empty_below_words(gaps)
    if empty is not None:
        return empty
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


EMPTY_STRETCH = 3  # bins (0.06 em) with no gap at all that part letters from words


def _empty_below_words(gaps: Sequence[int]) -> float | None:
    """The middle of the last stretch of ``EMPTY_STRETCH`` bins or more with no gap at all
    between 0.04 and 0.36 em that lies below the word gaps (the fullest bin from 0.04 em
    up), clamped to ``WORD_GAP_RANGE_EM``; None when there is none."""
    lo_bin, hi_bin = 2, 18
    peak = max(range(lo_bin, len(gaps)), key=lambda b: (gaps[b], -b))
    best: tuple[int, int] | None = None
    start = -1
    for b in range(lo_bin, min(hi_bin, peak - 1) + 1):
        if gaps[b] == 0:
            start = b if start < 0 else start
            if b - start + 1 >= EMPTY_STRETCH:
                best = (start, b - start + 1)
        else:
            start = -1
    if best is None:
        return None
    low, high = WORD_GAP_RANGE_EM
    return min(max((best[0] + best[1] / 2) / 50, low), high)


# ---------------------------------------------------------------------------------------------
# Fragments → rows → lines


class RawLine(NamedTuple):
    """A line's glyphs, left to right, with its box; before text is built."""

    x0: float
    top: float
    x1: float
    bottom: float
    glyphs: tuple[Glyph, ...]


Box = tuple[float, float, float, float]  # x0, top, x1, bottom of a drawn rectangle


def fragments_to_box(frags: Sequence[Fragment]) -> tuple[float, float, float, float]:
    """The bounding box (x0, top, x1, bottom) of a non-empty set of fragments.

    One pass with the comparisons ``min`` and ``max`` make (a later value replaces only when
    strictly smaller / larger), instead of four generator passes: the XY-cut asks this of
    every part it tries (LGMRD: 8,915 boxes)."""
    first = frags[0]
    x0, top, x1, bottom = first.x0, first.top, first.x1, first.bottom
    for f in frags:
        if f.x0 < x0:
            x0 = f.x0
        if f.top < top:
            top = f.top
        if f.x1 > x1:
            x1 = f.x1
        if f.bottom > bottom:
            bottom = f.bottom
    return x0, top, x1, bottom


def fragments_to_slabs(frags: Sequence[Fragment]) -> list[list[Fragment]]:
    """A region's fragments in horizontal slabs, top to bottom, each parted from the next by
    a clean cut: no fragment stands across it."""
    ordered = sorted(frags, key=lambda f: (f.top, f.x0))
    slabs: list[list[Fragment]] = [[ordered[0]]]
    bottom = ordered[0].bottom
    for f in ordered[1:]:
        if f.top >= bottom:
            slabs.append([])
        slabs[-1].append(f)
        bottom = max(bottom, f.bottom)
    return slabs


def fragments_to_rows(frags: Sequence[Fragment]) -> list[list[Fragment]]:
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


def row_to_lines(row: Sequence[Fragment], split_em: float) -> list[RawLine]:
    """Cut a row into lines where the gap exceeds ``split_em`` times the smaller font size."""
    lines: list[RawLine] = []
    piece: list[Fragment] = [row[0]]
    right = row[0].x1
    for f in row[1:]:
        if f.x0 - right > split_em * min(f.size, piece[-1].size):
            lines.append(fragments_to_raw_line(piece))
            piece = [f]
        else:
            piece.append(f)
        right = max(right, f.x1)
    lines.append(fragments_to_raw_line(piece))
    return lines


OVERPRINT_EM = 0.5  # a fragment starting this far inside one before it on its row overprints it
_STRUCK_TWICE_EM = 0.1  # the same glyph this close to another is struck twice (fake bold)


def _overprints(before: Sequence[Fragment], frag: Fragment) -> bool:
    """True when ``frag`` starts well inside a fragment before it on its row and is no copy
    of that fragment's glyphs there: a second text printed over the first (a long name under a
    rating set flush right in one title bar), not the same glyphs struck twice (fake bold)."""
    first = frag.glyphs[0]
    if first.direction != UPRIGHT:
        return False  # turned text is placed by its glyphs' hulls, which overlap by design
    reach = _STRUCK_TWICE_EM * frag.size
    for other in before:
        if not other.x0 <= frag.x0 < other.x1 - OVERPRINT_EM * frag.size:
            continue
        twice = any(g.text == first.text and abs(g.x0 - first.x0) < reach for g in other.glyphs)
        if not twice:
            return True
    return False


def fragments_to_raw_line(frags: Sequence[Fragment]) -> RawLine:
    """One line from fragments of one row, glyphs left to right; a text printed over another
    is read whole after it, as a word of its own ("BRASS SENTINELS" then "CR 2"), where the
    glyphs of the two sorted together read "BRASS SENTINELSCR (2"."""
    if len(frags) == 1:
        glyphs = frags[0].glyphs
    else:
        under: list[Fragment] = []
        over: list[Fragment] = []
        for frag in sorted(frags, key=lambda f: f.x0):
            (over if under and _overprints(under, frag) else under).append(frag)
        glyphs = tuple(sorted((g for f in under for g in f.glyphs), key=lambda g: g.x0))
        for frag in over:
            glyphs += (frag.glyphs[0]._replace(space_before=True), *frag.glyphs[1:])
    x0, top, x1, bottom = fragments_to_box(frags)
    return RawLine(x0, top, x1, bottom, glyphs)


def join_raw_lines(lines: Sequence[RawLine]) -> RawLine:
    """Join lines of one row (cells, labels) into one line."""
    out = lines[0]
    for line in lines[1:]:
        out = _join_raw(out, line)
    return out


def _join_raw(a: RawLine, b: RawLine) -> RawLine:
    glyphs = tuple(sorted(a.glyphs + b.glyphs, key=lambda g: g.x0))
    return RawLine(
        min(a.x0, b.x0), min(a.top, b.top), max(a.x1, b.x1), max(a.bottom, b.bottom), glyphs
    )
