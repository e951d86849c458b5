"""Bullets set in a picture font read as bullets, not as the letters of their codes:
reportlab PDFs with ZapfDingbats marks before each line of a list (two text faces, two
sizes; this file's own texts). Each item is a sentence of its own, even when the item before
it ends without a stop: the departure of the last item ("left … years ago") is its own
creature's, not the whole list's."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.creatures import text_to_creatures
from converter.models import Source
from converter.read.extract import read_pdf

ITEMS = [
    "Tallow drips from a cracked candelabrum onto the flagstones.",
    "A crowd of marsh goblins squabble over a copper kettle.",
    "Beside the hearth sit 4 dire ferrets; they gnaw on old boots",
    "Soot on the beams was left by a fire drake years ago.",
]
KNOWN = ("Marsh Goblin", "Dire Ferret", "Fire Drake")  # the module's stat blocks
MARKS = ["n", "u", "l", "n"]  # ZapfDingbats: black square, diamond, circle


def _write(path: Path, face: str, size: float) -> None:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = 700.0
    for mark, item in zip(MARKS, ITEMS, strict=True):
        pdf.setFont("ZapfDingbats", size * 0.7)
        pdf.drawString(60, y, mark)
        pdf.setFont(face, size)
        pdf.drawString(60 + size, y, item)
        y -= size * 1.5
    pdf.showPage()
    pdf.save()


@pytest.mark.parametrize(("face", "size"), [("Helvetica", 10.0), ("Times-Roman", 12.0)])
def test_picture_font_marks_read_as_bullets(tmp_path: Path, face: str, size: float) -> None:
    path = tmp_path / "bullets.pdf"
    _write(path, face, size)
    texts = [line.text for line in read_pdf(path).lines]
    assert texts == [f"\u2022 {item}" for item in ITEMS]
    found = text_to_creatures(" ".join(texts), Source("bullets.pdf", 1), KNOWN)
    assert {m.name: m.count for m in found} == {"marsh goblin": None, "dire ferret": 4}
