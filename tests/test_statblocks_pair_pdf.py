"""Two-column rosters read as a name cell and a stat-line cell (``statblocks_pair``).

Each page prints an area's creatures as a table "Monster | Stats" (or another name label and
stat-line label), ruled or shaded, in three fonts, two sizes and three widths: narrow tables
wrap both cells onto the lines under the row ("Six" / "horned" / "demons" beside a stat line
broken over three lines). Every row is one block named by its name cell (singular, the count
taken off), its count from "×N", "x N", "(N)" or a number word before the name (dice or
"many" none); the header row is no block.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Table, TableStyle

from converter.detect.statblocks import find_statblocks
from converter.detect.statblocks_pair import name_and_count
from converter.read import extract

ROWS = [
    ("Goblin ×4", "AC 13, HP 7 (2d6), Spd 30 ft., Atk +4 (1d6+2), CR 1/4"),
    ("Six horned demons", "AC 16, HP 59 (7d10+21), Spd 20 ft., Atk +5 (1d10+3), CR 4"),
    ("2d4 Lamprey Eels", "AC 11, HP 7 (1d6+4), Spd 30 ft., Atk +5 (1d6+3), CR 1/4"),
    ("Young Wyrms (many)", "AC 17, HP 52 (8d10+8), Spd 40 ft., Atk +5 (1d10+3), CR 5"),
    ("Cave Bear x 8", "AC 13, HP 21 (6d10-12), Spd 40 ft., Atk +5 (1d10+3), CR 3"),
    ("Hill Troll (3)", "AC 15, HP 52 (7d10+14), Spd 40 ft., Atk +3 (1d10+1), CR 4"),
    ("Bog Hag", "AC 14, HP 32 (5d8+10), Spd 40 ft., Atk +6 (1d8+4), CR 3"),
]
# name, count, AC, hit points, hit dice, challenge rating
EXPECTED = [
    ("Goblin", 4, 13, 7, "2d6", "1/4"),
    ("horned demon", 6, 16, 59, "7d10+21", "4"),
    ("Lamprey Eel", None, 11, 7, "1d6+4", "1/4"),
    ("Young Wyrm", None, 17, 52, "8d10+8", "5"),
    ("Cave Bear", 8, 13, 21, "6d10-12", "3"),
    ("Hill Troll", 3, 15, 52, "7d10+14", "4"),
    ("Bog Hag", None, 14, 32, "5d8+10", "3"),
]
FONTS = {
    "helvetica": ("Helvetica", "Helvetica-Bold"),
    "times": ("Times-Roman", "Times-Bold"),
    "courier": ("Courier", "Courier-Bold"),
}
HEADERS = [("Monster", "Stats"), ("Creature", "Statistics"), ("Foes", "Stat Block")]


def _table(fonts: tuple[str, str], size: float, width: float, ruled: bool, head: int) -> Table:
    regular, bold = fonts
    cell = ParagraphStyle("cell", fontName=regular, fontSize=size, leading=size * 1.3)
    bold_cell = ParagraphStyle("head", parent=cell, fontName=bold)
    cells = [[Paragraph(label, bold_cell) for label in HEADERS[head]]]
    cells += [[Paragraph(name, cell), Paragraph(stats, cell)] for name, stats in ROWS]
    table = Table(cells, colWidths=[0.3 * width, 0.7 * width], hAlign="LEFT")
    commands: list[tuple[object, ...]] = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
    ]
    if ruled:
        commands.append(("INNERGRID", (0, 0), (-1, -1), 0.3, colors.grey))
    else:
        commands.append(("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, colors.lightgrey]))
    table.setStyle(TableStyle(commands))
    return table


def _pdf(path: Path, font: str, size: float, width: float, ruled: bool, head: int) -> Path:
    regular, bold = FONTS[font]
    body = ParagraphStyle("body", fontName=regular, fontSize=size + 2, leading=size * 1.7)
    heading = ParagraphStyle("heading", fontName=bold, fontSize=size + 5, leading=size * 2.2)
    story: list[Flowable] = [
        Paragraph("7. Gibbet Yard", heading),
        Paragraph("Goblins and worse crowd the yard around the gibbet.", body),
        _table(FONTS[font], size, width, ruled, head),
        Paragraph("8. Chapel", heading),
        Paragraph("The chapel is empty.", body),
    ]
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(story)
    return path


@pytest.mark.parametrize("ruled", [True, False])
@pytest.mark.parametrize("width", [220.0, 330.0, 460.0])
@pytest.mark.parametrize("size", [7.0, 8.5])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_each_row_is_a_block_named_and_counted_by_its_name_cell(
    tmp_path: Path, font: str, size: float, width: float, ruled: bool
) -> None:
    head = int(width) % len(HEADERS)
    document = extract.read_pdf(_pdf(tmp_path / "pair.pdf", font, size, width, ruled, head))
    blocks, _ = find_statblocks(document)
    got = [(b.name, b.count, b.ac, b.hp, b.hit_dice, b.cr) for b in blocks]
    assert got == EXPECTED
    assert {b.style for b in blocks} == {"5e"}


def test_the_narrowest_table_wraps_both_cells(tmp_path: Path) -> None:
    """The case holds what it claims: at the narrowest width a name and a stat line wrap."""
    document = extract.read_pdf(_pdf(tmp_path / "pair.pdf", "times", 8.5, 220.0, True, 0))
    texts = [line.text for line in document.lines]
    assert any(text.startswith("demons") for text in texts)  # the name cell wrapped
    assert not any(text.rstrip().endswith("CR 4") for text in texts if "AC 16" in text)


@pytest.mark.parametrize(
    ("cell", "expected"),
    [
        ("Goblin ×4", ("Goblin", 4)),
        ("Goblin x 4", ("Goblin", 4)),
        ("Ghouls (5)", ("Ghoul", 5)),
        ("Four goblins", ("goblin", 4)),
        ("12 rats", ("rat", 12)),
        ("2d4 Goblins", ("Goblin", None)),
        ("Goblins (many)", ("Goblin", None)),
        ("Goblins (1d4+1)", ("Goblin", None)),
        ("Goblin", ("Goblin", None)),
    ],
)
def test_a_name_cell_gives_its_name_and_count(cell: str, expected: tuple[str, int | None]) -> None:
    assert name_and_count(cell) == expected
