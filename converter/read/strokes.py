"""Frames drawn as four separate strokes: a card's or a table's box ruled side by side.

A layout program often draws a framed card as four straight lines (a table's ``BOX``: top,
bottom and both sides, each its own stroke) round a tinted body that leaves the title out.
No path is a rectangle, so the reader saw only the tint: the card's title stood outside its
frame and, cards side by side, was read across the row with its neighbours' lines. A frame
is the page's own statement of where a block ends however it is drawn: two horizontal
strokes of one extent whose ends are joined by vertical strokes close a rectangle. Only the
outermost such rectangle is kept (a rule under a title, or a table's ruled rows, part a
frame into cells that are no boxes of their own here).

A rectangle cut from top to bottom by a vertical rule inside it is a ruled table's grid, not
a box: its columns are read row by row across the rule (a label beside its text), as a
page's text is, and a box is one column of text. It is no frame.
"""

from __future__ import annotations

from collections.abc import Sequence

Segment = tuple[float, float, float, float]  # x0, top, x1, bottom

STRAIGHT_PT = 0.5  # a stroke this far from level or plumb is a horizontal or vertical one
CORNER_PT = 1.5  # stroke ends this close meet at a corner (line caps, the line's width)
MAX_STROKES = 400  # a page with more strokes is a drawing (a map's grid), not ruled boxes


def stroked_frames(segments: Sequence[Segment]) -> list[Segment]:
    """The outermost rectangles closed by ``segments`` (top-left coordinates): two
    horizontal strokes of one extent, and at each end a vertical stroke spanning both."""
    closed, plumb = _closed(segments)
    return [frame for frame in closed if not _column_rule(plumb, frame)]


HAIRLINE_PT = 1.5  # a filled rectangle this thin (or thinner) across its length is a rule


def hairlines(rects: Sequence[Segment]) -> list[Segment]:
    """The filled rectangles of ``rects`` that are rules, as strokes along their middles: a
    rectangle no thicker than ``HAIRLINE_PT`` and longer than thick. A browser (Skia, as
    Chromium prints a page) and many layout programs draw a table's cell borders, and the
    rules under headings, as thin filled rectangles rather than stroked lines; a grid drawn
    so is the same ruled table to the eye."""
    out: list[Segment] = []
    for x0, top, x1, bottom in rects:
        width, height = x1 - x0, bottom - top
        if height <= HAIRLINE_PT and width > height:
            middle = (top + bottom) / 2
            out.append((x0, middle, x1, middle))
        elif width <= HAIRLINE_PT and height > width:
            middle = (x0 + x1) / 2
            out.append((middle, top, middle, bottom))
    return out


def ruled_boxes(segments: Sequence[Segment]) -> list[Segment]:
    """The outermost rectangles ``segments`` close that a vertical rule parts from top to
    bottom (a ruled table, a box of cells side by side): no frames, but each one unit of the
    page's reading order (``converter.read.ruled_bands``)."""
    closed, plumb = _closed(segments)
    return [frame for frame in closed if _column_rule(plumb, frame)]


def _closed(segments: Sequence[Segment]) -> tuple[list[Segment], list[Segment]]:
    """The outermost rectangles ``segments`` close, sorted, and the vertical strokes."""
    if len(segments) > MAX_STROKES:
        return [], []
    level = sorted(_joined([s for s in segments if abs(s[3] - s[1]) <= STRAIGHT_PT], across=1))
    plumb = _joined([s for s in segments if abs(s[2] - s[0]) <= STRAIGHT_PT], across=0)
    frames: list[Segment] = []
    for i, first in enumerate(level):
        for second in level[i + 1 :]:
            if second[0] - first[0] > CORNER_PT:
                break  # sorted by x0: no later stroke starts where ``first`` does
            upper, lower = sorted((first, second), key=lambda s: s[1])
            if abs(lower[2] - upper[2]) > CORNER_PT or lower[1] - upper[1] <= CORNER_PT:
                continue
            frame = (upper[0], upper[1], upper[2], lower[1])
            if _side(plumb, frame[0], frame) and _side(plumb, frame[2], frame):
                frames.append(frame)
    kept: list[Segment] = []
    for frame in sorted(frames, key=lambda f: (f[0] - f[2]) * (f[3] - f[1])):  # largest first
        if not any(_contains(outer, frame) for outer in kept):
            kept.append(frame)
    return sorted(kept), plumb


def _joined(strokes: Sequence[Segment], across: int) -> list[Segment]:
    """Strokes of one direction, those on one line (``across``: 1 for level strokes, their
    ``top``; 0 for plumb ones, their ``x0``) that meet end to end joined into one: a grid
    drawn cell by cell rules the same lines as one drawn a line at a time. The strokes of a
    line are taken along it in order: two drawn on one line may differ in its position by a
    rounding error, and a stroke further along must not swallow one before it."""
    along = 1 - across  # the coordinate a stroke runs along: x for level strokes, y for plumb
    joined: list[list[float]] = []
    for line in _lines(strokes, across):
        first = len(joined)
        for stroke in sorted(line, key=lambda s: s[along]):
            last = joined[-1] if len(joined) > first else None
            if last is not None and stroke[along] <= last[along + 2] + CORNER_PT:
                last[along + 2] = max(last[along + 2], stroke[along + 2])
                last[across + 2] = max(last[across + 2], stroke[across + 2])
            else:
                joined.append(list(stroke))
    return [(s[0], s[1], s[2], s[3]) for s in joined]


def _lines(strokes: Sequence[Segment], across: int) -> list[list[Segment]]:
    """The strokes grouped by the line they lie on: positions ``across`` at most
    ``STRAIGHT_PT`` from the line's first stroke."""
    lines: list[list[Segment]] = []
    for stroke in sorted(strokes, key=lambda s: s[across]):
        if lines and stroke[across] - lines[-1][0][across] <= STRAIGHT_PT:
            lines[-1].append(stroke)
        else:
            lines.append([stroke])
    return lines


def _side(plumb: Sequence[Segment], x: float, frame: Segment) -> bool:
    """True when a vertical stroke at ``x`` runs from the frame's top to its bottom."""
    return any(abs(s[0] - x) <= CORNER_PT for s in _spanning(plumb, frame))


def _column_rule(plumb: Sequence[Segment], frame: Segment) -> bool:
    """True when a vertical stroke inside the frame, clear of its sides, runs from its top to
    its bottom."""
    return any(frame[0] + CORNER_PT < s[0] < frame[2] - CORNER_PT for s in _spanning(plumb, frame))


def _spanning(plumb: Sequence[Segment], frame: Segment) -> list[Segment]:
    """The vertical strokes running from the frame's top to its bottom."""
    return [s for s in plumb if s[1] <= frame[1] + CORNER_PT and s[3] >= frame[3] - CORNER_PT]


def _contains(outer: Segment, inner: Segment) -> bool:
    return (
        outer[0] <= inner[0] + CORNER_PT
        and outer[1] <= inner[1] + CORNER_PT
        and inner[2] <= outer[2] + CORNER_PT
        and inner[3] <= outer[3] + CORNER_PT
    )
