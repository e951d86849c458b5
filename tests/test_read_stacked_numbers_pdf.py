"""A drop number too wide for its margin, set as a column of digits ("1" over "0"), read from
PDFs in two faces and two sizes: the digits are one number, the entry's key, whether the lower
digit stands on a line of its own or opens the entry's last line ("0 leads down."), and a
third digit under the second goes on the number too ("100"). The keys of two short entries,
one under the other, stay two keys (``stacked_digits.join_stacked_digits``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FACES = (("Helvetica", "Helvetica-Bold"), ("Times-Roman", "Times-Bold"))
SIZES = (8.5, 9.5)
DROP = 3.0  # the drop number's size, in body sizes
LEADING = 1.25  # body line to body line, in body sizes
LEFT = 50.0


def _entry(
    pdf: canvas.Canvas,
    top: float,
    face: tuple[str, str],
    size: float,
    key: str,
    title: str,
    body: list[str],
    last_beside: bool,
) -> float:
    """Draw one entry with its key set as stacked digits; returns the next entry's top."""
    regular, bold = face
    big = size * DROP
    indent = LEFT + big * 0.8
    pdf.setFont(bold, big)
    pdf.drawString(LEFT, top - big * 0.8, key[0])
    pdf.setFont(bold, size)
    pdf.drawString(indent, top - big * 0.8, title)
    width = pdf.stringWidth(title, bold, size) + size * 0.3
    pdf.setFont(regular, size)
    pdf.drawString(indent + width, top - big * 0.8, body[0])
    line = top - big * 0.8
    for text in body[1:]:
        line -= size * LEADING
        pdf.drawString(indent, line, text)
    step = top - big * 0.8
    for digit in key[1:]:
        step -= 3 * LEADING * size  # each a drop line lower: the second on the fourth line
        pdf.setFont(bold, big)
        pdf.drawString(LEFT, step, digit)
    if last_beside and len(key) > 1:
        pdf.setFont(regular, size)
        pdf.drawString(indent, step, "leads down.")
    tall = big * (1.35 + 1.25 * len(key)) if len(key) > 1 else big * 1.6
    return top - max(tall, len(body) * size * LEADING + big)


def _write(
    path: Path, face: tuple[str, str], size: float, last_beside: bool, key: str = "10"
) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    top = 700.0
    top = _entry(pdf, top, face, size, "8", "SALT VAULT.", ["A cold room."], False)
    top = _entry(pdf, top, face, size, "9", "WELL HOUSE.", ["Sand drifts here."], False)
    body = [
        "Old camel dung lies in a pile near a",
        "stack of water skins. Two goblins",
        "dig at the sand. A rope ladder",
    ]
    _entry(pdf, top, face, size, key, "WATCHTOWER.", body, last_beside)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("key", ["10", "100"])
@pytest.mark.parametrize("last_beside", [False, True])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("face", FACES)
def test_stacked_digits_are_one_key(
    tmp_path: Path, face: tuple[str, str], size: float, last_beside: bool, key: str
) -> None:
    document = read_pdf(_write(tmp_path / "stacked.pdf", face, size, last_beside, key))
    lines = [line.text.strip() for page in document.pages for line in page.lines]
    assert any(line.startswith(f"{key} WATCHTOWER.") for line in lines), lines
    assert any(line.startswith("8 SALT VAULT.") for line in lines), lines
    assert any(line.startswith("9 WELL HOUSE.") for line in lines), lines
    assert "0" not in lines and not any(line.startswith("89") for line in lines), lines
    if last_beside:
        assert "leads down." in lines, lines
