"""The ``image_only`` switch: every page replaced by a raster of itself, no text layer.

Many old modules circulate as page images: a photocopy scanned at 150–300 dpi, grey, a
little turned, speckled, its edges darker where the copier's lid let light in. A module with
the switch on is typeset as usual and then each page is rendered (pypdfium2), made into such
a picture and drawn as the page's only content, so a reader has nothing but OCR to go on.
The truth is the typeset text's: the pages, their order and their words do not change.
Forced only (``switches.FORCED_ONLY``): no set's stream draws it.
"""

from __future__ import annotations

import io
import random
from typing import Any

from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

DPI_CHOICES = (150, 200, 240, 300)  # one a module
TURN_DEGREES = (0.2, 1.0)  # the sheet's turn on the glass, either way
MARGIN_SHARE = (0.02, 0.05)  # the darker band along each edge, a share of the side
MARGIN_DARKEN = (25.0, 70.0)  # grey levels taken off at the very edge
SPECKLE_SHARE = 0.001  # pixels turned to a dark speck
JPEG_QUALITY = 80  # a scan's own encoding; same pixels, same bytes


def rasterise(pdf: bytes, seed: int) -> bytes:
    """``pdf`` with each page a grey scan of itself (one JPEG a page, nothing else)."""
    import numpy as np
    import pypdfium2 as pdfium  # type: ignore[import-untyped]
    from PIL import Image

    rng = random.Random(seed * 7919 + 17)  # own stream: the module's draws are done
    noise = np.random.default_rng(seed * 7919 + 17)
    dpi = rng.choice(DPI_CHOICES)
    document = pdfium.PdfDocument(pdf)
    out = io.BytesIO()
    canvas = Canvas(out, invariant=1)
    canvas.setTitle("image only")
    for page in document:
        bitmap = page.render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
        grey = np.asarray(bitmap, dtype=np.float32)
        grey = 28 + grey * 0.8 + noise.normal(0, 7, grey.shape)
        grey = grey - _edge_shade(grey.shape, rng)
        grey[noise.random(grey.shape) < SPECKLE_SHARE] = 45
        image = Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8))
        turn = rng.uniform(*TURN_DEGREES) * rng.choice((-1, 1))
        image = image.rotate(turn, resample=Image.Resampling.BILINEAR, fillcolor=120)
        buffer = io.BytesIO()
        image.save(buffer, format="JPEG", quality=JPEG_QUALITY)
        width, height = image.width * 72 / dpi, image.height * 72 / dpi
        canvas.setPageSize((width, height))
        canvas.drawImage(ImageReader(io.BytesIO(buffer.getvalue())), 0, 0, width, height)
        canvas.showPage()
        page.close()
    document.close()
    canvas.save()
    return out.getvalue()


def _edge_shade(shape: tuple[int, ...], rng: random.Random) -> Any:
    """How much darker each pixel is: a ramp from ``MARGIN_DARKEN`` at each edge to nothing
    ``MARGIN_SHARE`` of the side in."""
    import numpy as np

    rows, cols = shape
    darken = rng.uniform(*MARGIN_DARKEN)
    band = rng.uniform(*MARGIN_SHARE)

    def ramp(n: int) -> Any:
        places = np.arange(n, dtype=np.float32)
        near = np.minimum(places, n - 1 - places)
        return np.clip(1.0 - near / max(1.0, band * n), 0.0, 1.0)

    return darken * np.maximum(ramp(rows)[:, None], ramp(cols)[None, :])
