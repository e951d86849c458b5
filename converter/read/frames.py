"""A page of framed text boxes: each drawn frame is read as a region of its own.

One-page dungeons and card-like layouts set every block (a room, a table, a note) in a frame
of its own and scatter the frames round a map. Frames standing side by side a few points
apart leave no gutter ``regions`` can cut at (the text of each runs up to its frame), so two
boxes were read as one column and each line ran on into the box beside it ("⑤ Music Room
Smells of ② Guard Post …"). The frame is the page's own statement of where a box ends: when
most of a page's text sits in several frames that do not overlap, the fragments of each frame
are cut into segments apart from the rest. The page's reading order is kept: the frames (and
the text outside them) come in the order their first fragment is read without the frames,
and those first read in one segment top to bottom (a "Monster Cards" title over a column of
cards is read before them, not after the last, where it no longer ended the area before).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from converter.read.lines import Box, Fragment

MIN_TEXT_FRAMES = 4  # fewer framed boxes are sidebars or boxed read-aloud in running text
FRAMED_SHARE = 0.8  # this share of the page's glyphs inside frames: a page of text boxes
FRAME_OVERLAP_PT = 1.0  # frames overlapping by more than this are no separate boxes

Segmenter = Callable[[Sequence[Fragment]], list[list[Fragment]]]


def _inside(frag: Fragment, box: Box) -> bool:
    mid_x, mid_y = (frag.x0 + frag.x1) / 2, (frag.top + frag.bottom) / 2
    return box[0] <= mid_x <= box[2] and box[1] <= mid_y <= box[3]


def _contains(outer: Box, inner: Box) -> bool:
    return (
        outer != inner
        and outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


def _overlap(a: Box, b: Box, frags: Sequence[Fragment] = ()) -> bool:
    """True when frames ``a`` and ``b`` overlap by more than ``FRAME_OVERLAP_PT`` both ways
    and a text's middle stands in the overlap. Frames set edge to edge a little too close
    (mind-map nodes, cards, each drawn over the last) overlap in a strip along their edges:
    each text still lies in one frame only, so they are still separate boxes, also when a
    node's line runs on into the strip (its text set wider than the part of its frame the
    next one leaves clear). A fragment belongs to the frame holding its middle
    (``_inside``), so only a middle in the shared strip leaves its frame in doubt."""
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    if width <= FRAME_OVERLAP_PT or height <= FRAME_OVERLAP_PT:
        return False
    shared = (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))
    return any(_inside(frag, shared) for frag in frags)


def _framed_groups(
    frags: Sequence[Fragment], boxes: Sequence[Box]
) -> tuple[dict[int, list[Fragment]], list[Box], list[Fragment]] | None:
    """The fragments of each outermost frame holding text (by frame), those frames, and the
    fragments outside any frame; None when the page is no page of text boxes."""
    outermost = [b for b in boxes if not any(_contains(o, b) for o in boxes)]
    groups: dict[int, list[Fragment]] = {}
    outside: list[Fragment] = []
    for frag in frags:
        home = next((i for i, b in enumerate(outermost) if _inside(frag, b)), None)
        if home is None:
            outside.append(frag)
        else:
            groups.setdefault(home, []).append(frag)
    framed = [outermost[i] for i in groups]
    if len(framed) < MIN_TEXT_FRAMES:
        return None
    if any(_overlap(a, b, frags) for i, a in enumerate(framed) for b in framed[i + 1 :]):
        return None
    inside = sum(len(f.glyphs) for group in groups.values() for f in group)
    if inside < FRAMED_SHARE * sum(len(f.glyphs) for f in frags):
        return None
    return groups, framed, outside


def _between(frame: Box, above: Fragment, below: Fragment) -> bool:
    """True when ``frame`` stands between two fragments read one after the other: below the
    first, above the second, and across the columns the two stand in."""
    left, right = min(above.x0, below.x0), max(above.x1, below.x1)
    return (
        above.bottom <= frame[1] + FRAME_OVERLAP_PT
        and frame[3] <= below.top + FRAME_OVERLAP_PT
        and frame[0] < right
        and left < frame[2]
    )


def _outside_pieces(
    outside: Sequence[Fragment], framed: Sequence[Box], plain: Sequence[Sequence[Fragment]]
) -> list[list[Fragment]]:
    """The text outside the frames in runs, each read in its own place: the outside
    fragments of each plain segment in their reading order, cut wherever a frame stands
    between two of them (a heading over a framed table, the next heading under it)."""
    out = {id(f) for f in outside}
    read = {id(f) for seg in plain for f in seg}
    left = [f for f in outside if id(f) not in read]  # none unless the segmenter drops some
    pieces: list[list[Fragment]] = [left] if left else []
    for seg in plain:
        run: list[Fragment] = []
        for frag in (f for f in seg if id(f) in out):
            if run and any(_between(box, run[-1], frag) for box in framed):
                pieces.append(run)
                run = []
            run.append(frag)
        if run:
            pieces.append(run)
    return pieces


def framed_segments(
    frags: Sequence[Fragment], boxes: Sequence[Box], segment: Segmenter
) -> list[list[Fragment]]:
    """``segment(frags)``, or on a page of framed text boxes each frame's segments apart."""
    plain = segment(frags)
    found = _framed_groups(frags, boxes) if boxes else None
    if found is None:
        return plain
    framed_groups, framed, outside = found
    groups = [*framed_groups.values(), *_outside_pieces(outside, framed, plain)]
    order = {id(f): rank for rank, seg in enumerate(plain) for f in seg}
    # where a group's text is first read: its segment without the frames, then (frames and
    # the text outside them in one segment: a title over a column of cards) how high it stands
    groups.sort(key=lambda group: min((order.get(id(f), len(plain)), f.top, f.x0) for f in group))
    return [seg for group in groups for seg in segment(group)]
