"""A review draft end to end: line numbers down the left margin at the body's leading (every
line or every fifth), a pale watermark turned on the diagonal under the text, and a foot
turned up the page's side. The line numbers are no hanging keys
(``areas_hanging.line_numbers``): a margin number beside a heading is not put in front of it.
The turned lines are no part of an area's text and end no area (``areas._area_end``): a room
running over the page turn keeps its text beyond the watermark.

Each draft is written in two font families and sizes, two wordings and two numberings; a
test reads the PDF with the real reader and runs ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas
from test_areas_typography_pdf import FACES, PLACES, Face, _read, wrap

from converter.detect.areas_hanging import line_numbers
from converter.detect.reading_pages import page_runs
from converter.read.extract import read_pdf

EVERY = [1, 5]  # a number on every line, or on every fifth
VARIANTS = [(face, words, every) for face in FACES for words in (0, 1) for every in EVERY]
IDS = [f"{f.body}-{w}-{e}" for f, w, e in VARIANTS]
LEFT, TOP, BOTTOM = 58.0, 50.0, 40.0
TURNING = 3  # the room that runs over the page turn
RUN_OVER = "Under the far table, two goblins count stolen coins by candlelight."


class Draft:
    """Paragraphs down one column; on each page the line numbers run down the margin at the
    body's leading from the text's top, whatever stands beside them (a heading's larger
    gap puts the text off their pitch), as a draft's line-numbering package sets them."""

    def __init__(self, pdf: canvas.Canvas, face: Face, every: int) -> None:
        self.pdf, self.face, self.every = pdf, face, every
        self.leading = face.size * 1.4
        self._new_page()

    def _new_page(self) -> None:
        self.y = A5[1] - TOP
        pdf = self.pdf
        pdf.saveState()  # the watermark, pale and turned, under the text
        pdf.setFillGray(0.85)
        pdf.setFont(self.face.bold, 34)
        pdf.translate(A5[0] / 2, A5[1] / 2)
        pdf.rotate(52)
        pdf.drawCentredString(0, 0, "REVIEW COPY")
        pdf.restoreState()
        pdf.saveState()  # the foot up the left side
        pdf.setFont(self.face.body, 6)
        pdf.translate(20, A5[1] / 2 - 80)
        pdf.rotate(90)
        pdf.drawString(0, 0, "The Drowned Abbey - draft for the referee only")
        pdf.restoreState()
        pdf.setFont(self.face.body, 6.5)
        for line in range(1, int((A5[1] - TOP - BOTTOM) / self.leading) + 1):
            if line % self.every == 0:
                y = A5[1] - TOP - line * self.leading + self.leading * 0.4
                pdf.drawRightString(LEFT - 12, y, str(line))

    def put(self, text: str, font: str, size: float, gap: float = 0.0) -> None:
        self.y -= gap
        for part in wrap(text, font, size, A5[0] - LEFT - 40, 0.0):
            if self.y - self.leading < BOTTOM:
                self.pdf.showPage()
                self._new_page()
            self.y -= self.leading
            self.pdf.setFont(font, size)
            self.pdf.drawString(LEFT, self.y, part)


def _draft(path: Path, face: Face, words: int, every: int) -> None:
    """Five rooms; the third fills the first page and runs over the turn, two follow."""
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    draft = Draft(pdf, face, every)
    draft.put("THE KEY", face.bold, face.size + 4)
    for number, (name, aloud, text) in enumerate(PLACES[words], start=1):
        draft.put(f"{number}. {name}", face.bold, face.size + 3, gap=face.size * 0.9)
        body = f"{aloud} {text}"
        if number == TURNING:
            while draft.y - draft.leading * 3 > BOTTOM:
                draft.put(aloud, face.body, face.size)
            body = f"{text} {RUN_OVER}"
        draft.put(body, face.body, face.size)
    pdf.save()


@pytest.mark.parametrize(("face", "words", "every"), VARIANTS, ids=IDS)
def test_a_line_numbered_draft_keeps_its_areas(
    tmp_path: Path, face: Face, words: int, every: int
) -> None:
    path = tmp_path / "draft.pdf"
    _draft(path, face, words, every)
    _, areas = _read(path)
    expected = [(str(n), p[0]) for n, p in enumerate(PLACES[words], start=1)]
    assert [(a.key, a.name) for a in areas] == expected
    assert RUN_OVER in areas[TURNING - 1].text
    assert not any("REVIEW" in a.text or "draft for" in a.text for a in areas)


@pytest.mark.parametrize(
    ("seed", "style", "numbered"), [(99904, "callouts", False), (99602, "playtest", True)]
)
def test_generated_margin_numbers(tmp_path: Path, seed: int, style: str, numbered: bool) -> None:
    """Two generated modules: a map's key set as a table (``callouts``: bold keys in the
    text's size in a cell column beside entries of one length, so at one pitch and one step)
    keeps its keys; a review draft (``playtest``) has its line numbers told and keeps every
    room. Each module's truth gives the keys expected."""
    from synth.generate import make_module, write_module

    path = write_module(make_module(seed, style, ()), tmp_path)
    truth = yaml.safe_load(path.with_suffix(".truth.yaml").read_text())
    lines = read_pdf(path).lines
    numbers = [i for span in page_runs(lines) for i in line_numbers(lines, span)]
    assert bool(numbers) == numbered
    _, areas = _read(path)
    assert sorted(str(a.key) for a in areas) == sorted(str(t["key"]) for t in truth["areas"])
