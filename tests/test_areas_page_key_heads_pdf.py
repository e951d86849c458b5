"""A page's key head end to end: megadungeon books print at each page's outer head the keys
that begin on the page, dictionary-style ("Areas 1-2", "Rooms 3-4", "3-4", or "Room 5" for one
key or the room running on). The head is furniture, no area: the places are the keys below it
(``areas_not_places.page_key_head``), also on the first page, where the module's title stands
under the head, and on a last page of credits, where the head repeats the room run on.

Each module is written in two font families and sizes, two wordings and three head forms; a
test reads the PDF with the real reader and runs ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas
from test_areas_typography_pdf import FACES, PLACES, Column, Face, _read

# The head's words for a range and for one key, per form.
FORMS = [("Areas", "Area"), ("Rooms", "Room"), ("", "")]
VARIANTS = [(face, words, form) for face in FACES for words in (0, 1) for form in FORMS]
IDS = [f"{f.body}-{w}-{form[0] or 'bare'}" for f, w, form in VARIANTS]
PAGES = [[1, 2], [3, 4], [5]]  # the keys begun on each page; the last page is the credits


def _head(pdf: canvas.Canvas, face: Face, keys: list[int], form: tuple[str, str], page: int):
    text = f"{keys[0]}-{keys[-1]}" if len(keys) > 1 else str(keys[0])
    word = form[0] if len(keys) > 1 else form[1]
    text = f"{word} {text}".strip()
    pdf.setFont(face.bold, face.size + 2)
    width, height = A5
    if page % 2:  # the outer head: right on odd pages, left on even ones
        pdf.drawRightString(width - 40, height - 28, text)
    else:
        pdf.drawString(40, height - 28, text)


def _module(path: Path, face: Face, words: int, form: tuple[str, str]) -> None:
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    places = PLACES[words]
    for page, keys in enumerate(PAGES, start=1):
        _head(pdf, face, keys, form, page)
        col = Column(pdf, 40, A5[1] - 60, A5[0] - 80)
        if page == 1:
            col.para("The Drowned Undercroft", face.bold, face.size + 10, gap=10)
            col.para("A dungeon level for characters of levels 2-4", face.body, face.size)
        for key in keys:
            name, aloud, text = places[key - 1]
            col.para(f"{key}. {name}", face.bold, face.size + 2, gap=12)
            col.para(f"{aloud} {text}", face.body, face.size)
        pdf.showPage()
    _head(pdf, face, [5], form, len(PAGES) + 1)  # the credits page: room 5 ran on
    col = Column(pdf, 40, A5[1] - 60, A5[0] - 80)
    col.para("CREDITS", face.bold, face.size + 4, gap=10)
    col.para("Writing and layout: K. Ito. Editing: T. Okafor.", face.body, face.size)
    pdf.save()


@pytest.mark.parametrize(("face", "words", "form"), VARIANTS, ids=IDS)
def test_a_page_key_head_is_no_area(
    tmp_path: Path, face: Face, words: int, form: tuple[str, str]
) -> None:
    path = tmp_path / "heads.pdf"
    _module(path, face, words, form)
    _, areas = _read(path)
    expected = [(str(n), p[0]) for n, p in enumerate(PLACES[words], start=1)]
    assert [(a.key, a.name) for a in areas] == expected
