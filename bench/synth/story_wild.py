"""Flowables of the wild styles: heading bars, circled keys, margin keys and notes, bullets,
banded block lines, the Room | Description | Monsters table and the pointcrawl diagram.

``story.StoryBuilder`` hands these blocks and heading styles over here; every flowable that
carries a marker logs its page when drawn, as the other styles' do.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, HRFlowable, Paragraph, TableStyle
from reportlab.platypus import Table as RLTable

from .blocks import AreaHeading, Block, MarginNote, NodeMap, Para, RoomTable
from .flowables import PageRecorder, TrackedParagraph, plain

if TYPE_CHECKING:
    from .story import StoryBuilder

WILD_HEADINGS = {"bar", "circle", "digest", "margin"}
WILD_BLOCKS = (MarginNote, RoomTable, NodeMap)
BLOCK_ROLES = {"bar", "ruleband"}
WHITE = colors.white


class BarLine(Flowable):
    """Text on a filled bar the width of the column, a second part set flush right."""

    def __init__(
        self,
        left: str,
        right: str,
        font: str,
        size: float,
        fill: Any,
        marker: str,
        recorder: PageRecorder,
    ) -> None:
        super().__init__()
        self.left, self.right, self.font, self.size, self.fill = left, right, font, size, fill
        self.marker, self.recorder = marker, recorder
        self.spaceBefore, self.spaceAfter = 5.0, 2.0
        self.bar_width = 0.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.bar_width = avail_width
        return avail_width, self.size * 1.6

    def draw(self) -> None:
        self.recorder.record([self.marker])
        canvas = self.canv
        canvas.setFillColor(self.fill)
        canvas.rect(0, 0, self.bar_width, self.size * 1.6, stroke=0, fill=1)
        canvas.setFillColor(WHITE)
        canvas.setFont(self.font, self.size)
        baseline = self.size * 0.45
        canvas.drawString(4, baseline, self.left)
        if self.right:
            canvas.drawRightString(self.bar_width - 4, baseline, self.right)

    def getKeepWithNext(self) -> bool:  # noqa: N802 - reportlab's name
        return True


class CircleKeyHeading(Flowable):
    """A key number in a filled circle with the area's name beside it, on one baseline."""

    def __init__(
        self,
        key: str,
        name: str,
        font: str,
        size: float,
        ink: Any,
        fill: Any,
        marker: str,
        recorder: PageRecorder,
    ) -> None:
        super().__init__()
        self.key, self.name, self.font, self.size = plain(key), plain(name), font, size
        self.ink, self.fill, self.marker, self.recorder = ink, fill, marker, recorder
        self.spaceBefore, self.spaceAfter = 5.0, 2.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        room = avail_width - self.size * 2.6
        while stringWidth(self.name, self.font, self.size) > room and self.size > 5:
            self.size -= 0.5
        return avail_width, self.size * 2.2

    def draw(self) -> None:
        self.recorder.record([self.marker])
        canvas, size = self.canv, self.size
        radius = size * 0.95
        centre_y = size * 1.1
        baseline = centre_y - size * 0.35
        canvas.setFillColor(self.fill)
        canvas.circle(radius, centre_y, radius, stroke=0, fill=1)
        canvas.setFillColor(WHITE)
        canvas.setFont(self.font, size * (0.9 if len(self.key) < 2 else 0.75))
        canvas.drawCentredString(radius, baseline, self.key)
        canvas.setFillColor(self.ink)
        canvas.setFont(self.font, size)
        canvas.drawString(radius * 2 + size * 0.5, baseline, self.name)

    def getKeepWithNext(self) -> bool:  # noqa: N802 - reportlab's name
        return True


class MarginKeyHeading(TrackedParagraph):
    """A heading whose key is printed large in the page margin to the left of the column."""

    def __init__(self, text: str, style: ParagraphStyle, key: str, key_font: str, **kwargs: Any):
        super().__init__(text, style, **kwargs)
        self.key, self.key_font = plain(key), key_font

    def draw(self) -> None:
        super().draw()
        size = self.style.fontSize * 1.6
        self.canv.setFont(self.key_font, size)
        self.canv.setFillColor(self.style.textColor)
        self.canv.drawRightString(-6, self.height - self.style.fontSize, self.key)


