"""Blocks and flowables of the rover styles: a room as a two-cell box under a header row
("What's here | What happens", ``WhatBox``) and a run-in entry whose name is set in small caps
(``SmallCapsEntry``: the capitals at the body size, the rest as capitals two sizes smaller).
Everything else the rover keys print is an older block."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, Spacer, TableStyle
from reportlab.platypus import Table as RLTable

from .flowables import TrackedParagraph
from .stray_render import FitTable

if TYPE_CHECKING:
    from .story import StoryBuilder

TINTS = ("#eef2e6", "#f3ece0", "#e8edf3")


@dataclass(frozen=True)
class WhatBox:
    """A room as a framed two-column box: ``header`` over the two cells; ``markers`` are the
    stat-block markers of the right cell (its stat lines)."""

    header: tuple[str, str]
    here: str
    happens: str
    markers: tuple[str, ...] = ()
    tint: int = 0


@dataclass(frozen=True)
class SmallCapsEntry:
    """A run-in entry: the key, the name in small caps, then the room's text."""

    marker: str
    key: str
    name: str
    text: str
    markers: tuple[str, ...] = ()


ROVER_BLOCKS = (WhatBox, SmallCapsEntry)


def small_caps(name: str, size: float) -> str:
    """Markup for ``name`` in small caps at body ``size``: each word's first letter as it is,
    the rest upper case and smaller."""
    small = round(size * 0.78, 2)
    words = []
    for word in name.split():
        head, rest = word[:1], word[1:]
        words.append(f'{head}<font size="{small}">{rest.upper()}</font>' if rest else head)
    return " ".join(words)


def what_box(builder: StoryBuilder, block: WhatBox) -> list[Flowable]:
    lay = builder.layout
    size = lay.body_size * 0.92
    cell = ParagraphStyle(
        "whatcell", parent=builder.body, fontSize=size, leading=size * 1.2, leftIndent=0
    )
    head = ParagraphStyle("whathead", parent=cell, fontName=builder.head_faces.bold)
    commands: list[tuple[object, ...]] = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("BOX", (0, 0), (-1, -1), 0.8, lay.ink),
        ("LINEBELOW", (0, 0), (-1, 0), 0.5, lay.ink),
        ("LINEAFTER", (0, 0), (0, -1), 0.4, colors.grey),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor(TINTS[block.tint % len(TINTS)])),
    ]

    def make(avail: float) -> RLTable:
        width = min(builder.column_width, avail) - builder.hang
        right = TrackedParagraph(
            block.happens, cell, markers=block.markers, recorder=builder.recorder
        )
        rows: list[list[Any]] = [
            [Paragraph(block.header[0], head), Paragraph(block.header[1], head)],
            [Paragraph(block.here, cell), right],
        ]
        table = RLTable(rows, colWidths=[width * 0.45, width * 0.55])
        table.setStyle(TableStyle(commands))
        return table

    return [FitTable(make), Spacer(1, 5)]


def small_caps_entry(builder: StoryBuilder, block: SmallCapsEntry) -> list[Flowable]:
    size = builder.layout.body_size
    text = f"<b>{block.key}</b> {small_caps(block.name, size)} {block.text}"
    markers = (block.marker, *block.markers)
    return [
        TrackedParagraph(
            text,
            builder.body,
            markers=markers,
            recorder=builder.recorder,
            keep_whole=builder.frame_height if len(markers) > 1 else 0.0,
        )
    ]


def rover_flowables(builder: StoryBuilder, block: Any) -> list[Flowable]:
    if isinstance(block, WhatBox):
        return what_box(builder, block)
    if isinstance(block, SmallCapsEntry):
        return small_caps_entry(builder, block)
    raise TypeError(f"no rover flowable for {type(block).__name__}")
