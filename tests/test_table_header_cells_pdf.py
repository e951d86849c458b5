"""A table's header row is no place, read from reportlab PDFs built here.

A wandering-monster or rumour table set in two wide columns under the key's heading
("Roll | Encounter", "Where | Rumours") is read column by column: its second header cell
comes out as a bold line over the column's sentences, the shape of a named heading over a
place's text, under a heading over the module's places. The cell level with it ("Roll")
makes it a header row's cell: no area. Drawn in three faces and sizes, two column gaps,
two tables, with and without rules, before numbered rooms that are all areas. A map's
bold number read right before such a cell ("1" / "Rumour") takes no title from it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas
from text_faces import Face

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.models import Area
from converter.read.extract import read_pdf

LEFT = 48.0


FACES = [
    Face("Times-Roman", "Times-Bold", 9.5),
    Face("Helvetica", "Helvetica-Bold", 8.5),
    Face("Courier", "Courier-Bold", 8.0),
]
# header cells, then each row's two cells
TABLES: dict[str, tuple[tuple[str, str], list[tuple[str, str]]]] = {
    "encounters": (
        ("Roll", "Encounter"),
        [
            ("Roll of 1 or less", "Ogres carry a wounded friend along the old road."),
            ("Roll of 2", "Hill trolls wait at the ruined bridge for food."),
            ("Roll of 3", "A giant beetle digs in the flooded cellar."),
            ("Roll of 4", "A lost pedlar hides in the hall from wolves."),
            ("Roll of 5", "Tracks lead by the stream near the tower."),
            ("Roll of 6 or more", "Two bog hags argue over a fish at the well."),
        ],
    ),
    "rumours": (
        ("Where heard", "Rumours"),
        [
            ("At the ferry landing", "A lantern moves along the ridge and the old tower."),
            ("In the tavern", "The miller's son went into the cellar and never came back."),
            ("From the priest", "Silver lies buried under the altar of the chapel."),
            ("From a pedlar", "A bell rings in the hall under the hill before a storm."),
        ],
    ),
}
ROOMS = [
    ("1", "Gate House", "A rusted portcullis hangs half open over the muddy road."),
    ("2", "Guard Room", "Cots line the damp walls and a brazier smoulders in the corner."),
    ("3", "Well Shaft", "A frayed rope ladder goes down into black and icy water."),
]


def _draw(path: Path, face: Face, table: str, gap: float, ruled: bool) -> None:
    """The key's heading, a sentence, the table (its second column ``gap`` points right of
    the first; a rule under every row when ``ruled``), then the numbered rooms."""
    labels, rows = TABLES[table]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(face.bold, face.size + 3)
    pdf.drawString(LEFT, 720, "THE ROOMS")
    pdf.setFont(face.body, face.size)
    pdf.drawString(LEFT, 702, "The river has moved half a mile east since the map was drawn.")
    y = _draw_table(pdf, face, [labels, *rows], gap, ruled, 680.0)
    _draw_rooms(pdf, face, y)
    pdf.showPage()
    pdf.save()


def _draw_table(
    pdf: canvas.Canvas,
    face: Face,
    rows: list[tuple[str, str]],
    gap: float,
    ruled: bool,
    y: float,
) -> float:
    """The table's rows from ``y`` down, the first bold (the header); the y under it."""
    step = face.size * 2.05
    for n, (first, second) in enumerate(rows):
        pdf.setFont(face.bold if n == 0 else face.body, face.size)
        pdf.drawString(LEFT + 4, y, first)
        pdf.drawString(LEFT + gap, y, second)
        if ruled:
            pdf.setLineWidth(0.8 if n == 0 else 0.3)
            pdf.line(LEFT, y - face.size * 0.6, LEFT + gap + 260, y - face.size * 0.6)
        y -= step
    return y


def _draw_rooms(pdf: canvas.Canvas, face: Face, y: float) -> None:
    for key, name, text in ROOMS:
        y -= face.size * 2.6
        pdf.setFont(face.bold, face.size + 1)
        pdf.drawString(LEFT, y, f"{key}. {name}")
        y -= face.size * 1.4
        pdf.setFont(face.body, face.size)
        pdf.drawString(LEFT, y, text)
        y -= face.size * 1.3
        pdf.drawString(LEFT, y, "Nothing else of note is here; the way on leads north.")


def _draw_map_under(path: Path, face: Face, gap: float, ruled: bool) -> None:
    """A die-numbered table ("d6 | Rumour"), then "THE MAP" with bold callout numbers (the
    first under the die column, the others further right and lower), then the rooms: the
    reader gives the die column, the map's heading and its first number before the table's
    second column, so the number "1" comes right before the header cell "Rumour"."""
    _, rows = TABLES["encounters"]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(face.bold, face.size + 1.5)
    pdf.drawString(LEFT, 720, "What the Locals Say (d6)")
    dice = [("d6", "Rumour"), *((str(k + 1), text) for k, (_, text) in enumerate(rows))]
    y = _draw_table(pdf, face, dice, gap, ruled, 700.0) - 20
    pdf.setFont(face.bold, face.size + 3)
    pdf.drawString(LEFT, y, "THE MAP")
    y -= 40
    pdf.setFont(face.bold, face.size)
    pdf.drawString(LEFT + 30, y, "1")
    for number, (dx, dy) in enumerate([(250, -10), (330, -60), (420, -20)], start=2):
        pdf.drawString(LEFT + dx, y + dy, str(number))
    _draw_rooms(pdf, face, y - 100)
    pdf.showPage()
    pdf.save()


def _areas(path: Path) -> list[Area]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    return list(find_areas(document, blocks)[0])


@pytest.mark.parametrize("ruled", [False, True], ids=["bare", "ruled"])
@pytest.mark.parametrize("gap", [150.0, 190.0], ids=["gap150", "gap190"])
@pytest.mark.parametrize("table", sorted(TABLES))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_a_tables_header_cell_is_no_area(
    tmp_path: Path, face: Face, table: str, gap: float, ruled: bool
) -> None:
    path = tmp_path / "table.pdf"
    _draw(path, face, table, gap, ruled)
    areas = _areas(path)
    assert [(a.key, a.name) for a in areas] == [(key, name) for key, name, _ in ROOMS]


@pytest.mark.parametrize("ruled", [False, True], ids=["bare", "ruled"])
@pytest.mark.parametrize("gap", [146.0, 180.0], ids=["gap146", "gap180"])
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_a_map_number_read_before_a_tables_header_cell_takes_no_title_from_it(
    tmp_path: Path, face: Face, gap: float, ruled: bool
) -> None:
    """A lone bold key followed in reading order by a table's header cell ("1" / "Rumour")
    is a map's number, no key over a place named "Rumour"."""
    path = tmp_path / "map.pdf"
    _draw_map_under(path, face, gap, ruled)
    areas = _areas(path)
    assert [(a.key, a.name) for a in areas] == [(key, name) for key, name, _ in ROOMS]
