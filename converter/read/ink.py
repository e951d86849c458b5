"""What the ink of a scan says about its type, measured on the picture OCR already rendered.

* ``despeckle``: a scan's specks (dust, toner) are single dark dots smaller than any stroke
  of type; a 3×3 median takes them away and keeps every stroke two pixels wide or more.
  Tesseract otherwise reads a speck beside a word as part of it (a taller box, a lower
  confidence, a word dropped) or as a word of its own ("©", ";").
* ``stroke_width``: the mean width of a word's strokes, twice its dark area over its dark
  outline (a stroke of length L and width w has area L·w and two edges of L). Bold type is
  bold by its strokes: the same measure on any scan, whatever the face or the resolution,
  once divided by the type size.
"""

from __future__ import annotations

from typing import Any

INK_LEVEL = 128  # a pixel darker than this (0–255 grey) is ink


def despeckle(image: Any) -> Any:
    """``image`` (a grey PIL image) with its specks taken away (3×3 median)."""
    from PIL import ImageFilter

    return image.filter(ImageFilter.MedianFilter(3))


def ink_mask(image: Any) -> Any:
    """The dark pixels of a grey PIL image as a boolean numpy array."""
    import numpy as np

    return np.asarray(image, dtype=np.uint8) < INK_LEVEL


def stroke_width(mask: Any, box: tuple[int, int, int, int]) -> float:
    """The mean stroke width in pixels of the ink in ``box`` (x0, top, x1, bottom) of
    ``mask``; 0 when the box holds no ink."""
    x0, top, x1, bottom = box
    cut = mask[max(0, top) : bottom, max(0, x0) : x1]
    area = int(cut.sum())
    if area == 0:
        return 0.0
    inner = cut.copy()
    inner[1:, :] &= cut[:-1, :]
    inner[:-1, :] &= cut[1:, :]
    inner[:, 1:] &= cut[:, :-1]
    inner[:, :-1] &= cut[:, 1:]
    outline = area - int(inner.sum())
    return 2.0 * area / max(outline, 1)


SKEW_LIMIT_DEG = 2.0  # a scan turned more than this is not looked for
SKEW_COARSE_DEG = 0.25  # the search's first step, then ``SKEW_STEP_DEG`` around the best
SKEW_STEP_DEG = 0.05
SKEW_SAMPLE = 2  # the ink is measured on every second pixel each way


def skew_degrees(mask: Any) -> float:
    """The angle (degrees, counter-clockwise) by which the lines of type in ``mask`` are
    turned: the angle at which the ink's row profile is sharpest. Lines of type are level
    on the sheet; sheared by the right angle every line's ink falls in the same few rows
    and the gaps between lines in none (the profile's sum of squares is largest)."""
    import numpy as np

    ys, xs = np.nonzero(mask[::SKEW_SAMPLE, ::SKEW_SAMPLE])
    if len(ys) == 0:
        return 0.0
    centred = xs.astype(np.float64) - xs.mean()

    def sharpness(angle: float) -> float:
        rows = np.round(ys + centred * np.tan(np.radians(angle))).astype(np.int64)
        profile = np.bincount(rows - rows.min()).astype(np.float64)
        return float((profile * profile).sum())

    def best(centre: float, step: float, reach: float) -> float:
        count = int(round(reach / step))
        angles = [round(centre + k * step, 4) for k in range(-count, count + 1)]
        return max(angles, key=lambda a: (sharpness(a), -abs(a)))

    coarse = best(0.0, SKEW_COARSE_DEG, SKEW_LIMIT_DEG)
    return best(coarse, SKEW_STEP_DEG, SKEW_COARSE_DEG)


def level(image: Any, angle: float) -> Any:
    """``image`` turned by ``angle`` degrees about its centre (white filled in): its lines
    of type level again. No turn under a step of the search."""
    from PIL import Image

    if abs(angle) < SKEW_STEP_DEG / 2:
        return image
    return image.rotate(-angle, resample=Image.Resampling.BICUBIC, fillcolor=255)
