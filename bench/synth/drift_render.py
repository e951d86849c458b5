"""Blocks and flowables of the drift styles: a monster stat box on a tinted ground with a
name bar across the top and the fields set in two internal columns (left: defence and
attack, right: movement, saves, morale), as many OSR modules print them.

``story.StoryBuilder`` hands these blocks over here; the name bar carries the block's marker
and logs its page when drawn, as every other style's does.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import zip_longest
from typing import TYPE_CHECKING, Any

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, Spacer, TableStyle
from reportlab.platypus import Table as RLTable

from .flowables import TrackedParagraph
from .outland_render import cell_style
from .stray_render import FitTable

if TYPE_CHECKING:
    from .story import StoryBuilder


@dataclass(frozen=True)
class TwinBox:
    """A stat box: ``name`` in a bar, then ``left`` and ``right`` lines side by side on a
    tinted ground; ``fill`` and ``bar`` are hex colours."""

    marker: str
    name: str
    left: tuple[str, ...]
    right: tuple[str, ...]
    fill: str
    bar: str


DRIFT_BLOCKS = (TwinBox,)


def twin_box(builder: StoryBuilder, block: TwinBox) -> list[Flowable]:
    cell = cell_style(builder, "twincell", 0.86)
    head = ParagraphStyle(
        "twinhead", parent=cell, fontName=builder.head_faces.bold, textColor=colors.white
    )

    def make(width: float) -> RLTable:
        name = TrackedParagraph(
            block.name, head, markers=(block.marker,), recorder=builder.recorder
        )
        rows: list[list[Any]] = [[name, ""]]
        for left, right in zip_longest(block.left, block.right, fillvalue=""):
            rows.append([Paragraph(left, cell), Paragraph(right, cell)])
        table = RLTable(rows, colWidths=[width * 0.52, width * 0.48], hAlign="LEFT")
        table.setStyle(
            TableStyle(
                [
                    ("SPAN", (0, 0), (1, 0)),
                    ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor(block.bar)),
                    ("BACKGROUND", (0, 1), (-1, -1), colors.HexColor(block.fill)),
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("TOPPADDING", (0, 0), (-1, -1), 1),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
                    ("LEFTPADDING", (0, 0), (-1, -1), 4),
                ]
            )
        )
        return table

    return [Spacer(1, 3), FitTable(make), Spacer(1, 6)]


def drift_flowables(builder: StoryBuilder, block: Any) -> list[Flowable]:
    if isinstance(block, TwinBox):
        return twin_box(builder, block)
    raise TypeError(f"no drift flowable for {type(block).__name__}")
