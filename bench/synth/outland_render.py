"""Blocks and flowables of the outland styles: headings on dark bands or in drawn tabs,
headings printed as pictures (the words as tiny invisible text, or not at all), a ruled
ledger whose rows break across pages under a repeated header, a slide title, a boxed note
(speaker notes, a "see sidebar" stat box, an endnote list), and a map with numbered
callouts.

``story.StoryBuilder`` hands these blocks over here; the cell, title or picture that carries
a marker logs its page when drawn, as every other style's does.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw, ImageFont
from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.utils import ImageReader
from reportlab.platypus import Flowable, HRFlowable, Paragraph, Spacer, TableStyle
from reportlab.platypus import Table as RLTable

from .flowables import PageRecorder, TrackedParagraph
from .fonts import DEJAVU
from .stray_render import FitTable

if TYPE_CHECKING:
    from .story import StoryBuilder


@dataclass(frozen=True)
class BandHeading:
    """An area heading in white on a dark band across the column, or its key in a filled tab
    with the name beside it over a rule (``tab``)."""

    marker: str
    label: str
    name: str
    fill: str
    tab: bool = False


@dataclass(frozen=True)
class PictureHeading:
    """An area heading printed as a picture (text converted to outlines and exported as an
    image); ``hidden`` is "tiny" (the words again as 1.5 pt invisible text) or "none"."""

    marker: str
    label: str
    name: str
    hidden: str


@dataclass(frozen=True)
class LedgerTable:
    """The key as one big ruled table whose rows may break across pages, the header row
    repeated on every page; per row the area marker (key cell) and the stat markers (last
    cell)."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    markers: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]


@dataclass(frozen=True)
class SlideTitle:
    """One slide's huge title over a rule (the area heading of a slide-deck export)."""

    marker: str
    text: str


@dataclass(frozen=True)
class NoteBox:
    """A tinted box with a title bar and one line a row: speaker notes, a sidebar of stats,
    the endnotes of a section; ``markers`` one tuple per line."""

    title: str
    lines: tuple[str, ...]
    markers: tuple[tuple[str, ...], ...]
    fill: str = "#f1efe6"


@dataclass(frozen=True)
class CalloutMap:
    """A drawn plan (rooms and corridors) with a numbered callout circle per room."""

    labels: tuple[str, ...]
    seed: int


OUTLAND_BLOCKS = (BandHeading, PictureHeading, LedgerTable, SlideTitle, NoteBox, CalloutMap)
OutlandBlock = BandHeading | PictureHeading | LedgerTable | SlideTitle | NoteBox | CalloutMap


def cell_style(builder: StoryBuilder, name: str, scale: float = 0.92) -> ParagraphStyle:
    size = builder.layout.body_size * scale
    return ParagraphStyle(
        name,
        parent=builder.body,
        fontSize=size,
        leading=size * 1.2,
        leftIndent=0,
        firstLineIndent=0,
        alignment=TA_LEFT,
        spaceBefore=0,
        spaceAfter=0,
    )


def band_heading(builder: StoryBuilder, block: BandHeading) -> list[Flowable]:
    size = builder.layout.body_size * 1.3
    white = ParagraphStyle(
        "band",
        parent=cell_style(builder, "bandbase"),
        fontName=builder.head_faces.bold,
        fontSize=size,
        leading=size * 1.2,
        textColor=colors.white,
    )
    fill = colors.HexColor(block.fill)
    tracked = {"markers": (block.marker,), "recorder": builder.recorder}
    if not block.tab:
        text = f"{block.label} {block.name}".strip()
        style = [("BACKGROUND", (0, 0), (-1, -1), fill), ("LEFTPADDING", (0, 0), (-1, -1), 5)]

        def make(width: float) -> RLTable:
            table = RLTable([[TrackedParagraph(text, white, **tracked)]], colWidths=[width])
            table.setStyle(TableStyle(style))
            return table

    else:
        dark = ParagraphStyle("tabname", parent=white, textColor=fill)
        style = [
            ("BACKGROUND", (0, 0), (0, 0), fill),
            ("LINEBELOW", (1, 0), (1, 0), 1.5, fill),
            ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
        ]

        def make(width: float) -> RLTable:
            cells = [TrackedParagraph(block.label, white, **tracked), Paragraph(block.name, dark)]
            table = RLTable([cells], colWidths=[size * 3.2, width - size * 3.2], hAlign="LEFT")
            table.setStyle(TableStyle(style))
            return table

    return [Spacer(1, 6), FitTable(make), Spacer(1, 3)]


