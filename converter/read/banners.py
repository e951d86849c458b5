"""A heading alone on its side of a gutter: a level's banner, a section heading over a column
that holds nothing else.

A module set in two columns may open a level with a banner ("LEVEL 2: THE DEEP HALLS") at
the top of one column and leave the rest of that column empty, the next area beginning at
the top of the other column; or it may end a column with an area's heading whose text
begins at the next column's top. One line is no column, so the gutter beside it failed
the test of ``gutters.find_gutters`` (three lines of text on each side), and the region was
read by rows: the heading ran on into the other column's line beside it ("LEVEL 2: THE DEEP
HALLS AREA 2-1 — LAMP ROOM:"). Such a side is a heading (one row, set larger than the
column beside it, words rather than a drop cap) with a clear gutter between it and a
column of text; only the region's top or bottom line (a running head, a page number) may
cross that gutter. The region is cut around those lines first, then at the gutter.

Pure functions over ``converter.read.lines.Fragment``.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.lines import Fragment, fragments_to_box

HEADING_SCALE = 1.2  # a lone heading is set at least this much larger than the column beside it
MIN_HEADING_GLYPHS = 4  # ... and holds words, not a drop cap's one letter
MIN_COLUMN_LINES = 3  # the column beside it holds at least this many lines
WRAP_LEADING = 0.6  # a heading's wrapped row starts within this share of its size under it
WRAP_ALIGN_EM = 0.5  # ... where the heading starts, within this share of its size
SIZE_SLACK_PT = 0.5  # ... in the heading's size


def _median_size(frags: Sequence[Fragment]) -> float:
    sizes = sorted(f.size for f in frags)
    return sizes[len(sizes) // 2] if sizes else 10.0


def body_size(frags: Sequence[Fragment]) -> float:
    """The size most of the region's letters are set in (the median letter's): a banner
    wrapped over two rows beside a short column is two fragments against its three lines,
    but far fewer letters."""
    sizes = sorted((f.size, _glyphs([f])) for f in frags)
    half = sum(n for _, n in sizes) / 2
    seen = 0
    for size, n in sizes:
        seen += n
        if seen >= half:
            return size
    return _median_size(frags)


def _glyphs(frags: Sequence[Fragment]) -> int:
    return sum(1 for f in frags for g in f.glyphs if g.text.strip())


def _piece(head: Fragment, frags: Sequence[Fragment], gap: float) -> list[Fragment]:
    """The fragments of ``head``'s row that run on from it with less than ``gap`` between
    them: one heading, however its words were cut into fragments."""
    row = sorted(
        (f for f in frags if f.top < head.bottom and f.bottom > head.top), key=lambda f: f.x0
    )
    start = end = row.index(head)
    while start > 0 and row[start].x0 - row[start - 1].x1 < gap:
        start -= 1
    while end < len(row) - 1 and row[end + 1].x0 - row[end].x1 < gap:
        end += 1
    return row[start : end + 1]


def _heading_block(head: Fragment, frags: Sequence[Fragment], gap: float) -> list[Fragment]:
    """``head``'s row piece and the rows it wraps onto: a row right under the last (its top
    within ``WRAP_LEADING`` of the heading's size below that row's foot) in the same size,
    starting where the heading starts. A banner wrapped over two lines ("LEVEL 1: THE DEEP"
    / "HALLS") is one heading; its second row is no line crossing the gutter."""
    block = _piece(head, frags, gap)
    while True:
        x0 = min(f.x0 for f in block)
        foot = max(f.bottom for f in block)
        under = [
            f
            for f in frags
            if f not in block
            and foot - 1.0 <= f.top <= foot + WRAP_LEADING * head.size
            and abs(f.size - head.size) <= SIZE_SLACK_PT
            and abs(f.x0 - x0) <= WRAP_ALIGN_EM * head.size
        ]
        if not under:
            return block
        block += _piece(under[0], frags, gap)


def _lines(frags: Sequence[Fragment]) -> float:
    """How many lines of text ``frags`` hold, each measured in its own type size."""
    return sum((f.bottom - f.top) / f.size for f in frags if f.size > 0)


def lone_heading_gutter(
    frags: Sequence[Fragment], min_gutter_em: float, edge_reach_em: float
) -> tuple[tuple[float, float], list[Fragment]] | None:
    """The gutter between a lone heading and the column beside it, and the edge lines
    crossing it (to be cut off first), or None. ``min_gutter_em`` is the narrowest gutter
    and ``edge_reach_em`` how near the region's top or bottom an edge line stands, both in
    the region's body size."""
    if len(frags) < MIN_COLUMN_LINES + 1:
        return None
    em = body_size(frags)
    _, top, _, bottom = fragments_to_box(frags)
    reach = edge_reach_em * em
    for head in sorted(frags, key=lambda f: (f.top, f.x0)):
        if head.size < HEADING_SCALE * em:
            continue
        piece = _heading_block(head, frags, min_gutter_em * head.size)
        if _glyphs(piece) < MIN_HEADING_GLYPHS:
            continue
        x0, _, x1, _ = fragments_to_box(piece)
        others = [f for f in frags if f not in piece]
        for left in (True, False):
            near = x1 + min_gutter_em * em if left else x0 - min_gutter_em * em
            column = [f for f in others if (f.x0 >= near if left else f.x1 <= near)]
            crossing = [f for f in others if f not in column]
            if _lines(column) < MIN_COLUMN_LINES or head.size < HEADING_SCALE * _median_size(
                column
            ):
                continue
            inner = min(f.x0 for f in column) if left else max(f.x1 for f in column)
            at_edge = all(f.top - top <= reach or bottom - f.bottom <= reach for f in crossing)
            # An edge line runs across the whole gutter into the column's text (a running
            # head), not just past the heading's end (the heading's own note under it).
            across = all((f.x1 > inner if left else f.x0 < inner) for f in crossing)
            if at_edge and across:
                return ((x1, inner) if left else (inner, x0)), crossing
    return None
