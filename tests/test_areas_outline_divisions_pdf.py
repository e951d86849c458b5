"""Numbered chapters over section-numbered keys end to end: "1 The Waterfront" (a larger
heading, no text of its own) then "1.1 Gatehouse", "1.2 Well Court" …: the chapter is an
outline's division, its sections are the areas (``areas_keys._without_divisions``). An area
with its own text before its sub-areas "7.1", "7.2" stays an area.

Each page is written in two font families and sizes, two wordings and two chapter sizes;
a test reads the PDF with the real reader and runs ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from test_areas_typography_pdf import FACES, PLACES, Column, Face, _read

CHAPTERS = ["The Waterfront", "Under the Toll Bridge"]
STEPS = [4.0, 7.0]  # how much larger a chapter heading is set than a section's
VARIANTS = [(face, words, step) for face in FACES for words in (0, 1) for step in STEPS]
IDS = [f"{f.body}-{w}-{s}" for f, w, s in VARIANTS]


def _chapters_page(path: Path, face: Face, words: int, step: float, first: int) -> None:
    """Two chapters numbered from ``first``, the five places shared out as their sections."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 50, 420)
    places = PLACES[words]
    for offset, (title, part) in enumerate(zip(CHAPTERS, (places[:3], places[3:]), strict=True)):
        chapter = first + offset
        col.para(f"{chapter} {title}", face.bold, face.size + 2 + step, gap=14)
        for number, (name, aloud, text) in enumerate(part, start=1):
            col.para(f"{chapter}.{number} {name}", face.bold, face.size + 2, gap=8)
            col.para(f"{aloud} {text}", face.body, face.size)
    pdf.save()


def _sections(words: int, first: int) -> list[tuple[str, str]]:
    places = PLACES[words]
    return [(f"{first}.{n}", p[0]) for n, p in enumerate(places[:3], start=1)] + [
        (f"{first + 1}.{n}", p[0]) for n, p in enumerate(places[3:], start=1)
    ]


@pytest.mark.parametrize(("face", "words", "step"), VARIANTS, ids=IDS)
@pytest.mark.parametrize("first", [1, 3])
def test_a_chapter_over_its_sections_is_no_area(
    tmp_path: Path, face: Face, words: int, step: float, first: int
) -> None:
    """The areas are the sections "1.1" … "2.2"; the chapters "1", "2" are none."""
    path = tmp_path / "chapters.pdf"
    _chapters_page(path, face, words, step, first)
    _, areas = _read(path)
    assert [(a.key, a.name) for a in areas] == _sections(words, first)


def _area_with_subareas_page(path: Path, face: Face, words: int) -> None:
    """Area 7 with a text of its own, then its sub-areas 7.1 and 7.2, then area 8."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, 60, A4[1] - 50, 420)
    col.para("THE KEEP", face.bold, face.size + 6, gap=12)
    keys = ["7", "7.1", "7.2", "8"]
    for key, (name, aloud, text) in zip(keys, PLACES[words], strict=False):
        col.para(f"{key} {name}", face.bold, face.size + 2, gap=8)
        col.para(f"{aloud} {text}", face.body, face.size)
    pdf.save()


@pytest.mark.parametrize(("face", "words"), [(f, w) for f in FACES for w in (0, 1)])
def test_an_area_with_its_own_text_over_sub_areas_stays(
    tmp_path: Path, face: Face, words: int
) -> None:
    path = tmp_path / "subareas.pdf"
    _area_with_subareas_page(path, face, words)
    _, areas = _read(path)
    assert [a.key for a in areas] == ["7", "7.1", "7.2", "8"]
