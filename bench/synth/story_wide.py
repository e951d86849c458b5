"""Flowables of the wide styles and switches: key tables, drop caps, hanging keys,
letter-spaced headings, the 2024 MOD/SAVE grid, ligatures."""

from __future__ import annotations

import dataclasses
from typing import Any

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, TableStyle
from reportlab.platypus import Table as RLTable

from .blocks import AreaHeading, Block, KeyTable, Para, ReadAloud
from .flowables import PageRecorder, TrackedParagraph, plain

LIGATURES = (("fi", "\ufb01"), ("fl", "\ufb02"))


def ligate(text: str) -> str:
    """What a DTP program's ligature substitution leaves in the text layer."""
    for pair, glyph in LIGATURES:
        text = text.replace(pair, glyph)
    return text


def ligate_block(block: Block) -> Block:
    if isinstance(block, Para):
        return dataclasses.replace(block, text=ligate(block.text), lead=ligate(block.lead))
    if isinstance(block, AreaHeading):
        return dataclasses.replace(block, name=ligate(block.name))
    if isinstance(block, ReadAloud):
        return dataclasses.replace(block, text=ligate(block.text))
    if isinstance(block, KeyTable):
        rows = tuple(
            dataclasses.replace(r, location=ligate(r.location), contents=ligate(r.contents))
            for r in block.rows
        )
        return dataclasses.replace(block, rows=rows)
    return block


class LetterSpacedHeading(Flowable):
    """A one-line heading set with wide tracking, as display headings often are."""

    def __init__(
        self, text: str, font: str, size: float, ink: Any, marker: str, recorder: PageRecorder
    ) -> None:
        super().__init__()
        self.text, self.font, self.size, self.ink = plain(text), font, size, ink
        self.marker, self.recorder = marker, recorder
        self.track = size * 0.45
        self.spaceBefore, self.spaceAfter = 7.0, 3.0

    def natural_width(self, size: float, track: float) -> float:
        return stringWidth(self.text, self.font, size) + track * len(self.text)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        while self.natural_width(self.size, self.track) > avail_width and self.size > 6:
            self.size -= 0.5
            self.track = self.size * 0.45
        return avail_width, self.size * 1.3

    def draw(self) -> None:
        self.recorder.record([self.marker])
        text = self.canv.beginText(0, self.size * 0.3)
        text.setFont(self.font, self.size)
        text.setCharSpace(self.track)
        text.setWordSpace(self.track)
        text.setFillColor(self.ink)
        text.textOut(self.text)
        self.canv.drawText(text)

    def getKeepWithNext(self) -> bool:  # noqa: N802 - reportlab's name
        return True


class HangingHeading(TrackedParagraph):
    """A heading whose key hangs in the indent to its left, level with its first line."""

    def __init__(self, text: str, style: ParagraphStyle, key: str, key_font: str, **kwargs: Any):
        super().__init__(text, style, **kwargs)
        self.key, self.key_font = key, key_font

    def draw(self) -> None:
        super().draw()
        size = self.style.fontSize
        self.canv.setFont(self.key_font, size)
        self.canv.setFillColor(self.style.textColor)
        self.canv.drawString(0, self.height - size, plain(self.key))


class DropCapParagraph(TrackedParagraph):
    """A paragraph whose first letter is printed large, raised above the first line."""

    def __init__(
        self, text: str | None, style: ParagraphStyle, font: str = "", **kwargs: Any
    ) -> None:
        if text is None:  # a piece made by split(): reportlab passes frags, not text
            self.cap, self.cap_size, self.cap_font = "", 0.0, font
            super().__init__(text, style, **kwargs)
            return
        self.cap = text[0]
        self.cap_size = style.fontSize * 2.4
        self.cap_font = font
        width = stringWidth(self.cap, font, self.cap_size) + 2
        indented = ParagraphStyle(
            "dropcap", parent=style, firstLineIndent=width, spaceBefore=self.cap_size * 0.6
        )
        super().__init__(text[1:], indented, **kwargs)

    def split(self, avail_width: float, avail_height: float) -> list[Any]:
        parts = super().split(avail_width, avail_height)
        if parts and isinstance(parts[0], DropCapParagraph):
            parts[0].cap, parts[0].cap_size, parts[0].cap_font = (
                self.cap,
                self.cap_size,
                self.cap_font,
            )
        return parts

    def draw(self) -> None:
        super().draw()
        if self.cap:
            self.canv.setFont(self.cap_font, self.cap_size)
            self.canv.setFillColor(colors.HexColor("#6a1b1b"))
            self.canv.drawString(0, self.height - self.style.fontSize, self.cap)


