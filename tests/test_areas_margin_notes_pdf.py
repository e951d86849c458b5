"""A note margin's stat box is the area's whose text sits beside it on the same page.

Modules written by reportlab in three fonts and sizes: one long column of text with a note
margin beside it, set smaller. Area 2's heading stands at the foot of page 1 and its text
runs on at the top of page 2, where the margin holds its creature's stat box; area 3's
heading and text follow lower on page 2, with its own box beside them. A reader gives the
whole text column, then the whole margin: both boxes were read after area 3's text (and a
box of smaller statistics after an area's text ends it), so area 2 lost its creature."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from converted import converted_module
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

FONTS = {
    "times": ("Times-Roman", "Times-Bold", "Times-Italic", 10.0),
    "helvetica": ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", 9.5),
    "courier": ("Courier", "Courier-Bold", "Courier-Oblique", 9.0),
}
FILLER = [
    "Water drips steadily from the vaulted roof, and the",
    "floor is sticky underfoot. Old sacks lie by the wall.",
    "A draught from the east wall stirs the grey ashes.",
]
GNAWING = "Something gnaws on old bones in the dark corner."
KOBOLD = "A kobold sleeps by the forge, a spear on its knees."
TEXT_X, MARGIN_X = 72.0, 440.0


def _column(pdf: canvas.Canvas, font: str, size: float, y: float, lines: list[str]) -> float:
    pdf.setFont(font, size)
    for line in lines:
        pdf.drawString(TEXT_X, y, line)
        y -= size * 1.3
    return y


def _note(pdf: canvas.Canvas, font: str, size: float, y: float, lines: list[str]) -> None:
    pdf.setFont(font, size)
    for line in lines:
        pdf.drawString(MARGIN_X, y, line)
        y -= size * 1.25


def _pdf(path: Path, fonts: tuple[str, str, str, float]) -> Path:
    regular, bold, italic, size = fonts
    small = size - 2
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(bold, size + 10)
    pdf.drawString(TEXT_X, 730, "The Drowned Keep")
    pdf.setFont(bold, size + 3)
    pdf.drawString(TEXT_X, 690, "1 Cold Hall")
    y = _column(pdf, regular, size, 670, FILLER * 12)
    _note(pdf, italic, small, 670, ["Noise here carries", "to area 3."])
    pdf.setFont(bold, size + 3)
    pdf.drawString(TEXT_X, y - size, "2 Vat House")
    _column(pdf, regular, size, y - size * 2.8, FILLER[:1])
    pdf.showPage()
    y = _column(pdf, regular, size, 740, [*FILLER[1:], GNAWING])
    _note(pdf, italic, small, 740, ["Ghoul ×2 — AC 6, HD 2,", "hp 9/7, Att claw 1d3, ML 12"])
    pdf.setFont(bold, size + 3)
    pdf.drawString(TEXT_X, y - size, "3 Forge")
    top = y - size * 2.8
    _column(pdf, regular, size, top, [KOBOLD, *FILLER])
    _note(pdf, italic, small, top, ["Kobold — AC 7, HD 1, hp 4,", "Att spear 1d6, ML 6"])
    pdf.showPage()
    pdf.save()
    return path


def _encounters(tmp_path: Path, font: str) -> list[dict[str, Any]]:
    pdf = _pdf(tmp_path / f"margin-{font}.pdf", FONTS[font])
    return converted_module(pdf, tmp_path / "out")[1]


@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_margin_box_is_the_area_beside_it(tmp_path: Path, font: str) -> None:
    encounters = _encounters(tmp_path, font)
    assert [e["location"]["key"] for e in encounters] == ["1", "2", "3"]
    creatures = {
        e["location"]["key"]: sorted(c["name"] for c in e["creatures"]) for e in encounters
    }
    assert creatures == {"1": [], "2": ["ghoul"], "3": ["kobold"]}, creatures
