"""Floats of several areas down one side, each area's short paragraph beside its own float.

A print engine floats each monster's ruled label | value box to the left of its area's
paragraph; when the paragraph is shorter than the box, the next area's heading clears the
float and starts under it, so the headings and the boxes stand one under another down the
left and the paragraphs down the right, a gutter between them from the first box to the
last. Cut there, the page read as two columns: every heading and box, then every paragraph,
so the areas' creatures all went to the last heading. The paragraph beside a float is read
after the float, before what stands under the float's foot. Pages drawn with reportlab's
canvas in three fonts and two sizes, read by both character engines; negative case: a page
of two true columns, the left one a ruled table under running text, is read column by column
as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_factory import thin_rule
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen.canvas import Canvas

from converter.read.extract import read_pdf

FONTS = {
    "times": ("Times-Roman", 9.5),
    "helvetica": ("Helvetica", 8.5),
    "courier": ("Courier", 8.0),
}
AREAS = (
    ("4. Lens Workshop", "Giant Beetle", "Here 2d6 giant beetles sort salvage into piles."),
    ("5. Transit Platform", "Scribe", "A pair of scribes squabble over a sack of gears."),
    ("6. Cloister Walk", "Acolyte", "Two acolytes dig at a drift of ash with shovels."),
)
ROWS = (("Armour Class", "4"), ("Hit Dice", "2"), ("Hit points", "5"), ("Morale", "6"))
PROSE = (
    "Pumice grit crunches underfoot near a tube split",
    "along its seam. Every footstep raises a grey haze.",
)


def _box(
    canvas: Canvas, x0: float, top: float, font: str, size: float, name: str, rows: int = 4
) -> float:
    """A captioned label | value box of the first ``rows`` rows, its caption's baseline at
    ``top``; returns its foot."""
    lead = size * 1.8
    canvas.setFont(font, size)
    canvas.drawString(x0, top, name)
    split = x0 + 9 + max(canvas.stringWidth(label, font, size) for label, _ in ROWS)
    right = x0 + 150
    upper = top - size * 0.6
    lower = upper - lead * rows
    for k in range(rows + 1):
        thin_rule(canvas, x0, upper - k * lead, right, upper - k * lead)
    for x in (x0, split, right):
        thin_rule(canvas, x, upper, x, lower)
    for k, (label, value) in enumerate(ROWS[:rows]):
        base = upper - lead * k - size * 1.25
        canvas.drawString(x0 + 3, base, label)
        canvas.drawString(split + 3, base, value)
    return lower


def _pdf(
    path: Path, font: str, last: bool = True, foot_text: str = "", broken: bool = False
) -> Path:
    """The stacked areas; ``last``, a last area under them at the full measure; ``foot_text``,
    a page number at the page's foot under the paragraphs' side; ``broken``, a last area at
    the page's foot whose box breaks there after two rows, one line of its text beside it."""
    name, size = FONTS[font]
    canvas = Canvas(str(path), pagesize=letter, invariant=1)
    lead = size * 1.3
    left, beside = 60.0, 222.0
    top = 720.0
    for heading, creature, line in AREAS:
        canvas.setFont(name, size + 2)
        canvas.drawString(left, top, heading)
        top -= 2 * lead
        foot = _box(canvas, left, top, name, size, creature)
        canvas.setFont(name, size + 1)
        for k, text in enumerate((*PROSE, line)):
            canvas.drawString(beside, top - k * lead * 1.1, text)
        top = foot - 2 * lead
    if broken:
        canvas.setFont(name, size + 2)
        canvas.drawString(left, 80 + 5 * lead, "7. Ash Cellar")
        _box(canvas, left, 80 + 3 * lead, name, size, "Grey Ooze", rows=2)
        canvas.setFont(name, size + 1)
        canvas.drawString(beside, 80 + 1.5 * lead, "The air tastes of sulphur and dust.")
    if foot_text:
        canvas.setFont(name, size)
        canvas.drawRightString(beside + 300, 40, foot_text)
    if not last:
        canvas.save()
        return path
    canvas.setFont(name, size + 2)
    canvas.drawString(left, top, "7. Ash Cellar")
    canvas.setFont(name, size + 1)
    canvas.drawString(left, top - 2 * lead, "Soot has blackened the wall behind a plinth carved")
    canvas.drawString(
        left, top - 3 * lead, "with the twelve houses of the heavens, long since cold."
    )
    canvas.save()
    return path


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_each_paragraph_is_read_after_its_own_float(tmp_path: Path, font: str, engine: str) -> None:
    page = read_pdf(_pdf(tmp_path / "stacked.pdf", font), engine=engine).pages[0]
    texts = [" ".join(line.text.split()) for line in page.lines]
    for (heading, creature, line), nxt in zip(AREAS, [*AREAS[1:], ("7. Ash Cellar",)], strict=True):
        at = texts.index(heading)
        assert texts[at + 1] == creature, texts
        own = texts.index(line)
        assert at < own < texts.index(nxt[0]), texts  # the paragraph before the next heading
        assert texts.index("Morale 6", at) < own, texts  # after its own float


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_page_number_at_the_foot_leaves_each_paragraph_after_its_float(
    tmp_path: Path, font: str, engine: str
) -> None:
    # The last area's paragraph ends the page's text; the page number at the foot, under the
    # paragraphs' side, is no line of a column beside the floats.
    path = _pdf(tmp_path / "stacked.pdf", font, last=False, foot_text="p. 3")
    texts = [" ".join(line.text.split()) for line in read_pdf(path, engine=engine).pages[0].lines]
    for (heading, _, line), nxt in zip(AREAS, AREAS[1:], strict=False):
        assert texts.index(heading) < texts.index(line) < texts.index(nxt[0]), texts


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_box_broken_at_the_foot_leaves_each_paragraph_after_its_float(
    tmp_path: Path, font: str, engine: str
) -> None:
    # The last area's box breaks at the page's foot after two rows, one line of its text
    # beside it: too little to tell it a float, it stands on its rows all the same.
    path = _pdf(tmp_path / "stacked.pdf", font, last=False, broken=True)
    texts = [" ".join(line.text.split()) for line in read_pdf(path, engine=engine).pages[0].lines]
    for (heading, _, line), nxt in zip(AREAS, [*AREAS[1:], ("7. Ash Cellar",)], strict=True):
        assert texts.index(heading) < texts.index(line) < texts.index(nxt[0]), texts


