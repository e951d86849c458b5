"""A short column whose gutter only the page's edge lines cross is read as a column.

A long entry runs over from the foot of the left column to the top of the right one, a few
lines there and the rest of that column empty, while the left column opens with the next
entry's continued heading. A running head over the page and a page number set in the
gutter cross it; measured against the page, the right column's few lines were too little
for a blocked gutter, and the page was read by rows: the continued heading ran on into the
right column's first line ("6 Sealed Door (continued) the last of the crates …"). Written
by reportlab in three fonts and two page sizes, with two wordings of the heading and three
lines in the short column (the fewest a column holds: ``gutters.MIN_COLUMN_LINES``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FONTS = {
    "helvetica-letter": ("Helvetica", "Helvetica-Bold", 9.0, letter),
    "times-a4": ("Times-Roman", "Times-Bold", 10.0, A4),
    "courier-letter": ("Courier", "Courier-Bold", 8.5, letter),
}
HEADINGS = ["6 Sealed Door (continued)", "(Area 12 continued)"]
SHORT = [
    "the last of the crates are stacked. Round a brass",
    "bell on its bracket, five goblins drag a sledge of",
    "sand towards the kilns and curse the heat of it.",
    "A ladder climbs to the loft above the ovens.",
]
LONG = [
    "Here the floor is wet and the walls sweat a thin",
    "brown brine that smells of the sea. A rotten hatch",
    "cover hides a drop of ten feet into the cistern.",
    "A notice on the door offers a reward for a thief.",
]
CASES = [(font, head, short) for font in FONTS for head in (0, 1) for short in (3,)]
IDS = [f"{font}-head{head}-{short}lines" for font, head, short in CASES]


def _justified(
    pdf: canvas.Canvas, x: float, y: float, text: str, font: str, size: float, measure: float
) -> None:
    """``text`` set to fill ``measure`` points, its letters spaced out a little (one run of
    text a line, as a DTP export writes it)."""
    line = pdf.beginText(x, y)
    line.setFont(font, size)
    line.setCharSpace((measure - stringWidth(text, font, size)) / (len(text) - 1))
    line.textLine(text)
    pdf.drawText(line)


def _pdf(path: Path, font: str, heading: str, short: int) -> Path:
    regular, bold, size, (width, height) = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=(width, height), invariant=1)
    gutter = size * 1.5  # narrow: the page number in its middle leaves no clear gap a gutter wide
    left, right = 50.0, width / 2 + gutter / 2
    measure = width / 2 - gutter / 2 - left
    pdf.setFont(regular, size - 1)
    pdf.drawCentredString(width / 2, height - 30, "The Kilns Beneath the Town")
    top = height - 58
    pdf.setFont(bold, size + 2)
    pdf.drawString(left, top, heading)
    pdf.setFont(regular, size)
    y = top - size * 0.2  # the right column's first baseline sits a little below the heading's
    for text in SHORT[:short]:
        _justified(pdf, right, y, text, regular, size, measure)
        y -= size * 1.25
    y = top - size * 1.8
    # the left column runs down to the page number: no empty band parts the page from its foot
    k = 0
    while y > 30 + size * 2:
        _justified(pdf, left, y, LONG[k % len(LONG)], regular, size, measure)
        y, k = y - size * 1.25, k + 1
    pdf.drawCentredString(width / 2, 30, "2")
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize(("font", "head", "short"), CASES, ids=IDS)
def test_short_column_is_read_apart(tmp_path: Path, font: str, head: int, short: int) -> None:
    heading = HEADINGS[head]
    document = read_pdf(_pdf(tmp_path / "page.pdf", font, heading, short))
    texts = [" ".join(line.text.split()) for line in document.lines]
    assert heading in texts  # the heading does not run on into the short column's line
    assert texts[texts.index(heading) + 1] == LONG[0]  # and its entry follows it
    at = [texts.index(text) for text in SHORT[:short]]
    assert at == sorted(at) and at[0] == at[-1] - short + 1  # the short column, in order
    assert at[0] > max(k for k, text in enumerate(texts) if text == LONG[-1])  # after the left
