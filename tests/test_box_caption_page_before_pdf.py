"""A stat box opening a page under its caption left at the foot of the page before.

A box of label | value rows floated beside the prose is broken by the page: its caption (the
creature's name, in the box's bold type) stays at the previous page's foot, its rows open the
next page, the first label wrapped in its narrow cell ("Armor" / "Class"). The box takes the
caption, or the caption cell at its own left edge when two boxes' captions share the line
(the first box is checked: the reader leaves the second box's value column apart here); a
field's label ("Class") never names it. Drawn in several faces and sizes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas

from converter.pipeline import convert_pdf
from tests.pdf_factory import thin_rule

FACES = [("Helvetica", "Helvetica-Bold"), ("Times-Roman", "Times-Bold")]
SIZES = [8.0, 9.0]
LEFT = 57.0
SECOND = 181.0  # the second box's left edge, beside the first
ROWS = [
    (("Armor", "Class"), ("12",)),
    (("Hit Points",), ("2 (1d6 -", "1)")),
    (("Challenge",), ("1/4 (50", "XP)")),
]
BESIDE = [
    "A fine drift",
    "of cinders",
    "has settled",
    "over a",
    "collapsed",
    "bookcase",
    "of alman-",
    "acs. Six",
]
PROSE = [
    "A fine drift of cinders has settled over a collapsed bookcase of",
    "almanacs. Six carrion bats dig at a drift of ash with shovels. A",
    "score of salamanders pry the lenses out of a telescope.",
]


def _box(
    pdf: canvas.Canvas,
    x: float,
    top: float,
    faces: tuple[str, str],
    size: float,
    rows: list[tuple[tuple[str, ...], tuple[str, ...]]] = ROWS,
) -> float:
    """A label | value table of ``rows`` under ``top`` at ``x``; returns its bottom."""
    lead, width = size * 1.3, 104.0
    y = top
    for labels, values in rows:
        height = lead * max(len(labels), len(values)) + 6
        for row, label in enumerate(labels):
            pdf.setFont(faces[1], size)
            pdf.drawString(x + 4, y - 3 - size - row * lead, label)
        for row, value in enumerate(values):
            pdf.setFont(faces[0], size)
            pdf.drawString(x + 72, y - 3 - size - row * lead, value)
        thin_rule(pdf, x, y, x + width, y)
        thin_rule(pdf, x, y, x, y - height)
        thin_rule(pdf, x + 68, y, x + 68, y - height)
        thin_rule(pdf, x + width, y, x + width, y - height)
        y -= height
    thin_rule(pdf, x, y, x + width, y)
    return y


def _module(
    path: Path, faces: tuple[str, str], size: float, captions: list[str], broken: bool = False
) -> Path:
    """Page 1 ends with the boxes' captions (and, ``broken``, the first box's first row under
    its caption); page 2 opens with the boxes' rows, the prose wrapped round them."""
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    height = A5[1]
    pdf.setFont(faces[1], 14)
    pdf.drawString(LEFT, height - 80, "Key to the Orrery")
    pdf.setFont(faces[1], 11)
    pdf.drawString(LEFT, height - 110, "Area 1: Cistern")
    pdf.setFont(faces[0], 10)
    for row, text in enumerate(PROSE):
        pdf.drawString(LEFT, height - 130 - row * 13, text)
    pdf.setFont(faces[1], size)
    foot = 100 if broken else 70
    for x, caption in zip((LEFT, SECOND), captions, strict=False):
        pdf.drawString(x, foot, caption)
    if broken:
        _box(pdf, LEFT, foot - 4, faces, size, ROWS[:1])
        pdf.setFont(faces[0], 10)
        for row, text in enumerate(["A score of bats", "dig at a drift", "of ash with"]):
            pdf.drawString(SECOND, foot - row * 13, text)  # the prose beside the box's head
    pdf.showPage()
    for x in (LEFT, SECOND)[: len(captions)]:
        bottom = _box(pdf, x, height - 60, faces, size, ROWS[1:] if broken else ROWS)
    pdf.setFont(faces[0], 10)
    beside = SECOND + (124 if len(captions) > 1 else 0)
    for row, text in enumerate(BESIDE):  # the prose wrapped round the floated boxes
        pdf.drawString(beside, height - 68 - row * 13, text)
    pdf.drawString(
        LEFT,
        min(bottom, height - 68 - len(BESIDE) * 13) - 16,
        "carrion bats dig at a drift of ash with shovels.",
    )
    pdf.drawString(LEFT, height - 250, "A spiral stair climbs to the dome.")
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("faces", FACES, ids=lambda f: f[0])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    "captions", [["Carrion Bat"], ["Carrion Bat", "Salamander"]], ids=["one", "two"]
)
def test_a_box_opening_a_page_takes_the_caption_left_on_the_page_before(
    tmp_path: Path, faces: tuple[str, str], size: float, captions: list[str]
) -> None:
    path = _module(tmp_path / "box.pdf", faces, size, captions)
    blocks = convert_pdf(path).detection.statblocks
    names = [block.name for block in blocks if block.page == 2]
    assert names[:1] == captions[:1]  # the first box: its own cell of the caption line
    assert set(names) <= set(captions)
    assert not any("class" in block.name.lower() for block in blocks)


@pytest.mark.parametrize("faces", FACES, ids=lambda f: f[0])
@pytest.mark.parametrize("size", SIZES)
def test_a_box_broken_under_its_first_row_takes_its_caption(
    tmp_path: Path, faces: tuple[str, str], size: float
) -> None:
    path = _module(tmp_path / "box.pdf", faces, size, ["Carrion Bat"], broken=True)
    names = [block.name for block in convert_pdf(path).detection.statblocks]
    assert names == ["Carrion Bat"]
