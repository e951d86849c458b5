"""A roll table (a narrow roll column beside its results) with headings set under it, under
the roll column alone ("KEYED AREAS", "1. Weigh House"): the two columns are compared over
the height they share, so the table is read row by row, each result after its roll and all
before the headings under it, never after them (where an area's text would take its
creatures). Made in two fonts and sizes, with one table and with two."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FONTS = {
    "times-letter": ("Times-Roman", "Times-Bold", 10.5, letter),
    "helvetica-a4": ("Helvetica", "Helvetica-Bold", 9.0, A4),
}
INTRO = (
    "Nobody has collected the toll since the ferryman vanished. The bishop was buried",
    "standing, facing the river. Millers downstream say the water runs grey on feast days.",
)
RUMOURS = (
    "The kiln is still warm, though nobody has fired it in years.",
    "A ferryman's token buys safe passage across the black water.",
    "The miller's daughter went into the pits and came out changed.",
    "Salt thrown over the shoulder keeps the dead back.",
    "The grey water cures the coughing sickness.",
    "The bishop's ring opens the reliquary.",
)
ENCOUNTERS = (
    "Tracks of brass sentinels; nothing else",
    "A wolf (from room 2)",
    "2d6 horned demons dragging a sack",
    "A vine horror, wounded and angry",
    "2d6 brass sentinels dragging a sack",
    "A carrion bat, wounded and angry",
)
AREA = (
    "Water drips steadily onto a bread oven gone cold, wearing a shallow bowl in it. Two",
    "hill trolls squabble over a dead crow. A ladder climbs through a trapdoor.",
)
TABLES = {
    "one": (("What the Locals Say (d6)", "Rumour", RUMOURS),),
    "two": (
        ("What the Locals Say (d6)", "Rumour", RUMOURS),
        ("Encounters", "Encounter", ENCOUNTERS),
    ),
}


def _write(path: Path, font: tuple[str, str, float, tuple[float, float]], tables: str) -> Path:
    regular, bold, size, page = font
    pdf = canvas.Canvas(str(path), pagesize=page, invariant=1)
    x, y = 32.0, page[1] - 72.0
    pdf.setFont(regular, size)
    for line in INTRO:
        pdf.drawString(x, y, line)
        y -= size * 1.3
    small = size * 0.9
    for caption, label, results in TABLES[tables]:
        y -= size * 0.8
        pdf.setFont(bold, size * 1.1)
        pdf.drawString(x, y, caption)
        y -= size * 1.5
        for roll, result in (("d6", label), *((str(n), r) for n, r in enumerate(results, 1))):
            pdf.setFont(regular, small)
            pdf.drawString(x + 6, y, roll)
            pdf.drawString(x + 160, y, result)
            y -= small * 1.5
    y -= size * 1.2
    pdf.setFont(bold, size * 1.6)
    pdf.drawString(x, y, "KEYED AREAS")
    y -= size * 1.8
    pdf.setFont(bold, size * 1.2)
    pdf.drawString(x, y, "1. Weigh House")
    y -= size * 1.5
    pdf.setFont(regular, size)
    for line in AREA:
        pdf.drawString(x, y, line)
        y -= size * 1.3
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("tables", sorted(TABLES))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_roll_table_is_read_by_rows_before_the_headings_under_it(
    tmp_path: Path, font: str, tables: str
) -> None:
    lines = [
        line.text.strip()
        for line in read_pdf(_write(tmp_path / "t.pdf", FONTS[font], tables)).lines
    ]
    heading = lines.index("1. Weigh House")
    for _, _, results in TABLES[tables]:
        for number, result in enumerate(results, 1):
            row = next(i for i, text in enumerate(lines) if text.endswith(result))
            assert lines[row].split()[0] == str(number), lines  # the result after its roll
            assert row < heading, lines
