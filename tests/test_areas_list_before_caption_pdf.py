"""A numbered background list ends where its type does, even when no heading follows it.

A module's background is a numbered list of facts, each item a running sentence in the body
type hanging under its number; the last item runs straight into a bold caption over a
wandering-monster table, set a point larger than the body but not read as a heading. The
caption and the table's rows are no part of the last item, so that item is a list item
like the others (its "3." is no area), and the rooms under "Locations" are the only areas.
Two faces, two sizes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.pipeline import convert_pdf

FACES = {
    "times": ("Times-Roman", "Times-Bold"),
    "helvetica": ("Helvetica", "Helvetica-Bold"),
}
ITEMS = [
    ["A prior who would not die still keeps", "the abbey's books, or so the cutters say."],
    ["The peat cutters pay the abbey a tithe", "of eels, and the eels have stopped coming."],
    ["Smugglers use the sluice gates to", "move salt past the reeve's men."],
]
CAPTION = ["Wandering Monsters (1 in 6,", "every other turn)"]
ROWS = ["1  A peat cutter, lost, with 1d6 skeletons", "2  A scribe (see area 2)", "3  A troll"]
ROOMS = {
    "Sluice House": [
        "Reed mats rot on the floor around a heap of",
        "nets. A plank walk runs west.",
    ],
    "Tithe Cellar": ["A crust of salt whitens the walls. A narrow", "stair climbs to the house."],
    "Reed Cloister": ["Peat smoke hangs under the rafters. A low", "door leads north to the walk."],
}
MARGIN = 60.0


def _write(path: Path, face: str, size: float) -> Path:
    regular, bold = FACES[face]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    step = size * 1.25
    top = letter[1] - MARGIN

    def draw(text: str, font: str, font_size: float, x: float = MARGIN, gap: float = 0) -> None:
        nonlocal top
        top -= gap + font_size * 1.25
        pdf.setFont(font, font_size)
        pdf.drawString(x, top, text)

    draw("Whispers at Hollin Weir", bold, size * 2)
    draw("ADVENTURE BACKGROUND", bold, size * 1.35, gap=size)
    for number, (first, second) in enumerate(ITEMS, 1):
        draw(f"{number}. {first}", regular, size, gap=step * 0.3)
        draw(second, regular, size, x=MARGIN + size * 1.4)
    for line in CAPTION:
        draw(line, bold, size + 1, gap=step * 0.4 if line == CAPTION[0] else 0)
    for row in ROWS:
        draw(row, regular, size * 0.9, x=MARGIN + 6, gap=step * 0.3)
    draw("LOCATIONS", bold, size * 1.35, gap=size * 1.5)
    for number, (name, lines) in enumerate(ROOMS.items(), 1):
        draw(f"{number}. {name}", bold, size * 1.2, gap=size)
        for line in lines:
            draw(line, regular, size)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("size", [8.5, 10.0])
def test_a_list_item_before_a_bold_caption_is_no_area(
    tmp_path: Path, face: str, size: float
) -> None:
    conversion = convert_pdf(_write(tmp_path / "background.pdf", face, size))
    areas = [(a.key, a.name) for a in conversion.detection.areas]
    assert areas == [(str(k), name) for k, name in enumerate(ROOMS, 1)]
