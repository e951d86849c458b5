"""Blocks, flowables and page furniture of the hinter styles: headings that print the map
number after the name, italic read-aloud beside a coloured bar, the d6 roll table at the foot
of every page (``footroll``) and the canvas that prints a landscape module turned a quarter
(``sideways``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, Spacer, TableStyle
from reportlab.platypus import Table as RLTable

from .flowables import Box, TrackedParagraph
from .fonts import faces
from .words import article, vocabulary

if TYPE_CHECKING:
    from .layout import Layout
    from .story import StoryBuilder

RANGES = ("1d4", "1d6", "2d4", "2d6", "1d3", "1d8")


@dataclass(frozen=True)
class KeyLastHeading:
    """An area heading that prints the name first and the key after it: ``form`` "dash"
    ("Guard Room \u2014 7", by ``template``), "tab" (the key flush right in the accent
    colour, over a rule) or "margin" (the key in the right page margin beside the name; a
    module set in columns prints it as "tab")."""

    marker: str
    key: str
    name: str
    form: str
    template: str = "{name} \u2014 {key}"


@dataclass(frozen=True)
class BarRead:
    """Read-aloud text in italic beside a coloured bar."""

    text: str
    colour: str


HINTER_BLOCKS = (KeyLastHeading, BarRead)


class MarginKey(Flowable):  # type: ignore[misc]
    """A heading paragraph with its key drawn in the right page margin, level with it."""

    def __init__(self, paragraph: Paragraph, key: str, font: str, size: float, colour: Any):
        super().__init__()
        self.paragraph, self.key, self.font, self.size, self.colour = (
            paragraph,
            key,
            font,
            size,
            colour,
        )
        self.keepWithNext = True
        self.spaceBefore, self.spaceAfter = 7.0, 2.0
        self.width = 0.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = avail_width
        return self.paragraph.wrap(avail_width - 6, avail_height)

    def draw(self) -> None:
        _, height = self.paragraph.wrap(self.width - 6, 1000)
        self.paragraph.drawOn(self.canv, 0, 0)
        self.canv.saveState()
        self.canv.setFont(self.font, self.size)
        self.canv.setFillColor(self.colour)
        self.canv.drawString(self.width + 10, height - self.size, self.key)
        self.canv.restoreState()


def keylast_heading(builder: StoryBuilder, block: KeyLastHeading) -> list[Flowable]:
    lay = builder.layout
    size = lay.body_size + 2
    style = ParagraphStyle(
        "keylast",
        fontName=builder.head_faces.bold,
        fontSize=size,
        leading=size * 1.2,
        spaceBefore=7,
        spaceAfter=2,
        keepWithNext=True,
        textColor=lay.ink,
    )
    if block.form == "dash":
        text = block.template.format(name=escape(block.name), key=block.key)
        return [TrackedParagraph(text, style, markers=(block.marker,), recorder=builder.recorder)]
    if block.form == "margin" and lay.columns == 1:
        paragraph = TrackedParagraph(
            escape(block.name), style, markers=(block.marker,), recorder=builder.recorder
        )
        return [MarginKey(paragraph, block.key, builder.head_faces.bold, size * 1.3, lay.accent)]
    number = ParagraphStyle(
        "keyno", parent=style, alignment=TA_RIGHT, textColor=lay.accent, fontSize=size * 1.25
    )
    name = TrackedParagraph(
        escape(block.name), style, markers=(block.marker,), recorder=builder.recorder
    )
    table = RLTable([[name, Paragraph(block.key, number)]], colWidths=["78%", "22%"])
    table.setStyle(
        TableStyle(
            [
                ("LINEBELOW", (0, 0), (-1, -1), 0.6, lay.accent),
                ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
            ]
        )
    )
    table.keepWithNext = True
    return [Spacer(1, 5), table]


def bar_read(builder: StoryBuilder, block: BarRead) -> list[Flowable]:
    style = ParagraphStyle("barread", parent=builder.read, alignment=TA_LEFT)
    return [Box([Paragraph(block.text, style)], colors.white, colors.HexColor(block.colour), True)]


def hinter_flowables(builder: StoryBuilder, block: Any) -> list[Flowable]:
    if isinstance(block, KeyLastHeading):
        return keylast_heading(builder, block)
    if isinstance(block, BarRead):
        return bar_read(builder, block)
    raise TypeError(f"no hinter flowable for {type(block).__name__}")


# -- footroll: a d6 table at every page's foot ---------------------------------------------------
def roll_band(layout: Layout) -> float:
    """The height kept at each page's foot for the roll table: a title and three rows."""
    return round(layout.body_size * 0.8 * 1.25 * 4 + 12, 1)


def with_hinter_style(layout: Layout, style: str) -> Layout:
    """A footroll module keeps a band above the old bottom margin for the table; the painter
    draws the folio under it."""
    if style != "footroll":
        return layout
    return replace(
        layout, margin_bottom=layout.margin_bottom + roll_band(layout), page_number_at="none"
    )


def hinter_words() -> dict[str, Any]:
    from .hinter import hinter_words as words

    return words()


def roll_title(seed: int) -> str:
    """The module's one title over its roll tables."""
    return str(random.Random(seed * 13 + 5).choice(hinter_words()["roll_titles"]))


