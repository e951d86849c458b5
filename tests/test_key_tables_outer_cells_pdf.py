"""A room table's row whose outer cells are two short lines each, read from reportlab PDFs.

The key cell holds the key over the room's name ("1" / "Old Kitchens"), the monster cell
the count over the stat line ("3 mercenaries" / "AC 4, HD 2, …"), and the description
between them wraps as a sentence. Set at the foot of a page under prose, the table's few
rows are read as text boxes side by side; the two outer columns pair up line for line,
but the description stands between them, so they are no neighbouring cells and are not
run together into one line ("1 3 mercenaries" / "Old Kitchens AC 4, …"), which lost the
room's creatures and read its name as a stat block's. Drawn in three faces and sizes, two
header wordings, two monster wordings and one or two rows.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

FACES = [
    ("Times-Roman", "Times-Bold", 7.0),
    ("Helvetica", "Helvetica-Bold", 7.5),
    ("Courier", "Courier-Bold", 6.5),
]
HEADERS = {"room": ("Room", "Description", "Monsters"), "key": ("Key", "Contents", "Creatures")}
ROWS = [
    (
        ("1", "Old Kitchens"),
        ("The smell of tar hangs over a shrine of driftwood. The floor is sticky", "underfoot."),
        ("mercenaries", "mercenary"),
    ),
    (
        ("2", "Salt Store"),
        ("Sacks of salt are piled against the walls and a rope ladder hangs", "from a hatch."),
        ("goblins", "goblin"),
    ),
]
MONSTERS = {
    "count-first": ("{n} {name}", "AC 4, HD 2, hp 11"),
    "count-after": ("{Name} ({n})", "AC 6, HD 1"),
}


def _draw(path: Path, face: tuple[str, str, float], header: str, monsters: str, rows: int) -> None:
    """Prose, then the table at the page's foot: a ruled grid, the header row filled."""
    body, bold, size = face
    cell = ParagraphStyle("cell", fontName=body, fontSize=size, leading=size * 1.3)
    head = ParagraphStyle("head", parent=cell, fontName=bold, textColor=colors.white)
    title = ParagraphStyle("title", parent=cell, fontName=bold, fontSize=size * 1.8)
    lines, stats = MONSTERS[monsters]
    data: list[list[Paragraph]] = [[Paragraph(label, head) for label in HEADERS[header]]]
    for n, ((key, name), text, (plural, _)) in enumerate(ROWS[:rows]):
        count = lines.format(n=3 + n, name=plural, Name=plural.title())
        data.append(
            [
                Paragraph(f"<b>{key}</b><br/>{name}", cell),
                Paragraph(" ".join(text), cell),
                Paragraph(f"{count}<br/>{stats}", cell),
            ]
        )
    table = Table(data, colWidths=["20%", "50%", "30%"], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("BACKGROUND", (0, 0), (-1, 0), colors.darkblue),
                ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ]
        )
    )
    prose = "Monsters are listed with their numbers; a dash means the room is empty."
    story = [Paragraph("MAP KEY", title), Paragraph(prose, cell), Spacer(1, 560 - 26 * rows)]
    doc = SimpleDocTemplate(str(path), pagesize=letter, invariant=1)
    doc.build([*story, table])


@pytest.mark.parametrize("rows", [1, 2])
@pytest.mark.parametrize("monsters", sorted(MONSTERS))
@pytest.mark.parametrize("header", sorted(HEADERS))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f[0]}-{f[2]}")
def test_outer_cells_of_a_row_stay_apart(
    tmp_path: Path, face: tuple[str, str, float], header: str, monsters: str, rows: int
) -> None:
    path = tmp_path / "table.pdf"
    _draw(path, face, header, monsters, rows)
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    areas = find_creatures(find_areas(document, blocks)[0], blocks)
    want = [(r[0][0], r[0][1]) for r in ROWS[:rows]]
    assert [(a.key, a.name) for a in areas] == want
    for n, area in enumerate(areas):
        assert [(c.name, c.count) for c in area.creatures] == [(ROWS[n][2][1], 3 + n)]
    assert not {b.name.lower() for b in blocks} & {r[0][1].lower() for r in ROWS}
