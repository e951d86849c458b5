"""A text printed over another on one baseline is read whole after it: reportlab PDFs with a
creature's name in a title bar and its rating set flush right over the name's end (two faces,
two sizes; this file's own texts), and fake bold (the same glyphs struck twice) still reads once."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

NAMES = ["QUARRY WARDENS", "SILT LAMPREYS"]


def _write(path: Path, face: str, size: float) -> None:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = 700.0
    for name, rating in zip(NAMES, ["CR 2", "CR 1/8"], strict=True):
        pdf.setFont(face, size)
        width = pdf.stringWidth(name, face, size)
        pdf.drawString(60, y, name)
        # The bar is narrower than the name: the rating, flush right, overprints its end.
        pdf.drawRightString(60 + width + size * 0.4, y, rating)
        y -= size * 2
    pdf.setFont(face, size)
    for dx in (0.0, 0.3):  # fake bold: the heading struck twice, a hair apart
        pdf.drawString(60 + dx, y, "THE SUNKEN NAVE")
    pdf.showPage()
    pdf.save()


@pytest.mark.parametrize(("face", "size"), [("Helvetica-Bold", 11.0), ("Times-Bold", 13.0)])
def test_overprinted_rating_reads_after_the_name(tmp_path: Path, face: str, size: float) -> None:
    path = tmp_path / "overprint.pdf"
    _write(path, face, size)
    texts = [line.text for line in read_pdf(path).lines]
    assert texts == ["QUARRY WARDENS CR 2", "SILT LAMPREYS CR 1/8", "THE SUNKEN NAVE"]
