"""A ruled field table under each heading is read with its heading, a row a line.

A table's grid (``GRID``: its box, a rule between rows and a rule between the label column
and the text column, each line its own stroke) closes a rectangle as a card's four strokes
do. Read as a frame, a page of such tables became a page of framed boxes: its headings, all
outside the frames, were read as one lump before the first table, and each table stood
under the last heading. A rectangle cut from top to bottom by a rule inside it is a table's
grid, not a box, and text outside frames is read in its place. Pages written by reportlab
in three fonts and sizes, four or six tables, read by both character engines."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

from converter.read.extract import read_pdf
from converter.read.strokes import stroked_frames

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
    "courier": ("Courier", "Courier-Bold", 8.0),
}
LABELS = ("Description", "Monsters", "Treasure", "Exits")
# each table's words start with its own letter, so every line read tells its table
LETTERS = "bdfgkm"
SYLLABLES = ("ala", "emo", "iru", "osa", "une", "ari", "olo", "eta")
GRID = [
    ("VALIGN", (0, 0), (-1, -1), "TOP"),
    ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
    ("BACKGROUND", (0, 0), (0, -1), colors.HexColor("#eeeeee")),
]


def _words(table: int, count: int, shift: int) -> str:
    return " ".join(LETTERS[table] + SYLLABLES[(k + shift) % 8] for k in range(count))


def _heading(table: int) -> str:
    return f"Area {table + 1} \u2014 The {LETTERS[table].upper()}orn Hall of the Old Keep"


def _pdf(path: Path, fonts: tuple[str, str, float], tables: int) -> Path:
    regular, bold, size = fonts
    body = ParagraphStyle("body", fontName=regular, fontSize=size, leading=size * 1.2)
    label = ParagraphStyle("label", parent=body, fontName=bold)
    head = ParagraphStyle("head", parent=label, fontSize=size + 3, leading=(size + 3) * 1.3)
    width = 612 - 2 * 72
    story: list[Paragraph | Table] = []
    for table in range(tables):
        story.append(Paragraph(_heading(table), head))
        rows = [
            [Paragraph(name, label), Paragraph(_words(table, 4 + 9 * (row == 0), row), body)]
            for row, name in enumerate(LABELS)
        ]
        grid = Table(rows, colWidths=[0.22 * width, 0.78 * width], hAlign="LEFT")
        grid.setStyle(TableStyle(GRID))
        story.append(grid)
    SimpleDocTemplate(str(path), pagesize=letter).build(story)
    return path


def _table_of(text: str) -> set[int]:
    words = [w.strip(".,\u2014").lower() for w in text.split()]
    return {LETTERS.index(w[0]) for w in words if w[:1] in LETTERS and w[1:4] in SYLLABLES}


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("tables", [4, 6])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_each_field_table_is_read_under_its_heading(
    tmp_path: Path, font: str, tables: int, engine: str
) -> None:
    pdf = _pdf(tmp_path / f"fields-{font}.pdf", FONTS[font], tables)
    lines = [line.text for page in read_pdf(pdf, engine=engine).pages for line in page.lines]
    headings = [lines.index(_heading(table)) for table in range(tables)]
    assert headings == sorted(headings), lines
    for table, start in enumerate(headings):
        assert lines[start + 1].startswith(LABELS[0]), lines  # the table's first row next
        read = [k for k, text in enumerate(lines) if table in _table_of(text)]
        assert min(read) > start, lines  # none of the table's text before its heading
        description = lines.index(_words(table, 13, 0))
        assert all(description < later for later in headings[table + 1 :]), lines


def test_a_rule_from_top_to_bottom_inside_makes_a_grid_not_a_frame() -> None:
    top, bottom = 100.0, 180.0
    box = [(50.0, top, 400.0, top), (50.0, bottom, 400.0, bottom)]
    box += [(50.0, top, 50.0, bottom), (400.0, top, 400.0, bottom)]
    rows = [(50.0, y, 400.0, y) for y in (120.0, 140.0, 160.0)]
    assert stroked_frames([*box, *rows]) == [(50.0, top, 400.0, bottom)]  # a one-column card
    column = (130.0, top, 130.0, bottom)
    assert stroked_frames([*box, *rows, column]) == []
    # the same grid drawn cell by cell: each rule in pieces meeting end to end
    cells = [
        (x0, y, x1, y)
        for y in (top, 120.0, 140.0, 160.0, bottom)
        for x0, x1 in ((50.0, 130.0), (130.0, 400.0))
    ]
    cells += [
        (x, y0, x, y1)
        for x in (50.0, 130.0, 400.0)
        for y0, y1 in ((top, 120.0), (120.0, 140.0), (140.0, 160.0), (160.0, bottom))
    ]
    assert stroked_frames(cells) == []
    # a rule only part of the way down (a title's divider) leaves the frame a frame
    assert stroked_frames([*box, (130.0, top, 130.0, 120.0)]) == [(50.0, top, 400.0, bottom)]
