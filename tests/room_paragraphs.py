"""A one-room page drawn by reportlab for the other-games PDF tests: a title, a keyed room's
heading, then paragraphs (prose and stat boxes, with reportlab's <b> markup) wrapped to a
column's width, in three fonts and sizes and two widths (a narrow column where stat lines
wrap, a wide one)."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
    "courier": ("Courier", "Courier-Bold", 8.0),
}
WIDTHS = {"narrow": 165.0, "wide": 430.0}


def draw_room(
    pdf: canvas.Canvas, font: str, width: float, title: str, heading: str, paragraphs: Sequence[str]
) -> float:
    """Draw the title, the room's heading and its paragraphs on ``pdf``; return the top of
    the space left under them."""
    regular, bold, size = FONTS[font]
    style = ParagraphStyle("body", fontName=regular, fontSize=size, leading=size * 1.2)
    pdf.setFont(bold, size + 8)
    pdf.drawString(72, 720, title)
    pdf.setFont(bold, size + 3)
    pdf.drawString(72, 690, heading)
    y = 680.0
    for text in paragraphs:
        paragraph = Paragraph(text, style)
        y -= paragraph.wrap(width, 1000)[1]
        paragraph.drawOn(pdf, 72, y)
        y -= size * 0.2
    return y
