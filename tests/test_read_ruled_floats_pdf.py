"""A ruled stat box floated beside a paragraph is read whole, apart from the prose beside it.

A print engine floats a monster's label | value box (its cells ruled, a caption over it) to
one side of the area's paragraph; the box's rows stand on the baselines of the prose lines
beside it, so each row was read with the prose line on its baseline as one line ("Armor Class
11 grinding wheels. A crowd …"). Pages drawn with reportlab's canvas: the box left or right of
the prose, in three fonts and sizes, its rows on the prose's baselines; read by both
character engines; with the text under the box too short to cross the rule between its
label and value cells (a gutter running the page's height through the box), and with the
caption on the prose's first line; ruled by stroked lines or, as a browser prints a
table, by thin filled rectangles. Negative cases, read as before: a ruled table as wide as the
text, with nothing beside it; a ruled table as wide as its column on a two-column page, the
other column beside it; a framed sidebar of prose (a frame without cells) beside the text."""

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
ROWS = (("Armor Class", "11"), ("Hit Points", "6 (1d6 + 3)"), ("Challenge", "1/4 (50 XP)"))
PROSE = (
    "Soot from the eruption has blackened the wall behind a bench",
    "of wheels where a crowd of scavengers dig at a drift of ash",
    "with shovels while a lantern gutters on a hook by the door",
    "and a collapsed arch opens on the cloister to the north side",
)
BELOW = "A trapdoor drops to the cistern below, its ladder long since rotted through."


def _filled_rule(canvas: Canvas, x0: float, y0: float, x1: float, y1: float) -> None:
    """A rule as a browser prints a table's cell border: a filled rectangle 0.75 pt thick."""
    thick = 0.75
    if y0 == y1:
        canvas.rect(x0, y0 - thick / 2, x1 - x0, thick, stroke=0, fill=1)
    else:
        canvas.rect(x0 - thick / 2, min(y0, y1), thick, abs(y1 - y0), stroke=0, fill=1)


def _box(
    canvas: Canvas, x0: float, top: float, size: float, font: str, wide: float, filled: bool = False
) -> float:
    """A captioned label | value box; its rows on the prose's baselines; its rules stroked
    lines, or (``filled``) hairline rectangles. Returns its bottom."""
    rule = _filled_rule if filled else thin_rule
    lead = size * 1.25
    canvas.setFont(font, size)
    canvas.drawString(x0, top, "Lamprey Eel")
    # an automatic table layout: the label column as wide as its widest label
    split = x0 + 9 + max(canvas.stringWidth(label, font, size) for label, _ in ROWS)
    right = x0 + wide
    upper = top - lead * 0.35
    lower = upper - lead * len(ROWS)
    for k in range(len(ROWS) + 1):
        rule(canvas, x0, upper - k * lead, right, upper - k * lead)
    for x in (x0, split, right):
        rule(canvas, x, upper, x, lower)
    for k, (label, value) in enumerate(ROWS):
        base = top - lead * (k + 1)
        canvas.drawString(x0 + 3, base, label)
        canvas.drawString(split + 3, base, value)
    return lower


def _pdf(path: Path, font: str, side: str, filled: bool = False, prose: int = 4) -> Path:
    name, size = FONTS[font]
    canvas = Canvas(str(path), pagesize=letter, invariant=1)
    lead = size * 1.25
    left, width, wide = 60.0, 480.0, 150.0
    canvas.setFont(name, size + 3)
    canvas.drawString(left, 700, "1. Glass Store")
    top = 700 - 2 * lead
    box_x = left if side == "left" else left + width - wide
    prose_x = left + wide + 12 if side == "left" else left
    bottom = _box(canvas, box_x, top, size, name, wide, filled)
    canvas.setFont(name, size)
    for k, text in enumerate(PROSE[:prose]):
        canvas.drawString(prose_x, top - lead * k, text)
    canvas.drawString(left, bottom - 2 * lead, BELOW)
    canvas.drawString(left, bottom - 3 * lead, "2. Sundial Court")
    canvas.save()
    return path


