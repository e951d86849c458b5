"""An OCR'd scan's running head is page furniture though the layer flattens it (untamed
``scan``).

The OCR layer sizes each line from its own height, so one running head comes out at 7 pt on
one page and 9 pt on the next, its box a few points higher or lower, and with or without the
gaps between its words ("TheSunkenKeep·Scanedition"). A booklet of two or three pages prints
it on every page but the first, which carries the module's title in large type instead. The
head must still go: read in stream order, it fell into the middle of an entry running over
the page break ("… a Into the Ashen Abbey goblin hums"). Written as an OCR layer in two faces
and two wordings, over two and three pages.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from test_read_ocr_layer_pdf import FACES, PLACES, Face, OcrLayer

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

TITLES = ["The Sunken Keep", "Shadows over Kestrel Hill"]
# How each page's head strays from the first's: (points up or down, size factor, glued).
DRIFTS = [(0.0, 0.8, False), (-2.5, 1.0, True), (1.5, 0.7, False)]
VARIANTS = [(face, words, pages) for face in FACES for words in (0, 1) for pages in (2, 3)]
IDS = [f"{face.font}-{words}-{pages}p" for face, words, pages in VARIANTS]


def _head(pdf: canvas.Canvas, face: Face, text: str, page: int) -> None:
    """The running head, centred at the page's top, as the OCR read it on ``page``."""
    drop, factor, glued = DRIFTS[page % len(DRIFTS)]
    size = float(max(4, round(face.size * factor)))
    words = ["".join(text.split())] if glued else text.split()
    space = pdf.stringWidth(" ", "Helvetica", size)
    width = sum(pdf.stringWidth(w, "Helvetica", size) for w in words) + space * (len(words) - 1)
    x = (A4[0] - width) / 2
    for word in words:
        obj = pdf.beginText(x, A4[1] - 40 + drop)
        obj.setTextRenderMode(3)
        obj.setFont("Helvetica", size)
        obj.textOut(word)
        pdf.drawText(obj)
        x += pdf.stringWidth(word, "Helvetica", size) + space


def _booklet(path: Path, face: Face, words: int, pages: int) -> tuple[Path, str]:
    """The title page keys the first places and breaks the last one's text mid-sentence;
    the next page (and a third) opens with the running head, then the rest of the entry."""
    title = TITLES[words]
    head = f"{title} · Scan edition"
    places = PLACES[words]
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    layer = OcrLayer(pdf, face, 60, A4[1] - 50)
    layer.line(title, size=face.size * 2.4)
    layer.y -= 8
    layer.line("KEY TO THE KEEP", size=face.size * 1.4)
    for number, (name, text, stats) in enumerate(places[:2], start=1):
        layer.y -= 3
        layer.para(f"{number}. {name}. {text}", 300.0)
        if stats:
            layer.para(stats, 300.0, indent=8)
    name, text, _ = places[2]
    cut = text.split()
    layer.y -= 3
    layer.para(f"3. {name}. {' '.join(cut[:12])}", 300.0)
    for page in range(2, pages + 1):
        pdf.showPage()
        _head(pdf, face, head, page)
        layer = OcrLayer(pdf, face, 60, A4[1] - 60)
        if page == 2:
            layer.para(" ".join(cut[12:]), 300.0)
        for number, (name, text, stats) in enumerate(places, start=1):
            if number == 4 or page == 3 and number < 3:
                layer.y -= 3
                layer.para(f"{number + 4 * (page - 2)}. {name}. {text}", 300.0)
                if stats:
                    layer.para(stats, 300.0, indent=8)
    pdf.save()
    return path, head


@pytest.mark.parametrize(("face", "words", "pages"), VARIANTS, ids=IDS)
def test_ocr_running_head_is_furniture(tmp_path: Path, face: Face, words: int, pages: int) -> None:
    """The head goes on every page, whatever size, height or word gaps the OCR gave it; the
    title it repeats stays on the first page."""
    path, head = _booklet(tmp_path / "scan.pdf", face, words, pages)
    document = read_pdf(path)
    glued = "".join(head.split())
    texts = [line.text for line in document.lines]
    assert not [t for t in texts if head in t or glued in "".join(t.split())]
    assert texts[0] == TITLES[words]


@pytest.mark.parametrize(("face", "words", "pages"), VARIANTS, ids=IDS)
def test_entry_runs_on_past_the_ocr_head(
    tmp_path: Path, face: Face, words: int, pages: int
) -> None:
    """The entry broken at the page's foot goes on with the next page's first body line:
    no word of the head stands inside it."""
    path, _ = _booklet(tmp_path / "scan.pdf", face, words, pages)
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    areas, _ = find_areas(document, blocks)
    third = next(a for a in areas if a.key == "3")
    text = " ".join(third.text.split())
    printed = PLACES[words][2][1].split()
    assert " ".join(printed[10:15]) in text  # across the break
    assert "Scan" not in text and TITLES[words] not in text
