"""A level's roster that goes on over a page turn under its repeated header, the keyed
entries right after it on the new page.

The header row ("Room | Occupants | No. | AC | HD | hp | Treasure") set again at the top of
the page is the last line in a heading's type before the first key, and a column label such
as "Treasure" is a word that names a table's heading: read as the heading the keys sit
under, it would make the key sequence a treasure table's rows and drop every area. It heads
the roster's rows only: the keys after the roster are places.

Set in three fonts, two sizes and three header wordings; the real reader and the detection
stages read it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, PageBreak, Paragraph, SimpleDocTemplate, Table, TableStyle

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
    "area": ("Area", "Monster", "#", "Treasures"),
    "key": ("Key", "Creatures", "Number", "Loot"),
}
# key cell, name, count, AC, HD, hp, free text: the rows before the page turn ...
FIRST_ROWS = [
    ["1", "—", "—", "", "", "", "—"],
    ["2", "Ghoul", "3", "6", "2", "9, 4, 12", "A pewter crown set with garnets (300 gp)"],
    ["", "Marsh Toad", "2", "8", "1", "4, 3", "—"],
    ["3", "Barrow Wight", "1", "5", "3", "14", "—"],
]
# ... and after it, under the header set again
LAST_ROWS = [
    ["4", "—", "—", "", "", "", "—"],
    ["5", "Grey Ooze", "1", "8", "3", "11", "Three candles of true wax (10 gp each)"],
]
ENTRIES = [
    ("1. Dye Yard", "See roster. Pigeon feathers drift across a spinning jenny."),
    ("2. Chapter House", "See roster. Tallow has dripped in long beards from a cider press."),
    ("3. Crab Pot Store", "The ceiling bows low over a reliquary with its glass smashed."),
    ("4. Vinegar Cellar", "A chequered floor, half its tiles pried up, leads to a mould."),
    ("5. Sexton's Cell", "Vinegar fumes sting the eyes. A trapdoor leads down."),
]
EXPECTED_CREATURES = {
    "1": [],
    "2": [("ghoul", 3), ("marsh toad", 2)],
    "3": [("barrow wight", 1)],
    "4": [],
    "5": [("grey ooze", 1)],
}


def _pdf(path: Path, font: str, size: float, wording: str) -> Path:
    regular, bold = FONTS[font]
    key, name, count, note = WORDINGS[wording]
    cell = ParagraphStyle("cell", fontName=regular, fontSize=size, leading=size * 1.2)
    head = ParagraphStyle("head", parent=cell, fontName=bold)
    body = ParagraphStyle("body", fontName=regular, fontSize=size + 2, leading=(size + 2) * 1.3)
    heading = ParagraphStyle("heading", fontName=bold, fontSize=size + 5, leading=size * 2.2)
    labels = [Paragraph(c, head) for c in [key, name, count, "AC", "HD", "hp", note]]

    def roster(rows: list[list[str]]) -> Table:
        cells = [labels, *([Paragraph(c, cell) for c in row] for row in rows)]
        table = Table(cells, colWidths=[40, 90, 36, 30, 30, 60, 160])
        table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
        return table

    story: list[Flowable] = [Paragraph("Level 1: The Undercroft", heading), roster(FIRST_ROWS)]
    story += [PageBreak(), roster(LAST_ROWS)]  # the roster goes on under its header set again
    for title, text in ENTRIES:
        story += [Paragraph(title, heading), Paragraph(text, body)]
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(story)
    return path


@pytest.mark.parametrize("wording", sorted(WORDINGS))
@pytest.mark.parametrize("size", [8.0, 9.5])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_keys_after_a_roster_s_repeated_header_stay_places(
    tmp_path: Path, font: str, size: float, wording: str
) -> None:
    document = extract.read_pdf(_pdf(tmp_path / "level.pdf", font, size, wording))
    findings = statblock_findings(document)
    areas, _ = find_areas(document, findings.blocks, findings.tables)
    assert [(a.key, a.page) for a in areas] == [(str(k), 2) for k in range(1, 6)]
    areas = find_creatures(areas, findings.blocks)
    assert {a.key: [(c.name, c.count) for c in a.creatures] for a in areas} == EXPECTED_CREATURES
