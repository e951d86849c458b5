"""An index of the book's creatures after its last room ends that room, even when its heading
is set smaller than a room's. Modules written by reportlab in three fonts and sizes, three
wordings of the heading; each index line names a creature and the pages it is printed on,
with dot leaders between. Before, "Index of Creatures" was no back-matter heading: the index
ran on into the last room, and every creature of the book was read as present there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from converted import converted_module
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
    "courier": ("Courier", "Courier-Bold", 8.0),
}
HEADINGS = {"creatures": "Index of Creatures", "monsters": "Index of Monsters", "bare": "INDEX"}
ROOMS = [
    (
        "1. Cistern",
        ["Broken slates crunch underfoot by a row of", "lamps. Four kobolds trim their hair."],
    ),
    ("2. Vat House", ["Water drips onto a brass telescope.", "Six cave bears snore by the stove."]),
    (
        "3. Forge",
        ["A sluice wheel turns slowly in the race.", "Two ghouls roast eels over a brazier."],
    ),
]
INDEX = [("Bog Hag", "4"), ("Cave Bear", "2, 5"), ("Ghoul", "3"), ("Kobold", "1, 4"), ("Ogre", "6")]


def _pdf(path: Path, fonts: tuple[str, str, float], heading: str) -> Path:
    regular, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    y = A5[1] - 50
    pdf.setFont(bold, size + 7)
    pdf.drawString(36, y, "Rook Hill Observatory")
    y -= size * 3
    for title, prose in ROOMS:
        pdf.setFont(bold, size + 3)
        pdf.drawString(36, y, title)
        y -= size * 1.7
        pdf.setFont(regular, size)
        for line in prose:
            pdf.drawString(36, y, line)
            y -= size * 1.3
        y -= size
    pdf.setFont(bold, size + 1.5)  # smaller than a room's heading, larger than the text
    pdf.drawString(36, y, heading)
    y -= size * 1.6
    pdf.setFont(regular, size)
    right = A5[0] - 36
    for name, pages in INDEX:
        pdf.drawString(36, y, name)
        pdf.drawRightString(right, y, pages)
        dots = pdf.stringWidth(name, regular, size) + 42
        while dots < right - pdf.stringWidth(pages, regular, size) - 8:
            pdf.drawString(dots, y, ".")
            dots += size * 0.6
        y -= size * 1.3
    pdf.showPage()
    pdf.save()
    return path


def _encounters(tmp_path: Path, font: str, heading: str) -> list[dict[str, Any]]:
    pdf = _pdf(tmp_path / f"index-{font}.pdf", FONTS[font], heading)
    return converted_module(pdf, tmp_path / "out")[1]


@pytest.mark.parametrize("wording", sorted(HEADINGS))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_an_index_ends_the_last_area(tmp_path: Path, font: str, wording: str) -> None:
    encounters = _encounters(tmp_path, font, HEADINGS[wording])
    assert [e["location"]["key"] for e in encounters] == ["1", "2", "3"]
    assert "Bog Hag" not in encounters[-1]["text"], encounters[-1]["text"]
    creatures = {
        e["location"]["key"]: {c["name"]: c["count"] for c in e["creatures"]} for e in encounters
    }
    assert creatures == {"1": {"kobold": 4}, "2": {"cave bear": 6}, "3": {"ghoul": 2}}, creatures
