"""A die alone in a bracket closed by a colon is the next group's count, not a damage die.

Modules written by reportlab in three fonts and sizes, in a narrow column: a room's prose,
then two one-line stat lines one under the other, the second's label counting its group
with dice ("Kobolds (1d8): CR 1/4; …"). An attack's damage is printed in a bracket too
("Atk +2 melee (1d8, sting)"), and a stat line wrapped inside its list of fields goes on
past a line break after a comma; so the second label's die was read as one more statistic
of the first line, the first line's run took the second label in, and the second block was
named after the first ("Salamander" twice, the kobolds lost). A damage bracket is never
closed by a colon; a label's count is.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from converted import converted_module
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
    "courier": ("Courier", "Courier-Bold", 8.0),
}
FIRST = {
    "3e": (
        "Salamanders (9):",
        "CR 2; Medium elemental; HD 4d8+12; hp 30; Init +1; Spd 30 ft.; AC 14, touch 11, "
        "flat-footed 13; Atk +2 melee (1d8, sting); AL NE; SV Fort +2, Ref +1, Will +0; "
        "Str 14, Dex 12",
    ),
    "bx": (
        "Salamanders (9):",
        "AC 7, HD 1, hp 2, 4, 3, #AT 1, D 1d6, MV 90' (30'), SV F1, ML 7, AL C, XP 10, "
        "Str 14, Dex 12",
    ),
}
SECOND = {
    "3e": "CR 1/4; Small humanoid; HD 1d6+2; hp 5; Init +1; Spd 30 ft.; AC 12, touch 11, "
    "flat-footed 11; Atk +2 melee (1d6, club); AL NE; SV Fort +2, Ref +1, Will +0",
    "bx": "AC 6, HD 1, hp 5, #AT 1, D 1d6, MV 60' (20'), SV F1, ML 8, AL C, XP 5",
}
DICE = ["1d8", "2d4", "1d4+1"]


def _pdf(path: Path, font: str, family: str, dice: str) -> Path:
    regular, bold, size = FONTS[font]
    style = ParagraphStyle("body", fontName=regular, fontSize=size, leading=size * 1.2)
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(bold, size + 8)
    pdf.drawString(72, 720, "The Drowned Bellhouse")
    pdf.setFont(bold, size + 3)
    pdf.drawString(72, 690, "1. Well House")
    name, stats = FIRST[family]
    paragraphs = [
        "The floor slopes toward a tithe chest with a split lid. Here nine salamanders sort "
        f"through a sack of candles; {dice} kobolds squabble over a brass cog.",
        f"<b>{name}</b> {stats}",
        f"<b>Kobolds ({dice}):</b> {SECOND[family]}",
    ]
    y = 680.0
    for text in paragraphs:
        paragraph = Paragraph(text, style)
        y -= paragraph.wrap(165, 1000)[1]
        paragraph.drawOn(pdf, 72, y)
        y -= size * 0.2
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("dice", DICE)
@pytest.mark.parametrize("family", sorted(FIRST))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_label_counted_with_dice_names_its_own_block(
    tmp_path: Path, font: str, family: str, dice: str
) -> None:
    pdf = _pdf(tmp_path / f"dice-{font}.pdf", font, family, dice)
    module, encounters = converted_module(pdf, tmp_path / "out")
    names = sorted(block["name"] for block in module["statblocks"])
    assert names == ["Kobold", "Salamander"], names
    creatures = {c["name"].lower(): c["count"] for c in encounters[0]["creatures"]}
    assert creatures.get("salamander") == 9, creatures
