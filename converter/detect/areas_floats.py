"""Boxes the text flows around (floats) are notes beside the text, set where there was room.

A web page's infobox, a word processor's box "wrapped square", a sidebar floated into a
column: a narrow box in smaller type beside a column of text, whose lines stop short of it,
while the lines right above or under it run across its width (the text wraps around it). The
reader takes the box for a column of its own and reads it after the text beside it, often in
the middle of a sentence, or after the heading of a later entry. Where the layout puts a float
is where it had room: a box taller than its entry pushes the next one down, so a float stands
beside an entry that is not its own, and its place says nothing of which area it belongs to.

So each paragraph of a float is read right after the entry of the text it starts beside (as a
margin's notes are, ``areas_margins``), which keeps the text's sentences whole, and a stat box
there puts no creature in that area on its own: only the text's mentions do
(``Context.floats``, ``areas.statblocks_inside``'s skipped lines).

A float is a paragraph (column segment and block) of a column segment narrower than
``MARGIN_SHARE`` of the page's widest one, beside text at its height (lines at its height
stand clear of its x-range, and some do); paragraphs stacked under one another with no line
crossing between them are judged as one box, set smaller (``SMALLER_PT``) than the page's
text and than the text beside it, with the nearest line above it and the nearest under it
that cross its x-range (one of them at least) also crossing the text beside it (opening at
its edge, or indented within it as a list item is). Two columns
of running text never qualify: the line under a box in a second column is that column's, no
line across both; nor do a table's columns, set as small as the text beside them.
"""

from __future__ import annotations

from collections.abc import Sequence
from statistics import median

from converter.models import TextLine

MARGIN_SHARE = 0.5  # a float is at most this share of the page's widest segment
SMALLER_PT = 0.5  # ... and set at least this much smaller than the text around it
MIN_BESIDE = 2  # lines of text beside it at least
EDGE_PT = 2.0  # lines whose left edges are this close open at one edge
MARK_CHARS = 4  # a note mark raised off a line is at most this many characters ("[12]")


def _x_range(lines: Sequence[TextLine]) -> tuple[float, float]:
    return min(line.bbox.x0 for line in lines), max(line.bbox.x1 for line in lines)


def _y_range(lines: Sequence[TextLine]) -> tuple[float, float]:
    return min(line.bbox.top for line in lines), max(line.bbox.bottom for line in lines)


