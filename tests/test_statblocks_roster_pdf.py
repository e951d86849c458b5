"""Monster rosters (an area's creatures as a ruled table) read from PDFs written by reportlab.

Each page sets an area's text, then two rosters with different columns in different orders
(one ruled with an inner grid, one with zebra shading; a name column first, the count column
"No." or "#" anywhere, an XP column that is no count), then a d6 rumour table under a title
"Tavern Talk (d6)", a wandering table with roll ranges and stat columns, and a treasure
table: no row of those is a block. Every roster row is one block, named by its name cell,
its count from the count column only (a number; dice or "many" give none), its hit points
only when one value is printed. A third roster is set in columns so narrow that the reader
gives its columns apart and its cells wrap mid-word ("Salaman" / "der", "ma" / "ny"): the
name and the count word are rejoined, and cells are read by the header's run at their x.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from converter.detect.statblocks import find_statblocks
from converter.pipeline import convert_pdf
from converter.read import ENGINE_NAMES, extract

FULL = [
    ["Name", "No.", "AC", "HD", "hp", "Atk", "Dmg", "MV", "ML", "XP"],
    ["Barrow Wight", "4", "5 [14]", "3", "13, 18, 14, 17", "1 claw", "1d8", "120'", "6", "50"],
    ["Cave Bear", "1", "6", "5", "22", "1 bite", "1d10", "120'", "7", "130"],
    ["Goblin", "many", "6 [13]", "1-1", "4", "1 spear", "1d6", "60'", "7", "5"],
]
SHORT = [
    ["Creature", "HD", "AC", "hp", "#", "MV"],
    ["Giant Rat", "1", "7", "3", "2d4", "120'"],
    ["Ogre", "4+1", "5", "19", "2", "90'"],
]
RUMOURS = [
    ["d6", "Tavern Talk"],
    ["1", "The abbot hid 3 chests of gold below the bell."],
    ["2", "Wolves (AC 7) walk like men on the moor."],
    ["3-6", "Nothing new; ale costs 2 cp."],
]
WANDERING = [
    ["Roll", "Encounter", "No.", "AC", "HD"],
    ["1-2", "Goblins", "2d4", "6", "1"],
    ["3-4", "Giant Rats", "3d6", "7", "1"],
    ["5-6", "Ogre", "1", "5", "4+1"],
]
TREASURE = [
    ["d8", "Treasure", "Value"],
    ["1", "A silver ewer", "60 gp"],
    ["2-8", "3 garnets", "25 gp each"],
]
NARROW = [
    ["Name", "No.", "AC", "HD", "hp", "Atk", "Dmg", "MV", "ML", "XP"],
    ["Salamander", "many", "5 [14]", "4", "21", "1 claw", "1d8", "120'", "9", "85"],
    ["Lamprey Eel", "3", "8", "1", "4, 7, 2", "1 bite", "1d6", "90'", "7", "10"],
]
NARROW_WIDTHS = [32, 14, 26, 14, 22, 24, 18, 20, 14, 16]
# name, count, AC, hit dice, hit points
EXPECTED = [
    ("Barrow Wight", 4, 5, "3", None),
    ("Cave Bear", 1, 6, "5", 22),
    ("Goblin", None, 6, "1-1", 4),
    ("Giant Rat", None, 7, "1", 3),
    ("Ogre", 2, 5, "4+1", 19),
    ("Salamander", None, 5, "4", 21),
    ("Lamprey Eel", 3, 8, "1", None),
]
FONTS = {
    "helvetica": ("Helvetica", "Helvetica-Bold", 7.5),
    "times": ("Times-Roman", "Times-Bold", 9.0),
}


def _table(rows: list[list[str]], fonts: tuple[str, str, float], zebra: bool) -> Table:
    regular, bold, size = fonts
    table = Table(rows, repeatRows=1)
    commands: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, 0), bold, size),
        ("FONT", (0, 1), (-1, -1), regular, size),
        ("LINEABOVE", (0, 0), (-1, 0), 0.9, colors.black),
        ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
        ("LINEBELOW", (0, -1), (-1, -1), 0.9, colors.black),
    ]
    if zebra:
        commands.append(("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, colors.lightgrey]))
    else:
        commands.append(("INNERGRID", (0, 0), (-1, -1), 0.3, colors.grey))
    table.setStyle(TableStyle(commands))
    return table


def _narrow() -> Table:
    cell = ParagraphStyle("cell", fontName="Helvetica", fontSize=7, leading=8)
    head = ParagraphStyle("head", parent=cell, fontName="Helvetica-Bold")
    rows = [[Paragraph(c, head if i == 0 else cell) for c in r] for i, r in enumerate(NARROW)]
    table = Table(rows, colWidths=NARROW_WIDTHS)
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
                ("RIGHTPADDING", (0, 0), (-1, -1), 1.5),
                ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
            ]
        )
    )
    return table


def _pdf(path: Path, fonts: tuple[str, str, float], zebra_first: bool) -> Path:
    regular, bold, size = fonts
    body = ParagraphStyle("body", fontName=regular, fontSize=size + 2, leading=size * 1.5)
    head = ParagraphStyle("head", fontName=bold, fontSize=size + 5, leading=size * 2)
    story: list[Flowable] = [
        Paragraph("3. Barrow Hall", head),
        Paragraph("Four barrow wights and a cave bear guard a crowd of goblins.", body),
        _table(FULL, fonts, zebra_first),
        Spacer(1, 12),
        Paragraph("4. Rat Run", head),
        Paragraph("Giant rats swarm around a sleeping ogre.", body),
        _table(SHORT, fonts, not zebra_first),
        Spacer(1, 12),
        Paragraph("5. Flooded Stair", head),
        Paragraph("A salamander hisses at three lamprey eels.", body),
        _narrow(),
        Spacer(1, 12),
        Paragraph("Tavern Talk (d6)", head),
        _table(RUMOURS, fonts, zebra_first),
        Spacer(1, 12),
        Paragraph("Wandering Monsters (1 in 6 per turn)", head),
        _table(WANDERING, fonts, not zebra_first),
        Spacer(1, 12),
        Paragraph("Treasure (d8)", head),
        _table(TREASURE, fonts, zebra_first),
    ]
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(story)
    return path


@pytest.mark.parametrize("engine", ENGINE_NAMES)
@pytest.mark.parametrize("zebra_first", [True, False])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_roster_rows_are_blocks(tmp_path: Path, font: str, zebra_first: bool, engine: str) -> None:
    pdf = _pdf(tmp_path / f"{font}.pdf", FONTS[font], zebra_first)
    blocks, _ = find_statblocks(extract.read_pdf(pdf, engine=engine))
    assert [(b.name, b.count, b.ac, b.hit_dice, b.hp) for b in blocks] == EXPECTED
    wight, bear = blocks[0], blocks[1]
    assert {b.style for b in blocks} == {"bx"}
    assert (wight.xp, bear.xp, bear.morale, bear.speed) == ("50", "130", "7", "120'")


@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_roster_is_no_prose_of_its_room(tmp_path: Path, font: str) -> None:
    """A roster's cells are its blocks' text: read as the room's prose, "Cave Bear 1 6 5 22 …
    130 Goblin" gives false counts and creatures. The room's creatures and counts come from
    its sentences only."""
    conversion = convert_pdf(_pdf(tmp_path / f"{font}.pdf", FONTS[font], True))
    found = {
        e.area.key: {c.name: c.count for c in e.creatures}
        for e in conversion.encounters
        if e.area.key is not None
    }
    # (the page's first heading, "3. Barrow Hall", is read as the module's title)
    assert found["4"] == {"giant rat": None, "ogre": 1}
    assert found["5"] == {"salamander": 1, "lamprey eel": 3}
    texts = {e.area.key: e.area.text for e in conversion.encounters}
    assert texts["4"] == "Giant rats swarm around a sleeping ogre."
    assert texts["5"] == "A salamander hisses at three lamprey eels."
