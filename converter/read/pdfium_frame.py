"""A pdfium page's frame: pdfminer's page transform (its rotation and media box) and
pdfplumber's flip to a top-left origin, the CropBox in those coordinates, and the numbers the
PDF wrote in decimal read back from pdfium's 32-bit floats (``pdf_decimal``).

Moved out of ``pdfium_chars`` as it was: the glyph loop and the page's objects are placed
with it, so both engines' pages stand in the same coordinates.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from converter.read.hidden_text import crop_of


def crop_box(page: Any, frame: PageFrame) -> tuple[float, float, float, float] | None:
    """The page's CropBox in top-left coordinates when it cuts the MediaBox, else None."""
    media = [pdf_decimal(float(v)) for v in page.get_mediabox()]
    crop = [pdf_decimal(float(v)) for v in page.get_cropbox()]
    boxes = []
    for x0, y0, x1, y1 in (media, crop):
        (px0, py0), (px1, py1) = frame.point(x0, y0), frame.point(x1, y1)
        top, bottom = frame.height - max(py0, py1), frame.height - min(py0, py1)
        boxes.append(
            (
                min(px0, px1) + frame.x_shift,
                top + frame.y_shift,
                max(px0, px1) + frame.x_shift,
                bottom + frame.y_shift,
            )
        )
    return crop_of(boxes[0], boxes[1])


def pdf_decimal(value: float) -> float:
    """A number the PDF wrote in decimal, back from pdfium's 32-bit float (``595.28`` is
    ``595.280029…`` there, and pdfminer reads ``595.28``): 7 significant digits is what the
    float holds."""
    decimal = _DECIMALS.get(value)
    if decimal is None:
        if len(_DECIMALS) > 100_000:
            _DECIMALS.clear()
        decimal = _DECIMALS[value] = float(f"{value:.7g}")
    return decimal


_DECIMALS: dict[float, float] = {}


class PageFrame(NamedTuple):
    """pdfminer's page transform: user space → its (rotated, media-box based) page space,
    then pdfplumber's flip to a top-left origin."""

    width: float
    height: float
    matrix: tuple[float, float, float, float, float, float]
    x_shift: float  # pdfplumber adds the media box's x0 back
    y_shift: float  # and its ``mediabox`` top (0 unless the box does not start at 0)

    @staticmethod
    def of(page: Any) -> PageFrame:
        box = [pdf_decimal(float(v)) for v in page.get_mediabox()]
        x0, x1 = sorted((box[0], box[2]))
        y0, y1 = sorted((box[1], box[3]))
        rotation = int(page.get_rotation()) % 360
        # The same matrices as pdfminer's PDFPageInterpreter.process_page.
        if rotation == 90:
            matrix = (0.0, -1.0, 1.0, 0.0, -y0, x1)
        elif rotation == 180:
            matrix = (-1.0, 0.0, 0.0, -1.0, x1, y1)
        elif rotation == 270:
            matrix = (0.0, 1.0, -1.0, 0.0, y1, -x0)
        else:
            matrix = (1.0, 0.0, 0.0, 1.0, -x0, -y0)
        if rotation in (90, 270):
            x0, y0, x1, y1 = y0, x0, y1, x1
        height = y1 - y0
        return PageFrame(x1 - x0, height - y0 - (height - y1), matrix, x0, height - y1)

    def point(self, x: float, y: float) -> tuple[float, float]:
        """User space → pdfminer's page space (before pdfplumber's flip)."""
        a, b, c, d, e, f = self.matrix
        return a * x + c * y + e, b * x + d * y + f

    def linear(self, a: float, b: float, c: float, d: float) -> tuple[float, ...]:
        """A glyph matrix's linear part followed by the page transform."""
        pa, pb, pc, pd = self.matrix[:4]
        return (a * pa + b * pc, a * pb + b * pd, c * pa + d * pc, c * pb + d * pd)