class PictureTitle(Flowable):
    """A heading drawn as a picture; the words exist in the text layer only as tiny
    invisible text (render mode 3), or not at all."""

    def __init__(self, block: PictureHeading, size: float, recorder: PageRecorder, face: str):
        super().__init__()
        self.block, self.size, self.recorder, self.face = block, size, recorder, face
        self.text = f"{block.label} {block.name}".strip()

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = min(avail_width, self.size * 0.62 * len(self.text) + 8)
        return self.width, self.size * 1.5

    def picture(self) -> Image.Image:
        scale = 4  # pixels per point: sharp enough to look like type
        width, height = int(self.width * scale), int(self.size * 1.5 * scale)
        image = Image.new("RGB", (width, height), "white")
        path = DEJAVU / "DejaVuSerif-Bold.ttf"
        font: Any = (
            ImageFont.truetype(str(path), int(self.size * scale))
            if path.is_file()
            else ImageFont.load_default()
        )
        ImageDraw.Draw(image).text((4, int(self.size * 0.15 * scale)), self.text, "#3a2a1a", font)
        return image

    def draw(self) -> None:
        self.recorder.record((self.block.marker,))
        buffer = io.BytesIO()
        self.picture().save(buffer, format="PNG")
        buffer.seek(0)
        self.canv.drawImage(ImageReader(buffer), 0, 0, self.width, self.size * 1.5)
        if self.block.hidden == "tiny":
            text = self.canv.beginText(2, self.size * 0.4)
            text.setTextRenderMode(3)
            text.setFont(self.face, 1.5)
            text.textOut(self.text)
            self.canv.drawText(text)


def ledger_table(builder: StoryBuilder, block: LedgerTable) -> list[Flowable]:
    cell = cell_style(builder, "ledgercell", 0.88)
    head = ParagraphStyle("ledgerhead", parent=cell, fontName=builder.body_faces.bold)
    fractions = (0.08, 0.17, 0.47, 0.28)

    def make(width: float) -> RLTable:
        rows: list[list[Flowable]] = [[Paragraph(h, head) for h in block.header]]
        for row, (area, stats) in zip(block.rows, block.markers, strict=True):
            key, name, description, creatures = row
            rows.append(
                [
                    TrackedParagraph(key, head, markers=area, recorder=builder.recorder),
                    Paragraph(name, head),
                    Paragraph(description, cell),
                    TrackedParagraph(creatures, cell, markers=stats, recorder=builder.recorder),
                ]
            )
        table = RLTable(
            rows,
            colWidths=[f * width for f in fractions],
            repeatRows=1,
            splitInRow=1,
            hAlign="LEFT",
        )
        table.setStyle(LEDGER_RULES)
        return table

    return [FitTable(make), Spacer(1, 8)]


LEDGER_RULES = TableStyle(
    [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
        ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.grey),
        ("LINEAFTER", (0, 0), (-2, -1), 0.3, colors.grey),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e4e4e4")),
    ]
)


def slide_title(builder: StoryBuilder, block: SlideTitle) -> list[Flowable]:
    size = builder.layout.body_size * 2.4
    style = ParagraphStyle(
        "slidetitle",
        parent=builder.body,
        fontName=builder.head_faces.bold,
        fontSize=size,
        leading=size * 1.15,
        textColor=builder.layout.accent,
        alignment=TA_LEFT,
        firstLineIndent=0,
    )
    rule = HRFlowable(width="100%", thickness=2, color=builder.layout.accent, spaceAfter=10)
    paragraph = TrackedParagraph(block.text, style, markers=(block.marker,))
    paragraph.recorder = builder.recorder
    return [paragraph, rule]


