"""A ruled key grid whose label cells are centred top to bottom, read from reportlab PDFs.

A word processor's table often sets each row's label ("3. Well Shaft") level with the
middle of its row: beside a text cell of two or three lines, the label's line stands lower
than the text's first line. The row's label and its text are one row: the text above the
label's line is no part of the row before (nor of the text before the table), and the
label opens the area whose text is its whole cell. Drawn in three faces and sizes, with no
header row and under header rows of two wordings (one narrower than the label column).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.statblocks import find_statblocks
from converter.models import Area
from converter.read.extract import read_pdf


@dataclass(frozen=True)
class Face:
    body: str
    bold: str
    size: float


FACES = [
    Face("Times-Roman", "Times-Bold", 9.0),
    Face("Helvetica", "Helvetica-Bold", 8.5),
    Face("Courier", "Courier-Bold", 8.0),
]
HEADERS = {"none": None, "no": ("No.", "Description"), "room": ("Room", "What Is There")}
# key, name, the cell's text: its first words (asserted in the row's area) and the rest
ROWS = [
    (
        "1",
        "Sluice Gate",
        "Brown water pours",
        " through a gap in the boards and the winch is jammed with weed. Two kobolds "
        "(AC 7, HD 1-1, hp 3 each) fish from the ledge with hooked poles.",
    ),
    (
        "2",
        "Miller's Loft",
        "Flour sacks slump",
        " against the walls under a roof of loose tiles. A chest holds 40 sp and a tin "
        "whistle. Ghoul: AC 6, HD 2, hp 9, #AT 3, D 1-3/1-3/1-6.",
    ),
    (
        "3",
        "Wheel Pit",
        "The great wheel",
        " turns slowly in the dark, its paddles green with slime. Five giant leeches cling "
        "to the lowest paddle and drop on anyone who climbs past.",
    ),
    ("4", "Tally Room", "Ledgers rot", " on a long bench. Nothing lives here now."),
    (
        "5",
        "Chapel of Bells",
        "Pews lie broken",
        " under a cracked window. A wight (AC 5, HD 3, hp 15) waits behind the altar, "
        "very still, until someone touches the bell rope.",
    ),
]


def _draw(path: Path, face: Face, header: tuple[str, str] | None) -> None:
    body = ParagraphStyle("body", fontName=face.body, fontSize=face.size, leading=face.size * 1.25)
    label = ParagraphStyle(
        "label", fontName=face.bold, fontSize=face.size, leading=face.size * 1.25
    )
    title = ParagraphStyle("title", fontName=face.bold, fontSize=13, leading=16)
    data = [] if header is None else [[Paragraph(f"<b>{h}</b>", label) for h in header]]
    data += [
        [Paragraph(f"<b>{key}. {name}</b>", label), Paragraph(first + rest, body)]
        for key, name, first, rest in ROWS
    ]
    table = Table(data, colWidths=[115, 355])
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ]
        )
    )
    doc = SimpleDocTemplate(str(path), pagesize=letter, invariant=1)
    intro = "Each place below is keyed to the map of the mill; read the text to the players."
    doc.build(
        [Paragraph("THE OLD MILL", title), Spacer(1, 6), Paragraph(intro, body), Spacer(1, 6)]
        + [table]
    )


def _areas(path: Path) -> tuple[Area, ...]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    return find_creatures(find_areas(document, blocks)[0], blocks)


@pytest.mark.parametrize("header", list(HEADERS), ids=list(HEADERS))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_a_centred_label_and_its_text_are_one_row(tmp_path: Path, face: Face, header: str) -> None:
    path = tmp_path / "grid.pdf"
    _draw(path, face, HEADERS[header])
    areas = _areas(path)
    assert [(a.key, a.name) for a in areas] == [(key, name) for key, name, _, _ in ROWS]
    for k, (area, (_, _, first, _)) in enumerate(zip(areas, ROWS, strict=True)):
        assert first in area.text, area.text
        for _, _, other, _ in ROWS[k + 1 :]:
            assert other not in area.text, area.text
    assert [c.name for c in areas[0].creatures] == ["kobold"]
    assert [c.name for c in areas[1].creatures] == ["ghoul"]
    assert areas[3].creatures == ()
