"""A rounded rectangle is a frame as a rectangle is.

Text boxes, mind-map nodes and cards are often drawn with rounded corners: four straight
sides joined by four short curves. pdfminer calls such a path a curve, not a rect, so the
frame that parts two boxes standing edge to edge was not seen. Both character engines
describe a subpath the same way here (its anchor points in order and the kind of segment
that ends at each), and ``rounded_rect`` gives the box it frames, or None for any other
shape: a circle has no straight sides, a wavy border has more than four curves, a shape
whose corners take up most of a side is a pill or a blob, not a frame.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

LINE, CURVE = "l", "c"  # the segment ending at an anchor: straight, or a Bézier curve
EDGE_TOLERANCE_PT = 0.5  # an anchor this close to the hull's edge lies on it
CORNER_SHARE = 0.35  # a corner's curve spans at most this share of the shorter side
CORNERS = 4

Point = tuple[float, float]


def rounded_rect(
    anchors: Sequence[Point], kinds: Sequence[str]
) -> tuple[float, float, float, float] | None:
    """The (x0, y0, x1, y1) hull of a closed subpath drawn as a rounded rectangle, or None.

    ``anchors`` are the subpath's points from its move to its last point (a closing segment
    back to the start included); ``kinds[i]`` is ``LINE`` or ``CURVE`` for the segment
    ending at ``anchors[i]`` (``kinds[0]``, the move, is not read)."""
    if len(anchors) < 2 * CORNERS or len(kinds) != len(anchors):
        return None
    if not _near(anchors[0], anchors[-1]):
        return None
    xs, ys = [p[0] for p in anchors], [p[1] for p in anchors]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    corner = CORNER_SHARE * min(x1 - x0, y1 - y0)
    if corner <= EDGE_TOLERANCE_PT:
        return None
    edges: set[str] = set()
    curves = 0
    for (ax, ay), (bx, by), kind in zip(anchors, anchors[1:], kinds[1:], strict=False):
        dx, dy = abs(bx - ax), abs(by - ay)
        if kind == CURVE:
            turns = dx > EDGE_TOLERANCE_PT and dy > EDGE_TOLERANCE_PT
            if not turns or dx > corner or dy > corner:
                return None
            curves += 1
        elif kind == LINE:
            side = _side(ax, ay, bx, by, (x0, y0, x1, y1))
            if side is None:
                return None
            if max(dx, dy) > EDGE_TOLERANCE_PT:
                edges.add(side)
        else:
            return None
    if curves != CORNERS or len(edges) != CORNERS:
        return None
    return x0, y0, x1, y1


def _near(a: Point, b: Point) -> bool:
    return abs(a[0] - b[0]) <= EDGE_TOLERANCE_PT and abs(a[1] - b[1]) <= EDGE_TOLERANCE_PT


def _side(
    ax: float, ay: float, bx: float, by: float, hull: tuple[float, float, float, float]
) -> str | None:
    """The hull edge a straight segment runs along ("left", "right", "low", "high"), or None
    when it runs along none (a diagonal, or a line inside the shape)."""
    x0, y0, x1, y1 = hull
    tol = EDGE_TOLERANCE_PT
    if abs(ax - bx) <= tol:
        if abs(ax - x0) <= tol:
            return "left"
        if abs(ax - x1) <= tol:
            return "right"
    if abs(ay - by) <= tol:
        if abs(ay - y0) <= tol:
            return "low"
        if abs(ay - y1) <= tol:
            return "high"
    return None


def plumber_rounded_rects(
    curves: Sequence[dict[str, object]],
) -> list[tuple[float, float, float, float]]:
    """The rounded rectangles among pdfplumber's curve objects, as (x0, top, x1, bottom):
    each subpath of a curve's ``path`` is tried on its own."""
    found: list[tuple[float, float, float, float]] = []
    for curve in curves:
        path = curve.get("path")
        if not isinstance(path, list):
            continue
        for anchors, kinds in _plumber_subpaths(path):
            rect = rounded_rect(anchors, kinds)
            if rect is not None:
                found.append(rect)
    return found


def _plumber_subpaths(path: Sequence[tuple[object, ...]]) -> list[tuple[list[Point], list[str]]]:
    """pdfplumber's path operations ("m", "l", "c", "h") cut into subpaths of anchors."""
    out: list[tuple[list[Point], list[str]]] = []
    anchors: list[Point] = []
    kinds: list[str] = []
    for op in path:
        name = op[0]
        if name == "m":
            if anchors:
                out.append((anchors, kinds))
            anchors, kinds = [_point(op[-1])], ["m"]
        elif name in (LINE, CURVE) and anchors:
            anchors.append(_point(op[-1]))
            kinds.append(str(name))
        elif name == "h" and anchors and not _near(anchors[0], anchors[-1]):
            anchors.append(anchors[0])
            kinds.append(LINE)
    if anchors:
        out.append((anchors, kinds))
    return out


def _point(value: object) -> Point:
    """A path point; anything else (no PDF gives one) is far off, so no shape takes it."""
    if isinstance(value, tuple) and len(value) == 2:
        return float(value[0]), float(value[1])
    return math.inf, math.inf
