"""A heading set across a column pair between two runs of columns: read between the runs.

CSS ``column-span: all`` (and a word processor's section break) sets a chapter heading across
the columns in the middle of a page: the columns above it (a roll table's two halves, the
end of the previous chapter) are balanced and end, the heading stands alone, and the columns
under it begin together. A short heading ("Locations") does not reach the gutter, so the
gutter shows clear from the page's top to its foot, the region is cut there, and the heading
becomes a line in the middle of the left column: the right column's lines above it were
read after the whole left column, into its last area ("4 2d4 cultists fighting over a
sledge" after the last room of the left column).

A column's own heading does not look so: the column beside it runs on at its height. A
spanning heading (``spanning_heading_bands``) is a row set larger than the region's body
(``HEADING_SCALE``), a line of its own set apart (``APART_EM``), with every other column blank beside it, from where the heading's column
ends above it down to the heading's foot; each column has text above and under it; and
the other columns go on under it at once, no later than the heading's column (a picture
beside a column's heading would leave a blank, but the text under the picture starts where
the picture ends, not where the heading's column goes on). The region is then
cut above and below the heading, as round a band that crosses the gutter.
Pure functions over ``lines.Fragment``.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.banners import body_size
from converter.read.lines import Fragment, fragments_to_rows

# Tunables (documented in docs/extraction.md).
HEADING_SCALE = 1.2  # a spanning heading is set at least this much larger than the body
TOGETHER_EM = 0.6  # slack (body ems) of where the columns end above it and go on under it
APART_EM = 0.8  # it stands this many body ems apart from its column's lines above and under it
MIN_HEADING_GLYPHS = 4  # it holds words, not an initial or a folio


def spanning_heading_bands(parts: Sequence[Sequence[Fragment]]) -> list[tuple[float, float]]:
    """The y-ranges of the headings set across the columns ``parts`` (side by side, left to
    right, as a region's gutters cut it) between two runs of them; empty when none. The body
    size is the one most letters are set in (``banners.body_size``): a stat table's many
    small cells are many fragments but few letters."""
    if len(parts) < 2:
        return []
    em = body_size([f for part in parts for f in part])
    bands: list[tuple[float, float]] = []
    for i, part in enumerate(parts):
        others = [other for k, other in enumerate(parts) if k != i]
        for row in fragments_to_rows(part):
            if _is_heading(row, em) and _spans(row, part, others, em):
                bands.append((min(f.top for f in row), max(f.bottom for f in row)))
    return sorted(bands)


def _is_heading(row: Sequence[Fragment], em: float) -> bool:
    # the sizes first: most rows are body text, and their glyphs need no counting
    if not all(f.size >= HEADING_SCALE * em for f in row):
        return False
    return sum(1 for f in row for g in f.glyphs if g.text.strip()) >= MIN_HEADING_GLYPHS


def _spans(
    row: Sequence[Fragment],
    part: Sequence[Fragment],
    others: Sequence[Sequence[Fragment]],
    em: float,
) -> bool:
    """True when the heading ``row`` of column ``part`` stands ``APART_EM`` apart from its
    column's lines, has text above and under it in every column, the other columns blank from where ``part`` ends above it (give or take
    ``TOGETHER_EM``) down to the heading's foot, and going on under it no later than ``part``
    does (by ``TOGETHER_EM``: a heading under a spanning one keeps its space above it, the
    other column's running text does not)."""
    top, bottom = min(f.top for f in row), max(f.bottom for f in row)
    above = [f.bottom for f in part if f.bottom <= top]
    under = [f.top for f in part if f.top >= bottom]
    if not above or not under:
        return False
    slack = TOGETHER_EM * em
    if top - max(above) < APART_EM * em or min(under) - bottom < APART_EM * em:
        return False  # a line packed among its column's lines: no heading set apart
    gap_top, latest = max(above) + slack, min(under) + slack
    for other in others:
        if any(f.bottom > gap_top and f.top < bottom for f in other):
            return False  # the column runs on beside the heading: the heading is its neighbour's
        below = [f.top for f in other if f.top >= bottom]
        if not below or min(below) > latest or not any(f.bottom <= top for f in other):
            return False
    return True
