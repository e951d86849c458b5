"""A key that opens the first line of a column, drawn straight onto two-column PDF pages (not
by bench/synth): the entry at the top of the second column stands on the row of a heading
across the gutter ("BACKGROUND" atop the first column). The key is its own entry's, not a
number set after that heading: the entry is an area of its own and its text does not run
into the area before it. Keys set large in a cell beside the entry and keys set larger
inline before a bold name, in two faces, two sizes and two wordings."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas
from test_read_display_keys_pdf import BODY, DIGIT_HEIGHT, NAMES

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

INTRO = (
    "The caravanserai stands where three roads meet at the edge of the salt flats. Its "
    "keeper has not been seen for a week, and the drovers who sleep in its yard whisper "
    "that something moves in the cisterns below the courtyard after dark."
)
FACES = [("Times-Roman", "Times-Bold", 9.0), ("Helvetica", "Helvetica-Bold", 10.5)]
COLUMNS = (50.0, 316.0)  # left edges; each column 246 pt wide, a 20 pt gutter
COLUMN_W = 246.0
TOP = 720.0


def _wrap(text: str, face: str, size: float, width: float, first_room: float) -> list[str]:
    """``text`` broken into lines ``width`` wide, the first ``first_room`` wide."""
    lines: list[str] = []
    line, room = "", first_room
    for word in text.split():
        trial = f"{line} {word}".strip()
        if stringWidth(trial, face, size) > room and line:
            lines.append(line)
            line, room = word, width
        else:
            line = trial
    return [*lines, line]


class _Page:
    """Entries keyed ``form`` ("cell": a numeral 2.5 times the body in a cell left of the
    entry; "inline": a bold numeral 1.5 times the body before the bold name)."""

    def __init__(self, pdf: canvas.Canvas, face: str, bold: str, size: float, form: str):
        self.pdf, self.face, self.bold, self.size, self.form = pdf, face, bold, size, form

    def heading(self, x: float, y: float, text: str) -> float:
        self.pdf.setFont(self.bold, self.size + 4)
        self.pdf.drawString(x, y, text)
        return y - (self.size + 4) * 1.6

    def paragraph(self, x: float, y: float, text: str) -> float:
        self.pdf.setFont(self.face, self.size)
        for line in _wrap(text, self.face, self.size, COLUMN_W, COLUMN_W):
            self.pdf.drawString(x, y, line)
            y -= self.size * 1.2
        return y - self.size

    def entry(self, x: float, y: float, key: int, name: str) -> float:
        """One keyed entry whose first baseline is ``y``; returns the next entry's."""
        scale = 2.5 if self.form == "cell" else 1.5
        key_size = self.size * scale
        key_w = stringWidth(str(key), self.bold, key_size)
        self.pdf.setFont(self.bold, key_size)
        if self.form == "cell":
            text_x = x + stringWidth("88", self.bold, key_size) + 4
            self.pdf.drawString(x, y - (key_size - self.size) * DIGIT_HEIGHT, str(key))
        else:
            text_x = x + key_w + self.size * 0.4
            self.pdf.drawString(x, y, str(key))
        lead = f"{name}. "
        self.pdf.setFont(self.bold, self.size)
        self.pdf.drawString(text_x, y, lead)
        width = x + COLUMN_W - text_x
        room = width - stringWidth(lead, self.bold, self.size)
        lines = _wrap(BODY, self.face, self.size, width, room)
        self.pdf.setFont(self.face, self.size)
        self.pdf.drawString(text_x + stringWidth(lead, self.bold, self.size), y, lines[0])
        for line in lines[1:]:
            y -= self.size * 1.2
            self.pdf.drawString(text_x if self.form == "cell" else x, y, line)
        return y - self.size * 3.0


def column_top_page(
    path: Path, face: str, bold: str, size: float, form: str, names: list[str]
) -> Path:
    """A heading and an introduction, then entries 1 and 2 in the first column; entries 3
    and 4 in the second, entry 3's first line on the heading's row."""
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    page = _Page(pdf, face, bold, size, form)
    y = page.heading(COLUMNS[0], TOP, "BACKGROUND")
    y = page.paragraph(COLUMNS[0], y, INTRO)
    y = page.heading(COLUMNS[0], y - size, "THE KEY")
    for key in (1, 2):
        y = page.entry(COLUMNS[0], y, key, names[key - 1])
    y = TOP
    for key in (3, 4):
        y = page.entry(COLUMNS[1], y, key, names[key - 1])
    pdf.save()
    return path


CASES = [
    (face, bold, size, form, words)
    for (face, bold, size) in FACES
    for form in ("cell", "inline")
    for words in range(len(NAMES))
]


@pytest.mark.parametrize(("face", "bold", "size", "form", "words"), CASES)
def test_key_at_a_column_top_opens_its_own_area(
    tmp_path: Path, face: str, bold: str, size: float, form: str, words: int
) -> None:
    names = NAMES[words]
    path = column_top_page(tmp_path / "k.pdf", face, bold, size, form, names)
    document = read_pdf(path)
    texts = [" ".join(line.text.split()) for line in document.pages[0].lines]
    assert any(text.startswith(f"3 {names[2]}. Cold water") for text in texts), texts
    areas, _ = find_areas(document, find_statblocks(document)[0])
    found = [(a.key, a.name.casefold()) for a in areas]
    assert found == [(str(k), name.casefold()) for k, name in enumerate(names, start=1)]
    second = next(a for a in areas if a.key == "2")
    assert names[2].casefold() not in second.text.casefold()  # entry 3 is no part of 2
