"""Rooms set as ruled two-cell boxes down a page are read box by box, each cell whole.

A location template sets each room as a framed box of two cells ("What's here | What
happens"), a rule between them, under the room's heading. The rules of the boxes line up
down the page and no text crosses them, so the page was read as two columns: the headings
and left cells first, then every right cell, and the last room on the page took the
creatures of the rooms above it. A column split inside a frame does not run past the frame's
bottom edge. Pages written by reportlab's table in three fonts and sizes and two header
wordings, on one page and on two booklet pages imposed side by side, read by both character
engines."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Frame, Paragraph, Table, TableStyle

from converter.read.extract import read_pdf
from converter.read.lines import Fragment
from converter.read.ruled_bands import split_at_ruled_bands, unboxed_gutters
from converter.read.strokes import ruled_boxes, stroked_frames

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
    "courier": ("Courier", "Courier-Bold", 8.0),
}
HEADERS = {"here": ("What's here", "What happens"), "see": ("What you see", "What it does")}
# each room's words start with its own letter, so every line read tells its room
LETTERS = "bfkm"
SYLLABLES = ("ala", "emo", "iru", "osa", "une", "ari", "olo", "eta")


def _words(room: int, count: int, shift: int) -> str:
    letter = LETTERS[room]
    return " ".join(letter + SYLLABLES[(k + shift) % 8] for k in range(count))


CELL_PADDING = 6.0  # reportlab's table cells: the text stands this far inside the rules


def _name(room: int, font: str, into_gutter: float | None) -> str:
    """The room's heading; with ``into_gutter``, lengthened letter by letter until it ends
    that far past the left cell's text, inside the gap between the cells."""
    bold, size = FONTS[font][1], FONTS[font][2] + 3
    name = f"{room + 1}. {LETTERS[room].upper()}{SYLLABLES[room]} {LETTERS[room].upper()}osa"
    if into_gutter is not None:
        name += " " + LETTERS[room]
        while stringWidth(name, bold, size) < into_gutter:
            name += "a"
    return name


def _room(
    room: int, width: float, font: str, header: str, long_heading: bool = False
) -> list[Paragraph | Table]:
    regular, bold, size = FONTS[font]
    body = ParagraphStyle("body", fontName=regular, fontSize=size, leading=size * 1.2)
    head = ParagraphStyle("head", parent=body, fontName=bold, fontSize=size + 3, spaceBefore=8)
    # a long heading ends inside the gap between the cells below it (past the left cell's
    # text, short of the right cell's): the gap is then no clear gutter of the page
    left_text_end = width * 0.45 - CELL_PADDING
    name = _name(room, font, left_text_end + CELL_PADDING if long_heading and room % 2 else None)
    cells = [
        [Paragraph(text, body) for text in HEADERS[header]],
        [
            Paragraph(_words(room, 10 + 2 * room, room), body),
            Paragraph(_words(room, 18 + 3 * room, room + 3), body),
        ],
    ]
    table = Table(cells, colWidths=[width * 0.45, width * 0.55])
    table.setStyle(
        TableStyle(
            [
                ("BOX", (0, 0), (-1, -1), 0.8, colors.black),
                ("LINEAFTER", (0, 0), (0, -1), 0.6, colors.black),
                ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
                ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.9, 0.85)),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ]
        )
    )
    return [Paragraph(name, head), table]


def _pdf(path: Path, font: str, header: str, imposed: bool, long_heading: bool = False) -> Path:
    size = landscape(letter) if imposed else letter
    canvas = Canvas(str(path), pagesize=size, invariant=1)
    halves = [(0.0, size[0] / 2), (size[0] / 2, size[0] / 2)] if imposed else [(0.0, size[0])]
    for half, (x0, width) in enumerate(halves):
        frame = Frame(x0 + 40, 60, width - 80, size[1] - 120, showBoundary=0)
        story = [
            item
            for room in range(len(LETTERS))
            for item in _room(room, width - 92, font, header, long_heading)
        ]
        frame.addFromList(story, canvas)
        canvas.setFont(FONTS[font][0], 9)
        canvas.drawCentredString(x0 + width / 2, 30, str(half + 1))
    canvas.save()
    return path


def _room_of(word: str) -> int | None:
    letters = word.strip(".,").lower()
    return LETTERS.index(letters[0]) if letters[:1] and letters[0] in LETTERS else None


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("long_heading", [False, True], ids=["short", "long"])
@pytest.mark.parametrize("imposed", [False, True], ids=["page", "imposed"])
@pytest.mark.parametrize("header", sorted(HEADERS))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_ruled_room_boxes_are_read_box_by_box(
    tmp_path: Path, font: str, header: str, imposed: bool, long_heading: bool, engine: str
) -> None:
    pdf = _pdf(tmp_path / f"boxes-{font}-{header}.pdf", font, header, imposed, long_heading)
    document = read_pdf(pdf, engine=engine)
    for page in document.pages:
        for side in (0.0, page.width / 2) if imposed else (0.0,):
            half = page.width / 2 if imposed else page.width
            lines = [
                line.text
                for line in page.lines
                if side <= (line.bbox.x0 + line.bbox.x1) / 2 < side + half
            ]
            read: list[int] = []
            for text in lines:
                rooms = {r for r in map(_room_of, text.split()) if r is not None}
                assert len(rooms) <= 1, (text, lines)  # no line runs on into the next cell
                read.extend(rooms)
            # each room read whole (heading, left cell, right cell) before the next one
            runs = [room for k, room in enumerate(read) if k == 0 or read[k - 1] != room]
            assert runs == list(range(len(LETTERS))), lines


def test_a_box_parted_by_a_rule_is_ruled_no_frame() -> None:
    top, rule, bottom, middle = 100.0, 118.0, 180.0, 120.0
    box = [
        (50.0, top, 210.0, top),
        (50.0, bottom, 210.0, bottom),
        (50.0, top, 50.0, bottom),
        (210.0, top, 210.0, bottom),
        (50.0, rule, 210.0, rule),  # under the header row
    ]
    assert stroked_frames(box) == [(50.0, top, 210.0, bottom)]
    assert ruled_boxes(box) == []
    parted = [*box, (middle, top, middle, bottom)]  # the rule between the cells
    assert stroked_frames(parted) == []
    assert ruled_boxes(parted) == [(50.0, top, 210.0, bottom)]


def _frag(x0: float, top: float, x1: float) -> Fragment:
    return Fragment(x0, top, x1, top + 10.0, 10.0, ())


def test_a_ruled_box_is_a_band_only_with_no_text_beside_it() -> None:
    box = (50.0, 100.0, 400.0, 200.0)
    heading, below = _frag(50.0, 80.0, 150.0), _frag(50.0, 220.0, 380.0)
    cells = [_frag(55.0, 120.0, 220.0), _frag(230.0, 120.0, 395.0)]
    parts = split_at_ruled_bands([heading, *cells, below], [box])
    assert parts == [[heading], cells, [below]]
    # a column of text beside the box (a table in one column of two): no band
    beside = _frag(420.0, 150.0, 560.0)
    assert len(split_at_ruled_bands([heading, *cells, below, beside], [box])) == 1
    # the rule between the cells parts the box's own text, no region round it
    gutter = [(220.0, 230.0)]
    assert unboxed_gutters(gutter, cells, [box]) == gutter
    assert unboxed_gutters(gutter, [heading, *cells], [box]) == []
