"""A small tracked heading set too wide for its column runs into the gutter and over the
first letters of the next column, whose text goes on there in a larger size on the same rows:
it overflows its column and makes no band across the page (``overflow.overflowed``: the row
is either line's, so a small line standing within the larger text's height is on its row).
Reportlab pages in three faces, two wordings, two tracking widths; this file's own texts.
Before, the heading was cut out as a band: the right column was read in two pieces, its top
before the heading and the left column's text under it, its rest after, so the left area's
heading opened at the wrong place in the text."""

from __future__ import annotations

from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FACES = [
    ("Times-Roman", "Times-Bold"),
    ("Helvetica", "Helvetica-Bold"),
    ("Courier", "Courier-Bold"),
]
WORDINGS = [
    (
        ("Area 1: Echo Shaft", "Area 2: The Flooded Crypt", "Area 3: Bell Loft"),
        "Rain has found its way in here and a painted screen sits in a brown puddle by the "
        "door, where a carrion bat scratches at the wood and the smell of wet wool hangs. ",
    ),
    (
        ("Room 1 — Salt Store", "Room 2 — The Drowned Cellar", "Room 3 — Lamp Gallery"),
        "Silt covers the floor ankle-deep and a brass orrery juts from it, and every step "
        "raises a cloud of pale dust that hangs in the still air of the low vault. ",
    ),
]
LEFT_X, RIGHT_X, COLUMN_W = 60.0, 206.0, 136.0  # a 10 pt gutter
BODY_PT, HEAD_PT = 9.5, 6.0


def _tracked(pdf: canvas.Canvas, face: str, x: float, y: float, text: str, width: float) -> None:
    """``text`` at HEAD_PT, letter-spaced to ``width`` points."""
    natural = pdf.stringWidth(text, face, HEAD_PT)
    line = pdf.beginText(x, y)
    line.setFont(face, HEAD_PT)
    line.setCharSpace((width - natural) / max(len(text) - 1, 1))
    line.textOut(text)
    line.setCharSpace(0)  # the spacing is state of the page: later text is set plain
    pdf.drawText(line)


def _paragraph(pdf: canvas.Canvas, face: str, x: float, y: float, text: str) -> float:
    pdf.setFont(face, BODY_PT)
    for line in wrap(text, face, BODY_PT, COLUMN_W):
        pdf.drawString(x, y, line)
        y -= BODY_PT * 1.22
    return y


def _write(path: Path, face: tuple[str, str], wording: int, overflow: float) -> float:
    """Two columns: areas 1 and 2 on the left, area 3's long text on the right; area 2's
    heading runs ``overflow`` points past the left column's edge. Returns the heading's y."""
    regular, bold = face
    headings, sentence = WORDINGS[wording]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    top = 700.0
    _tracked(pdf, bold, LEFT_X, top, headings[0], COLUMN_W - 30)
    y = _paragraph(pdf, regular, LEFT_X, top - 14, sentence * 3)
    _tracked(pdf, bold, RIGHT_X, top, headings[2], COLUMN_W - 30)
    right = _paragraph(pdf, regular, RIGHT_X, top - 14, sentence * 9)
    assert right < y - 80  # the right column's text goes on past area 2's heading
    # area 2's heading stands 5 pt over a baseline of the right column's text: its middle is
    # within that line's height, the line's middle below the heading
    steps = round((top - 14 - (y - 6)) / (BODY_PT * 1.22))
    head_y = top - 14 - steps * BODY_PT * 1.22 + 5
    _tracked(pdf, bold, LEFT_X, head_y, headings[1], COLUMN_W + overflow)
    _paragraph(pdf, regular, LEFT_X, head_y - 14, sentence * 3)
    pdf.showPage()
    pdf.save()
    return head_y


VARIANTS = [(face, w, o) for face in FACES for w in (0, 1) for o in (20.0, 28.0)]
IDS = [f"{face[0]}-{w}-{o:.0f}" for face, w, o in VARIANTS]


@pytest.mark.parametrize(("face", "wording", "overflow"), VARIANTS, ids=IDS)
def test_small_heading_overflowing_its_column_makes_no_band(
    tmp_path: Path, face: tuple[str, str], wording: int, overflow: float
) -> None:
    path = tmp_path / "overflow.pdf"
    _write(path, face, wording, overflow)
    lines = read_pdf(path).lines
    order = [ln.text for ln in lines]
    at = [order.index(heading) for heading in WORDINGS[wording][0]]
    assert at == sorted(at), order  # area 2's heading between area 1's text and area 3's
    left = [k for k, ln in enumerate(lines) if ln.bbox.x0 < RIGHT_X - 5]
    right = [k for k, ln in enumerate(lines) if ln.bbox.x0 >= RIGHT_X - 5]
    assert at[1] in left and max(left) < min(right), order  # one column, then the other
