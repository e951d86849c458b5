"""Key marks end to end: any punctuation parts a key from its name ("3 // FLAX BARN",
"4 | Kiln", "5 :: Well"), and a key word's short form is a key word ("Rm 7 SALT PANS:",
"Loc. 3"), as ``rules/lexicon/key_shapes.yaml`` and ``area_keys.yaml`` say.

Each layout is written in two font families and sizes, two wordings, and in several marks
or key words; a test reads the PDF with the real reader and runs ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from test_areas_typography_pdf import FACES, PLACES, Column, Face, _read

from converter.detect.areas_common import parse_key_text

MARKS = ["//", "|", "::", "/", "~"]
KEY_WORDS = ["Rm", "Rm.", "Loc.", "RM"]
SHOUTED = [(face, words, mark) for face in FACES for words in (0, 1) for mark in MARKS]
RUN_IN = [(face, words, word) for face in FACES for words in (0, 1) for word in KEY_WORDS]
MOODS = ["ALL IS ROT.", "NOTHING SLEEPS HERE."]


def _shouted_page(path: Path, face: Face, words: int, mark: str) -> None:
    """Five areas under bold shouted headings "1 // GATEHOUSE", a shouted mood line in
    italics under two of them, then the description."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 50, 420)
    col.para("THE DESCENT", face.bold, face.size + 6, gap=12)
    for number, (name, aloud, text) in enumerate(PLACES[words], start=1):
        col.para(f"{number} {mark} {name.upper()}", face.bold, face.size + 3, gap=10)
        if number % 2 == 0:
            col.para(MOODS[number % len(MOODS)], face.italic, face.size - 1)
        col.para(f"{aloud} {text}", face.body, face.size)
    pdf.save()


def _run_in_page(path: Path, face: Face, words: int, key_word: str) -> None:
    """Five areas as run-in leads "Rm 1 GATEHOUSE:" in bold, the paragraph running on."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 50, 420)
    col.para("REFEREE'S KEY", face.bold, face.size + 5, gap=12)
    for number, (name, aloud, text) in enumerate(PLACES[words], start=7):
        lead = f"{key_word} {number} {name.upper()}:"
        col.para(f"{aloud} {text}", face.body, face.size, gap=8, lead=lead)
    pdf.save()


@pytest.mark.parametrize(
    ("face", "words", "mark"), SHOUTED, ids=[f"{f.body}-{w}-{m}" for f, w, m in SHOUTED]
)
def test_punctuation_parts_a_shouted_key_from_its_name(
    tmp_path: Path, face: Face, words: int, mark: str
) -> None:
    """Every "N <mark> NAME" heading is area N named NAME; the shouted mood lines are none."""
    path = tmp_path / "shouted.pdf"
    _shouted_page(path, face, words, mark)
    _, areas = _read(path)
    expected = [(str(n), p[0].upper()) for n, p in enumerate(PLACES[words], start=1)]
    assert [(a.key, a.name.upper()) for a in areas] == expected


@pytest.mark.parametrize(
    ("face", "words", "key_word"), RUN_IN, ids=[f"{f.body}-{w}-{k}" for f, w, k in RUN_IN]
)
def test_short_key_word_opens_a_run_in_lead(
    tmp_path: Path, face: Face, words: int, key_word: str
) -> None:
    """Every "Rm N NAME:" lead is area N named NAME (numbering starting at 7)."""
    path = tmp_path / "run_in.pdf"
    _run_in_page(path, face, words, key_word)
    _, areas = _read(path)
    expected = [(str(n), p[0].upper()) for n, p in enumerate(PLACES[words], start=7)]
    assert [(a.key, a.name.upper()) for a in areas] == expected


@pytest.mark.parametrize(
    ("text", "rest"),
    [("3 // Flax Barn", "Flax Barn"), ("12 — The Well", "The Well"), ("4 | Kiln", "Kiln")],
)
def test_a_separator_is_punctuation(text: str, rest: str) -> None:
    parsed = parse_key_text(text)
    assert parsed is not None
    assert parsed[1:] == (rest, True)


@pytest.mark.parametrize("text", ["50 % chance of rain", "10 ' wide and dark", "1 & 2 are"])
def test_a_measure_or_a_join_is_no_separator(text: str) -> None:
    """A percent sign or a foot mark measures the number; an ampersand joins two: the text
    after the number keeps them, and no punctuation is read after the key."""
    parsed = parse_key_text(text)
    assert parsed is None or parsed[2] is False
