"""Keys covering a run of rooms end to end: "Areas 5–7: Cells" and "Rooms 2-3 Stores" key
one entry for several alike rooms; the plural key word is read only before such a run
(``rules/lexicon/area_keys.yaml`` ``run_label_words``), never before a single number.

Each layout is written in two font families and sizes, two wordings, the plural word in two
forms and the run joined by an en dash or a hyphen; a test reads the PDF with the real reader
and runs ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from test_areas_typography_pdf import FACES, PLACES, Column, Face, _read

from converter.detect.areas_common import parse_key_text

RUN_WORDS = [("Area", "Areas"), ("ROOM", "ROOMS")]
DASHES = ["–", "-"]
CASES = [
    (face, words, labels, dash)
    for face in FACES
    for words in (0, 1)
    for labels in RUN_WORDS
    for dash in DASHES
]
WRAPPED = [
    (face, words, labels, dash)
    for face in FACES
    for words in (0, 1)
    for labels in RUN_WORDS[:1]
    for dash in DASHES[:1]
]


def _keys(words: int) -> list[str]:
    """Singles and runs over five places: 1, 2–4, 5, 6–7, 8 (a run after the first entry,
    as modules key alike cells together)."""
    spans = [(1, 1), (2, 4), (5, 5), (6, 7), (8, 8)][: len(PLACES[words])]
    return [str(a) if a == b else f"{a}–{b}" for a, b in spans]


def _run_page(
    path: Path, face: Face, words: int, labels: tuple[str, str], dash: str, wrapped: bool
) -> None:
    """Five bold headings "Area 1: Gatehouse", "Areas 2–4: Well Court", … each over its
    description, a run's text opening with how many rooms it covers; ``wrapped``: a run's
    heading broken after its colon, the name on the next line (a narrow column)."""
    single, plural = labels
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 50, 420)
    col.para("THE CLOISTER", face.bold, face.size + 6, gap=12)
    for key, (name, aloud, text) in zip(_keys(words), PLACES[words], strict=True):
        if "–" in key:
            first, last = key.split("–")
            heading = f"{plural} {first}{dash}{last}: {name}"
            body = f"These {int(last) - int(first) + 1} rooms are alike. {aloud} {text}"
        else:
            heading, body = f"{single} {key}: {name}", f"{aloud} {text}"
        head, _, name_line = heading.partition(": ")
        if wrapped and "–" in key:
            col.para(f"{head}:", face.bold, face.size + 3, gap=10)
            col.para(name_line, face.bold, face.size + 3, gap=0)
        else:
            col.para(heading, face.bold, face.size + 3, gap=10)
        col.para(body, face.body, face.size)
    pdf.save()


@pytest.mark.parametrize(
    ("face", "words", "labels", "dash"),
    CASES,
    ids=[f"{f.body}-{w}-{lab[1]}-{'en' if d == '–' else 'hy'}" for f, w, lab, d in CASES],
)
def test_a_plural_key_word_opens_a_run_of_keys(
    tmp_path: Path, face: Face, words: int, labels: tuple[str, str], dash: str
) -> None:
    """Every heading is an area named as printed, the runs keyed by their first and last room."""
    path = tmp_path / "runs.pdf"
    _run_page(path, face, words, labels, dash, wrapped=False)
    _, areas = _read(path)
    expected = [
        (key.replace("–", dash), place[0])
        for key, place in zip(_keys(words), PLACES[words], strict=True)
    ]
    assert [(a.key, a.name) for a in areas] == expected


@pytest.mark.parametrize(
    "text", ["Rooms 3 and 4 are flooded.", "Areas 7: Bell Loft", "Caves 12 lie below."]
)
def test_a_plural_key_word_before_one_number_is_prose(text: str) -> None:
    """Before a single number the plural says nothing of a key: no key is read."""
    assert parse_key_text(text) is None


@pytest.mark.parametrize(
    ("text", "key", "rest"),
    [
        ("Areas 5–7: Cells", "5–7", "Cells"),
        ("ROOMS 12-15 Guest Quarters", "12-15", "Guest Quarters"),
    ],
)
def test_a_plural_key_word_before_a_run_is_a_key_word(text: str, key: str, rest: str) -> None:
    parsed = parse_key_text(text)
    assert parsed is not None
    assert (parsed[0].text, parsed[1], parsed[2]) == (key, rest, True)


@pytest.mark.parametrize(
    ("face", "words", "labels", "dash"),
    WRAPPED,
    ids=[f"{f.body}-{w}" for f, w, _, _ in WRAPPED],
)
def test_a_run_key_alone_on_its_line_keys_the_name_under_it(
    tmp_path: Path, face: Face, words: int, labels: tuple[str, str], dash: str
) -> None:
    """ "Areas 2–4:" alone on a bold line, the name on the next: the whole plural word goes
    before the key (the key is the bold lead's), and the run keys the name under it."""
    path = tmp_path / "wrapped.pdf"
    _run_page(path, face, words, labels, dash, wrapped=True)
    _, areas = _read(path)
    expected = [(key, place[0]) for key, place in zip(_keys(words), PLACES[words], strict=True)]
    assert [(a.key, a.name) for a in areas] == expected
