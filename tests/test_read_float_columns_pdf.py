"""A ruled table in one column of a two-column page is no float: the text beside it is a column.

A Typst booklet sets two columns a narrow gutter apart, a title across both over them and a
stat block across both under them, so no gutter parts the page and it is read as one region;
the left column holds a rumour table and a wandering-monster table (ruled, captioned), the
right column its areas. The float rule (``converter.read.ruled_floats``) took each table for
a float with the right column's text beside it and cut the page round it: a line of the right
column's last area fell among the left column's lines. The gutter between the table and that
text runs on past the table, the right column's lines above it and the left column's under
it each keeping their column's edge (``converter.read.float_columns``): the tables are no
floats, and each area of the right column is read in one run after its heading. Pages drawn
with reportlab's canvas in three fonts and sizes, read by both character engines. The floats
of ``tests/test_read_ruled_floats_pdf.py`` (a box the paragraph wraps round) stay floats."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen.canvas import Canvas

from converter.read.extract import read_pdf

FONTS = {
    "times": ("Times-Roman", 9.5),
    "helvetica": ("Helvetica", 8.5),
    "courier": ("Courier", 7.5),
}
WORDS = [
    "soot",
    "lamp",
    "room",
    "streaks",
    "ceiling",
    "above",
    "brass",
    "frame",
    "prisms",
    "gone",
    "gulls",
    "wheel",
    "past",
    "window",
    "slits",
    "loose",
    "stair",
    "tread",
    "gives",
    "way",
    "under",
    "careless",
    "foot",
    "purse",
    "buttons",
    "lies",
    "wall",
    "while",
    "cliff",
    "path",
    "leads",
    "back",
    "cottages",
    "over",
    "dunes",
    "whale",
    "oil",
    "soaked",
    "boards",
]
RUMOURS = (
    "The keeper's cipher names the place",
    "The wreckers pay their tithe below",
    "Rainwater from the cistern heals burns",
    "A drowned sailor knocked at the door",
)
WANDERING = (
    "1d4+1 acolytes searching the tideline",
    "A lost fisherman chased by oozes",
    "3d6 gorgon hounds over a barrel",
    "1d6 bog hags over a barrel",
)
HEADS = ("2. Wave Gate", "3. Bone Beach", "4. Cottage Row")
STATS = ("Mercenary", "Medium Humanoid, Neutral Evil", "AC 15 Initiative +2 (12)")


class _Page:
    def __init__(self, canvas: Canvas, font: str, size: float) -> None:
        self.canvas, self.font, self.size, self.lead = canvas, font, size, size * 1.25
        self.words = random.Random(3)

    def paragraph(self, x: float, y: float, width: float, count: int) -> tuple[float, list[str]]:
        """``count`` lines of words, ragged right within ``width``; the y under them."""
        lines = []
        for _ in range(count):
            line: list[str] = []
            while self.canvas.stringWidth(" ".join([*line, "dunes"]), self.font, self.size) < width:
                line.append(self.words.choice(WORDS))
            self.canvas.drawString(x, y, " ".join(line))
            lines.append(" ".join(line))
            y -= self.lead
        return y, lines

    def table(self, x: float, y: float, width: float, caption: str, rows: tuple[str, ...]) -> float:
        """A captioned, ruled two-column table (a die's face | the entry); the y under it."""
        canvas, lead = self.canvas, self.lead
        canvas.drawString(x, y, caption)
        y -= lead * 0.5
        split = x + 2 * self.size
        for k in range(len(rows) + 1):
            canvas.line(x, y - k * lead, x + width, y - k * lead)
        for rule in (x, split, x + width):
            canvas.line(rule, y, rule, y - lead * len(rows))
        for k, row in enumerate(rows):
            base = y - lead * (k + 1) + lead * 0.3
            canvas.drawString(x + 3, base, str(k + 1))
            canvas.drawString(split + 3, base, row)
        return y - lead * (len(rows) + 1)


def _booklet_pdf(path: Path, font: str, tail: int = 6) -> tuple[Path, list[tuple[str, list[str]]]]:
    """The page and the right column's areas (heading, lines); ``tail`` lines of the left
    column under its tables."""
    name, size = FONTS[font]
    canvas = Canvas(str(path), pagesize=letter, invariant=1)
    canvas.setLineWidth(0.5)
    page = _Page(canvas, name, size)
    left, width, right = 42.0, 259.0, 311.0
    canvas.setFont(name, size + 8)
    canvas.drawCentredString(306, 740, "A Toll for the Drowned")
    canvas.setFont(name, size)
    y = 740 - 4 * page.lead
    y, _ = page.paragraph(left, y, width, 5)
    y = page.table(left, y - page.lead, width, "What the Cottagers Say (d6)", RUMOURS)
    y = page.table(left, y - page.lead, width, "Wandering Monsters (d6)", WANDERING)
    y, _ = page.paragraph(left, y - page.lead, width, tail)
    at, areas = 740 - 4 * page.lead, []
    for head in HEADS:
        canvas.drawString(right, at, head)
        at, lines = page.paragraph(right, at - page.lead, width, 5)
        areas.append((head, lines))
        at -= page.lead
    y = min(y, at) - 2 * page.lead
    for text in STATS:
        canvas.drawCentredString(306, y, text)
        y -= page.lead
    canvas.save()
    return path, areas


@pytest.mark.parametrize("tail", [6, 0])
@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_table_in_a_column_is_no_float(tmp_path: Path, font: str, engine: str, tail: int) -> None:
    """With the left column's text under the tables, and without (the rumour table's column
    goes on under it with the wandering-monster table alone)."""
    path, areas = _booklet_pdf(tmp_path / "booklet.pdf", font, tail)
    texts = [" ".join(line.text.split()) for line in read_pdf(path, engine=engine).pages[0].lines]
    for head, lines in areas[1:]:  # the areas beside and under the tables
        assert head in texts, texts
        at = texts.index(head)
        assert texts[at + 1 : at + 1 + len(lines)] == lines, texts  # read in one run
