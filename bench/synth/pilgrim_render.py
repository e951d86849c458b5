"""Blocks and flowables of the pilgrim styles: rooms as framed cards set several to a row
(``roomcards``), area numbers hung in the outer margin of facing pages (``mirror``), unkeyed
sub-headings inside an area (``subheads``) and small drawn map excerpts (``insets``). The
geometry a pilgrim style fixes (one column, broad margins) is applied after the layout draw
(``with_pilgrim_style``), so no older style's draws move.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, TableStyle
from reportlab.platypus import Table as RLTable

from .flowables import TrackedParagraph
from .rogue_render import FitInPlace

if TYPE_CHECKING:
    from .layout import Layout
    from .story import StoryBuilder

CARD_TINT = colors.HexColor("#f6f1e4")


@dataclass(frozen=True)
class RoomCard:
    """One room's card: the title (key and name, markup) and its lines, each with the
    markers that start in it (the area's on the title, a block's on its stat line)."""

    marker: str
    title: str
    lines: tuple[tuple[str, tuple[str, ...]], ...]


@dataclass(frozen=True)
class RoomCards:
    """Room cards in a grid, ``per_row`` to a row; ``barred``: the title white on a bar."""

    cards: tuple[RoomCard, ...]
    per_row: int
    barred: bool


@dataclass(frozen=True)
class MirrorHead:
    """An area name in the text; its key printed large in the page's outer margin."""

    marker: str
    key: str
    name: str
    caps: bool


@dataclass(frozen=True)
class SubHead:
    """An unkeyed heading inside an area (a feature, "Tactics"), on its own line."""

    text: str
    caps: bool
    colour: bool


@dataclass(frozen=True)
class MapInset:
    """A small drawn map excerpt: the area's room (``keys[0]``, shaded) and its neighbours,
    each labelled with its number, under an optional caption."""

    keys: tuple[str, ...]
    caption: str


PILGRIM_BLOCKS = (RoomCards, MirrorHead, SubHead, MapInset)


def with_pilgrim_style(layout: Layout, style: str) -> Layout:
    """One column for the card grid; one column between broad margins for the mirror keys."""
    if style == "roomcards":
        return replace(layout, columns=1)
    if style == "mirror":
        return replace(layout, columns=1, margin_x=max(layout.margin_x, 62.0))
    return layout


