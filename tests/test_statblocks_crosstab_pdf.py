"""A monster table laid the other way round (``statblocks_crosstab``), read from reportlab PDFs.

A referee's quick-reference sheet after a level's rooms sets its monsters side by side: a
column per kind under its name, a row per statistic under its label ("AC", "HD", "hp", "Att",
"Dmg", "MV", "ML"), every creature's hit points of a kind in one cell. Each column is one
block named by its header cell (hit points only when one value is printed); a header
repeated after a page turn goes on with the same columns; the sheet's names are no
creatures of the room it follows. The same monsters as a row-per-kind roster and one kind as
a label | value table read as they did before the transposed reading. Three faces, two
sizes, zebra or ruled (the tables are this file's own).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
from text_faces import Face, face_named

from converter.detect.statblocks import find_statblocks
from converter.pipeline import convert_pdf
from converter.read.extract import read_pdf

LABELS = ("AC", "HD", "hp", "Att", "Dmg", "MV", "ML")
# a kind's cells in the order of LABELS
KINDS = {
    "Marsh Toad": ("7", "1", "4, 2, 6", "1 bite", "1d6", "90' (30')", "6"),
    "Barrow Wight": ("5", "3+2", "17", "1 claw", "1d8", "120' (40')", "11"),
    "Grey Ooze": ("8", "3", "13, 9", "1 slam", "1d10", "60' (20')", "12"),
}
# name, AC, hit dice, hit points
EXPECTED = [
    ("Marsh Toad", 7, "1", None),
    ("Barrow Wight", 5, "3+2", 17),
    ("Grey Ooze", 8, "3", None),
]
MARGIN = 48.0


def _face(name: str, size: float) -> Face:
    return face_named(name, size, "DejaVuSans")


def _grid(face: Face, printed: list[list[str]], zebra: bool, repeat: int = 0) -> Table:
    cell = ParagraphStyle("cell", fontName=face.body, fontSize=face.size, leading=face.size * 1.2)
    bold = ParagraphStyle("bold", parent=cell, fontName=face.bold)
    rows = [
        [Paragraph(text, bold if r == 0 or c == 0 else cell) for c, text in enumerate(row)]
        for r, row in enumerate(printed)
    ]
    table = Table(rows, hAlign="LEFT", repeatRows=repeat)
    commands: list[tuple[object, ...]] = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
    ]
    if zebra:
        commands.append(("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.lightgrey, None]))
    else:
        commands.append(("INNERGRID", (0, 0), (-1, -1), 0.3, colors.grey))
    table.setStyle(TableStyle(commands))
    return table


def _crosstab(face: Face, zebra: bool) -> Table:
    printed = [["", *KINDS]]
    printed += [[label, *(cells[i] for cells in KINDS.values())] for i, label in enumerate(LABELS)]
    return _grid(face, printed, zebra, repeat=1)


def _pdf(path: Path, face: Face, table: Flowable, fill: float = 0.0) -> Path:
    """Two rooms, the table after them under its heading; ``fill`` points of space before
    the second room push the table over a page turn."""
    body = ParagraphStyle("body", fontName=face.body, fontSize=face.size + 1.5)
    head = ParagraphStyle("head", fontName=face.bold, fontSize=face.size + 5, leading=face.size * 2)
    story: list[Flowable] = [
        Paragraph("The Flooded Undercroft", ParagraphStyle("title", parent=head, fontSize=20)),
        Spacer(1, 12),
        Paragraph("1. Reed Bank", head),
        Paragraph(
            "Three marsh toads croak among the reeds, and two grey oozes glisten on the wet"
            " flags beside a rotten jetty that leans out over the pool.",
            body,
        ),
        Spacer(1, fill),
        Paragraph("2. Ossuary", head),
        Paragraph(
            "A barrow wight stands among the niches where the bones of the old abbots lie."
            " A draught from the stair sets the candle stubs guttering.",
            body,
        ),
        Paragraph("Monster Quick Reference", head),
        table,
    ]
    SimpleDocTemplate(
        str(path), pagesize=A4, leftMargin=MARGIN, rightMargin=MARGIN, invariant=1
    ).build(story)
    return path


def _read(blocks: object) -> list[tuple[object, ...]]:
    return [(b.name, b.ac, b.hit_dice, b.hp) for b in blocks]  # type: ignore[attr-defined]


@pytest.mark.parametrize("zebra", [True, False])
@pytest.mark.parametrize("size", [7.0, 8.5])
@pytest.mark.parametrize("face", ["dejavu", "helvetica", "times"])
def test_each_column_of_a_transposed_table_is_a_block(
    tmp_path: Path, face: str, size: float, zebra: bool
) -> None:
    font = _face(face, size)
    pdf = _pdf(tmp_path / "sheet.pdf", font, _crosstab(font, zebra))
    blocks, _ = find_statblocks(read_pdf(pdf))
    assert _read(blocks) == EXPECTED
    assert {b.style for b in blocks} == {"bx"}
    assert [(b.damage, b.morale) for b in blocks] == [("1d6", "6"), ("1d8", "11"), ("1d10", "12")]


@pytest.mark.parametrize("face", ["dejavu", "helvetica", "times"])
def test_a_header_repeated_after_a_page_turn_goes_on_with_its_columns(
    tmp_path: Path, face: str
) -> None:
    font = _face(face, 8.0)
    # space enough that the heading and the table's first rows end the first page
    pdf = _pdf(tmp_path / "turn.pdf", font, _crosstab(font, True), fill=A4[1] - 330)
    document = read_pdf(pdf)
    assert sum(line.text.startswith("Marsh Toad") for line in document.lines) == 2
    blocks, _ = find_statblocks(document)
    assert _read(blocks) == EXPECTED
    assert all(b.page == 1 for b in blocks)


@pytest.mark.parametrize("face", ["dejavu", "helvetica", "times"])
def test_the_sheets_names_are_no_creatures_of_the_room_before_it(tmp_path: Path, face: str) -> None:
    font = _face(face, 8.0)
    conversion = convert_pdf(_pdf(tmp_path / "sheet.pdf", font, _crosstab(font, False)))
    rooms = {e.area.key: {c.name for c in e.area.creatures} for e in conversion.encounters}
    assert rooms == {"1": {"marsh toad", "grey ooze"}, "2": {"barrow wight"}}


@pytest.mark.parametrize("face", ["dejavu", "helvetica", "times"])
def test_a_row_per_kind_roster_still_reads_its_rows(tmp_path: Path, face: str) -> None:
    font = _face(face, 8.0)
    printed = [["Name", *LABELS]] + [[name, *cells] for name, cells in KINDS.items()]
    pdf = _pdf(tmp_path / "roster.pdf", font, _grid(font, printed, False))
    blocks, _ = find_statblocks(read_pdf(pdf))
    assert _read(blocks) == EXPECTED


@pytest.mark.parametrize("face", ["dejavu", "helvetica", "times"])
def test_a_label_value_table_is_still_one_block(tmp_path: Path, face: str) -> None:
    font = _face(face, 8.0)
    printed = [["Barrow Wight", ""]] + [
        [label, value] for label, value in zip(LABELS, KINDS["Barrow Wight"], strict=True)
    ]
    pdf = _pdf(tmp_path / "entry.pdf", font, _grid(font, printed, True))
    blocks, _ = find_statblocks(read_pdf(pdf))
    assert _read(blocks) == [("Barrow Wight", 5, "3+2", 17)]
