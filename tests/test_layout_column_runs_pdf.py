"""A run of columns under one-column text, as a word processor's section sets it: a
one-column introduction, then the key in two or three columns starting mid-page (every other
column's first line lower, under a heading's space). The one-column text crosses the columns' gutter over far more than the fifth of the
height a blocked gutter allows, so no gutter was found and each left column line ran on into
the right column's line beside it (``column_runs.split_column_run``). Made in three faces,
sizes and page sizes, justified, with a folio in the gutter at the page's foot."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, A5, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas
from tagged_lines import FACES, tagged_lines

from converter.read.extract import read_pdf

FOLIO = "Page 3"
FILL = 1.0  # a line's words fill this share of the measure before justification stretches them


def _justified(pdf: canvas.Canvas, x: float, y: float, line: str, measure: float) -> None:
    """Draw ``line`` spread across ``measure``, its word gaps stretched alike (justified)."""
    font, size = pdf._fontname, pdf._fontsize
    words = line.split(" ")
    spare = measure - sum(stringWidth(w, font, size) for w in words)
    gap = spare / (len(words) - 1)
    for word in words:
        pdf.drawString(x, y, word)
        x += stringWidth(word, font, size) + gap


def _pdf(
    path: Path, face: str, size: float, page: tuple[float, float], columns: int, run: str
) -> tuple[Path, list[str]]:
    """The page, and its tagged lines in reading order: the introduction (I), each column
    (A, B, C) top to bottom, the ending (E)."""
    regular = FACES[face][0]
    width, height = page
    margin, gutter, pitch = 0.08 * width, 1.5 * size, 1.25 * size
    measure = width - 2 * margin
    column = (measure - (columns - 1) * gutter) / columns
    one = tagged_lines(regular, size, FILL * measure, 12, "I" if run == "below" else "E")
    rows = 10
    cols = [
        tagged_lines(regular, size, FILL * column, rows - 2 * (k % 2), "ABC"[k])
        for k in range(columns)
    ]
    pdf = canvas.Canvas(str(path), pagesize=page, invariant=1)
    pdf.setFont(regular, size)
    y = height - 0.1 * height
    if run == "above":
        y = _columns(pdf, cols, (margin, column, gutter), y, pitch) - 1.5 * pitch
    for line in one:
        _justified(pdf, margin, y, line, measure)
        y -= pitch
    if run == "below":
        _columns(pdf, cols, (margin, column, gutter), y - 1.5 * pitch, pitch)
    pdf.drawCentredString(margin + column + gutter / 2, 0.05 * height, FOLIO)
    pdf.showPage()
    pdf.save()
    body = [line for col in cols for line in col]
    return path, [*one, *body] if run == "below" else [*body, *one]


def _columns(
    pdf: canvas.Canvas,
    cols: list[list[str]],
    frame: tuple[float, float, float],
    top: float,
    pitch: float,
) -> float:
    """Draw the columns (``frame``: left margin, column width, gutter) justified from ``top``
    (every other one two lines lower, under a heading's space), and return the baseline
    under the lowest."""
    left, width, gutter = frame
    lowest = top
    for k, lines in enumerate(cols):
        first = top - 2 * pitch * (k % 2)
        for j, line in enumerate(lines):
            _justified(pdf, left + k * (width + gutter), first - j * pitch, line, width)
        lowest = min(lowest, first - len(lines) * pitch)
    return lowest


@pytest.mark.parametrize(
    ("face", "size", "page", "columns", "run"),
    [
        ("times", 10.0, letter, 2, "below"),
        ("helvetica", 9.0, A4, 3, "below"),
        ("courier", 7.0, A5, 2, "below"),
        ("times", 9.0, A4, 3, "below"),
        ("helvetica", 8.5, letter, 2, "below"),
    ],
)
def test_columns_under_or_over_one_column_text_are_read_column_by_column(
    tmp_path: Path, face: str, size: float, page: tuple[float, float], columns: int, run: str
) -> None:
    path, expected = _pdf(tmp_path / f"{face}-{run}.pdf", face, size, page, columns, run)
    lines = [" ".join(line.text.split()) for line in read_pdf(path).pages[0].lines]
    assert [line for line in lines if line != FOLIO] == expected


NARROW_TOP = ["7 Scriptorium", "Collapsed in the", "north half. 3d6"]
NARROW_REST = ["kobolds (HD1", "AC7 hp6 d6).", "Nine brass", "sentinels."]


@pytest.mark.parametrize(
    ("face", "size", "ems"), [("times", 8.5, 7.9), ("helvetica", 8.0, 8.4), ("courier", 7.0, 9.6)]
)
def test_a_narrow_box_of_short_lines_is_no_run_of_columns(
    tmp_path: Path, face: str, size: float, ems: float
) -> None:
    """A one-page dungeon's room box, a few ems wide, justified: under its heading and first
    lines, lines of two or three words whose stretched gaps line up by chance. Columns of a
    word or two are no running text, so the box is read line by line (it was cut under its
    third line and read as two columns, the stat line's words apart)."""
    regular = FACES[face][0]
    path = tmp_path / f"narrow-{face}.pdf"
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(regular, size)
    x, y, pitch, measure = 240.0, 600.0, 1.22 * size, ems * size
    for line in [*NARROW_TOP, *NARROW_REST]:
        if line == NARROW_REST[-1]:
            pdf.drawString(x, y, line)
        else:
            _justified(pdf, x, y, line, measure)
        y -= pitch
    pdf.showPage()
    pdf.save()
    lines = [" ".join(line.text.split()) for line in read_pdf(path).pages[0].lines]
    assert lines == [*NARROW_TOP, *NARROW_REST]


RAGGED = 3  # the left column's last lines, set ragged (a stat line, a paragraph's last line)


def _ragged_foot_pdf(
    path: Path, face: str, size: float, page: tuple[float, float], columns: int
) -> tuple[Path, list[str]]:
    """A one-column introduction, then columns parted by a narrow gutter (1.2 ems) with the
    folio "1" centred in it under the columns' foot, the left column's last lines short: the
    folio leaves less than a gutter's width either side where the lines run full, and a
    clear blank beside it under the ragged lines."""
    regular = FACES[face][0]
    width, height = page
    margin, gutter, pitch = 0.08 * width, 1.2 * size, 1.25 * size
    measure = width - 2 * margin
    column = (measure - (columns - 1) * gutter) / columns
    one = tagged_lines(regular, size, FILL * measure, 12, "I")
    rows = 12
    # the columns right of the first run on beside its ragged lines
    cols = [
        tagged_lines(regular, size, column, rows - 2 * (k % 2) + RAGGED * (k > 0), "ABC"[k])
        for k in range(columns)
    ]
    short = tagged_lines(regular, size, 0.6 * column, RAGGED, "R")
    pdf = canvas.Canvas(str(path), pagesize=page, invariant=1)
    pdf.setFont(regular, size)
    y = height - 0.1 * height
    for line in one:
        _justified(pdf, margin, y, line, measure)
        y -= pitch
    top = y - 1.5 * pitch
    lowest = _columns(pdf, cols, (margin, column, gutter), top, pitch)
    under_first = top - rows * pitch
    for j, line in enumerate(short):
        pdf.drawString(margin, under_first - j * pitch, line)
    pdf.drawCentredString(margin + column + gutter / 2, lowest - pitch, "1")
    pdf.showPage()
    pdf.save()
    return path, [*one, *cols[0], *short, *(line for col in cols[1:] for line in col)]


@pytest.mark.parametrize(
    ("face", "size", "page", "columns"),
    [
        ("times", 10.0, letter, 2),
        ("helvetica", 9.0, A4, 3),
        ("times", 8.0, A5, 2),
        ("helvetica", 8.5, letter, 2),
    ],
)
def test_a_folio_in_a_narrow_gutter_over_a_ragged_foot_starts_no_run_there(
    tmp_path: Path, face: str, size: float, page: tuple[float, float], columns: int
) -> None:
    """The run found with the folio starts only at the ragged lines (the blank beside the
    folio); the run found without it starts under the introduction and is taken, being the
    larger: the columns are read whole, not top halves first and feet after (a strider
    `sectioned` page read a room's stat lines after the next column's rooms)."""
    path, expected = _ragged_foot_pdf(tmp_path / f"{face}-ragged.pdf", face, size, page, columns)
    lines = [" ".join(line.text.split()) for line in read_pdf(path).pages[0].lines]
    assert [line for line in lines if line != "1"] == expected
