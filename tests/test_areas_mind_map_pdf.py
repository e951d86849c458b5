"""Named mind-map nodes on a page turned sideways, read as areas beside a keyed dungeon
(issue 10, rogue `typeset` and wild `trifold`; reportlab pages, this file's texts).

Two typographic facts the notes depend on: a paragraph's initial (a drop cap) is no size of
its line, so a booklet that opens every description with one keeps its typeset sizes (they
are not an OCR layer's noise, which would put every line at the body's size and make the
notes headings of their own); and text turned on its page in a smaller size than the running
text is a diagram's notes however close the sizes (a folded leaflet's 6.5 pt body over 6 pt
notes). Three faces, two wordings, several body sizes, the map turned either way.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.areas_sizes import running_text_ceiling
from converter.detect.sections import body_and_notes
from converter.detect.statblocks import find_statblocks
from converter.models import Area, Document
from converter.read.extract import read_pdf
from converter.read.layout import is_turned_line


@dataclass(frozen=True)
class Face:
    body: str
    bold: str


FACES = [
    Face("Times-Roman", "Times-Bold"),
    Face("Helvetica", "Helvetica-Bold"),
    Face("Courier", "Courier-Bold"),
]

# Two wordings of the rooms' sentences; room k's description joins three of them.
SENTENCES = [
    [
        "A cold draught moves the dust around a rack of broken pikes by the door.",
        "Water has pooled ankle-deep around a collapsed bunk in the corner.",
        "Soot streaks the ceiling above an iron brazier that still smoulders.",
        "Two giant rats are gnawing on a leather boot under the table.",
        "A narrow stair in the east wall goes down to the cellars below.",
        "The floor here is laid in cracked green tiles and smells of oil.",
        "A wooden saint missing its head leans against the north wall.",
        "Three goblins argue over a map spread on an upturned barrel.",
    ],
    [
        "Broken crates and mouldy sacks are heaped in the middle of the floor.",
        "This low vault smells of lamp oil and old wax from a hundred candles.",
        "Someone has chalked tally marks on every wall beside the arch.",
        "A carrion bat scrapes wax from a candle stub on the shelf.",
        "A low arch in the west wall opens on a passage that slopes upward.",
        "Faint singing can be heard through the cracks in the floorboards.",
        "A copper still blocks the far corner and drips into a bucket.",
        "Four kobolds sleep in a heap of straw behind the old loom.",
    ],
]
ROOM_NAMES = [
    ["Guard Room", "Old Barracks", "Chapel", "Kitchen", "Cistern", "Armoury", "Shrine", "Loft"],
    ["Gate Hall", "Wine Store", "Scriptorium", "Pantry", "Well Room", "Forge", "Vestry", "Attic"],
]
# Two wordings of six nodes of a pointcrawl: (name, note).
NODES = [
    [
        ("Saltmarrow Gate", "Cobwebs choke the upper corners of the gatehouse."),
        ("Hobb's Cairn", "Three wolves are gnawing on bones by the stones."),
        ("Brokenreed Ford", "The river runs shallow here over slick grey stones."),
        ("Crowfoot Chapel", "Two acolytes sleep on the straw by the altar."),
        ("Marrowdeep Cut", "Broken pottery crunches underfoot in the cutting."),
        ("The Hollow Oak", "The walls are scratched with old tally marks."),
    ],
    [
        ("Kettle Falls", "Water drips steadily from the ledge into a pool."),
        ("Foxglove Hollow", "Someone has chalked warnings beside the path."),
        ("Ravenholt Keep", "Two cave bears are arguing over a torn map."),
        ("Ninefold Well", "The well is dry and a rope hangs into the dark."),
        ("Candlewick Row", "Five lamps burn in the windows of empty houses."),
        ("The Pale Cloister", "A cold draught blows from a crack in the wall."),
    ],
]
TITLE_PT, NOTE_PT = 8.0, 6.0  # a node's bold title over its note
NODE_W, NODE_H = 150.0, 40.0


def _description(words: int, room: int) -> str:
    pool = SENTENCES[words]
    return " ".join(pool[(room + step) % len(pool)] for step in (0, 3, 5))


def _paragraph(
    pdf: canvas.Canvas, face: Face, size: float, text: str, y: float, cap: bool
) -> float:
    """A description at ``y`` in a column 260 pt wide, opening with a raised initial set
    2.4 times the body size (``cap``); the y under it."""
    x, width, leading = 60.0, 260.0, size * 1.25
    indent = 0.0
    if cap:
        cap_size = 2.4 * size
        pdf.setFont(face.body, cap_size)
        pdf.drawString(x, y, text[0])
        indent = pdf.stringWidth(text[0], face.body, cap_size) + 2
        text = text[1:].lstrip()
    pdf.setFont(face.body, size)
    for n, line in enumerate(wrap(text, face.body, size, width, first_offset=indent)):
        pdf.drawString(x + (indent if n == 0 else 0.0), y, line)
        y -= leading
    return y


def _mind_map(pdf: canvas.Canvas, face: Face, words: int, turn: int) -> None:
    """Six framed nodes in two rows, joined by lines, the whole map turned ``turn`` degrees."""
    pdf.translate(A4[0] / 2, A4[1] / 2)
    pdf.rotate(turn)
    for index, (name, note) in enumerate(NODES[words]):
        row, col = divmod(index, 3)
        x, y = -330 + 240 * col, (70.0 if row == 0 else -110.0)
        if col:
            pdf.line(x - 90, y, x, y)
        pdf.roundRect(x, y - NODE_H / 2, NODE_W, NODE_H, 6, stroke=1, fill=0)
        pdf.setFont(face.bold, TITLE_PT)
        pdf.drawCentredString(x + NODE_W / 2, y + 8, name)
        pdf.setFont(face.body, NOTE_PT)
        for n, line in enumerate(wrap(note, face.body, NOTE_PT, NODE_W - 14)):
            pdf.drawCentredString(x + NODE_W / 2, y - 2 - n * (NOTE_PT + 1), line)


def _module(path: Path, face: Face, size: float, words: int, *, caps: bool, turn: int = 90) -> Path:
    """Two pages of keyed rooms ("3. Chapel" over its description), then the mind map."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    for page in range(2):
        y = A4[1] - 70
        for room in range(4 * page, 4 * page + 4):
            pdf.setFont(face.bold, size + 2)
            pdf.drawString(60, y, f"{room + 1}. {ROOM_NAMES[words][room]}")
            y = _paragraph(pdf, face, size, _description(words, room), y - 2.6 * size, caps)
            y -= 1.5 * size
        pdf.showPage()
    _mind_map(pdf, face, words, turn)
    pdf.save()
    return path


