"""Text a reader cannot see is not page text: reportlab PDFs (this file's own words, several
faces) with a draft line in white ink on the white page, black under an opaque frame drawn
after it (frames of several colours), or outside the CropBox of a larger MediaBox; and what
must still be read: white words on a dark band drawn before them, words inside a frame drawn
before them, an invisible (render mode 3) OCR layer over a picture. Both engines alike."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

ENGINES = ["pdfplumber", "pdfium"]
FACES = ["Helvetica", "Times-Roman", "Courier"]
DRAFT = "9. Tarred Net Loft"
SEEN = ["4. The Salt Cellar", "Brine barrels line the north wall."]


def _seen_lines(pdf: canvas.Canvas, face: str, y: float = 600.0) -> None:
    pdf.setFillColorRGB(0, 0, 0)
    pdf.setFont(face, 11)
    for text in SEEN:
        pdf.drawString(72, y, text)
        y -= 16


def _texts(path: Path, engine: str) -> list[str]:
    document = read_pdf(path, engine=engine)
    return [line.text for page in document.pages for line in page.lines]


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("face", FACES)
def test_white_ink_on_the_white_page_is_not_read(tmp_path: Path, face: str, engine: str) -> None:
    path = tmp_path / "white.pdf"
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFillColorRGB(1, 1, 1)
    pdf.setFont(face, 11)
    pdf.drawString(72, 584, DRAFT)  # on the line of the second seen line, drawn first
    _seen_lines(pdf, face)
    pdf.showPage()
    pdf.save()
    texts = _texts(path, engine)
    assert texts == SEEN
    assert "hidden-text" in {p.rule for p in read_pdf(path, engine=engine).problems}


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(
    "frame", [(1.0, 1.0, 1.0), (0.96, 0.92, 0.8), (0.2, 0.3, 0.6)], ids=["white", "cream", "blue"]
)
def test_text_under_an_opaque_frame_drawn_after_it_is_not_read(
    tmp_path: Path, frame: tuple[float, float, float], engine: str
) -> None:
    path = tmp_path / "covered.pdf"
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont("Times-Roman", 12)
    pdf.drawString(80, 420, DRAFT)
    pdf.drawString(80, 404, "Eight gulls nest in the rafters here.")
    pdf.setFillColorRGB(*frame)
    pdf.rect(70, 390, 300, 50, stroke=0, fill=1)  # the frame over the draft
    _seen_lines(pdf, "Times-Roman")
    pdf.showPage()
    pdf.save()
    assert _texts(path, engine) == SEEN


@pytest.mark.parametrize("engine", ENGINES)
def test_text_outside_the_crop_box_is_not_read(tmp_path: Path, engine: str) -> None:
    path = tmp_path / "cropped.pdf"
    pdf = canvas.Canvas(str(path), pagesize=(700, 900), invariant=1)
    pdf.setCropBox((51, 37, 663, 829))  # a letter page's trim on a pasteboard, offset unevenly
    pdf.setFont("Helvetica", 10)
    pdf.drawString(4, 870, "net_loft_PRINT_v2.indd   1   proof 2")  # the slug
    pdf.drawString(668, 500, DRAFT)  # parked right of the trim
    _seen_lines(pdf, "Helvetica")
    pdf.showPage()
    pdf.save()
    assert _texts(path, engine) == SEEN


@pytest.mark.parametrize("engine", ENGINES)
def test_seen_words_on_grounds_drawn_before_them_are_read(tmp_path: Path, engine: str) -> None:
    path = tmp_path / "grounds.pdf"
    picture = tmp_path / "scan.png"
    Image.new("RGB", (40, 10), (250, 248, 240)).save(picture)
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFillColorRGB(0.1, 0.1, 0.2)
    pdf.rect(60, 690, 400, 30, stroke=0, fill=1)  # a dark band, then white words on it
    pdf.setFillColorRGB(1, 1, 1)
    pdf.setFont("Helvetica-Bold", 14)
    pdf.drawString(72, 700, "THE DROWNED CHAPEL")
    pdf.setFillColorRGB(0.9, 0.9, 0.85)
    pdf.rect(60, 630, 400, 40, stroke=0, fill=1)  # a tinted sidebar, then its words
    pdf.setFillColorRGB(0, 0, 0)
    pdf.setFont("Helvetica", 11)
    pdf.drawString(72, 645, "Fog rolls in at dusk.")
    pdf.drawImage(str(picture), 60, 500, width=400, height=100)  # a scan, then its OCR layer
    words = pdf.beginText(72, 540)
    words.setTextRenderMode(3)
    words.setFont("Helvetica", 12)
    words.textLine("The bell hangs silent.")
    pdf.drawText(words)
    _seen_lines(pdf, "Helvetica", 400)
    pdf.showPage()
    pdf.save()
    texts = _texts(path, engine)
    for expected in [
        "THE DROWNED CHAPEL",
        "Fog rolls in at dusk.",
        "The bell hangs silent.",
        *SEEN,
    ]:
        assert expected in texts


@pytest.mark.parametrize("engine", ENGINES)
def test_white_numbers_on_dark_discs_are_read(tmp_path: Path, engine: str) -> None:
    """A key's number in white on a dark disc drawn before it: the disc is its ground."""
    path = tmp_path / "discs.pdf"
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    for k, y in enumerate((600.0, 560.0), start=1):
        pdf.setFillColorRGB(0.5, 0.1, 0.1)
        pdf.circle(80, y + 4, 9, stroke=0, fill=1)
        pdf.setFillColorRGB(1, 1, 1)
        pdf.setFont("Helvetica-Bold", 11)
        pdf.drawCentredString(80, y, str(k))
        pdf.setFillColorRGB(0, 0, 0)
        pdf.drawString(100, y, f"Key room {k}")
    pdf.showPage()
    pdf.save()
    assert _texts(path, engine) == ["1 Key room 1", "2 Key room 2"]
