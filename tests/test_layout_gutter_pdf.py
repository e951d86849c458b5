"""Two columns whose gutter is narrower than half an em where lines run into it: ability
tables set too wide in both columns (their ends all but touching in the gutter), and a page
number standing in a gutter that the left column's lines nearly reach, under an empty band
across both columns. The text is still read column by column. Made in two fonts and sizes."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FONTS = {
    "times-letter": ("Times-Roman", 9.9, letter),
    "helvetica-a4": ("Helvetica", 8.6, A4),
}
LEFT = [
    "Hollow Warden",
    "Armor Class 13 (hide)",
    "Hit Points 19 (3d8 + 6)",
    "Speed 30 ft.",
    "TABLE",
    "Senses passive Perception 11",
    "Languages none it speaks",
    "Challenge 1 (200 XP)",
]
RIGHT = [
    "Languages the tongue of reeds",
    "Challenge 2 (450 XP)",
    "Marsh Lantern",
    "Armor Class 12",
    "Hit Points 9 (2d6 + 2)",
    "TABLE",
    "Senses blindsight 30 ft.",
    "Challenge 1/4 (50 XP)",
]
TABLE = "STR 14 (+2) DEX 11 (+0) CON 15 (+2) INT 6 (-2) WIS 12 (+1)"


def _column(
    pdf: canvas.Canvas, font: str, size: float, x: float, top: float, rows: list[str], edge: float
) -> list[str]:
    """Draw a column; its ability table is set smaller and runs into the gutter to ``edge``
    (its right end for the left column, its left end for the right one)."""
    y = top
    texts: list[str] = []
    for text in rows:
        if text == "TABLE":
            small = size * 0.94
            width = stringWidth(TABLE, font, small)
            start = edge - width if edge > x else edge
            pdf.setFont(font, small)
            pdf.drawString(start, y, TABLE)
            texts.append(TABLE)
        else:
            pdf.setFont(font, size)
            pdf.drawString(x, y, text)
            texts.append(text)
        y -= size * 1.35
    return texts


def _ability_pdf(path: Path, font: str) -> tuple[Path, list[str], list[str]]:
    regular, size, (width, height) = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=(width, height), invariant=1)
    column = 15 * size
    gutter = 1.6 * size
    left_x = 150.0
    right_x = left_x + column + gutter
    middle = left_x + column + gutter / 2
    top = height - 80
    left = _column(pdf, regular, size, left_x, top, LEFT, middle - 0.6)
    # The right column's table sits one row lower than the left one's, half a row off.
    right = _column(pdf, regular, size, right_x, top - 0.4 * size, RIGHT, middle + 0.6)
    pdf.showPage()
    pdf.save()
    return path, left, right


def _page_number_pdf(path: Path, font: str) -> tuple[Path, list[str], list[str]]:
    regular, size, (width, height) = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=(width, height), invariant=1)
    middle = width / 2
    pdf.setFont(regular, size)
    left_top = [
        "The reed beds hide a sunken punt",
        "and the bones of whoever poled it.",
        "Frogs fall silent as the party",
        "wades in up to the knee.",
    ]
    left_foot = ["Marsh Lantern", "Armor Class 12", "Hit Points 9 (2d6 + 2)", "Speed 10 ft."]
    right_top = [
        "Challenge 1/4 (50 XP)",
        "Keen Sight. It sees in the dark.",
        "Actions",
        "Glow. One creature is dazzled.",
    ]
    right_foot = ["Hollow Warden", "Armor Class 13 (hide)", "Hit Points 19", "Speed 30 ft."]
    # Columns long enough that a header and a page number are little against them.
    left_top, right_top = left_top * 2, right_top * 2
    left_foot, right_foot = left_foot * 2, right_foot * 2
    # The left column's longest line ends 0.4 em short of the page number, and the right
    # column starts 0.3 em past it: no clear gutter half an em wide.
    longest = max(stringWidth(t, regular, size) for t in left_top + left_foot)
    number_w = stringWidth("2", regular, size)
    number_x = middle - number_w / 2
    left_x = number_x - 0.4 * size - longest
    right_x = number_x + number_w + 0.3 * size
    for x, rows, y in (
        (left_x, left_top, height - 90),
        (right_x, right_top, height - 90),
        (left_x, left_foot, 200),
        (right_x, right_foot, 200),
    ):
        for text in rows:
            pdf.drawString(x, y, text)
            y -= size * 1.4
    pdf.drawString(number_x, 60, "2")
    pdf.drawCentredString(middle, height - 50, "The Fen of Lanterns")
    pdf.showPage()
    pdf.save()
    return path, left_top + left_foot, right_top + right_foot


@pytest.mark.parametrize("font", sorted(FONTS))
def test_ability_tables_overflowing_from_both_columns(tmp_path: Path, font: str) -> None:
    path, left, right = _ability_pdf(tmp_path / f"{font}.pdf", font)
    page = read_pdf(path).pages[0]
    assert [line.text for line in page.lines] == left + right


@pytest.mark.parametrize("font", sorted(FONTS))
def test_page_number_in_a_narrow_gutter_under_an_empty_band(tmp_path: Path, font: str) -> None:
    path, left, right = _page_number_pdf(tmp_path / f"{font}.pdf", font)
    page = read_pdf(path).pages[0]
    texts = [line.text for line in page.lines if line.text not in ("2", "The Fen of Lanterns")]
    assert texts == left + right
