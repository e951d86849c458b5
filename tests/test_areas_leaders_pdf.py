"""Headings set as contents lines: the key, a leader of dots, the name ("27 . . . . . Ossuary
Walk"), the paragraph under it (issue 10, rover `dotleader`). The leader is filler between
key and name (``rules/lexicon/key_shapes.yaml`` `leader_marks`), spaced, solid or set with
its own letter spacing; a name the leader pushed over goes on at the next line in its bold;
a leader that ran past its line's end goes on at the next line's start, the name after it.
A real contents page (titles, a leader, page numbers) gives no areas.

Each layout is written in two font families and sizes, two wordings and three leaders; a
test reads the PDF with the real reader and runs ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from test_areas_typography_pdf import FACES, PLACES, Column, Face, _read

LEADERS = [". ", ".", "thin"]  # spaced dots, solid dots, dots drawn with their own spacing
CASES = [(face, words, leader) for face in FACES for words in (0, 1) for leader in LEADERS]
IDS = [f"{f.body}-{w}-{'thin' if lead == 'thin' else repr(lead)}" for f, w, lead in CASES]
WIDTH = 300.0


def _dots(pdf: canvas.Canvas, face: Face, x: float, y: float, width: float, leader: str) -> None:
    """A leader of dots from ``x`` filling ``width`` in the body face."""
    if leader == "thin":
        pdf.setFont(face.body, face.size)
        step = pdf.stringWidth(".", face.body, face.size) * 1.6
        for k in range(int(width // step)):
            pdf.drawString(x + k * step, y, ".")
        return
    unit = pdf.stringWidth(leader, face.body, face.size)
    pdf.setFont(face.body, face.size)
    pdf.drawString(x, y, (leader * int(width // unit)).rstrip())


def _heading(col: Column, face: Face, key: int, name: str, leader: str, wrap: bool) -> None:
    """ "KEY <leader> NAME" at the body size, key and name bold, the name flush right; with
    ``wrap`` the leader fills the line and the name's last word goes to the next line."""
    pdf = col.pdf
    col.y -= 6 + face.size * 1.25
    first, _, last = name.rpartition(" ") if wrap else (name, "", "")
    pdf.setFont(face.bold, face.size)
    label = f"{key} "
    pdf.drawString(col.x, col.y, label)
    start = col.x + pdf.stringWidth(label, face.bold, face.size) + 2
    shown = first if wrap else name
    name_w = pdf.stringWidth(shown, face.bold, face.size) if shown else 0.0
    end = col.x + WIDTH - name_w - 4
    _dots(pdf, face, start, col.y, end - start, leader)
    if shown:
        pdf.setFont(face.bold, face.size)
        pdf.drawString(col.x + WIDTH - name_w, col.y, shown)
    if wrap:
        col.y -= face.size * 1.25
        pdf.setFont(face.bold, face.size)
        pdf.drawString(col.x, col.y, last)


def _tail_heading(col: Column, face: Face, key: int, name: str, leader: str, wrap: bool) -> None:
    """ "KEY <leader>" filling the line, then the leader's tail (two to five marks, by the
    key) and the name in bold on the next line; with ``wrap`` the name's last word goes on
    to a third line."""
    pdf = col.pdf
    col.y -= 6 + face.size * 1.25
    pdf.setFont(face.bold, face.size)
    label = f"{key} "
    pdf.drawString(col.x, col.y, label)
    start = col.x + pdf.stringWidth(label, face.bold, face.size) + 2
    _dots(pdf, face, start, col.y, col.x + WIDTH - start, leader)
    col.y -= face.size * 1.25
    unit = pdf.stringWidth(". ", face.body, face.size)
    tail = unit * (2 + key % 4)
    _dots(pdf, face, col.x, col.y, tail, leader)
    first, _, last = name.rpartition(" ") if wrap and " " in name else (name, "", "")
    pdf.setFont(face.bold, face.size)
    pdf.drawString(col.x + tail + 3, col.y, first)
    if last:
        col.y -= face.size * 1.25
        pdf.drawString(col.x, col.y, last)


