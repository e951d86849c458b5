"""A ruled box with running text beside it is a float: read on its own, before that text.

A web-to-print module sets each monster's stat box (a label | value table, its cells ruled,
its caption over it) floated to one side of the area's paragraph, which wraps round it. A
print engine sets the float's first row on the paragraph's first baseline, and the rows below
fall now on a baseline of the prose beside them, now between two, so the reader's rows held a
cell and the prose beside it as one line ("Armor Class 11 grinding wheels. A crowd of …"):
the box was no stat block, its rows were read as creatures of the prose and the prose's words
as the box's values. A ruled box (``strokes.ruled_boxes``) narrower than the column it stands
in, with text of that column standing beside it on its rows, is the page's own statement that
its cells belong together and to nothing beside them: its fragments (and its caption, the
line just over it within its width) are cut out of the column segment and read as a segment
of their own, between the column's text above it and the text beside and below it. When the
XY-cut itself would part the float (a gutter down the rule between its label and value cells
running the region's height, a column run cut under a caption set on the prose's first line),
the region is cut round the float instead. A ruled table as wide as its column has no text
beside it and is left to the column (and to ``ruled_bands``); a page of framed boxes is
``frames``'.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise

from converter.read.float_columns import Gutter, column_gutter
from converter.read.lines import Box, Fragment

FLOAT_SHARE = 0.7  # a float is narrower than this share of the text beside and around it
CAPTION_EM = 2.0  # a caption's line stands within this much (em) over the box's top rule
SLACK_EM = 1.0  # text this far outside a box's sides still stands within its width
MIN_BESIDE = 2  # fragments standing beside the box on its rows: running text, no stray label
ROW_GAP_EM = 3.0  # a table's rows follow one another down the box, no further apart than this
FOOT_GAP_EM = 3.0  # a page's foot line stands this far (em) under the text over it, or more


def _median_size(frags: Sequence[Fragment]) -> float:
    sizes = sorted(f.size for f in frags)
    return sizes[len(sizes) // 2] if sizes else 10.0


def _mid_y(frag: Fragment) -> float:
    return (frag.top + frag.bottom) / 2


def _inside(frag: Fragment, box: Box) -> bool:
    mid_x = (frag.x0 + frag.x1) / 2
    return box[0] <= mid_x <= box[2] and box[1] <= _mid_y(frag) <= box[3]


def _filled(inside: Sequence[Fragment], box: Box, reach: float) -> bool:
    """True when the box's text runs down it row after row, from its top to its foot, no
    gap between rows (nor at either end) wider than ``reach``: a table's cells; a map or a
    figure in a ruled frame holds labels standing far apart, and is no float of text."""
    spans = sorted((f.top, f.bottom) for f in inside)
    if spans[0][0] - box[1] > reach:
        return False
    low = spans[0][1]
    for top, bottom in spans[1:]:
        if top - low > reach:
            return False
        low = max(low, bottom)
    return box[3] - low <= reach


def _float_parts(
    frags: Sequence[Fragment], box: Box
) -> tuple[list[Fragment], list[Fragment]] | None:
    """The box's fragments (its caption first) and the rest, when ``box`` floats beside
    running text of ``frags``; None when it is no float here."""
    inside = [f for f in frags if _inside(f, box)]
    if not inside or len(inside) == len(frags):
        return None
    em = _median_size(frags)
    if not _filled(inside, box, ROW_GAP_EM * em):
        return None
    rest = [f for f in frags if not _inside(f, box)]
    left = min(f.x0 for f in frags)
    right = max(f.x1 for f in frags)
    if box[2] - box[0] > FLOAT_SHARE * (right - left):
        return None
    slack = SLACK_EM * em
    over = [
        f
        for f in rest
        if box[1] - CAPTION_EM * em <= _mid_y(f) < box[1]
        and f.x0 >= box[0] - slack
        and f.x1 <= box[2] + slack
    ]
    if over:  # the caption: the nearest line over the box within its width
        low = max(f.top for f in over)
        over = [f for f in over if f.top >= low - 0.5 * em]
    taken = {id(f) for f in over}
    # the text beside the float, its caption's rows too: a float set at the foot of the
    # paragraph it floats in has its caption beside the paragraph's last lines, its box
    # beside the last one alone and the space the paragraph left under it
    head = min([box[1], *(f.top for f in over)])
    beside = [
        f
        for f in rest
        if id(f) not in taken
        and head <= _mid_y(f) <= box[3]
        and (f.x0 >= box[2] - 1.0 or f.x1 <= box[0] + 1.0)
    ]
    if len(beside) < MIN_BESIDE:
        return None
    return [*over, *inside], [f for f in rest if id(f) not in taken]


def _gutter_beside(
    frags: Sequence[Fragment], box: Box, ruled: Sequence[Box]
) -> tuple[list[Fragment], list[Fragment], Gutter | None] | None:
    """The float ``box``'s fragments (its caption first), the rest, and the column gutter
    beside it when the text beside it is another column's (``float_columns``); None when
    ``box`` stands beside no text of ``frags``. ``ruled`` are the page's ruled boxes."""
    parts = _float_parts(frags, box)
    if parts is None:
        return None
    floated, rest = parts
    top = min(f.top for f in floated)
    others = [b for b in ruled if b != box]
    return floated, rest, column_gutter(rest, box, top, others, _median_size(frags))


