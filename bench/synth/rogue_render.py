"""Flowables of the rogue styles: the monster roster table, stat cards in a framed grid, a
contents page with dot leaders, list bullets with a chosen glyph.

``story.StoryBuilder`` hands these blocks over here; the cell or line that names a stat block
carries its marker and logs its page when drawn, as every other style's does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, Spacer, TableStyle
from reportlab.platypus import Table as RLTable

from .blocks import Block, Bullet, CardGrid, Leaders, RosterTable
from .flowables import TrackedParagraph
from .stray_render import FitTable

if TYPE_CHECKING:
    from .story import StoryBuilder

ROGUE_BLOCKS = (RosterTable, CardGrid, Leaders, Bullet)
ZEBRA = colors.HexColor("#e6e6e6")
CARD_TINT = colors.HexColor("#f4efe4")


class FitInPlace(FitTable):
    """A ``FitTable`` whose table draws itself where the frame puts it (its own alignment, no
    extra translation), so a table that fits the nominal column prints exactly as before."""

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:  # noqa: N802
        assert self.table is not None, "drawn before wrapped"
        self.table.drawOn(canvas, x, y, _sW)


def roster_table(builder: StoryBuilder, block: RosterTable) -> list[Flowable]:
    commands: list[tuple[object, ...]] = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), CELL_PAD / 2),
        ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PAD / 2),
        ("TOPPADDING", (0, 0), (-1, -1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ("LINEABOVE", (0, 0), (-1, 0), 0.9, builder.layout.ink),
        ("LINEBELOW", (0, 0), (-1, 0), 0.6, builder.layout.ink),
        ("LINEBELOW", (0, -1), (-1, -1), 0.9, builder.layout.ink),
    ]
    if block.zebra:
        commands.append(("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, ZEBRA]))
    else:
        commands.append(("INNERGRID", (0, 0), (-1, -1), 0.3, colors.grey))

    nominal, hang = builder.column_width, builder.hang  # as they stand when the block is set
    faces = (builder.body.fontName, builder.body_faces.bold)

    def make(avail: float) -> RLTable:
        # The style's column width, but never wider than the frame it lands in: beside an
        # image strip the column is narrower, and a table set to the nominal width would print
        # over the strip or the next column.
        width = min(nominal, avail) - hang
        widths, size = roster_columns(block, faces, builder.layout.body_size * 0.78, width)
        cell = ParagraphStyle(
            "rostercell",
            parent=builder.body,
            fontSize=size,
            leading=size * 1.15,
            leftIndent=0,
            alignment=TA_LEFT,
            spaceAfter=0,
        )
        head = ParagraphStyle("rosterhead", parent=cell, fontName=faces[1])
        rows: list[list[Flowable]] = [[Paragraph(h, head) for h in block.header]]
        for cells, marker in zip(block.rows, block.markers, strict=True):
            name = TrackedParagraph(cells[0], cell, markers=(marker,), recorder=builder.recorder)
            rows.append([name, *(Paragraph(c, cell) for c in cells[1:])])
        table = RLTable(rows, colWidths=widths, repeatRows=1)
        table.setStyle(TableStyle(commands))
        return table

    return [Spacer(1, 2), FitInPlace(make), Spacer(1, 6)]


CELL_PAD = 3.0  # left + right padding of a roster cell


def roster_columns(
    block: RosterTable, faces: tuple[str, str], size: float, width: float
) -> tuple[list[float], float]:
    """Column widths and font size of a roster: the name column a fifth, the rest shared
    evenly, as long as every word fits its column. A typesetter never breaks a word inside a
    table cell; when a column is too narrow for its longest word (a narrow column, a column
    beside an image strip) the columns are sized to their longest words and the spare width
    shared out, and if even that does not fit, the font shrinks until it does."""
    count = len(block.header)
    first = 0.2 * width
    even = [first] + [(width - first) / (count - 1)] * (count - 1)
    need = [longest_word(block, j, faces, size) + CELL_PAD + 0.5 for j in range(count)]
    if all(n <= w for n, w in zip(need, even, strict=True)):
        return even, size
    words = sum(need) - count * (CELL_PAD + 0.5)
    room = width - count * (CELL_PAD + 0.5)
    if words > room:
        scale = room / words
        size *= scale
        need = [(n - CELL_PAD - 0.5) * scale + CELL_PAD + 0.5 for n in need]
    spare = max(0.0, width - sum(need)) / count
    return [n + spare for n in need], size


def longest_word(block: RosterTable, column: int, faces: tuple[str, str], size: float) -> float:
    """The width of the widest word in one roster column, the header set bold."""
    cells = [(block.header[column], faces[1])] + [(row[column], faces[0]) for row in block.rows]
    return max(
        stringWidth(word, font, size)
        for text, font in cells
        for word in re.sub(r"<[^>]+>", " ", text).split() or [""]
    )


def card_grid(builder: StoryBuilder, block: CardGrid) -> list[Flowable]:
    size = builder.layout.body_size * 0.85
    line = ParagraphStyle(
        "cardline",
        parent=builder.body,
        fontSize=size,
        leading=size * 1.2,
        leftIndent=0,
        alignment=TA_LEFT,
        spaceAfter=0,
    )
    name = ParagraphStyle(
        "cardname",
        parent=line,
        fontName=builder.head_faces.bold,
        fontSize=size + 1.5,
        leading=(size + 1.5) * 1.2,
        textColor=colors.white,
    )
    card_style = TableStyle(
        [
            ("BOX", (0, 0), (-1, -1), 1.2, builder.layout.accent),
            ("BACKGROUND", (0, 0), (-1, 0), builder.layout.accent),
            ("BACKGROUND", (0, 1), (-1, -1), CARD_TINT),
            ("LEFTPADDING", (0, 0), (-1, -1), 4),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ]
    )

    nominal, hang = builder.column_width, builder.hang  # as they stand when the block is set

    def make(avail: float) -> RLTable:
        # Cards per row from the frame's own width when that is narrower than the style's
        # column (beside an image strip), so the grid never runs over the strip or a neighbour.
        width = min(nominal, avail) - hang
        per_row = max(1, min(block.per_row, int(width // 118)))
        card_width = width / per_row - 6
        cards: list[Flowable | str] = []
        for card in block.cards:
            title = TrackedParagraph(
                card.name, name, markers=(card.marker,), recorder=builder.recorder
            )
            lines = [[Paragraph(text, line)] for text in card.lines]
            inner = RLTable([[title], *lines], colWidths=[card_width])
            inner.setStyle(card_style)
            cards.append(inner)
        while len(cards) % per_row:
            cards.append("")
        grid = [cards[i : i + per_row] for i in range(0, len(cards), per_row)]
        outer = RLTable(grid, colWidths=[width / per_row] * per_row, hAlign="LEFT")
        outer.setStyle(CARD_GRID)
        return outer

    return [FitInPlace(make)]


CARD_GRID = TableStyle(
    [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 0),
        ("RIGHTPADDING", (0, 0), (-1, -1), 6),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 8),
    ]
)


class LeaderLine(Flowable):
    """One contents line: the text at the left, the page number flush right, spaced dots
    between them, filling whatever width the frame gives."""

    def __init__(self, text: str, page: str, font: str, size: float, ink: Any) -> None:
        super().__init__()
        self.text, self.page, self.font, self.size, self.ink = text, page, font, size, ink
        self.width = 0.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = avail_width
        return avail_width, self.size * 1.35

    def draw(self) -> None:
        canvas, size = self.canv, self.size
        canvas.setFont(self.font, size)
        canvas.setFillColor(self.ink)
        canvas.drawString(0, size * 0.3, self.text)
        canvas.drawRightString(self.width, size * 0.3, self.page)
        start = stringWidth(self.text, self.font, size) + size * 0.6
        end = self.width - stringWidth(self.page, self.font, size) - size * 0.6
        dot = stringWidth(" .", self.font, size)
        if end > start + dot:
            canvas.drawString(start, size * 0.3, " ." * int((end - start) // dot))


def leaders(builder: StoryBuilder, block: Leaders) -> list[Flowable]:
    """A contents page: a heading, then one leader line per entry."""
    size, font = builder.layout.body_size, builder.body_faces.regular
    out: list[Flowable] = [builder.heading(block.title, 2)]
    for text, page in block.entries:
        out.append(LeaderLine(text, page, font, size, builder.layout.ink))
    return [*out, Spacer(1, 8)]


def bullet(builder: StoryBuilder, block: Bullet) -> Flowable:
    style = ParagraphStyle(
        "roguebullet",
        parent=builder.body,
        leftIndent=builder.hang + block.indent + 9,
        bulletIndent=builder.hang + block.indent,
        spaceAfter=1.5,
        alignment=TA_LEFT,
    )
    return TrackedParagraph(
        block.text, style, bulletText=block.glyph, markers=block.markers, recorder=builder.recorder
    )


def rogue_flowables(builder: StoryBuilder, block: Block) -> list[Flowable]:
    if isinstance(block, RosterTable):
        return roster_table(builder, block)
    if isinstance(block, CardGrid):
        return card_grid(builder, block)
    if isinstance(block, Leaders):
        return leaders(builder, block)
    if isinstance(block, Bullet):
        return [bullet(builder, block)]
    raise TypeError(f"no rogue flowable for {type(block).__name__}")
