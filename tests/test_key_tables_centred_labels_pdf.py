"""A key table whose cells are centred top to bottom, read from reportlab PDFs (#10).

A word processor's table often sets each row's key cell ("7" or "7. Tithe Barn") level with
the middle of its row: beside a text cell of two or three lines, the key's line stands lower
than the text's first line. The key and its whole text cell are one row: the text above the
key's line is no part of the row before, and the last row takes only its own creatures.
Drawn in three faces and sizes, under three header wordings (two and three columns), ruled
or striped (zebra fills, no rules), with keys alone or with the area's name.

The rule reads a key table as a whole (``areas_table_centred``): tables that are not centred
row for row keep their keys' tops. Negative cases from the rule's earlier falls: a grid set
at the top of its cells, a roll table set tight (each roll level with its text's first line)
right above a key table at the same x, and rolls beside one run of running text.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen import canvas
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
from text_faces import Face

from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.statblocks import find_statblocks
from converter.models import Area
from converter.read.extract import read_pdf

FACES = [
    Face("Times-Roman", "Times-Bold", 9.0),
    Face("Helvetica", "Helvetica-Bold", 8.5),
    Face("Courier", "Courier-Bold", 8.0),
]
HEADERS = {
    "no": ("No.", "Description"),
    "area": ("Area", "Contents"),
    "room": ("Room", "Description", "Monsters"),
}
# key, name, the cell's text: its first words (asserted in the row's area) and the rest,
# and the creature the row's own text names (the monsters column's cell)
ROWS = [
    (
        "1",
        "Sluice Gate",
        "Brown water pours",
        " through a gap in the boards and the winch is jammed with weed. Two kobolds "
        "fish from the ledge with hooked poles and throw stones at anyone on the bank.",
        "kobold",
    ),
    (
        "2",
        "Miller's Loft",
        "Flour sacks slump",
        " against the walls under a roof of loose tiles. A chest holds 40 sp and a tin "
        "whistle. A ghoul crouches in the rafters, gnawing a bone.",
        "ghoul",
    ),
    (
        "3",
        "Wheel Pit",
        "The great wheel",
        " turns slowly in the dark, its paddles green with slime. Five giant leeches cling "
        "to the lowest paddle and drop on anyone who climbs past it.",
        "giant",
    ),
    ("4", "Tally Room", "Ledgers rot", " on a long bench. Nothing lives here now.", ""),
    (
        "5",
        "Chapel of Bells",
        "Pews lie broken",
        " under a cracked window. A wight waits behind the altar, very still, until "
        "someone touches the bell rope, then it rises.",
        "wight",
    ),
]


def _styles(face: Face) -> tuple[ParagraphStyle, ParagraphStyle, ParagraphStyle]:
    body = ParagraphStyle("body", fontName=face.body, fontSize=face.size, leading=face.size * 1.25)
    label = ParagraphStyle("label", fontName=face.bold, fontSize=face.size, leading=body.leading)
    title = ParagraphStyle("title", fontName=face.bold, fontSize=13, leading=16)
    return body, label, title


def _grid(face: Face, header: tuple[str, ...], *, named: bool, zebra: bool, valign: str) -> Table:
    body, label, _ = _styles(face)
    data = [[Paragraph(f"<b>{h}</b>", label) for h in header]]
    for key, name, first, rest, monster in ROWS:
        row = [Paragraph(f"<b>{key}. {name}</b>" if named else f"<b>{key}</b>", label)]
        row.append(Paragraph(first + rest, body))
        if len(header) == 3:
            row.append(Paragraph(f"{monster}s" if monster else "none", body))
        data.append(row)
    widths = [115 if named else 45, 355] + ([90] if len(header) == 3 else [])
    table = Table(data, colWidths=widths)
    style: list[tuple[object, ...]] = [("VALIGN", (0, 0), (-1, -1), valign)]
    if zebra:
        style.append(("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, colors.lightgrey]))
    else:
        style.append(("GRID", (0, 0), (-1, -1), 0.6, colors.black))
    table.setStyle(TableStyle(style))
    return table


def _build(path: Path, face: Face, flowables: list[Flowable]) -> None:
    body, _, title = _styles(face)
    intro = "Each place below is keyed to the map of the mill; read the text to the players."
    doc = SimpleDocTemplate(str(path), pagesize=letter, invariant=1)
    head = [Paragraph("THE OLD MILL", title), Spacer(1, 6), Paragraph(intro, body)]
    doc.build([*head, Spacer(1, 6), *flowables])


def _areas(path: Path) -> tuple[Area, ...]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    return find_creatures(find_areas(document, blocks)[0], blocks)


def _assert_rows(areas: tuple[Area, ...], named: bool) -> None:
    keyed = [a for a in areas if a.key in {key for key, *_ in ROWS}]
    assert [a.key for a in keyed] == [key for key, *_ in ROWS]
    if named:
        assert [a.name for a in keyed] == [name for _, name, *_ in ROWS]
    for k, (area, (_, _, first, _, monster)) in enumerate(zip(keyed, ROWS, strict=True)):
        assert first in area.text, area.text
        for _, _, other, _, _ in ROWS[k + 1 :]:
            assert other not in area.text, area.text
        # its own creatures only (the last row took every row's below its first line)
        names = {c.name for c in area.creatures}
        assert names == ({monster.split()[0]} if monster else set()), area.text


@pytest.mark.parametrize("named", [True, False], ids=["name", "key"])
@pytest.mark.parametrize("zebra", [False, True], ids=["ruled", "zebra"])
@pytest.mark.parametrize("header", list(HEADERS))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_a_centred_key_and_its_text_are_one_row(
    tmp_path: Path, face: Face, header: str, zebra: bool, named: bool
) -> None:
    path = tmp_path / "grid.pdf"
    grid = _grid(face, HEADERS[header], named=named, zebra=zebra, valign="MIDDLE")
    _build(path, face, [grid])
    _assert_rows(_areas(path), named)


@pytest.mark.parametrize("header", list(HEADERS))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_a_grid_set_at_its_cells_tops_keeps_its_keys_tops(
    tmp_path: Path, face: Face, header: str
) -> None:
    """Negative: keys level with their texts' first lines, no row centred: the rows start at
    their keys as before."""
    path = tmp_path / "grid.pdf"
    _build(path, face, [_grid(face, HEADERS[header], named=True, zebra=False, valign="TOP")])
    _assert_rows(_areas(path), True)


RUMOURS = [
    ("1", "The miller buried his", "silver under the wheel."),
    ("2", "A bell rings in the chapel", "when nobody is inside."),
    ("3", "The ghoul was once the", "miller's own brother."),
]


def _rumours(face: Face) -> Table:
    """A roll table set tight at the key table's x: each roll level with its text's first
    line, the text two lines under it, one leading (no padding between rows)."""
    body, label, _ = _styles(face)
    data = [[Paragraph("<b>d3</b>", label), Paragraph("<b>Rumour</b>", label)]]
    data += [[Paragraph(r, body), Paragraph(f"{a} {b}", body)] for r, a, b in RUMOURS]
    table = Table(data, colWidths=[45, 110])
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
            ]
        )
    )
    return table


@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_a_rumour_table_above_a_centred_key_table_keeps_its_rolls(
    tmp_path: Path, face: Face
) -> None:
    """Negative (wild trifold): a rumour table's rolls at the x of the key table's keys
    below. The key table's centred rows are read as rows; the rumours are no rows of it."""
    path = tmp_path / "grid.pdf"
    grid = _grid(face, HEADERS["no"], named=True, zebra=False, valign="MIDDLE")
    _build(path, face, [_rumours(face), Spacer(1, 12), grid])
    areas = _areas(path)
    _assert_rows(areas, True)
    for area in areas:
        assert not any(b in area.text for _, _, b in RUMOURS), area.text


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
    roll level with its row's first line (hinter footroll)."""
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
def test_rolls_beside_one_tight_run_of_text_keep_their_order(tmp_path: Path, face: Face) -> None:
    """Negative: three rolls beside one run of text at one leading, the middle roll level
    with the run's middle by chance: each roll comes before its own row's text, in order."""
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
