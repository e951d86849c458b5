"""Title-block lines over a column pair: read before the columns, not as a column's top.

A title block is set across the page above where the columns begin: a title, a subtitle, a
byline centred under them. A short centred line need not cross the gutter: it may stand over
one column, or lean into the gutter, starting a few points inside it ("by Merrit Fallowfield"
2 pt left of the right column's edge). The gutter then shows clear beside it, the region is
cut there, and the line becomes the top of one column's part: the right column's is read after
the whole left column, in the middle of the sentence the column break splits ("five ash by
Merrit Fallowfield imps mutter …").

A column's lines start at its edge. A line standing apart above both columns (a blank of
``APART_EM`` under it before either begins) that does not (it leans into the gutter, or is
centred off the edge) belongs to the full-width block above them (``title_bands``): the region
is cut above and below it first, as it is round a band that crosses the gutter. A heading at
the top of one column keeps to its edge, and the other column's first line stands beside it.
Pure functions over ``lines.Fragment``.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.lines import Fragment

# Tunables (documented in docs/extraction.md).
LEAN_PT = 1.0  # a line starting (ending) this far past its column's edge leans into the gutter
COLUMN_LINES, PROSE_GLYPHS = 3, 12  # a column beside holds this many lines of this many glyphs
APART_EM = 1.5  # a title line stands this many body ems above the columns' first lines


def title_bands(parts: Sequence[Sequence[Fragment]], em: float) -> list[tuple[float, float]]:
    """The y-range of the block at the top of a part that stands apart above every column
    beside it and whose lines do not keep to their column's edge (``parts`` side by side,
    left to right, as a region's gutters cut it); empty when there is none. One range for
    them all, the block they belong to. Only a column of prose beside counts
    (``_is_column``): a map's room numbers or a page number in the gutter begin no column,
    and a title over a key beside a map stays with the key."""
    columns = [_is_column(part) for part in parts]
    leaning: list[Fragment] = []
    for i, part in enumerate(parts):
        beside = [f.top for k, other in enumerate(parts) if k != i and columns[k] for f in other]
        if beside:
            leaning += _leaning(part, min(beside), em, from_right=i > 0)
    if not leaning:
        return []
    return [(min(f.top for f in leaning), max(f.bottom for f in leaning))]


def _is_column(part: Sequence[Fragment]) -> bool:
    """True when ``part`` holds ``COLUMN_LINES`` lines of prose (fragments of
    ``PROSE_GLYPHS`` glyphs or more), not labels or a page number."""
    return sum(1 for f in part if len(f.glyphs) >= PROSE_GLYPHS) >= COLUMN_LINES


def _leaning(
    part: Sequence[Fragment], beside_top: float, em: float, from_right: bool
) -> list[Fragment]:
    """The block at the top of ``part``: its lines down to the first blank of ``APART_EM``,
    when the block stands that far above ``beside_top`` (the other parts' first line) and
    each of its lines starts off the left edge the rest of ``part`` keeps (by ``LEAN_PT`` or
    more), or ends right of its right edge towards the gutter (the leftmost part,
    ``from_right`` false); empty otherwise."""
    ordered = sorted(part, key=lambda f: f.top)
    apart = APART_EM * em
    bottom = ordered[0].bottom
    for k in range(1, len(ordered)):
        if ordered[k].top - bottom >= apart:
            break
        bottom = max(bottom, ordered[k].bottom)
    else:
        return []  # no blank under the part's top: it is all one column
    block, rest = ordered[:k], ordered[k:]
    if beside_top - bottom < apart:
        return []
    edge = min(f.x0 for f in rest)
    right = max(f.x1 for f in rest)
    for frag in block:
        off_edge = abs(frag.x0 - edge) > LEAN_PT
        if not from_right:
            off_edge = off_edge or frag.x1 > right + LEAN_PT
        if not off_edge:
            return []
    return block
