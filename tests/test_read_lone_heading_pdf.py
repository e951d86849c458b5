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
