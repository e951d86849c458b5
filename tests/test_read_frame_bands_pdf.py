"""A framed block floated across both columns (a 5e stat block in a tinted box, its lines
centred over the gutter) at the top or the foot of a two-column page is a band of its own:
the columns beside one another under or over it are still read column by column, the
right one short, the left one opening with a boxed stat block of short lines. Reportlab
PDFs in two faces and sizes; this file's own texts."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas
from tagged_lines import filled_lines
from text_faces import Face

from converter.read.extract import read_pdf

PAGE_W, PAGE_H = A4
LEFT_X, GUTTER_X0, RIGHT_X, RIGHT_X1 = 48.0, 292.0, 303.0, 547.0
PROSE = (
    "kelp dried stiff is heaped in front of a cask of whale oil stamped with a keeper's "
    "mark and gulls wheel past the window slits while a cold wind whistles through the "
    "shutters and a spiral stair climbs to the lamp room above the drowned vestry"
)
WORDS = PROSE.split()
RIGHT = [
    "Spray has glazed the stones beside a lantern with a",
    "shutter of red glass. Crouched round a brass lamp",
    "frame with its prisms gone, five bone rats trim the",
    "wicks of a row of lamps. Half a dozen wolves pry",
    "open a salvaged strongbox. A cliff path leads back",
    "to the cottages.",
]
FLOAT = [
    "Hill Troll",
    "Large giant, chaotic evil",
    "Armor Class 15 (natural armor)",
    "Hit Points 84 (8d10 + 40)",
    "Speed 40 ft.",
    "STR DEX CON INT WIS CHA",
    "18 (+4) 13 (+1) 20 (+5) 7 (-2) 9 (-1) 7 (-2)",
    "Skills Perception +2",
    "Senses darkvision 60 ft., passive Perception 12",
    "Languages Giant",
    "Challenge 5 (1,800 XP)",
    "Keen Smell. The troll has advantage on checks that rely on smell.",
    "Actions",
    "Bite. Melee Weapon Attack: +7 to hit, reach 5 ft., one target. Hit: 7 (1d6 + 4) damage.",
]
BOXED = [
    "Goblin",
    "Small humanoid, neutral evil",
    "Armor Class 15 (leather armor)",
    "Hit Points 7 (2d6)",
    "Speed 30 ft.",
    "Challenge 1/4 (50 XP)",
]
FACES = [Face("Helvetica", "Helvetica-Bold", 8.5), Face("Times-Roman", "Times-Bold", 10.0)]


def _prose(font: str, size: float, width: float, count: int) -> list[str]:
    """``count`` lines of prose, each narrower than ``width``."""
    return filled_lines(WORDS, font, size, width, count)


def _text(pdf: canvas.Canvas, face: Face, x: float, top: float, text: str, bold: bool) -> None:
    pdf.setFont(face.bold if bold else face.body, face.size)
    pdf.drawString(x, PAGE_H - top - face.size, text)


def _frame(pdf: canvas.Canvas, x0: float, top: float, x1: float, bottom: float) -> None:
    pdf.setFillColorRGB(0.95, 0.9, 0.8)
    pdf.rect(x0, PAGE_H - bottom, x1 - x0, bottom - top, stroke=1, fill=1)
    pdf.setFillColorRGB(0, 0, 0)


def _write(path: Path, face: Face, at: str) -> tuple[list[str], list[str]]:
    """A page: the ``FLOAT`` block framed across both columns at its ``at`` ("top" or
    "foot"); under (over) it the left column (``BOXED`` in a frame of its own, then prose)
    and a right column of six lines. Returns the left and right columns' lines."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    lead = face.size * 1.3
    float_h = len(FLOAT) * lead + 12.0
    top = 60.0 if at == "top" else 780.0 - float_h
    columns_top = top + float_h + 14.0 if at == "top" else 60.0
    _frame(pdf, LEFT_X, top, RIGHT_X1, top + float_h)
    for k, line in enumerate(FLOAT):
        width = stringWidth(line, face.body, face.size)
        _text(pdf, face, (LEFT_X + RIGHT_X1 - width) / 2, top + 6.0 + k * lead, line, k == 0)
    boxed_h = len(BOXED) * lead + 8.0
    _frame(pdf, LEFT_X, columns_top, GUTTER_X0, columns_top + boxed_h)
    for k, line in enumerate(BOXED):
        _text(pdf, face, LEFT_X + 6.0, columns_top + 4.0 + k * lead, line, k == 0)
    prose_top = columns_top + boxed_h + 12.0
    room = top - 14.0 - prose_top if at == "foot" else 300.0
    left = _prose(face.body, face.size, GUTTER_X0 - LEFT_X, int(room / lead))
    for k, line in enumerate(left):
        _text(pdf, face, LEFT_X, prose_top + k * lead, line, False)
    for k, line in enumerate(RIGHT):
        _text(pdf, face, RIGHT_X, columns_top + k * lead, line, False)
    pdf.showPage()
    pdf.save()
    return BOXED + left, RIGHT


def _in_order(texts: list[str], lines: list[str]) -> list[int]:
    """Where ``lines`` are read, each found after the one before it (the prose repeats)."""
    at: list[int] = []
    for line in lines:
        at.append(texts.index(line, at[-1] + 1 if at else 0))
    return at


@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
@pytest.mark.parametrize("at", ["top", "foot"])
def test_a_frame_across_both_columns_leaves_them_columns(
    tmp_path: Path, face: Face, at: str
) -> None:
    path = tmp_path / "float.pdf"
    left, right = _write(path, face, at)
    texts = [line.text for line in read_pdf(path).lines]
    # column by column: the left column, then the right one; the float whole before or after
    at_float = _in_order(texts, FLOAT)
    assert at_float == list(range(at_float[0], at_float[0] + len(FLOAT))), texts
    start = at_float[-1] + 1 if at == "top" else 0
    at_left = _in_order(texts[start:], left)
    at_right = _in_order(texts[start:], RIGHT)
    assert at_left[-1] < at_right[0], texts
