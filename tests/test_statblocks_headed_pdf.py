"""A headed grid read from a PDF (The One Ring and kin): a bold name line with the group's
count, an italic line of its manner, then a grid of worded headings over one row of numbers
("ATTRIBUTE LEVEL  ENDURANCE  MIGHT  HATE  PARRY  ARMOUR" over "8  40  2  6  +2  3").

Written by reportlab in three fonts and sizes, the grid set three ways: its columns narrow,
the two-word heading wrapped ("ATTRIBUTE" over "LEVEL"); its columns wide, the heading whole;
and drawn cell by cell with wide gaps (a reader gives such a row in pieces). Each grid is a
block of style `other`, named and counted by its name line, its hit points the Endurance,
rated by its Attribute Level through `attribute_level_to_or`; the count on the name line is
no key after a place's name.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from converted import converted_module
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

FONTS = {
    "times": ("Times-Roman", "Times-Bold", "Times-Italic", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", 8.5),
    "courier": ("Courier", "Courier-Bold", "Courier-Oblique", 8.0),
}
HEADINGS = ["ATTRIBUTE LEVEL", "ENDURANCE", "MIGHT", "HATE", "PARRY", "ARMOUR"]
VALUES = ["8", "40", "2", "6", "+2", "3"]
# the x of each column: narrow (the two-word heading wraps), wide (whole), spread (pieces)
COLUMNS = {
    "narrow": [72, 122, 180, 214, 246, 282],
    "wide": [72, 160, 230, 275, 315, 360],
    "spread": [72, 190, 300, 380, 450, 520],
}


def _grid(pdf: canvas.Canvas, y: float, layout: str, fonts: tuple[str, str, str, float]) -> float:
    regular, bold, _, size = fonts
    small = size - 1.5
    pdf.setFont(bold, small)
    for x, heading in zip(COLUMNS[layout], HEADINGS, strict=True):
        words = heading.split()
        if layout == "narrow" and len(words) > 1:
            pdf.drawString(x, y, words[0])
            pdf.drawString(x, y - small * 1.1, " ".join(words[1:]))
        else:
            pdf.drawString(x, y, heading)
    y -= small * (2.6 if layout == "narrow" else 1.5)
    pdf.setFont(regular, small)
    for x, value in zip(COLUMNS[layout], VALUES, strict=True):
        pdf.drawString(x, y, value)
    return y


def _pdf(path: Path, font: str, layout: str) -> Path:
    regular, bold, italic, size = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(bold, size + 8)
    pdf.drawString(72, 720, "The Barrow on Weathertop Fell")
    pdf.setFont(bold, size + 3)
    pdf.drawString(72, 690, "1. The Troll Hole")
    pdf.setFont(regular, size)
    pdf.drawString(72, 676, "Bones litter the floor. Two cave trolls quarrel over a sack.")
    pdf.setFont(bold, size)
    pdf.drawString(76, 658, "Cave Trolls (2)")
    pdf.setFont(italic, size)
    pdf.drawString(76, 658 - size * 1.2, "Slow to anger, slower to forget.")
    y = _grid(pdf, 658 - size * 3.0, layout, FONTS[font])
    pdf.setFont(regular, size)
    pdf.drawString(76, y - size * 1.8, "Combat Proficiencies: Crush 3 (6/12, Break Shield)")
    pdf.setFont(bold, size + 3)
    pdf.drawString(72, y - size * 4.5, "2. The Cold Hearth")
    pdf.setFont(regular, size)
    pdf.drawString(72, y - size * 6.0, "Ash and a broken pot lie in the hearth.")
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("layout", sorted(COLUMNS))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_headed_grid_is_read_counted_and_rated_by_its_attribute_level(
    tmp_path: Path, font: str, layout: str
) -> None:
    pdf = _pdf(tmp_path / f"barrow-{font}-{layout}.pdf", font, layout)
    module, encounters = converted_module(pdf, tmp_path / "out")
    blocks = {block["name"]: block for block in module["statblocks"]}
    assert sorted(blocks) == ["Cave Troll"], sorted(blocks)
    troll = blocks["Cave Troll"]
    assert troll["style"] == "other" and troll["hp"] == 40
    assert troll["dmd"]["why"].startswith("ATTRIBUTE LEVEL 8 → OR 6 (table attribute_level")
    keys = [e["location"]["key"] for e in encounters]
    assert keys == ["1", "2"], keys
    creatures = {c["name"].lower(): c["count"] for c in encounters[0]["creatures"]}
    assert creatures == {"cave troll": 2}, creatures
