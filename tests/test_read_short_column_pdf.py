"""A short column set smaller than the body (three lines of a stat line run over from the
page before, beside a full column of prose) is still a column: its lines are counted in
their own type size (reportlab PDFs in two faces and sizes; this file's own texts)."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

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
