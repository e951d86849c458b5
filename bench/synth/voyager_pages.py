"""The voyager styles' hidden text: what a producer leaves in the file that no reader sees.

- ``whiteout``: a draft's text left on the page under the body, in white on the white page
  or in black under an opaque white frame (one way a module), a few lines a page: an old
  room's heading, a creature sentence, a stat line. Not visible, so no truth.
- ``cropped``: a print file whose MediaBox holds the bleed and the slug round the trim, with
  the CropBox (and TrimBox) on the trim, offset from the MediaBox's origin: the crop marks,
  the slug line and a draft's room left on the pasteboard lie outside the CropBox (a viewer
  and a printer show only the CropBox). Not visible, so no truth.
"""

from __future__ import annotations

import random
from typing import Any

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from .layout import Layout
from .words import article, vocabulary

BLEED = 9.0  # the bleed round the trim
SLUG = 42.0  # the pasteboard beyond the bleed (crop marks, slug line)
MARGIN = BLEED + SLUG


def draft_lines(words: dict[str, Any], rng: random.Random) -> tuple[str, str, str]:
    """A draft room nobody sees: its heading, a creature sentence and a stat line."""
    kind = rng.choice(vocabulary().creatures)
    heading = f"{rng.randint(1, 14)}. {rng.choice(words['draft_titles'])}"
    sentence = rng.choice(words["draft_lines"]).format(
        plural=kind.plural, Count=rng.choice(("Three", "Five", "4")), name=kind.name
    )
    if sentence.startswith("A "):
        sentence = article(kind.name).capitalize() + sentence[1:]
    stat = f"{kind.name.title()}: AC {kind.ac}, HD {kind.hd}, hp {kind.hd * 4}, #AT 1, D 1d6"
    return heading, sentence, stat


class HiddenPainter:
    """Draws, at each page's start, what the page hides (``whiteout`` or ``cropped``)."""

    def __init__(self, style: str, layout: Layout, seed: int, words: dict[str, Any]) -> None:
        self.style, self.layout, self.words = style, layout, words
        self.rng = random.Random(seed * 53 + 11)  # the hidden words' own stream
        self.covered = seed // 6 % 2 == 1  # whiteout: under a white frame, or white ink
        self.slug = self.rng.choice(words["slugs"])
        self.pages = 0

    def wrap(self, on_page: Any) -> Any:
        def paint(canvas: Canvas, doc: Any) -> None:
            self.pages += 1
            if self.style == "cropped":
                canvas.translate(MARGIN, MARGIN)  # the trim's origin, for the whole page
            on_page(canvas, doc)
            canvas.saveState()
            if self.style == "cropped":
                self.pasteboard(canvas)
            else:
                self.whiteout(canvas)
            canvas.restoreState()

        return paint

    def lines(self, canvas: Canvas, x: float, y: float, size: float) -> float:
        """The draft's three lines from (x, y) down; returns the lowest baseline."""
        heading, sentence, stat = draft_lines(self.words, self.rng)
        canvas.setFont("Helvetica-Bold", size * 1.3)
        canvas.drawString(x, y, heading)
        canvas.setFont("Helvetica", size)
        canvas.drawString(x, y - size * 1.6, sentence)
        canvas.drawString(x, y - size * 2.8, stat)
        return y - size * 2.8

    def whiteout(self, canvas: Canvas) -> None:
        lay = self.layout
        size = lay.body_size
        x = lay.margin_x
        top = lay.height - lay.margin_top - size * 4
        for _ in range(self.rng.randint(1, 2)):
            y = self.rng.uniform(lay.margin_bottom + size * 6, top)
            canvas.setFillColor(colors.black if self.covered else colors.white)
            low = self.lines(canvas, x, y, size)
            if self.covered:  # an opaque frame (an art box's white fill) over the draft
                canvas.setFillColor(colors.white)
                canvas.rect(x - 2, low - size, 260, y - low + size * 2.6, stroke=0, fill=1)

    def pasteboard(self, canvas: Canvas) -> None:
        lay = self.layout
        w, h = lay.width, lay.height
        canvas.setStrokeColor(colors.black)
        canvas.setLineWidth(0.25)
        for cx, cy, dx, dy in ((0, 0, -1, -1), (w, 0, 1, -1), (0, h, -1, 1), (w, h, 1, 1)):
            canvas.line(cx + dx * BLEED, cy, cx + dx * (MARGIN - 6), cy)
            canvas.line(cx, cy + dy * BLEED, cx, cy + dy * (MARGIN - 6))
        canvas.setFillColor(colors.black)
        canvas.setFont("Helvetica", 6)
        canvas.drawString(0, -BLEED - 10, f"{self.slug}   {self.pages}   proof 3")
        if self.rng.random() < 0.6:  # a draft room parked on the pasteboard beside the page
            self.lines(canvas, 0, -BLEED - 24, 5.5)


class CropCanvas(Canvas):
    """Every page on a MediaBox the size of the trim plus bleed and pasteboard, its CropBox
    and TrimBox on the trim (offset by ``MARGIN`` from the MediaBox's origin), its BleedBox
    ``BLEED`` round it; the painter moves the origin to the trim's corner."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.setPageSize(self._pagesize)  # platypus leaves the first page at the canvas's size

    def setPageSize(self, size: tuple[float, float]) -> None:  # noqa: N802 - reportlab's name
        width, height = size
        super().setPageSize((width + 2 * MARGIN, height + 2 * MARGIN))
        trim = (MARGIN, MARGIN, MARGIN + width, MARGIN + height)
        self.setCropBox(trim)
        self.setTrimBox(trim)
        self.setBleedBox((SLUG, SLUG, SLUG + width + 2 * BLEED, SLUG + height + 2 * BLEED))


def hang_hidden(doc: Any, style: str, layout: Layout, seed: int) -> None:
    """A whiteout or cropped module's painter on every page's start."""
    if style not in ("whiteout", "cropped"):
        return
    from .voyager import voyager_words  # the writer's words; imported late (no cycle)

    painter = HiddenPainter(style, layout, seed, voyager_words())
    for template in doc.pageTemplates:
        template.onPage = painter.wrap(template.onPage)
