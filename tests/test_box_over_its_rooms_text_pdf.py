"""A stat box printed over its room's text, the text under it in the body's larger type.

A small box of label | value rows (its caption the creature's name, a rule between the rows)
stands under a room's heading; the room's paragraph follows under the box's foot at the page's full measure,
with no more space than a line's, so the reader gives box and text one paragraph. The
paragraph is the room's text (its creatures and their count are read from it), not the
block's: the box is set in smaller type than the text it sits in. Drawn in several faces
and sizes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas

from converter.pipeline import convert_pdf
from tests.pdf_factory import thin_rule

FACES = [("Helvetica", "Helvetica-Bold"), ("Times-Roman", "Times-Bold")]
SIZES = [7.5, 8.5]
LEFT = 50.0
BODY = 10.0
FIVE_E = [("Armor Class", "11"), ("Hit Points", "9 (2d8)"), ("Challenge", "1/4 (50 XP)")]
OLD_SCHOOL = [("Armour Class", "7"), ("Hit Dice", "2"), ("Hit points", "9"), ("Morale", "8")]
PROSE = [
    "Star charts, curled by old heat, are pinned above a cracked water",
    "clock. The floor is warm to the touch. Seven ghouls play dice for",
    "copper pins by the far wall. A trapdoor drops to the cistern below.",
]


def _module(path: Path, faces: tuple[str, str], size: float, rows: list[tuple[str, str]]) -> Path:
    """Two rooms; the first holds a box under its heading, its text under the box."""
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    top = A5[1] - 60
    pdf.setFont(faces[1], 12)
    pdf.drawString(LEFT, top, "Area 1: Ash Cellar")
    y = top - 18
    pdf.setFont(faces[1], size)
    pdf.drawString(LEFT, y, "Ghoul")
    y -= 4
    lead = size * 1.3 + 5
    for label, value in rows:
        pdf.setFont(faces[1], size)
        pdf.drawString(LEFT + 4, y - size - 1, label)
        pdf.setFont(faces[0], size)
        pdf.drawString(LEFT + 66, y - size - 1, value)
        thin_rule(pdf, LEFT, y, LEFT + 120, y)  # a rule between the rows, none down them
        y -= lead
    thin_rule(pdf, LEFT, y, LEFT + 120, y)
    pdf.setFont(faces[0], BODY)
    y -= BODY + 2
    for text in PROSE:
        pdf.drawString(LEFT, y, text)
        y -= BODY * 1.25
    pdf.setFont(faces[1], 12)
    pdf.drawString(LEFT, y - 14, "Area 2: Bell Gallery")
    pdf.setFont(faces[0], BODY)
    pdf.drawString(LEFT, y - 32, "A bronze bell hangs from a beam. Two bats roost in its mouth.")
    pdf.drawString(LEFT, y - 44, "A spiral stair climbs to the dome above the gallery.")
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("faces", FACES, ids=lambda f: f[0])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("rows", [FIVE_E, OLD_SCHOOL], ids=["5e", "old-school"])
def test_the_text_under_a_smaller_box_is_the_rooms(
    tmp_path: Path, faces: tuple[str, str], size: float, rows: list[tuple[str, str]]
) -> None:
    path = _module(tmp_path / "box.pdf", faces, size, rows)
    detection = convert_pdf(path).detection
    assert [block.name for block in detection.statblocks] == ["Ghoul"]
    room = next(area for area in detection.areas if area.key == "1")
    assert "Seven ghouls play dice" in room.text
    assert [(c.name.lower(), c.count) for c in room.creatures] == [("ghoul", 7)]
