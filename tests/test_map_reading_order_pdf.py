"""Mapping in reading order, on imposed booklets (reportlab): eight A5 pages printed two to a
landscape sheet in imposition order (8|1, 2|7, 6|3, 4|5), each half with its folio at the
foot, so the reader puts the halves back in booklet order while every line keeps its
sheet's number. Which block, area or page comes before which is then a matter of the page
read, never of the sheet: booklet pages 2 and 7 share sheet 2, and page 6 (sheet 3) is read
between them. Each test sets a case where comparing sheet numbers gives the wrong answer."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A5
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph, Table, TableStyle

from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.statblocks import statblock_findings
from converter.pipeline import convert_pdf
from converter.read.extract import read_pdf

SHEETS = [(8, 1), (2, 7), (6, 3), (4, 5)]
# (regular face, bold face, body size): the stat lines are set 1.5 pt smaller
FACES = {
    "times": ("Times-Roman", "Times-Bold", 10.0),
    "helvetica": ("Helvetica", "Helvetica-Bold", 9.0),
}
FILLER = "The walls are damp and old, and the floor is strewn with broken pots."
Page = list[tuple[str, str]]  # (role, text): a role of SIZES
SIZES = {"level": 6.0, "heading": 2.0, "body": 0.0, "stats": -1.5, "table": 0.0}  # + body
WIDTHS = [36, 80, 30, 30, 30, 60]  # a table's columns: "Room | Occupants | No. | AC | HD | hp"


def _write(path: Path, pages: dict[int, Page], face: tuple[str, str, float]) -> Path:
    """Each booklet page's lines from the head of its half, the folio at its foot."""
    width, height = A5
    regular, bold, size = face
    pdf = canvas.Canvas(str(path), pagesize=(2 * width, height), invariant=1)
    for pair in SHEETS:
        for side, page in enumerate(pair):
            x0, y = side * width + 40, height - 60
            for role, text in pages.get(page, []):
                if role in ("heading", "level"):
                    y -= size * 0.8
                font = bold if role in ("heading", "level") else regular
                line_size = SIZES[role] + size
                if role == "table":
                    y = _draw_table(pdf, text, (x0, y), (regular, bold, size - 1.5))
                    continue
                pdf.setFont(font, line_size)
                pdf.drawString(x0, y, text)
                y -= line_size * 1.4
            pdf.setFont(regular, size)
            pdf.drawCentredString(side * width + width / 2, 25, str(page))
        pdf.showPage()
    pdf.save()
    return path


def _draw_table(
    pdf: canvas.Canvas, text: str, at: tuple[float, float], face: tuple[str, str, float]
) -> float:
    """A table "a | b; c | d" (the first row its header, bold) under ``at``; the y below it."""
    regular, bold, size = face
    cell = ParagraphStyle("cell", fontName=regular, fontSize=size, leading=size * 1.2)
    head = ParagraphStyle("head", parent=cell, fontName=bold)
    rows = [[c.strip() for c in row.split("|")] for row in text.split(";")]
    cells = [[Paragraph(c, head if i == 0 else cell) for c in row] for i, row in enumerate(rows)]
    table = Table(cells, colWidths=WIDTHS)
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    _, height = table.wrapOn(pdf, sum(WIDTHS), 400)
    table.drawOn(pdf, at[0], at[1] - height)
    return at[1] - height - size * 2


def _area(key: int, name: str, *lines: tuple[str, str]) -> Page:
    return [("heading", f"{key}. {name}"), ("body", FILLER[: 40 + key]), *lines]


NAMES = ["Gate", "Hall", "Well", "Crypt", "Stair", "Vault", "Shrine", "Tower"]
QUIET = ("body", "Nothing else of note is here; the door is shut.")


def _plain() -> dict[int, Page]:
    """Eight pages, an area each, keys 1-8."""
    return {page: _area(page, name, QUIET) for page, name in enumerate(NAMES, start=1)}


@pytest.mark.parametrize("face", sorted(FACES))
def test_a_name_takes_the_same_named_block_read_last_before_it(tmp_path: Path, face: str) -> None:
    """Two "Guards" blocks (HD 1 on page 2, HD 5 on page 6); page 7 names a guard and prints
    none: it takes the block read last before it, page 6's. By sheets, page 7 shares sheet
    2 with page 2 and took the HD 1 block printed "on its page"."""
    pages = _plain()
    pages[2] = _area(2, "Barracks", ("body", "Four guards drill with spears here."))
    pages[2].append(("stats", 'Guards (4): AC 6; MV 9"; HD 1; hp 5; #AT 1; D 1-6; AL N'))
    pages[6] = _area(6, "Gatehouse", ("body", "Two guards watch the road."))
    pages[6].append(("stats", 'Guards (2): AC 4; MV 9"; HD 5; hp 30; #AT 1; D 1-10; AL N'))
    pages[7] = _area(7, "Landing", ("body", "A guard dozes on the steps."))
    conversion = convert_pdf(_write(tmp_path / "guards.pdf", pages, FACES[face]))
    encounters = {e.area.key: e for e in conversion.encounters}
    assert [(c.name, c.count) for c in encounters["7"].creatures] == [("guard", 1)]
    fights = [o.why for o in encounters["7"].obstacles if o.statblock]
    assert fights and all("HD 5 →" in why for why in fights), fights
    assert all("HD 1 →" in o.why for o in encounters["2"].obstacles if o.statblock)


