"""A DTP export's page without space glyphs: words drawn apart by moves, tracked headings cut
into glyph runs that stand 0.05-0.2 em apart inside a word, and a bold line set with its
natural word space (0.25 em). The page's gap histogram has no empty stretch between the runs'
gaps and the narrowest word gaps, so its tolerance falls among the runs ("Cav e Bea r"); in
one face of one line the word gaps stand clearly wider than the runs' gaps, and those are
letters (``kerned_gaps.kerned_joins``). Made in three faces, sizes and page sizes, each with
its own wording."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, A5, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas
from tagged_lines import FACES

from converter.read.extract import read_pdf

# Headings as the export cuts them: runs of one to four glyphs, "|" between runs, " " a word.
HEADS = {
    "times": ["Cav|e Bea|r", "Spi|de|r Que|en", "Ca|rrio|n Ba|t"],
    "helvetica": ["Sal|t Wrai|th", "Bo|g Ha|g", "Mars|h To|ad"],
    "courier": ["Lant|ern Be|etl|e", "Ree|d Stal|ker", "Gh|oul"],
}
NOTE = {
    "times": "Wandering Monsters (1 in 6, every other turn)",
    "helvetica": "Fen Talk (d6, roll when the party rests)",
    "courier": "Harbour Gossip (1 in 6 each night)",
}
BODY = "the tide floods every cave and the keepers count their lamps at dusk"


def _words(pdf: canvas.Canvas, x: float, y: float, text: str, font: str, size: float, gap: float):
    """Draw ``text`` a word at a time, no space glyph, words ``gap`` em apart."""
    pdf.setFont(font, size)
    for word in text.split(" "):
        pdf.drawString(x, y, word)
        x += stringWidth(word, font, size) + gap * size


def _runs(pdf: canvas.Canvas, x: float, y: float, head: str, font: str, size: float) -> None:
    """Draw a tracked heading's glyph runs, each followed by 0.05 em a glyph of tracking;
    a word gap is 0.35 em."""
    pdf.setFont(font, size)
    for word in head.split(" "):
        for run in word.split("|"):
            pdf.drawString(x, y, run)
            x += stringWidth(run, font, size) + 0.05 * size * len(run)
        x += 0.35 * size


def _pdf(path: Path, face: str, size: float, page: tuple[float, float]) -> Path:
    regular, bold = FACES[face]
    width, height = page
    pdf = canvas.Canvas(str(path), pagesize=page, invariant=1)
    x, y = 0.1 * width, height - 0.1 * height
    _words(pdf, x, y, NOTE[face], bold, size, 0.25)
    y -= 2 * size
    for head in HEADS[face]:
        _runs(pdf, x, y, head, bold, 1.2 * size)
        y -= 1.6 * size
        for _ in range(4):
            _words(pdf, x, y, BODY, regular, size, 0.33)
            y -= 1.25 * size
        y -= size
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize(
    ("face", "size", "page"),
    [("times", 11.0, letter), ("helvetica", 9.0, A4), ("courier", 7.5, A5)],
)
def test_a_tracked_headings_glyph_runs_are_letters_beside_narrow_word_gaps(
    tmp_path: Path, face: str, size: float, page: tuple[float, float]
) -> None:
    lines = [
        line.text
        for line in read_pdf(_pdf(tmp_path / f"{face}.pdf", face, size, page)).pages[0].lines
    ]
    heads = [head.replace("|", "") for head in HEADS[face]]
    assert [line for line in lines if line != BODY] == [NOTE[face], *heads]
    assert lines.count(BODY) == 12
