"""A running side strip: a label turned up a page's side margin, repeated on every page.

It is page furniture like a running head: the reader drops it, so the text beside it reads
on across the page break. A stat block whose name and first fields end one page and whose
other fields open the next must come back as one block with its name; a turned label printed
on one page only (a map's) stays, and so does a strip that stands at another place on each
page. Two faces, two sizes, strips up the left or the right margin.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

FACES = {"times": ("Times-Roman", "Times-Bold"), "helvetica": ("Helvetica", "Helvetica-Bold")}
STRIP = "The Vinegar Abbey \u2014 for the referee only"
PROSE = (
    "Frost rimes the flagstones around a reliquary with its glass smashed. Half a dozen "
    "carrion bats gamble with pewter buttons. A tapestry shows a hill troll being crowned."
)
MARGIN = 54.0


def _strip(pdf: canvas.Canvas, face: str, side: str, shift: float) -> None:
    pdf.saveState()
    x = MARGIN / 2 if side == "left" else letter[0] - MARGIN / 2
    pdf.translate(x, letter[1] / 2 + shift)
    pdf.rotate(90 if side == "left" else -90)
    pdf.setFont(FACES[face][0], 7)
    pdf.drawCentredString(0, 0, STRIP)
    pdf.restoreState()


def _write(path: Path, face: str, size: float, side: str, wander: bool = False) -> Path:
    """Three pages of prose, a strip on each; page 2 ends on a block's name and first fields,
    page 3 opens with its other fields."""
    regular, bold = FACES[face]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    width = letter[0] - 2 * MARGIN
    for page in range(1, 4):
        _strip(pdf, face, side, shift=page * 120.0 if wander else 0.0)
        top = letter[1] - MARGIN
        if page == 3:
            pdf.setFont(regular, size)
            for text in ("HD 3 (11 hp), Att 1 × claw (1d8),", "MV 60' (30'), ML 8, XP 35"):
                pdf.drawString(MARGIN, top - size, text)
                top -= size * 1.3
            top -= size
        paragraphs = 9 if page == 2 else 3
        pdf.setFont(regular, size)
        for _ in range(paragraphs):
            for line in wrap(PROSE, regular, size, width):
                pdf.drawString(MARGIN, top - size, line)
                top -= size * 1.3
            top -= size * 0.7
        if page == 2:
            bottom = MARGIN + 3 * size
            pdf.setFont(bold, size)
            pdf.drawString(MARGIN, bottom + size * 1.3, "Harpies (2d6)")
            pdf.setFont(regular, size)
            pdf.drawString(MARGIN, bottom, "AC 7 [12],")
        pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("size", [9.0, 11.0])
@pytest.mark.parametrize("side", ["left", "right"])
def test_a_block_runs_on_past_a_side_strip(
    tmp_path: Path, face: str, size: float, side: str
) -> None:
    document = read_pdf(_write(tmp_path / "strip.pdf", face, size, side))
    assert not any(STRIP.split()[1] in line.text for line in document.lines)
    blocks, _ = find_statblocks(document)
    assert [(b.name, b.page, b.ac, b.hp, b.hit_dice) for b in blocks] == [("Harpy", 2, 7, 11, "3")]


@pytest.mark.parametrize("face", sorted(FACES))
def test_a_strip_that_moves_from_page_to_page_stays(tmp_path: Path, face: str) -> None:
    document = read_pdf(_write(tmp_path / "wander.pdf", face, 10.0, "left", wander=True))
    assert sum(STRIP.split()[1] in line.text for line in document.lines) == 3


@pytest.mark.parametrize("face", sorted(FACES))
def test_a_turned_label_on_one_page_stays(tmp_path: Path, face: str) -> None:
    path = tmp_path / "one.pdf"
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    for page in range(1, 4):
        if page == 2:
            _strip(pdf, face, "left", shift=0.0)
        pdf.setFont(FACES[face][0], 10)
        pdf.drawString(MARGIN, letter[1] - MARGIN - 10, f"{page}. Room with a view")
        pdf.drawString(MARGIN, letter[1] - MARGIN - 24, PROSE[:80])
        pdf.showPage()
    pdf.save()
    document = read_pdf(path)
    assert sum(STRIP.split()[1] in line.text for line in document.lines) == 1
