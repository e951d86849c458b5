"""Letter-spaced headings are read as words: reportlab PDFs with wide character spacing
(two faces, two spacings, capitals and mixed case; this file's own texts)."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

BODY = "A narrow stair winds down to a door of green copper."
HEADINGS = ["THE WEEPING STAIR:", "C4. Echo of Bells", "Hall of the Dead —"]


def _write(path: Path, font: str, body: str, spacing_em: float) -> None:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = 700.0
    for heading in HEADINGS:
        text = pdf.beginText(60, y)
        text.setFont(font, 11)
        text.setCharSpace(spacing_em * 11)
        text.textOut(heading)
        pdf.drawText(text)
        pdf.setFont(body, 10)
        pdf.drawString(60, y - 16, BODY)
        y -= 60
    pdf.showPage()
    pdf.save()


@pytest.mark.parametrize(
    ("font", "body", "spacing"),
    [("Helvetica-Bold", "Helvetica", 0.45), ("Times-Bold", "Times-Roman", 0.3)],
)
def test_letter_spaced_heading_reads_as_words(
    tmp_path: Path, font: str, body: str, spacing: float
) -> None:
    path = tmp_path / "spaced.pdf"
    _write(path, font, body, spacing)
    texts = [line.text for line in read_pdf(path).lines]
    for heading in HEADINGS:
        assert heading in texts
    body = " ".join(t for t in texts if t not in HEADINGS).split()
    assert set(body) == set(BODY.split())


# Keyed headings set with tracking in a two-column page: the setter widens every advance and
# the word spaces again, so a word gap is a plain one plus two or three letter gaps.
KEYED = ["8. TIN MILL —", "12. OX PEN —", "3. OLD ASH PIT —"]
COLUMN_TEXT = "Cold wind blows through the cracks here."


def _vera() -> str:
    import reportlab
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    fonts = Path(reportlab.__file__).parent / "fonts"
    pdfmetrics.registerFont(TTFont("VeraBd", str(fonts / "VeraBd.ttf")))
    return "VeraBd"


def _write_keyed(path: Path, font: str, size: float, track_em: float) -> None:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    for x in (40.0, 330.0):  # two columns, so a cut-off key would land in a segment of its own
        y = 720.0
        for heading in KEYED:
            text = pdf.beginText(x, y)
            text.setFont(font, size)
            text.setCharSpace(track_em * size)
            text.setWordSpace(track_em * size)
            text.textOut(heading)
            text.setCharSpace(0)  # the text state outlives the text object
            text.setWordSpace(0)
            pdf.drawText(text)
            pdf.setFont("Times-Roman", 9.5)
            for row in range(4):
                pdf.drawString(x, y - 16 - 12 * row, COLUMN_TEXT)
            y -= 90
    pdf.showPage()
    pdf.save()


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize(
    ("font", "size", "track"),
    [("Helvetica-Bold", 9.5, 0.45), ("Times-Bold", 11.0, 0.35), ("vera", 9.0, 0.5)],
)
def test_tracked_key_heading_keeps_its_key_and_short_words(
    tmp_path: Path, engine: str, font: str, size: float, track: float
) -> None:
    path = tmp_path / "keyed.pdf"
    _write_keyed(path, _vera() if font == "vera" else font, size, track)
    texts = [line.text for line in read_pdf(path, engine=engine).lines]
    for heading in KEYED:
        assert texts.count(heading) == 2, (heading, texts)
    assert texts.count(COLUMN_TEXT) == 24
