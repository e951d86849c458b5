"""What every page carries: backgrounds, running heads, folios, image strip, labels, map."""

from __future__ import annotations

import io
import random
from typing import Any

from PIL import Image, ImageDraw
from reportlab.lib import colors
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from .blocks import Module
from .fonts import faces
from .layout import Layout


class Decoration:
    """Page furniture: backgrounds, running heads, folios, image strip, rotated labels, map."""

    def __init__(self, layout: Layout, module: Module, rng: random.Random) -> None:
        self.layout, self.module = layout, module
        self.faces = faces(layout.font_family)
        self.map_box: tuple[float, float, float, float] | None = None
        self.image = strip_image(rng) if layout.image_side else None
        self.map_seed = rng.randrange(1 << 30)
        self.url = f"https://example.org/{module.name}/print"
        # own stream, so a classic module's draws are untouched when the switch is forced
        wide = random.Random(module.seed * 613 + 5)
        self.paper_image = parchment_image(wide) if "page_background" in module.switches else None

    def background(self, canvas: Canvas) -> None:
        if self.paper_image is not None:
            canvas.drawImage(self.paper_image, 0, 0, self.layout.width, self.layout.height)
        if self.layout.paper is not None:
            canvas.setFillColor(self.layout.paper)
            canvas.rect(0, 0, self.layout.width, self.layout.height, stroke=0, fill=1)

    def plain_page(self, canvas: Canvas, doc: Any) -> None:
        canvas.saveState()
        self.background(canvas)
        self.folio(canvas, doc)
        canvas.restoreState()

    def first_page(self, canvas: Canvas, doc: Any) -> None:
        self.plain_page(canvas, doc)
        if self.map_box is not None:
            self.draw_map(canvas)

    def body_page(self, canvas: Canvas, doc: Any) -> None:
        canvas.saveState()
        self.background(canvas)
        lay = self.layout
        if self.image is not None:
            x = (
                lay.margin_x
                if lay.image_side == "left"
                else lay.width - lay.margin_x - lay.image_width
            )
            canvas.drawImage(self.image, x, lay.margin_bottom, lay.image_width, lay.body_height)
        if "runhead_headings" in self.module.switches:
            self.heading_like_runhead(canvas, doc)
        else:
            canvas.setFont(self.faces.italic, 8)
            canvas.setFillColor(lay.accent)
            canvas.drawCentredString(lay.width / 2, lay.height - lay.margin_top + 16, lay.header)
        if "rotated_labels" in self.module.switches and lay.margin_x > 20:
            canvas.saveState()
            canvas.translate(lay.margin_x / 2 + 3, lay.height / 2)
            canvas.rotate(90)
            canvas.setFont(self.faces.regular, 7)
            canvas.drawCentredString(0, 0, f"{lay.header} \u2014 for the referee only")
            canvas.restoreState()
        self.folio(canvas, doc)
        canvas.restoreState()

    def heading_like_runhead(self, canvas: Canvas, doc: Any) -> None:
        """A running head in the headings' face and size: the title and a page-ish number."""
        lay = self.layout
        head = faces(lay.heading_family)
        canvas.setFont(head.bold, lay.body_size + 2)
        canvas.setFillColor(lay.ink)
        y = lay.height - lay.margin_top + 14
        if doc.page % 2:
            canvas.drawRightString(lay.width - lay.margin_x, y, f"{lay.header}  {doc.page}")
        else:
            canvas.drawString(lay.margin_x, y, f"{doc.page}  {lay.header}")

    def folio(self, canvas: Canvas, doc: Any) -> None:
        lay = self.layout
        canvas.setFillColor(lay.ink)
        canvas.setFont(self.faces.regular, 8)
        if lay.paper is not None:  # a browser's print header and footer
            canvas.drawString(18, lay.height - 16, f"{lay.header} \u2013 Print view")
            canvas.drawString(18, 14, self.url)
            canvas.drawRightString(lay.width - 18, 14, f"{doc.page}")
            return
        if lay.page_number_at == "centre":
            canvas.drawCentredString(lay.width / 2, lay.margin_bottom / 2, str(doc.page))
        elif lay.page_number_at == "outer":
            x = lay.width - lay.margin_x if doc.page % 2 else lay.margin_x
            draw = canvas.drawRightString if doc.page % 2 else canvas.drawString
            draw(x, lay.margin_bottom / 2, f"Page {doc.page}")

    def draw_map(self, canvas: Canvas) -> None:
        """A room-and-corridor map whose rooms carry the area keys as labels."""
        assert self.map_box is not None
        rng = random.Random(self.map_seed)
        x0, y0, width, height = self.map_box
        canvas.saveState()
        canvas.setStrokeColor(colors.HexColor("#335577"))
        canvas.setFillColor(colors.HexColor("#e8eef4"))
        canvas.rect(x0, y0, width, height, stroke=1, fill=1)
        labels = self.module.map_labels
        centres = []
        for index, label in enumerate(labels):
            cx = x0 + width * ((index % 4) + 0.5) / 4 + rng.uniform(-10, 10)
            cy = y0 + height * (0.75 - 0.5 * (index // 4) / max(1, (len(labels) - 1) // 4 or 1))
            centres.append((cx, cy))
            canvas.setFillColor(colors.white)
            canvas.rect(cx - 16, cy - 11, 32, 22, stroke=1, fill=1)
            canvas.setFillColor(colors.HexColor("#335577"))
            canvas.setFont(self.faces.bold, 8)
            canvas.drawCentredString(cx, cy - 3, label)
        for a, b in zip(centres, centres[1:], strict=False):
            canvas.line(a[0] + 16, a[1], b[0] - 16, b[1])
        if "rotated_labels" in self.module.switches:
            canvas.translate(x0 + 8, y0 + height / 2)
            canvas.rotate(90)
            canvas.setFont(self.faces.italic, 7)
            canvas.drawCentredString(0, 0, "to the river")
        canvas.restoreState()


def strip_image(rng: random.Random) -> ImageReader:
    """A tall raster 'illustration' (noise and shapes), the kind that stands beside a column."""
    image = Image.new("RGB", (60, 240), (200, 190, 170))
    draw = ImageDraw.Draw(image)
    for _ in range(40):
        x, y = rng.randrange(60), rng.randrange(240)
        r = rng.randrange(3, 14)
        shade = rng.randrange(60, 200)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=(shade, shade - 20, shade - 40))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    buffer.seek(0)
    return ImageReader(buffer)


def parchment_image(rng: random.Random) -> ImageReader:
    """A pale, blotchy page-size raster, like the parchment backgrounds DTP modules print on."""
    image = Image.new("RGB", (120, 160), (244, 236, 214))
    draw = ImageDraw.Draw(image)
    for _ in range(90):
        x, y = rng.randrange(120), rng.randrange(160)
        r = rng.randrange(4, 22)
        tone = rng.randrange(-14, 6)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=(232 + tone, 222 + tone, 196 + tone))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    buffer.seek(0)
    return ImageReader(buffer)