@pytest.mark.parametrize("face", sorted(FACES))
def test_a_table_run_on_to_the_next_page_read_is_its_areas(tmp_path: Path, face: str) -> None:
    """Area 6 (sheet 3) runs on to the head of page 7 (sheet 2), where its patrol table is
    printed: the table is area 6's. By sheets, area 6 started after the rows."""
    pages = _plain()
    pages[6] = _area(6, "Guard Room", ("body", "A table stands by the door. Patrols pass here"))
    pages[7] = [
        ("body", "often, and a lamp hangs over the table. The patrols are"),
        ("body", "rolled each hour on a d6:"),
        ("body", "1-2 Goblins (1d4)"),
        ("body", "3-4 Orcs (1d3)"),
        ("body", "5-6 Ogre (1)"),
        ("body", "The guards keep no other watch."),
        *_area(7, "Shrine", QUIET),
    ]
    conversion = convert_pdf(_write(tmp_path / "patrols.pdf", pages, FACES[face]))
    assert [(r.entry.name, r.area) for r in conversion.wandering] == [
        ("goblin", "6"),
        ("orc", "6"),
        ("ogre", "6"),
    ]
    encounters = {e.area.key: e for e in conversion.encounters}
    assert [w.entry.name for w in encounters["6"].wandering] == ["goblin", "orc", "ogre"]


@pytest.mark.parametrize("face", sorted(FACES))
def test_a_table_belongs_to_the_level_it_is_read_in(tmp_path: Path, face: str) -> None:
    """ "Level Two" opens on page 5; a patrol table in area 7 (sheet 2, beside page 2 of
    level one, at the same height as a line there) is level two's, with areas 5-8. By sheet
    and height, the table's and the areas' lines were found on the other half of their
    sheets."""
    more = [
        ("body", "A draught blows from the stair; dust lies thick."),
        ("body", "Old bones are heaped in a corner by the wall."),
        ("body", "The ceiling is low and black with soot."),
    ]
    pages = {page: _area(page, name, QUIET, *more) for page, name in enumerate(NAMES, start=1)}
    pages[1] = [("level", "Level One: The Cellars"), *pages[1]]
    pages[5] = [("level", "Level Two: The Tower"), *pages[5]]
    pages[7] = _area(
        7,
        "Shrine",
        ("body", "Candles burn before an empty altar. Patrols pass"),
        ("body", "here, rolled each hour on a d6:"),
        ("body", "1-2 Goblins (1d4)"),
        ("body", "3-4 Orcs (1d3)"),
        ("body", "5-6 Ogre (1)"),
        ("body", "The guards keep no other watch."),
    )
    conversion = convert_pdf(_write(tmp_path / "levels.pdf", pages, FACES[face]))
    rows = conversion.detection.wandering
    assert [r.name for r in rows] == ["goblin", "orc", "ogre"]
    assert all(r.level == "Level Two: The Tower" for r in rows), [r.level for r in rows]
    assert all(r.level_areas == ("5", "6", "7", "8") for r in rows)


@pytest.mark.parametrize("face", sorted(FACES))
def test_a_roster_row_goes_to_the_room_of_its_key_read_next(tmp_path: Path, face: str) -> None:
    """Keys start again on level two; its roster (page 7, sheet 2) names rooms 3 and 4, read
    next on page 8 (sheet 1). By sheets, level one's rooms 3 and 4 (sheets 3 and 2, lower
    on the sheet) came after the roster."""
    see = ("body", "See roster. Nothing else of note is here.")
    pages = {
        1: [("level", "Level 1: The Cellars"), *_area(1, "Gate", see)],
        2: _area(2, "Hall", see),
        3: _area(3, "Well", see),
        4: _area(4, "Crypt", see),
        5: [("level", "Level 2: The Tower"), *_area(1, "Stair", QUIET)],
        6: _area(2, "Vault", QUIET),
        7: [
            ("body", "The level's occupants are these:"),
            (
                "table",
                "Room | Occupants | No. | AC | HD | hp; 1 | Kobold | 3 | 7 | 1 | 4, 2, 6;"
                "3 | Cave Bear | 1 | 6 | 5 | 30; 4 | Grey Ooze | 1 | 8 | 3 | 20",
            ),
        ],
        8: [*_area(3, "Shrine", see), *_area(4, "Tower", see)],
    }
    document = read_pdf(_write(tmp_path / "roster.pdf", pages, FACES[face]))
    findings = statblock_findings(document)
    assert [(b.name, b.area_key) for b in findings.blocks] == [
        ("Kobold", "1"),
        ("Cave Bear", "3"),
        ("Grey Ooze", "4"),
    ]
    areas, _ = find_areas(document, findings.blocks, findings.tables)
    found = {
        a.name: [(c.name, c.count) for c in a.creatures]
        for a in find_creatures(areas, findings.blocks)
    }
    assert found["Shrine"] == [("cave bear", 1)] and found["Tower"] == [("grey ooze", 1)]
    assert found["Well"] == found["Crypt"] == []
    assert found["Stair"] == [("kobold", 3)]  # no room 1 read after: the last before