def _wide_table_pdf(path: Path) -> Path:
    canvas = Canvas(str(path), pagesize=letter, invariant=1)
    canvas.setFont("Helvetica", 9)
    canvas.drawString(60, 700, "1. Glass Store")
    bottom = _box(canvas, 60, 680, 9, "Helvetica", 480)
    canvas.setFont("Helvetica", 9)
    canvas.drawString(60, bottom - 20, BELOW)
    canvas.save()
    return path


@pytest.mark.parametrize("filled", [False, True], ids=["stroked", "filled"])
@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("side", ["left", "right"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_floated_box_is_read_apart_from_the_prose(
    tmp_path: Path, font: str, side: str, engine: str, filled: bool
) -> None:
    """``filled``: the box ruled as a browser prints it (Chromium's Skia draws a table's
    cell borders as thin filled rectangles, no stroked lines): the same ruled box."""
    page = read_pdf(_pdf(tmp_path / "float.pdf", font, side, filled), engine=engine).pages[0]
    texts = [" ".join(line.text.split()) for line in page.lines]
    rows = [f"{label} {value}" for label, value in ROWS]
    for row in rows:
        assert row in texts, texts  # each row whole, nothing of the prose on it
    assert "Lamprey Eel" in texts, texts  # the caption alone: the box's name
    at = texts.index("Lamprey Eel")
    assert texts[at + 1 : at + 1 + len(rows)] == rows, texts  # the box read in one run
    prose = [k for k, text in enumerate(texts) if text.startswith(tuple(p[:12] for p in PROSE))]
    assert len(prose) == len(PROSE), texts
    assert all(k > at + len(rows) for k in prose), texts  # the prose beside it after the box
    assert texts.index("1. Glass Store") < at < texts.index("2. Sundial Court")


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("side", ["left", "right"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_float_hanging_below_its_paragraph_is_read_apart(
    tmp_path: Path, font: str, side: str, engine: str
) -> None:
    """A paragraph of two lines beside a box of three rows: its caption stands beside the
    paragraph's first line, the box beside its last line alone and the space under it. The
    text beside the caption is the text the float stands in too."""
    pdf = _pdf(tmp_path / "hang.pdf", font, side, filled=True, prose=2)
    page = read_pdf(pdf, engine=engine).pages[0]
    texts = [" ".join(line.text.split()) for line in page.lines]
    rows = [f"{label} {value}" for label, value in ROWS]
    assert "Lamprey Eel" in texts, texts  # the caption alone
    at = texts.index("Lamprey Eel")
    assert texts[at + 1 : at + 1 + len(rows)] == rows, texts  # the box whole, in one run
    assert all(text[:40] in " ".join(texts) for text in PROSE[:2]), texts


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
def test_ruled_table_as_wide_as_the_text_is_no_float(tmp_path: Path, engine: str) -> None:
    page = read_pdf(_wide_table_pdf(tmp_path / "wide.pdf"), engine=engine).pages[0]
    texts = [" ".join(line.text.split()) for line in page.lines]
    assert texts[0] == "1. Glass Store" and texts[1] == "Lamprey Eel", texts
    assert texts[-1].startswith("A trapdoor"), texts


RIGHT_COLUMN = (
    "The north stair climbs to the bell loft",
    "where the ropes have long since rotted",
    "and the bell hangs cracked on its beam.",
    "Pigeons nest in the louvres above it.",
    "A ladder leads on to the roof leads.",
    "From here the whole valley can be seen.",
)


def _two_column_pdf(path: Path, font: str) -> Path:
    """Two columns: the left one a heading, a ruled label | value table as wide as the column
    and a line under it; the right one running text beside the table's rows."""
    name, size = FONTS[font]
    lead = size * 1.25
    canvas = Canvas(str(path), pagesize=letter, invariant=1)
    canvas.setFont(name, size)
    canvas.drawString(60, 700, "1. Glass Store")
    bottom = _box(canvas, 60, 700 - 2 * lead, size, name, 225)
    canvas.setFont(name, size)
    canvas.drawString(60, bottom - 2 * lead, "Under the table.")
    for k, text in enumerate(RIGHT_COLUMN):
        canvas.drawString(315, 700 - lead * k, text)
    canvas.save()
    return path


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_ruled_table_as_wide_as_its_column_is_no_float(
    tmp_path: Path, font: str, engine: str
) -> None:
    page = read_pdf(_two_column_pdf(tmp_path / "cols.pdf", font), engine=engine).pages[0]
    texts = [" ".join(line.text.split()) for line in page.lines]
    right = [k for k, text in enumerate(texts) if text in RIGHT_COLUMN]
    assert len(right) == len(RIGHT_COLUMN), texts  # the right column's lines whole
    # the left column, its table and the line under it, is read before the right column
    assert texts.index("Under the table.") < min(right), texts
    assert texts.index("Lamprey Eel") < min(right), texts


def _sidebar_pdf(path: Path, font: str) -> Path:
    """A framed sidebar of prose (a frame, no cells) floated right of the paragraph."""
    name, size = FONTS[font]
    lead = size * 1.25
    canvas = Canvas(str(path), pagesize=letter, invariant=1)
    canvas.setFont(name, size)
    canvas.drawString(60, 700, "1. Glass Store")
    top = 700 - 2 * lead
    canvas.setLineWidth(0.6)
    canvas.rect(390, top - lead * 4, 150, lead * 5)
    for k, text in enumerate(("A sidebar:", "the lens", "was sold", "at the fair.")):
        canvas.drawString(394, top - lead * k, text)
    for k, text in enumerate(PROSE):
        canvas.drawString(60, top - lead * k, text[:40])
    canvas.drawString(60, top - lead * 6, BELOW)
    canvas.save()
    return path


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_framed_sidebar_of_prose_is_read_as_before(tmp_path: Path, font: str, engine: str) -> None:
    page = read_pdf(_sidebar_pdf(tmp_path / "side.pdf", font), engine=engine).pages[0]
    texts = [" ".join(line.text.split()) for line in page.lines]
    for text in ("A sidebar:", "the lens", "was sold", "at the fair."):
        assert text in texts, texts  # the frame's lines alone, nothing of the prose on them
    for text in PROSE:
        assert text[:40].strip() in texts, texts


MAP_LABELS = (("5", 150, 420), ("6", 330, 420), ("Not to scale.", 60, 540), ("8", 150, 150))


def _map_spread_pdf(path: Path, font: str) -> Path:
    """Two pages imposed on a landscape sheet: a map in a ruled frame (a grid drawn over it,
    its room numbers standing far apart) on the left, the key's running text on the right."""
    name, size = FONTS[font]
    lead = size * 1.25
    canvas = Canvas(str(path), pagesize=(792, 612), invariant=1)
    canvas.setLineWidth(0.6)
    canvas.rect(50, 100, 330, 460)
    for x in (160, 270):
        canvas.line(x, 100, x, 560)
    for y in (250, 400):
        canvas.line(50, y, 380, y)
    canvas.setFont(name, size)
    for text, x, y in MAP_LABELS:
        canvas.drawString(x, y, text)
    for k, text in enumerate(RIGHT_COLUMN * 3):
        canvas.drawString(420, 560 - lead * k, text)
    canvas.save()
    return path


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_map_in_a_ruled_frame_beside_text_is_no_float(
    tmp_path: Path, font: str, engine: str
) -> None:
    page = read_pdf(_map_spread_pdf(tmp_path / "map.pdf", font), engine=engine).pages[0]
    texts = [" ".join(line.text.split()) for line in page.lines]
    prose = [k for k, text in enumerate(texts) if text in RIGHT_COLUMN]
    assert len(prose) == 3 * len(RIGHT_COLUMN), texts  # the text's lines whole
    assert prose == list(range(prose[0], prose[0] + len(prose))), texts  # in one run
    labels = [k for k, text in enumerate(texts) if text in {t for t, _, _ in MAP_LABELS}]
    assert len(labels) == len(MAP_LABELS), texts  # the map's labels alone, none cut in
