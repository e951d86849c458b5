"""A narrow gutter whose edge two headings set a little too wide eat into: nothing crosses
its middle, so the page is still read column by column (reportlab PDFs in two faces and
sizes; this file's own texts)."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas
from tagged_lines import filled_lines

from converter.read.extract import read_pdf

LEFT_X, RIGHT_X = 50.0, 311.0
PROSE = (
    "the lamp gutters and a cold draught comes up the stair from the cellar where old "
    "barrels rot beside a well of black water and nobody goes down after dark"
)
WORDS = PROSE.split()


def _lines(font: str, size: float, width: float, count: int, shift: int) -> list[str]:
    """``count`` lines of prose no wider than ``width``."""
    return filled_lines(WORDS, font, size, width, count, shift)


def _heading(pdf: canvas.Canvas, text: str, font: str, size: float, y: float, x1: float) -> None:
    """A tracked heading whose last letter ends at ``x1``."""
    natural = stringWidth(text, font, size)
    obj = pdf.beginText(LEFT_X, y)
    obj.setFont(font, size)
    obj.setCharSpace((x1 - LEFT_X - natural) / (len(text) - 1))
    obj.textOut(text)
    obj.setCharSpace(0)
    pdf.drawText(obj)


def _write(path: Path, body: str, bold: str, size: float) -> tuple[list[str], list[str]]:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    lead = size * 1.25
    left = _lines(body, size, RIGHT_X - LEFT_X - 12.0, 24, 0)
    right = _lines(body, size, 250.0, 30, 7)
    y = 720.0
    for k, line in enumerate(left):
        if k in (4, 14):  # headings ending 5 pt and 3 pt before the right column
            _heading(
                pdf,
                "The Long Hall of Ash and Old Bones"
                if k == 4
                else "A Salt Store Under the Counting House",
                bold,
                size + 1,
                y,
                RIGHT_X - (5.0 if k == 4 else 3.0),
            )
            y -= lead * 1.5
        pdf.setFont(body, size)
        pdf.drawString(LEFT_X, y, line)
        y -= lead
    pdf.setFont(body, size)
    for k, line in enumerate(right):
        pdf.drawString(RIGHT_X, 720.0 - lead * k, line)
    pdf.showPage()
    pdf.save()
    return left, right


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize(
    ("body", "bold", "size"),
    [("Times-Roman", "Times-Bold", 10.0), ("Helvetica", "Helvetica-Bold", 9.0)],
)
def test_headings_eating_into_a_narrow_gutter_keep_two_columns(
    tmp_path: Path, engine: str, body: str, bold: str, size: float
) -> None:
    path = tmp_path / "gutter.pdf"
    left, right = _write(path, body, bold, size)
    texts = [line.text for line in read_pdf(path, engine=engine).lines]
    for line in [
        "The Long Hall of Ash and Old Bones",
        "A Salt Store Under the Counting House",
        *left,
        *right,
    ]:
        assert line in texts, (line, texts)
