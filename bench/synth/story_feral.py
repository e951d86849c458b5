"""Flowables of the feral styles: the label | value stat mini-table (``labyrinth``).

``story.StoryBuilder`` hands these blocks over here; the name line carries the block's marker
and logs its page when drawn, as every other style's does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, Spacer, TableStyle
from reportlab.platypus import Table as RLTable

from .blocks import Block, StatTable
from .flowables import TrackedParagraph

if TYPE_CHECKING:
    from .story import StoryBuilder

FERAL_BLOCKS = (StatTable,)


def stat_table(builder: StoryBuilder, block: StatTable) -> list[Flowable]:
    lay, size = builder.layout, builder.layout.body_size
    name = ParagraphStyle(
        "mininame",
        parent=builder.body,
        fontName=builder.head_faces.bold,
        fontSize=size + 0.5,
        leftIndent=0,
        spaceBefore=3,
        spaceAfter=1,
        keepWithNext=True,
    )
    cell = ParagraphStyle(
        "minicell", parent=builder.body, fontSize=size * 0.9, leading=size * 1.05, leftIndent=0
    )
    label = ParagraphStyle("minilabel", parent=cell, fontName=builder.body_faces.bold)
    rows = [[Paragraph(k, label), Paragraph(v, cell)] for k, v in block.rows]
    table = RLTable(rows, colWidths=["45%", "55%"], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 0.5),
                ("LEFTPADDING", (0, 0), (-1, -1), 2),
                ("LINEABOVE", (0, 0), (-1, 0), 0.6, lay.accent),
                ("LINEBELOW", (0, -1), (-1, -1), 0.6, lay.accent),
            ]
        )
    )
    heading = TrackedParagraph(block.name, name, markers=(block.marker,), recorder=builder.recorder)
    return [heading, table, Spacer(1, 5)]


def feral_flowables(builder: StoryBuilder, block: Block) -> list[Flowable]:
    if isinstance(block, StatTable):
        return stat_table(builder, block)
    raise TypeError(f"no feral flowable for {type(block).__name__}")
