"""Areas found end to end on reportlab PDFs laid out like the failure kinds of issue 10.

Each kind is written in two font families, two sizes and two wordings (the texts are this
file's own); a test reads the PDF with the real reader and runs ``find_areas``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from module_factory import wrap
from reportlab.lib.pagesizes import A4, landscape
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.models import Area, Document
from converter.read.extract import read_pdf


@dataclass(frozen=True)
class Face:
    body: str
    bold: str
    italic: str
    size: float


FACES = [
    Face("Times-Roman", "Times-Bold", "Times-Italic", 9.5),
    Face("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", 8.5),
]

# Two wordings of the same five places: (name, read-aloud, description).
PLACES = [
    [
        (
            "Gatehouse",
            "You hear wind through the arrow slits.",
            "A rusted portcullis hangs over the passage. Two bandits dice on a barrel by the door to the yard.",
        ),
        (
            "Well Court",
            "Cold air rises from a round shaft.",
            "A stone well fills the middle of the court; a rope ladder leads down. Three giant rats nest in the rubble.",
        ),
        (
            "Chapel of Ash",
            "Soot covers every wall you see.",
            "Burnt pews face an altar of black stone. A ghoul crouches behind it, gnawing a bone.",
        ),
        (
            "Long Barracks",
            "The room smells of old straw.",
            "Twelve cots line the walls and a chest under the far window holds 40 gp. A door leads north.",
        ),
        (
            "Cistern Stair",
            "Water drips somewhere below you.",
            "A narrow stair drops to a flooded chamber where a giant leech waits in the dark.",
        ),
    ],
    [
        (
            "Toll Bridge",
            "You see lanterns swinging in the wind.",
            "A plank bridge crosses the gorge; a hut of the toll keepers stands by the gate. Four goblins guard the chain.",
        ),
        (
            "Mill Pond",
            "Frogs fall silent as you come near.",
            "The pond lies behind a broken weir; a rowing boat is tied to a post by the mill door. A giant pike lurks in the reeds.",
        ),
        (
            "Hanged Oak",
            "Ropes creak in the branches above.",
            "An old oak on a bare hill; under its roots a passage leads down to a burial chamber where a wight sleeps.",
        ),
        (
            "Charcoal Camp",
            "Smoke stings your eyes at once.",
            "Three kilns smoulder in a clearing. Two charcoal burners and a wolf watch the path from the woods.",
        ),
        (
            "Drowned Chapel",
            "Bells toll under the water.",
            "Knee-deep water covers the floor of the nave. A sunken chest by the altar holds a silver chalice worth 25 gp.",
        ),
    ],
]

VARIANTS = [(face, words) for face in FACES for words in (0, 1)]
IDS = [f"{face.body}-{words}" for face, words in VARIANTS]


class Column:
    """Writes wrapped paragraphs down one column of a canvas."""

    def __init__(self, pdf: canvas.Canvas, x: float, top: float, width: float) -> None:
        self.pdf, self.x, self.y, self.width = pdf, x, top, width

    def para(self, text: str, font: str, size: float, gap: float = 4.0, lead: str = "") -> None:
        self.y -= gap
        lead_font = "Times-Bold" if font.startswith("Times") else "Helvetica-Bold"
        offset = self.pdf.stringWidth(lead + " ", lead_font, size) if lead else 0.0
        for k, line in enumerate(wrap(text, font, size, self.width, offset)):
            self.y -= size * 1.25
            x = self.x
            if k == 0 and lead:
                self.pdf.setFont(lead_font, size)
                self.pdf.drawString(x, self.y, lead)
                x += offset
            self.pdf.setFont(font, size)
            self.pdf.drawString(x, self.y, line)


def _read(path: Path) -> tuple[Document, tuple[Area, ...]]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    areas, _ = find_areas(document, blocks)
    return document, areas


def _named_page(pdf: canvas.Canvas, face: Face, words: int, x0: float, width: float) -> None:
    """Two columns of bold place-name headings at ``x0``, each with read-aloud and text."""
    top = A4[1] - 60
    gutter = 18.0
    col_w = (width - gutter) / 2
    columns = [Column(pdf, x0, top, col_w), Column(pdf, x0 + col_w + gutter, top, col_w)]
    for k, (name, aloud, text) in enumerate(PLACES[words][:4]):
        col = columns[k // 2]
        col.para(name, face.bold, face.size + 3, gap=10)
        col.para(aloud, face.italic, face.size)
        col.para(text, face.body, face.size)


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_named_headings_beside_a_full_height_image(tmp_path: Path, face: Face, words: int) -> None:
    """A clean two-column page whose areas are bold names without numbers, with a drawing
    running the page's height on its left: two text columns, four named areas."""
    path = tmp_path / "named.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.setFillGray(0.6)
    pdf.rect(30, 40, 150, A4[1] - 80, fill=1, stroke=0)  # the drawing beside the text
    pdf.setFillGray(0.0)
    _named_page(pdf, face, words, 200, A4[0] - 240)
    pdf.save()
    document, areas = _read(path)
    assert len(document.pages[0].columns) == 2
    assert [a.name for a in areas] == [p[0] for p in PLACES[words][:4]]
    assert all(a.key is None and "read-aloud text" in a.evidence for a in areas)


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_imposed_booklet_sheet_is_read_per_half(tmp_path: Path, face: Face, words: int) -> None:
    """A landscape sheet holding two booklet pages side by side, each with two columns and
    its own page number: the halves are read one after the other, the lower booklet page
    first, and every area's text stays inside its half."""
    path = tmp_path / "imposed.pdf"
    size = landscape(A4)
    pdf = canvas.Canvas(str(path), pagesize=size, invariant=1)
    half = size[0] / 2
    for k, x0 in enumerate((30.0, half + 30.0)):
        places = PLACES[words][2 * k : 2 * k + 2]
        columns = [Column(pdf, x0, size[1] - 50, 170), Column(pdf, x0 + 190, size[1] - 50, 170)]
        for col, (name, aloud, text) in zip(columns, places, strict=True):
            col.para(name, face.bold, face.size + 3, gap=10)
            col.para(aloud, face.italic, face.size)
            col.para(text + " " + text, face.body, face.size)
        pdf.setFont(face.body, face.size)
        pdf.drawString(x0 + 170, 25, str(8 - k * 5))  # booklet pages 8 and 3 on one sheet
    pdf.save()
    _, areas = _read(path)
    booklet_order = [*PLACES[words][2:4], *PLACES[words][0:2]]  # page 3's half before page 8's
    assert [a.name for a in areas] == [p[0] for p in booklet_order]
    for area, (_, _, text) in zip(areas, booklet_order, strict=True):
        assert area.text.endswith(text.split()[-1]), area.text  # no page number, no other half


