"""A column of ruled boxes one on another, beside a column of prose, is a column of its own.

An area template prints each area as a ruled label | text table under its heading, and
a page of such areas stacks them down a column, each heading the caption right over its
box and nothing between one box's foot and the next heading. Beside such a column, a column
of prose (the adventure's background) stands on the rows of the boxes from top to foot, as a
paragraph wrapped round a float does; but no heading clears a box, so no paragraph wraps
one: the two are columns, read one after the other. Before, the page was cut round each box
(box, the prose beside it, the next box …), and the prose lines between the boxes took
their areas' text (stray `fields` tuning 99709, 99740: areas read with no text, their
creatures lost). Pages drawn with reportlab's canvas in three fonts, read by both character
engines."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_factory import thin_rule
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen.canvas import Canvas

from converter.read.extract import read_pdf

FONTS = {
    "times": ("Times-Roman", 9.0),
    "helvetica": ("Helvetica", 8.5),
    "courier": ("Courier", 8.0),
}
AREAS = (
    ("Location 3: Bell Loft", ("Description", "Ropes hang from a beam."), ("Exits", "A ladder.")),
    ("Location 4: Weir Room", ("Description", "Water roars below."), ("Exits", "A trapdoor.")),
    ("Location 5: Salt Store", ("Description", "Sacks lie split open."), ("Exits", "None")),
    ("Location 6: Lamp Shop", ("Description", "Wicks dry on a line."), ("Exits", "A door.")),
)
PROSE = "The ferry stopped running the winter the weir broke, and the abbey"


def _box(
    canvas: Canvas, x0: float, top: float, size: float, rows: tuple[tuple[str, str], ...]
) -> float:
    """A ruled label | text table whose top rule is at ``top``; returns its foot."""
    lead = size * 1.8
    split, right = x0 + 60, x0 + 200
    lower = top - lead * len(rows)
    for k in range(len(rows) + 1):
        thin_rule(canvas, x0, top - k * lead, right, top - k * lead)
    for x in (x0, split, right):
        thin_rule(canvas, x, top, x, lower)
    for k, (label, text) in enumerate(rows):
        base = top - lead * k - size * 1.25
        canvas.drawString(x0 + 3, base, label)
        canvas.drawString(split + 3, base, text)
    return lower


def _pdf(path: Path, font: str) -> Path:
    name, size = FONTS[font]
    canvas = Canvas(str(path), pagesize=letter, invariant=1)
    left, right = 50.0, 320.0
    top = first = 720.0
    for heading, *rows in AREAS:
        canvas.setFont(name, size + 1)
        canvas.drawString(right, top, heading)
        canvas.setFont(name, size)
        top = _box(canvas, right, top - size * 0.6, size, tuple(rows)) - size * 1.6
    canvas.setFont(name, size)
    lines = int((first - top) / (size * 1.3))
    for k in range(lines):
        canvas.drawString(left, first - k * size * 1.3, f"{PROSE[: 40 + k % 5]} {k}")
    canvas.save()
    return path


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_column_of_boxes_beside_prose_is_read_as_a_column(
    tmp_path: Path, font: str, engine: str
) -> None:
    page = read_pdf(_pdf(tmp_path / "boxes.pdf", font), engine=engine).pages[0]
    texts = [" ".join(line.text.split()) for line in page.lines]
    prose = [k for k, text in enumerate(texts) if text.startswith("The ferry")]
    headings = [texts.index(heading) for heading, *_ in AREAS]
    assert prose and max(prose) < min(headings), texts
    assert headings == sorted(headings), texts
    for heading, (_, description), (_, exits) in AREAS:
        at = texts.index(heading)
        after = " ".join(texts[at : at + 5])
        assert description in after and exits in after, texts
