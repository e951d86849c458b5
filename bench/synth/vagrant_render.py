"""Blocks, flowables and page painters of the vagrant styles: the full-page map before each
part of a ``facing`` key and the reader-spread canvas that sets its pages side by side
(``SpreadCanvas``), the printer's marks and slug line of ``printready`` (``PrintPainter``),
and the hand-broken lines, ASCII map and printer's header of ``plaintext`` (``PlainText``,
``PlainArt``, ``HeaderPainter``). The geometry and faces a vagrant style fixes are applied
after the layout draw (``with_vagrant_style``), so no older style's draws move.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Preformatted

from .blocks import SectionHeading, Table, Title
from .flowables import FullPageDrawing, TrackedParagraph, plain, wrap_words
from .fonts import faces
from .form_pages import FormPagesCanvas

if TYPE_CHECKING:
    from .layout import Layout
    from .story import StoryBuilder


@dataclass(frozen=True)
class MapPage:
    """A full page: a drawn plan of one part of the key, each room labelled with its key."""

    title: str
    keys: tuple[str, ...]
    scale: str


@dataclass(frozen=True)
class PlainText:
    """A paragraph of a printed text file: plain (unescaped) text, broken by hand into lines
    of the monospaced measure; ``keep`` holds it to the next (a heading, its underline)."""

    text: str
    markers: tuple[str, ...] = ()
    keep: bool = False


@dataclass(frozen=True)
class PlainArt:
    """Lines printed exactly as typed (an ASCII map)."""

    lines: tuple[str, ...]


VAGRANT_BLOCKS = (MapPage, PlainText, PlainArt)


def with_vagrant_style(layout: Layout, style: str) -> Layout:
    """A text file prints in one face, ragged, one column, its header the printer's; a
    printer's file keeps margins wide enough for the marks outside its trim."""
    if style == "plaintext":
        return replace(
            layout,
            heading_family=layout.font_family,
            justify=False,
            columns=1,
            page_number_at="none",
            header="",
        )
    if style == "printready":
        return replace(
            layout,
            margin_x=max(layout.margin_x, 50.0),
            margin_top=max(layout.margin_top, 58.0),
            margin_bottom=max(layout.margin_bottom, 56.0),
        )
    return layout


