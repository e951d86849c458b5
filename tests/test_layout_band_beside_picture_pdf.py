"""A roll table at a page's foot, across the page, under one column of text set beside a
picture: the picture's side holds no text over the table, so the blank between the table's
left half and the text column is no gutter of two columns running on past the blank above
the table. The text is read first, then the table's title and its rows 1–6 (before, the
left half was read as a column of its own before the text, the right half after it, in the
text's last entry). Made in three faces and sizes on two page sizes, the picture drawn or left
blank."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FACES = {"times": "Times-Roman", "helvetica": "Helvetica", "courier": "Courier"}
PROSE = (
    "reeds hide a sunken punt and the bones of whoever poled it while frogs fall silent as "
    "the party wades in and a lantern gutters on a post above the black water where eels "
    "turn slowly under the weed"
)
WORDS = PROSE.split(" ")
TITLE = "Wandering in the Fen (1 in 6, then d6)"
ROWS = [
    "1d4 eel-wives mending a net",
    "A lost peat cutter",
    "A heron on a post",
    "1d6 bog hounds hunting for eels",
    "A bell tolling under the water",
    "Nothing but the wind",
]


def _text(font: str, size: float, width: float, count: int) -> list[str]:
    lines, i = [], 0
    while len(lines) < count:
        line = WORDS[i % len(WORDS)]
        i += 1
        while stringWidth(f"{line} {WORDS[i % len(WORDS)]}", font, size) <= width:
            line = f"{line} {WORDS[i % len(WORDS)]}"
            i += 1
        lines.append(f"{line} T{len(lines)}")
    return lines


def _pdf(path: Path, face: str, size: float, page: tuple[float, float], picture: bool) -> list[str]:
    font = FACES[face]
    width, height = page
    margin = 0.07 * width
    small = 0.8 * size
    # the text column starts just past the table's left half (its rows end in the blank
    # under the picture), the title running on under the text column
    left_rows = 2 * small + max(stringWidth(row, font, small) for row in ROWS[:3])
    text_x = margin + 3 + left_rows + 0.6 * size
    pdf = canvas.Canvas(str(path), pagesize=page, invariant=1)
    top = height - 0.08 * height
    band_top = 0.07 * height + 4 * 1.3 * small
    if picture:  # a picture filling the narrow side down to the table
        pdf.setFillColorRGB(0.6, 0.6, 0.55)
        pdf.rect(margin, band_top + 2 * size, text_x - margin - size, top - band_top, fill=1)
        pdf.setFillColorRGB(0, 0, 0)
    lines = _text(font, size, width - margin - text_x - 3 * size, 24)
    pdf.setFont(font, size)
    for j, line in enumerate(lines):
        pdf.drawString(text_x, top - j * 1.3 * size, line)
    pdf.setFillColorRGB(0.93, 0.91, 0.86)
    pdf.rect(
        margin,
        0.06 * height,
        width - 2 * margin,
        band_top - 0.06 * height + small,
        fill=1,
        stroke=0,
    )
    pdf.setFillColorRGB(0, 0, 0)
    pdf.setFont(font, small)
    pdf.drawString(margin + 3, band_top - small, TITLE)
    half = text_x - margin + 0.4 * (width - margin - text_x)
    for i, row in enumerate(ROWS):
        x = margin + 3 + (half if i >= 3 else 0)
        y = band_top - small - (1 + i % 3) * 1.3 * small
        pdf.drawString(x, y, f"{i + 1}")  # the die's cell, then the entry's
        pdf.drawString(x + 2 * small, y, row)
    pdf.showPage()
    pdf.save()
    return [*lines, TITLE, *(f"{i + 1} {row}" for i, row in enumerate(ROWS))]


@pytest.mark.parametrize(
    ("face", "size", "page", "picture"),
    [
        ("times", 10.0, letter, True),
        ("helvetica", 9.0, A4, False),
        ("courier", 8.0, A4, True),
        ("helvetica", 9.5, letter, True),
    ],
)
def test_a_table_under_one_column_beside_a_picture_is_read_after_the_text(
    tmp_path: Path, face: str, size: float, page: tuple[float, float], picture: bool
) -> None:
    expected = _pdf(tmp_path / f"{face}.pdf", face, size, page, picture)
    texts = [
        " ".join(line.text.split()) for line in read_pdf(tmp_path / f"{face}.pdf").pages[0].lines
    ]
    assert texts == expected
