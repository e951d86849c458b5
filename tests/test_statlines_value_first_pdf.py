"""Stat lines with their values before the labels ("9 HP, 2 Armor, 15 STR"), read from PDFs
written by reportlab in three fonts and sizes: on their own line under a bold name, wrapped
over two lines, in parentheses in prose, beside the label-first sibling; and prose with
counts, coins and doors that must stay prose."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A5, letter
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.read import extract

# (role, text): "bold" lines are set bold and larger, "run" lines open with a bold name.
PAGE = [
    ("bold", "The Weir House"),
    ("body", "Beyond the sluice 3 goblins, 12 gold pieces and 2 doors wait for the"),
    ("body", "party; the 4 Armor racks hold 6 spears, and 40 XP is given for the crossing."),
    ("run", ("Sluice Keeper", " 14 HP, 1 Armor, 13 STR, 9 DEX, 11 WIL, boathook (d8)")),
    ("body", "Under the wheel two silt eels (5 HP, 0 Armor, 8 STR, 15 DEX, 4 WIL,"),
    ("body", "bite (d6)) coil in the mud."),
    ("bold", "Chapel of Nails"),
    ("run", ("Nail Saint (2):", " 22 HP, 2 Armor, 16 STR, 8 DEX,")),
    ("body", "14 WIL, iron fists (d10)"),
    ("run", ("Verger", " HP 6, Armor 0, STR 10, DEX 12, WIL 13, censer (d6)")),
]
FONTS = {
    "times-letter": ("Times-Roman", "Times-Bold", 9.0, letter),
    "helvetica-a5": ("Helvetica", "Helvetica-Bold", 8.0, A5),
    "courier-letter": ("Courier", "Courier-Bold", 10.0, letter),
}


def _pdf(path: Path, font: str) -> Path:
    regular, bold, size, page_size = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=page_size, invariant=1)
    y = page_size[1] - 60.0
    for role, text in PAGE:
        if role == "bold":
            pdf.setFont(bold, size + 2.0)
            pdf.drawString(36, y, str(text))
        elif role == "run":
            name, rest = text
            pdf.setFont(bold, size)
            pdf.drawString(36, y, name)
            pdf.setFont(regular, size)
            pdf.drawString(36 + pdf.stringWidth(name, bold, size), y, rest)
        else:
            pdf.setFont(regular, size)
            pdf.drawString(36, y, str(text))
        y -= size * 1.7
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("font", sorted(FONTS))
def test_value_first_stat_lines_from_a_pdf(tmp_path: Path, font: str) -> None:
    document = extract.read_pdf(_pdf(tmp_path / f"{font}.pdf", font))
    blocks, _ = find_statblocks(document)
    assert [(b.name.lower(), b.count, b.style, b.ac, b.hp, b.damage) for b in blocks] == [
        ("sluice keeper", None, "other", None, 14, "d8"),
        ("silt eel", 2, "other", None, 5, "d6"),
        ("nail saint", 2, "other", None, 22, "d10"),
        ("verger", None, "other", None, 6, "d6"),
    ]