# -- facing: full-page maps and reader spreads ---------------------------------------------------
class MapDrawing(FullPageDrawing[MapPage]):
    """Graph paper, rooms as rectangles joined by passages, each with its key, a title, a
    scale note and a north arrow; the room sizes drawn from the keys (no shared stream)."""

    def draw(self) -> None:
        canvas, block = self.canv, self.block
        width, height = self.width, self.height - 30
        canvas.saveState()
        canvas.setFont(self.bold, 14)
        canvas.setFillColor(self.ink)
        canvas.drawString(0, self.height - 16, block.title)
        canvas.setFont(self.regular, 8)
        canvas.drawRightString(width, self.height - 16, block.scale)
        canvas.setStrokeColor(colors.HexColor("#c9d6e3"))
        canvas.setLineWidth(0.3)
        for x in range(0, int(width) + 1, 12):
            canvas.line(x, 0, x, height)
        for y in range(0, int(height) + 1, 12):
            canvas.line(0, y, width, y)
        rng = random.Random(len(block.keys) * 7919 + int(block.keys[0]))
        across = 2 if len(block.keys) <= 4 else 3
        cell_w = width / across
        cell_h = height / -(-len(block.keys) // across)
        rooms = []
        for index in range(len(block.keys)):
            col, row = index % across, index // across
            w, h = cell_w * rng.uniform(0.35, 0.6), cell_h * rng.uniform(0.3, 0.55)
            x = col * cell_w + (cell_w - w) / 2
            rooms.append((x, height - (row + 1) * cell_h + (cell_h - h) / 2, w, h))
        canvas.setStrokeColor(self.ink)
        canvas.setLineWidth(5)
        for a, b in zip(rooms, rooms[1:], strict=False):  # passages between the rooms
            canvas.line(a[0] + a[2] / 2, a[1] + a[3] / 2, b[0] + b[2] / 2, b[1] + b[3] / 2)
        canvas.setLineWidth(1.6)
        for key, (x, y, w, h) in zip(block.keys, rooms, strict=True):
            canvas.setFillColor(colors.white)
            canvas.rect(x, y, w, h, fill=1)
            canvas.setFillColor(self.accent)
            canvas.setFont(self.bold, 16)
            canvas.drawCentredString(x + w / 2, y + h / 2 - 6, key)
        canvas.setFont(self.bold, 10)
        canvas.setFillColor(self.ink)
        canvas.drawCentredString(width - 14, 14, "N")
        canvas.line(width - 14, 26, width - 14, 40)
        canvas.restoreState()


def map_page(builder: StoryBuilder, block: MapPage) -> list[Flowable]:
    lay, head = builder.layout, builder.head_faces
    return [MapDrawing(block, head.bold, head.regular, lay.ink, lay.accent)]


def reader_spreads(pages: int) -> list[tuple[int, ...]]:
    """The sheets of a spreads PDF: page 1 alone, then 2|3, 4|5, … (the last maybe alone)."""
    return [(1,)] + [tuple(range(p, min(p + 2, pages + 1))) for p in range(2, pages + 1, 2)]


class SpreadCanvas(FormPagesCanvas):
    """Draws every logical page into a form, then prints them as reader spreads: the first
    page alone, then two pages side by side on each sheet, with a gutter shadow."""

    FORM_PREFIX = "spread"

    def save(self) -> None:
        written = self._close_logical()
        width, height = self._pagesize
        self.sheets = reader_spreads(written)
        for sheet in self.sheets:
            self.setPageSize((width * len(sheet), height))
            for index, page in enumerate(sheet):
                self.saveState()
                self.translate(index * width, 0)
                self.doForm(f"spread{page}")
                self.restoreState()
            if len(sheet) == 2:
                self.setFillColor(colors.HexColor("#000000"), alpha=0.08)
                self.rect(width - 6, 0, 12, height, stroke=0, fill=1)
            Canvas.showPage(self)
        Canvas.save(self)


# -- plaintext: a printed text file --------------------------------------------------------------
def plain_text(builder: StoryBuilder, block: PlainText) -> list[Flowable]:
    lay = builder.layout
    size = lay.body_size
    style = ParagraphStyle(
        "plaintext",
        fontName=builder.body_faces.regular,
        fontSize=size,
        leading=size * 1.18,
        alignment=TA_LEFT,
        spaceAfter=0 if block.keep else size * 1.18,
        keepWithNext=block.keep,
        textColor=lay.ink,
    )
    measure = int(lay.body_width / (size * 0.602)) - 1
    lines = wrap_words(block.text.replace("\xad", ""), measure)
    markup = "<br/>".join(escape(line) for line in lines)
    return [TrackedParagraph(markup, style, markers=block.markers, recorder=builder.recorder)]


def plain_art(builder: StoryBuilder, block: PlainArt) -> list[Flowable]:
    size = builder.layout.body_size
    style = ParagraphStyle(
        "plainart",
        fontName=builder.body_faces.regular,
        fontSize=size,
        leading=size * 1.18,
        spaceAfter=size * 1.18,
    )
    return [Preformatted("\n".join(block.lines), style)]


PLAIN_FRONT = (Title, SectionHeading, Table)


def plain_front(builder: StoryBuilder, block: Any) -> list[Flowable]:
    """A text file's title, section headings and tables as typed lines (capitals, a rule of
    '=' under a heading, a table's rows one a line)."""

    def text(markup: str) -> str:
        return plain(re.sub(r"<[^>]+>", "", markup))

    if isinstance(block, Title):
        lines = [text(block.title).upper(), text(block.subtitle), text(block.byline)]
        return [f for line in lines for f in plain_text(builder, PlainText(line, keep=True))]
    head = text(block.text if isinstance(block, SectionHeading) else block.title).upper()
    out = plain_text(builder, PlainText("", keep=True)) if isinstance(block, Table) else []
    out += plain_text(builder, PlainText(head, keep=True))
    out += plain_text(builder, PlainText("=" * len(head), keep=not isinstance(block, Table)))
    rows = block.rows if isinstance(block, Table) else ()
    for index, (roll, row) in enumerate(rows):  # the last row ends the table with a blank line
        line = PlainText(f"{text(roll):<4}{text(row)}", keep=index < len(rows) - 1)
        out += plain_text(builder, line)
    return out


def vagrant_flowables(builder: StoryBuilder, block: Any) -> list[Flowable]:
    if isinstance(block, MapPage):
        return map_page(builder, block)
    if isinstance(block, PlainText):
        return plain_text(builder, block)
    if isinstance(block, PlainArt):
        return plain_art(builder, block)
    raise TypeError(f"no vagrant flowable for {type(block).__name__}")


# -- page painters -------------------------------------------------------------------------------
def slug_name(title: str) -> str:
    return "_".join(w.lower().strip("'") for w in title.split()[:3])


class PagePainter:
    """Wraps each page template's ``onPage`` to draw more after it."""

    def __init__(self, layout: Layout, seed: int, title: str) -> None:
        self.layout, self.seed, self.title = layout, seed, title
        stamp = random.Random(seed * 31 + 7)
        self.day = (
            f"{stamp.randint(1, 28):02d}/{stamp.randint(1, 12):02d}/{stamp.randint(1994, 2024)}"
        )
        self.time = f"{stamp.randint(8, 19):02d}:{stamp.randint(0, 59):02d}"

    def wrap(self, on_page: Any) -> Any:
        def paint(canvas: Canvas, doc: Any) -> None:
            on_page(canvas, doc)
            canvas.saveState()
            self.paint(canvas, int(doc.page))
            canvas.restoreState()

        return paint

    def paint(self, canvas: Canvas, page: int) -> None:
        raise NotImplementedError


class HeaderPainter(PagePainter):
    """A text printer's header line on every page: date and time, file name, page."""

    def paint(self, canvas: Canvas, page: int) -> None:
        lay = self.layout
        canvas.setFont(faces(lay.font_family).bold, 8)
        canvas.setFillColor(colors.black)
        y = lay.height - 26
        canvas.drawString(lay.margin_x, y, f"{self.day} {self.time}")
        canvas.drawCentredString(lay.width / 2, y, f"{slug_name(self.title)}.txt")
        canvas.drawRightString(lay.width - lay.margin_x, y, f"Page {page}")


TRIM = 27.0  # from the paper's edge to the trim
BLEED = 9.0
PLATES = (("Cyan", (1, 0, 0, 0)), ("Magenta", (0, 1, 0, 0)), ("Yellow", (0, 0, 1, 0)))


class PrintPainter(PagePainter):
    """A printer's marks outside the trim: crop marks at the corners, registration targets
    at the middle of each side, a colour bar and plate names at the head, the slug line (file,
    page, date and time) at the foot; the page's trim and bleed boxes set."""

    def paint(self, canvas: Canvas, page: int) -> None:
        lay = self.layout
        w, h, t = lay.width, lay.height, TRIM
        canvas.setTrimBox((t, t, w - t, h - t))
        canvas.setBleedBox((t - BLEED, t - BLEED, w - t + BLEED, h - t + BLEED))
        canvas.setStrokeColor(colors.black)
        canvas.setLineWidth(0.25)
        for x, y, dx, dy in (
            (t, t, -1, -1),
            (w - t, t, 1, -1),
            (t, h - t, -1, 1),
            (w - t, h - t, 1, 1),
        ):
            canvas.line(x + dx * (BLEED + 2), y, x + dx * (t - 2), y)
            canvas.line(x, y + dy * (BLEED + 2), x, y + dy * (t - 2))
        for x, y in ((w / 2, 12), (w / 2, h - 12), (12, h / 2), (w - 12, h / 2)):
            canvas.circle(x, y, 4.5)
            canvas.line(x - 7, y, x + 7, y)
            canvas.line(x, y - 7, x, y + 7)
        for index, (_, cmyk) in enumerate((*PLATES, ("Black", (0, 0, 0, 1)))):
            for step, tint in enumerate((1.0, 0.5)):
                canvas.setFillColor(colors.CMYKColor(*(c * tint for c in cmyk)))
                canvas.rect(t + 40 + (index * 2 + step) * 9, h - 20, 9, 9, stroke=0, fill=1)
        canvas.setFillColor(colors.black)
        canvas.setFont("Helvetica", 5.5)
        plates = "  ".join(name for name, _ in PLATES) + "  Black"
        canvas.drawRightString(w - t - 40, h - 17, plates)
        version = random.Random(self.seed).randint(2, 9)
        slug = f"{slug_name(self.title)}_PRINT_v{version}.indd   {page}   {self.day}   {self.time}"
        canvas.drawString(t + 20, 6, slug)


def page_painter(style: str, layout: Layout, seed: int, title: str) -> PagePainter | None:
    if style == "printready":
        return PrintPainter(layout, seed, title)
    if style == "plaintext":
        return HeaderPainter(layout, seed, title)
    return None
