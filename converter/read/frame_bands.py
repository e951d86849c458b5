"""A drawn frame as wide as its region, over columns it blocks, is a band of its own.

A 5e booklet floats a boxed stat block (a tinted frame, rules at its top and foot) across
both columns, at the top or the foot of a page (Typst's ``place(auto, float: true, scope:
"parent")``, a Homebrewery "wide" block), or sets a boxed note across the page under the
title. Its lines are centred or run the full width, so they cover the columns' gutter over
more than a fifth of the region's height (``regions._blocked_gutter`` allows that much) and
no column run starts under it (it may stand at the foot, under the columns): the region had
no cut, and every line of the left column ran on into the right one's beside it ("Wolf with
salt. Crouched round …", "The cottagers … A2. Tide Pool Grotto"), the right column's headings
lost in the middle of lines.

The frame is the page's own statement of where the block ends: when a drawn frame spans the
region's width (``FRAME_SPAN_EM`` of slack each side), holds some of its text and not all,
and no line crosses its top or bottom edge, the region is cut above and below it, provided
the text outside the frames, between them, has a gutter (``find_gutters``) that the
frame's lines cross: the frame stands across columns it blocks. One-column text round a
boxed note is left as it was read, and so is a table whose framed header row sets its
labels in the table's columns (they cross no gutter: the header stays with its rows).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from converter.read.lines import Box, Fragment, fragments_to_box

# Tunables (documented in docs/extraction.md).
FRAME_SPAN_EM = 1.5  # a frame reaching this near both sides of the region spans it
EDGE_SLACK_PT = 0.5  # a fragment reaching this far over a frame's edge crosses it

GutterFinder = Callable[[Sequence[Fragment]], list[tuple[float, float]]]


def _median_size(frags: Sequence[Fragment]) -> float:
    sizes = sorted(f.size for f in frags)
    return sizes[len(sizes) // 2] if sizes else 10.0


def _mid_y(frag: Fragment) -> float:
    return (frag.top + frag.bottom) / 2


def _holds(box: Box, frag: Fragment) -> bool:
    mid_x = (frag.x0 + frag.x1) / 2
    return box[0] <= mid_x <= box[2] and box[1] <= _mid_y(frag) <= box[3]


def _crosses_edge(frags: Sequence[Fragment], box: Box) -> bool:
    """True when a fragment stands across the frame's top or bottom edge."""
    return any(
        f.top < edge - EDGE_SLACK_PT and f.bottom > edge + EDGE_SLACK_PT
        for f in frags
        for edge in (box[1], box[3])
    )


def _spanning_frames(frags: Sequence[Fragment], frames: Sequence[Box]) -> list[Box]:
    """The frames across the region's width holding some of its text and not all, no line
    crossing their edges, outermost only, top to bottom."""
    x0, _, x1, _ = fragments_to_box(frags)
    slack = FRAME_SPAN_EM * _median_size(frags)
    found: list[Box] = []
    for box in frames:
        if box[0] > x0 + slack or box[2] < x1 - slack:
            continue
        held = sum(1 for f in frags if _holds(box, f))
        if 0 < held < len(frags) and not _crosses_edge(frags, box):
            found.append(box)
    outer = [b for b in found if not any(o != b and o[1] <= b[1] and b[3] <= o[3] for o in found)]
    return sorted(outer, key=lambda b: b[1])


def _between(
    frags: Sequence[Fragment], bands: Sequence[tuple[float, float]]
) -> list[list[Fragment]]:
    """The fragments outside the bands, in the runs the bands part them into."""
    runs: list[list[Fragment]] = [[] for _ in range(len(bands) + 1)]
    for f in frags:
        mid = _mid_y(f)
        if any(top <= mid <= bottom for top, bottom in bands):
            continue
        runs[sum(1 for _, bottom in bands if mid > bottom)].append(f)
    return [run for run in runs if run]


def frame_bands(
    frags: Sequence[Fragment], frames: Sequence[Box], find_gutters: GutterFinder
) -> list[tuple[float, float]]:
    """The y-ranges of the frames that span the region over columns they block, or []."""
    if len(frags) < 4 or not frames:
        return []
    bands: list[tuple[float, float]] = []
    for box in _spanning_frames(frags, frames):
        if bands and box[1] <= bands[-1][1]:
            continue  # overlapping frames: the first read stands for both
        bands.append((box[1], box[3]))
    if not bands:
        return []
    gutters = [g for run in _between(frags, bands) for g in find_gutters(run)]
    # a frame blocks the columns when its lines cross their gutter (a stat block's centred
    # lines); a framed header row of a table sets its labels in the columns, crossing none
    return [band for band in bands if _crossed(frags, band, gutters)]


def _crossed(
    frags: Sequence[Fragment], band: tuple[float, float], gutters: Sequence[tuple[float, float]]
) -> bool:
    """True when a fragment inside ``band`` stands across the middle of one of ``gutters``."""
    inside = [f for f in frags if band[0] <= _mid_y(f) <= band[1]]
    return any(f.x0 < (a + b) / 2 < f.x1 for f in inside for a, b in gutters)