def _key_page(
    path: Path, face: Face, words: int, leader: str, wrap: bool = False, tail: bool = False
) -> None:
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 50, WIDTH)
    col.para("THE UNDERCROFT", face.bold, face.size + 6, gap=12)
    for number, (name, aloud, text) in enumerate(PLACES[words], start=12):
        (_tail_heading if tail else _heading)(col, face, number, name, leader, wrap)
        col.para(f"{aloud} {text}", face.body, face.size, gap=2)
    pdf.save()


def _contents_page(path: Path, face: Face, words: int, leader: str) -> None:
    """A contents page: each place's name, a leader and its page number, then one chapter."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 50, WIDTH)
    col.para("CONTENTS", face.bold, face.size + 6, gap=12)
    for page, (name, _, _) in enumerate(PLACES[words], start=3):
        col.y -= 4 + face.size * 1.25
        pdf.setFont(face.body, face.size)
        pdf.drawString(col.x, col.y, name)
        start = col.x + pdf.stringWidth(name + " ", face.body, face.size) + 2
        number = str(page * 4)
        number_w = pdf.stringWidth(number, face.body, face.size)
        _dots(pdf, face, start, col.y, col.x + WIDTH - number_w - 4 - start, leader)
        pdf.setFont(face.body, face.size)
        pdf.drawString(col.x + WIDTH - number_w, col.y, number)
    col.para("INTRODUCTION", face.bold, face.size + 4, gap=14)
    col.para(" ".join(p[2] for p in PLACES[words][:2]), face.body, face.size)
    pdf.save()


@pytest.mark.parametrize(("face", "words", "leader"), CASES, ids=IDS)
def test_a_leader_parts_key_and_name(tmp_path: Path, face: Face, words: int, leader: str) -> None:
    """Every "N <leader> Name" line is area N named Name, the leader no part of either."""
    path = tmp_path / "leaders.pdf"
    _key_page(path, face, words, leader)
    _, areas = _read(path)
    expected = [(str(n), p[0]) for n, p in enumerate(PLACES[words], start=12)]
    assert [(a.key, a.name) for a in areas] == expected


@pytest.mark.parametrize(("face", "words", "leader"), CASES, ids=IDS)
def test_a_name_the_leader_pushed_over_goes_on(
    tmp_path: Path, face: Face, words: int, leader: str
) -> None:
    """A name whose last word the leader pushed to the next line is read whole; a one-word
    name on the next line alone ("15 . . . . ." / "Hanged") is the area's name, no area of
    its own."""
    path = tmp_path / "wrapped.pdf"
    _key_page(path, face, words, leader, wrap=True)
    _, areas = _read(path)
    expected = [(str(n), p[0]) for n, p in enumerate(PLACES[words], start=12)]
    assert [(a.key, a.name) for a in areas] == expected


@pytest.mark.parametrize("wrap", [False, True], ids=["name-whole", "name-wraps"])
@pytest.mark.parametrize(("face", "words", "leader"), CASES, ids=IDS)
def test_a_leader_run_past_its_line_goes_on_before_the_name(
    tmp_path: Path, face: Face, words: int, leader: str, wrap: bool
) -> None:
    """ "12 . . . . . . . . ." / ". . . Gatehouse": the marks opening the next line are the
    leader's tail, the name follows them (and may wrap in its bold to a third line)."""
    path = tmp_path / "tail.pdf"
    _key_page(path, face, words, leader, wrap=wrap, tail=True)
    _, areas = _read(path)
    expected = [(str(n), p[0]) for n, p in enumerate(PLACES[words], start=12)]
    assert [(a.key, a.name) for a in areas] == expected


@pytest.mark.parametrize(("face", "words", "leader"), CASES, ids=IDS)
def test_a_contents_page_gives_no_areas(
    tmp_path: Path, face: Face, words: int, leader: str
) -> None:
    """ "Name . . . . 12": the leader after a title leads to a page number, no key."""
    path = tmp_path / "contents.pdf"
    _contents_page(path, face, words, leader)
    _, areas = _read(path)
    names = {p[0] for p in PLACES[words]}
    assert not [a for a in areas if a.key or a.name in names]
