"""A key table broken over pages, read end to end from reportlab PDFs built here.

The table's header row is printed again at the top of every page part (and, in one
layout, again in the middle of a page, where a typesetter began a new part), and one row
breaks inside itself at the page's foot: its first part closes the page, the rest opens
the next page under the header with an empty key cell. The header printed again is no
area and ends the part above it; the rest of the broken row is part of that row (its
text, its creatures cell's list), no area of its own. Drawn in three faces and sizes,
three header wordings (one with two labels run together) and two column widths.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas
from text_faces import Face

from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.statblocks import find_statblocks
from converter.models import Area
from converter.read.extract import read_pdf

LEFT, TOP = 50.0, 700.0


FACES = [
    Face("Times-Roman", "Times-Bold", 9.0),
    Face("Helvetica", "Helvetica-Bold", 8.0),
    Face("Courier", "Courier-Bold", 7.5),
]
HEADERS = {
    "key-area": ["Key", "Area", "Description", "Creatures"],
    "no-room": ["No.", "Room", "Contents", "Monsters"],
    # two labels as one run at the name column: the rows' names start under it, their
    # contents further right, inside its cell (the key label wrapped in its narrow cell)
    "run-together": ["K\ne\ny", "Area Description", "", "Creatures"],
}
# cells: key, name, description lines, creatures lines; None marks the page break inside
# a row (the lines after it are printed on the next page, under the header again)
Row = tuple[str, str, list[str | None], list[str | None]]
ROWS: list[Row] = [
    ("1", "Gate House", ["A rusted portcullis hangs", "half open over the road."], ["—"]),
    (
        "2",
        "Guard Room",
        ["Cots line the walls and a", "brazier smoulders.", None, "A chest holds 30 gp."],
        ["Goblins (4): AC 6, HD 1-1,", "hp 3 each", None, "Bugbear: AC 5, HD 3+1, hp 14"],
    ),
    ("3", "Well Shaft", ["A rope ladder goes down", "into the dark water."], ["none"]),
    ("4", "Store Room", ["Sacks of grain are piled to", "the rafters."], ["6 giant rats"]),
]


def _draw_head(pdf: canvas.Canvas, face: Face, page: int) -> None:
    """The running head and folio every page of a module has (the table's header row is
    not the first line of its page)."""
    pdf.setFont(face.body, face.size)
    pdf.drawString(LEFT, 750, f"The Ruined Keep · page {page}")
    pdf.drawString(LEFT + 250, 40, str(page))


def _draw_header(
    pdf: canvas.Canvas, face: Face, lefts: list[float], labels: list[str], y: float
) -> float:
    """The header row's labels (one wrapped where it holds line breaks); the y under it."""
    pdf.setFont(face.bold, face.size)
    leading = face.size * 1.3
    for x, label in zip(lefts, labels, strict=True):
        for k, part in enumerate(label.split("\n")):
            if part:
                pdf.drawString(x, y - k * leading, part)
    return y - leading * max(label.count("\n") + 1 for label in labels) - 6


def _draw(
    path: Path,
    face: Face,
    labels: list[str],
    widths: list[float],
    middle: bool,
    rows: list[Row] = ROWS,
) -> None:
    """The rows under a title; the page breaks inside row 2 (the header printed again on
    the next page). ``middle``: the header is printed again before row 2 too, mid-page."""
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    _draw_head(pdf, face, 1)
    lefts = [LEFT]
    for width in widths[:-1]:
        lefts.append(lefts[-1] + width * face.size / 9.0 + 10)
    leading = face.size * 1.3
    y = TOP
    y = _draw_header(pdf, face, lefts, labels, y)
    for n, (key, name, text, creatures) in enumerate(rows):
        if middle and n == 1:
            y -= 4
            y = _draw_header(pdf, face, lefts, labels, y)
        parts: list[list[str | None]] = [[key], [name], text, creatures]
        broken = None in text
        head = [cell[: cell.index(None)] if None in cell else cell for cell in parts]
        tail = [cell[cell.index(None) + 1 :] if None in cell else [] for cell in parts]
        y = _draw_cells(pdf, face, lefts, head, y, leading)
        if broken:
            pdf.showPage()
            _draw_head(pdf, face, 2)
            y = TOP
            y = _draw_header(pdf, face, lefts, labels, y)
            y = _draw_cells(pdf, face, lefts, tail, y, leading)
    pdf.showPage()
    pdf.save()


def _draw_cells(
    pdf: canvas.Canvas,
    face: Face,
    lefts: list[float],
    cells: list[list[str | None]],
    y: float,
    leading: float,
) -> float:
    for column, (x, lines) in enumerate(zip(lefts, cells, strict=True)):
        pdf.setFont(face.bold if column < 2 else face.body, face.size)
        for k, text in enumerate(lines):
            if text:
                pdf.drawString(x, y - k * leading, text)
    return y - leading * max(len(cell) for cell in cells) - 8


# the page breaks inside a stat line: its tail opens the next page under the header again,
# before the next creature's line ("Bugbear (2) AC 5 …", its name on the stat line)
STAT_BREAK_ROWS: list[Row] = [
    ROWS[0],
    (
        "2",
        "Guard Room",
        ["Cots line the walls and a", "brazier smoulders.", None, "A chest holds 30 gp."],
        [
            'Goblins (4): AC 6; MV 9"; HD 1;',
            "hp 3, 3, 2, 2;",
            None,
            "#AT 1; D 1-6; SA nil; INT low; AL LE",
            "Bugbear (2) AC 5 HD 3+1 (hp 14, 9)",
            'Att 1 1-8 Mv 9" THAC0 16',
        ],
    ),
    *ROWS[2:],
]


