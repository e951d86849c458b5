"""What a scan's OCR'd words tell the layout stages (docs/extraction.md, "OCR: a scan's
layout"): weight from the ink, size from the median word, lines level and whole.

Pages are typeset in three faces (a serif, a sans, a typewriter face) and turned into
picture-only PDFs with ``scan_of``; the unit cases build Tesseract's words by hand."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from scanned_pages import scan_of

from converter.models import Document, TextLine
from converter.read import ocr
from converter.read.extract import read_pdf

needs_tesseract = pytest.mark.skipif(
    shutil.which("tesseract") is None, reason="tesseract is not installed (apt tesseract-ocr)"
)
FACES = [
    ("Times-Roman", "Times-Bold"),
    ("Helvetica", "Helvetica-Bold"),
    ("Courier", "Courier-Bold"),
]
ROOMS = [
    ("1. Gate Tower.", "A portcullis hangs half open over the way in and two guards dice."),
    ("2. Well Court.", "A round shaft drops to black water and cold air rises from below."),
    ("3. Chapel of Ash.", "Burnt pews face an altar of black stone cracked down the middle."),
]
MORE = "The air is still and cold, and every sound carries far along the old stone walls."


def _typeset(path: Path, regular: str, bold: str, heading_size: float) -> Path:
    """A heading line over each room, set in ``bold`` at ``heading_size``, and 10 pt body
    text in ``regular`` (the same size as the body when ``heading_size`` is 10)."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    y = A4[1] - 80
    for heading, text in ROOMS:
        pdf.setFont(bold, heading_size)
        pdf.drawString(72, y, heading)
        y -= heading_size + 6
        pdf.setFont(regular, 10)
        for line in wrap(f"{text} {MORE} {MORE}", regular, 10, 400.0):
            pdf.drawString(72, y, line)
            y -= 13
        y -= 14
    pdf.showPage()
    pdf.save()
    return path


def _lines(document: Document) -> list[TextLine]:
    return [line for page in document.pages for line in page.lines if line.text.strip()]


def _headings(lines: list[TextLine]) -> list[TextLine]:
    return [ln for ln in lines if ln.text.split(" ", 1)[0] in {"1.", "2.", "3."}]


@needs_tesseract
@pytest.mark.parametrize(("regular", "bold"), FACES, ids=[f[0] for f in FACES])
def test_bold_headings_of_the_body_s_size_read_bold_by_their_ink(
    tmp_path: Path, regular: str, bold: str
) -> None:
    """Heading and body are both 10 pt: only the strokes tell the heading; it reads bold,
    every body line does not."""
    typeset = _typeset(tmp_path / "typeset.pdf", regular, bold, 10.0)
    lines = _lines(read_pdf(scan_of(typeset, tmp_path / "scan.pdf")))
    headings = _headings(lines)
    assert len(headings) == len(ROOMS)
    assert all(ln.bold for ln in headings)
    body = [ln for ln in lines if ln not in headings]
    assert len(body) >= 3 * len(ROOMS) and not any(ln.bold for ln in body)


@needs_tesseract
@pytest.mark.parametrize(("regular", "bold"), FACES[:2], ids=[f[0] for f in FACES[:2]])
def test_a_turned_speckled_scan_reads_its_lines_whole(
    tmp_path: Path, regular: str, bold: str
) -> None:
    """A page turned 0.8° on the glass and speckled: each body line comes back one line of
    one size, each heading larger and bold, as on the page typeset."""
    typeset = _typeset(tmp_path / "typeset.pdf", regular, bold, 13.0)
    want = _lines(read_pdf(typeset))
    scan = scan_of(typeset, tmp_path / "scan.pdf", turn=0.8, specks=0.002)
    lines = _lines(read_pdf(scan))
    assert len(lines) == len(want)
    headings = _headings(lines)
    assert len(headings) == len(ROOMS) and all(ln.bold for ln in headings)
    body = [ln for ln in lines if ln not in headings]
    assert len({ln.size for ln in body}) == 1
    assert min(ln.size for ln in headings) > body[0].size


def _word(text: str, x0: float, top: float, bottom: float, **more: float) -> ocr.Word:
    return ocr.Word(text, x0, top, x0 + 6.0 * len(text), bottom, (1, 1, 1, 1), **more)


def test_a_word_stretched_by_noise_does_not_size_its_line() -> None:
    """Cap heights 7.2 pt (10 pt type) in all words but one whose box a speck stretched."""
    line = [
        _word("The", 0, 100, 107.2),
        _word("old", 30, 100, 107.2),
        _word("Hall", 60, 96, 107.2),  # a speck above it
        _word("stands", 100, 100, 107.2),
    ]
    assert ocr.type_size(line) == 10.0


