"""A percentile game's creature read from a PDF and rated by its Combat (Mothership and kin:
"Combat 35 · Instinct 35 · Armor Points 0 · Health 20 · Wounds 1").

Modules written by reportlab in three fonts and sizes, in a narrow column (the line wraps,
"Armor" / "Points") and a wide one: a room's prose, then a group's box (its name in capitals
with its count in brackets, the stat line with middle dots, Attacks and Special) and a lone
creature's (its stat line with commas). Each is a block of style `other`, named and counted
by its name line, its hit points the Health, rated by its Combat through `combat_to_or`.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from converted import converted_module
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas
from room_paragraphs import FONTS, WIDTHS, draw_room

PARAGRAPHS = [
    "The cargo bay is dark but for a flickering strip light. Two cargo strippers cut at the "
    "hull plating, and a warden android stands motionless by the airlock.",
    "<b>CARGO STRIPPERS (2)</b>",
    "Combat 40 · Instinct 30 · Armor Points 5 · Health 25 · Wounds 2",
    "<b>Attacks:</b> Cutting torch (2d10)",
    "<b>Special:</b> Flee when one of them falls.",
    "<b>WARDEN ANDROID</b>",
    "Combat 65, Instinct 50, Armor Points 20, Health 30, Wounds 3",
    "<b>Attacks:</b> Stun baton (1d10)",
]


def _pdf(path: Path, font: str, width: float) -> Path:
    regular, bold, size = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = draw_room(pdf, font, width, "Derelict Hauler Castellan", "1. Cargo Bay", PARAGRAPHS)
    pdf.setFont(bold, size + 3)
    pdf.drawString(72, y - 2.5 * size, "2. Airlock")
    pdf.setFont(regular, size)
    pdf.drawString(72, y - 4 * size, "The outer door is jammed half open on the void.")
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("width", sorted(WIDTHS))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_percentile_block_is_read_counted_and_rated_by_its_combat(
    tmp_path: Path, font: str, width: str
) -> None:
    pdf = _pdf(tmp_path / f"hauler-{font}-{width}.pdf", font, WIDTHS[width])
    module, encounters = converted_module(pdf, tmp_path / "out")
    blocks = {block["name"]: block for block in module["statblocks"]}
    assert sorted(blocks) == ["Cargo Stripper", "Warden Android"], sorted(blocks)
    assert {block["style"] for block in blocks.values()} == {"other"}
    assert blocks["Cargo Stripper"]["hp"] == 25 and blocks["Warden Android"]["hp"] == 30
    assert blocks["Cargo Stripper"]["dmd"]["why"].startswith("Combat 40 → OR 4 (table combat")
    assert blocks["Warden Android"]["dmd"]["why"].startswith("Combat 65 → OR 7 (table combat")
    creatures = {c["name"].lower(): c["count"] for c in encounters[0]["creatures"]}
    assert creatures == {"cargo stripper": 2, "warden android": 1}, creatures
