"""A narrow column may wrap a story game's stat line between a value and the label after it.

Dungeon World-like entries set in a narrow column ("**Fen Hag** *Solitary, Magical*" /
"Claw (d10 damage) 12" / "HP 1 Armor") break their stat line wherever the width runs out:
between the hit points and "HP", between the armour and "Armor", inside the attack's
bracket. Each entry is still one stat block, named by its bold name, with its hit points.
Three faces, two sizes, three wrap points, each in its own wording.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.pipeline import convert_pdf

FACES = {
    "times": ("Times-Roman", "Times-Bold", "Times-Italic"),
    "helvetica": ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique"),
    "courier": ("Courier", "Courier-Bold", "Courier-Oblique"),
}
PROSE = ["Peat smoke hangs under the", "rafters above a cold oven.", "A plank walk runs west."]
# (name, tags on the name's line, the printed lines of the attack and stats, hit points)
ENTRIES = {
    "hit-points-wrapped": [
        ("Fen Hag", "Solitary, Magical", ["Claw (d10 damage) 12", "HP 1 Armor"], 12),
        ("Reed Cat", "Horde, Stealthy", ["Bite (d6 damage) 3", "HP 0 Armor"], 3),
    ],
    "armour-wrapped": [
        ("Mire Giant", "Solitary, Huge", ["Fist (b[2d10] damage) 20 HP 2", "Armour"], 20),
        ("Bog Lurcher", "Group, Devious", ["Spear (d8 damage) 6 HP 1", "Armor"], 6),
    ],
    "bracket-wrapped": [
        ("Salt Wyrm", "Solitary, Large", ["Bite (b[2d10]", "damage) 16 HP 3", "Armor"], 16),
        ("Eel Swarm", "Horde, Cautious", ["Bites (d6", "damage) 3 HP", "0 Armor"], 3),
    ],
}
MARGIN = 72.0


def _write(path: Path, face: str, size: float, wording: str) -> Path:
    regular, bold, italic = FACES[face]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    top = letter[1] - MARGIN
    step = size * 1.3
    for key, (name, tags, stats, _) in enumerate(ENTRIES[wording], 1):
        pdf.setFont(bold, size * 1.4)
        pdf.drawString(
            MARGIN, top - size * 1.4, f"{key}. Almonry" if key == 1 else f"{key}. Frater"
        )
        top -= size * 1.4 * 1.8
        pdf.setFont(regular, size)
        for line in PROSE:
            pdf.drawString(MARGIN, top - size, line)
            top -= step
        top -= size
        pdf.setFont(bold, size)
        pdf.drawString(MARGIN, top - size, name)
        pdf.setFont(italic, size)
        pdf.drawString(MARGIN + pdf.stringWidth(name + " ", bold, size), top - size, tags)
        pdf.setFont(regular, size)
        for line in stats:
            top -= step
            pdf.drawString(MARGIN, top - size, line)
        top -= step
        pdf.setFont(italic, size)
        pdf.drawString(MARGIN, top - size, "Close, Reach")
        top -= step
        pdf.setFont(bold, size)
        pdf.drawString(MARGIN, top - size, "Instinct:")
        pdf.setFont(regular, size)
        pdf.drawString(MARGIN + pdf.stringWidth("Instinct: ", bold, size), top - size, "to hunt")
        top -= size * 3
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("wording", sorted(ENTRIES))
@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("size", [8.0, 9.5])
def test_a_stat_line_wrapped_between_value_and_label_is_one_block(
    tmp_path: Path, face: str, size: float, wording: str
) -> None:
    conversion = convert_pdf(_write(tmp_path / "entries.pdf", face, size, wording))
    blocks = [(b.name, b.hp) for b in conversion.detection.statblocks]
    assert blocks == [(name, hp) for name, _, _, hp in ENTRIES[wording]]
