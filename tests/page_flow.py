"""Typesetting for the test PDFs of ``module_factory``: paragraphs (with a run-in bold lead)
and table rows poured into column frames, page after page, with reportlab."""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas


@dataclass(frozen=True)
class Run:
    """A paragraph: its text, font and size, and the space left above it."""

    text: str
    font: str = "Times-Roman"
    size: float = 9.0
    space_before: float = 3.0
    lead: str = ""  # a run-in bold lead ("1. Guard Room.") before the text, same line
    lead_font: str = "Times-Bold"


@dataclass(frozen=True)
class Row:
    """A line of table cells at fixed x offsets inside a column."""

    cells: tuple[tuple[float, str], ...]
    font: str = "Helvetica"
    size: float = 7.5


def wrap(text: str, font: str, size: float, width: float, first_offset: float = 0.0) -> list[str]:
    """Cut ``text`` into lines no wider than ``width`` (the first line ``first_offset`` less)."""
    lines: list[str] = []
    current = ""
    limit = width - first_offset
    for word in text.split():
        trial = f"{current} {word}".strip()
        if current and stringWidth(trial, font, size) > limit:
            lines.append(current)
            current = word
            limit = width
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


class Flow:
    """Pours paragraphs into a list of column frames, page after page."""

    def __init__(self, pdf: canvas.Canvas, frames: list[list[tuple[float, float, float, float]]]):
        # frames[page] = [(x, top_y, width, bottom_y), ...]; the last page's frames repeat.
        self.pdf = pdf
        self.frames = frames
        self.page = 0
        self.frame = 0
        self.y = self._current()[1]

    def _current(self) -> tuple[float, float, float, float]:
        return self.frames[min(self.page, len(self.frames) - 1)][self.frame]

    def _next_frame(self) -> None:
        page_frames = self.frames[min(self.page, len(self.frames) - 1)]
        if self.frame + 1 < len(page_frames):
            self.frame += 1
        else:
            self.pdf.showPage()
            self.page += 1
            self.frame = 0
        self.y = self._current()[1]

    def _room(self, height: float) -> None:
        if self.y - height < self._current()[3]:
            self._next_frame()

    def paragraph(self, run: Run) -> None:
        """Write one paragraph, wrapped to the frame."""
        x, top, width, _ = self._current()
        lead_width = stringWidth(run.lead + " ", run.lead_font, run.size) if run.lead else 0.0
        lines = wrap(run.text, run.font, run.size, width, lead_width)
        leading = run.size * 1.25
        if self.y < top:
            self.y -= run.space_before
        self._room(leading * min(2, len(lines) or 1))
        for number, line in enumerate(lines or [""]):
            self._room(leading)
            x = self._current()[0]
            self.y -= run.size
            offset = 0.0
            if number == 0 and run.lead:
                self.pdf.setFont(run.lead_font, run.size)
                self.pdf.drawString(x, self.y, run.lead)
                offset = lead_width
            self.pdf.setFont(run.font, run.size)
            self.pdf.drawString(x + offset, self.y, line)
            self.y -= leading - run.size

    def row(self, row: Row) -> None:
        """Write one table row."""
        self._room(row.size * 1.3)
        x = self._current()[0]
        self.y -= row.size
        self.pdf.setFont(row.font, row.size)
        for dx, cell in row.cells:
            self.pdf.drawString(x + dx, self.y, cell)
        self.y -= row.size * 0.3

    def column_break(self) -> None:
        """Go on at the top of the next frame."""
        self._next_frame()

    def write(self, items: list[Run | Row | None]) -> None:
        """Write paragraphs and rows; ``None`` is a column break."""
        for item in items:
            if item is None:
                self.column_break()
            elif isinstance(item, Row):
                self.row(item)
            else:
                self.paragraph(item)