RULES = [
    (
        "Building Fights",
        "Choose a budget for your party and spend it on foes. Your character level sets the budget; the following table gives examples for each level.",
    ),
    (
        "Making Monsters",
        "Pick a challenge for the monster and read its numbers from the table. If you choose a higher armour class, lower its hit points; each level adds one die.",
    ),
]


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_example_encounter_tables_are_not_areas(tmp_path: Path, face: Face, words: int) -> None:
    """A rules chapter with tables of example fights by level: no areas, no fights."""
    path = tmp_path / "rules.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 60, 300)
    title, text = RULES[words]
    col.para(title, face.bold, face.size + 6, gap=10)
    col.para(text, face.body, face.size)
    col.para("Example Fights", face.bold, face.size + 3, gap=10)
    for level, foes in enumerate(["4 goblins", "2 orcs and 1 wolf", "1 ogre", "6 skeletons"], 1):
        col.y -= face.size * 1.4
        pdf.setFont(face.body, face.size)
        pdf.drawString(60, col.y, str(level))
        pdf.drawString(110, col.y, foes)
    col.para("Tough Foes", face.bold, face.size + 3, gap=10)
    col.para(text, face.body, face.size)
    pdf.save()
    _, areas = _read(path)
    assert areas == ()


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_run_on_hex_keys_and_their_map_labels(tmp_path: Path, face: Face, words: int) -> None:
    """A one-page hexcrawl: keys run on inside one paragraph and printed again as labels on
    the map beside it; each key is one area, named by its title."""
    path = tmp_path / "hex.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    keys = ["02.03", "02.04", "03.01", "03.05"]
    pdf.setStrokeGray(0.5)
    for k, key in enumerate(keys):  # the map: a hex outline and its label
        x, y = 340 + (k % 2) * 90, 600 - (k // 2) * 90
        pdf.circle(x, y, 35)
        pdf.setFont(face.body, face.size - 2)
        pdf.drawString(x - 10, y, key)
    lines: list[list[tuple[str, str]]] = []
    for key, (name, _, text) in zip(keys, PLACES[words], strict=False):
        lines.append([(face.bold, f"{key} "), (face.body, f"{name}. {text}")])
    y = A4[1] - 60
    pdf.setFont(face.bold, face.size + 3)
    pdf.drawString(50, y, "The Hexes")
    y -= 10
    # One paragraph: runs of (font, text) wrapped into a 230 pt column, keys mid-line.
    words_out = [(font, w) for entry in lines for font, part in entry for w in part.split()]
    x = 50.0
    y -= face.size * 1.3
    for font, word in words_out:
        width = pdf.stringWidth(word + " ", font, face.size)
        if x + width > 280:
            x, y = 50.0, y - face.size * 1.3
        pdf.setFont(font, face.size)
        pdf.drawString(x, y, word)
        x += width
    pdf.save()
    _, areas = _read(path)
    assert [(a.key, a.name) for a in areas] == [
        (key, place[0]) for key, place in zip(keys, PLACES[words], strict=False)
    ]


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_letter_and_sign_keys_under_level_headings(tmp_path: Path, face: Face, words: int) -> None:
    """Keys such as "1A", "0B", "–1A" on heading lines under "Level N" headings, on a dark
    page printed from a web page (light text on a filled background)."""
    path = tmp_path / "levels.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.setFillGray(0.1)
    pdf.rect(0, 0, A4[0], A4[1], fill=1, stroke=0)
    pdf.setFillGray(0.95)
    col = Column(pdf, 60, A4[1] - 50, 420)
    keys = [("Level 1", "1A"), ("Level 1", "1B"), ("Level 0", "0A"), ("Level –1", "–1A")]
    level = ""
    for (heading, key), (name, aloud, text) in zip(keys, PLACES[words], strict=False):
        if heading != level:
            col.para(heading, face.bold, face.size + 4, gap=12)
            level = heading
        col.para(f"{key}. {name}", face.bold, face.size + 2, gap=8)
        col.para(aloud, face.italic, face.size)
        col.para(text, face.body, face.size)
    pdf.save()
    _, areas = _read(path)
    assert [(a.key, a.name) for a in areas] == [
        (key, place[0]) for (_, key), place in zip(keys, PLACES[words], strict=False)
    ]


LONG_NAMES = [
    ["The corridor that ends in a black pit", 'Burial place of the "Iron Queen"'],
    ["Where the old bridge fell into the gorge", 'Shrine of "Saint Hollow" the Blind'],
]


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_names_are_whole_headings(tmp_path: Path, face: Face, words: int) -> None:
    """Headings that wrap in a narrow column, or hold quotes, are whole names."""
    path = tmp_path / "names.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 50, 130)
    for k, name in enumerate(LONG_NAMES[words], 1):
        col.para(f"{k}. {name}", face.bold, face.size + 2, gap=12)
        col.para(PLACES[words][k][2], face.body, face.size)
    pdf.save()
    _, areas = _read(path)
    assert [(a.key, a.name) for a in areas] == [
        (str(k), name) for k, name in enumerate(LONG_NAMES[words], 1)
    ]
    assert all(0.5 <= a.confidence <= 1.0 for a in areas)


def _turned_mind_map(
    path: Path,
    face: Face,
    words: int,
    text_size: float,
    title: str | None = None,
    keyed: bool = False,
) -> None:
    """A page of running text in ``text_size`` (under a large ``title`` when given, in keyed
    areas "1. Name" when ``keyed``), then a
    pointcrawl drawn as a mind map and printed turned by 90°: bold 8 pt labels over notes in
    6 pt type, joined by lines."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 60, 420)
    if title is not None:
        col.para(title, face.bold, text_size * 2, gap=12)
    for k, (name, aloud, text) in enumerate(PLACES[1 - words]):
        if keyed:
            col.para(f"{k + 1}. {name.upper()}", face.bold, text_size * 1.6, gap=8)
        col.para(f"{aloud} {text} {text}", face.body, text_size)
    pdf.showPage()
    pdf.translate(A4[0], 0)
    pdf.rotate(90)  # the map's own frame: 842 wide, 595 high
    if keyed:  # the map's own title, set smaller than the running text's key headings
        pdf.setFont(face.bold, 10)
        pdf.drawString(60, 540, "The roads between")
    # Staggered nodes; test_mind_map_nodes_on_one_baseline_beside_running_text sets them on
    # one baseline.
    nodes = [(120 + 220 * (k % 3), 450 - 200 * (k // 3) - 37 * (k % 3)) for k in range(5)]
    pdf.setStrokeGray(0.4)
    for (x0, y0), (x1, y1) in zip(nodes, nodes[1:], strict=False):
        pdf.line(x0 + 40, y0 - 10, x1 + 40, y1 - 10)
    for (x, y), (name, _, text) in zip(nodes, PLACES[words], strict=True):
        pdf.setFont(face.bold, 8)
        pdf.drawString(x, y, name)
        note = text.split(". ")[-1]
        for k, line in enumerate(wrap(note, face.body, 6, 120)):
            pdf.setFont(face.body, 6)
            pdf.drawString(x + 6, y - 9 - 7.5 * k, line)
    pdf.save()


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_rotated_mind_map_nodes_are_areas(tmp_path: Path, face: Face, words: int) -> None:
    """Each node of a turned mind map after a page of running text (a bold label over a
    note in small type, joined by lines) is an area."""
    path = tmp_path / "mindmap.pdf"
    _turned_mind_map(path, face, words, face.size + 1)
    _, areas = _read(path)
    on_map = [a for a in areas if a.page == 2]
    assert sorted(a.name for a in on_map) == sorted(p[0] for p in PLACES[words])  # no order
    assert all("map note" in a.evidence for a in on_map)


@pytest.mark.parametrize("keyed", [False, True])
@pytest.mark.parametrize("title", ["The Drowned Reach", "Under the Salt Hills"])
@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_mind_map_nodes_are_no_sub_headings_of_the_title(
    tmp_path: Path, face: Face, words: int, title: str, keyed: bool
) -> None:
    """A module title set large over the running text may itself read as a place, and the
    last keyed area of the running text ("5. Name") runs on to the end; the nodes of a
    mind map on a later page are still areas of their own, not sub-headings or parts of
    either (the map is a layer of its own: its notes belong to it)."""
    path = tmp_path / "mindmap-titled.pdf"
    _turned_mind_map(path, face, words, face.size + 1, title=title, keyed=keyed)
    _, areas = _read(path)
    on_map = [a for a in areas if a.page == 2]
    assert sorted(a.name for a in on_map) == sorted(p[0] for p in PLACES[words])  # no order


@pytest.mark.parametrize("text_size", [7.0, 7.5])
@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_mind_map_notes_under_small_running_text(
    tmp_path: Path, face: Face, words: int, text_size: float
) -> None:
    """A one-page dungeon's running text is small type itself (7 pt): its 6 pt mind-map
    notes are a seventh smaller, as far apart as 8.5 pt map notes under 10 pt text, and
    each node is still an area (a note of a few words under a bold place name)."""
    path = tmp_path / "mindmap-small.pdf"
    _turned_mind_map(path, face, words, text_size)
    _, areas = _read(path)
    on_map = [a for a in areas if a.page == 2]
    assert sorted(a.name for a in on_map) == sorted(p[0] for p in PLACES[words])  # no order
    assert all("map note" in a.evidence for a in on_map)


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_mind_map_nodes_on_one_baseline_beside_running_text(
    tmp_path: Path, face: Face, words: int
) -> None:
    """A landscape sheet: running text on its left half, and on its right half a mind map
    printed turned by 90°, its nodes two and three to a row on one baseline (a bold label
    over a one- or two-line note in small type, the rows staggered). Every node is an area
    of its own: labels on one baseline are not one line, nodes side by side are not table
    columns, and the notes stand out against the turned text's own body, not the page's."""
    path = tmp_path / "mindmap-half.pdf"
    size = landscape(A4)
    pdf = canvas.Canvas(str(path), pagesize=size, invariant=1)
    col = Column(pdf, 40, size[1] - 50, 330)
    for _name, aloud, text in PLACES[1 - words]:
        col.para(f"{aloud} {text}", face.body, face.size + 1)
    pdf.saveState()
    pdf.translate(size[0] - 40, 40)
    pdf.rotate(90)  # the map's own frame: up the right half of the sheet, 515 wide
    rows = [(300.0, (60.0, 330.0)), (120.0, (20.0, 190.0, 360.0))]
    spots = [(x, y) for y, xs in rows for x in xs][:5]
    for (x, y), (name, _, text) in zip(spots, PLACES[words], strict=True):
        pdf.setFont(face.bold, 8)
        pdf.drawString(x, y, name)
        note = text.split(". ")[-1]
        for k, line in enumerate(wrap(note, face.body, 6, 125)[:2]):
            pdf.setFont(face.body, 6)
            pdf.drawString(x, y - 9 - 7.5 * k, line)
    pdf.restoreState()
    pdf.save()
    _, areas = _read(path)
    assert sorted(a.name for a in areas if "map note" in a.evidence) == sorted(
        p[0] for p in PLACES[words]
    )
