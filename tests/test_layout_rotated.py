"""Rotated and slanted text: read_pdf on reportlab PDFs with turned text boxes, and unit checks
of the geometry (font size from the text matrix, advance of a slanted glyph)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from converter.models import BBox, TextLine, TextSpan
from converter.read import layout
from converter.read import lines as layout_lines
from converter.read.extract import read_pdf
from converter.read.glyphs import turned_font_size

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"

BOX_LINES = (
    "The baboons climb the tower and avoid",
    "the strangling vines (1d4).",
    "HD 4+4 AC 6 2d4 F3 ML 8 XP 290",
)
LEADING = 12.0
SIZE = 10.0
# Angle (degrees, anticlockwise) and where each box's first baseline starts (PDF coordinates).
# Spots are far apart, so no two boxes share a baseline in any frame.
BOXES = ((90, 150.0, 330.0), (-90, 470.0, 330.0), (30, 160.0, 560.0), (-30, 60.0, 180.0))
MORE_BOXES = ((180, 560.0, 760.0), (135, 560.0, 420.0), (60, 330.0, 60.0))
PAGE = (600.0, 800.0)


def _draw_box(c: canvas.Canvas, angle: float, x: float, y: float, glyph_by_glyph: bool) -> None:
    c.saveState()
    c.translate(x, y)
    c.rotate(angle)
    for k, text in enumerate(BOX_LINES):
        if not glyph_by_glyph:
            c.drawString(0, -LEADING * k, text)
            continue
        # Like TeX: every glyph placed on its own, no space glyphs at all.
        obj = c.beginText()
        obj.setFont("Helvetica", SIZE)
        pos = 0.0
        for word in text.split():
            for ch in word:
                obj.setTextOrigin(pos, -LEADING * k)
                obj.textOut(ch)
                pos += stringWidth(ch, "Helvetica", SIZE)
            pos += stringWidth(" ", "Helvetica", SIZE)
        c.drawText(obj)
    c.restoreState()


def turned_pdf(
    path: Path, boxes: tuple[tuple[int, float, float], ...], glyph_by_glyph: bool
) -> Path:
    c = canvas.Canvas(str(path), pagesize=PAGE)
    c.setFont("Helvetica", SIZE)
    for i in range(5):
        c.drawString(200, 770 - LEADING * i, f"Upright body line {i} of the page")
    for angle, x, y in boxes:
        _draw_box(c, angle, x, y, glyph_by_glyph)
    c.save()
    return path


def _expected_hull(angle: float, x: float, y: float, k: int, length: float) -> BBox:
    """The upright box of line ``k`` of a box, in top-left page coordinates."""
    ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    vx, vy = -uy, ux  # "up" in PDF coordinates
    ox, oy = x - LEADING * k * vx, y - LEADING * k * vy
    corners = [
        (ox + a * ux + b * vx, oy + a * uy + b * vy)
        for a in (0.0, length)
        for b in (-0.2 * SIZE, 0.8 * SIZE)
    ]
    xs = [cx for cx, _ in corners]
    ys = [PAGE[1] - cy for _, cy in corners]
    return BBox(min(xs), min(ys), max(xs), max(ys))


def _near(a: BBox, b: BBox, tolerance: float) -> bool:
    pairs = ((a.x0, b.x0), (a.top, b.top), (a.x1, b.x1), (a.bottom, b.bottom))
    return all(abs(p - q) <= tolerance for p, q in pairs)


@pytest.mark.parametrize("glyph_by_glyph", [False, True], ids=["spaces", "no-spaces"])
@pytest.mark.parametrize("boxes", [BOXES, MORE_BOXES], ids=["90-270-30-330", "180-135-60"])
def test_turned_boxes_read_as_whole_ordered_lines(
    tmp_path: Path, boxes: tuple[tuple[int, float, float], ...], glyph_by_glyph: bool
) -> None:
    (page,) = read_pdf(turned_pdf(tmp_path / "turned.pdf", boxes, glyph_by_glyph)).pages
    texts = [line.text for line in page.lines]
    assert texts[:5] == [f"Upright body line {i} of the page" for i in range(5)]
    assert not any(layout.is_turned_line(line) for line in page.lines[:5])
    turned = page.lines[5:]
    assert len(turned) == len(boxes) * len(BOX_LINES)
    for angle, x, y in boxes:
        start = next(
            i
            for i, line in enumerate(turned)
            if line.text == BOX_LINES[0]
            and _near(line.bbox, _expected_hull(angle, x, y, 0, 175.0), 8.0)
        )
        lines = turned[start : start + len(BOX_LINES)]
        assert [line.text for line in lines] == list(BOX_LINES), angle
        assert len({line.column for line in lines}) == 1
        assert len({line.block for line in lines}) == 1
        for k, line in enumerate(lines):
            # One span in the true font size, not one per glyph sized by its advance.
            assert [(s.text, s.size) for s in line.spans] == [(BOX_LINES[k], SIZE)]
            length = stringWidth(BOX_LINES[k], "Helvetica", SIZE)
            assert _near(line.bbox, _expected_hull(angle, x, y, k, length), 1.5), (angle, k)
            # Upside-down text has the box of an upright line: the one case not told apart.
            assert layout.is_turned_line(line) == (angle % 180 != 0)


def test_turned_font_size_undoes_the_advance_in_the_box() -> None:
    # A glyph of advance 0.5 (text units, font size 1) under a matrix scaling by 8 at 40°.
    scale, advance, angle = 8.0, 0.5, math.radians(40)
    a, b = scale * math.cos(angle), scale * math.sin(angle)
    c, d = -b, a
    width = abs(advance * a) + abs(c)
    height = abs(advance * b) + abs(d)
    assert turned_font_size((a, b, c, d, 0, 0), advance, width, height, 99.0) == pytest.approx(8.0)
    # Turned 90°: pdfplumber's box height is the advance (4 pt), the width the font size.
    assert turned_font_size((0, 8, -8, 0, 0, 0), 0.5, 8.0, 4.0, 4.0) == pytest.approx(8.0)
    # A degenerate matrix keeps the fallback.
    assert turned_font_size((0, 8, 0, 0, 0, 0), 0.5, 8.0, 4.0, 4.0) == 4.0


def test_slanted_glyph_keeps_its_advance_in_the_upright_frame() -> None:
    # A 6 pt wide, 10 pt tall glyph turned 30°: its upright hull, middle at (100, 200).
    cos, sin = math.cos(math.radians(30)), math.sin(math.radians(30))
    hull_w, hull_h = 6 * cos + 10 * sin, 6 * sin + 10 * cos
    g = layout_lines.Glyph(
        "m",
        100 - hull_w / 2,
        200 - hull_h / 2,
        100 + hull_w / 2,
        200 + hull_h / 2,
        10.0,
        "Helvetica",
        layout.slanted_direction(30),
    )
    u = layout.rotate_to_upright(g)
    assert u.x1 - u.x0 == pytest.approx(6.0)
    assert u.bottom - u.top == pytest.approx(10.0)
    back = layout.box_from_upright((u.x0, u.top, u.x1, u.bottom), g.direction)
    assert _near(back, BBox(g.x0, g.top, g.x1, g.bottom), 1e-6)


def test_is_turned_line_tells_tall_boxes_from_upright_lines() -> None:
    span = (TextSpan("text", "Helvetica", 8.0, False, False),)
    upright = TextLine("text", 1, BBox(0, 0, 200, 11.5), span, 0, 0)
    vertical = TextLine("text", 1, BBox(0, 0, 8, 200), span, 0, 0)
    assert not layout.is_turned_line(upright)
    assert layout.is_turned_line(vertical)


@pytest.mark.corpus
def test_sepulchre_vertical_stat_line_is_whole() -> None:
    path = CORPUS / "HH_Sepulchre_of_the_Clone.pdf"
    if not path.exists():
        pytest.skip("corpus file HH_Sepulchre_of_the_Clone.pdf is absent")
    lines = read_pdf(path, pages=[1]).lines
    stat = next(i for i, line in enumerate(lines) if line.text.startswith("HD 4+4 AC 6"))
    # Printed top to bottom beside the tower, after the sentence that names the vines.
    assert "strangling vines" in lines[stat - 1].text
    for line in lines[stat - 1 : stat + 1]:
        assert layout.is_turned_line(line)
        assert len(line.spans) == 1 and line.spans[0].size == pytest.approx(8.0, abs=0.1)
        assert line.bbox.bottom - line.bbox.top > 100 > line.bbox.x1 - line.bbox.x0
    assert lines[stat - 1].bbox.x0 > lines[stat].bbox.x0  # downward text: first line rightmost