def _areas(path: Path) -> tuple[Document, tuple[Area, ...]]:
    document = read_pdf(path)
    areas, _ = find_areas(document, find_statblocks(document)[0])
    return document, areas


def _expected(words: int) -> list[tuple[str | None, str, int]]:
    keyed = [(str(k + 1), name, 1 + k // 4) for k, name in enumerate(ROOM_NAMES[words])]
    return sorted([*keyed, *((None, name, 3) for name, _ in NODES[words])], key=str)


def _found(areas: tuple[Area, ...]) -> list[tuple[str | None, str, int]]:
    return sorted(((a.key, a.name, a.page) for a in areas), key=str)


CAP_VARIANTS = [
    (face, size, words) for face in FACES for size in (9.5, 10.0, 11.0) for words in (0, 1)
]
CAP_IDS = [f"{face.body}-{size}-{words}" for face, size, words in CAP_VARIANTS]


@pytest.mark.parametrize(("face", "size", "words"), CAP_VARIANTS, ids=CAP_IDS)
def test_drop_caps_keep_the_sizes_typeset(
    tmp_path: Path, face: Face, size: float, words: int
) -> None:
    """Every description opens with an initial 2.4 times its size, so half the lines whose
    sentence runs on into the next are "larger" than the next by the initial alone: still
    typeset sizes, and the mind map's 6 pt notes stay notes under their 8 pt bold names."""
    document, areas = _areas(_module(tmp_path / "caps.pdf", face, size, words, caps=True))
    initials = [ln for ln in document.lines if ln.page < 3 and ln.size > 2 * size]
    assert len(initials) == 8, [ln.text for ln in initials]  # each initial read on its line
    assert running_text_ceiling(document.lines) is None
    assert _found(areas) == _expected(words)


LEAFLET_VARIANTS = [
    (face, size, words, turn)
    for face in FACES
    for size in (6.5, 7.0)
    for words in (0, 1)
    for turn in (90, -90)
]
LEAFLET_IDS = [f"{face.body}-{size}-{words}-{turn}" for face, size, words, turn in LEAFLET_VARIANTS]


@pytest.mark.parametrize(("face", "size", "words", "turn"), LEAFLET_VARIANTS, ids=LEAFLET_IDS)
def test_turned_notes_just_under_a_small_body_are_notes(
    tmp_path: Path, face: Face, size: float, words: int, turn: int
) -> None:
    """A leaflet set in 6.5 or 7 pt, its mind map's notes in 6 pt on a page turned sideways:
    the notes' layer is a layer of notes, and each named node is an area."""
    path = _module(tmp_path / "leaflet.pdf", face, size, words, caps=False, turn=turn)
    document, areas = _areas(path)
    body, notes = body_and_notes(document.lines)
    assert body is not None and body.size == size
    assert (3, True) in notes and notes[(3, True)].size == NOTE_PT
    assert _found(areas) == _expected(words)


@pytest.mark.parametrize("face", FACES, ids=[face.body for face in FACES])
def test_turned_running_text_at_body_size_is_no_notes_layer(tmp_path: Path, face: Face) -> None:
    """A page of running text turned sideways keeps the body's size: it is no layer of
    notes, however short its paragraphs."""
    path = tmp_path / "landscape.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    for page in range(2):
        pdf.translate(A4[0] / 2, A4[1] / 2)
        if page:
            pdf.rotate(90)
        pdf.translate(-A4[0] / 2, -A4[1] / 2)
        y = A4[1] - 70
        for room in range(4):
            pdf.setFont(face.bold, 9.0)
            pdf.drawString(60, y, ROOM_NAMES[page][room])
            y = _paragraph(pdf, face, 7.0, _description(page, room), y - 12, False) - 8
        pdf.showPage()
    pdf.save()
    document = read_pdf(path)
    assert {is_turned_line(ln) for ln in document.lines if ln.page == 2} == {True}
    body, notes = body_and_notes(document.lines)
    assert body is not None and body.size == 7.0
    assert (2, True) not in notes


def _places_after_map(path: Path, face: Face, size: float, words: int, turn: int) -> Path:
    """The mind map turned on page 1, then its places as named headings in capitals (bold,
    a point over the body) over their descriptions on pages 2 and 3."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.saveState()
    _mind_map(pdf, face, words, turn)
    pdf.restoreState()
    pdf.showPage()
    for page in range(2):
        y = A4[1] - 70
        for room in range(4 * page, 4 * page + 4):
            pdf.setFont(face.bold, size + 1)
            pdf.drawString(60, y, ROOM_NAMES[words][room].upper())
            pool = SENTENCES[words]  # each place's text ends with its way on (sentence 4)
            text = " ".join([*(pool[(room + step) % 8] for step in (0, 1, 3)), pool[4]])
            y = _paragraph(pdf, face, size, text, y - 2.2 * size, False)
            y -= 1.5 * size
        pdf.showPage()
    pdf.save()
    return path


PLACES_VARIANTS = [
    (face, size, words, turn)
    for face in FACES
    for size in (8.5, 10.0)
    for words in (0, 1)
    for turn in (90, -90)
]
PLACES_IDS = [f"{face.body}-{size}-{words}-{turn}" for face, size, words, turn in PLACES_VARIANTS]


@pytest.mark.parametrize(("face", "size", "words", "turn"), PLACES_VARIANTS, ids=PLACES_IDS)
def test_headings_after_a_mind_map_are_no_parts_of_its_last_note(
    tmp_path: Path, face: Face, size: float, words: int, turn: int
) -> None:
    """A pointcrawl's mind map comes first, its places' descriptions after it under named
    headings: the last note's section runs on to the next heading of its rank, but a heading
    of the running text is no sub-heading of a note on the map's layer of notes, so every
    place is an area of its own beside the map's nodes."""
    document, areas = _areas(_places_after_map(tmp_path / "places.pdf", face, size, words, turn))
    _, notes = body_and_notes(document.lines)
    assert (1, True) in notes
    places = [(None, name, 2 + k // 4) for k, name in enumerate(ROOM_NAMES[words])]
    nodes = [(None, name, 1) for name, _ in NODES[words]]
    found = sorted(((a.key, a.name.casefold(), a.page) for a in areas), key=str)
    expected = sorted(((k, n.casefold(), p) for k, n, p in [*places, *nodes]), key=str)
    assert found == expected
