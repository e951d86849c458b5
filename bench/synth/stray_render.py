"""Flowables of the stray styles: an area's labelled fields as a label | text table, and a
full stat block set in a tinted box between coloured rules (a Homebrewery-like or 4e-like
block).

``story.StoryBuilder`` hands these blocks over here; the cell or name line that carries a
marker logs its page when drawn, as every other style's does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, Spacer, TableStyle
from reportlab.platypus import Table as RLTable

from .blocks import Block, BrewBox, FieldTable
from .flowables import ColumnFoot, TrackedParagraph

if TYPE_CHECKING:
    from .story import StoryBuilder

STRAY_BLOCKS = (FieldTable, BrewBox)


class FitTable(Flowable):
    """A table built for the width the frame offers when it is wrapped (a column beside an
    image strip is narrower than the layout's nominal column), split the same way."""

    def __init__(self, make: Callable[[float], RLTable]) -> None:
        super().__init__()
        self.make = make
        self.table: RLTable | None = None

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.table = self.make(avail_width)
        width, height = self.table.wrap(avail_width, avail_height)
        return width, height

    def split(self, avail_width: float, avail_height: float) -> list[Any]:
        return list(self.make(avail_width).split(avail_width, avail_height))

    def draw(self) -> None:
        assert self.table is not None, "drawn before wrapped"
        self.table.drawOn(self.canv, 0, 0)


def field_table(builder: StoryBuilder, block: FieldTable) -> list[Flowable]:
    size = builder.layout.body_size * 0.92
    cell = ParagraphStyle(
        "fieldcell",
        parent=builder.body,
        fontSize=size,
        leading=size * 1.2,
        leftIndent=0,
        alignment=TA_LEFT,
        spaceAfter=0,
    )
    label = ParagraphStyle("fieldlabel", parent=cell, fontName=builder.body_faces.bold)

    def make(width: float) -> RLTable:
        rows: list[list[Flowable]] = []
        for (name, text), markers in zip(block.rows, block.markers, strict=True):
            value = TrackedParagraph(text, cell, markers=markers, recorder=builder.recorder)
            rows.append([Paragraph(name, label), value])
        table = RLTable(rows, colWidths=[0.22 * width, 0.78 * width], hAlign="LEFT")
        table.setStyle(FIELD_GRID)
        return table

    return [FitTable(make), Spacer(1, 6)]


FIELD_GRID = TableStyle(
    [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
        ("BACKGROUND", (0, 0), (0, -1), colors.HexColor("#eeeeee")),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
    ]
)


def brew_box(builder: StoryBuilder, block: BrewBox) -> list[Flowable]:
    """The block's lines as the 5e renderer sets them, in one tinted cell under and over a
    thick coloured rule (a box never splits, so it starts in a column with room for it)."""
    rule = colors.HexColor(block.rule)
    style = TableStyle(
        [
            ("BACKGROUND", (0, 0), (-1, -1), colors.HexColor(block.fill)),
            ("LINEABOVE", (0, 0), (-1, 0), 3, rule),
            ("LINEBELOW", (0, -1), (-1, -1), 3, rule),
            ("LEFTPADDING", (0, 0), (-1, -1), 5),
            ("RIGHTPADDING", (0, 0), (-1, -1), 5),
            ("TOPPADDING", (0, 0), (-1, -1), 4),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
        ]
    )

    def make(width: float) -> RLTable:
        lines = builder.block_5e(block.block)
        inner = [f for f in lines if not isinstance(f, Spacer | ColumnFoot)]
        table = RLTable([[inner]], colWidths=[width], hAlign="LEFT")
        table.setStyle(style)
        return table

    return [Spacer(1, 4), FitTable(make), Spacer(1, 6)]


def stray_flowables(builder: StoryBuilder, block: Block) -> list[Flowable]:
    if isinstance(block, FieldTable):
        return field_table(builder, block)
    if isinstance(block, BrewBox):
        return brew_box(builder, block)
    raise TypeError(f"no stray flowable for {type(block).__name__}")
