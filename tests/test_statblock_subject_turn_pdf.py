"""AD&D 2e statistics closing a sentence run over a column turn belong to the sentence's
subject in the column before.

Two columns: area 1's text fills the first, its last sentence breaks off at the column's
foot after its subject ("A lone hobgoblin scratches marks") and goes on at the second
column's head with the place and the statistics ("into the wall (AC 5; MV 9; …)."), then
area 2. The box the parenthesis stands in opens in lower case after a box broken off
mid-sentence: it is the rest of that paragraph, so the subject owns the statistics, not
"the wall". Three faces, two sizes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

FACES = {
    "times": ("Times-Roman", "Times-Bold"),
    "helvetica": ("Helvetica", "Helvetica-Bold"),
    "courier": ("Courier", "Courier-Bold"),
}
PROSE = (
    "Reeds have pushed up through the flags beside a cracked bell mould. Water drips "
    "steadily from the vault, and a rack of bell clappers leans against the far wall."
)
SUBJECT = "A lone hobgoblin scratches marks"
REST = (
    "into the wall (AC 5; MV 9; HD 2; hp 6; THAC0 19; #AT 1; Dmg 1d8 (bite); SA nil; SD nil;"
    " MR nil; SZ M; ML unsteady (5); XP 60). A spiral stair climbs into the tower."
)
MARGIN, GUTTER = 54.0, 20.0


def _write(path: Path, face: str, size: float) -> Path:
    regular, bold = FACES[face]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    width = (letter[0] - 2 * MARGIN - GUTTER) / 2
    right = MARGIN + width + GUTTER
    top = letter[1] - MARGIN
    pdf.setFont(bold, size * 1.2)
    pdf.drawString(MARGIN, top - size * 1.2, "1. Ossuary")
    top -= size * 1.2 * 1.6
    pdf.setFont(regular, size)
    while top > MARGIN + 6 * size:  # area 1's text, down to the column's foot
        for line in wrap(PROSE, regular, size, width):
            pdf.drawString(MARGIN, top - size, line)
            top -= size * 1.3
        top -= size * 0.6
    pdf.drawString(MARGIN, top - size, SUBJECT)  # the sentence breaks off here
    top = letter[1] - MARGIN  # the second column: the sentence goes on at its head
    for line in wrap(REST, regular, size, width):
        pdf.drawString(right, top - size, line)
        top -= size * 1.3
    pdf.setFont(bold, size * 1.2)
    pdf.drawString(right, top - size * 2.4, "2. Founders' Crypt")
    pdf.setFont(regular, size)
    top -= size * 3.6
    for line in wrap(PROSE, regular, size, width):
        pdf.drawString(right, top - size, line)
        top -= size * 1.3
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("size", [9.0, 10.5])
def test_statistics_run_over_a_column_turn_are_the_subjects(
    tmp_path: Path, face: str, size: float
) -> None:
    blocks, _ = find_statblocks(read_pdf(_write(tmp_path / "turn.pdf", face, size)))
    assert [(b.name, b.ac, b.hp, b.hit_dice) for b in blocks] == [("hobgoblin", 5, 6, "2")]