def _cut_round(
    frags: Sequence[Fragment], box: Box, ruled: Sequence[Box]
) -> tuple[list[Fragment], list[Fragment], list[Fragment]] | None:
    """The text above the float ``box``, the float (its caption first), and the text beside
    and below it; None when ``box`` floats in no running text of ``frags`` (the text beside
    it is another column's: ``float_columns``)."""
    found = _gutter_beside(frags, box, ruled)
    if found is None or found[2] is not None:
        return None
    floated, rest, _ = found
    top = min(f.top for f in floated)
    above = [f for f in rest if _mid_y(f) < top]
    return above, floated, [f for f in rest if _mid_y(f) >= top]


def _cut_columns(
    frags: Sequence[Fragment], box: Box, ruled: Sequence[Box]
) -> list[list[Fragment]] | None:
    """When ``box`` stands in a column of a page of columns that no cut has parted (the
    region read as one), the region cut at that column's gutter over the run it keeps clear:
    the text over the run, the column left of the gutter, the column right of it, the text
    under the run. None when the text beside ``box`` is no column (or none stands there)."""
    found = _gutter_beside(frags, box, ruled)
    if found is None or found[2] is None:
        return None
    middle, head, foot = found[2]
    band = [f for f in frags if head <= _mid_y(f) <= foot]
    taken = {id(f) for f in band}
    return [
        [f for f in frags if _mid_y(f) < head],
        [f for f in band if (f.x0 + f.x1) / 2 < middle],
        [f for f in band if (f.x0 + f.x1) / 2 >= middle],
        [f for f in frags if id(f) not in taken and _mid_y(f) > foot],
    ]


def split_ruled_floats(
    frags: Sequence[Fragment], ruled: Sequence[Box], page: Sequence[Box] = ()
) -> list[list[Fragment]]:
    """A column segment's fragments with each floated ruled box cut out as a segment of its
    own: the text above the float, the float, then the text beside and below it (more floats
    in that text cut out in turn); one part when no ruled box floats in it. ``page`` are all
    the page's ruled boxes (``ruled`` when not given), ``ruled`` those still to cut out."""
    page = page or ruled
    for box in sorted(ruled, key=lambda b: (b[1], b[0])):
        columns = _cut_columns(frags, box, page)
        if columns is not None:  # a box in a column: the region cut at the column's gutter
            rest = [b for b in ruled if b != box]
            return [seg for part in columns if part for seg in split_ruled_floats(part, rest, page)]
        found = _cut_round(frags, box, page)
        if found is None:
            continue
        above, floated, after = found
        others = [b for b in ruled if b != box]
        tail = split_ruled_floats(after, others, page) if after else []
        return [part for part in (above, floated) if part] + tail
    return [list(frags)]


def _beside(frags: Sequence[Fragment], box: Box) -> list[Fragment]:
    """The fragments standing beside ``box`` on its rows, left or right of it."""
    return [
        f
        for f in frags
        if not _inside(f, box)
        and box[1] <= _mid_y(f) <= box[3]
        and (f.x0 >= box[2] - 1.0 or f.x1 <= box[0] + 1.0)
    ]


def _floats(frags: Sequence[Fragment], ruled: Sequence[Box]) -> list[list[Fragment]]:
    """Each float of ``frags``: its caption and its cells."""
    found = (_float_parts(frags, box) for box in ruled)
    return [parts[0] for parts in found if parts is not None]


def _on_rows(frag: Fragment, others: Sequence[Fragment]) -> bool:
    return any(
        o.top < _mid_y(frag) < o.bottom or frag.top < _mid_y(o) < frag.bottom for o in others
    )


def _captioned(frags: Sequence[Fragment], box: Box, em: float) -> list[Fragment]:
    """The fragments of ``frags`` inside ``box`` and, when there are any, those of the line
    over it within its width (its caption's place); [] for a box holding none of them."""
    slack = SLACK_EM * em
    return (
        [
            f
            for f in frags
            if box[1] - CAPTION_EM * em <= _mid_y(f) <= box[3]
            and f.x0 >= box[0] - slack
            and f.x1 <= box[2] + slack
        ]
        if any(_inside(f, box) for f in frags)
        else []
    )


