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


FILL_TILE_PX = 24  # the tiles a page is cut in to find dark fills (about 6 pt at 300 dpi)
FILL_SHARE = 0.6  # a tile this share dark is part of a fill
FILL_BOX_SHARE = 0.75  # a fill's rectangle this share dark is a dark band…
FILL_LIGHT_SHARE = 0.01  # …when this share of it is light (type in it; a stroke has none)
FILL_MIN_TILES = 2  # …and it is at least this many tiles tall and wide
FILL_RIM_PX = 6  # the band's edge each side of its rectangle, whitened (else read "|", "~")


def light_on_dark(image: Any) -> Any:
    """``image`` with each dark band (a heading's filled bar, a key's filled tab) turned
    light and its light type dark: Tesseract reads dark type on a light ground, and reads a
    white key on a dark tab as noise ("#1" → "ei") or not at all. A band is a rectangle
    mostly ink (``FILL_BOX_SHARE``) with light type in it (``FILL_LIGHT_SHARE``), at least
    ``FILL_MIN_TILES`` tiles each way: type on a light ground is never that dense, and the
    thick stroke of display type that is has no light inside it, so no dark word on a light
    ground is turned. A page without a dark fill is left as it is."""
    import numpy as np
    from PIL import Image

    pixels = np.asarray(image, dtype=np.uint8)
    dark = pixels < INK_LEVEL
    rows, cols = dark.shape[0] // FILL_TILE_PX, dark.shape[1] // FILL_TILE_PX
    if rows == 0 or cols == 0:
        return image
    cut = dark[: rows * FILL_TILE_PX, : cols * FILL_TILE_PX]
    tiles = cut.reshape(rows, FILL_TILE_PX, cols, FILL_TILE_PX).mean(axis=(1, 3))
    bands = [
        box
        for box in (_pixel_box(dark, c) for c in _components(tiles >= FILL_SHARE))
        if box is not None
    ]
    if not bands:
        return image
    out = pixels.copy()
    rim = FILL_RIM_PX
    for x0, top, x1, bottom in bands:
        # the band's edge each side of its rectangle (blurred, ragged) white: type keeps clear
        out[max(0, top - rim) : bottom + rim, max(0, x0 - rim) : x1 + rim] = 255
        inner = pixels[top + rim : bottom - rim, x0 + rim : x1 - rim].astype(np.float32)
        ground = float(np.median(inner))  # the fill's own grey: white once turned
        turned = 255.0 - (inner - ground) * 255.0 / max(1.0, 255.0 - ground)
        out[top + rim : bottom - rim, x0 + rim : x1 - rim] = np.clip(turned, 0, 255)
    return Image.fromarray(out)


def _components(fill: Any) -> list[tuple[int, int, int, int]]:
    """The tile boxes (row0, col0, row1, col1; end exclusive) of the 4-connected groups of
    True tiles at least ``FILL_MIN_TILES`` each way."""
    seen = fill.copy()
    boxes = []
    for start in zip(*fill.nonzero(), strict=True):
        if not seen[start]:
            continue
        seen[start] = False
        stack, r0, c0, r1, c1 = [start], start[0], start[1], start[0], start[1]
        while stack:
            r, c = stack.pop()
            r0, c0, r1, c1 = min(r0, r), min(c0, c), max(r1, r), max(c1, c)
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= nr < fill.shape[0] and 0 <= nc < fill.shape[1] and seen[nr, nc]:
                    seen[nr, nc] = False
                    stack.append((nr, nc))
        if r1 - r0 + 1 >= FILL_MIN_TILES and c1 - c0 + 1 >= FILL_MIN_TILES:
            boxes.append((r0, c0, r1 + 1, c1 + 1))
    return boxes


def _pixel_box(dark: Any, tiles: tuple[int, int, int, int]) -> tuple[int, int, int, int] | None:
    """A fill's rectangle to the pixel (x0, top, x1, bottom): the rows and columns of its
    tile box grown by a tile each way that are half dark or more; None when it is no dark
    band (under ``FILL_MIN_TILES`` tiles a side, under ``FILL_BOX_SHARE`` dark: a ragged
    shape, a picture's patch; or with no light in it: a stroke, a bar)."""
    row0, col0, row1, col1 = tiles
    r0, c0 = max(0, row0 - 1) * FILL_TILE_PX, max(0, col0 - 1) * FILL_TILE_PX
    r1, c1 = (row1 + 1) * FILL_TILE_PX, (col1 + 1) * FILL_TILE_PX
    area = dark[r0:r1, c0:c1]
    if area.size == 0:
        return None
    full_rows = (area.mean(axis=1) >= 0.5).nonzero()[0]
    full_cols = (area.mean(axis=0) >= 0.5).nonzero()[0]
    if len(full_rows) == 0 or len(full_cols) == 0:
        return None
    top, bottom = r0 + int(full_rows[0]), r0 + int(full_rows[-1]) + 1
    x0, x1 = c0 + int(full_cols[0]), c0 + int(full_cols[-1]) + 1
    side = FILL_MIN_TILES * FILL_TILE_PX
    if bottom - top < side or x1 - x0 < side:
        return None
    share = float(dark[top:bottom, x0:x1].mean())
    if not FILL_BOX_SHARE <= share <= 1.0 - FILL_LIGHT_SHARE:
        return None
    return x0, top, x1, bottom
