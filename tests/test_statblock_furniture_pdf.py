"""A running head or foot the reader left in never names a stat block.

A booklet too short for its running head to repeat keeps it (the reader strips only what
repeats, or a head holding the module's title: this one names a series, not the title). A block cut at a page's foot goes on after it in reading order, so the head, set in
italics like a heading, stood right before the block's stats and named them. Written by
reportlab in two fonts and sizes, the head at the top of the next page or the foot at the
bottom of the block's page; the block keeps the name printed over it. Lines that only sit near
an edge (a block's first line at a page's top, a bold title) are no furniture.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.statblock_common import body_size
from converter.detect.statblock_stream import page_furniture
from converter.detect.statblocks import find_statblocks
from converter.read import extract

FONTS = {
    "times": ("Times-Roman", "Times-Bold", "Times-Italic", 10.0),
    "helvetica": ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", 9.0),
}
HEAD = "Tales of the Deep Roads · Second edition"
PROSE = [
    "The air is cold and smells of wet stone. Bones lie in",
    "heaps along the walls. Nine cinder wardens paint runes",
    "on the floor and do not look up when the party enters.",
]
FIRST_LINES = ["CN MEDIUM FEY", "Perception +11; darkvision", "Skills Athletics +9, Stealth +10"]
LAST_LINES = [
    "Str +2, Dex -1, Con -2, Int +0, Wis +1, Cha +4",
    "AC 18; Fort +6, Ref +9, Will +10",
    "HP 28",
    "Speed 30 feet",
]


def _pdf(path: Path, fonts: tuple[str, str, str, float], place: str) -> Path:
    regular, bold, italic, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(bold, 22)
    pdf.drawString(72, 720, "The Salt Caves")
    pdf.setFont(bold, size + 3)
    pdf.drawString(72, 680, "3. Crypt")
    y = 680 - size * 2
    for text in PROSE * 3:
        pdf.setFont(regular, size)
        pdf.drawString(72, y, text)
        y -= size * 1.4
    y = 120.0
    pdf.setFont(bold, size)
    pdf.drawString(72, y, "CINDER WARDEN")
    for text in FIRST_LINES:
        y -= size * 1.4
        pdf.setFont(regular, size - 1)
        pdf.drawString(72, y, text)
    if place == "foot":
        pdf.setFont(italic, size - 0.5)
        pdf.drawCentredString(306, 30, HEAD)
    pdf.showPage()
    if place == "head":
        pdf.setFont(italic, size - 0.5)
        pdf.drawCentredString(306, 760, HEAD)
    y = 730.0
    for text in LAST_LINES:
        pdf.setFont(regular, size - 1)
        pdf.drawString(72, y, text)
        y -= size * 1.4
    pdf.setFont(bold, size + 3)
    pdf.drawString(72, y - 20, "4. Well")
    pdf.setFont(regular, size)
    for text in PROSE * 2:
        y -= size * 1.4
        pdf.drawString(72, y - 40, text)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("place", ["head", "foot"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_running_head_never_names_a_block(tmp_path: Path, font: str, place: str) -> None:
    document = extract.read_pdf(_pdf(tmp_path / f"{font}-{place}.pdf", FONTS[font], place))
    assert HEAD in [line.text for line in document.lines]  # the reader left it in
    blocks, _ = find_statblocks(document)
    assert [(b.name, b.ac, b.hp) for b in blocks] == [("Cinder Warden", 18, 28)]


@pytest.mark.parametrize("font", sorted(FONTS))
def test_what_is_no_furniture(tmp_path: Path, font: str) -> None:
    """Only the running head is furniture: not the block's first line at the top of page 2,
    not the bold title at the top of page 1, not the last prose line at a page's foot."""
    document = extract.read_pdf(_pdf(tmp_path / f"{font}.pdf", FONTS[font], "head"))
    furniture = page_furniture(document.pages, body_size(document))
    assert [document.lines[i].text for i in sorted(furniture)] == [HEAD]


@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_stat_line_alone_at_the_foot_is_no_furniture(tmp_path: Path, font: str) -> None:
    """A one-line block set apart at a page's foot stands where a running foot would, but it
    holds statistics: it is a block's, and is read as one."""
    regular, bold, _, size = FONTS[font]
    path = tmp_path / f"{font}-foot-stats.pdf"
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    for page in (1, 2):
        pdf.setFont(bold, size + 3)
        pdf.drawString(72, 700, f"{page + 2}. Guard Room")
        pdf.setFont(regular, size)
        for row, text in enumerate(PROSE):
            pdf.drawString(72, 680 - row * size * 1.4, text)
        if page == 1:
            pdf.drawString(72, 40, "Hobgoblin — AC 5, HD 2+1, hp 12, Att dagger 1d8, ML 6")
        pdf.showPage()
    pdf.save()
    document = extract.read_pdf(path)
    assert page_furniture(document.pages, body_size(document)) == frozenset()
    blocks, _ = find_statblocks(document)
    assert [(b.name, b.ac, b.hit_dice) for b in blocks] == [("Hobgoblin", 5, "2+1")]
