"""Grid-square keys in brackets end to end: "(C4) Toll House", "[B2] Mill Pond". The brackets
delimit any key the plain grammar reads ("C4. Toll House" is one), a letter prefix included,
as ``rules/lexicon/key_shapes.yaml`` says (shapes ``bracketed`` and ``square_bracketed``).

Each page is written in two font families and sizes, two wordings and both kinds of bracket;
a test reads the PDF with the real reader and runs ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from test_areas_typography_pdf import FACES, PLACES, Column, Face, _read

from converter.detect.areas_common import parse_key_text

# Town places keyed by their map square, in grid order (column letter, row number).
SQUARES = ["B1", "B3", "C2", "E5", "G1"]
BRACKETS = ["()", "[]"]
VARIANTS = [(face, words, marks) for face in FACES for words in (0, 1) for marks in BRACKETS]


def _grid_page(path: Path, face: Face, words: int, marks: str) -> None:
    """A title, then five places under bold headings "(B1) Gatehouse", each with its text."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 50, 420)
    col.para("PLACES IN THE TOWN", face.bold, face.size + 5, gap=12)
    for square, (name, aloud, text) in zip(SQUARES, PLACES[words], strict=True):
        col.para(f"{marks[0]}{square}{marks[1]} {name}", face.bold, face.size + 2, gap=10)
        col.para(f"{aloud} {text}", face.body, face.size)
    pdf.save()


@pytest.mark.parametrize(
    ("face", "words", "marks"), VARIANTS, ids=[f"{f.body}-{w}-{m}" for f, w, m in VARIANTS]
)
def test_a_bracketed_grid_square_keys_its_place(
    tmp_path: Path, face: Face, words: int, marks: str
) -> None:
    """Every "(B1) Name" heading is area B1 named Name, the brackets no part of the key."""
    path = tmp_path / "grid.pdf"
    _grid_page(path, face, words, marks)
    _, areas = _read(path)
    expected = [(sq, p[0]) for sq, p in zip(SQUARES, PLACES[words], strict=True)]
    assert [(a.key, a.name) for a in areas] == expected


@pytest.mark.parametrize(
    ("text", "key", "prefix"),
    [("(C4) Toll House", "C4", "C"), ("[AB12] Kiln", "AB12", "AB"), ("(12a) Well", "12A", "")],
)
def test_brackets_enclose_a_plain_key(text: str, key: str, prefix: str) -> None:
    parsed = parse_key_text(text)
    assert parsed is not None
    assert (parsed[0].text, parsed[0].prefix, parsed[2]) == (key, prefix, True)


@pytest.mark.parametrize("text", ["(ED: cut this)", "(see C4) for the toll", "(c4) lower case"])
def test_brackets_round_other_words_are_no_key(text: str) -> None:
    assert parse_key_text(text) is None