class MarginNoteFlowable(Flowable):
    """Takes no room in the column: draws a small note in the margin to its right."""

    def __init__(
        self,
        paragraph: Paragraph,
        note_width: float,
        gap: float,
        markers: tuple[str, ...],
        recorder: PageRecorder,
    ) -> None:
        super().__init__()
        self.paragraph, self.note_width, self.gap = paragraph, note_width, gap
        self.markers, self.recorder = markers, recorder
        self.column_width, self.note_height = 0.0, 0.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.column_width = avail_width
        self.note_height = self.paragraph.wrap(self.note_width, 10_000)[1]
        # too near the foot of the column: ask for more than is left, so it moves on
        return avail_width, (0.0 if self.note_height <= avail_height else self.note_height)

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        return []

    def draw(self) -> None:
        self.recorder.record(self.markers)
        # a note still running from further up the page pushes this one below it
        page, top = self.canv.getPageNumber(), self.canv.absolutePosition(0, 0)[1]
        floor_page, floor = getattr(self.recorder, "note_floor", (0, 0.0))
        drop = top - floor + 3 if floor_page == page and top > floor - 3 else 0.0
        self.paragraph.drawOn(self.canv, self.column_width + self.gap, -self.note_height - drop)
        self.recorder.note_floor = (page, top - drop - self.note_height)  # type: ignore[attr-defined]


def wild_heading(builder: StoryBuilder, block: AreaHeading) -> list[Flowable]:
    lay, kind = builder.layout, builder.layout.heading_style
    size = lay.body_size
    marker, recorder = (block.marker,), builder.recorder
    text = f"{block.label} {block.name}{block.tail}".strip()
    if kind == "circle":
        return [
            CircleKeyHeading(
                block.label,
                block.name.upper(),
                builder.head_faces.bold,
                size + 1.5,
                lay.ink,
                lay.accent,
                block.marker,
                recorder,
            )
        ]
    if kind == "bar":
        style = ParagraphStyle(
            "bar",
            fontName=builder.head_faces.bold,
            fontSize=size + 2,
            leading=(size + 2) * 1.25,
            textColor=WHITE,
            backColor=lay.accent,
            borderPadding=(2, 3, 3, 3),
            spaceBefore=10,
            spaceAfter=6,
            keepWithNext=True,
        )
        return [TrackedParagraph(text, style, markers=marker, recorder=recorder)]
    if kind == "digest":
        style = ParagraphStyle(
            "digest",
            fontName=builder.head_faces.bold,
            fontSize=size + 2.5,
            leading=(size + 2.5) * 1.2,
            textColor=lay.ink,
            spaceBefore=9,
            spaceAfter=1,
            keepWithNext=True,
        )
        label = f"{block.label} {block.name.upper()}".strip()
        rule = HRFlowable(width="100%", thickness=1.6, color=lay.accent, spaceAfter=2)
        rule.keepWithNext = 1
        return [TrackedParagraph(label, style, markers=marker, recorder=recorder), rule]
    style = ParagraphStyle(  # margin: the name in the column, the key in the margin
        "marginhead",
        fontName=builder.head_faces.bold,
        fontSize=size + 1.5,
        leading=(size + 1.5) * 1.2,
        textColor=lay.accent,
        spaceBefore=10,
        spaceAfter=2,
        keepWithNext=True,
    )
    return [
        MarginKeyHeading(
            f"{block.name}{block.tail}",
            style,
            block.label,
            builder.head_faces.bold,
            markers=marker,
            recorder=recorder,
        )
    ]


def bullet(builder: StoryBuilder, block: Para) -> Flowable:
    style = ParagraphStyle(
        "bullet", parent=builder.body, leftIndent=11, bulletIndent=1, spaceAfter=1.5
    )
    text = f"<b>{block.lead}</b> {block.text}" if block.lead else block.text
    return TrackedParagraph(
        text, style, bulletText="\u25aa", markers=block.markers, recorder=builder.recorder
    )


def block_role(builder: StoryBuilder, role: str, text: str, marker: str) -> list[Flowable]:
    lay, size = builder.layout, builder.layout.body_size
    if role == "bar":
        left, _, right = text.partition("\t")
        return [
            BarLine(
                left,
                right,
                builder.head_faces.bold,
                size + 0.5,
                lay.accent,
                marker,
                builder.recorder,
            )
        ]
    band = ParagraphStyle(
        "ruleband",
        parent=builder.stat,
        leftIndent=0,
        fontName=builder.head_faces.bold,
        fontSize=size * 0.9,
        spaceBefore=1,
        spaceAfter=0,
        keepWithNext=True,
    )
    rule = {"width": "100%", "thickness": 0.6, "color": lay.ink}
    above, below = HRFlowable(spaceBefore=2, **rule), HRFlowable(spaceAfter=1, **rule)
    above.keepWithNext = below.keepWithNext = 1
    return [above, Paragraph(text, band), below]


