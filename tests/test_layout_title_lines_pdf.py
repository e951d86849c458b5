"""A byline under a title set across two columns, standing apart above them, that leans a few
points into the gutter or stands over one column off its edge: it belongs to the title block
and is read before both columns, not between the left column's foot and the right column's
top, where it split the sentence the column break splits (``title_lines.title_bands``).
Made in three faces, sizes and page sizes."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, A5, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas
from tagged_lines import FACES, tagged_lines

from converter.read.extract import read_pdf

TITLES = {
    "times": ("The Drowned Priory of Hollin Mere", "by Ada Fenwright"),
    "helvetica": ("Salt and Lanterns", "written by Corwin Halse"),
    "courier": ("Under the Weir", "by T. Moss"),
}


def _pdf(path: Path, face: str, size: float, page: tuple[float, float], place: str) -> Path:
    regular, bold = FACES[face]
    width, height = page
    margin, gutter = 0.08 * width, 1.6 * size
    column = (width - 2 * margin - gutter) / 2
    right = margin + column + gutter
    title, byline = TITLES[face]
    pdf = canvas.Canvas(str(path), pagesize=page, invariant=1)
    top = height - 0.1 * height
    pdf.setFont(bold, 1.8 * size)
    pdf.drawCentredString(width / 2, top, title)
    drawn = stringWidth(byline, regular, size)
    x = {
        "lean": right - 2.0,  # starts 2 pt inside the gutter
        "over": right + 0.5 * (column - drawn),  # centred over the right column
        "left": margin + column + 2.0 - drawn,  # ends 2 pt inside the gutter
    }[place]
    pdf.setFont(regular, size)
    pdf.drawString(x, top - 2.2 * size, byline)
    first = top - 6 * size
    for k, left in enumerate((margin, right)):
        for j, line in enumerate(tagged_lines(regular, size, column, 14, "AB"[k])):
            pdf.drawString(left, first - j * 1.25 * size, line)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize(
    ("face", "size", "page", "place"),
    [
        ("times", 10.0, letter, "lean"),
        ("helvetica", 9.0, A4, "lean"),
        ("courier", 7.5, A5, "lean"),
        ("times", 9.5, A4, "over"),
        ("helvetica", 10.0, letter, "over"),
        ("courier", 8.0, A5, "left"),
    ],
)
def test_a_byline_over_the_columns_is_read_with_the_title(
    tmp_path: Path, face: str, size: float, page: tuple[float, float], place: str
) -> None:
    path = _pdf(tmp_path / f"{face}-{place}.pdf", face, size, page, place)
    regular = FACES[face][0]
    width = page[0]
    column = (width - 2 * 0.08 * width - 1.6 * size) / 2
    left = tagged_lines(regular, size, column, 14, "A")
    right = tagged_lines(regular, size, column, 14, "B")
    lines = [" ".join(line.text.split()) for line in read_pdf(path).pages[0].lines]
    assert lines == [*TITLES[face], *left, *right]
