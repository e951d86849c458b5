"""Stat blocks printed in tinted boxes with two internal columns, stacked under an area's text.

Each box is a dark name bar ("Bog Hags (8)", set bold at the size of the box's fields, which
is smaller than the body) over a tinted body whose fields stand in two columns: armour class,
hit dice, attack and THAC0 on the left; move, saves, morale, alignment and XP on the right.
The reader may give the box's rows joined across its two columns ("AC 5 [14] MV 120' (40')"),
so the right column's last fields ("THAC0 14 AL Chaotic" / "XP 75") close the box just over
the next box's name bar. Every box must come back as one block with its own name, count and
fields, never the box before it's name over the next box's fields; in two faces and two body
sizes, boxes stacked back to back or one a paragraph, attacks that fit their cell or wrap.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import zip_longest
from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf


@dataclass(frozen=True)
class Creature:
    title: str  # as the name bar prints it
    name: str  # the block's name
    count: int | None
    ac: int
    hd: int
    hp: int
    attack: str


CREATURES = [
    # attacks long enough to fill their cell or wrap in it: a cell's line then nearly
    # reaches the column beside it
    Creature("Bog Hags (8)", "Bog Hag", 8, 5, 5, 21, "short sword or spear"),
    Creature("Acolyte", "Acolyte", None, 9, 1, 8, "bite, claw or tail"),
    Creature("Glass Hounds (3)", "Glass Hound", 3, 6, 3, 14, "great club"),
    Creature("Mire Warden", "Mire Warden", None, 4, 6, 30, "short sword"),
    Creature("Reed Witches (2)", "Reed Witch", 2, 7, 2, 9, "spear and shield bash"),
    Creature("Salt Golem", "Salt Golem", None, 3, 7, 36, "slam"),
]
FACES = {"times": ("Times-Roman", "Times-Bold"), "helvetica": ("Helvetica", "Helvetica-Bold")}
PROSE = (
    "Old rope lies coiled in heaps beside a loom strung with red wool. A tapestry shows a "
    "barrow wight being crowned by monks. Stairs wind down to the north."
)
MARGIN, GUTTER = 40.0, 18.0
# paragraphs before an area's boxes: boxes back to back at the foot of a long area's text
# (where the boxes hold too little of the column for their inner gap to part it), back to
# back under a short one, or one a paragraph
LEADS = {"foot": 4, "stacked": 1, "spaced": 1}


def _fields(creature: Creature) -> tuple[list[str], list[str]]:
    save = 14 - min(creature.hd, 6)
    left = [
        f"AC {creature.ac} [{19 - creature.ac}]",
        f"HD {creature.hd} ({creature.hp}hp)",
        f"Att 1 × {creature.attack} (1d8)",
        f"THAC0 {19 - creature.hd}",
    ]
    right = [
        "MV 120' (40')",
        f"SV D{save - 2} W{save - 1} P{save} B{save + 1} S{save + 2}",
        "ML 8",
        "AL Chaotic",
        "XP 35",
    ]
    return left, right


class _Column:
    """A page column filled top down: prose paragraphs and twin boxes."""

    def __init__(self, pdf: canvas.Canvas, x: float, width: float, face: str, size: float):
        self.pdf, self.x, self.width = pdf, x, width
        self.regular, self.bold = FACES[face]
        self.size = size
        self.top = letter[1] - MARGIN

    def heading(self, text: str) -> None:
        self.pdf.setFont(self.bold, self.size * 1.2)
        self.pdf.drawString(self.x, self.top - self.size * 1.2, text)
        self.top -= self.size * 1.2 * 1.5

    def prose(self, text: str) -> None:
        self.pdf.setFont(self.regular, self.size)
        for line in wrap(text, self.regular, self.size, self.width):
            self.pdf.drawString(self.x, self.top - self.size, line)
            self.top -= self.size * 1.25
        self.top -= self.size * 0.6

    def box(self, creature: Creature) -> None:
        """A name bar over a tinted body whose fields are a table of two columns: each row
        as tall as its taller cell, as a typesetter's table sets them."""
        size = self.size * 0.86  # the box's fields and its name, smaller than the body
        leading, pad = size * 1.2, 4.0
        widths = (self.width * 0.52, self.width * 0.48)
        rows = []
        for pair in zip_longest(*_fields(creature), fillvalue=""):
            rows.append(
                [
                    wrap(text, self.regular, size, w - 2 * pad) if text else []
                    for text, w in zip(pair, widths, strict=True)
                ]
            )
        bar = leading + 3
        body = sum(max(len(cell) for cell in row) * leading + 2.5 for row in rows)
        pdf = self.pdf
        pdf.setFillColorRGB(0.27, 0.22, 0.33)
        pdf.rect(self.x, self.top - bar, self.width, bar, stroke=0, fill=1)
        pdf.setFillColorRGB(0.93, 0.91, 0.95)
        pdf.rect(self.x, self.top - bar - body, self.width, body, stroke=0, fill=1)
        pdf.setFillColorRGB(1, 1, 1)
        pdf.setFont(self.bold, size)
        pdf.drawString(self.x + pad, self.top - bar + 3.5, creature.title)
        pdf.setFillColorRGB(0, 0, 0)
        top = self.top - bar
        for row in rows:
            for cell, x in zip(row, (self.x + pad, self.x + widths[0] + pad), strict=True):
                for k, text in enumerate(cell):
                    self._field(text, x, top - 1 - size - k * leading, size, k == 0)
            top -= max(len(cell) for cell in row) * leading + 2.5
        self.top = top - 9

    def _field(self, text: str, x: float, y: float, size: float, labelled: bool) -> None:
        """One line of a cell: its label bold ("AC", "Att"), a wrapped piece plain."""
        pdf = self.pdf
        label, _, value = text.partition(" ")
        if not labelled:
            label, value = "", text
        pdf.setFont(self.bold, size)
        pdf.drawString(x, y, label)
        pdf.setFont(self.regular, size)
        offset = pdf.stringWidth(label + " ", self.bold, size) if label else 0.0
        pdf.drawString(x + offset, y, value)