def wild_flowables(builder: StoryBuilder, block: Block) -> list[Flowable]:
    lay = builder.layout
    if isinstance(block, MarginNote):
        style = ParagraphStyle(
            "margin",
            parent=builder.note,
            fontSize=lay.body_size * 0.8,
            leading=lay.body_size * 0.95,
            leftIndent=0,
            alignment=0,
        )
        paragraph = Paragraph(block.text, style)
        return [
            MarginNoteFlowable(
                paragraph, lay.note_width, lay.gutter, block.markers, builder.recorder
            )
        ]
    if isinstance(block, RoomTable):
        return [room_table(builder, block)]
    if isinstance(block, NodeMap):
        return [
            NodeMapFlowable(block, builder.body_faces.regular, builder.body_faces.bold, lay.ink)
        ]
    raise TypeError(f"no wild flowable for {type(block).__name__}")


def room_table(builder: StoryBuilder, block: RoomTable) -> RLTable:
    lay = builder.layout
    cell = ParagraphStyle(
        "rcell",
        parent=builder.body,
        fontSize=lay.body_size * 0.92,
        leftIndent=0,
        alignment=0,
        spaceAfter=0,
    )
    head = ParagraphStyle("rhead", parent=cell, textColor=WHITE, fontName=builder.head_faces.bold)
    rows: list[list[Any]] = [[Paragraph(h, head) for h in block.header]]
    for row in block.rows:
        rows.append(
            [
                TrackedParagraph(row.room, cell, markers=(row.marker,), recorder=builder.recorder),
                Paragraph(row.description, cell),
                TrackedParagraph(
                    row.monsters, cell, markers=row.stat_markers, recorder=builder.recorder
                ),
            ]
        )
    table = RLTable(rows, colWidths=["20%", "50%", "30%"], repeatRows=1, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("BACKGROUND", (0, 0), (-1, 0), lay.accent),
                ("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#888888")),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ]
        )
    )
    return table


class NodeMapFlowable(Flowable):
    """Nodes on a ring joined by straight paths, each path labelled with its number."""

    def __init__(self, node_map: NodeMap, font: str, bold: str, ink: Any) -> None:
        super().__init__()
        self.node_map, self.font, self.bold, self.ink = node_map, font, bold, ink
        self.size = (0.0, 0.0)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.size = (avail_width, min(avail_width * 0.75, avail_height * 0.8, 320.0))
        return self.size

    def centres(self) -> list[tuple[float, float]]:
        width, height = self.size
        count = len(self.node_map.names)
        points = []
        for index in range(count):
            angle = 2 * math.pi * index / count + 0.4
            wobble = 0.78 + 0.18 * ((index * 7) % 3) / 2
            x = width / 2 + math.cos(angle) * (width / 2 - 48) * wobble
            y = (height - 16) / 2 + math.sin(angle) * ((height - 16) / 2 - 14) * wobble
            points.append((x, y))
        return points

    def draw(self) -> None:
        canvas = self.canv
        centres = self.centres()
        canvas.saveState()
        canvas.setStrokeColor(self.ink)
        canvas.setFont(self.bold, 9)
        canvas.setFillColor(self.ink)
        canvas.drawString(0, self.size[1] - 10, self.node_map.title)
        canvas.setDash(3, 2)
        for a, b, _ in self.node_map.edges:
            canvas.line(*centres[a], *centres[b])
        canvas.setDash()
        for a, b, number in self.node_map.edges:
            x, y = (centres[a][0] + centres[b][0]) / 2, (centres[a][1] + centres[b][1]) / 2
            canvas.setFillColor(colors.white)
            canvas.circle(x, y, 5, stroke=1, fill=1)
            canvas.setFillColor(self.ink)
            canvas.setFont(self.font, 6)
            canvas.drawCentredString(x, y - 2, str(number))
        for name, (x, y) in zip(self.node_map.names, centres, strict=True):
            width = stringWidth(name, self.bold, 6.5) + 8
            canvas.setFillColor(colors.HexColor("#f4efe2"))
            canvas.roundRect(x - width / 2, y - 6, width, 12, 3, stroke=1, fill=1)
            canvas.setFillColor(self.ink)
            canvas.setFont(self.bold, 6.5)
            canvas.drawCentredString(x, y - 2.3, name)
        canvas.restoreState()