def _areas(path: Path) -> tuple[Area, ...]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    return find_creatures(find_areas(document, blocks)[0], blocks)


@pytest.mark.parametrize("middle", [False, True], ids=["page-top", "mid-page-too"])
@pytest.mark.parametrize("widths", [[45, 90, 200, 170], [36, 105, 230, 190]], ids=["w1", "w2"])
@pytest.mark.parametrize("wording", sorted(HEADERS))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_broken_row_and_repeated_header(
    tmp_path: Path, face: Face, wording: str, widths: list[float], middle: bool
) -> None:
    path = tmp_path / "table.pdf"
    _draw(path, face, HEADERS[wording], widths, middle)
    areas = _areas(path)
    assert [(a.key, a.name) for a in areas] == [(r[0], r[1]) for r in ROWS]
    broken = areas[1]
    assert "brazier" in broken.text and "chest holds" in broken.text, broken.text
    assert broken.page == 1
    assert [(c.name, c.count) for c in broken.creatures] == [("goblin", 4), ("bugbear", 1)]
    assert [(c.name, c.count) for c in areas[3].creatures] == [("giant rat", 6)]


@pytest.mark.parametrize("wording", sorted(HEADERS))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_stat_line_broken_by_the_page_names_no_block_by_the_header(
    tmp_path: Path, face: Face, wording: str
) -> None:
    """The tail of a stat line broken by the page ("#AT 1; … AL LE", no armour class) is no
    creature's statistics of its own: the next line's creature ("Bugbear (2) AC 5 …") opens
    its block, and the column's label printed again over the tail names no block."""
    path = tmp_path / "table.pdf"
    _draw(path, face, HEADERS[wording], [45, 90, 200, 190], False, STAT_BREAK_ROWS)
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    assert sorted((b.name.lower(), b.source.page) for b in blocks) == [
        ("bugbear", 2),
        ("goblin", 1),
    ]


# stat lines the page breaks so that neither part reads whole alone: the head holds an
# armour class alone, or ends on a label whose value opens the next page, or holds half a
# line whose other half (the hit dice) would read as a nameless block of its own
HALVES: dict[str, tuple[list[str], list[str], tuple[str, int, str, int | None]]] = {
    "armour-class-alone": (
        ["Spider Queen: AC 5;"],
        ['MV 9"; HD 5; hp 25;', "#AT 1; D 1-10; SA nil;", "SZ L; INT low; AL CE"],
        ("spider queen", 5, "5", 25),
    ),
    "label-then-value": (
        ["Hill Troll: AC 4, HD"],
        ["6+1, hp 29, #AT 1, D 1d10,", "MV 90' (30'), SV F6, ML 7, AL N"],
        ("hill troll", 4, "6+1", 29),
    ),
    "two-halves": (
        ["Barrow Wight: AC 5,", 'MV 9", #AT 1,'],
        ["HD 3; hp 14; D 1-4;", "SA drain; AL LE"],
        ("barrow wight", 5, "3", 14),
    ),
}


def _halves_rows(head: list[str], tail: list[str]) -> list[Row]:
    creatures: list[str | None] = [*head, None, *tail, "Bugbear (2) AC 5 HD 3+1 (hp 14, 9)"]
    text: list[str | None] = ["Cots line the walls and a", "brazier smoulders.", None]
    return [ROWS[0], ("2", "Guard Room", [*text, "A chest holds 30 gp."], creatures), *ROWS[2:]]


@pytest.mark.parametrize("halves", sorted(HALVES))
@pytest.mark.parametrize("wording", sorted(HEADERS))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_stat_line_read_on_across_the_page_break(
    tmp_path: Path, face: Face, wording: str, halves: str
) -> None:
    """A stat line the page broke inside its row goes on under the header printed again:
    one block, named by its head on the first page, its fields from both parts; the other
    columns of the next page, read between the two, name nothing."""
    head, tail, (name, ac, hit_dice, hp) = HALVES[halves]
    path = tmp_path / "table.pdf"
    _draw(path, face, HEADERS[wording], [45, 90, 200, 190], False, _halves_rows(head, tail))
    blocks, _ = find_statblocks(read_pdf(path))
    found = sorted((b.name.lower(), b.source.page) for b in blocks)
    assert found == sorted([("bugbear", 2), (name, 1)])
    block = next(b for b in blocks if b.name.lower() == name)
    assert (block.ac, block.hit_dice, block.hp) == (ac, hit_dice, hp)


# creatures a row's prose says are there, its creatures cell empty ("—") or listing others:
# a subject set somewhere and a clause joined to it going on about it as a creature
PROSE_ROWS: dict[str, tuple[list[str], str, tuple[str, int]]] = {
    "and-it": (["Only one vine horror is here,", "and it is asleep."], "—", ("vine horror", 1)),
    "but-they": (
        ["Two tallow drudges sit by the vat,", "but they snarl at anyone near."],
        "6 giant rats",
        ("tallow drudge", 2),
    ),
}


@pytest.mark.parametrize("prose", sorted(PROSE_ROWS))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_creature_only_in_a_rows_prose(tmp_path: Path, face: Face, prose: str) -> None:
    lines, cell, expected = PROSE_ROWS[prose]
    rows: list[Row] = [ROWS[0], ("2", "Tanning Yard", [*lines], [cell]), *ROWS[2:]]
    path = tmp_path / "table.pdf"
    _draw(path, face, HEADERS["key-area"], [45, 90, 200, 170], False, rows)
    areas = _areas(path)
    assert expected in [(c.name, c.count) for c in areas[1].creatures]
