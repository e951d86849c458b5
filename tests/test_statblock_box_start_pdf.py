"""A stat block run on from a column's foot to the next column's head has the box of where it
starts.

Two columns: the first opens with area 1's heading and text, then area 2's, and a creature's
stat line starts at the first column's foot and goes on at the second column's head. The
block's box is its first piece (its top the stat line's), not the union of both pieces, whose
top left corner (the second column's top, the first column's left edge) is where area 1's
heading stands: that area must not take the block, area 2 must. Two faces, two sizes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

FACES = {"times": ("Times-Roman", "Times-Bold"), "helvetica": ("Helvetica", "Helvetica-Bold")}
PROSE = (
    "Roots have broken through the ceiling and wrapped a painted screen. Every footstep "
    "raises a cloud of pale dust, and a collapsed kiln stands against the far wall."
)
HEAD = "Cultist: AC 8 [11], HD 1 (4hp), Att 1 × dagger (1d4),"
TAIL = "THAC0 19, MV 120' (40'), ML 7, XP 10."
MARGIN, GUTTER = 54.0, 20.0


def _write(path: Path, face: str, size: float) -> Path:
    regular, bold = FACES[face]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    width = (letter[0] - 2 * MARGIN - GUTTER) / 2
    right = MARGIN + width + GUTTER
    top = letter[1] - MARGIN
    texts = [
        ("1. Flooded Crypt", PROSE * 2),
        ("2. Salt Store", PROSE + " Here three cultists have barricaded the doorway. " + PROSE),
    ]
    for heading, text in texts:
        pdf.setFont(bold, size * 1.2)
        pdf.drawString(MARGIN, top - size * 1.2, heading)
        top -= size * 1.2 * 1.6
        pdf.setFont(regular, size)
        for line in wrap(text, regular, size, width):
            pdf.drawString(MARGIN, top - size, line)
            top -= size * 1.3
        top -= size
    while top > MARGIN + 6 * size:  # more of area 2's text, down to the column's foot
        for line in wrap(PROSE, regular, size, width):
            pdf.drawString(MARGIN, top - size, line)
            top -= size * 1.3
        top -= size * 0.6
    for line in wrap(HEAD, regular, size, width):
        pdf.drawString(MARGIN, top - size, line)
        top -= size * 1.3
    top = letter[1] - MARGIN  # the second column: the stat line goes on at its head
    for line in wrap(TAIL, regular, size, width):
        pdf.drawString(right, top - size * 1.2, line)
        top -= size * 1.3
    pdf.setFont(bold, size * 1.2)
    pdf.drawString(right, top - size * 2.4, "3. Mule Stable")
    pdf.setFont(regular, size)
    top -= size * 3.6
    for line in wrap(PROSE, regular, size, width):
        pdf.drawString(right, top - size, line)
        top -= size * 1.3
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("size", [9.0, 10.5])
def test_a_block_across_columns_is_boxed_where_it_starts(
    tmp_path: Path, face: str, size: float
) -> None:
    document = read_pdf(_write(tmp_path / "across.pdf", face, size))
    blocks, _ = find_statblocks(document)
    (block,) = blocks
    assert (block.name, block.ac, block.hp, block.hit_dice) == ("Cultist", 8, 4, "1")
    first = next(line for line in document.lines if line.text.startswith("Cultist:"))
    assert block.source.bbox is not None
    assert abs(block.source.bbox.top - first.bbox.top) < 1.0
    areas, _ = find_areas(document, blocks)
    assert {a.key: a.statblocks for a in areas} == {"1": (), "2": ("Cultist",), "3": ()}
