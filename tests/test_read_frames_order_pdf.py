"""A title over a column of framed cards is read before the cards.

A page of framed text boxes is read frame by frame, the frames (and the text outside them)
in the order their first words are read without the frames. A title standing over one
column of cards falls in the same region as the cards when the page is read without its
frames, so it tied with them and came last, after every card; the "Monster Cards" title then
no longer ended the area before it, and the last room took every card's creature. Pages
written by reportlab in three fonts and sizes, four to six cards."""

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
NAMES = ["Cave Crawler", "Spider Queen", "Bog Hag", "Carrion Bat", "Clay Golem", "Mire Warden"]
TITLES = ["MONSTER CARDS", "Creature Cards", "Stat Cards"]


def _pdf(path: Path, fonts: tuple[str, str, float], title: str, cards: int) -> Path:
    regular, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(bold, size + 7)
    pdf.drawString(45, 740, title)
    top = 715.0
    for name in NAMES[:cards]:
        height = size * 6
        pdf.rect(45, top - height, 170, height, stroke=1, fill=0)
        pdf.setFont(bold, size + 1)
        pdf.drawString(50, top - size * 1.4, name)
        pdf.setFont(regular, size)
        for k, text in enumerate(["Armor Class 12", "Hit Points 38 (4d10 + 16)", "Speed 20 ft."]):
            pdf.drawString(50, top - size * (2.8 + 1.3 * k), text)
        top -= height + 12
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("cards", [4, 6])
@pytest.mark.parametrize(("font", "title"), list(zip(sorted(FONTS), TITLES, strict=True)))
def test_a_title_over_cards_is_read_first(
    tmp_path: Path, font: str, title: str, cards: int
) -> None:
    pdf = _pdf(tmp_path / f"cards-{font}.pdf", FONTS[font], title, cards)
    lines = [line.text for line in read_pdf(pdf).pages[0].lines]
    assert lines[0] == title, lines
    names = [text for text in lines if text in NAMES]
    assert names == NAMES[:cards], lines
