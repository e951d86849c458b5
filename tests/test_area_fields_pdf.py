"""Area templates read from PDFs written by reportlab, end to end, in three fonts and sizes:
each area prints the fields Description, Monsters, Traps, Treasure and Exits, as a gridded
label | text table or as run-in labels. A reader gives the table's label column and text
column apart; each text cell is still its area's, read after its label. A Monsters field is
a list: each line names a group with its count, with or without statistics, known word or
not ("A bog hag.", "wolf", "6 mire wardens" after a stat line)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from converted import converted_module
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.0),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
    "courier": ("Courier", "Courier-Bold", 7.5),
}
# (heading, {field: lines}, the creatures present with their counts)
AREAS: list[tuple[str, dict[str, list[str]], dict[str, int | None]]] = [
    (
        "1. Coffin Store",
        {
            "Description": [
                "Roots have pushed through the ceiling and wrapped a stack of",
                "empty coffins. A bell tolls somewhere far above, once.",
            ],
            "Monsters": [
                "goblins (4): AC 6 [13]; HD 1; hp 5, 4, 3, 2; Att spear 1d6;",
                "MV 90'; ML 7",
                "A bog hag.",
            ],
            "Traps": ["None"],
            "Treasure": ["A jade moth brooch worth 50 gp."],
            "Exits": ["A curtain of beads hides a passage north."],
        },
        {"goblin": 4, "bog hag": 1},
    ),
    (
        "2. Loom Hall",
        {
            "Description": [
                "A smell of wet wool fills this chamber, where a loom strung",
                "with grey thread stands alone by the far wall.",
            ],
            "Monsters": [
                "ogre: AC 5 [14]; HD 4+1; hp 19; Att club 1d10; MV 90'; ML 10",
                "6 mire wardens",
            ],
            "Traps": ["A glyph that bursts into flame when touched."],
            "Treasure": ["None"],
            "Exits": ["Double doors open east."],
        },
        {"ogre": 1, "mire warden": 6},
    ),
    (
        "3. Ash Pit",
        {
            "Description": [
                "Ash drifts ankle-deep over the flagstones and half buries a",
                "wagon with no wheels. Every footstep echoes twice.",
            ],
            "Monsters": ["None"],
            "Traps": ["A rotten floor that gives way under heavy weight."],
            "Treasure": ["Two potions of healing in a padded case."],
            "Exits": ["A narrow stair climbs west."],
        },
        {},
    ),
    (
        "4. Wax Cellar",
        {
            "Description": [
                "Wax drippings crust the floor around a copper bathtub set",
                "in the middle of the cellar.",
            ],
            "Monsters": [
                "wolf",
                "zombies (2d4): AC 8 [11]; HD 2; hp 9; Att claw 1d8;",
                "MV 60'; ML 12",
            ],
            "Traps": ["None"],
            "Treasure": ["A bag of 35 gp under the floorboards."],
            "Exits": ["A hole in the floor drops to the level below."],
        },
        {"wolf": 1, "zombie": None},
    ),
]


def _table(pdf: canvas.Canvas, fonts: tuple[str, str, float], y: float, fields: Any) -> float:
    """Draw one area's gridded label | text table from ``y`` down; return the y under it."""
    regular, bold, size = fonts
    label_x, text_x, right = 74.0, 160.0, 540.0
    lead = size * 1.3
    for label, lines in fields.items():
        height = lead * len(lines) + 4
        pdf.rect(label_x - 3, y - height + lead - 2, right - label_x + 3, height, stroke=1, fill=0)
        pdf.line(text_x - 4, y - height + lead - 2, text_x - 4, y + lead + 2)
        pdf.setFont(bold, size)
        pdf.drawString(label_x, y, label)
        pdf.setFont(regular, size)
        for k, line in enumerate(lines):
            pdf.drawString(text_x, y - k * lead, line)
        y -= height
    return y


def _run_in(pdf: canvas.Canvas, fonts: tuple[str, str, float], y: float, fields: Any) -> float:
    """Draw one area's fields as run-in bold labels from ``y`` down."""
    regular, bold, size = fonts
    for label, lines in fields.items():
        for k, line in enumerate(lines):
            x = 72.0
            if k == 0:
                pdf.setFont(bold, size)
                pdf.drawString(x, y, f"{label}:")
                x += pdf.stringWidth(f"{label}: ", bold, size)
            pdf.setFont(regular, size)
            pdf.drawString(x, y, line)
            y -= size * 1.3
    return y


def _pdf(path: Path, fonts: tuple[str, str, float], form: str) -> Path:
    _, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(bold, size + 8)
    pdf.drawString(72, 740, "Beneath the Glass Abbey")
    y = 700.0
    for number, (heading, fields, _) in enumerate(AREAS):
        if number == 2:
            pdf.showPage()
            y = 740.0
        pdf.setFont(bold, size + 2)
        pdf.drawString(72, y, heading)
        y -= size * 2.2
        y = (_table if form == "table" else _run_in)(pdf, fonts, y, fields) - size * 2
    pdf.showPage()
    pdf.save()
    return path


def _encounters(tmp_path: Path, font: str, form: str) -> list[dict[str, Any]]:
    pdf = _pdf(tmp_path / f"fields-{form}-{font}.pdf", FONTS[font], form)
    return converted_module(pdf, tmp_path / "out")[1]


@pytest.mark.parametrize("form", ["table", "run-in"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_each_area_lists_its_monsters_field(tmp_path: Path, font: str, form: str) -> None:
    encounters = _encounters(tmp_path, font, form)
    names = [e["location"]["name"] for e in encounters]
    assert names == [heading.split(". ")[1] for heading, _, _ in AREAS], names
    for encounter, (_, _, present) in zip(encounters, AREAS, strict=True):
        found = {c["name"]: c["count"] for c in encounter["creatures"]}
        assert found == present, (encounter["location"]["name"], found)
