"""Stat tables with 5e numbers (a wiki page's "Creature | AC | HP | Attack | Speed | CR"),
read from reportlab PDFs.

A bordered table under an area's text whose header row names stat fields is a roster: each
body row is a creature with those fields. A 5e table prints hit points with the dice that
make them ("22 (4d8 + 4)") and an attack as its weapon, bonus to hit and damage ("claw +5
(1d8 + 3)"); a narrow attack cell wraps its damage onto the line under the row. Each row is
one block of the 5e family, its hit points and hit dice read from its HP cell, and the
header row is no area. Three faces, two sizes, three column orders and label wordings, wide
and narrow attack columns (the tables are this file's own).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, A5
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    Flowable,
    PageBreak,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)
from text_faces import Face, face_named

from converter.detect.statblocks import find_statblocks
from converter.pipeline import convert_pdf
from converter.read.extract import read_pdf

# name, AC, HP, attack, speed, CR
ROWS = [
    ("Marsh Toad", "11", "4 (1d6 + 1)", "bite +3 (1d6 + 1)", "30 ft.", "1/4"),
    ("Hill Troll", "15", "45 (7d10 + 7)", "great club +4 (1d10 + 2)", "30 ft.", "4"),
    ("Bone Rat", "12", "1 (1d4 - 2)", "slam +6 (1d3 + 4)", "40 ft.", "1/8"),
]
# name, AC, hit points, hit dice, CR
EXPECTED = [
    ("Marsh Toad", 11, 4, "1d6+1", "1/4"),
    ("Hill Troll", 15, 45, "7d10+7", "4"),
    ("Bone Rat", 12, 1, "1d4-2", "1/8"),
]
# Header labels per column (name, AC, HP, attack, speed, CR) and the printed column order.
WORDINGS = {
    "wiki": (("Creature", "AC", "HP", "Attack", "Speed", "CR"), (0, 1, 2, 3, 4, 5)),
    "long": (("Name", "AC", "Hit Points", "Attack", "Speed", "CR"), (0, 5, 1, 2, 4, 3)),
    "monster": (("Monster", "AC", "HP", "Attacks", "Speed", "CR"), (0, 1, 5, 2, 3, 4)),
}
PADDING = 1.5
MARGIN = 36.0


def _face(name: str, size: float) -> Face:
    return face_named(name, size, "DejaVuSans")


def _table(face: Face, wording: str, rows: list[tuple[str, ...]], narrow: bool) -> Table:
    labels, order = WORDINGS[wording]
    cell = ParagraphStyle("cell", fontName=face.body, fontSize=face.size, leading=face.size * 1.2)
    head = ParagraphStyle("head", parent=cell, fontName=face.bold)
    printed = [[Paragraph(labels[i], head) for i in order]]
    printed += [[Paragraph(row[i], cell) for i in order] for row in rows]
    # spread over the frame's width as a browser sets a table: the name column a fifth, the
    # rest shared out; on the narrow page the attack cell wraps its damage under the row
    frame = (A5 if narrow else A4)[0] - 2 * MARGIN
    widths = [frame * 0.2 if i == 0 else frame * 0.8 / 5 for i in order]
    table = Table(printed, colWidths=widths, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                ("BACKGROUND", (0, 0), (-1, 0), colors.whitesmoke),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), PADDING),
                ("RIGHTPADDING", (0, 0), (-1, -1), PADDING),
            ]
        )
    )
    return table


def _pdf(path: Path, face: Face, wording: str, narrow: bool) -> Path:
    body = ParagraphStyle("body", fontName=face.body, fontSize=face.size + 1.5)
    head = ParagraphStyle("head", fontName=face.bold, fontSize=face.size + 5, leading=face.size * 2)
    story: list[Flowable] = [
        Paragraph("The Drowned Abbey", ParagraphStyle("title", parent=head, fontSize=24)),
        Spacer(1, 12),
        Paragraph("1. Reed Bank", head),
        Paragraph(
            "Reeds hide a marsh toad; a hill troll wades after it, knee-deep in the black water"
            " and muttering about supper. The bank is soft and every step sinks to the ankle;"
            " a rotten jetty leans out over the pool.",
            body,
        ),
        _table(face, wording, ROWS[:2], narrow),
        Paragraph("2. Ossuary", head),
        Paragraph(
            "Bones rattle in the niches where a bone rat nests among the skulls of the old"
            " abbots. A draught from the stair sets the candle stubs guttering; the floor is"
            " littered with the gnawed ends of finger bones.",
            body,
        ),
        _table(face, wording, ROWS[2:], narrow),
        Paragraph("3. Quiet Cell", head),
        Paragraph(
            "An empty cell; a cot and a cracked basin stand under a window too small to climb"
            " through. Someone scratched a tally of days into the plaster beside the door.",
            body,
        ),
    ]
    SimpleDocTemplate(
        str(path),
        pagesize=A5 if narrow else A4,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        invariant=1,
    ).build(story)
    return path


@pytest.mark.parametrize(("size", "narrow"), [(7.5, False), (8.5, False), (7.5, True)])
@pytest.mark.parametrize("wording", sorted(WORDINGS))
@pytest.mark.parametrize("face", ["dejavu", "helvetica", "times"])
def test_stat_table_rows_are_5e_blocks(
    tmp_path: Path, face: str, wording: str, size: float, narrow: bool
) -> None:
    pdf = _pdf(tmp_path / "table.pdf", _face(face, size), wording, narrow)
    blocks, _ = find_statblocks(read_pdf(pdf))
    assert [(b.name, b.ac, b.hp, b.hit_dice, b.cr) for b in blocks] == EXPECTED
    assert {b.style for b in blocks} == {"5e"}
    assert all(b.speed in ("30 ft.", "40 ft.") for b in blocks)


@pytest.mark.parametrize("wording", sorted(WORDINGS))
def test_a_stat_table_header_is_no_area(tmp_path: Path, wording: str) -> None:
    pdf = _pdf(tmp_path / "table.pdf", _face("helvetica", 8.0), wording, False)
    conversion = convert_pdf(pdf)
    areas = [(e.area.key, e.area.name) for e in conversion.encounters]
    assert areas == [("1", "Reed Bank"), ("2", "Ossuary"), ("3", "Quiet Cell")]


# Rows whose every cell is about as wide as the one under it, each on one line: in equal
# columns nothing shows the second row is a row but that its short values would have fit
# after the first's (a cell wraps only what does not fit its column), so "13" and "14" stay
# two rows' armour classes, never "1314".
ALIKE = [
    ("Ghoul", "13", "17 (2d8 + 8)", "claw +3 (1d8 + 1)", "30 ft.", "1/2"),
    ("Ogre", "14", "22 (5d10 - 5)", "claw +4 (1d10 + 2)", "30 ft.", "2"),
]
ALIKE_EXPECTED = [("Ghoul", 13, 17, "2d8+8", "1/2"), ("Ogre", 14, 22, "5d10-5", "2")]


def _alike_pdf(path: Path, face: Face, wording: str, page_break: bool) -> Path:
    """One room and its two-row table; with ``page_break`` the table opens the next page,
    alone at its top (a reader may give its columns as columns of the page)."""
    body = ParagraphStyle("body", fontName=face.body, fontSize=face.size + 1.5)
    head = ParagraphStyle("head", fontName=face.bold, fontSize=face.size + 5, leading=face.size * 2)
    story: list[Flowable] = [
        Paragraph("The Drowned Abbey", ParagraphStyle("title", parent=head, fontSize=24)),
        Spacer(1, 12),
        Paragraph("1. Charnel Pit", head),
        Paragraph(
            "A ghoul gnaws at the bones heaped in the pit while an ogre crouches by the rim,"
            " waiting its turn. The stench of old meat hangs in the air.",
            body,
        ),
        *([PageBreak()] if page_break else []),
        _table(face, wording, ALIKE, False),
        Paragraph("2. Quiet Cell", head),
        Paragraph("An empty cell; a cot and a cracked basin stand under a window.", body),
    ]
    SimpleDocTemplate(
        str(path), pagesize=A4, leftMargin=MARGIN, rightMargin=MARGIN, invariant=1
    ).build(story)
    return path


@pytest.mark.parametrize("size", [7.5, 8.5])
@pytest.mark.parametrize("wording", sorted(WORDINGS))
@pytest.mark.parametrize("face", ["dejavu", "helvetica", "times"])
def test_one_line_rows_alike_in_width_are_rows(
    tmp_path: Path, face: str, wording: str, size: float
) -> None:
    pdf = _alike_pdf(tmp_path / "alike.pdf", _face(face, size), wording, False)
    blocks, _ = find_statblocks(read_pdf(pdf))
    assert [(b.name, b.ac, b.hp, b.hit_dice, b.cr) for b in blocks] == ALIKE_EXPECTED


@pytest.mark.parametrize("face", ["dejavu", "helvetica", "times"])
def test_a_stat_table_opening_a_page_is_no_area(tmp_path: Path, face: str) -> None:
    pdf = _alike_pdf(tmp_path / "alike.pdf", _face(face, 8.0), "wiki", True)
    conversion = convert_pdf(pdf)
    areas = [(e.area.key, e.area.name) for e in conversion.encounters]
    assert areas == [("1", "Charnel Pit"), ("2", "Quiet Cell")]