def note_box(builder: StoryBuilder, block: NoteBox) -> list[Flowable]:
    cell = cell_style(builder, "notecell", 0.85)
    head = ParagraphStyle("notehead", parent=cell, fontName=builder.body_faces.bold)

    def make(width: float) -> RLTable:
        rows: list[list[Flowable]] = [[Paragraph(block.title, head)]]
        rows += [
            [TrackedParagraph(line, cell, markers=markers, recorder=builder.recorder)]
            for line, markers in zip(block.lines, block.markers, strict=True)
        ]
        table = RLTable(rows, colWidths=[width], hAlign="LEFT")
        table.setStyle(
            TableStyle(
                [
                    ("BACKGROUND", (0, 0), (-1, -1), colors.HexColor(block.fill)),
                    ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.grey),
                    ("BOX", (0, 0), (-1, -1), 0.5, colors.grey),
                ]
            )
        )
        return table

    return [Spacer(1, 4), FitTable(make), Spacer(1, 6)]


class CalloutPlan(Flowable):
    """Rooms as rectangles joined by corridors, a numbered circle on each (the map's
    callouts; the numbers are drawn as text, as a map export prints them)."""

    def __init__(self, block: CalloutMap, face: str) -> None:
        super().__init__()
        self.block, self.face = block, face

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = avail_width
        self.height = min(avail_height * 0.9, avail_width * 0.6, 320.0)
        return self.width, self.height

    def room_boxes(self) -> list[tuple[float, float, float, float]]:
        count, columns = len(self.block.labels), 4
        rows = (count + columns - 1) // columns
        cell_w, cell_h = self.width / columns, self.height / rows
        boxes = []
        for index in range(count):
            row, column = divmod(index, columns)
            shrink = 0.55 + 0.3 * ((self.block.seed * 31 + index * 17) % 7) / 7
            w, h = cell_w * shrink, cell_h * shrink
            x = column * cell_w + (cell_w - w) / 2
            y = self.height - (row + 1) * cell_h + (cell_h - h) / 2
            boxes.append((x, y, w, h))
        return boxes

    def draw(self) -> None:
        canvas, boxes = self.canv, self.room_boxes()
        canvas.setStrokeColor(colors.HexColor("#555555"))
        canvas.setLineWidth(1.2)
        for (x1, y1, w1, h1), (x2, y2, w2, h2) in zip(boxes, boxes[1:], strict=False):
            canvas.line(x1 + w1 / 2, y1 + h1 / 2, x2 + w2 / 2, y2 + h2 / 2)
        for (x, y, w, h), label in zip(boxes, self.block.labels, strict=True):
            canvas.setFillColor(colors.HexColor("#f4f1e8"))
            canvas.rect(x, y, w, h, stroke=1, fill=1)
            canvas.setFillColor(colors.HexColor("#8b1a1a"))
            canvas.circle(x + 9, y + h - 9, 7, stroke=0, fill=1)
            canvas.setFillColor(colors.white)
            canvas.setFont(self.face, 7.5)
            canvas.drawCentredString(x + 9, y + h - 11.5, label)


def outland_flowables(builder: StoryBuilder, block: Any) -> list[Flowable]:
    if isinstance(block, BandHeading):
        return band_heading(builder, block)
    if isinstance(block, PictureHeading):
        size = builder.layout.body_size * 1.6
        flowable = PictureTitle(block, size, builder.recorder, builder.body_faces.regular)
        return [Spacer(1, 6), flowable, Spacer(1, 2)]
    if isinstance(block, LedgerTable):
        return ledger_table(builder, block)
    if isinstance(block, SlideTitle):
        return slide_title(builder, block)
    if isinstance(block, NoteBox):
        return note_box(builder, block)
    if isinstance(block, CalloutMap):
        return [CalloutPlan(block, builder.body_faces.bold), Spacer(1, 8)]
    raise TypeError(f"no outland flowable for {type(block).__name__}")
