"""A typeset page turned into a scan: rendered grey at 200 dpi, placed as one full-page picture
on an A4 page, so the PDF holds no text layer (the OCR tests' input). Optionally turned a
little on the glass and speckled, as a photocopy is."""

from __future__ import annotations

import io
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas


def scan_of(
    source: Path | bytes, path: Path, dpi: int = 200, *, turn: float = 0.0, specks: float = 0.0
) -> Path:
    """``source``'s first page (a PDF file or its bytes) as a picture-only PDF at ``path``,
    turned ``turn`` degrees counter-clockwise and with a share ``specks`` of its pixels
    turned to dark specks (a fixed draw: the same scan every time)."""
    import numpy as np
    import pypdfium2  # type: ignore[import-untyped]
    from PIL import Image

    pdf = pypdfium2.PdfDocument(str(source) if isinstance(source, Path) else source)
    try:
        image = pdf[0].render(scale=dpi / 72, grayscale=True).to_pil()
    finally:
        pdf.close()
    if turn:
        image = image.rotate(turn, resample=Image.Resampling.BICUBIC, fillcolor=255)
    if specks:
        pixels = np.asarray(image).copy()
        draw = np.random.default_rng(7).random(pixels.shape) < specks
        pixels[draw] = 40
        image = Image.fromarray(pixels)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    out = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    out.drawImage(ImageReader(io.BytesIO(buffer.getvalue())), 0, 0, width=A4[0], height=A4[1])
    out.showPage()
    out.save()
    return path
