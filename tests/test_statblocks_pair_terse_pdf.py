"""A group's hit points listed before a label glued to its own value, read by the field
grammar from a two-column roster ("Monster | Stats") of terse old-school lines.

"HTK17,13 AC5": each creature's hit points, then the armour class with its 5. A number a word
follows is the next statistic's value ("HP 22, 1 Armor"), but a label glued to a number
("AC5", "MV9") carries its own: the 13 is the last creature's hit points. Were it left off,
"HTK17" alone would read as the group's one value. A list fills no hit points; one value is
read. Set in three fonts, two sizes and two widths; the real reader reads it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Table, TableStyle

from converter.detect.statblocks import find_statblocks
from converter.read import extract

ROWS = [
    ("Brass Sentinels (3)", 'HD4 HTK15,20,13 AC3 MV9" AT1 DM1-8 AL:C TR:J,K'),
    ("Salamanders (2)", 'HD4+1 HTK17,13 AC5 MV12" AT1 DM1-8 AL:N TR:C'),
    ("Harpy", 'HD3 HTK14 AC7 MV6" AT1 DM1-8 AL:C TR:nil'),
]
# name, count, AC, hit points, hit dice
EXPECTED = [
    ("Brass Sentinel", 3, 3, None, "4"),
    ("Salamander", 2, 5, None, "4+1"),
    ("Harpy", None, 7, 14, "3"),
]
FONTS = {
    "helvetica": ("Helvetica", "Helvetica-Bold"),
    "times": ("Times-Roman", "Times-Bold"),
    "courier": ("Courier", "Courier-Bold"),
}


def _pdf(path: Path, font: str, size: float, width: float) -> Path:
    regular, bold = FONTS[font]
    cell = ParagraphStyle("cell", fontName=regular, fontSize=size, leading=size * 1.3)
    head = ParagraphStyle("head", parent=cell, fontName=bold)
    body = ParagraphStyle("body", fontName=regular, fontSize=size + 2, leading=size * 1.7)
    heading = ParagraphStyle("heading", fontName=bold, fontSize=size + 5, leading=size * 2.2)
    cells = [[Paragraph("Monster", head), Paragraph("Stats", head)]]
    cells += [[Paragraph(name, cell), Paragraph(stats, cell)] for name, stats in ROWS]
    table = Table(cells, colWidths=[0.3 * width, 0.7 * width], hAlign="LEFT")
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    story: list[Flowable] = [
        Paragraph("4. Weigh House", heading),
        Paragraph("Brass and fire guard the scales of the old weigh house.", body),
        table,
        Paragraph("5. Cistern", heading),
        Paragraph("The cistern is empty.", body),
    ]
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(story)
    return path


@pytest.mark.parametrize("width", [330.0, 460.0])
@pytest.mark.parametrize("size", [7.0, 8.5])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_list_before_a_glued_label_keeps_its_last_value(
    tmp_path: Path, font: str, size: float, width: float
) -> None:
    document = extract.read_pdf(_pdf(tmp_path / "terse.pdf", font, size, width))
    blocks, _ = find_statblocks(document)
    assert [(b.name, b.count, b.ac, b.hp, b.hit_dice) for b in blocks] == EXPECTED