def key_table(
    block: KeyTable, cell: ParagraphStyle, recorder: PageRecorder, accent: Any, dark: bool
) -> RLTable:
    head = ParagraphStyle("khead", parent=cell, fontName=cell.fontName)
    rows: list[list[Any]] = [[Paragraph(f"<b>{h}</b>", head) for h in block.header]]
    for row in block.rows:
        rows.append(
            [
                TrackedParagraph(
                    f"<b>{row.key}</b>", cell, markers=(row.marker,), recorder=recorder
                ),
                Paragraph(row.location, cell),
                TrackedParagraph(row.contents, cell, markers=row.stat_markers, recorder=recorder),
            ]
        )
    table = RLTable(rows, colWidths=["9%", "21%", "70%"], repeatRows=1, hAlign="LEFT")
    stripe = colors.HexColor("#2b2f3a") if dark else colors.HexColor("#eeeae0")
    table.setStyle(
        TableStyle(
            [
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, stripe]),
                ("LINEBELOW", (0, 0), (-1, 0), 0.8, accent),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ]
        )
    )
    return table


def modsave_table(rows: list[list[str]], font: str, size: float, ink: Any) -> Flowable:
    """The 2024 MOD/SAVE grid, set so that it fits the column it is placed in."""
    return FittedGrid(rows, font, size, ink)


class FittedGrid(Flowable):
    """A grid of ability groups ("Str 12 +1 +1" under "MOD SAVE") set so that it fits the
    width it is given: at a smaller size first (down to 0.7 of the asked one), then with fewer
    groups to a row. Its cells are sized by their contents, and a grid wider than its column
    would overprint the next column's text, which no printed module does."""

    def __init__(self, rows: list[list[str]], font: str, size: float, ink: Any) -> None:
        super().__init__()
        self.header, self.groups = rows[0][:4], [r[i : i + 4] for r in rows[1:] for i in (0, 4, 8)]
        self.font, self.size, self.ink = font, size, ink
        self.hAlign = "LEFT"
        self.table: RLTable | None = None

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        for per_row in (3, 2, 1):
            rows = [self.header * per_row] + [
                [cell for group in self.groups[i : i + per_row] for cell in group]
                for i in range(0, len(self.groups), per_row)
            ]
            for scale in (1.0, 0.9, 0.8, 0.7):
                table = _grid(rows, self.font, self.size * scale, self.ink)
                width, height = table.wrap(availWidth, availHeight)
                if width <= availWidth:
                    break
            if width <= availWidth:
                break
        self.table, self.width, self.height = table, width, height
        return width, height

    def draw(self) -> None:
        assert self.table is not None  # platypus wraps a flowable before it draws it
        self.table.drawOn(self.canv, 0, 0)


def _grid(rows: list[list[str]], font: str, size: float, ink: Any) -> RLTable:
    table = RLTable(rows, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), font, size),
                ("FONT", (0, 0), (-1, 0), font, size * 0.8),
                ("TEXTCOLOR", (0, 0), (-1, -1), ink),
                ("BACKGROUND", (0, 1), (-1, -1), colors.HexColor("#ece4d4")),
                ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("LEFTPADDING", (0, 0), (-1, -1), 2),
                ("RIGHTPADDING", (0, 0), (-1, -1), 2),
            ]
        )
    )
    return table