def test_weight_is_the_stroke_against_the_page_s() -> None:
    """Strokes of 0.6 pt in the body, 1.1 pt in the run-in heading; its key (too little ink
    to weigh) takes the weight of the word after it."""
    body = [
        _word(w, 10 * i, 100 + 12 * (i % 4), 107.2 + 12 * (i % 4), stroke=0.6)
        for i, w in enumerate(
            ["the", "old", "hall", "stands", "under", "cold", "grey", "stone", "here"]
        )
    ]
    heading = [
        ocr.Word("4.", 0, 200, 7.2 + 200, 207.2, (1, 9, 1, 1), stroke=0.3),
        ocr.Word("Well", 20, 200, 50, 207.2, (1, 9, 1, 1), stroke=1.1),
        ocr.Word("Court", 55, 200, 90, 207.2, (1, 9, 1, 1), stroke=1.1),
        ocr.Word("lies", 95, 200, 120, 207.2, (1, 9, 1, 1), stroke=0.62),
    ]
    glyphs = ocr.words_to_glyphs(body + heading, ocr.OCR_SCAN_FONT, snap=True)
    bold = "".join(g.text for g in glyphs if g.font.endswith("-Bold"))
    assert bold == "4.WellCourt"


def test_a_less_sure_word_with_ink_stays_a_speck_goes() -> None:
    sure = [_word(w, 10 * i, 100, 107, stroke=0.6) for i, w in enumerate(["a", "b", "cd", "ef"])]
    key = _word("1B.", 0, 120, 127, stroke=0.7, confidence=3.0)
    speck = _word(";", 40, 120, 121, stroke=0.2, confidence=40.0)
    grain = _word("pees", 60, 120, 124, stroke=0.0, confidence=39.0)
    kept = ocr.confident([*sure, key, speck, grain], weighed=True)
    assert [w.text for w in kept] == [*(w.text for w in sure), "1B."]
    assert "1B." not in [w.text for w in ocr.confident([*sure, key], weighed=False)]


def test_a_line_across_a_gutter_is_two_lines() -> None:
    """Two columns' lines at one height, joined by Tesseract across a 20 pt gutter."""
    words = [_word(w, x, 100, 107) for w, x in (("and", 0), ("the", 24), ("STR", 66), ("14", 90))]
    parts = ocr.split_at_gutters(words)
    assert [[w.text for w in part] for part in parts] == [["and", "the"], ["STR", "14"]]
    glyphs = ocr.words_to_glyphs(words, ocr.OCR_SCAN_FONT, snap=True)
    assert not next(g for g in glyphs if g.text == "S").space_before


def _banded(path: Path, regular: str, bold: str, *, tab: bool) -> Path:
    """Each room's heading white on a dark band across the column (``tab``: only its key
    white in a dark tab, the name beside it dark), then 10 pt body text."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    y = A4[1] - 80
    for heading, text in ROOMS:
        key, name = heading.split(" ", 1)
        pdf.setFillGray(0.2)
        pdf.rect(68, y - 6, 52 if tab else 420, 22, stroke=0, fill=1)
        pdf.setFillGray(1.0)
        pdf.setFont(bold, 13)
        pdf.drawString(74, y, key if tab else heading)
        if tab:
            pdf.setFillGray(0.2)
            pdf.drawString(128, y, name)
        pdf.setFillGray(0.0)
        y -= 28
        pdf.setFont(regular, 10)
        for line in wrap(f"{text} {MORE}", regular, 10, 400.0):
            pdf.drawString(72, y, line)
            y -= 13
        y -= 18
    pdf.showPage()
    pdf.save()
    return path


@needs_tesseract
@pytest.mark.parametrize("tab", [False, True], ids=["band", "tab"])
def test_white_type_on_a_dark_band_is_read(tmp_path: Path, tab: bool) -> None:
    """A heading (or only its key) set white on a dark band is read as the page prints it,
    and no bar or speck from the band's edge is read into the line."""
    typeset = _banded(tmp_path / "typeset.pdf", "Times-Roman", "Helvetica-Bold", tab=tab)
    lines = _lines(read_pdf(scan_of(typeset, tmp_path / "scan.pdf", turn=0.5)))
    texts = [" ".join(ln.text.split()) for ln in lines]
    for heading, _ in ROOMS:
        assert heading in texts
