"""Text outside the frames of a page of framed boxes is read in its place.

A frame groups the text inside it and says nothing of the text outside. On a page of
framed boxes the text outside every frame was lumped into one group, read where its first
words stood: the headings of a page of framed tables all came together, before the first
table, and each table then stood under the last heading. Pages written by reportlab in three
fonts and sizes, each heading over its framed block, in one or two columns."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.0),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
    "courier": ("Courier", "Courier-Bold", 8.0),
}
HEADINGS = ["1. Gate House", "2. Bone Pit", "3. Still Room", "4. Long Hall", "5. Well Shaft"]
# each block's words start with its heading's letter, so every line read tells its block
LETTERS = "gbslw"
SYLLABLES = ("ala", "emo", "iru", "osa", "une", "ari")


def _block_lines(block: int) -> list[str]:
    letter = LETTERS[block]
    return [
        " ".join(letter + SYLLABLES[(k + row) % 6] for k in range(5 + row % 2)) for row in range(4)
    ]


def _pdf(path: Path, fonts: tuple[str, str, float], columns: int) -> Path:
    regular, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    width = (612 - 90 - 20 * (columns - 1)) / columns
    tops = [740.0] * columns
    for block, heading in enumerate(HEADINGS):
        column = block % columns
        x, top = 45 + column * (width + 20), tops[column]
        pdf.setFont(bold, size + 2)
        pdf.drawString(x, top, heading)
        height = size * 1.3 * 4 + size
        box_top = top - size * 1.2
        pdf.rect(x, box_top - height, width, height, stroke=1, fill=0)
        pdf.setFont(regular, size)
        for row, text in enumerate(_block_lines(block)):
            pdf.drawString(x + 4, box_top - size * (1.4 + 1.3 * row), text)
        tops[column] = box_top - height - size * 2.5
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("columns", [1, 2])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_each_heading_is_read_before_its_framed_block(
    tmp_path: Path, font: str, columns: int
) -> None:
    pdf = _pdf(tmp_path / f"blocks-{font}.pdf", FONTS[font], columns)
    lines = [line.text for line in read_pdf(pdf).pages[0].lines]
    for block, heading in enumerate(HEADINGS):
        assert heading in lines, lines
        after = lines[lines.index(heading) + 1 : lines.index(heading) + 5]
        assert after == _block_lines(block), lines
