"""Levelled blocks with a role (4th-edition D&D) read from PDFs written by reportlab, in two
fonts and sizes and two wordings (the older books: initiative first, no bands; the newer:
hit points first, powers under "Standard Actions" bands).

A page of a delve in two columns: encounter headings, an "Encounter Level" line, a run-in
"Setup" roster naming each group with its map token, prose, and each kind's block in a tinted
box: a name bar with the level and role at its right end ("Dune Warden   Level 2 Soldier"),
a type line ("Medium natural humanoid   XP 125"), lines that open with bold labels, powers
named in bold (one name filling its line, its text under it). Each block must come back
once, named without its level and role, style ``other``, its level kept, its hit points the
first number after "HP" ("HP 38; Bloodied 19"), no CR and no hit dice; a band is no area;
the rosters count the creatures. Lines that only look like parts of such a block (a level
and role in prose, a bar with no type line under it) make none.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.detect.statblocks_roled import find_roled_blocks, type_line
from converter.models import BBox, Document, PageText, TextLine, TextSpan
from converter.pipeline import convert_pdf
from converter.read import extract

Rows = list[tuple[str, str]]

# A block's rows in the two wordings; "entry" rows alternate bold and plain parts at "|".
NEWER: dict[str, Rows] = {
    "warden": [
        ("bar", "Dune Warden|Level 2 Soldier"),
        ("type", "Medium natural humanoid|XP 125"),
        ("entry", "HP|38; Bloodied 19   |Initiative|+3"),
        ("entry", "AC|17, |Fortitude|15, |Reflex|13, |Will|12"),
        ("entry", "Speed|6"),
        ("band", "Standard Actions"),
        ("entry", "Spear (standard; at-will)|+7 vs. AC; 1d8 + 3"),
        ("wrap", "damage."),
        ("lead", "Sand Step (move; encounter)"),
        ("wrap", "The warden shifts 2 squares."),
        ("entry", "Alignment|Unaligned"),
        ("entry", "Str|14 (+2)  |Con|13 (+1)  |Dex|10 (+0)"),
    ],
    "priest": [
        ("bar", "Salt Priest|Level 4 Elite Controller (Leader)"),
        ("type", "Medium natural humanoid|XP 350"),
        ("entry", "HP|56; Bloodied 28   |Initiative|+2"),
        ("entry", "AC|18, |Fortitude|16, |Reflex|15, |Will|17"),
        ("entry", "Speed|6"),
        ("band", "Standard Actions"),
        ("entry", "Brine Lash (standard; at-will)|+9 vs. Reflex;"),
        ("wrap", "1d6 + 3 damage."),
        ("band", "Triggered Actions"),
        ("entry", "Salt Ward (immediate reaction)|The priest"),
        ("wrap", "gains resist 5 to all damage."),
        ("entry", "Alignment|Evil"),
        ("entry", "Str|10 (+0)  |Con|12 (+1)  |Wis|18 (+4)"),
    ],
}
OLDER: dict[str, Rows] = {
    "warden": [
        ("bar", "DUNE WARDEN|Level 2 Soldier"),
        ("type", "Medium natural humanoid|XP 125"),
        ("entry", "Initiative|+3   |Senses|Perception +2"),
        ("entry", "HP|38; Bloodied 19"),
        ("entry", "AC|17; |Fortitude|15, |Reflex|13, |Will|12"),
        ("entry", "Speed|6"),
        ("entry", "Spear (standard; at-will)|+7 vs. AC; 1d8 + 3"),
        ("wrap", "damage."),
        ("entry", "Alignment|Unaligned   |Languages|Common"),
        ("entry", "Str|14 (+2)  |Con|13 (+1)  |Dex|10 (+0)"),
    ],
    "priest": [
        ("bar", "SALT PRIEST|Level 4 Elite Controller (Leader)"),
        ("type", "Medium natural humanoid|XP 350"),
        ("entry", "Initiative|+2   |Senses|Perception +4"),
        ("entry", "HP|56; Bloodied 28"),
        ("entry", "AC|18; |Fortitude|16, |Reflex|15, |Will|17"),
        ("entry", "Speed|6"),
        ("entry", "Brine Lash (standard; at-will)|+9 vs. Reflex;"),
        ("wrap", "1d6 + 3 damage."),
        ("entry", "Alignment|Evil   |Languages|Common"),
        ("entry", "Str|10 (+0)  |Con|12 (+1)  |Wis|18 (+4)"),
    ],
}
WORDINGS = {"newer": NEWER, "older": OLDER}


def _first_column(blocks: dict[str, Rows]) -> Rows:
    return [
        ("head", "1. Salt Hall"),
        ("level", "Encounter Level 3 (700 XP)"),
        ("setup", "Setup|3 dune wardens (D)"),
        ("body", "1 salt priest (P)"),
        ("body", "Sand drifts against the walls. A"),
        ("body", "cracked basin stands in the middle."),
        *blocks["warden"],
    ]


def _second_column(blocks: dict[str, Rows]) -> Rows:
    return [
        *blocks["priest"],  # area 1's second kind, its block run on into the next column
        ("head", "2. Brine Cellar"),
        ("level", "Encounter Level 2 (500 XP)"),
        ("setup", "Setup|2 dune wardens (D)"),
        ("body", "Barrels of brine line the walls. A"),
        ("body", "drain gurgles in the floor."),
        ("head", "3. Quiet Stair"),
        ("body", "A mural shows a hero at Level 3"),
        ("body", "Soldier rank. The stair is empty."),
    ]


FONTS = {
    "times": ("Times-Roman", "Times-Bold", "Times-Italic", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", 8.5),
}
COLUMN_WIDTH = 230.0
COLUMN_GAP = 30.0


def _parts(
    pdf: canvas.Canvas, x: float, y: float, text: str, fonts: tuple[str, str], size: float
) -> None:
    """Parts alternating bold and plain at "|", drawn one after the other."""
    x_at = x
    for number, part in enumerate(text.split("|")):
        face = fonts[1] if number % 2 == 0 else fonts[0]
        pdf.setFont(face, size)
        pdf.drawString(x_at, y, part)
        x_at += pdf.stringWidth(part + (" " if number % 2 == 0 else ""), face, size)


def _column(pdf: canvas.Canvas, rows: Rows, x: float, fonts: tuple[str, str, str, float]) -> None:
    regular, bold, italic, size = fonts
    stat = size - 1.0
    y = 730.0
    for role, text in rows:
        left, _, right = text.partition("|")
        if role in ("bar", "type", "entry", "band", "lead", "wrap"):
            pdf.setFillColorRGB(0.93, 0.91, 0.84)  # the block's tinted box, row by row
            pdf.rect(x - 3, y - 3, COLUMN_WIDTH, size * 1.4, stroke=0, fill=1)
            pdf.setFillGray(0.0)
        if role == "bar":
            pdf.setFont(bold, size + 1.5)
            pdf.drawString(x, y, left)
            pdf.setFont(bold, size)
            pdf.drawRightString(x + COLUMN_WIDTH - 8, y, right)
        elif role == "type":
            pdf.setFont(italic, stat)
            pdf.drawString(x, y, left)
            pdf.drawRightString(x + COLUMN_WIDTH - 8, y, right)
        elif role == "band":
            pdf.setFillColorRGB(0.55, 0.62, 0.45)
            pdf.rect(x - 3, y - 3, COLUMN_WIDTH, size * 1.4, stroke=0, fill=1)
            pdf.setFillGray(0.0)
            pdf.setFont(bold, size)
            pdf.drawString(x, y, text)
        elif role in ("entry", "setup"):
            _parts(pdf, x, y, text, (regular, bold), stat if role == "entry" else size)
        elif role == "lead":
            pdf.setFont(bold, stat)
            pdf.drawString(x, y, text)
        else:
            face = {"head": bold, "level": italic}.get(role, regular)
            pdf.setFont(face, {"head": size + 2.5, "wrap": stat}.get(role, size))
            pdf.drawString(x, y, text)
        y -= size * 1.45


def _pdf(path: Path, fonts: tuple[str, str, str, float], blocks: dict[str, Rows]) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    _column(pdf, _first_column(blocks), 50.0, fonts)
    _column(pdf, _second_column(blocks), 50.0 + COLUMN_WIDTH + COLUMN_GAP, fonts)
    pdf.showPage()
    pdf.save()
    return path


CASES = [(font, wording) for font in sorted(FONTS) for wording in sorted(WORDINGS)]


@pytest.mark.parametrize(("font", "wording"), CASES)
def test_roled_blocks_from_a_pdf(tmp_path: Path, font: str, wording: str) -> None:
    path = _pdf(tmp_path / f"{font}-{wording}.pdf", FONTS[font], WORDINGS[wording])
    blocks, _ = find_statblocks(extract.read_pdf(path))
    read = [
        (b.name, b.style, b.level, b.ac, b.hp, b.size, b.type, b.cr, b.hit_dice, b.xp)
        for b in blocks
    ]
    assert read == [
        ("Dune Warden", "other", "2", 17, 38, "Medium", "humanoid", None, None, "125"),
        ("Salt Priest", "other", "4", 18, 56, "Medium", "humanoid", None, None, "350"),
    ]
    # each block runs to its last field, past its bands and a power's name filling its line
    assert all("Alignment" in b.text and "Str " in b.text for b in blocks)
    if wording == "newer":
        assert "Sand Step" in blocks[0].text and "Salt Ward" in blocks[1].text


@pytest.mark.parametrize(("font", "wording"), CASES)
def test_bands_are_no_areas_and_rosters_count(tmp_path: Path, font: str, wording: str) -> None:
    path = _pdf(tmp_path / f"{font}-{wording}.pdf", FONTS[font], WORDINGS[wording])
    conversion = convert_pdf(path)
    found = {
        e.area.key: {c.name: c.count for c in e.creatures}
        for e in conversion.encounters
        if e.area.key is not None
    }
    names = [e.area.name for e in conversion.encounters]
    assert not [n for n in names if "Actions" in n or "Alignment" in n], names
    assert found["1"] == {"dune warden": 3, "salt priest": 1}
    assert found["2"] == {"dune warden": 2}
    assert found["3"] == {}  # a level and role in prose is no creature


@pytest.mark.parametrize(
    ("text", "size", "kind", "xp"),
    [
        ("Medium natural humanoid XP 125", "Medium", "humanoid", "125"),
        ("Large elemental magical beast (fire)", "Large", "magical beast", None),
        ("Huge shadow undead XP 1,000", "Huge", "undead", "1,000"),
        ("Small fey beast", "Small", "beast", None),
    ],
)
def test_type_lines(text: str, size: str, kind: str, xp: str | None) -> None:
    read = type_line(text)
    assert read is not None
    assert (read.size, read.type, read.xp) == (size, kind, xp)


@pytest.mark.parametrize(
    "text",
    ["Large stones lie here.", "Medium 12", "The large hall is empty", "HP 38; Bloodied 19"],
)
def test_not_type_lines(text: str) -> None:
    assert type_line(text) is None


def _line(text: str, top: float, size: float = 8.5, bold: str = "") -> TextLine:
    """A line at ``top``: all bold when ``bold`` is "*", else ``bold`` its bold lead."""
    spans: tuple[TextSpan, ...]
    if bold == "*":
        spans = (TextSpan(text, "Sans-Bold", size, True, False),)
    elif bold:
        spans = (
            TextSpan(bold, "Sans-Bold", size, True, False),
            TextSpan(text[len(bold) :], "Sans", size, False, False),
        )
    else:
        spans = (TextSpan(text, "Sans", size, False, False),)
    box = BBox(50.0, top, 50.0 + 4.5 * len(text), top + size + 1.0)
    return TextLine(text, 1, box, spans)


def _document(lines: list[TextLine]) -> Document:
    return Document("t.pdf", "/tmp/t.pdf", "0" * 64, (PageText(1, 612.0, 792.0, tuple(lines)),))


_BODY = [
    ("HP 44; Bloodied 22 Initiative +2", "HP"),
    ("AC 18, Fortitude 12, Reflex 16, Will 18", "AC"),
    ("Speed 7", "Speed"),
    ("Str 7 (-2) Con 14 (+2) Dex 14 (+2)", "Str"),
]


@pytest.mark.parametrize(
    "bar",
    [
        ["Vine", "Horror Level 4", "Lurker"],  # a narrow column wraps the bar over three lines
        ["Vine Horror", "Level 4 Lurker"],
        ["Vine Horror Level 4 Lurker"],
    ],
)
def test_a_wrapped_bar_keeps_its_whole_name(bar: list[str]) -> None:
    tops = [100.0 + 12.0 * n for n in range(len(bar) + 1 + len(_BODY))]
    lines = [_line(text, top, 11.0, "*") for text, top in zip(bar, tops, strict=False)]
    lines.append(_line("Large elemental plant XP 175", tops[len(bar)]))
    for (text, lead), top in zip(_BODY, tops[len(bar) + 1 :], strict=True):
        lines.append(_line(text, top, bold=lead))
    blocks, _ = find_statblocks(_document(lines))
    # the role is kept whole, one space between its words, however the bar wraps
    assert [(b.name, b.level, b.role, b.ac, b.hp, b.style) for b in blocks] == [
        ("Vine Horror", "4", "Lurker", 18, 44, "other")
    ]


@pytest.mark.parametrize("where", ["first", "last"])
def test_a_level_read_apart_from_its_name(where: str) -> None:
    """A bar whose level and role the reader gave as a line of its own, right after the name
    or after the whole block (a far right-hand run read last): the bar's, not the room's."""
    name = _line("Bog Hag", 100.0, 11.0, "*")
    level = _line("Level 5 Artillery", 100.0, 9.0, "*")
    level = TextLine(level.text, 1, BBox(200.0, 101.0, 280.0, 110.0), level.spans)
    body = [_line("Medium fey humanoid XP 200", 112.0)]
    body += [_line(text, 124.0 + 12.0 * n, bold=lead) for n, (text, lead) in enumerate(_BODY)]
    lines = [name, level, *body] if where == "first" else [name, *body, level]
    found = find_roled_blocks(_document(lines))
    assert [(b.name, b.level, b.role, b.ac, b.hp) for b, _ in found] == [
        ("Bog Hag", "5", "Artillery", 18, 44)
    ]
    assert lines.index(level) in found[0][1]


def test_no_type_line_no_block() -> None:
    """A bold bar with a level and role over no type line opens no block."""
    lines = [
        _line("Vine Horror Level 4 Lurker", 100.0, 11.0, "*"),
        _line("HP 44; Bloodied 22 Initiative +2", 112.0, bold="HP"),
        _line("AC 18, Fortitude 12, Reflex 16, Will 18", 124.0, bold="AC"),
    ]
    assert find_roled_blocks(_document(lines)) == ()
