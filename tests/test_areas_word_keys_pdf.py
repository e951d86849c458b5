"""A document's own key word, told by repetition (``converter.detect.areas_word_keys``):
headings "Day 3 — Chapel", "Night 4: Loft", "Stop 9. Well", set in one type, the word the
same and the numbers counting up, are keys whatever the word; a heading word whose sections
hold keys of their own ("Chapter 1" over "1. Gatehouse") or that announces places ("Level
2: …") labels sections, not keys, and a word used twice is a title.

Pocket pages (A6, A5) in small type (6.5 and 8 pt) and a letter page at 9.5 pt, two faces,
two wordings, several words and separators; a test reads the PDF with the real reader and
runs ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A5, A6, LETTER
from reportlab.pdfgen import canvas
from test_areas_typography_pdf import PLACES, Column, Face, _read

SMALL_FACES = [
    Face("Times-Roman", "Times-Bold", "Times-Italic", 6.5),
    Face("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", 8.0),
    Face("Times-Roman", "Times-Bold", "Times-Italic", 9.5),
]
PAGES = {6.5: A6, 8.0: A5, 9.5: LETTER}
LABELS = [("Day", " —"), ("Night", ":"), ("Door", "."), ("Stop", " –")]
CALENDARS = [
    (face, words, label, first, a_page)
    for face in SMALL_FACES
    for words in (0, 1)
    for label, first, a_page in zip(LABELS, (1, 14, 3, 1), (False, True, False, True), strict=True)
]
IDS = [f"{f.body}-{f.size}-{w}-{label[0]}-{a_page}" for f, w, label, _, a_page in CALENDARS]
MARGIN = 24.0


def _column(pdf: canvas.Canvas, pagesize: tuple[float, float]) -> Column:
    width, height = pagesize
    return Column(pdf, MARGIN, height - MARGIN, width - 2 * MARGIN)


def _calendar(
    path: Path, face: Face, words: int, label: tuple[str, str], first: int, a_page: bool
) -> None:
    """A title page, then the five places as "<Word> <n><sep> <Name>" headings (a third
    larger than the body, bold), an italic tag line under every other one; a day a page
    when ``a_page``, else run on down the pages."""
    pagesize = PAGES[face.size]
    pdf = canvas.Canvas(str(path), pagesize=pagesize, invariant=1)
    col = _column(pdf, pagesize)
    col.para("The Vinegar Abbey", face.bold, face.size * 2.2, gap=8)
    col.para("Open one door a day, and no more.", face.italic, face.size)
    col.para("ADVENT", face.bold, face.size * 1.8, gap=10)
    word, separator = label
    for k, (name, aloud, text) in enumerate(PLACES[words]):
        if a_page or col.y < 5 * face.size * 1.25 + MARGIN:
            pdf.showPage()
            col = _column(pdf, pagesize)
        col.para(f"{word} {first + k}{separator} {name}", face.bold, face.size * 1.35, gap=8)
        if k % 2:
            col.para("The chamber of the day.", face.italic, face.size * 0.85)
        col.para(f"{aloud} {text}", face.body, face.size)
    pdf.save()


@pytest.mark.parametrize(("face", "words", "label", "first", "a_page"), CALENDARS, ids=IDS)
def test_a_repeated_heading_word_labels_keys(
    tmp_path: Path, face: Face, words: int, label: tuple[str, str], first: int, a_page: bool
) -> None:
    """Every "<Word> N<sep> Name" heading is area N named Name; the tag lines are none."""
    path = tmp_path / "calendar.pdf"
    _calendar(path, face, words, label, first, a_page)
    _, areas = _read(path)
    expected = [(str(first + k), place[0]) for k, place in enumerate(PLACES[words])]
    assert [(a.key, a.name) for a in areas] == expected


def _chapters(path: Path, face: Face, words: int, section: str) -> None:
    """Three "<section> N: Name" headings, each over two numbered rooms of its own."""
    pdf = canvas.Canvas(str(path), pagesize=LETTER, invariant=1)
    col = _column(pdf, LETTER)
    number = 1
    for k, (chapter, _, intro) in enumerate(PLACES[1 - words][:3], start=1):
        col.para(f"{section} {k}: {chapter}", face.bold, face.size * 1.8, gap=12)
        col.para(intro, face.body, face.size)
        for name, aloud, text in PLACES[words][k - 1 : k + 1]:
            col.para(f"{number}. {name}", face.bold, face.size * 1.3, gap=8)
            col.para(f"{aloud} {text}", face.body, face.size)
            number += 1
    pdf.save()


@pytest.mark.parametrize("section", ["Chapter", "Level", "Part"])
@pytest.mark.parametrize(("face", "words"), [(SMALL_FACES[1], 0), (SMALL_FACES[2], 1)])
def test_a_word_over_sections_of_keys_labels_no_key(
    tmp_path: Path, face: Face, words: int, section: str
) -> None:
    """Headings "Chapter 1: …" that each hold numbered rooms are sections: only the rooms
    are areas, numbered 1 to 6 through the chapters."""
    path = tmp_path / "chapters.pdf"
    _chapters(path, face, words, section)
    _, areas = _read(path)
    assert [a.key for a in areas] == [str(n) for n in range(1, 7)]
    assert not any(a.name in {p[0] for p in PLACES[1 - words][:3]} for a in areas)


@pytest.mark.parametrize(("face", "words"), [(SMALL_FACES[0], 0), (SMALL_FACES[2], 1)])
def test_a_word_used_twice_is_a_title(tmp_path: Path, face: Face, words: int) -> None:
    """Two "Part N: Name" headings over prose are titles, no sequence of keys."""
    path = tmp_path / "parts.pdf"
    pagesize = PAGES[face.size]
    pdf = canvas.Canvas(str(path), pagesize=pagesize, invariant=1)
    col = _column(pdf, pagesize)
    for k, (name, aloud, text) in enumerate(PLACES[words][:2], start=1):
        col.para(f"Part {k}: {name}", face.bold, face.size * 1.35, gap=8)
        col.para(f"{aloud} {text}", face.body, face.size)
    pdf.save()
    _, areas = _read(path)
    assert not [a for a in areas if a.key]


EVENTS = [
    [
        (
            "The Caravan Leaves",
            "The merchants argue over the price of salt and the youngest mule goes lame before noon. Rain begins at dusk.",
        ),
        (
            "A Quarrel",
            "Two drovers come to blows over a debt; the guards laugh and take bets on who will win.",
        ),
        (
            "The Storm",
            "Thunder scatters the mules. It takes until evening to gather them again, and one is never found.",
        ),
        (
            "Bad News",
            "A rider brings word that the toll has doubled. The merchants grumble and count their coin.",
        ),
    ],
    [
        (
            "Setting Out",
            "The pilgrims sing as they walk, and the old priest blesses every one of them twice.",
        ),
        (
            "Fever",
            "A child falls ill. The healer asks for willow bark, and nobody has any to give her.",
        ),
        (
            "A Stranger",
            "A tinker joins the pilgrims at noon, selling ribbons and telling jokes nobody laughs at.",
        ),
        (
            "The Feast",
            "It is the saint's day: the pilgrims share bread and cheese and the priest gives a long sermon.",
        ),
    ],
]


@pytest.mark.parametrize(("face", "words"), [(SMALL_FACES[1], 0), (SMALL_FACES[2], 1)])
def test_a_timeline_of_events_labels_no_key(tmp_path: Path, face: Face, words: int) -> None:
    """Headings "Day N — Event" over what happens, never a place described, are a timeline:
    the repeated word is no key word without entries that talk about places."""
    path = tmp_path / "timeline.pdf"
    pagesize = PAGES[face.size]
    pdf = canvas.Canvas(str(path), pagesize=pagesize, invariant=1)
    col = _column(pdf, pagesize)
    col.para("The Long Road", face.bold, face.size * 2.2, gap=8)
    for k, (title, text) in enumerate(EVENTS[words], start=1):
        col.para(f"Day {k} — {title}", face.bold, face.size * 1.35, gap=8)
        col.para(text, face.body, face.size)
    pdf.save()
    _, areas = _read(path)
    assert not [a for a in areas if a.key]


PARTS = [
    [
        (
            "The Warden's Note",
            "Keep the cellar door shut. The wolves in the north tower are fed at dusk.",
        ),
        ("A Torn Notice", "Wanted: the orc who broke the gate of the chapel. Reward at the inn."),
        (
            "Scrawled Directions",
            "Past the bridge take the left passage; two trolls wait in the crypt.",
        ),
    ],
    [
        (
            "Ledger Page",
            "Paid the mason for the wall of the east room. Six kobolds seen in the pit.",
        ),
        (
            "The Abbot's Plea",
            "Whoever finds this: the stairs down to the vault are guarded by ghouls.",
        ),
        ("Smuggler's Sketch", "From the shore, the tunnel runs to the cave under the tower."),
    ],
]
PART_LABELS = [("Handout", ":"), ("Map", " —"), ("Figure", "."), ("Plate", " –"), ("Exhibit", ":")]


def _keyed_with_parts(
    path: Path, face: Face, words: int, label: tuple[str, str], gathered: bool
) -> None:
    """Five rooms "N. Name"; three numbered parts "<Label> N<sep> Title" (the heading in
    the rooms' type, their text naming places and creatures), after rooms 1, 2 and 4, or all
    gathered after the last room when ``gathered``."""
    pdf = canvas.Canvas(str(path), pagesize=LETTER, invariant=1)
    col = _column(pdf, LETTER)
    word, separator = label
    parts = [
        (f"{word} {k}{separator} {title}", text)
        for k, (title, text) in enumerate(PARTS[words], start=1)
    ]
    after = {4: parts} if gathered else {0: parts[:1], 1: parts[1:2], 3: parts[2:]}
    for k, (name, aloud, text) in enumerate(PLACES[words]):
        col.para(f"{k + 1}. {name}", face.bold, face.size * 1.35, gap=8)
        col.para(f"{aloud} {text}", face.body, face.size)
        for title, body in after.get(k, []):
            col.para(title, face.bold, face.size * 1.35, gap=8)
            col.para(body, face.italic, face.size)
    pdf.save()


@pytest.mark.parametrize("gathered", [False, True])
@pytest.mark.parametrize("label", PART_LABELS, ids=[label for label, _ in PART_LABELS])
@pytest.mark.parametrize(("face", "words"), [(SMALL_FACES[1], 0), (SMALL_FACES[2], 1)])
def test_a_part_noun_labels_no_key(
    tmp_path: Path, face: Face, words: int, label: tuple[str, str], gathered: bool
) -> None:
    """Numbered headings "Handout 2: …", "Map 3 — …", "Figure 1. …" title parts of the
    document, however many count up: only the rooms are areas, and no room's text runs on
    into a part after it."""
    path = tmp_path / "parts.pdf"
    _keyed_with_parts(path, face, words, label, gathered)
    _, areas = _read(path)
    assert [(a.key, a.name) for a in areas] == [
        (str(k), place[0]) for k, place in enumerate(PLACES[words], start=1)
    ]
    part_texts = [text for _, text in PARTS[words]]
    assert not any(text[:30] in a.text for a in areas for text in part_texts)
