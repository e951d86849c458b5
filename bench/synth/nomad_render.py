"""Blocks and flowables of the nomad styles: headings set at the body size and in the body
face, told from the prose by weight alone (``bodyhead``), and keys printed as large initials
beside the entry with the name run in (``bignum``); the condensed face of ``bodyhead`` is
fixed after the layout draw (``with_nomad_style``), so no older style's draws move.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, TableStyle
from reportlab.platypus import Table as RLTable

from .flowables import TrackedParagraph

if TYPE_CHECKING:
    from .layout import Layout
    from .story import StoryBuilder


@dataclass(frozen=True)
class BodyHead:
    """An area heading in the body face at the body size: bold, or bold small caps."""

    marker: str
    label: str
    name: str
    caps: bool


@dataclass(frozen=True)
class BigKey:
    """An entry whose key is a large initial beside it; the name runs in, bold, before the
    body (markup)."""

    marker: str
    key: str
    name: str
    body: str
    colour: bool


NOMAD_BLOCKS = (BodyHead, BigKey)


def with_nomad_style(layout: Layout, style: str) -> Layout:
    """A body-head module is set in a condensed sans throughout (no draws: fixed faces)."""
    if style != "bodyhead":
        return layout
    return replace(layout, font_family="dejavu-condensed", heading_family="dejavu-condensed")


def body_head(builder: StoryBuilder, block: BodyHead) -> list[Flowable]:
    from .story import small_caps  # story dispatches to this module

    size = builder.layout.body_size
    style = ParagraphStyle(
        "bodyhead",
        parent=builder.body,
        fontName=builder.body_faces.bold,
        spaceBefore=size * 0.3,
        spaceAfter=0,
        keepWithNext=True,
        leftIndent=0,
    )
    text = f"{block.label} {block.name}".strip()
    markup = small_caps(text, size) if block.caps else text
    return [TrackedParagraph(markup, style, markers=(block.marker,), recorder=builder.recorder)]


def big_key(builder: StoryBuilder, block: BigKey) -> list[Flowable]:
    lay = builder.layout
    size = lay.body_size
    number = ParagraphStyle(
        "bignum",
        fontName=builder.head_faces.bold,
        fontSize=size * 2.8,
        leading=size * 2.9,
        alignment=TA_CENTER,
        textColor=lay.accent if block.colour else lay.ink,
    )
    body = ParagraphStyle("bigbody", parent=builder.body, leftIndent=0, spaceAfter=0)
    entry = TrackedParagraph(
        f"<b>{block.name}.</b> {block.body}",
        body,
        markers=(block.marker,),
        recorder=builder.recorder,
    )
    width = size * 2.2 * max(1, len(block.key)) * 0.75 + 6
    table = RLTable([[Paragraph(block.key, number), entry]], colWidths=[width, None])
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (0, 0), 4),
                ("RIGHTPADDING", (1, 0), (1, 0), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), size * 0.5),
            ]
        )
    )
    table.hAlign = "LEFT"
    return [table]


def nomad_flowables(builder: StoryBuilder, block: Any) -> list[Flowable]:
    if isinstance(block, BodyHead):
        return body_head(builder, block)
    if isinstance(block, BigKey):
        return big_key(builder, block)
    raise TypeError(f"no nomad flowable for {type(block).__name__}")
