"""A ruled box as wide as the text, with no text beside it, is one band of the reading order.

A location template sets each room as a box of cells side by side ("What's here | What
happens"), its frame and the rule between the cells drawn, one box under the next down the
page with the room's heading between them. The rule between the cells of every box lines up
down the page and the text crosses it nowhere, so the XY-cut took it for a gutter running the
page's height: the left cells of the whole page (and the headings) were read before all the
right cells, and the last room on the page took the creatures of every room above it. A frame
is the page's own statement of where a block ends: a column split inside a frame does not run
past the frame's bottom edge, and a page's columns are found from gutters that run the text's
height, which a box's inner cell border is not. So a ruled box (``strokes.ruled_boxes``) that
spans the text's width, no text standing beside it, cuts the page into bands: the text above
it, the box (its cells read as columns, as before, inside it), the text below it, each cut
into columns apart; and a gutter running through a ruled box that has other text above or
below it is no gutter of that region (two booklet pages imposed side by side on one sheet are
still parted at the sheet's gutter, and each cut into bands). A ruled table inside one column
of a two-column page has text beside it, and changes nothing there but that the gutter
through its cells parts no column above or below it.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.lines import Box, Fragment

WIDTH_SLACK_EM = 1.0  # text this far outside a box's sides still stands within its width
STACKED_BOXES = 2  # a gutter through this many ruled boxes is their cell borders lined up
EDGE_EM = 1.5  # lines this near a region's top or bottom are its edge lines (furniture)


def _median_size(frags: Sequence[Fragment]) -> float:
    sizes = sorted(f.size for f in frags)
    return sizes[len(sizes) // 2] if sizes else 10.0


def _mid_y(frag: Fragment) -> float:
    return (frag.top + frag.bottom) / 2


def _within(frag: Fragment, box: Box, slack: float) -> bool:
    """True when the fragment's middle stands within the box's width (give or take ``slack``)."""
    mid_x = (frag.x0 + frag.x1) / 2
    return box[0] - slack <= mid_x <= box[2] + slack


def _body(frags: Sequence[Fragment], em: float) -> list[Fragment]:
    """The region's fragments but its edge lines (a page number or a running head at its
    foot or head, which may stand anywhere across the sheet)."""
    top, bottom = min(f.top for f in frags), max(f.bottom for f in frags)
    return [f for f in frags if f.top > top + EDGE_EM * em and f.bottom < bottom - EDGE_EM * em]


def ruled_bands(frags: Sequence[Fragment], ruled: Sequence[Box]) -> list[tuple[float, float]]:
    """The top and bottom of each ruled box holding text that spans the text's width: every
    fragment of the region but its edge lines stands within its width, so none stands
    beside it."""
    if not frags or not ruled:
        return []
    em = _median_size(frags)
    body = _body(frags, em)
    bands = [
        (box[1], box[3])
        for box in ruled
        if any(box[1] <= _mid_y(f) <= box[3] for f in frags)
        and all(_within(f, box, WIDTH_SLACK_EM * em) for f in body)
    ]
    merged: list[tuple[float, float]] = []
    for top, bottom in sorted(bands):
        if merged and top <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], bottom))
        else:
            merged.append((top, bottom))
    return merged


def split_at_ruled_bands(frags: Sequence[Fragment], ruled: Sequence[Box]) -> list[list[Fragment]]:
    """The page's fragments in bands read top to bottom: above the first ruled box, the box,
    between it and the next, …; one part when no ruled box is a band."""
    bands = ruled_bands(frags, ruled)
    return split_by_bands(frags, bands) if bands else [list(frags)]


def split_by_bands(
    frags: Sequence[Fragment], bands: Sequence[tuple[float, float]]
) -> list[list[Fragment]]:
    """The fragments in the slots the bands make, top to bottom: above band 0, band 0, between
    band 0 and 1, band 1, …, below the last (a fragment goes by its middle); empty slots left out."""
    parts: list[list[Fragment]] = [[] for _ in range(2 * len(bands) + 1)]
    for frag in frags:
        mid = _mid_y(frag)
        slot = 2 * len(bands)
        for i, (top, bottom) in enumerate(bands):
            if mid < top:
                slot = 2 * i
                break
            if mid <= bottom:
                slot = 2 * i + 1
                break
        parts[slot].append(frag)
    return [part for part in parts if part]


def unboxed_gutters(
    gutters: Sequence[tuple[float, float]], frags: Sequence[Fragment], ruled: Sequence[Box]
) -> list[tuple[float, float]]:
    """The ``gutters`` of a region that run through no ruled box holding some of its text
    while other text stands above or below the box: a cell border inside a box is a column
    of the box alone, no gutter of the region round it."""
    return [g for g in gutters if not any(_boxed(g, frags, box) for box in ruled)]


def _boxed(gutter: tuple[float, float], frags: Sequence[Fragment], box: Box) -> bool:
    middle = (gutter[0] + gutter[1]) / 2
    if not box[0] < middle < box[2]:
        return False
    inside = [box[1] <= _mid_y(f) <= box[3] for f in frags]
    return any(inside) and not all(inside)


def stacked_cell_borders(
    gutters: Sequence[tuple[float, float]], frags: Sequence[Fragment], ruled: Sequence[Box]
) -> bool:
    """True when one of ``gutters`` runs through two or more ruled boxes holding text of the
    region: the cell borders of boxes stacked down the page, lined up, and no gutter."""
    return any(sum(1 for box in ruled if _through(g, frags, box)) >= STACKED_BOXES for g in gutters)


def _through(gutter: tuple[float, float], frags: Sequence[Fragment], box: Box) -> bool:
    middle = (gutter[0] + gutter[1]) / 2
    return box[0] < middle < box[2] and any(box[1] <= _mid_y(f) <= box[3] for f in frags)
