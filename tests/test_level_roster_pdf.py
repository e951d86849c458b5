"""A level's roster: one table for all its rooms above keyed entries that name no creature.

Old-school modules print "Room | Occupants | No. | AC | HD | hp | Treasure" once a level, a
row a group (the room cell blank on a room's second row, "—" for an empty room), then terse
keyed entries ("See roster."). Each row is a stat block (its fields from the column labels,
the key and free-text cells no part of it) and its creatures are present in the area whose
key the row's key cell names, with the row's count ("many" none). The table is set in three
fonts, two sizes and three header wordings; the real reader and the detection stages read it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_factory import level_pdf
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, Table, TableStyle

from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.statblocks import statblock_findings
from converter.read import extract

FONTS = {
    "helvetica": ("Helvetica", "Helvetica-Bold"),
    "times": ("Times-Roman", "Times-Bold"),
    "courier": ("Courier", "Courier-Bold"),
}
# the key, name, count and free-text labels each wording prints around AC | HD | hp
WORDINGS = {
    "room": ("Room", "Occupants", "No.", "Treasure"),
    "area": ("Area", "Monster", "#", "Notes"),
    "key": ("Key", "Creatures", "Number", "Loot"),
}
# key cell, name, count, AC, HD, hp, free text
ROWS = [
    ["1", "Grey Ooze", "1", "8", "3", "20", "—"],
    ["", "Kobold", "3", "7", "1", "4, 2, 6", "A pewter crown set with garnets (300 gp)"],
    ["2", "—", "—", "", "", "", "—"],
    ["3", "Cave Bear", "many", "6", "5", "30", "—"],
    ["4", "Lamprey Eel", "2", "8", "1", "4, 7", "Three candles of true wax"],
]
ENTRIES = [
    ("1. Salt Larder", "See roster. Brine barrels line the walls."),
    ("2. Cold Chapel", "Empty. Frost rimes the flagstones around a pewter font."),
    ("3. Bell Loft", "Occupants as listed. A rope hangs from the dark above."),
    ("4. Flooded Crypt", "See roster. Black water laps at the lowest step."),
]
# each area's creatures (name, count) and the blocks read (name, area key, count, AC, HD)
EXPECTED_CREATURES = {
    "1": [("grey ooze", 1), ("kobold", 3)],
    "2": [],
    "3": [("cave bear", None)],
    "4": [("lamprey eel", 2)],
}
EXPECTED_BLOCKS = [
    ("Grey Ooze", "1", 1, 8, "3"),
    ("Kobold", "1", 3, 7, "1"),
    ("Cave Bear", "3", None, 6, "5"),
    ("Lamprey Eel", "4", 2, 8, "1"),
]


def _pdf(path: Path, font: str, size: float, wording: str) -> Path:
    regular, bold = FONTS[font]
    key, name, count, note = WORDINGS[wording]
    cell = ParagraphStyle("cell", fontName=regular, fontSize=size, leading=size * 1.2)
    head = ParagraphStyle("head", parent=cell, fontName=bold)
    body = ParagraphStyle("body", fontName=regular, fontSize=size + 2, leading=(size + 2) * 1.3)
    heading = ParagraphStyle("heading", fontName=bold, fontSize=size + 5, leading=size * 2.2)
    labels = [key, name, count, "AC", "HD", "hp", note]
    cells = [[Paragraph(c, head) for c in labels]]
    cells += [[Paragraph(c, cell) for c in row] for row in ROWS]
    table = Table(cells, colWidths=[40, 90, 36, 30, 30, 60, 160])
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return level_pdf(path, table, ENTRIES, heading, body)


@pytest.mark.parametrize("wording", sorted(WORDINGS))
@pytest.mark.parametrize("size", [8.0, 9.5])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_level_roster_puts_each_row_in_the_room_its_key_names(
    tmp_path: Path, font: str, size: float, wording: str
) -> None:
    document = extract.read_pdf(_pdf(tmp_path / "level.pdf", font, size, wording))
    findings = statblock_findings(document)
    blocks = findings.blocks
    assert [(b.name, b.area_key, b.count, b.ac, b.hit_dice) for b in blocks] == EXPECTED_BLOCKS
    areas, _ = find_areas(document, blocks, findings.tables)
    areas = find_creatures(areas, blocks)
    assert [a.key for a in areas] == ["1", "2", "3", "4"]
    found = {a.key: [(c.name, c.count) for c in a.creatures] for a in areas}
    assert found == EXPECTED_CREATURES
    # each row's block is its room's, not the area above whose text the roster follows
    assert {a.key: set(a.statblocks) for a in areas}["1"] == {"Grey Ooze", "Kobold"}
