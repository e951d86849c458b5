"""Words split without a hyphen, read from PDFs in three faces and two sizes.

A narrow box sets its lines full to its right edge and cuts a word too long for the measure
where the line is full, with no hyphen ("A salam" / "ander"); an unproofed OCR text splits a
word with a stray space ("skel etons"). The reader joins both where the parts are no words
of their own and the whole is one, and never a label cut in its narrow cell ("Mons" /
"ters:", "Trea" / "sure:") or a piece that is a word ("gob" / "lin's").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FACES = ("Times-Roman", "Helvetica", "Courier")
SIZES = (7.0, 9.0)
LEFT, RIGHT = 360.0, 470.0  # a narrow box in the right margin
# (text, full): a full line is set to the box's right edge, as a justified box sets it
BOX = [
    ("Hot, dank air. A salam", True),
    ("ander sleeps. A brass", True),
    ("telesc", True),
    ("ope (120 gp).", False),
    ("Mons", True),
    ("ters: 2 grey oozes", False),
    ("Loot: a gob", True),
    ("lin's purse.", False),
]
PROSE = ["Here 9 skel etons whittle pegs. A HAR PY", "roosts by a war dog and a scr ibe."]


def _write(path: Path, face: str, size: float) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(face, size)
    top = 560.0  # below the box: the prose is a block of its own
    for text in PROSE:
        pdf.drawString(72, top, text)
        top -= size * 1.3
    top = 700.0
    for text, full in BOX:
        if full:
            pdf.drawRightString(RIGHT, top, text)
        else:
            pdf.drawString(LEFT, top, text)
        top -= size * 1.3
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("face", FACES)
def test_split_words_are_read_whole(tmp_path: Path, face: str, size: float) -> None:
    document = read_pdf(_write(tmp_path / "split.pdf", face, size))
    text = "\n".join(line.text for page in document.pages for line in page.lines)
    for whole in ("salamander", "telescope", "skeletons", "HARPY", "scribe"):
        assert whole in text, (whole, text)
    for kept in ("Mons\nters:", "gob\nlin's", "war dog"):
        assert kept in text, (kept, text)
    assert "Here 9 skeletons whittle pegs." in text
