"""Keyed areas found end to end: a reportlab module PDF -> extract -> find_areas."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas
from stages import areas_with_creatures

RUMOURS = [
    "1. The miller's daughter saw lights on the hill.",
    "2. The old abbot hid gold under the chapel.",
    "3. Wolves will not cross the stream.",
]
ENCOUNTERS = ["1 2d4 goblins", "2 a lost merchant", "3 1d6 giant rats", "4 a hungry owlbear"]
ROOMS = [
    (
        "1. Gatehouse",
        [
            "A rusted portcullis blocks the north passage. Two",
            "goblins play knucklebones behind it and shout when",
            "they see a light.",
        ],
    ),
    (
        "2. Guard Room",
        [
            "Bunks line the east wall. Four hobgoblins sleep here",
            "while their captain sharpens a sword by the door.",
        ],
    ),
    (
        "3. Shrine",
        [
            "A cracked altar stands in the middle of the room. A",
            "wight waits behind it, and 2d6 skeletons rise from the",
            "floor when the altar is touched.",
        ],
    ),
]


def _module_pdf(path: Path) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = 720.0

    def write(text: str, font: str = "Times-Roman", size: float = 10.0, gap: float = 13.0) -> None:
        nonlocal y
        pdf.setFont(font, size)
        pdf.drawString(72, y, text)
        y -= gap

    write("The Abbey on the Hill", "Times-Bold", 18, 28)
    write("Rumours", "Times-Bold", 13, 18)
    for line in RUMOURS:
        write(line)
    y -= 8
    write("Random Encounters", "Times-Bold", 13, 18)
    write("d4 Encounter", "Times-Bold")
    for line in ENCOUNTERS:
        write(line)
    y -= 8
    write("Abbey Key", "Times-Bold", 13, 18)
    for title, body in ROOMS:
        write(title, "Times-Bold", 11, 15)
        for line in body:
            write(line)
        y -= 6
    pdf.showPage()
    pdf.save()
    return path


def test_module_pdf_keys_without_its_tables(tmp_path: Path) -> None:
    from converter.read import extract

    doc = extract.read_pdf(_module_pdf(tmp_path / "abbey.pdf"))
    areas, problems = areas_with_creatures(doc, ())
    assert [(a.key, a.name) for a in areas] == [
        ("1", "Gatehouse"),
        ("2", "Guard Room"),
        ("3", "Shrine"),
    ]
    creatures = [{c.name: c.count for c in a.creatures} for a in areas]
    assert creatures[0] == {"goblin": 2}
    assert creatures[1] == {"hobgoblin": 4}
    assert creatures[2] == {"wight": 1, "skeleton": None}
    assert "portcullis" in areas[0].text and "Bunks" not in areas[0].text
    assert problems == ()


SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "sunken-shrine.pdf"


def test_sample_areas_list_only_creatures_present() -> None:
    from converter.detect.statblocks import find_statblocks
    from converter.read.extract import read_pdf

    doc = read_pdf(SAMPLE, pages=[3, 4, 5])
    blocks, _ = find_statblocks(doc)
    areas, _ = areas_with_creatures(doc, blocks)
    by_key = {a.key: {c.name: c.count for c in a.creatures} for a in areas}
    assert by_key["2"] == {"cultist": 4}  # not "the goblins in area 3"
    assert "pirate" not in by_key["6"]  # "A former river pirate" is Vask's past
    assert by_key["6"]["ogre"] == 1
    assert by_key["B4"]["giant crab"] == 2 and "crab" not in by_key["B4"]  # one creature
    assert by_key["B2"] == {"silt troll": 1}