RIGHT_COLUMN = tuple(
    f"The north stair climbs to the bell loft where ropes hang {k}" for k in range(30)
)


def _two_column_pdf(path: Path) -> Path:
    """Two true columns: the left one running text, a ruled table and running text under it;
    the right one running text down the whole page."""
    canvas = Canvas(str(path), pagesize=letter, invariant=1)
    canvas.setFont("Helvetica", 9)
    for k in range(6):
        canvas.drawString(60, 720 - 12 * k, f"The hall is cold and quiet, dust on every bench {k}")
    foot = _box(canvas, 60, 640, "Helvetica", 9, "Giant Beetle")
    canvas.setFont("Helvetica", 9)
    for k in range(6):
        canvas.drawString(60, foot - 20 - 12 * k, f"Under the table the floor is cracked wide {k}")
    for k, text in enumerate(RIGHT_COLUMN):
        canvas.drawString(320, 720 - 12 * k, text)
    canvas.save()
    return path


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
def test_two_true_columns_are_read_column_by_column(tmp_path: Path, engine: str) -> None:
    page = read_pdf(_two_column_pdf(tmp_path / "columns.pdf"), engine=engine).pages[0]
    texts = [" ".join(line.text.split()) for line in page.lines]
    right = [k for k, text in enumerate(texts) if text.startswith("The north stair")]
    left = [k for k, text in enumerate(texts) if text.startswith(("The hall", "Under the"))]
    assert len(right) == len(RIGHT_COLUMN) and len(left) == 12, texts
    assert max(left) < min(right), texts
