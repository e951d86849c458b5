"""A level's roster of kinds: "Denizens | Where | Stats", a row a kind and every room it is in.

Megadungeon levels open with one table of the level's creatures, a row a kind: its name (the
plural), the rooms it is in with its number in each ("3 (2), 5 (4)", "2 in 3", "3: 2",
"3 ×2"), and a one-creature stat line; the rooms under it name no creature. A narrow table
wraps every cell over several lines (a name "Barrow" / "Wights", a stat line "AC 5, HD" /
"3+1, hp 13, …", a rooms list "1 in 1, 2 in" / "4"), so the table is read cell by cell: each
row is one stat block named by its name cell, and its kind is present in each room its rooms
cell names, with that number. A cell whose keys are no areas of the module (page numbers)
places nothing. The table is set in three fonts, two widths and four wordings; the real
reader and the detection stages read it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_factory import level_pdf
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, Table, TableStyle

from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.statblocks import statblock_findings
from converter.detect.statblocks_pair_where import where_placements
from converter.read import extract

FONTS = {
    "helvetica": ("Helvetica", "Helvetica-Bold"),
    "times": ("Times-Roman", "Times-Bold"),
    "courier": ("Courier", "Courier-Bold"),
}
# the header's labels and how a rooms cell prints a room and its number
WORDINGS = {
    "bracket": (("Denizens", "Where", "Stats"), "{key} ({n})"),
    "in": (("Inhabitants", "Where", "Statistics"), "{n} in {key}"),
    "colon": (("Denizens of the Level", "Found", "Stats"), "{key}: {n}"),
    "times": (("Who Lives Here", "Rooms", "Stat Line"), "{key} ×{n}"),
}
# name cell, rooms (key, number), stat line; the last row's cell lists pages, no rooms
KINDS = [
    ("Kobolds", [("1", 2), ("3", 5)], "AC 7, HD 1, hp 4, #AT 1, D 1d6, MV 90' (30'), ML 6"),
    ("Barrow Wights", [("2", 1)], "AC 5, HD 3+1, hp 13, #AT 1, D 1d8, MV 90' (30'), ML 9"),
    ("Giant Beetles", [("3", 3), ("4", 6)], "AC 4, HD 2+1, hp 9, #AT 1, D 1d8, MV 90', ML 7"),
    ("Grey Oozes", [("31", 2), ("32", 4)], "AC 8, HD 3, hp 12, #AT 1, D 2d8, MV 10', ML 12"),
]
ENTRIES = [
    ("Room 1. Salt Larder", "Brine barrels line the walls under a row of iron hooks."),
    ("Room 2. Cold Chapel", "Frost rimes the flagstones around a pewter font."),
    ("Room 3. Bell Loft", "A rope hangs from the dark above a cracked bell."),
    ("Room 4. Flooded Crypt", "Black water laps at the lowest step of the stair."),
]
EXPECTED_CREATURES = {
    "1": [("kobold", 2)],
    "2": [("barrow wight", 1)],
    "3": [("kobold", 5), ("giant beetle", 3)],
    "4": [("giant beetle", 6)],
}
# each block's name, armour class and hit dice, one a row (the page-number row's too)
EXPECTED_BLOCKS = [
    ("Kobold", 7, "1"),
    ("Barrow Wight", 5, "3+1"),
    ("Giant Beetle", 4, "2+1"),
    ("Grey Ooze", 8, "3"),
]


def _rooms(form: str, rooms: list[tuple[str, int]]) -> str:
    return ", ".join(form.format(key=key, n=n) for key, n in rooms)


def _pdf(path: Path, font: str, width: float, wording: str) -> Path:
    regular, bold = FONTS[font]
    labels, form = WORDINGS[wording]
    cell = ParagraphStyle("cell", fontName=regular, fontSize=7.5, leading=9)
    head = ParagraphStyle("head", parent=cell, fontName=bold)
    body = ParagraphStyle("body", fontName=regular, fontSize=10, leading=13)
    heading = ParagraphStyle("heading", fontName=bold, fontSize=12, leading=18)
    cells = [[Paragraph(label, head) for label in labels]]
    cells += [
        [Paragraph(name, cell), Paragraph(_rooms(form, rooms), cell), Paragraph(stats, cell)]
        for name, rooms, stats in KINDS
    ]
    table = Table(cells, colWidths=[0.28 * width, 0.22 * width, 0.5 * width], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.lightgrey]),
            ]
        )
    )
    return level_pdf(path, table, ENTRIES, heading, body)


@pytest.mark.parametrize("wording", sorted(WORDINGS))
@pytest.mark.parametrize("width", [230.0, 480.0])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_roster_of_kinds_puts_each_kind_in_the_rooms_its_cell_lists(
    tmp_path: Path, font: str, width: float, wording: str
) -> None:
    document = extract.read_pdf(_pdf(tmp_path / "level.pdf", font, width, wording))
    findings = statblock_findings(document)
    blocks = findings.blocks
    assert [(b.name, b.ac, b.hit_dice) for b in blocks] == EXPECTED_BLOCKS
    assert [b.placements for b in blocks][:3] == [
        tuple((key, n) for key, n in rooms) for _, rooms, _ in KINDS[:3]
    ]
    areas, _ = find_areas(document, blocks, findings.tables)
    areas = find_creatures(areas, blocks)
    assert [a.key for a in areas] == ["1", "2", "3", "4"]
    found = {a.key: sorted((c.name, c.count) for c in a.creatures) for a in areas}
    assert found == {key: sorted(kinds) for key, kinds in EXPECTED_CREATURES.items()}
    # each kind's block is its rooms', and the page-number row's no room's
    assert {a.key: set(a.statblocks) for a in areas}["3"] == {"Kobold", "Giant Beetle"}
    assert all("Grey Ooze" not in a.statblocks for a in areas)


@pytest.mark.parametrize(
    ("cell", "rooms"),
    [
        ("3 (2), 7 (4)", (("3", 2), ("7", 4))),
        ("2 in 3; 4 in 12a", (("3", 2), ("12a", 4))),
        ("3: 2, 7: 1", (("3", 2), ("7", 1))),
        ("3 ×2, 4 x8", (("3", 2), ("4", 8))),
        ("1d6, 2d4", ()),  # dice: no rooms
        ("p. 34", ()),  # a page reference: no rooms
        ("see below", ()),
    ],
)
def test_a_rooms_cell_lists_keys_with_their_numbers(
    cell: str, rooms: tuple[tuple[str, int], ...]
) -> None:
    assert where_placements(cell) == rooms
