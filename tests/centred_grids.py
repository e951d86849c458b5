"""Pages holding grids whose text is centred in its cells, drawn with reportlab for the tests.

A map key or roster printed as a ruled table often centres every cell's lines on the
cell's middle: a key column of numbers, a name column, a creatures column, a treasure
column, each line centred on its column's axis, so the lines' left edges wander and only
their middles line up. ``Grid`` says how one such grid is drawn (face, rows, header row or
none, rules or none, column widths: narrow ones wrap a cell over two or three lines);
``build`` draws a page of grids under a title and a paragraph, or a grid in the right
column beside a column of body text (``beside``), with a caption over each grid if given.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    FrameBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)
from text_faces import Face

BODY = (
    "The keep stands on a spur above the river. Its walls are old but sound, and the "
    "garrison keeps watch from the gate and the tower. Travellers who come by the north "
    "road see the smoke of its kitchens long before they see its walls. "
)


@dataclass(frozen=True)
class Grid:
    face: Face
    rows: tuple[tuple[str, ...], ...]  # each row's cells, the key's first
    widths: tuple[float, ...]  # each column's, in points
    header: tuple[str, ...] = ()  # the header row's labels, or none
    ruled: bool = True
    caption: str = ""  # a line over the grid


def _style(face: Face, bold: bool = False, centred: bool = True) -> ParagraphStyle:
    return ParagraphStyle(
        "cell",
        fontName=face.bold if bold else face.body,
        fontSize=face.size,
        leading=face.size * 1.2,
        alignment=1 if centred else 0,
    )


def table(grid: Grid) -> Table:
    """The grid drawn as a reportlab table, every cell centred both ways."""
    body, bold = _style(grid.face), _style(grid.face, True)
    data = [[Paragraph(f"<b>{h}</b>", bold) for h in grid.header]] if grid.header else []
    data += [[Paragraph(cell, body) for cell in row] for row in grid.rows]
    out = Table(data, colWidths=list(grid.widths))
    style: list[tuple[object, ...]] = [
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("TOPPADDING", (0, 0), (-1, -1), 4),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
    ]
    if grid.ruled:
        style.append(("GRID", (0, 0), (-1, -1), 0.6, colors.black))
    out.setStyle(TableStyle(style))
    return out


def build(path: Path, grids: Sequence[Grid], beside: bool = False) -> None:
    """Draw ``grids`` on one letter page under a title and a paragraph (``beside``: in the
    right column of two, body text in the left)."""
    face = grids[0].face
    title = ParagraphStyle("title", fontName=face.bold, fontSize=14, leading=17)
    text = ParagraphStyle("body", fontName=face.body, fontSize=face.size, leading=face.size * 1.25)
    story: list[Flowable] = [Paragraph("THE KEEP ON THE SPUR", title), Spacer(1, 8)]
    doc = BaseDocTemplate(str(path), pagesize=letter, invariant=1)
    width, height = letter
    if beside:
        left = Frame(40, 40, 230, height - 80, id="left")
        right = Frame(280, 40, width - 320, height - 80, id="right")
        doc.addPageTemplates([PageTemplate(frames=[left, right])])
        story += [Paragraph(BODY * 2, text), Spacer(1, 6), Paragraph(BODY, text), FrameBreak()]
    else:
        doc.addPageTemplates([PageTemplate(frames=[Frame(40, 40, width - 80, height - 80)])])
        story.append(Paragraph(BODY, text))
    for grid in grids:
        story.append(Spacer(1, 10))
        if grid.caption:
            story += [Paragraph(f"<b>{grid.caption}</b>", _style(face, True, False)), Spacer(1, 4)]
        story += [table(grid), Spacer(1, 10)]
    story.append(Paragraph("The rest of the keep is rubble.", text))
    doc.build(story)


def prose_columns(path: Path, face: Face, entries: Sequence[tuple[str, str]]) -> None:
    """A page of two left-aligned (justified) columns of numbered entries: no grid."""
    text = ParagraphStyle(
        "body", fontName=face.body, fontSize=face.size, leading=face.size * 1.25, alignment=4
    )
    doc = BaseDocTemplate(str(path), pagesize=letter, invariant=1)
    width, height = letter
    frames = [Frame(40, 40, 260, height - 80, id="l"), Frame(312, 40, 260, height - 80, id="r")]
    doc.addPageTemplates([PageTemplate(frames=frames)])
    story: list[Flowable] = []
    for key, words in entries:
        story += [Paragraph(f"<b>{key}</b> {words}", text), Spacer(1, 4)]
    doc.build(story)


def headed_columns(path: Path, face: Face, entries: Sequence[tuple[str, str, str, str]]) -> None:
    """A landscape page of three justified columns of headed entries: each a heading line
    "key · Name" in larger bold type, a paragraph, and a stat paragraph indented on both sides under it
    (a screen edition's rooms). The headings are left-aligned down their column: no grid."""
    size = face.size
    head = ParagraphStyle("head", fontName=face.bold, fontSize=size + 3, leading=size * 1.5)
    body = ParagraphStyle(
        "body", fontName=face.body, fontSize=size, leading=size * 1.2, alignment=4
    )
    stat = ParagraphStyle(
        "stat", parent=body, fontSize=size - 0.7, leading=size * 1.1, leftIndent=6, rightIndent=6
    )
    page = landscape(letter)
    doc = BaseDocTemplate(str(path), pagesize=page, invariant=1)
    gap, margin = 12, 50
    width = (page[0] - 2 * margin - 2 * gap) / 3
    frames = [
        Frame(margin + k * (width + gap), 40, width, page[1] - 80, id=f"c{k}") for k in range(3)
    ]
    doc.addPageTemplates([PageTemplate(frames=frames)])
    story: list[Flowable] = []
    for key, name, words, stats in entries:
        story += [Paragraph(f"{key} · {name}", head), Paragraph(words, body)]
        story += [Paragraph(stats, stat)] if stats else []
        story.append(Spacer(1, 6))
    doc.build(story)
