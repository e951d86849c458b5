"""Areas printed as a key table (key | location | contents), read end to end from
reportlab PDFs: each row is one area, the header row none. Two faces, two header
wordings, cells run together on one line or on lines of their own (this file's texts)."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.areas_table_cells import split_name
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


def _write_awkward(path: Path) -> None:
    """A key table as narrow layouts print it: the key column too narrow for its label
    ("Ke" / "y"), the contents label wrapped ("Creatures and" / "contents"), a long place
    name wrapped in its cell while the contents run on beside it, a label printed sideways
    in the margin, and text of the facing page at the header's height and below."""
    pdf = canvas.Canvas(str(path), pagesize=(792, 612), invariant=1)
    pdf.setFont("Helvetica-Bold", 12)
    pdf.drawString(60, 560, "Room Key")
    pdf.setFont("Helvetica-Bold", 9)
    for x, y, label in (
        (60, 540, "Ke"),
        (60, 529, "y"),
        (80, 540, "Room"),
        (160, 540, "Creatures and"),
        (160, 529, "contents"),
    ):
        pdf.drawString(x, y, label)
    y = 512.0
    rows = [(*row[:2], row[2]) for row in ROWS]
    rows[2] = ("3", "Drowned Yard of the Salt Kings", ROWS[2][2])
    for key, name, contents in rows:
        pdf.setFont("Helvetica-Bold", 9)
        pdf.drawString(60, y, key)
        pdf.setFont("Helvetica", 9)
        halves = [name] if len(name) < 16 else [name[:12].strip(), name[12:].strip()]
        for k, part in enumerate(halves):
            pdf.drawString(80, y - 11 * k, part)
        for k, text in enumerate(contents):
            pdf.drawString(160, y - 11 * k, text)
        y -= 11 * max(len(contents), len(halves)) + 6
    pdf.saveState()
    pdf.translate(30, 300)
    pdf.rotate(90)
    pdf.setFont("Helvetica", 7)
    pdf.drawString(0, 0, "The Drowned Keep, for the referee only")
    pdf.restoreState()
    pdf.setFont("Helvetica", 9)
    for k, text in enumerate(
        ["Credits and thanks to the playtesters", "of the northern club,", "who found the keep."]
    ):
        pdf.drawString(450, 540 - 11 * k, text)
    pdf.showPage()
    pdf.save()


def test_table_rows_in_a_narrow_layout_are_areas(tmp_path: Path) -> None:
    path = tmp_path / "awkward.pdf"
    _write_awkward(path)
    document = read_pdf(path)
    areas, _ = find_areas(document, find_statblocks(document)[0])
    names = [n if k != "3" else "Drowned Yard of the Salt Kings" for k, n, _ in ROWS]
    assert [(a.key, a.name) for a in areas] == list(
        zip([k for k, _, _ in ROWS], names, strict=True)
    )
    assert "rowboat" in areas[2].text and "Salt Kings" not in areas[2].text
    assert not any("Credits" in a.text or "playtesters" in a.text for a in areas)
    assert all("key table row" in a.evidence for a in areas)
