"""Narrow monster rosters read by their cells' places (``statblocks_roster_grid``).

Each page sets a roster in columns so narrow that its labels and values break inside their
cells ("No" / ".", "At" / "k", "Lampre" / "y Eel", "1d" / "1" / "0") and the letters of
neighbouring cells sit closer than a word gap, so a line's text glues them ("Hhp", "AtD").
The table is set in three fonts, two sizes and three widths, ruled or shaded. Every row is
one block: its name whole, its count from the count column only ("many" none; the hit points
beside it never), its armour class, hit dice and hit points (only when one value is printed).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Table, TableStyle

from converter.detect.statblocks import find_statblocks
from converter.read import extract

HEADER = ["Name", "No.", "AC", "HD", "hp", "Atk", "Dmg", "MV", "ML", "XP"]
ROWS = [
    ["Lamprey Eel", "3", "8 [11]", "1", "4, 7, 2", "1 bite", "1d6", "90'", "7", "10"],
    ["Horned Demon", "many", "3", "6+2", "31", "1 sting", "1d10", "120'", "10", "185"],
    ["Ogre", "12", "5", "4+1", "19", "1 club", "1d10", "90'", "10", "85"],
    ["Young Wyrm", "2", "2 [17]", "7", "40, 35", "1 claw", "1d8", "150'", "9", "250"],
]
# name, count, AC, hit dice, hit points
EXPECTED = [
    ("Lamprey Eel", 3, 8, "1", None),
    ("Horned Demon", None, 3, "6+2", 31),
    ("Ogre", 12, 5, "4+1", 19),
    ("Young Wyrm", 2, 2, "7", None),
]
FONTS = {
    "helvetica": ("Helvetica", "Helvetica-Bold"),
    "times": ("Times-Roman", "Times-Bold"),
    "courier": ("Courier", "Courier-Bold"),
}


def _roster(
    fonts: tuple[str, str], size: float, width: float, ruled: bool, rows: list[list[str]] = ROWS
) -> Table:
    regular, bold = fonts
    cell = ParagraphStyle("cell", fontName=regular, fontSize=size, leading=size * 1.15)
    head = ParagraphStyle("head", parent=cell, fontName=bold)
    cells = [[Paragraph(c, head) for c in HEADER]]
    cells += [[Paragraph(c, cell) for c in row] for row in rows]
    first = 0.2 * width
    rest = (width - first) / (len(HEADER) - 1)
    table = Table(cells, colWidths=[first] + [rest] * (len(HEADER) - 1))
    commands: list[tuple[object, ...]] = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
        ("RIGHTPADDING", (0, 0), (-1, -1), 1.5),
        ("TOPPADDING", (0, 0), (-1, -1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ("LINEABOVE", (0, 0), (-1, 0), 0.9, colors.black),
        ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
    ]
    if ruled:
        commands.append(("INNERGRID", (0, 0), (-1, -1), 0.3, colors.grey))
    else:
        commands.append(("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, colors.lightgrey]))
    table.setStyle(TableStyle(commands))
    return table


def _pdf(path: Path, font: str, size: float, width: float, ruled: bool) -> Path:
    regular, bold = FONTS[font]
    body = ParagraphStyle("body", fontName=regular, fontSize=size + 3, leading=size * 1.8)
    heading = ParagraphStyle("heading", fontName=bold, fontSize=size + 6, leading=size * 2.4)
    story: list[Flowable] = [
        Paragraph("7. The Drowned Chapel", heading),
        Paragraph("Eels, a demon, an ogre and two young wyrms share the flooded nave.", body),
        _roster(FONTS[font], size, width, ruled),
    ]
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(story)
    return path


@pytest.mark.parametrize("ruled", [True, False])
@pytest.mark.parametrize("width", [150.0, 175.0, 200.0])
@pytest.mark.parametrize("size", [6.5, 7.5])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_narrow_roster_reads_by_its_columns(
    tmp_path: Path, font: str, size: float, width: float, ruled: bool
) -> None:
    pdf = _pdf(tmp_path / "roster.pdf", font, size, width, ruled)
    document = extract.read_pdf(pdf)
    blocks, _ = find_statblocks(document)
    assert [(b.name, b.count, b.ac, b.hit_dice, b.hp) for b in blocks] == EXPECTED
    assert [b.xp for b in blocks] == ["10", "185", "85", "250"]


@pytest.mark.parametrize("font", sorted(FONTS))
def test_the_roster_is_narrow_enough_to_break_its_cells(tmp_path: Path, font: str) -> None:
    """The case holds what it claims: read as text, the narrowest table's labels break in
    their cells, so its header line is no line of labels."""
    document = extract.read_pdf(_pdf(tmp_path / "roster.pdf", font, 7.5, 150.0, True))
    header = next(line for line in document.lines if line.text.startswith("Name"))
    assert header.text.split() != HEADER


def _neighbours_pdf(path: Path, font: str, size: float) -> Path:
    """Two rosters side by side (their header rows on one baseline), then two set one right
    under the other with no gap."""
    fonts = FONTS[font]
    pair = Table(
        [
            [
                _roster(fonts, size, 170.0, True, ROWS[:2]),
                _roster(fonts, size, 170.0, False, ROWS[2:]),
            ]
        ],
        colWidths=[200, 200],
    )
    pair.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    story: list[Flowable] = [
        pair,
        Paragraph("Below the stair", ParagraphStyle("b", fontName=fonts[0], fontSize=size + 4)),
        _roster(fonts, size, 170.0, True, ROWS[1:3]),
        _roster(fonts, size, 170.0, False, [ROWS[0], ROWS[3]]),
    ]
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(story)
    return path


@pytest.mark.parametrize("size", [6.5, 7.5])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_rosters_beside_and_under_each_other_stay_apart(
    tmp_path: Path, font: str, size: float
) -> None:
    """A header row ends at a run opening with another name label (one name column to a
    roster), and a table ends at the next header under it: no row takes another table's
    cells."""
    blocks, _ = find_statblocks(extract.read_pdf(_neighbours_pdf(tmp_path / "n.pdf", font, size)))
    found = sorted((b.name, b.count, b.ac, b.hit_dice, b.hp) for b in blocks)
    assert found == sorted([*EXPECTED, *EXPECTED[1:3], EXPECTED[0], EXPECTED[3]])


SHORT_ROWS = [
    ["Salamander", "1", "5 [14]", "4+1", "18", "1 sword", "1d8+1", "120'", "8", "125"],
    ["Giant Beetle", "many", "4", "2", "12", "1 bite", "1d6", "60'", "7", "20"],
]
SHORT_EXPECTED = [("Salamander", 1, 5, "4+1", 18), ("Giant Beetle", None, 4, "2", 12)]


def _short_pdf(path: Path, font: str, size: float, width: float, ruled: bool) -> Path:
    story: list[Flowable] = [
        Paragraph("4. The Kiln", ParagraphStyle("h", fontName=FONTS[font][1], fontSize=size + 6)),
        _roster(FONTS[font], size, width, ruled, SHORT_ROWS),
    ]
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(story)
    return path


@pytest.mark.parametrize("ruled", [True, False])
@pytest.mark.parametrize("width", [330.0, 420.0])
@pytest.mark.parametrize("size", [6.5, 7.5, 9.0])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_short_roster_whose_first_row_is_widest_keeps_its_rows(
    tmp_path: Path, font: str, size: float, width: float, ruled: bool
) -> None:
    """Two rows, no cell wrapped, each column's widest value in the first row: the second
    row's values would have fit in their cells (a cell reaches to the next column), so it is
    a row of its own, not the first row's cells going on ("4+1" / "2" is no "4+12")."""
    blocks, _ = find_statblocks(
        extract.read_pdf(_short_pdf(tmp_path / "s.pdf", font, size, width, ruled))
    )
    assert [(b.name, b.count, b.ac, b.hit_dice, b.hp) for b in blocks] == SHORT_EXPECTED


@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_capitals_heading_under_an_indented_roster_ends_it(tmp_path: Path, font: str) -> None:
    """A heading in capitals whose word is a name label in another case ("ENCOUNTERS"), set
    at the roster's size from the column's left edge under a roster set in from that edge:
    no run on its row opens with a label form as printed, yet it is the next header's row
    and ends the table (it once raised on the empty row)."""
    regular, bold = FONTS[font]
    table = _roster(FONTS[font], 7.5, 200.0, True)
    table.hAlign = "RIGHT"
    story: list[Flowable] = [
        Paragraph("7. The Drowned Chapel", ParagraphStyle("h", fontName=bold, fontSize=13)),
        table,
        Paragraph("ENCOUNTERS", ParagraphStyle("c", fontName=bold, fontSize=7.5)),
        Paragraph("Roll each turn.", ParagraphStyle("p", fontName=regular, fontSize=10)),
    ]
    path = tmp_path / "indented.pdf"
    SimpleDocTemplate(str(path), pagesize=letter).build(story)
    blocks, _ = find_statblocks(extract.read_pdf(path))
    assert [(b.name, b.count, b.ac, b.hit_dice, b.hp) for b in blocks] == EXPECTED
