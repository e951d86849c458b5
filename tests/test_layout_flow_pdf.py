"""Two columns that both run on past a blank stretch at the same height (an entry pushed to a
column's foot), under a running header and over a page number that cross the gutter: the
text is read column by column, not as a top band and a bottom band. Made in two fonts, sizes
and page sizes."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

LEFT_TOP = ["Keyed Places"]
LEFT_FOOT = [
    ("bold", "4. The Quiet Stair"),
    ("body", "Dust lies thick on every step, and a"),
    ("body", "row of clay lamps lines the wall. Two"),
]
RIGHT_TOP = [
    ("body", "lamps still burn with a greasy flame."),
    ("bold", "5. Rope Walk"),
    ("body", "Frayed hawsers hang from iron hooks."),
    ("body", "A draught moves them now and then."),
]
RIGHT_FOOT = [
    ("bold", "6. Well Head"),
    ("body", "A winch creaks over a black shaft."),
]
FONTS = {
    "times-letter": ("Times-Roman", "Times-Bold", 10.0, letter),
    "helvetica-a4": ("Helvetica", "Helvetica-Bold", 8.5, A4),
}


def _draw(
    pdf: canvas.Canvas,
    fonts: tuple[str, str],
    size: float,
    x: float,
    y: float,
    rows: list[tuple[str, str]],
) -> None:
    for role, text in rows:
        pdf.setFont(fonts[1] if role == "bold" else fonts[0], size)
        pdf.drawString(x, y, text)
        y -= size * 1.4


def _pdf(path: Path, font: str) -> Path:
    regular, bold, size, (width, height) = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=(width, height), invariant=1)
    pdf.setFont(regular, size - 1)
    pdf.drawCentredString(
        width / 2,
        height - 30,
        "The Drowned Ropeworks · an adventure for four to six characters · for the referee only",
    )
    pdf.drawCentredString(width / 2, 28, "2")
    left, right = 48.0, width / 2 + 8
    top, foot = height - 60, 60 + 3 * size * 1.4
    _draw(pdf, (regular, bold), size, left, top, [("bold", t) for t in LEFT_TOP])
    _draw(pdf, (regular, bold), size, left, foot, LEFT_FOOT)
    _draw(pdf, (regular, bold), size, right, top, RIGHT_TOP)
    _draw(pdf, (regular, bold), size, right, foot, RIGHT_FOOT)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("font", sorted(FONTS))
def test_columns_run_on_past_a_blank_stretch(tmp_path: Path, font: str) -> None:
    page = read_pdf(_pdf(tmp_path / f"{font}.pdf", font)).pages[0]
    texts = [line.text for line in page.lines]
    body = [t for t in texts if "Ropeworks" not in t and t != "2"]
    expected = LEFT_TOP + [t for _, t in LEFT_FOOT + RIGHT_TOP + RIGHT_FOOT]
    assert body == expected