# -- room cards ----------------------------------------------------------------------------
def room_cards(builder: StoryBuilder, block: RoomCards) -> list[Flowable]:
    lay = builder.layout
    size = lay.body_size
    line = ParagraphStyle(
        "roomline", parent=builder.body, leftIndent=0, alignment=TA_LEFT, spaceAfter=size * 0.3
    )
    title = ParagraphStyle(
        "roomtitle",
        parent=line,
        fontName=builder.head_faces.bold,
        fontSize=size + 1.5,
        leading=(size + 1.5) * 1.2,
        textColor=colors.white if block.barred else lay.accent,
    )
    commands: list[tuple[Any, ...]] = [
        ("BOX", (0, 0), (-1, -1), 1.0, lay.accent),
        ("BACKGROUND", (0, 1), (-1, -1), CARD_TINT),
        ("LEFTPADDING", (0, 0), (-1, -1), 5),
        ("RIGHTPADDING", (0, 0), (-1, -1), 5),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
    ]
    commands.append(
        ("BACKGROUND", (0, 0), (-1, 0), lay.accent)
        if block.barred
        else ("LINEBELOW", (0, 0), (-1, 0), 0.8, lay.accent)
    )

    def make(avail: float) -> RLTable:
        per_row = max(1, min(block.per_row, int(avail // 150)))
        card_width = avail / per_row - 8
        cards: list[Any] = []
        for card in block.cards:
            head = TrackedParagraph(
                card.title, title, markers=(card.marker,), recorder=builder.recorder
            )
            rows: list[list[Any]] = [[head]]
            for text, markers in card.lines:
                para = TrackedParagraph(text, line, markers=markers, recorder=builder.recorder)
                rows.append([para])
            inner = RLTable(rows, colWidths=[card_width])
            inner.setStyle(TableStyle(commands))
            cards.append(inner)
        while len(cards) % per_row:
            cards.append("")
        grid = [cards[i : i + per_row] for i in range(0, len(cards), per_row)]
        outer = RLTable(grid, colWidths=[avail / per_row] * per_row, hAlign="LEFT")
        outer.setStyle(
            TableStyle(
                [
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("LEFTPADDING", (0, 0), (-1, -1), 0),
                    ("RIGHTPADDING", (0, 0), (-1, -1), 8),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 9),
                ]
            )
        )
        return outer

    return [FitInPlace(make)]


# -- mirror keys ---------------------------------------------------------------------------
class MirrorKey(Flowable):
    """The name paragraph, and the key in the outer margin: left of the column on an even
    (verso) page, right of it on an odd (recto) one. The page is known only when drawn."""

    def __init__(self, para: TrackedParagraph, key: str, font: str, size: float, ink: Any):
        super().__init__()
        self.para, self.key, self.font, self.size, self.ink = para, key, font, size, ink
        self.keepWithNext = True
        self.width = 0.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = avail_width
        _, height = self.para.wrap(avail_width, avail_height)
        self.height = height
        return avail_width, height

    def getSpaceBefore(self) -> float:  # noqa: N802 (reportlab's name)
        return float(self.para.getSpaceBefore())

    def getSpaceAfter(self) -> float:  # noqa: N802
        return float(self.para.getSpaceAfter())

    def split(self, avail_width: float, avail_height: float) -> list[Any]:
        return []  # a heading is never split

    def draw(self) -> None:
        canvas = self.canv
        self.para.drawOn(canvas, 0, 0)
        gap = self.size * 0.6
        width = stringWidth(self.key, self.font, self.size)
        recto = canvas.getPageNumber() % 2 == 1
        x = self.width + gap if recto else -gap - width
        canvas.saveState()
        canvas.setFont(self.font, self.size)
        canvas.setFillColor(self.ink)
        canvas.drawString(x, self.height - self.size * 0.85, self.key)
        canvas.restoreState()


def mirror_head(builder: StoryBuilder, block: MirrorHead) -> list[Flowable]:
    from .story import small_caps  # story dispatches to this module

    lay = builder.layout
    size = lay.body_size + 2
    style = ParagraphStyle(
        "mirrorhead",
        parent=builder.body,
        fontName=builder.head_faces.bold,
        fontSize=size,
        leading=size * 1.2,
        spaceBefore=size * 0.8,
        spaceAfter=size * 0.25,
        leftIndent=0,
        alignment=TA_LEFT,
    )
    text = small_caps(block.name, size) if block.caps else block.name
    para = TrackedParagraph(text, style, markers=(block.marker,), recorder=builder.recorder)
    return [MirrorKey(para, block.key, builder.head_faces.bold, size * 1.9, lay.accent)]


# -- sub-headings --------------------------------------------------------------------------
def sub_head(builder: StoryBuilder, block: SubHead) -> list[Flowable]:
    from .story import small_caps

    lay = builder.layout
    size = lay.body_size + 0.5
    style = ParagraphStyle(
        "subhead",
        parent=builder.body,
        fontName=builder.head_faces.bold,
        fontSize=size,
        leading=size * 1.2,
        spaceBefore=size * 0.4,
        spaceAfter=size * 0.15,
        keepWithNext=True,
        textColor=lay.accent if block.colour else lay.ink,
        alignment=TA_LEFT,
    )
    text = small_caps(block.text, size) if block.caps else block.text
    return [TrackedParagraph(text, style)]


# -- map insets ----------------------------------------------------------------------------
class InsetDrawing(Flowable):
    """Rooms as rectangles in a row, joined by a corridor, each labelled with its number; the
    area's own room shaded; a caption over the frame when given."""

    def __init__(self, block: MapInset, font: str, accent: Any, ink: Any, size: float):
        super().__init__()
        self.block, self.font, self.accent, self.ink, self.size = block, font, accent, ink, size
        self.width, self.height = 0.0, size * 6.5
        self.keepWithNext = True  # an excerpt over its heading stays with it

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = min(avail_width, self.size * 18)
        return self.width, self.height

    def draw(self) -> None:
        canvas, block = self.canv, self.block
        top = self.height - (self.size * 1.3 if block.caption else 0)
        canvas.saveState()
        canvas.setStrokeColor(self.ink)
        canvas.setLineWidth(0.6)
        canvas.rect(0, 2, self.width, top - 2)
        if block.caption:
            canvas.setFont(self.font, self.size * 0.8)
            canvas.setFillColor(self.ink)
            canvas.drawString(0, top + self.size * 0.35, block.caption)
        count = len(block.keys)
        cell = (self.width - 8) / count
        mid = (top + 2) / 2
        canvas.setLineWidth(1.2)
        canvas.line(4 + cell * 0.5, mid, 4 + cell * (count - 0.5), mid)
        for index, key in enumerate(block.keys):
            x, w = 4 + cell * index + cell * 0.15, cell * 0.7
            h = (top - 10) * (0.75 if index % 2 else 0.95)
            canvas.setFillColor(self.accent if index == 0 else colors.white)
            canvas.setLineWidth(0.8)
            canvas.rect(x, mid - h / 2, w, h, fill=1)
            canvas.setFillColor(colors.white if index == 0 else self.ink)
            canvas.setFont(self.font, self.size)
            canvas.drawCentredString(x + w / 2, mid - self.size * 0.35, key)
        canvas.restoreState()


def map_inset(builder: StoryBuilder, block: MapInset) -> list[Flowable]:
    lay = builder.layout
    return [InsetDrawing(block, builder.head_faces.bold, lay.accent, lay.ink, lay.body_size)]


def pilgrim_flowables(builder: StoryBuilder, block: Any) -> list[Flowable]:
    if isinstance(block, RoomCards):
        return room_cards(builder, block)
    if isinstance(block, MirrorHead):
        return mirror_head(builder, block)
    if isinstance(block, SubHead):
        return sub_head(builder, block)
    if isinstance(block, MapInset):
        return map_inset(builder, block)
    raise TypeError(f"no pilgrim flowable for {type(block).__name__}")
