"""A short booklet end to end (reportlab, this file's texts): keys joined to their names
by a middle dot ("2 · Well Room"), paragraphs opening with a drop cap, and a
running head whose folio moves to the outer edge ("2 Title" / "Title 3") on only two pages."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

TITLE = "The Drowned Mill of Ashcombe"
ROOMS = [
    ("Well Room", "ater drips from the beams into a stone well. Two rats squeak by the rope."),
    ("Grain Loft", "usty sacks are heaped under the roof; a ladder leads down to the door."),
    ("Miller's Rest", "bed and a cold hearth fill the small room. A ghoul hides in the corner."),
    ("Sluice Gate", "he wheel has stopped, and water pours over the gate into the pit below."),
]
INITIALS = "WDAT"


def _write(path: Path, face: str, bold: str, mark: str) -> None:
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    width, height = A5
    for page in range(3):
        if page:
            folio = f"{page + 1} {TITLE}" if page % 2 else f"{TITLE} {page + 1}"
            pdf.setFont(bold, 10)
            x = 30 if page % 2 else width - 30 - pdf.stringWidth(folio, bold, 10)
            pdf.drawString(x, height - 30, folio)
        else:
            pdf.setFont(bold, 16)
            pdf.drawString(40, height - 60, TITLE)
        y = height - 110
        for k in range(2 * page - 2, 2 * page) if page else ():
            name, text = ROOMS[k]
            pdf.setFont(bold, 11)
            pdf.drawString(40, y, f"{k + 1} {mark} {name.upper()}")
            pdf.setFont(face, 24)
            pdf.drawString(40, y - 20, INITIALS[k])
            pdf.setFont(face, 9)
            pdf.drawString(40 + pdf.stringWidth(INITIALS[k], face, 24) + 1, y - 20, text[:40])
            pdf.drawString(40, y - 32, text[40:])
            pdf.drawString(40, y - 50, "Nothing else of note is here; the door is not locked.")
            y -= 120
        pdf.showPage()
    pdf.save()


@pytest.mark.parametrize(
    ("face", "bold", "mark"),
    [("Times-Roman", "Times-Bold", "·"), ("Helvetica", "Helvetica-Bold", "·")],
)
def test_booklet_keys_and_furniture(tmp_path: Path, face: str, bold: str, mark: str) -> None:
    path = tmp_path / "booklet.pdf"
    _write(path, face, bold, mark)
    document = read_pdf(path)
    assert not any(TITLE in line.text for line in document.lines if line.page > 1)
    areas, _ = find_areas(document, find_statblocks(document)[0])
    assert [(a.key, a.name) for a in areas] == [
        (str(k + 1), name) for k, (name, _) in enumerate(ROOMS)
    ]
    assert all("door is not locked" in a.text for a in areas)
