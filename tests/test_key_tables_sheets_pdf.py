"""A key table on a sheet of two pages side by side, read from reportlab PDFs built here.

An imposed booklet (or a two-up export) prints two pages on one sheet: the left page's
table part ends, a new part begins lower on the same page under the header printed again,
and its last row breaks at the page's foot; its rest opens the right page, under the
header printed again level with the left page's first header, with an empty key cell.
The rest belongs to the row it breaks off (its text and its creatures), never to the row
that ends the left page's first part, although that part's header stands at the same
height. Drawn in three faces and sizes, two sets of column widths, with and without rules.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfgen import canvas
from text_faces import Face

from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.statblocks import find_statblocks
from converter.models import Area, BBox, Document, PageText, TextLine, TextSpan
from converter.read.extract import read_pdf

TOP = 540.0
HALVES = (40.0, 436.0)  # where each page of the sheet starts


FACES = [
    Face("Times-Roman", "Times-Bold", 9.0),
    Face("Helvetica", "Helvetica-Bold", 8.0),
    Face("Courier", "Courier-Bold", 7.0),
]
LABELS = ["Key", "Area", "Description", "Monsters"]
# key, name, description lines, creatures lines; a None in a cell: the page breaks there
Row = tuple[str, str, list[str | None], list[str | None]]
FIRST_PART: list[Row] = [
    ("1", "Gate House", ["A rusted portcullis hangs", "over the road."], ["—"]),
    ("2", "Well Shaft", ["A rope ladder goes down", "into dark water."], ["3 giant rats"]),
    ("3", "Chapel", ["Pews lie broken under", "a cracked window."], ["none"]),
]
SECOND_PART: list[Row] = [
    (
        "4",
        "Guard Room",
        ["Cots line the walls and a", "brazier smoulders.", None, "A chest holds 30 gp."],
        ["2 goblins", None, "1 bugbear"],
    ),
]
LAST_ROW: Row = ("5", "Store Room", ["Sacks of grain are piled", "to the rafters."], ["6 bats"])


def _lefts(x: float, widths: list[float], face: Face) -> list[float]:
    lefts = [x]
    for width in widths[:-1]:
        lefts.append(lefts[-1] + width * face.size / 9.0 + 8)
    return lefts


def _rule(pdf: canvas.Canvas, lefts: list[float], right: float, y: float, ruled: bool) -> None:
    if ruled:
        pdf.setLineWidth(0.4)
        pdf.line(lefts[0] - 3, y, right, y)


def _draw_header(
    pdf: canvas.Canvas, face: Face, lefts: list[float], right: float, y: float, ruled: bool
) -> float:
    pdf.setFont(face.bold, face.size)
    for x, label in zip(lefts, LABELS, strict=True):
        pdf.drawString(x, y, label)
    y -= face.size * 1.3 + 4
    _rule(pdf, lefts, right, y + face.size, ruled)
    return y


def _draw_cells(
    pdf: canvas.Canvas, face: Face, lefts: list[float], cells: list[list[str | None]], y: float
) -> float:
    leading = face.size * 1.3
    for column, (x, lines) in enumerate(zip(lefts, cells, strict=True)):
        pdf.setFont(face.bold if column < 2 else face.body, face.size)
        for k, text in enumerate(lines):
            if text:
                pdf.drawString(x, y - k * leading, text)
    return y - leading * max(len(cell) for cell in cells) - 6


def _cells(row: Row) -> list[list[str | None]]:
    key, name, text, creatures = row
    return [[key], [name], text, creatures]


def _draw(path: Path, face: Face, widths: list[float], ruled: bool) -> None:
    """One landscape sheet: on the left page the first part, then the header again and row
    4, broken at the page's foot; on the right page the header again, row 4's rest (its key
    cell empty) and row 5."""
    pdf = canvas.Canvas(str(path), pagesize=landscape(letter), invariant=1)
    left, right_half = (_lefts(x, widths, face) for x in HALVES)
    reach = [lefts[-1] + widths[-1] * face.size / 9.0 for lefts in (left, right_half)]
    pdf.setFont(face.body, face.size)
    for x, folio in zip(HALVES, ("Page 4", "Page 5"), strict=True):
        pdf.drawString(x, 570, "The Ruined Keep")
        pdf.drawString(x + 150, 40, folio)
    y = _draw_header(pdf, face, left, reach[0], TOP, ruled)
    for row in FIRST_PART:
        y = _draw_cells(pdf, face, left, _cells(row), y)
        _rule(pdf, left, reach[0], y + face.size + 2, ruled)
    y = _draw_header(pdf, face, left, reach[0], y - 14, ruled)
    cells = _cells(SECOND_PART[0])
    head = [cell[: cell.index(None)] if None in cell else cell for cell in cells]
    tail = [cell[cell.index(None) + 1 :] if None in cell else [] for cell in cells]
    _draw_cells(pdf, face, left, head, y)
    y = _draw_header(pdf, face, right_half, reach[1], TOP, ruled)
    y = _draw_cells(pdf, face, right_half, tail, y)
    _rule(pdf, right_half, reach[1], y + face.size + 2, ruled)
    _draw_cells(pdf, face, right_half, _cells(LAST_ROW), y)
    pdf.showPage()
    pdf.save()


def _areas(path: Path) -> tuple[Area, ...]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    return find_creatures(find_areas(document, blocks)[0], blocks)


@pytest.mark.parametrize("ruled", [False, True], ids=["bare", "ruled"])
@pytest.mark.parametrize("widths", [[30, 80, 150, 80], [40, 95, 170, 70]], ids=["w1", "w2"])
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_a_row_broken_onto_the_facing_page_goes_on_with_its_own_row(
    tmp_path: Path, face: Face, widths: list[float], ruled: bool
) -> None:
    path = tmp_path / "sheet.pdf"
    _draw(path, face, widths, ruled)
    areas = _areas(path)
    _assert_rows_joined(areas)
    assert areas[2].creatures == ()  # the chapel
    assert [(c.name, c.count) for c in areas[4].creatures] == [("bat", 6)]


def _areas_of(document: Document) -> tuple[Area, ...]:
    blocks, _ = find_statblocks(document)
    return find_creatures(find_areas(document, blocks)[0], blocks)


def _assert_rows_joined(areas: tuple[Area, ...]) -> None:
    rows = [*FIRST_PART, *SECOND_PART, LAST_ROW]
    assert [(a.key, a.name) for a in areas] == [(r[0], r[1]) for r in rows]
    chapel, guard_room = areas[2], areas[3]
    assert "chest holds" in guard_room.text and "brazier" in guard_room.text, guard_room.text
    assert "chest holds" not in chapel.text, chapel.text
    assert [(c.name, c.count) for c in guard_room.creatures] == [("goblin", 2), ("bugbear", 1)]


def _halves(document: Document) -> tuple[PageText, list[TextLine], list[TextLine]]:
    (sheet,) = document.pages
    middle = sheet.width / 2
    left = [ln for ln in sheet.lines if ln.bbox.x0 < middle]
    return sheet, left, [ln for ln in sheet.lines if ln.bbox.x0 >= middle]


@pytest.mark.parametrize("widths", [[30, 80, 150, 80], [40, 95, 170, 70]], ids=["w1", "w2"])
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_a_lower_parts_header_read_first_is_read_after_the_part_above(
    tmp_path: Path, face: Face, widths: list[float]
) -> None:
    """The reader may give the left page's second header row before its first part (its key
    column cut into segments by the rows' rules): the parts of one page are read down it,
    so the rest on the right page still joins the row that broke at the left page's foot."""
    path = tmp_path / "sheet.pdf"
    _draw(path, face, widths, True)
    document = read_pdf(path)
    sheet, left, right = _halves(document)
    heads = {round(ln.bbox.top) for ln in left if ln.text.split()[:1] == [LABELS[0]]}
    second = sorted(heads)[1]
    first = [ln for ln in left if round(ln.bbox.top) == second]
    rest = [ln for ln in left if round(ln.bbox.top) != second]
    lines = (*first, *rest, *right)
    _assert_rows_joined(_areas_of(replace(document, pages=(replace(sheet, lines=lines),))))


@pytest.mark.parametrize("widths", [[30, 80, 150, 80], [40, 95, 170, 70]], ids=["w1", "w2"])
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_a_booklet_sheets_late_page_is_read_in_its_place(
    tmp_path: Path, face: Face, widths: list[float]
) -> None:
    """A booklet's first sheet holds its first page and its last (4 | 1): read in booklet
    order, the table's first part (on sheet 2) comes before its rest on sheet 1's other
    half. The parts are read in that order, not sheet by sheet, so the rest joins the row
    it broke off."""
    path = tmp_path / "sheet.pdf"
    _draw(path, face, widths, True)
    document = read_pdf(path)
    sheet, left, right = _halves(document)
    span = TextSpan("The keep stands on a hill over the river.", face.body, face.size, False, False)
    intro = TextLine(span.text, 1, BBox(436.0, 12.0, 600.0, 12.0 + face.size), (span,))
    pages = (
        replace(sheet, number=1, lines=(intro,)),
        replace(sheet, number=2, lines=tuple(replace(ln, page=2) for ln in left)),
        replace(sheet, number=1, lines=tuple(right)),
    )
    _assert_rows_joined(_areas_of(replace(document, pages=pages)))