def _write(path: Path, face: str, size: float, layout: str, width: float) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    columns = [_Column(pdf, MARGIN + k * (width + GUTTER), width, face, size) for k in range(2)]
    halves = (CREATURES[:3], CREATURES[3:])
    for number, (column, creatures) in enumerate(zip(columns, halves, strict=True), start=1):
        column.heading(f"{number}. Reed Hall")
        for _ in range(LEADS[layout]):
            column.prose(PROSE)
        for creature in creatures:
            column.box(creature)
            if layout == "spaced":
                column.prose(PROSE)
    pdf.showPage()
    pdf.save()
    return path


def _blocks(path: Path) -> Counter[tuple[str, int | None, int | None, int | None, str | None]]:
    blocks, _ = find_statblocks(read_pdf(path))
    return Counter((b.name, b.count, b.ac, b.hp, b.hit_dice) for b in blocks)


EXPECTED = Counter((c.name, c.count, c.ac, c.hp, str(c.hd)) for c in CREATURES)


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("size", [9.0, 11.0])
@pytest.mark.parametrize("layout", sorted(LEADS))
def test_each_twin_box_is_its_own_block(
    tmp_path: Path, face: str, size: float, layout: str
) -> None:
    width = (letter[0] - 2 * MARGIN - GUTTER) / 2
    path = _write(tmp_path / "twin.pdf", face, size, layout, width)
    assert _blocks(path) == EXPECTED


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("size", [9.0, 11.0])
@pytest.mark.parametrize("layout", sorted(LEADS))
@pytest.mark.parametrize("ems", [16, 18, 20])
def test_boxes_in_narrow_columns_keep_their_names(
    tmp_path: Path, face: str, size: float, layout: str, ems: int
) -> None:
    # columns 16-20 ems wide: attacks and saves wrap in their cells, and the reader may give
    # the box's rows joined across its two columns ("Att 1 × short sword ML 8" / "(1d8)")
    path = _write(tmp_path / "narrow.pdf", face, size, layout, ems * size)
    assert _blocks(path) == EXPECTED
