"""5e stat blocks set as label|value tables (a word processor's block: "Armor Class | 14
(leather armor)"), read from reportlab PDFs.

A two-column table whose left cells are stat-field labels is one stat block: the reader joins
each label cell to the value cell on its baseline, so the block's armour class, hit points,
hit dice and challenge are read from the right cells. The name and the size/type line span
both columns above the rows; the ability scores and the features span them below. Three
faces, two sizes, two label wordings, one and two columns (the blocks are this file's own).
A wide label column sets a short label's value cell far from it ("Speed" … "30 ft."): the
value cells line up at one left edge, the table's value column, and are still joined.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_factory import column_width, columns_pdf
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, A5
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    Flowable,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)
from text_faces import Face, face_named

from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

# name, size/type, AC, HP, speed, skills, senses, languages, CR
BLOCKS = [
    (
        "Reed Stalker",
        "Medium monstrosity, neutral evil",
        "13 (natural armor)",
        "27 (5d8 + 5)",
        "30 ft., swim 30 ft.",
        "Stealth +5",
        "darkvision 60 ft., passive Perception 11",
        "Aquan",
        "1 (200 XP)",
    ),
    (
        "Lantern Moth",
        "Small beast, unaligned",
        "12",
        "9 (2d6 + 2)",
        "10 ft., fly 40 ft.",
        "Perception +2",
        "passive Perception 12",
        "—",
        "1/8 (25 XP)",
    ),
]
EXPECTED = [("Reed Stalker", 13, 27, "5d8+5", "1"), ("Lantern Moth", 12, 9, "2d6+2", "1/8")]
WORDINGS = {
    "armor": ("Armor Class", "Hit Points", "Speed", "Skills", "Senses", "Languages", "Challenge"),
    "armour": (
        "Armour Class",
        "Hit Points",
        "Speed",
        "Skills",
        "Senses:",
        "Languages",
        "Challenge",
    ),
}


def _face(name: str, size: float) -> Face:
    return face_named(name, size, "DejaVuSerif")


def _block(
    face: Face, wording: str, block: tuple[str, ...], width: float, label_share: float
) -> Table:
    cell = ParagraphStyle("cell", fontName=face.body, fontSize=face.size, leading=face.size * 1.2)
    bold = ParagraphStyle("bold", parent=cell, fontName=face.bold)
    name, kind, *values = block
    labels = WORDINGS[wording]
    rows: list[list[Flowable | str]] = [
        [Paragraph(name, ParagraphStyle("name", parent=bold, fontSize=face.size + 2)), ""],
        [Paragraph(f"<i>{kind}</i>", cell), ""],
    ]
    rows += [[Paragraph(labels[i], bold), Paragraph(values[i], cell)] for i in range(3)]
    rows.append(
        [
            Paragraph(
                "STR 14 (+2) DEX 15 (+2) CON 12 (+1) INT 6 (-2) WIS 12 (+1) CHA 7 (-2)", cell
            ),
            "",
        ]
    )
    rows += [[Paragraph(labels[i], bold), Paragraph(values[i], cell)] for i in range(3, 7)]
    rows.append([Paragraph("<b>Actions</b>", cell), ""])
    rows.append(
        [
            Paragraph(
                "<b>Bite.</b> Melee Weapon Attack: +4 to hit, reach 5 ft., one target. "
                "Hit: 6 (1d8 + 2) piercing damage.",
                cell,
            ),
            "",
        ]
    )
    spans = [0, 1, 5, 10, 11]
    table = Table(rows, colWidths=[width * label_share, width * (1 - label_share)], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [("BOX", (0, 0), (-1, -1), 0.75, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP")]
            + [("SPAN", (0, r), (1, r)) for r in spans]
            + [("INNERGRID", (0, r), (-1, r), 0.25, colors.grey) for r in (2, 3, 4, 6, 7, 8, 9)]
        )
    )
    return table


def _pdf(path: Path, face: Face, wording: str, columns: int, label_share: float = 0.32) -> Path:
    page = A4 if columns == 2 else A5
    width = column_width(page, columns)
    body = ParagraphStyle(
        "body", fontName=face.body, fontSize=face.size + 1, leading=face.size * 1.4
    )
    head = ParagraphStyle("head", fontName=face.bold, fontSize=face.size + 4, leading=face.size * 2)
    story: list[Flowable] = [
        Paragraph("1. Reed Bank", head),
        Paragraph(
            "Reeds stand higher than a man along the bank, and the mud is soft underfoot. A reed"
            " stalker waits in the shallows, only its eyes above the water.",
            body,
        ),
        Spacer(1, 6),
        _block(face, wording, BLOCKS[0], width, label_share),
        Paragraph("2. Moth Chapel", head),
        Paragraph(
            "Candle stubs crowd the altar; a lantern moth circles the one still burning. The"
            " pews are rotten and the roof lets in the rain.",
            body,
        ),
        Spacer(1, 6),
        _block(face, wording, BLOCKS[1], width, label_share),
        Paragraph("3. Quiet Cell", head),
        Paragraph("An empty cell; a cot and a cracked basin stand under a window.", body),
    ]
    return columns_pdf(path, page, story, columns)


@pytest.mark.parametrize(("size", "columns"), [(8.0, 1), (9.0, 1), (7.5, 2)])
@pytest.mark.parametrize("wording", sorted(WORDINGS))
@pytest.mark.parametrize("face", ["dejavu", "helvetica", "times"])
def test_label_value_table_is_one_5e_block(
    tmp_path: Path, face: str, wording: str, size: float, columns: int
) -> None:
    pdf = _pdf(tmp_path / "block.pdf", _face(face, size), wording, columns)
    blocks, _ = find_statblocks(read_pdf(pdf))
    assert [(b.name, b.ac, b.hp, b.hit_dice, b.cr) for b in blocks] == EXPECTED


@pytest.mark.parametrize("size", [7.5, 8.0, 8.5])
@pytest.mark.parametrize("face", ["dejavu", "helvetica", "times"])
def test_a_wide_label_column_keeps_its_values(tmp_path: Path, face: str, size: float) -> None:
    """45 % of the table's width for the labels: "Speed" stands about 15 to 18 ems from its
    value cell, further than a value cell beside its label reaches; the value cells' shared
    left edge makes them the table's column (failed before: no block found, its values
    lost)."""
    pdf = _pdf(tmp_path / "block.pdf", _face(face, size), "armor", 1, label_share=0.45)
    blocks, _ = find_statblocks(read_pdf(pdf))
    assert [(b.name, b.ac, b.hp, b.hit_dice, b.cr) for b in blocks] == EXPECTED
