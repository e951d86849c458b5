"""Text a reader cannot see: which glyphs of a page's text layer are not on the visible page.

A PDF's text layer can hold words nobody sees: a draft's rooms left in the file in white ink
on the white page, text "deleted" by drawing an opaque box over it, a slug or a draft parked on
a print file's pasteboard outside the CropBox. They are not page text. Three tests, each on a
glyph's box in top-left page coordinates and its place in the content stream's paint order:

* **Outside the CropBox.** A viewer and a printer show only the CropBox: a glyph whose centre
  lies outside it is not on the page.
* **Ink the colour of what lies beneath.** A glyph filled in the colour of the last filled
  rectangle drawn before it under its centre, or of the white page where there is none, does
  not show. A picture beneath (its colours unknown) keeps the glyph: white words on a photo or
  an OCR layer over a scan are read.
* **Covered.** A filled rectangle drawn after the glyph that holds its core (the box's middle
  half both ways) paints over it. Pictures drawn later are not tested: an OCR layer's scan may
  be drawn after its invisible words.

Colours are compared as RGB within ``SAME_COLOUR``. The engines give the paint order (pdfminer's
layout objects, pdfium's page objects) and call ``hidden_glyphs``; both decide alike.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from typing import NamedTuple

Box = tuple[float, float, float, float]  # x0, top, x1, bottom
RGB = tuple[float, float, float]

WHITE: RGB = (1.0, 1.0, 1.0)
SAME_COLOUR = 0.02  # per RGB channel (about 5/255): ink this close to the ground is unseen
MAX_FILLS = 400  # a page with more filled rectangles is a drawing: its text is not judged
CROPPED, UNSEEN_INK, COVERED = "cropped", "unseen-ink", "covered"


class Fill(NamedTuple):
    """A filled rectangle (``colour``) or a picture (``colour`` None), at its paint step."""

    step: int
    box: Box
    colour: RGB | None


class Ink(NamedTuple):
    """A glyph's box, its fill colour (None when not a plain colour) and its paint step."""

    step: int
    box: Box
    colour: RGB | None


def to_rgb(colour: object) -> RGB | None:
    """A device gray, RGB or CMYK colour (pdfminer's tuple of 0–1 values) as RGB."""
    if isinstance(colour, (int, float)):
        colour = (colour,)
    if not isinstance(colour, (tuple, list)) or not all(
        isinstance(v, (int, float)) for v in colour
    ):
        return None
    if len(colour) == 1:
        g = float(colour[0])
        return (g, g, g)
    if len(colour) == 3:
        return (float(colour[0]), float(colour[1]), float(colour[2]))
    if len(colour) == 4:
        c, m, y, k = (float(v) for v in colour)
        return ((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k))
    return None


def hidden_glyphs(
    inks: Sequence[Ink], fills: Sequence[Fill], crop: Box | None = None
) -> dict[int, str]:
    """Each unseen glyph's index in ``inks`` and why (``CROPPED``, ``UNSEEN_INK``, ``COVERED``).

    ``fills`` are in paint order; ``crop`` is the CropBox when it is not the whole page."""
    out: dict[int, str] = {}
    if crop is not None:
        for i, ink in enumerate(inks):
            if not _holds(crop, _centre(ink.box)):
                out[i] = CROPPED
    if len(fills) > MAX_FILLS:
        return out
    painted = [f for f in fills if f.colour is not None]
    white = {c for c in {ink.colour for ink in inks} if _same(c, WHITE)}
    candidates = {i for i, ink in enumerate(inks) if ink.colour in white}
    by_height = sorted(range(len(inks)), key=lambda i: _centre(inks[i].box)[1])
    heights = [_centre(inks[i].box)[1] for i in by_height]
    bands = [
        by_height[bisect_left(heights, f.box[1]) : bisect_right(heights, f.box[3])] for f in painted
    ]
    for fill, band in zip(painted, bands, strict=True):
        candidates.update(
            i
            for i in band
            if inks[i].step < fill.step
            and _same(inks[i].colour, fill.colour)
            and _holds(fill.box, _centre(inks[i].box))
        )
    for i in sorted(candidates - out.keys()):
        if _same(inks[i].colour, _beneath(inks[i], fills)):
            out[i] = UNSEEN_INK
    for fill, band in zip(painted, bands, strict=True):
        for i in band:
            if i not in out and _covered(inks[i], fill):
                out[i] = COVERED
    return out


def _beneath(ink: Ink, fills: Sequence[Fill]) -> RGB | None:
    """The colour under a glyph's centre: the last fill drawn before it there, else the page."""
    centre = _centre(ink.box)
    for fill in reversed(fills):
        if fill.step < ink.step and _holds(fill.box, centre):
            return fill.colour
    return WHITE


def _covered(ink: Ink, fill: Fill) -> bool:
    """Whether ``fill``, drawn after the glyph, holds its core (the box's middle half)."""
    if fill.step < ink.step:
        return False
    x0, top, x1, bottom = ink.box
    qx, qy = (x1 - x0) / 4, (bottom - top) / 4
    box = fill.box
    return box[0] <= x0 + qx and box[1] <= top + qy and box[2] >= x1 - qx and box[3] >= bottom - qy


def _same(a: RGB | None, b: RGB | None) -> bool:
    if a is None or b is None:
        return False
    return all(abs(x - y) <= SAME_COLOUR for x, y in zip(a, b, strict=True))


def _centre(box: Box) -> tuple[float, float]:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def _holds(box: Box, point: tuple[float, float]) -> bool:
    return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]


def crop_of(media: Box, crop: Box) -> Box | None:
    """The CropBox when it cuts the page (both top-left), else None."""
    tolerance = 0.5
    if all(abs(m - c) <= tolerance for m, c in zip(media, crop, strict=True)):
        return None
    return crop