def roll_rows(seed: int, page: int) -> list[str]:
    """The six rows of a page's roll table: drawn from the module's seed and the page number
    only, so each page has its own."""
    rng = random.Random(seed * 1009 + page)
    kinds, forms = vocabulary().creatures, hinter_words()["wandering_forms"]
    out = []
    for _ in range(6):
        kind = rng.choice(kinds)
        out.append(
            rng.choice(forms).format(
                dice=rng.choice(RANGES),
                plural=kind.plural,
                name=kind.name,
                A=article(kind.name).capitalize(),
                area=rng.randint(2, 9),
            )
        )
    return out


class RollPainter:
    """Draws a d6 table of wandering creatures (drawn from the page number and the module's
    seed: different rows on each page) and the folio at the foot of every page after the
    first."""

    def __init__(self, layout: Layout, seed: int, folio_margin: float) -> None:
        self.layout, self.seed, self.folio_margin = layout, seed, folio_margin
        self.faces = faces(layout.font_family)
        self.title = roll_title(seed)

    def wrap(self, on_page: Any) -> Any:
        def paint(canvas: Canvas, doc: Any) -> None:
            on_page(canvas, doc)
            self.paint(canvas, int(doc.page))

        return paint

    def paint(self, canvas: Canvas, page: int) -> None:
        lay = self.layout
        canvas.saveState()
        canvas.setFillColor(lay.ink)
        canvas.setFont(self.faces.regular, 8)
        canvas.drawCentredString(lay.width / 2, self.folio_margin / 2, str(page))
        if page > 1:
            self.draw_table(canvas, roll_rows(self.seed, page))
        canvas.restoreState()

    def draw_table(self, canvas: Canvas, rows: list[str]) -> None:
        lay = self.layout
        size = lay.body_size * 0.8
        cell = ParagraphStyle(
            "roll", fontName=self.faces.regular, fontSize=size, leading=size * 1.2
        )
        head = ParagraphStyle("rollhead", parent=cell, fontName=self.faces.bold)
        data = [[Paragraph(escape(self.title), head), "", "", ""]]
        for i in range(3):
            data.append(
                [
                    Paragraph(str(i + 1), head),
                    Paragraph(escape(rows[i]), cell),
                    Paragraph(str(i + 4), head),
                    Paragraph(escape(rows[i + 3]), cell),
                ]
            )
        width = lay.body_width
        table = RLTable(data, colWidths=[width * 0.05, width * 0.45, width * 0.05, width * 0.45])
        table.setStyle(
            TableStyle(
                [
                    ("SPAN", (0, 0), (-1, 0)),
                    ("LINEABOVE", (0, 0), (-1, 0), 0.8, lay.accent),
                    ("BACKGROUND", (0, 1), (-1, -1), colors.HexColor("#f1ede4")),
                    ("TOPPADDING", (0, 0), (-1, -1), 0.5),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 0.5),
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ]
            )
        )
        _, height = table.wrap(width, 1000)
        top = lay.margin_bottom - 6
        table.drawOn(canvas, lay.margin_x, max(top - height, self.folio_margin))


# -- sideways: landscape pages printed turned a quarter -----------------------------------------
class TurningCanvas(Canvas):
    """Prints each landscape page turned: with ``mode`` "rotate" the page keeps its landscape
    box and carries /Rotate ``angle`` (the viewer turns it); with "turned" each page is drawn
    into a form and placed turned by ``angle`` on a portrait page (the content itself runs up
    or down the page)."""

    def __init__(self, *args: Any, mode: str, angle: int, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.mode, self.angle = mode, angle
        self.pages_drawn = 0
        if mode == "turned":
            self._begin_page()
        else:
            self.setPageSize(self._pagesize)

    def setPageSize(self, size: tuple[float, float]) -> None:  # noqa: N802 - reportlab's name
        """reportlab writes a /Rotate 90 page's MediaBox as its size turned (it takes the size
        for the size seen); the size is given turned so the box stays the landscape page."""
        width, height = size
        super().setPageSize(
            (min(width, height), max(width, height)) if self.mode == "rotate" else size
        )

    def setPageRotation(self, rot: int) -> None:  # noqa: N802 - reportlab's name
        """Platypus sets each page's rotation from its template (0); a turned page keeps its
        quarter turn."""
        super().setPageRotation(self.angle if self.mode == "rotate" else rot)

    def _begin_page(self) -> None:
        self.pages_drawn += 1
        self.beginForm(f"turned{self.pages_drawn}")

    def showPage(self) -> None:  # noqa: N802 - reportlab's name
        if self.mode == "rotate":
            Canvas.showPage(self)
            return
        self.endForm()
        self._begin_page()

    def save(self) -> None:
        if self.mode == "rotate":
            Canvas.save(self)
            return
        self.endForm()  # the empty form platypus opened after its last page
        width, height = self._pagesize
        self.setPageSize((height, width))
        for page in range(1, self.pages_drawn):
            self.saveState()
            if self.angle == 90:  # (x, y) -> (height - y, x)
                self.translate(height, 0)
                self.rotate(90)
            else:  # (x, y) -> (y, width - x)
                self.translate(0, width)
                self.rotate(-90)
            self.doForm(f"turned{page}")
            self.restoreState()
            Canvas.showPage(self)
        Canvas.save(self)
