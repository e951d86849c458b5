"""A two-page booklet whose second page opens with its running head and folio ("2 Title"),
the title set large on the first page: too short for the head to repeat, it is still page
furniture, so a keyed entry running over the page break goes on past it. Made in two fonts
and with the folio leading or trailing."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

TITLE = "The Saltreach Fens"
FONTS = {
    "times-letter": ("Times-Roman", "Times-Bold", 10.0, letter),
    "helvetica-a4": ("Helvetica", "Helvetica-Bold", 9.0, A4),
}


def _pdf(path: Path, font: str, lead: bool) -> Path:
    regular, bold, size, (width, height) = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=(width, height), invariant=1)
    pdf.setFont(bold, 22)
    pdf.drawString(60, height - 120, TITLE)
    pdf.setFont(regular, size)
    y = height - 170
    for text in [f"Line {i} of the introduction to the fens." for i in range(40)] + [
        "0907 Drowned Chapel. Bog. A bell tolls under the water."
    ]:
        pdf.drawString(60, y, text)
        y -= size * 1.4
    pdf.drawString(60, 40, "Page 1")
    pdf.showPage()
    pdf.setFont(regular, size)
    pdf.drawString(60, height - 40, f"2 {TITLE}" if lead else f"{TITLE} 2")
    pdf.drawString(60, height - 70, "Three eel-men guard the belfry stair.")
    pdf.drawString(60, height - 70 - size * 1.4, "0908 Reed Maze. Marsh. Paths shift at dusk.")
    pdf.drawString(60, 40, "Page 2")
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("lead", [True, False])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_folio_head_on_a_short_booklet_is_furniture(tmp_path: Path, font: str, lead: bool) -> None:
    document = read_pdf(_pdf(tmp_path / f"{font}-{lead}.pdf", font, lead))
    second = [line.text for line in document.pages[1].lines]
    assert second[0] == "Three eel-men guard the belfry stair."
    assert all(TITLE not in text for text in second)
