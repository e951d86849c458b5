"""A level's roster as a booklet sets it: a die for a count, rosters side by side, a roster
going on under a repeated header.

- a count printed as dice ("1d8") is a row's cell, no request to roll: the numbered entries
  under the level's heading stay places, not a roll table's results;
- two level rosters set side by side with their headers on one baseline (two columns, or
  the two pages of a spread) are two tables: the right one starts at its key label ("Room"),
  so its rows keep their rooms;
- a roster going on under a repeated header whose first key cell is blank goes on with the
  room of the last row before it.

Set in three fonts, two sizes and three header wordings; the real reader and the detection
stages read it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    FrameBreak,
    PageBreak,
    PageTemplate,
    Paragraph,
    Table,
    TableStyle,
)

from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.statblocks import statblock_findings
from converter.models import Area
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
Row = list[str]  # key cell, name, count, AC, HD, hp, free text
LEVEL_ONE: list[Row] = [
    ["1", "Grey Ooze", "1", "8", "3", "20", "—"],
    ["2", "Vine Horror", "1d8", "6", "4", "12", "—"],
    ["3", "Cave Bear", "2", "6", "5", "30, 28", "A silver reliquary (150 gp)"],
]
LEVEL_TWO: list[Row] = [
    ["4", "Bog Hag", "1", "5", "5", "20", "—"],
    ["", "Kobold", "5", "7", "1", "6, 7, 4", "—"],
    ["5", "—", "—", "", "", "", "A pewter crown (300 gp)"],
    ["6", "Carrion Bat", "3", "7", "1", "6, 2, 5", "—"],
]
ENTRIES_ONE = [
    (
        "1. Salt Larder",
        "See roster. Brine barrels line the walls, and the air tastes of salt. A low arch leads on.",
    ),
    (
        "2. Cold Chapel",
        "Occupants as listed. Frost rimes the flagstones around a font. A low arch leads on.",
    ),
    (
        "3. Bell Loft",
        "See roster. A rope hangs from the dark above a cracked bell. A low arch leads on.",
    ),
]
ENTRIES_TWO = [
    (
        "4. Flooded Crypt",
        "See roster. Black water laps at the lowest step of the stair. A low arch leads on.",
    ),
    (
        "5. Dye Yard",
        "Empty unless noted on the roster. Vats of blue dye stand open. A low arch leads on.",
    ),
    (
        "6. Rope Walk",
        "Occupants as listed. Hemp ropes lie coiled in heaps by the door. A low arch leads on.",
    ),
]
EXPECTED = {
    "1": [("grey ooze", 1)],
    "2": [("vine horror", None)],
    "3": [("cave bear", 2)],
    "4": [("bog hag", 1), ("kobold", 5)],
    "5": [],
    "6": [("carrion bat", 3)],
}


def _styles(font: str, size: float) -> dict[str, ParagraphStyle]:
    regular, bold = FONTS[font]
    cell = ParagraphStyle("cell", fontName=regular, fontSize=size, leading=size * 1.2)
    return {
        "cell": cell,
        "head": ParagraphStyle("head", parent=cell, fontName=bold),
        "body": ParagraphStyle("body", fontName=regular, fontSize=size + 2, leading=size * 1.6),
        "heading": ParagraphStyle("heading", fontName=bold, fontSize=size + 5, leading=size * 2.2),
    }


def _roster(styles: dict[str, ParagraphStyle], wording: str, rows: list[Row]) -> Table:
    key, name, count, note = WORDINGS[wording]
    labels = [key, name, count, "AC", "HD", "hp", note]
    cells = [[Paragraph(c, styles["head"]) for c in labels]]
    cells += [[Paragraph(c, styles["cell"]) for c in row] for row in rows]
    table = Table(cells, colWidths=[40, 72, 42, 28, 28, 50, 76])
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return table


def _entries(styles: dict[str, ParagraphStyle], entries: list[tuple[str, str]]) -> list[Flowable]:
    story: list[Flowable] = []
    for title, text in entries:
        story += [Paragraph(title, styles["heading"]), Paragraph(text, styles["body"])]
    return story


def _pdf(path: Path, story: list[Flowable]) -> Path:
    """Two columns a page, the rosters heading them on one baseline."""
    width, height = landscape(letter)
    frames = [
        Frame(36 + i * (width - 72) / 2, 36, (width - 72) / 2 - 12, height - 72, id=f"c{i}")
        for i in range(2)
    ]
    doc = BaseDocTemplate(str(path), pagesize=(width, height), invariant=1)
    doc.addPageTemplates([PageTemplate(id="two", frames=frames)])
    doc.build(story)
    return path


def _read(path: Path) -> tuple[Area, ...]:
    document = extract.read_pdf(path)
    findings = statblock_findings(document)
    areas, _ = find_areas(document, findings.blocks, findings.tables)
    return find_creatures(areas, findings.blocks)


def _creatures(areas: tuple[Area, ...]) -> dict[str | None, list[tuple[str, int | None]]]:
    return {a.key: [(c.name, c.count) for c in a.creatures] for a in areas}


@pytest.mark.parametrize("wording", sorted(WORDINGS))
@pytest.mark.parametrize("size", [7.5, 8.5])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_level_rosters_side_by_side_keep_their_rooms_and_a_die_count_is_no_roll(
    tmp_path: Path, font: str, size: float, wording: str
) -> None:
    styles = _styles(font, size)
    heading = styles["heading"]
    story: list[Flowable] = [
        Paragraph("Level 1: The Cellars", heading),
        _roster(styles, wording, LEVEL_ONE),
        *_entries(styles, ENTRIES_ONE),
        FrameBreak(),
        Paragraph("Level 2: The Bell Tower", heading),
        _roster(styles, wording, LEVEL_TWO),
        *_entries(styles, ENTRIES_TWO),
        PageBreak(),
        Paragraph("Appendix: Rumours", heading),
    ]
    areas = _read(_pdf(tmp_path / "spread.pdf", story))
    assert [a.key for a in areas] == list(EXPECTED)
    assert _creatures(areas) == EXPECTED


@pytest.mark.parametrize("wording", sorted(WORDINGS))
@pytest.mark.parametrize("size", [7.5, 8.5])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_level_roster_going_on_under_a_repeated_header_keeps_the_room_above(
    tmp_path: Path, font: str, size: float, wording: str
) -> None:
    styles = _styles(font, size)
    # the level's roster breaks after room 4's first row: the next column repeats the
    # header and the blank key cell of its first row is still room 4's
    story: list[Flowable] = [
        Paragraph("Level 1: The Cloister", styles["heading"]),
        _roster(styles, wording, LEVEL_ONE + LEVEL_TWO[:1]),
        FrameBreak(),
        _roster(styles, wording, LEVEL_TWO[1:]),
        *_entries(styles, ENTRIES_ONE + ENTRIES_TWO),
    ]
    areas = _read(_pdf(tmp_path / "continued.pdf", story))
    assert [a.key for a in areas] == list(EXPECTED)
    assert _creatures(areas) == EXPECTED
