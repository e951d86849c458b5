"""A running head read on one line with other text is still a running head (dark-theme
``trifold``, wild set).

A browser prints its header ("The Sunken Keep – Print view") at the top left of every page;
the back of a folded sheet prints its own title centred on the same baseline, and the reader
gave one line, "The Sunken Keep – Print view  The Sunken Keep". That line repeated on no other
page, and the head alone stood on too few pages to count: both stayed as text. Drawn in two
faces and two sizes, the head merged on the even pages, on the left or right edge, or with
the sheet's folio head printed over it; a first body line opening with the same words on
every page, not set apart, stays whole.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FACES = [("Helvetica", 8.0), ("Times-Roman", 9.0)]
HEADS = ["The Sunken Keep – Print view", "Shadows over Kestrel Hill · Web edition"]
BODY = [
    "Dust lies thick on the floor of this long hall, and the air smells of old smoke.",
    "Four goblins squat around a brazier and argue over a sack of stolen turnips.",
    "A narrow stair in the north wall climbs to the gallery above the hall.",
]
ROOMS = ["the long hall", "the old crypt", "the well house", "the bell tower"]
PAGES = 4


def _write(path: Path, face: tuple[str, float], head: str, right: bool, over: bool) -> Path:
    font, size = face
    width, height = landscape(letter)
    pdf = canvas.Canvas(str(path), pagesize=(width, height), invariant=1)
    title = head.split(" – ")[0].split(" · ")[0]
    for page in range(1, PAGES + 1):
        pdf.setFont(font, 8)
        if right:
            pdf.drawRightString(width - 18, height - 16, head)
        else:
            pdf.drawString(18, height - 16, head)
        if page % 2 == 0 and over:  # the sheet's folio head, printed over the header
            pdf.drawString(22, height - 16, f"{page}  {title}")
        elif page % 2 == 0:  # the sheet's own title, on the head's baseline
            pdf.drawCentredString(width / 2, height - 16, title)
        pdf.setFont(font, size)
        y = height - 44  # in the top band, among the two lines nearest the edge
        pdf.drawString(60, y, f"Keeper's Notes on {ROOMS[page - 1]} and its stair.")
        for line in BODY:
            y -= size * 1.3
            pdf.drawString(60, y, line)
        pdf.drawString(width - 40, 20, str(page))
        pdf.showPage()
    pdf.save()
    return path


PLACES = [(False, False), (True, False), (False, True)]  # (head at the right, title over it)
CASES = [(face, head, right, over) for face in FACES for head in HEADS for right, over in PLACES]


@pytest.mark.parametrize(("face", "head", "right", "over"), CASES)
def test_head_merged_with_sheet_title_goes(
    tmp_path: Path, face: tuple[str, float], head: str, right: bool, over: bool
) -> None:
    pages = read_pdf(_write(tmp_path / "merged.pdf", face, head, right, over)).pages
    texts = {page.number: [line.text for line in page.lines] for page in pages}
    assert not any("Print view" in t or "Web edition" in t for v in texts.values() for t in v)
    for number, kept in texts.items():
        assert f"Keeper's Notes on {ROOMS[number - 1]} and its stair." in kept, kept
        assert any(t.startswith("Four goblins squat") for t in kept), kept
