"""An imposed saddle-stitched booklet (reportlab): eight A5 pages printed two to a landscape
sheet in imposition order (8|1, 2|7, 6|3, 4|5). Each page ends with an area's heading
whose text runs on at the head of the next booklet page, which is on another sheet: the
halves are read in booklet order, by their printed numbers (at the foot, or only in a running
head's outer end) or by the imposition arithmetic, and every area keeps its own sheet as its
page."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.detect.statblocks_roster import page_lines
from converter.read.extract import read_pdf

SHEETS = [(8, 1), (2, 7), (6, 3), (4, 5)]
NAMES = ["Gate", "Hall", "Well", "Crypt", "Stair", "Vault", "Shrine", "Tower"]
FILLER = "The walls are damp and old, and the floor is strewn with broken pots."
ONWARD = "Beyond the arch a draught carries the smell of smoke from the ridge."


def _sheet_of(page: int) -> int:
    return next(i for i, pair in enumerate(SHEETS, 1) if page in pair)


def _draw_page(
    pdf: canvas.Canvas, page: int, x0: float, face: tuple[str, str, float], sparse: bool
) -> None:
    body, bold, size = face
    height = A5[1]
    y = height - 80
    if page > 1:  # the rest of the area begun at the foot of the page before
        for _ in range(1 if sparse else 3):
            pdf.setFont(body, size)
            pdf.drawString(x0 + 40, y, ONWARD)
            y -= size * 1.4
    if page < 8:
        for _ in range(0 if sparse else 12):
            pdf.setFont(body, size)
            pdf.drawString(x0 + 40, y, FILLER[: 30 + page])
            y -= size * 1.4
        pdf.setFont(bold, size + 3)
        pdf.drawString(x0 + 40, 90, f"{page}. {NAMES[page - 1]}")  # the heading at the foot


def _write(path: Path, face: tuple[str, str, float], folios: str) -> None:
    width, height = A5
    pdf = canvas.Canvas(str(path), pagesize=(2 * width, height), invariant=1)
    body, _, size = face
    for pair in SHEETS:
        for side, page in enumerate(pair):
            x0 = side * width
            _draw_page(pdf, page, x0, face, sparse=folios == "joined")
            pdf.setFont(body, size)
            if folios == "head":  # a running head carrying the folio on each half
                pdf.drawString(x0 + 40, height - 30, f"{page} The Ruined Keep")
            if folios == "running":  # the folio only in the running head, at its outer end
                if page % 2 == 0:
                    pdf.drawString(x0 + 40, height - 30, f"{page}  The Ruined Keep")
                elif page > 1:  # the cover has no running head
                    pdf.drawRightString(x0 + width - 40, height - 30, f"The Ruined Keep  {page}")
                continue
            if folios == "joined":  # both numbers by the fold, one line "8 1" across a sparse sheet
                gap = 6.0
                if side == 0:
                    pdf.drawRightString(width - gap, 25, str(page))
                else:
                    pdf.drawString(width + gap, 25, str(page))
            elif folios == "worded":  # "Page 3" at the outer corner
                pdf.drawString(x0 + (30 if side == 0 else width - 70), 25, f"Page {page}")
            elif folios != "cover" or page != 1:  # the cover prints no number
                pdf.drawCentredString(x0 + width / 2, 25, str(page))
        pdf.showPage()
    pdf.save()


FACES = [("Times-Roman", "Times-Bold", 10.0), ("Helvetica", "Helvetica-Bold", 9.0)]


@pytest.mark.parametrize("face", FACES, ids=["times", "helvetica"])
@pytest.mark.parametrize("folios", ["foot", "cover", "joined", "head", "worded", "running"])
def test_imposed_booklet_is_read_in_booklet_order(
    tmp_path: Path, face: tuple[str, str, float], folios: str
) -> None:
    path = tmp_path / "booklet.pdf"
    _write(path, face, folios)
    document = read_pdf(path)
    areas, _ = find_areas(document, find_statblocks(document)[0])
    assert [(a.key, a.name) for a in areas] == [(str(k), NAMES[k - 1]) for k in range(1, 8)]
    for area in areas:
        assert ONWARD in area.text, area.text  # the text on the next booklet page is its own
        assert area.page == area.source.page == _sheet_of(int(area.key or 0))


@pytest.mark.parametrize("face", FACES, ids=["times", "helvetica"])
def test_a_sheets_lines_are_found_when_its_halves_stand_apart(
    tmp_path: Path, face: tuple[str, str, float]
) -> None:
    """Read in booklet order, a sheet's halves are not side by side in the document: the
    lines of a sheet are every line with its number, wherever they stand."""
    path = tmp_path / "booklet.pdf"
    _write(path, face, "foot")
    lines = read_pdf(path).lines
    assert any(a.page > b.page for a, b in zip(lines, lines[1:], strict=False))
    for sheet in range(1, len(SHEETS) + 1):
        assert list(page_lines(lines, sheet)) == [
            i for i, line in enumerate(lines) if line.page == sheet
        ]
