"""Text beside a ruled box that is another column's, not a paragraph wrapped round the box.

A float (``ruled_floats``) shortens the lines of the paragraph it stands in: above and under
it that paragraph runs at its column's full width, across the box's place, and the lines
beside it start where the box's margin ends, a left edge no line off the box's rows keeps. A
box set in one column of a page of columns (a rumour table in a two-column booklet, the
"what's here | what happens" boxes of a sheet imposed two pages to a side) has the other
column's text beside it: the gutter between the box and that text runs on past the box at
the same x, no line crossing it, and on each side of it the lines keep their column's left
edge. So the text beside a box is a column's when, past one end of the box, both columns
stand side by side (a line at the box's left edge, one at the left edge of the text beside
it) and, past the other end, the box's own column goes on at its edge, all before any line
crosses the gutter. Lines beside another ruled box (on its rows, its caption's line over
it, its margin under it) say nothing: under a stack of floats of one width the next float's
shortened lines share this one's inner edge; that box's own cells and caption, under the box
in its column, are the column going on.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.lines import Box, Fragment

ROW_EM = 0.4  # fragments whose middles stand this close (em) share a row
EDGE_EM = 0.5  # a line starting this close (em) to an edge keeps that edge
CAPTION_EM = 2.0  # a box's caption stands within this much (em) over its top rule
MARGIN_EM = 1.5  # a float's margin shortens lines this far (em) under its bottom rule


def _mid_y(frag: Fragment) -> float:
    return (frag.top + frag.bottom) / 2


def _rows(frags: Sequence[Fragment], em: float) -> list[list[Fragment]]:
    """``frags`` grouped into rows, top to bottom."""
    rows: list[list[Fragment]] = []
    for frag in sorted(frags, key=_mid_y):
        if rows and _mid_y(frag) - _mid_y(rows[-1][-1]) <= ROW_EM * em:
            rows[-1].append(frag)
        else:
            rows.append([frag])
    return rows


def _clear_run(rows: Sequence[list[Fragment]], middle: float) -> list[Fragment]:
    """The fragments of ``rows`` (nearest the box first) up to the first row that runs
    across the gutter's ``middle``."""
    run: list[Fragment] = []
    for row in rows:
        if any(f.x0 < middle < f.x1 for f in row):
            break
        run.extend(row)
    return run


def _off_other_boxes(
    frags: Sequence[Fragment], others: Sequence[Box], em: float, cells: bool
) -> list[Fragment]:
    """``frags`` but those on another ruled box's rows, its caption's line and its margin:
    all of them, or (``cells``) those beside the box, its cells and caption kept (a box
    under the box goes on with its column)."""

    def on_rows(frag: Fragment, box: Box) -> bool:
        if not box[1] - CAPTION_EM * em <= _mid_y(frag) <= box[3] + MARGIN_EM * em:
            return False
        return not (cells and box[0] <= (frag.x0 + frag.x1) / 2 <= box[2])

    return [f for f in frags if not any(on_rows(f, box) for box in others)]


def _at_edge(frags: Sequence[Fragment], edge: float, em: float) -> bool:
    return any(abs(f.x0 - edge) <= EDGE_EM * em for f in frags)


def _columns_past(
    run: Sequence[Fragment], others: Sequence[Box], gutter: tuple[float, float, float], em: float
) -> tuple[bool, bool]:
    """Whether ``run`` holds a line of the box's own column at the box's left edge, and one
    of the other column at the left edge of the text beside the box; ``gutter`` is the
    gutter's x, the box's left edge and the beside text's."""
    middle, own_edge, other_edge = gutter
    own_left = own_edge < middle
    own = [f for f in _off_other_boxes(run, others, em, True) if (f.x1 <= middle) == own_left]
    other = [f for f in _off_other_boxes(run, others, em, False) if (f.x0 >= middle) == own_left]
    return _at_edge(own, own_edge, em), _at_edge(other, other_edge, em)


Gutter = tuple[float, float, float]  # a column gutter's x, and the top and foot of its run


def column_gutter(
    rest: Sequence[Fragment],
    box: Box,
    top: float,
    others: Sequence[Box],
    em: float,
) -> Gutter | None:
    """The gutter parting ``box``'s column from the text of ``rest`` beside it, when that text
    is another column's (see the module's doc): its x and how far it runs clear above and
    under the box (``top`` the top of its caption); None when the text beside is no column.
    ``others`` are the page's other ruled boxes."""
    rows = [f for f in rest if box[1] <= _mid_y(f) <= box[3]]
    above = _rows([f for f in rest if _mid_y(f) < top], em)[::-1]
    below = _rows([f for f in rest if _mid_y(f) > box[3] + MARGIN_EM * em], em)
    for beside in (
        [f for f in rows if f.x0 >= box[2] - 1.0],  # the text right of the box
        [f for f in rows if f.x1 <= box[0] + 1.0],  # the text left of it
    ):
        if not beside:
            continue
        edge = min(f.x0 for f in beside)
        if edge >= box[2] - 1.0:
            middle = (box[2] + edge) / 2
        else:
            middle = (max(f.x1 for f in beside) + box[0]) / 2
        runs = [_clear_run(part, middle) for part in (above, below)]
        ends = [_columns_past(run, others, (middle, box[0], edge), em) for run in runs]
        if any(all(ends[k]) and ends[1 - k][0] for k in (0, 1)):
            head = min((f.top for f in runs[0]), default=top)
            foot = max((f.bottom for f in runs[1]), default=box[3])
            return middle, head, foot
    return None
