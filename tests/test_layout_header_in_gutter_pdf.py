"""Two columns squeezed beside an image strip: the running header, centred over the text,
starts inside the gutter, and a stat line at the left column's foot runs on into the
gutter without reaching the right column. The line stays with its column and is read as
its own line; the right column's line on its row is not joined to it
(``overflow.gutter_side``: each side's edge is measured on the text beside the line, not
on the header far above). Made in three faces, sizes and page sizes."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, A5, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas
from tagged_lines import FACES, tagged_lines

from converter.read.extract import read_pdf

HEADER = "Shadows over the Salt Caves"
STATS = [("Hit Points", "10 (4d8)"), ("Speed", "30 ft.")]


def _pdf(path: Path, face: str, size: float, page: tuple[float, float]) -> list[str]:
    regular, bold = FACES[face]
    width, height = page
    margin, gutter, lead = 0.06 * width, 3.0 * size, 1.3 * size
    column = 0.27 * width  # the rest of the page's width is the image strip's
    right = margin + column + gutter
    pdf = canvas.Canvas(str(path), pagesize=page, invariant=1)
    pdf.setFillColorRGB(0.8, 0.7, 0.6)  # the image strip beside the columns
    pdf.rect(right + column + gutter, 0.1 * height, 0.2 * width, 0.8 * height, stroke=0, fill=1)
    pdf.setFillColorRGB(0, 0, 0)
    # The header, centred over both columns and the strip, starts a third into the gutter.
    pdf.setFont(regular, size)
    pdf.drawString(margin + column + gutter / 3, height - 0.06 * height, HEADER)
    top = height - 0.1 * height
    left = tagged_lines(regular, size, column, 10, "A")
    rows = tagged_lines(regular, size, column, 14, "B")
    for j, line in enumerate(left):
        pdf.drawString(margin, top - j * lead, line)
    # A stat line too wide for its column: it ends two thirds into the gutter.
    rest, more = "14 (natural", iter(" armour and scales and plates and hide" * 3)
    while stringWidth("Armor Class ", bold, size) + stringWidth(rest, regular, size) < (
        column + 2 * gutter / 3
    ):
        rest += next(more)  # a letter at a time: the line ends within a letter of the mark
    stat = [("Armor Class", rest + ")"), *STATS]
    for j, (label, value) in enumerate(stat):
        y = top - (len(left) + j) * lead
        pdf.setFont(bold, size)
        pdf.drawString(margin, y, label)
        pdf.setFont(regular, size)
        pdf.drawString(margin + stringWidth(label + " ", bold, size), y, value)
    for j, line in enumerate(rows):
        pdf.drawString(right, top - j * lead, line)
    pdf.showPage()
    pdf.save()
    return [*left, *(f"{label} {value}" for label, value in stat), *rows]


@pytest.mark.parametrize(
    ("face", "size", "page"),
    [("times", 9.0, letter), ("helvetica", 8.0, A4), ("courier", 7.0, A5)],
)
def test_a_line_running_into_the_gutter_under_a_header_starting_there_stays_apart(
    tmp_path: Path, face: str, size: float, page: tuple[float, float]
) -> None:
    expected = _pdf(tmp_path / f"{face}.pdf", face, size, page)
    lines = [
        " ".join(line.text.split()) for line in read_pdf(tmp_path / f"{face}.pdf").pages[0].lines
    ]
    # The header may be read with either column; the columns' own lines keep their order.
    assert [line for line in lines if line != HEADER] == expected
