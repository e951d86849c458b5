"""A one-page dungeon read end to end: a landscape sheet whose key sits in framed boxes
scattered round a central map, in no key order, drawn in yet another order, tiny type.

Each room's box opens with its key, a bold "4 Name" or a circled "④ Name" (a numeral glyph
is the number it encloses), the name set apart only by the change of type. Two room boxes
stand side by side under the map a few points apart, so only their frames part them. A note
and a d6 encounter table sit in boxes of their own and are no areas, nor is a house rule
numbered as room 3 set alone in the note's box. The texts are this file's
own, in two standard faces at two sizes, and circled in DejaVu Sans when the machine has it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from module_factory import wrap
from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.areas_common import parse_key_text
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

ROOMS = [
    ("Sluice Gate", "Mud floor, reeking of eels. A rope ladder hangs into the dark water."),
    ("Tollhouse", "Smoke-black beams and a cold hearth. Copper pots on hooks (10 gp)."),
    ("Eel Pens", "Damp walls; a rusted door to the north. Loose stones hide a pit."),
    ("Warden's Cell", "A bare cell with a cot and a chained chest. A ring inside (25 gp)."),
    ("Salt Store", "Sacks stacked to the roof beams. Rats nest behind them."),
    ("Ferry Stair", "Steps down to black water; a skiff tied to a post."),
    ("Bell Loft", "A cracked bell on rotten beams. An owl roosts in the rafters."),
]
NOTE = "The weir mill ground corn for the valley until the flood; nobody has seen the miller since."
# a house rule numbered as room 3 is, alone in the note's box, wrapped over its lines
RULE = "3. Morale is checked when half of a group of eel-men has fallen or fled."
TABLE = ["d6 Encounter", "1 A lost pedlar", "2 Two eel-men", "3 A drowned dog"]
TABLE += ["4 Nothing but fog", "5 The reeve's men", "6 A swarm of gnats"]
SHEET = landscape(letter)
# Box frames (x, y of the lower left corner, width, height): three down each side, two room
# boxes side by side under the map 4 pt apart, and under it the note on the left.
LEFT, RIGHT, MAP_X0, MAP_X1 = 20.0, SHEET[0] - 200.0, 226.0, SHEET[0] - 216.0
FRAMES = [
    (LEFT, 420.0, 190.0, 150.0),
    (LEFT, 230.0, 190.0, 180.0),
    (LEFT, 30.0, 190.0, 190.0),
    (RIGHT, 440.0, 180.0, 130.0),
    (RIGHT, 250.0, 180.0, 180.0),
    (MAP_X0, 30.0, 150.0, 120.0),
    (MAP_X0 + 154.0, 30.0, 130.0, 120.0),
]
NOTE_FRAME = (RIGHT, 140.0, 180.0, 100.0)
TABLE_FRAME = (RIGHT, 30.0, 180.0, 100.0)
PLACE_OF_ROOM = [4, 6, 1, 3, 0, 5, 2]  # room k (1-based k+1) stands in FRAMES[PLACE_OF_ROOM[k]]
DRAW_ORDER = [3, 0, 6, 2, 5, 1, 4]  # the rooms are drawn in this order, not in key order
CIRCLED = "①②③④⑤⑥⑦"
FACES = [("Helvetica", "Helvetica-Bold", 6.5), ("Times-Roman", "Times-Bold", 7.5)]


def _dejavu() -> tuple[str, str] | None:
    """DejaVu Sans and its bold, registered, when the machine has them (they print ①)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    folder = Path("/usr/share/fonts/truetype/dejavu")
    regular, bold = folder / "DejaVuSansCondensed.ttf", folder / "DejaVuSansCondensed-Bold.ttf"
    if not (regular.exists() and bold.exists()):
        return None
    pdfmetrics.registerFont(TTFont("DVSC", str(regular)))
    pdfmetrics.registerFont(TTFont("DVSC-Bold", str(bold)))
    return "DVSC", "DVSC-Bold"


def _box_text(
    pdf: canvas.Canvas,
    frame: tuple[float, float, float, float],
    lead: str,
    text: str,
    face: tuple[str, str, float],
) -> None:
    body, bold, size = face
    x, y, width, height = frame
    pdf.rect(x, y, width, height)
    inner = width - 6
    offset = pdf.stringWidth(lead + " ", bold, size) if lead else 0.0
    top = y + height - 3 - size
    for n, line in enumerate(wrap(text, body, size, inner, offset)):
        start = x + 3
        if n == 0 and lead:
            pdf.setFont(bold, size)
            pdf.drawString(start, top, lead)
            start += offset
        pdf.setFont(body, size)
        pdf.drawString(start, top - n * size * 1.2, line)


