"""A landscape map spread read end to end: the map over the left of the sheet with its room
numbers in boxes, the title over two narrow key columns on the right, and a terse key whose
bold run-in leads take three shapes ("4 Name.", "4. Name:", "(4) Name.").

The map's numbers are labels, not keys; the key columns are read one after the other though
a large title, wrapped over two lines, runs across the gap between them; each lead is an
area, and a group's terse stat bracket is a stat block named by the group, not by what is
said of it ("Ghast, wounded (AC 4 …", "Bone Knight (hiding) (AC 3 …"). The texts are this
file's own, in two font families and two sizes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from module_factory import wrap
from reportlab.lib.pagesizes import A4, landscape
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

FACES = [("Helvetica", "Helvetica-Bold", 8.0), ("Times-Roman", "Times-Bold", 8.5)]
LEADS = ["{n} {name}.", "{n}. {name}:", "({n}) {name}."]
# (place, terse text); the stat brackets' groups are the blocks to find, in order.
PLACES = [
    ("Sluice Gate", "Mud floor, reeking. Ghast, wounded (AC 4 HD 4 hp 11). Rope ladder."),
    ("Tollhouse", "Smoke-black beams. 3 Cinder Hags (AC 5 HD 5 hp 23,20,9). Copper pots (10 gp)."),
    ("Eel Pens", "Damp walls, a rusted door north. Nothing. Trap: loose stones."),
    ("Warden's Room", "Bare cell, a cot. Bone Knight (hiding) (AC 3 HD 5+1 hp 22). Ring (25 gp)."),
    ("Salt Store", "Sacks stacked to the roof. 2d4 Soot Rats (AC 8 HD 1 hp 3). Nothing."),
    ("Ferry Stair", "Steps down to black water. Many Mire Toads (AC 7 HD 2 hp 6). 40 sp."),
    ("Bell Loft", "A cracked bell on rotten beams. Owl Demon (AC 4 HD 6 hp 30). Gem (50 gp)."),
]
BACKGROUND = (
    "The mill on the weir ground corn for the valley until the flood of the wet year; the "
    "miller drowned with his sons, and the wheel has turned by itself on moonless nights "
    "ever since. Carters on the ridge road say that lights move in the loft and that the "
    "sluice opens though no hand is on the lever. The reeve pays a silver mark for proof "
    "of what lives there, and two for the miller's lost ledger."
)
BLOCKS = ["ghast", "cinder hag", "bone knight", "soot rat", "mire toad", "owl demon"]
MAP_SHARE = 0.56


def _map(pdf: canvas.Canvas, bold: str, width: float, height: float) -> None:
    """The map: a frame, one box per room joined by corridors, the room numbers in bold."""
    pdf.setStrokeGray(0.3)
    pdf.rect(24, 30, width, height)
    spots = [(70 + 110 * (k % 4), 420 - 230 * (k // 4)) for k in range(len(PLACES))]
    for (x0, y0), (x1, y1) in zip(spots, spots[1:], strict=False):
        pdf.line(x0 + 18, y0 + 4, x1, y1 + 4)
    for k, (x, y) in enumerate(spots, 1):
        pdf.rect(x, y - 6, 18, 18)
        pdf.setFont(bold, 8)
        pdf.drawString(x + 6, y, str(k))


def _spread(path: Path, face: tuple[str, str, float], shape: str) -> None:
    body, bold, size = face
    sheet = landscape(A4)
    pdf = canvas.Canvas(str(path), pagesize=sheet, invariant=1)
    map_width = (sheet[0] - 48) * MAP_SHARE
    _map(pdf, bold, map_width, sheet[1] - 60)
    left = 24 + map_width + 14
    column = (sheet[0] - 24 - left - 12) / 2
    pdf.setFont(bold, 22)  # the title, wrapped over two lines across both key columns
    for k, line in enumerate(("The Drowned Mill of", "Hollow Reach")):
        pdf.drawCentredString(left + column + 6, sheet[1] - 50 - 26 * k, line)
    pdf.setFont(body, size)
    pdf.drawCentredString(left + column + 6, sheet[1] - 112, "A ruin for four to six adventurers")
    x, y = left, sheet[1] - 140
    pdf.setFont(bold, size + 4)
    pdf.drawString(x, y, "Background")
    pdf.setFont(body, size)
    for line in wrap(BACKGROUND, body, size, column):
        y -= size * 1.25
        pdf.drawString(x, y, line)
    y -= 2 * size
    pdf.setFont(bold, size + 4)
    pdf.drawString(x, y, "Key to the Mill")
    for k, (name, text) in enumerate(PLACES, 1):
        lead = shape.format(n=k, name=name)
        offset = pdf.stringWidth(lead + " ", bold, size)
        lines = wrap(text, body, size, column, offset)
        if k == len(PLACES) - 1:  # the last two entries head the second column, short
            x, y = left + column + 12, sheet[1] - 140 - size
        y -= 3
        for n, line in enumerate(lines):
            y -= size * 1.25
            start = x
            if n == 0:
                pdf.setFont(bold, size)
                pdf.drawString(x, y, lead)
                start += offset
            pdf.setFont(body, size)
            pdf.drawString(start, y, line)
    pdf.save()


@pytest.mark.parametrize("shape", LEADS)
@pytest.mark.parametrize("face", FACES, ids=[f[0] for f in FACES])
def test_terse_key_beside_a_map(tmp_path: Path, face: tuple[str, str, float], shape: str) -> None:
    path = tmp_path / "spread.pdf"
    _spread(path, face, shape)
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    areas, _ = find_areas(document, blocks)
    assert [(a.key, a.name) for a in areas] == [
        (str(k), name) for k, (name, _) in enumerate(PLACES, 1)
    ]
    assert [b.name.lower() for b in blocks] == BLOCKS
