"""3.5 Monster Manual entries set as label | value tables ("Hit Dice: | 2d8+2 (11 hp)",
"Challenge Rating: | 1"), read from reportlab PDFs.

Each entry is a name over a two-column table, a row a statistic in the 3.5 book's own order
and words. The reader joins each label cell (its colon printed) to the value cell on its
baseline; the vertical reader reads the rows as one block, through the rows only the 3.5 entry
prints (Base Attack/Grapple, Space/Reach, the saves and abilities rows), a value cell wrapped
in a narrow column and a label wrapped in its cell; a block with a challenge rating or an
initiative is of the d20 family its rows show (3e: "touch 12, flat-footed 10"); "Size/Type"
gives the size and the type. A row whose value is a dash ("Special Attacks: —") is no place's
head. Three faces, two sizes, one and two columns (the entries are this file's own).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_factory import column_width, columns_pdf
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    Flowable,
    Paragraph,
    Table,
    TableStyle,
)
from text_faces import Face, face_named

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.models import BBox, Document, PageText, TextLine, TextSpan
from converter.read.extract import read_pdf

ROWS = [
    "Size/Type:",
    "Hit Dice:",
    "Initiative:",
    "Speed:",
    "Armor Class:",
    "Base Attack/Grapple:",
    "Attack:",
    "Full Attack:",
    "Space/Reach:",
    "Special Attacks:",
    "Special Qualities:",
    "Saves:",
    "Abilities:",
    "Skills:",
    "Environment:",
    "Organization:",
    "Challenge Rating:",
    "Treasure:",
    "Alignment:",
    "Advancement:",
    "Level Adjustment:",
]
ENTRIES = {
    "Reed Stalker": [
        "Medium Monstrosity",
        "3d8+6 (19 hp)",
        "+2",
        "30 ft. (6 squares), swim 30 ft.",
        "14 (+2 Dex, +2 natural), touch 12, flat-footed 12",
        "+2/+4",
        "Bite +4 melee (1d8+2)",
        "Bite +4 melee (1d8+2)",
        "5 ft./5 ft.",
        "—",
        "Darkvision 60 ft.",
        "Fort +3, Ref +3, Will +1",
        "Str 14, Dex 15, Con 14, Int 6, Wis 12, Cha 7",
        "Hide +6, Listen +3, Spot +3",
        "Temperate marshes",
        "Solitary or pair",
        "2",
        "None",
        "Usually neutral evil",
        "4–6 HD (Medium)",
        "—",
    ],
    "Lantern Moth": [
        "Small Vermin",
        "1d8 (4 hp)",
        "+3",
        "10 ft. (2 squares), fly 40 ft. (poor)",
        "15 (+1 size, +3 Dex, +1 natural), touch 14, flat-footed 12",
        "+0/–4",
        "Bite +4 melee (1d4)",
        "Bite +4 melee (1d4)",
        "5 ft./5 ft.",
        "—",
        "Darkvision 60 ft., vermin traits",
        "Fort +2, Ref +3, Will +0",
        "Str 10, Dex 17, Con 10, Int —, Wis 10, Cha 4",
        "Spot +4",
        "Temperate forests",
        "Swarm (3-6)",
        "1/2",
        "None",
        "Always neutral",
        "2 HD (Small)",
        "—",
    ],
}
EXPECTED = [
    ("Reed Stalker", "3e", 14, 19, "3d8+6", "2", "Medium", "monstrosity"),
    ("Lantern Moth", "3e", 15, 4, "1d8", "1/2", "Small", "vermin"),
]


def _face(name: str, size: float) -> Face:
    return face_named(name, size, "DejaVuSerif")


def _entry(face: Face, name: str, width: float) -> list[Flowable]:
    cell = ParagraphStyle("cell", fontName=face.body, fontSize=face.size, leading=face.size * 1.2)
    bold = ParagraphStyle("bold", parent=cell, fontName=face.bold)
    title = ParagraphStyle("name", parent=bold, fontSize=face.size + 2, leading=face.size * 2)
    rows = [
        [Paragraph(label, bold), Paragraph(value, cell)]
        for label, value in zip(ROWS, ENTRIES[name], strict=True)
    ]
    label = 12.5 * face.size  # the 3.5 book's label column: as wide as its longest label
    table = Table(rows, colWidths=[label, width - label], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.grey),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
            ]
        )
    )
    return [Paragraph(name, title), table]


def _pdf(path: Path, face: Face, columns: int) -> Path:
    page = A4
    width = column_width(page, columns)
    head = ParagraphStyle(
        "head", fontName=face.bold, fontSize=face.size + 6, leading=face.size * 2.4
    )
    story: list[Flowable] = [Paragraph("Appendix: New Monsters", head)]
    for name in ENTRIES:
        story += _entry(face, name, width)
    return columns_pdf(path, page, story, columns)


@pytest.mark.parametrize(("size", "columns"), [(8.0, 1), (9.0, 1), (7.5, 2)])
@pytest.mark.parametrize("face", ["dejavu", "helvetica", "times"])
def test_a_35_monster_manual_entry_is_one_3e_block(
    tmp_path: Path, face: str, size: float, columns: int
) -> None:
    document = read_pdf(_pdf(tmp_path / "entry.pdf", _face(face, size), columns))
    blocks, _ = find_statblocks(document)
    got = [(b.name, b.style, b.ac, b.hp, b.hit_dice, b.cr, b.size, b.type) for b in blocks]
    assert got == EXPECTED
    areas, _ = find_areas(document, blocks)
    assert [a.name for a in areas] == []


@pytest.mark.parametrize("face", ["helvetica", "times"])
def test_a_vertical_blocks_text_is_its_printed_rows(tmp_path: Path, face: str) -> None:
    # An area asks which of its lines are a block's own by the block's text: the rows as
    # printed ("Challenge Rating: 2"), not the field ids ("cr 2"), or a heading over a stat
    # table reads its rows as a scene.
    document = read_pdf(_pdf(tmp_path / "entry.pdf", _face(face, 8.0), 1))
    blocks, _ = find_statblocks(document)
    assert blocks and "Challenge Rating: 2" in " ".join(blocks[0].text.split())
    assert "Hit Dice: 3d8+6 (19 hp)" in " ".join(blocks[0].text.split())


def _set(text: str, x0: float, top: float, bold: bool = False) -> TextLine:
    span = TextSpan(
        text=text, font="Test-Bold" if bold else "Test", size=8.0, bold=bold, italic=False
    )
    return TextLine(
        text=text, page=1, bbox=BBox(x0, top, x0 + 5.0 * len(text), top + 9.0), spans=(span,)
    )


def test_a_line_under_a_row_without_a_colon_is_no_piece_of_its_value() -> None:
    # Only a label | value table (its labels printed with a colon) wraps a value cell under
    # its row: under a row of a reference table ("hp 9, 7" over "4, 8", a transposed table's
    # cells) the line may be another column's, and the run ends there.
    lines = [
        _set("Ghoul", 40.0, 100.0, bold=True),
        _set("AC 6", 40.0, 112.0),
        _set("HD 2", 40.0, 122.0),
        _set("hp 9, 7", 40.0, 132.0),
        _set("4, 8", 120.0, 142.0),
        _set("MV 90' (30')", 40.0, 152.0),
    ]
    document = Document(
        file="t.pdf",
        path="/tmp/t.pdf",
        sha256="0" * 64,
        pages=(PageText(number=1, width=612.0, height=792.0, lines=tuple(lines)),),
    )
    blocks, _ = find_statblocks(document)
    assert [(b.name, b.ac, b.hit_dice, b.speed) for b in blocks] == [("Ghoul", 6, "2", None)]
