"""Letter-spaced headings are read as words: reportlab PDFs with wide character spacing
(two faces, two spacings, capitals and mixed case; this file's own texts)."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

BODY = "A narrow stair winds down to a door of green copper."
HEADINGS = ["THE WEEPING STAIR:", "C4. Echo of Bells", "Hall of the Dead —"]


def _write(path: Path, font: str, body: str, spacing_em: float) -> None:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = 700.0
    for heading in HEADINGS:
        text = pdf.beginText(60, y)
        text.setFont(font, 11)
        text.setCharSpace(spacing_em * 11)
        text.textOut(heading)
        pdf.drawText(text)
        pdf.setFont(body, 10)
        pdf.drawString(60, y - 16, BODY)
        y -= 60
    pdf.showPage()
    pdf.save()


@pytest.mark.parametrize(
    ("font", "body", "spacing"),
    [("Helvetica-Bold", "Helvetica", 0.45), ("Times-Bold", "Times-Roman", 0.3)],
)
def test_letter_spaced_heading_reads_as_words(
    tmp_path: Path, font: str, body: str, spacing: float
) -> None:
    path = tmp_path / "spaced.pdf"
    _write(path, font, body, spacing)
    texts = [line.text for line in read_pdf(path).lines]
    for heading in HEADINGS:
        assert heading in texts
    body = " ".join(t for t in texts if t not in HEADINGS).split()
    assert set(body) == set(BODY.split())
