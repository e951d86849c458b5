"""Vertical B/X blocks (Basic Fantasy, Labyrinth Lord) read from PDFs written by reportlab.

A two-column key page in Courier or Helvetica (the generator sets DejaVu, Times and Vera):
the first block is a two-column table, each label in its left cell and its value in a
cell far to its right (a reader gives the label column and the value column apart), its
hit points a list wrapped under the value; the second prints label and value on one line,
without colons, in Basic Fantasy's spellings. The other column holds a wandering table
and a rumour table, which are no blocks. Each block must come back once, named by the line
above it, with the count its name or its "No. Enc." prints.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.read import ENGINE_NAMES, extract

TABLE = [
    ("No. Enc.:", "3"),
    ("Armour Class:", "7 [12]"),
    ("Hit Dice:", "1*"),
    ("Hit Points:", "5, 4, 2, 6,|3, 1"),
    ("Attacks:", "1 beak"),
    ("Damage:", "1d3 + blood drain"),
    ("Saves As:", "Fighter 1"),
    ("Morale:", "9"),
    ("Treasure Type:", "L"),
]
ONE_LINE = [
    "Armour Class 4 [15]",
    "Hit Dice 3",
    "Hit Points 17",
    "Movement 90'",
    "Saves As Fighter 3",
    "XP 65",
]
RIGHT = [
    ("head", "Wandering Monsters"),
    ("body", "1d6  Encounter"),
    ("body", "1    1d4 stirges, hungry"),
    ("body", "2    2d6 hobgoblins on patrol"),
    ("body", "3    a lost merchant"),
    ("head", "Rumours"),
    ("body", "1    The chief keeps his gold"),
    ("body", "     under the throne."),
    ("body", "2    Stirges nest in the well."),
]
FONTS = {
    "courier": ("Courier", "Courier-Bold", 8.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 9.5),
}
VALUE_OFFSET = 130.0  # the value cells' left edge, right of the label cells'


def _left(pdf: canvas.Canvas, fonts: tuple[str, str, float]) -> None:
    regular, bold, size = fonts
    x, y, step = 50.0, 720.0, size * 1.4
    pdf.setFont(bold, size + 3)
    pdf.drawString(x, y, "3. Guard Room")
    y -= step * 1.5
    pdf.setFont(regular, size)
    for text in ("Three stirges hang from the", "rafters above a hobgoblin chief."):
        pdf.drawString(x, y, text)
        y -= step
    pdf.setFont(bold, size + 0.5)
    pdf.drawString(x, y, "Stirges (3)")
    y -= step
    for label, value in TABLE:
        pdf.setFont(bold, size - 0.5)
        pdf.drawString(x + 2, y, label)
        pdf.setFont(regular, size - 0.5)
        for part in value.split("|"):
            pdf.drawString(x + VALUE_OFFSET, y, part)
            y -= step
    y -= step * 0.5
    pdf.setFont(bold, size + 0.5)
    pdf.drawString(x, y, "Hobgoblin Chief")
    y -= step
    for text in ONE_LINE:
        label = text.rsplit(" ", 2 if "[" in text or "Fighter" in text else 1)[0]
        pdf.setFont(bold, size - 0.5)
        pdf.drawString(x + 2, y, label)
        width = pdf.stringWidth(label + " ", bold, size - 0.5)
        pdf.setFont(regular, size - 0.5)
        pdf.drawString(x + 2 + width, y, text[len(label) + 1 :])
        y -= step
    pdf.setFont(regular, size)
    pdf.drawString(x, y - step, "The chief fights to the death.")


def _right(pdf: canvas.Canvas, fonts: tuple[str, str, float]) -> None:
    regular, bold, size = fonts
    x, y = 330.0, 720.0
    for role, text in RIGHT:
        pdf.setFont(bold if role == "head" else regular, size + (1.5 if role == "head" else 0))
        pdf.drawString(x, y, text)
        y -= size * 1.5


def _pdf(path: Path, fonts: tuple[str, str, float]) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    _left(pdf, fonts)
    _right(pdf, fonts)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("engine", ENGINE_NAMES)
@pytest.mark.parametrize("font", sorted(FONTS))
def test_vertical_blocks_from_a_pdf(tmp_path: Path, font: str, engine: str) -> None:
    document = extract.read_pdf(_pdf(tmp_path / f"{font}.pdf", FONTS[font]), engine=engine)
    blocks, _ = find_statblocks(document)
    assert [(b.name, b.count, b.style, b.ac, b.hp, b.hit_dice) for b in blocks] == [
        ("Stirge", 3, "bx", 7, None, "1"),
        ("Hobgoblin Chief", None, "bx", 4, 17, "3"),
    ]
    stirge, chief = blocks
    assert (stirge.damage, stirge.saves, stirge.morale) == ("1d3", "Fighter 1", "9")
    assert "3, 1" in stirge.text  # the list wrapped under its value is the block's
    assert (chief.speed, chief.saves, chief.xp) == ("90'", "Fighter 3", "65")
