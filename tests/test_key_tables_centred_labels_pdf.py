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


ROLLS = [
    ("1", ["1d3 horned demons carrying", "a stolen bell"]),
    ("2", ["A peat cutter, lost, with", "2d4 kobolds behind him"]),
    ("3", ["A lantern bobbing over the", "water, and nothing under it"]),
    ("4", ["A heron as tall as a man,", "watching the water"]),
    ("5", ["2d4 young wyrms carrying", "a stolen bell"]),
    ("6", ["Fog, and in it the sound", "of a bell ringing twice"]),
]


def _draw_roll_under_room(path: Path, face: Face) -> None:
    """A room, then a roll table at the page's foot in two halves side by side (rolls 1-3,
    4-6), each row's text wrapping at the table's one leading (no gap between rows), each
    roll level with its row's first line."""
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    leading = face.size * 1.25
    pdf.setFont(face.bold, face.size + 2)
    pdf.drawString(60, 700, "3 Infirmary")
    pdf.setFont(face.body, face.size)
    room = ["Peat smoke hangs under the rafters. Seven giant beetles stack", "bones by the wall."]
    for k, text in enumerate(room):
        pdf.drawString(60, 684 - k * leading, text)
    pdf.setFont(face.bold, face.size)
    pdf.drawString(60, 640, "Wandering (d6)")
    for half, x in enumerate((60.0, 300.0)):
        y = 640 - 1.6 * leading
        for roll, lines in ROLLS[3 * half : 3 * half + 3]:
            pdf.setFont(face.body, face.size)
            pdf.drawString(x, y, roll)
            for text in lines:
                pdf.drawString(x + 5 * face.size, y, text)
                y -= leading
    pdf.showPage()
    pdf.save()


@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_a_roll_beside_the_middle_of_a_tight_column_is_no_centred_label(
    tmp_path: Path, face: Face
) -> None:
    """Three rolls beside one run of text at one leading: the middle roll stands level with
    the run's middle by chance, and is no label centred beside a cell (each roll comes
    before its own row's text, in the rows' order)."""
    path = tmp_path / "roll.pdf"
    _draw_roll_under_room(path, face)
    lines = [line.text for page in read_pdf(path).pages for line in page.lines]
    lines = lines[lines.index("Wandering (d6)") :]
    for half in (ROLLS[:3], ROLLS[3:]):
        texts = [next(i for i, t in enumerate(lines) if r[1][0] in t) for r in half]
        rolls = [next(i for i, t in enumerate(lines) if t.split()[0] == r[0]) for r in half]
        assert texts == sorted(texts), lines
        assert all(r <= p for r, p in zip(rolls, texts, strict=True)), lines
        assert all(p < r for p, r in zip(texts, rolls[1:], strict=False)), lines


@dataclass(frozen=True)
class _Line:
    """A line's place, all ``segment_lines._row_top`` reads of a raw line."""

    x0: float
    top: float
    x1: float
    bottom: float


def test_the_middle_roll_beside_one_tight_column_keeps_its_place() -> None:
    """Three one-line rolls beside one box of six lines at one leading (three rows' text
    the reader put together): the middle roll is level with the box's middle by chance and
    is read at its own top; one label beside a box of its own is read at the box's top."""
    from converter.read.segment_lines import _row_top

    text = [_Line(100, 100 + 10 * k, 300, 110 + 10 * k) for k in range(6)]  # set solid
    rolls = [[_Line(60, 100 + 20 * k, 66, 110 + 20 * k)] for k in range(3)]
    boxes = [*rolls, text]
    assert [_row_top(box, boxes) for box in rolls] == [100, 120, 140]  # type: ignore[arg-type]
    cell = [_Line(100, 200 + 10 * k, 300, 208 + 10 * k) for k in range(3)]
    label = [_Line(60, 210, 90, 218)]
    assert _row_top(label, [label, cell]) == 200  # type: ignore[arg-type]
