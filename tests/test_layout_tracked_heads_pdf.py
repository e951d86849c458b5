"""Letter-spaced headings set smaller than the body, side by side at the top of two or three
columns (a newsletter's narrow columns, each heading shrunk to its column), the left one's
dash running on into the gutter: one row with a gutter-wide blank in it is each column's
own heading, read with its column, not a band across the columns read before both. Made in
three faces, sizes and page sizes (``spanning_bands._spans_gutter``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, A5, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas
from tagged_lines import FACES, tagged_lines

from converter.read.extract import read_pdf

HEADS = ["THE OLD BELL LOFT —", "LAMP ROOM —", "OX PEN —"]
ENTRY = 0.35  # share of the gutter the left heading's dash runs into
TRACK = 0.45  # letter spacing, em


def _tracked(
    pdf: canvas.Canvas, x: float, y: float, text: str, font: str, size: float, track: float
) -> None:
    pdf.saveState()  # the character spacing is graphics state: it must not reach the body
    drawn = pdf.beginText(x, y)
    drawn.setFont(font, size)
    drawn.setCharSpace(track)
    drawn.setWordSpace(track)
    drawn.textOut(text)
    pdf.drawText(drawn)
    pdf.restoreState()


def _pdf(
    path: Path, face: str, size: float, page: tuple[float, float], columns: int
) -> tuple[Path, list[str]]:
    regular, bold = FACES[face]
    width, height = page
    margin, gutter = 0.08 * width, 1.6 * size
    small = 0.8 * size
    track = TRACK * small
    # The columns are as wide as the left heading, less the part of it in the gutter.
    head = HEADS[0]  # every advance widened by the tracking, a space's twice (word spacing)
    drawn = stringWidth(head, bold, small) + track * (len(head) - 1 + head.count(" "))
    column = drawn - ENTRY * gutter
    assert margin + columns * (column + gutter) < width
    pdf = canvas.Canvas(str(path), pagesize=page, invariant=1)
    top = height - 0.1 * height
    expected: list[list[str]] = []
    for k in range(columns):
        x = margin + k * (column + gutter)
        head = HEADS[k]
        _tracked(pdf, x, top, head, bold, small, track)
        body = tagged_lines(regular, size, column, 12, chr(65 + k))
        pdf.setFont(regular, size)
        for j, line in enumerate(body):
            pdf.drawString(x, top - 1.6 * size - j * 1.25 * size, line)
        expected.append([head, *body])
    pdf.showPage()
    pdf.save()
    return path, [line for column_lines in expected for line in column_lines]


@pytest.mark.parametrize(
    ("face", "size", "page", "columns"),
    [
        ("helvetica", 9.0, A4, 2),
        ("times", 10.0, letter, 2),
        ("courier", 7.5, A5, 2),
        ("helvetica", 8.0, letter, 3),
        ("times", 8.5, A4, 3),
    ],
)
def test_small_tracked_headings_side_by_side_stay_with_their_columns(
    tmp_path: Path, face: str, size: float, page: tuple[float, float], columns: int
) -> None:
    path, expected = _pdf(tmp_path / f"{face}.pdf", face, size, page, columns)
    lines = [" ".join(line.text.split()) for line in read_pdf(path).pages[0].lines]
    assert lines == expected
