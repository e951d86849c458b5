"""A map page's labels beside its north arrow are no areas: "8" and the arrow's "N" on one
row, or the letter the next line after a label set alone, read as "8 N", a key with a
one-letter name; a place's name is a word, and a lone
capital after a key is a compass point (or a grid letter) printed beside it
(``areas_key_candidates.key_candidate``).

A map page of labelled rooms (16 pt bold numbers in rectangles), its title and scale note,
the arrow's letter below one label or level with it; then the key, one
room a paragraph. Two faces, two wordings, the arrow's letter N or another compass point.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.pdfgen import canvas
from test_areas_typography_pdf import PLACES, Column, Face, _read

FACES = [
    Face("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", 9.0),
    Face("Times-Roman", "Times-Bold", "Times-Italic", 10.0),
]


SPREAD = (864.0, 648.0)  # two 6x9 pages side by side, as a reader spread prints them


def _module(path: Path, face: Face, words: int, arrow: str, beside: int, below: bool) -> None:
    """A spread: the map on the left page (labels, title, scale, the arrow), the key on the
    right one."""
    pdf = canvas.Canvas(str(path), pagesize=SPREAD, invariant=1)
    width, height = SPREAD
    pdf.setFont(face.bold, 14)
    pdf.drawString(32, height - 55, "Map 2: The Flooded Level")
    pdf.setFont(face.body, 8)
    pdf.drawString(311, height - 60, "One square = 10 feet.")
    places = PLACES[words]
    for k in range(len(places)):
        x, y = 60 + (k % 3) * 122, height - 195 - (k // 3) * 243
        pdf.rect(x, y - 40, 90, 90)
        pdf.setFont(face.bold, 16)
        pdf.drawString(x + 28, y, str(k + 1))
        if k == beside:  # the north arrow below this room's label, or level with it
            drop = 106 if below else 0
            pdf.line(x + 55, y - drop - 30, x + 55, y - drop + 20)
            pdf.setFont(face.bold, 10)
            pdf.drawString(x + 50, y - drop - 6, arrow)
    col = Column(pdf, width / 2 + 26, height - 40, width / 2 - 60)
    col.para("The Flooded Level", face.bold, face.size * 1.6, gap=10)
    for k, (name, aloud, text) in enumerate(places, start=1):
        col.para(f"{k}. {name}", face.bold, face.size * 1.1, gap=6)
        col.para(f"{aloud} {text}", face.body, face.size * 0.9)
    pdf.save()


@pytest.mark.parametrize("below", [True, False])
@pytest.mark.parametrize("beside", [1, 2, 4])
@pytest.mark.parametrize("arrow", ["N", "E"])
@pytest.mark.parametrize(("face", "words"), [(FACES[0], 0), (FACES[1], 1)])
def test_a_label_beside_the_north_arrow_is_no_area(
    tmp_path: Path, face: Face, words: int, arrow: str, beside: int, below: bool
) -> None:
    """Only the key's rooms are areas: no label of the map keyed with the arrow's letter."""
    path = tmp_path / "map.pdf"
    _module(path, face, words, arrow, beside, below)
    _, areas = _read(path)
    assert [(a.key, a.name) for a in areas] == [
        (str(k), place[0]) for k, place in enumerate(PLACES[words], start=1)
    ]
