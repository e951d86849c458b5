"""A vertical block (a name line, then one field a line) cut by a page break.

The block's name ("Harpies (4)") and first fields end one page; its other fields open the
next. It must come back as one block, named and counted by its name line, with the hit dice
and hit points the next page prints, and the block after it (under its own name, after some
prose) as its own. Before, the run of field lines stopped at the page break: the name and
two fields made a block without hit dice, and the rest one under no name of its own. Two
faces, two sizes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

FACES = {"times": ("Times-Roman", "Times-Bold"), "helvetica": ("Helvetica", "Helvetica-Bold")}
PROSE = (
    "Frost rimes the flagstones around a reliquary with its glass smashed. Half a dozen "
    "carrion bats gamble with pewter buttons. A tapestry shows a hill troll being crowned."
)
MARGIN = 54.0
HEAD = ["AC 7 [12]", "MV 60' (30')"]  # at the foot of page 1
TAIL = ["HD 3 (11hp)", "Att 1 × claw (1d8)", "THAC0 16", "ML 8", "XP 35"]  # page 2's head
NEXT = ["AC 6 [13]", "HD 2 (9hp)", "Att 1 × bite (1d6)", "MV 90' (30')", "ML 9"]


def _fields(pdf: canvas.Canvas, face: str, size: float, lines: list[str], top: float) -> float:
    """Field lines down the column, each label bold; the top of what follows."""
    regular, bold = FACES[face]
    for text in lines:
        label, _, value = text.partition(" ")
        pdf.setFont(bold, size)
        pdf.drawString(MARGIN, top - size, label)
        pdf.setFont(regular, size)
        pdf.drawString(MARGIN + pdf.stringWidth(label + " ", bold, size), top - size, value)
        top -= size * 1.35
    return top


def _write(path: Path, face: str, size: float) -> Path:
    regular, bold = FACES[face]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    width = letter[0] - 2 * MARGIN
    top = letter[1] - MARGIN
    pdf.setFont(regular, size)
    while top > MARGIN + 10 * size:  # prose down to the foot of page 1
        for line in wrap(PROSE, regular, size, width):
            pdf.drawString(MARGIN, top - size, line)
            top -= size * 1.3
        top -= size * 0.7
    pdf.setFont(bold, size)
    pdf.drawString(MARGIN, top - size, "Harpies (4)")
    _fields(pdf, face, size, HEAD, top - size * 1.4)
    pdf.showPage()
    top = _fields(pdf, face, size, TAIL, letter[1] - MARGIN) - size
    pdf.setFont(regular, size)
    for line in wrap(PROSE, regular, size, width):
        pdf.drawString(MARGIN, top - size, line)
        top -= size * 1.3
    pdf.setFont(bold, size)
    pdf.drawString(MARGIN, top - 2 * size, "Ghoul")
    _fields(pdf, face, size, NEXT, top - 2 * size - size * 0.4)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("size", [9.0, 11.0])
def test_a_vertical_block_reads_on_across_a_page_break(
    tmp_path: Path, face: str, size: float
) -> None:
    blocks, _ = find_statblocks(read_pdf(_write(tmp_path / "break.pdf", face, size)))
    assert [(b.name, b.page, b.ac, b.hp, b.hit_dice, b.count) for b in blocks] == [
        ("Harpy", 1, 7, 11, "3", 4),
        ("Ghoul", 2, 6, 9, "2", None),
    ]
