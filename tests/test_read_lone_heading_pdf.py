"""A heading alone on its side of the gutter is read apart from the column beside it.

A two-column module opens a level with a banner at the top of one column and leaves that
column empty, the next area starting at the top of the other ("LEVEL 2: THE DEEP HALLS" |
"AREA 2-1 — LAMP ROOM:"); or the banner tops the right column beside a full left one. One
line is no column, so the two were read by rows: the banner ran on into the area's heading
beside it. Written by reportlab in two fonts and page sizes, with and without a running
head crossing the gutter at the top, the banner on either side.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FONTS = {
    "helvetica-letter": ("Helvetica", "Helvetica-Bold", 10.0, letter),
    "times-a4": ("Times-Roman", "Times-Bold", 10.5, A4),
}
BANNER = "LEVEL 2: THE DEEP HALLS"
HEADING = "AREA 2-1 - LAMP ROOM:"
PROSE = [
    "Lamp soot streaks the plaster, and a heap of shields",
    "fills one corner. Beetles scatter from the light, and",
    "a grate in the floor drops to the cistern below. A",
    "single cave bear sleeps behind a nest of rags here.",
]
CASES = [(font, side, head) for font in FONTS for side in ("left", "right") for head in (0, 1)]
IDS = [f"{font}-{side}-{'head' if head else 'nohead'}" for font, side, head in CASES]
# A banner wrapped over two rows in its narrow column, beside a short column (a heading and
# three lines: fewer fragments than the banner and heading hold together, far fewer letters).
WRAPPED = [("LEVEL 1: THE DEEP", "HALLS"), ("LEVEL 3: THE SUNKEN", "VAULTS")]
SHORT = ["BACKGROUND", *PROSE[:3]]
WRAP_CASES = [(font, rows) for font in FONTS for rows in range(len(WRAPPED))]


def _pdf(path: Path, font: str, side: str, head: bool) -> Path:
    regular, bold, size, (width, height) = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=(width, height), invariant=1)
    left, right = 40.0, width / 2 + 10
    top = height - 80
    if head:
        pdf.setFont(regular, size - 2)
        pdf.drawCentredString(width / 2, height - 45, "Shadows over the Salt Caves")
    banner_x, column_x = (left, right) if side == "left" else (right, left)
    pdf.setFont(bold, size * 1.6)
    pdf.drawString(banner_x, top, BANNER)
    pdf.setFont(bold, size + 1)
    y = top
    if side == "right":
        y -= size * 2.2  # the column beside a right-hand banner starts a little lower
    pdf.drawString(column_x, y, HEADING)
    pdf.setFont(regular, size)
    for text in PROSE * 2:
        y -= size * 1.3
        pdf.drawString(column_x, y, text)
    pdf.drawCentredString(width / 2, 40, "3")
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize(("font", "side", "head"), CASES, ids=IDS)
def test_lone_banner_is_read_apart(tmp_path: Path, font: str, side: str, head: int) -> None:
    document = read_pdf(_pdf(tmp_path / "page.pdf", font, side, bool(head)))
    texts = [" ".join(line.text.split()) for line in document.lines]
    assert BANNER in texts and HEADING in texts  # neither runs on into the other
    banner, heading = texts.index(BANNER), texts.index(HEADING)
    if side == "left":
        assert banner < heading  # the banner, then the column beside it
    else:
        assert heading < banner  # the left column, then the banner over the right one
    assert texts[heading + 1] == PROSE[0]


def _wrapped_pdf(path: Path, font: str, rows: int) -> Path:
    regular, bold, size, (width, height) = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=(width, height), invariant=1)
    left, right = 40.0, width / 2 + 10
    top = height - 160
    pdf.setFont(bold, size * 2.4)
    pdf.drawCentredString(width / 2, height - 70, "The Drowned Keep")
    pdf.setFont(bold, size * 1.5)
    for k, row in enumerate(WRAPPED[rows]):
        pdf.drawString(right, top - k * size * 1.7, row)
    pdf.drawString(left, top, SHORT[0])
    pdf.setFont(regular, size * 0.85)
    y = top - size * 0.6
    for text in SHORT[1:]:
        y -= size * 1.2
        pdf.drawString(left, y, text)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize(("font", "rows"), WRAP_CASES, ids=[f"{f}-{r}" for f, r in WRAP_CASES])
def test_wrapped_banner_beside_a_short_column(tmp_path: Path, font: str, rows: int) -> None:
    """Each row of the banner is read alone, after the short column: none runs on into the
    line of the column beside it ("… why they were abandoned. HALLS")."""
    document = read_pdf(_wrapped_pdf(tmp_path / "page.pdf", font, rows))
    texts = [" ".join(line.text.split()) for line in document.lines]
    for row in WRAPPED[rows]:
        assert row in texts, texts
    for text in SHORT[1:]:
        assert text in texts, texts
    assert texts.index(SHORT[-1]) < texts.index(WRAPPED[rows][0])