def _overlaps(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def _narrow(page: Sequence[TextLine]) -> set[int]:
    """The column segments narrow enough to be floats."""
    segments: dict[int, list[TextLine]] = {}
    for line in page:
        segments.setdefault(line.column, []).append(line)
    widths = {c: _x_range(lines)[1] - _x_range(lines)[0] for c, lines in segments.items()}
    widest = max(widths.values())
    return {c for c in segments if widths[c] <= MARGIN_SHARE * widest}


def _clear_beside(box: Sequence[TextLine], text: Sequence[TextLine]) -> bool:
    """True when all the text at the height of ``box`` stands clear of its x-range. A box
    level with no text (a caption in the gap between two of the text's paragraphs) is clear:
    whether text wraps around it is judged on its stack (``_wrapped_around``)."""
    xs, ys = _x_range(box), _y_range(box)
    beside = [line for line in text if _overlaps(_y_range([line]), ys)]
    return not any(_overlaps(_x_range([line]), xs) for line in beside)


def _stacks(boxes: list[list[TextLine]], others: Sequence[TextLine]) -> list[list[TextLine]]:
    """The boxes (in order down the page) joined into stacks: a box under another, x-ranges in
    common, with no other line crossing between them."""
    stacks: list[list[TextLine]] = []
    for box in sorted(boxes, key=lambda b: _y_range(b)[0]):
        if stacks and _overlaps(_x_range(stacks[-1]), _x_range(box)):
            low, high = _y_range(stacks[-1])[1], _y_range(box)[0]
            xs = _x_range(stacks[-1])
            if not any(
                low <= ln.bbox.top and ln.bbox.bottom <= high and _overlaps(_x_range([ln]), xs)
                for ln in others
            ):
                stacks[-1] = [*stacks[-1], *box]
                continue
        stacks.append(list(box))
    return stacks


def _wrapped_around(stack: Sequence[TextLine], others: Sequence[TextLine], size: float) -> bool:
    """True when ``stack`` stands beside one column of running text that wraps around it:
    the lines beside it (clear of its x-range) share one left edge, there are
    ``MIN_BESIDE`` of them at least, set larger than the stack (which is smaller than the
    page's text too), and the nearest line over it and the nearest under it that cross its
    x-range (one of them at least) open inside that text, at its edge or indented (a list
    item): the same text, run across."""
    xs, ys = _x_range(stack), _y_range(stack)
    level = [ln for ln in others if _overlaps(_y_range([ln]), ys)]
    own = median(line.size for line in stack)
    if not level:
        return False  # nothing level with it: no text to wrap around it
    if own > size - SMALLER_PT or own > median(ln.size for ln in level) - SMALLER_PT:
        return False  # a table's columns, or text in the text's own type
    beside = _without_note_marks([ln for ln in level if not _overlaps(_x_range([ln]), xs)])
    if len(beside) < MIN_BESIDE:
        return False
    edge = min(ln.bbox.x0 for ln in beside)
    if (
        any(ln.bbox.x0 > edge + EDGE_PT for ln in beside)
        or own > median(ln.size for ln in beside) - SMALLER_PT
    ):
        return False  # a table's cells, a page of columns: no one column of text beside it
    crossing = [ln for ln in others if _overlaps(_x_range([ln]), xs)]
    above = [ln for ln in crossing if ln.bbox.bottom <= ys[0]]
    under = [ln for ln in crossing if ln.bbox.top >= ys[1]]
    sides = [_nearest(above, True), _nearest(under, False)]
    if not any(sides):
        return _spans_its_text(ys, others, edge)
    # a line of the text opens at its edge, or indented within it (a list item, "1. The …")
    right = max(ln.bbox.x1 for ln in beside)
    return any(sides) and all(
        any(edge - EDGE_PT <= ln.bbox.x0 < right for ln in side) for side in sides if side
    )


def _without_note_marks(beside: Sequence[TextLine]) -> list[TextLine]:
    """The lines beside a box but the note marks raised off them ("[2]", "*", "3"): a few
    characters set smaller than the text, which the reader may keep as a line of their own
    where the mark stands, mid-line; they open at no edge of the text."""
    if not beside:
        return []
    body = median(ln.size for ln in beside)
    return [ln for ln in beside if len(ln.text.strip()) > MARK_CHARS or ln.size > body - SMALLER_PT]


def _spans_its_text(ys: tuple[float, float], others: Sequence[TextLine], edge: float) -> bool:
    """True when no line of the text beside a stack (opening at its ``edge``) stands wholly
    over or under the stack: the stack opens the page level with the text's first line and
    runs on past its last one (floats a page break pushed over, stacked down the margin),
    so no line could run across it. A column of text going on over or under it at the same
    width is a column beside a column, no text wrapped round a box."""
    column = [ln for ln in others if abs(ln.bbox.x0 - edge) <= EDGE_PT]
    return not any(ln.bbox.bottom <= ys[0] or ln.bbox.top >= ys[1] for ln in column)


def _nearest(lines: Sequence[TextLine], above: bool) -> list[TextLine]:
    """The lines nearest the box among ``lines`` (all over it, or all under it): the nearest
    one and those level with it (a footnote mark raised off its line is read apart)."""
    if not lines:
        return []
    if above:
        first = max(lines, key=lambda ln: ln.bbox.bottom)
        return [ln for ln in lines if ln.bbox.bottom > first.bbox.top]
    first = min(lines, key=lambda ln: ln.bbox.top)
    return [ln for ln in lines if ln.bbox.top < first.bbox.bottom]


def page_floats(page: Sequence[TextLine]) -> frozenset[tuple[int, int]]:
    """The (column, block) paragraphs of one page's lines that are floats (see the module)."""
    if len(page) < 2:
        return frozenset()
    narrow = _narrow(page)
    text = [line for line in page if line.column not in narrow]
    paragraphs: dict[tuple[int, int], list[TextLine]] = {}
    for line in page:
        if line.column in narrow:
            paragraphs.setdefault((line.column, line.block), []).append(line)
    boxes = [box for box in paragraphs.values() if _clear_beside(box, text)]
    # the page's text is its wide segments': boxes stacked down the margin may hold more
    # lines than the text beside them, and must not set the size they are judged against
    size = median(line.size for line in text or page)
    out: set[tuple[int, int]] = set()
    for stack in _stacks(boxes, page):
        members = {id(line) for line in stack}
        others = [line for line in page if id(line) not in members]
        if _wrapped_around(stack, others, size):
            out.update((line.column, line.block) for line in stack)
    return frozenset(out)
