"""A short column set smaller than the body (three lines of a stat line run over from the
page before, beside a full column of prose) is still a column: its lines are counted in
their own type size (reportlab PDFs in two faces and sizes; this file's own texts)."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf
from converter.read.lines import Fragment, Glyph
from converter.read.regions import find_gutters

LEFT = [
    "Wet moss grows thick along the walls and",
    "the floor slopes down towards a drain. A",
    "rusted gate hangs from one hinge, and a",
    "cold wind comes up from somewhere below.",
] * 5
RIGHT = [
    "Marsh Ghouls (3): Init +1; Atk claw +2",
    "melee (1d4); AC 11; HD 2d8; hp 9 each;",
    "MV 30'; SV Fort +1, Ref +0, Will +0.",
]


def _write(path: Path, body: str, small: str, size: float, small_size: float) -> None:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(body, size)
    for k, line in enumerate(LEFT):
        pdf.drawString(40.0, 720.0 - k * size * 1.2, line)
    pdf.setFont(small, small_size)
    for k, line in enumerate(RIGHT):
        pdf.drawString(330.0, 720.0 - k * small_size * 1.15, line)
    pdf.showPage()
    pdf.save()


@pytest.mark.parametrize(
    ("body", "small", "size", "small_size"),
    [("Times-Roman", "Helvetica", 10.5, 9.4), ("Helvetica", "Courier", 10.0, 8.5)],
)
def test_short_small_column_beside_prose_is_a_column(
    tmp_path: Path, body: str, small: str, size: float, small_size: float
) -> None:
    path = tmp_path / "short.pdf"
    _write(path, body, small, size, small_size)
    texts = [line.text for line in read_pdf(path).lines]
    for line in LEFT + RIGHT:
        assert line in texts, (line, texts)


def _frag(x0: float, top: float, x1: float, size: float) -> Fragment:
    glyph = Glyph("x", x0, top, x1, top + size, size, "Body")
    return Fragment(x0, top, x1, top + size, size, (glyph,))


def test_two_line_title_set_large_beside_a_column_is_a_column() -> None:
    # Two lines of 16 pt type take the height of three 10 pt body lines: the title stands
    # in a column of its own beside the body, though it is only two lines.
    title = [_frag(40.0, 100.0 + 20.0 * k, 240.0, 16.0) for k in range(2)]
    body = [_frag(256.0, 100.0 + 12.0 * k, 500.0, 10.0) for k in range(12)]
    assert len(find_gutters(title + body)) == 1