def _map(pdf: canvas.Canvas, bold: str) -> None:
    """The map frame over the middle, one small box per room with its number in it."""
    pdf.rect(MAP_X0, 160.0, MAP_X1 - MAP_X0, 360.0)
    for k in range(len(ROOMS)):
        x, y = MAP_X0 + 30 + 80 * (k % 4), 440.0 - 150 * (k // 4)
        pdf.rect(x, y, 20, 16)
        pdf.setFont(bold, 8)
        pdf.drawString(x + 7, y + 5, str(k + 1))


def _sheet(path: Path, face: tuple[str, str, float], circled: bool, note: str = NOTE) -> None:
    body, bold, size = face
    pdf = canvas.Canvas(str(path), pagesize=SHEET, invariant=1)
    pdf.setFont(bold, 20)
    pdf.drawCentredString((MAP_X0 + MAP_X1) / 2, SHEET[1] - 50, "The Drowned Mill")
    _map(pdf, bold)
    for k in DRAW_ORDER:
        name, text = ROOMS[k]
        key = CIRCLED[k] if circled else str(k + 1)
        _box_text(pdf, FRAMES[PLACE_OF_ROOM[k]], f"{key} {name}", text, face)
    _box_text(pdf, NOTE_FRAME, "", note, face)
    x, y, width, height = TABLE_FRAME
    pdf.rect(x, y, width, height)
    for n, row in enumerate(TABLE):
        pdf.setFont(bold if n == 0 else body, size)
        pdf.drawString(x + 3, y + height - 3 - size - n * size * 1.3, row)
    pdf.save()


def _areas(path: Path) -> list[tuple[str | None, str, str]]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    areas, _ = find_areas(document, blocks)
    return sorted((a.key, a.name, a.text) for a in areas)


def _check(path: Path) -> None:
    found = _areas(path)
    assert [(key, name) for key, name, _ in found] == [
        (str(k), name) for k, (name, _) in enumerate(ROOMS, 1)
    ]
    for (_, _, text), (_, own) in zip(found, ROOMS, strict=True):
        assert own.split()[-1] in text  # the box's text to its end ...
        others = [t for _, t in ROOMS if t != own] + [NOTE]
        assert not any(other.split()[1] + " " + other.split()[2] in text for other in others)


@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("face", FACES, ids=[f[0] for f in FACES])
def test_bold_keys_in_boxes_round_a_map(
    tmp_path: Path, face: tuple[str, str, float], scale: float
) -> None:
    path = tmp_path / "onepage.pdf"
    _sheet(path, (face[0], face[1], face[2] * scale), circled=False)
    _check(path)


@pytest.mark.parametrize("size", [6.0, 8.0])
def test_circled_keys_in_boxes_round_a_map(tmp_path: Path, size: float) -> None:
    faces = _dejavu()
    if faces is None:
        pytest.skip("DejaVu Sans Condensed is not installed (no circled digits in Vera)")
    path = tmp_path / "onepage.pdf"
    _sheet(path, (faces[0], faces[1], size), circled=True)
    _check(path)


@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("face", FACES, ids=[f[0] for f in FACES])
def test_numbered_rule_in_a_box_is_no_room(
    tmp_path: Path, face: tuple[str, str, float], scale: float
) -> None:
    """The note's box holds a house rule numbered "3.", one sentence wrapped over lines: room
    3 has a box of its own, so the rule joins no key sequence and no area is made of it."""
    path = tmp_path / "onepage.pdf"
    _sheet(path, (face[0], face[1], face[2] * scale), circled=False, note=RULE)
    _check(path)


@pytest.mark.parametrize("face", FACES, ids=[f[0] for f in FACES])
def test_side_by_side_frames_are_read_apart(tmp_path: Path, face: tuple[str, str, float]) -> None:
    """The two room boxes 4 pt apart under the map: no line runs from one into the other."""
    path = tmp_path / "onepage.pdf"
    _sheet(path, face, circled=False)
    lines = read_pdf(path).pages[0].lines
    x, y, width, height = FRAMES[5]
    row = [line for line in lines if line.bbox.top > SHEET[1] - y - height - 1]
    assert len({line.column for line in row}) >= 2
    for line in row:
        assert not line.bbox.x0 < x + width < line.bbox.x1, line.text


@pytest.mark.parametrize(
    ("printed", "key", "rest"),
    [
        ("③ Bakery", "3", "Bakery"),
        ("❿ Crypt of Bones", "10", "Crypt of Bones"),
        ("⑴ Gate", "1", "Gate"),
        ("⒋ Well", "4", "Well"),
        ("⓬ Vault", "12", "Vault"),
        ("➆ Stair", "7", "Stair"),
    ],
)
def test_numeral_glyph_is_the_key_it_encloses(printed: str, key: str, rest: str) -> None:
    parsed = parse_key_text(printed)
    assert parsed is not None
    assert (parsed[0].text, parsed[0].number, parsed[1], parsed[2]) == (key, int(key), rest, True)


@pytest.mark.parametrize("printed", ["½ a loaf of bread", "• a lantern", "Ⅻ. Hall"])
def test_other_number_signs_are_no_numeral_keys(printed: str) -> None:
    parsed = parse_key_text(printed)
    assert parsed is None or parsed[0].text != "12"
