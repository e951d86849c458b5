"""Hanging keys and initials, drawn straight onto PDF pages (not by bench/synth): the key
set in the margin reads with its heading (set larger too), the initial with the word it
starts, in several faces and sizes, in one and two columns; map labels beside a column stay
apart."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

BODY = [
    "Cold water drips from the ceiling onto a heap of broken crates",
    "and the smell of wet wool fills the room from wall to wall. Four",
    "goblins crouch behind the crates and watch the door in silence.",
    "A narrow stair in the north wall climbs toward the upper hall.",
]
FACES = [("Times-Roman", "Times-Bold", 9.0), ("Helvetica", "Helvetica-Bold", 10.0)]
HANG_EMS = [2.5, 4.5]  # the key's distance from the text, in ems


def _text_lines(page_lines: list[str]) -> list[str]:
    return [" ".join(text.split()) for text in page_lines]


def hanging_key_page(
    path: Path,
    face: str,
    bold: str,
    size: float,
    hang: float,
    columns: int,
    key_scale: float = 1.0,
) -> Path:
    """Keyed areas whose numbers hang in the margin left of the heading, in ``columns``,
    set ``key_scale`` times the heading's size on its baseline."""
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    width = (612 - 100) / columns
    lead = size * 1.25
    for column in range(columns):
        text_x = 50 + column * width + hang * size + 10
        y = 720.0
        for key in range(1, 5):
            number = str(key + 4 * column)
            pdf.setFont(bold, (size + 2) * key_scale)
            pdf.drawString(50 + column * width, y, number)
            pdf.setFont(bold, size + 2)
            pdf.drawString(text_x, y, f"Room of Echoes {number}")
            y -= lead * 1.3
            pdf.setFont(face, size)
            for line in BODY:
                words = line.split()
                while stringWidth(" ".join(words), face, size) > width - hang * size - 25:
                    words.pop()
                pdf.drawString(text_x, y, " ".join(words))
                y -= lead
            y -= lead
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize(("face", "bold", "size"), FACES)
@pytest.mark.parametrize("hang", HANG_EMS)
@pytest.mark.parametrize("columns", [1, 2])
@pytest.mark.parametrize("key_scale", [1.0, 1.6])
def test_hanging_key_reads_with_its_heading(
    tmp_path: Path, face: str, bold: str, size: float, hang: float, columns: int, key_scale: float
) -> None:
    path = hanging_key_page(tmp_path / "keys.pdf", face, bold, size, hang, columns, key_scale)
    (page,) = read_pdf(path).pages
    texts = _text_lines([line.text for line in page.lines])
    for number in range(1, 4 * columns + 1):
        assert f"{number} Room of Echoes {number}" in texts
    heading = texts.index("1 Room of Echoes 1")
    assert texts[heading + 1].startswith("Cold water drips")
    if columns == 2:  # the second column's keys do not join the first column's lines
        assert texts.index("4 Room of Echoes 4") < texts.index("5 Room of Echoes 5")


def initial_page(path: Path, face: str, size: float, sunk: int, margin: bool) -> Path:
    """A paragraph whose first letter is printed large: sunk over ``sunk`` lines (a drop
    cap), or standing on the first line (``sunk`` 1, a raised cap); in the margin or in the
    column, the lines beside it indented."""
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    lead = size * 1.2
    cap_size = size * 1.2 * sunk + size * (0.4 if sunk > 1 else 1.4)
    left, top = 80.0, 700.0
    cap_width = stringWidth("C", "Times-Bold", cap_size)
    indent = 0.0 if margin else cap_width + 3
    cap_x = left - cap_width - 8 if margin else left
    pdf.setFont("Times-Bold", cap_size)
    pdf.drawString(cap_x, top - (sunk - 1) * lead, "C")
    pdf.setFont(face, size)
    pdf.drawString(left, top + 3 * lead, "The Flooded Hall")
    for i, line in enumerate(BODY + BODY):
        text = line[1:] if i == 0 else line
        x = left + (indent if i < sunk else 0.0)
        pdf.drawString(x, top - i * lead, text)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize(("face", "size"), [("Times-Roman", 9.0), ("Helvetica", 10.5)])
@pytest.mark.parametrize("sunk", [1, 2, 3])
@pytest.mark.parametrize("margin", [False, True])
def test_initial_joins_the_word_it_starts(
    tmp_path: Path, face: str, size: float, sunk: int, margin: bool
) -> None:
    (page,) = read_pdf(initial_page(tmp_path / "cap.pdf", face, size, sunk, margin)).pages
    texts = _text_lines([line.text for line in page.lines])
    assert texts[0] == "The Flooded Hall"
    assert texts[1:] == _text_lines(BODY + BODY)  # every line whole, in order


def map_labels_page(path: Path) -> Path:
    """Room numbers of a small map, smaller than the text and at heights of their own, in a
    narrow strip left of a column: they stay apart from the column's lines."""
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont("Helvetica", 6)
    for top, label in ((705, "1"), (668, "2"), (641, "3"), (610, "4")):
        pdf.drawString(52, top, label)
    pdf.setFont("Times-Roman", 10)
    for i in range(12):
        pdf.drawString(80, 712 - 12.5 * i, f"{BODY[i % 4]}")
    pdf.showPage()
    pdf.save()
    return path


def test_map_labels_beside_a_column_stay_apart(tmp_path: Path) -> None:
    (page,) = read_pdf(map_labels_page(tmp_path / "labels.pdf")).pages
    texts = _text_lines([line.text for line in page.lines])
    assert [t for t in texts if len(t) > 4] == _text_lines([BODY[i % 4] for i in range(12)])
    assert {"1", "2", "3", "4"} <= set(texts)
