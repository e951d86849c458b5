"""A short column whose gutter only the page's edge lines cross: cut those lines off first.

A column may hold no more than the last few lines of an entry run over from the column
before it (the foot of a long entry at the top of the next column, the rest of that column
empty, as a page ends on a continued heading). A running head over the page and a page
number set in the gutter cross that gutter; measured against the whole page, the short
column's text is too little for a gutter so blocked (``regions._blocked_gutter`` wants a share
of the page's height on each side), and the page was read by rows: the long column's lines
ran into the short one's ("1 Crucible Room, continued careful pyramids among the crates").
The page's edge lines (its top and bottom rows: a running head, a footer, a page number) say
nothing of how its text runs. When they are what hides a clear gutter of the body between
them (``gutters.find_gutters``: three lines of text on each side), they are cut off first,
and the body is then cut at its gutter.

Pure functions over ``converter.read.lines.Fragment``.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.column_runs import GutterFinder
from converter.read.lines import Fragment, fragments_to_box


def edge_line_bands(
    frags: Sequence[Fragment], reach_em: float, find_gutters: GutterFinder
) -> list[tuple[float, float]]:
    """The y-ranges of the region's top and bottom rows (within ``reach_em`` of the region's
    body size of its top or bottom) when they cross a gutter the body between them has; else
    none."""
    if len(frags) < 4:
        return []
    sizes = sorted(f.size for f in frags)
    reach = reach_em * sizes[len(sizes) // 2]
    _, top, _, bottom = fragments_to_box(frags)
    heads = [f for f in frags if f.top - top <= reach]
    feet = [f for f in frags if bottom - f.bottom <= reach and f not in heads]
    edge = {id(f) for f in (*heads, *feet)}
    body = [f for f in frags if id(f) not in edge]
    if len(body) < 2 or not edge:
        return []
    edges = (*heads, *feet)

    def hidden(gutter: tuple[float, float]) -> bool:
        middle = (gutter[0] + gutter[1]) / 2
        return any(f.x0 < middle < f.x1 for f in edges)

    # [] at once when no gap of the body is one an edge line crosses
    if not any(hidden(g) for g in find_gutters(body, hidden)):
        return []  # the edge lines hide no gutter: the page is cut as before
    return [
        (min(f.top for f in rows), max(f.bottom for f in rows)) for rows in (heads, feet) if rows
    ]
