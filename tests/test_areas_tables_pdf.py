"""Areas printed as a key table (key | location | contents), read end to end from
reportlab PDFs: each row is one area, the header row none. Two faces, two header
wordings, cells run together on one line or on lines of their own (this file's texts)."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.areas_tables import split_name
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

ROWS = [
    (
        "1",
        "Gate Tower",
        ["Arrow slits look over the road. Two bandits play", "dice by a barrel near the door."],
    ),
    (
        "2",
        "Old Mill",
        ["A waterwheel creaks in the race. A giant rat nests", "in the grain sacks."],
    ),
    (
        "3",
        "Drowned Yard",
        ["Knee-deep water covers the cobbles; a rowboat is", "tied to a post by the north wall."],
    ),
    (
        "4",
        "Shrine of Ash",
        ["Soot covers the walls. Three ghouls crouch behind", "the altar, gnawing bones."],
    ),
]


def _write(path: Path, font: str, bold: str, header: tuple[str, str, str], gap: float) -> None:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(bold, 14)
    pdf.drawString(50, 740, "Map Key")
    pdf.setFont(font, 10)
    pdf.drawString(50, 720, "Every row below is one room of the keep.")
    columns = (50.0, 50.0 + gap, 200.0)
    pdf.setFont(bold, 9)
    for x, label in zip(columns, header, strict=True):
        pdf.drawString(x, 700, label)
    y = 686.0
    for key, name, contents in ROWS:
        pdf.setFont(bold, 9)
        pdf.drawString(columns[0], y, key)
        pdf.setFont(font, 9)
        pdf.drawString(columns[1], y, name)
        for k, text in enumerate(contents):
            pdf.drawString(columns[2], y - 11 * k, text)
        y -= 11 * len(contents) + 6
    pdf.showPage()
    pdf.save()


@pytest.mark.parametrize(
    ("font", "bold", "header", "gap"),
    [
        ("Times-Roman", "Times-Bold", ("No.", "Location", "Description"), 30.0),
        ("Helvetica", "Helvetica-Bold", ("#", "Room", "What is here"), 18.0),
    ],
)
def test_table_rows_are_areas(
    tmp_path: Path, font: str, bold: str, header: tuple[str, str, str], gap: float
) -> None:
    path = tmp_path / "table.pdf"
    _write(path, font, bold, header, gap)
    document = read_pdf(path)
    areas, _ = find_areas(document, find_statblocks(document)[0])
    assert [(a.key, a.name) for a in areas] == [(k, n) for k, n, _ in ROWS]
    assert "rowboat" in areas[2].text and "Drowned" not in areas[2].text
    assert all("key table row" in a.evidence for a in areas)


def test_split_name_cuts_before_the_sentence() -> None:
    assert split_name("Hall of the Dead The air is cold") == ("Hall of the Dead", "The air is cold")
    assert split_name("Old Mill") == ("Old Mill", "")