def _parted_from_its_text(
    frags: Sequence[Fragment],
    parts: Sequence[Sequence[Fragment]],
    box: Box,
    ruled: Sequence[Box],
) -> bool:
    """True when the cut puts the text a float's paragraph wraps round it in another part
    than the float, and the two parts are one column's: every line of that part stands on
    the rows of a float of the region, and every line of the float's part that is no float
    (the areas' headings, clearing the floats) stands on rows where that part has none (the
    floats of several areas one under another down one side, each area's short paragraph
    beside its own). Two columns hold text side by side on the same rows, and are left to
    the cut; so is a column of floats with no heading between them (``_clearing``), beside a
    column of prose or of floats: nothing there clears a float, so no paragraph wraps one."""
    inside = {id(f) for f in frags if _inside(f, box)}
    beside = {id(f) for f in _beside(frags, box)}
    floats = _floats(frags, ruled)
    em = _median_size(frags)
    # a box broken at the page's foot (its rows go on overleaf) may have one line beside it,
    # too few to be told a float: its rows and caption count as a float's all the same (only
    # a box no float holds yet: a box counted twice is two floats stacked with nothing between)
    held = {id(f) for float_ in floats for f in float_}
    floats += [
        boxed
        for b in ruled
        if (boxed := _captioned(frags, b, em)) and not any(id(f) in held for f in boxed)
    ]
    floated = {id(f) for float_ in floats for f in float_}
    rows = [(min(f.top for f in float_), max(f.bottom for f in float_)) for float_ in floats]
    own = next((part for part in parts if {id(f) for f in part} & inside), None)
    for part in parts:
        ids = {id(f) for f in part}
        if own is None or ids & inside or not ids & beside:
            continue
        wrapped = all(
            any(top - em <= _mid_y(f) <= bottom + em for top, bottom in rows)
            for f in _above_page_foot(part, own, em)
        )
        clearing = _clearing(own, floated, floats)
        if clearing is None:
            return False  # floats one on another down the part: a column of its own
        return wrapped and not any(_on_rows(f, part) for f in clearing)
    return False


def _above_page_foot(
    part: Sequence[Fragment], own: Sequence[Fragment], em: float
) -> list[Fragment]:
    """``part`` without its page foot: one line (a page number, a running foot) under every
    line of the float's part ``own`` and more than ``FOOT_GAP_EM`` under the part's text over
    it. Such a line is set at the page's foot, not wrapped round a float, and no column: a
    column's text runs on without a gap."""
    bottom = max((f.bottom for f in own), default=0.0)
    foot = [f for f in part if f.top > bottom]
    text = [f for f in part if f.top <= bottom]
    if not foot or not text:
        return list(part)
    one_line = max(f.bottom for f in foot) - min(f.top for f in foot) <= 1.5 * em
    clear = min(f.top for f in foot) - max(f.bottom for f in text) > FOOT_GAP_EM * em
    return text if one_line and clear else list(part)


def _clearing(
    own: Sequence[Fragment], floated: set[int], floats: Sequence[Sequence[Fragment]]
) -> list[Fragment] | None:
    """The lines of the float's part that are no float's: the headings that clear the floats.
    Where the part holds two floats or more, some must stand between them (from the first
    one's top to the last one's foot), else None: a column of floats one under another with
    nothing between them (an area template's ruled field tables, their headings their
    captions) is a column of its own, whatever stands beside it. One float, or floats side by
    side on the same rows (a row of boxes), has no between: its part's other lines are all
    read."""
    ids = {id(f) for f in own}
    mine = [fl for fl in floats if any(id(f) in ids for f in fl)]
    free = [f for f in own if id(f) not in floated]
    spans = sorted((min(f.top for f in fl), max(f.bottom for f in fl)) for fl in mine)
    if not any(low[0] >= high[1] for high, low in pairwise(spans)):
        return free  # one float, or floats side by side on the same rows: nothing between
    top = min(f.top for fl in mine for f in fl)
    foot = max(f.bottom for fl in mine for f in fl)
    between = [f for f in free if top <= _mid_y(f) <= foot]
    return free if between else None


def cut_round_float(
    frags: Sequence[Fragment],
    parts: Sequence[Sequence[Fragment]],
    ruled: Sequence[Box],
    cut: Callable[[list[Fragment]], list[list[Fragment]]],
) -> list[list[Fragment]]:
    """When a cut of the XY-cut (``parts``) parts a floated box from its own caption or its
    cells from one another (a gutter down the rule between its label and value cells, a
    column run cut under the caption standing on the prose's first line), or parts it from
    the paragraph wrapped round it (``_parted_from_its_text``), the region's segments cut
    round that float instead: the text above it (cut by ``cut``), the float whole, the text
    beside and below it (cut by ``cut``). A box as wide as its column, or one that a column
    gutter leaves whole, is not parted and is left to the cut (and, inside its column, to
    ``split_ruled_floats``). [] when no float is parted."""
    for box in sorted(ruled, key=lambda b: (b[1], b[0])):
        found = _cut_round(frags, box, ruled)
        if found is None:
            continue
        above, floated, after = found
        ids = {id(f) for f in floated}
        parted = sum(1 for part in parts if any(id(f) in ids for f in part)) > 1
        if parted or _parted_from_its_text(frags, parts, box, ruled):
            # the paragraph beside the float, then what stands under the float's foot (the
            # next area's heading clearing it, and the floats and paragraphs under that)
            beside = [f for f in after if _mid_y(f) <= box[3]]
            under = [f for f in after if _mid_y(f) > box[3]]
            return [
                *(cut(above) if above else []),
                floated,
                *(cut(beside) if beside else []),
                *(cut(under) if under else []),
            ]
    return []
