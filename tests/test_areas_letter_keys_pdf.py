"""Single-capital keys end to end: "C." is a letter among "B." and "D.", a numeral among
"II." and "IV." (``converter.detect.areas_capitals``).

Each layout is written in two font families and sizes, two wordings and two heading forms
(a bold heading line over the text, a bold run-in lead); a test reads the PDF with the real
reader and runs ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from test_areas_typography_pdf import FACES, PLACES, Column, Face, _read

from converter.detect.areas_capitals import parse_key_in
from converter.detect.areas_common import LETTER_PREFIX, ROMAN_PREFIX
from converter.detect.areas_context import document_to_context

VARIANTS = [(face, words, run_in) for face in FACES for words in (0, 1) for run_in in (False, True)]
IDS = [
    f"{face.body}-{words}-{'run-in' if run_in else 'heading'}" for face, words, run_in in VARIANTS
]
SUB_ROOMS = [("Root Cellar", "Soot streaks the ceiling above an iron brazier. A door leads west.")]


def _keyed_page(path: Path, face: Face, words: int, keys: list[str], *, run_in: bool) -> None:
    """One column of areas under a level heading, keyed ``keys``; the third area holds a
    run-in numbered sub-area, as outline modules print their rooms."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 50, 420)
    col.para("LEVEL ONE: THE UPPER HALLS", face.bold, face.size + 5, gap=12)
    for k, (key, (name, aloud, text)) in enumerate(zip(keys, PLACES[words], strict=False)):
        if run_in:
            col.para(f"{aloud} {text}", face.body, face.size, gap=8, lead=f"{key}. {name}.")
        else:
            col.para(f"{key}. {name}", face.bold, face.size + 2, gap=10)
            col.para(aloud, face.italic, face.size)
            col.para(text, face.body, face.size)
        if k == 2:
            for number, (sub, sub_text) in enumerate(SUB_ROOMS, start=1):
                col.para(sub_text, face.body, face.size, lead=f"{number}. {sub}.")
    pdf.save()


@pytest.mark.parametrize(("face", "words", "run_in"), VARIANTS, ids=IDS)
def test_lettered_keys_are_letters_with_their_key(
    tmp_path: Path, face: Face, words: int, *, run_in: bool
) -> None:
    """Areas "A." to "E.": "C." is the third letter, not the numeral 100, and every lettered
    area keeps its letter as its key, whichever detector found it."""
    path = tmp_path / "letters.pdf"
    letters = ["A", "B", "C", "D", "E"]
    _keyed_page(path, face, words, letters, run_in=run_in)
    document, areas = _read(path)
    found = [(a.key, a.name) for a in areas if a.key in letters]
    assert found == [(key, place[0]) for key, place in zip(letters, PLACES[words], strict=True)]
    ctx = document_to_context(document)
    index = next(i for i, line in enumerate(ctx.lines) if line.text.startswith("C. "))
    parsed = parse_key_in(ctx, index)
    assert parsed is not None
    assert (parsed[0].prefix, parsed[0].number) == (LETTER_PREFIX, 3)


@pytest.mark.parametrize(("face", "words", "run_in"), VARIANTS, ids=IDS)
def test_roman_keys_in_a_roman_sequence_stay_numerals(
    tmp_path: Path, face: Face, words: int, *, run_in: bool
) -> None:
    """Areas "I." to "V.": the single capitals "I" and "V" sit in a roman sequence, so they
    are the numerals 1 and 5."""
    path = tmp_path / "romans.pdf"
    numerals = ["I", "II", "III", "IV", "V"]
    _keyed_page(path, face, words, numerals, run_in=run_in)
    document, areas = _read(path)
    assert [a.key for a in areas if a.key in numerals] == numerals
    ctx = document_to_context(document)
    for numeral, value in (("I", 1), ("V", 5)):
        index = next(i for i, ln in enumerate(ctx.lines) if ln.text.startswith(f"{numeral}. "))
        parsed = parse_key_in(ctx, index)
        assert parsed is not None
        assert (parsed[0].prefix, parsed[0].number) == (ROMAN_PREFIX, value)


NARROW = [(face, words) for face in FACES for words in (0, 1)]
NARROW_IDS = [f"{face.body}-{words}" for face, words in NARROW]
NARROW_SUBS = [
    [
        ("Salt Store", "Soot streaks the ceiling above an iron brazier; a crawlway runs south."),
        (
            "Drowned Crypt",
            "Broken crates and a pile of mouldy sacks are heaped in the middle of the floor. A low arch leads north.",
        ),
        (
            "Root Cellar",
            "This low vault smells of lamp oil; an overturned reliquary leans against the east wall.",
        ),
    ],
    [
        ("Pike Store", "Racks of rotten pikes line the walls; a ladder climbs to a trapdoor."),
        (
            "Ash Vault",
            "Grey ash lies ankle-deep over the flagstones and a cold draught blows from a crack in the wall.",
        ),
        (
            "Well Room",
            "A round shaft drops into the dark; a rope hangs from a rusted winch above it.",
        ),
    ],
]


@pytest.mark.parametrize(("face", "words"), NARROW, ids=NARROW_IDS)
def test_outline_sub_area_whose_lead_fills_its_line(tmp_path: Path, face: Face, words: int) -> None:
    """In a narrow column a numbered sub-area's bold lead may fill its line, its text running
    on below ("**2. Drowned Crypt.**" / "Broken crates …"): it is still a run-in sub-area of
    the lettered area above it, and the sub-areas after it stay under that area too."""
    path = tmp_path / "narrow.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 50, 150)
    col.para("LEVEL ONE: THE TOWER", face.bold, face.size + 3, gap=12)
    lead_font = "Times-Bold" if face.body.startswith("Times") else "Helvetica-Bold"
    for letter, (name, aloud, text) in zip("ABC", PLACES[words], strict=False):
        col.para(f"{letter}. {name}", face.bold, face.size + 2, gap=10)
        col.para(f"{aloud} {text}", face.body, face.size)
        if letter != "B":
            continue
        for number, (sub, sub_text) in enumerate(NARROW_SUBS[words], start=1):
            if number == 2:  # the lead alone on its line, the text on the lines below
                col.para(f"{number}. {sub}.", lead_font, face.size)
                col.para(sub_text, face.body, face.size, gap=0)
            else:
                col.para(sub_text, face.body, face.size, lead=f"{number}. {sub}.")
    pdf.save()
    _, areas = _read(path)
    subs = [(str(n), sub) for n, (sub, _) in enumerate(NARROW_SUBS[words], start=1)]
    places = [(letter, place[0]) for letter, place in zip("ABC", PLACES[words], strict=False)]
    assert [(a.key, a.name) for a in areas] == [*places[:2], *subs, places[2]]
