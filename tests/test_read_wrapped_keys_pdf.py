"""Display keys wrapped in their cell, drawn straight onto PDF pages (not by bench/synth): an
area's number set far larger than the body in a cell too narrow for two digits, so the
layout broke it over two lines ("1" over "0"). The digits are one key ("10"), heading the
entry's first line, in several faces, sizes, scales, leadings and wordings; keys of separate
entries standing an entry apart stay separate keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas
from test_read_display_keys_pdf import DIGIT_HEIGHT

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

NAMES = [
    ["Salt Vault", "Well House", "Coffee Room", "Lamp Room"],
    ["FODDER BARN", "GATEHOUSE", "SPICE STORE", "WATCHTOWER"],
    ["Glassblowers' Shed", "Tomb Antechamber", "Camel Yard", "Prayer Court"],
]
BODY = (
    "Cold water drips from the ceiling onto a heap of broken crates and the smell of wet "
    "wool fills the room from wall to wall. Four goblins crouch behind the crates and watch "
    "the door in silence. A narrow stair in the north wall climbs toward the upper hall, "
    "its steps worn hollow by the feet of those who came before."
)
FACES = [
    ("Times-Roman", "Times-Bold", 9.0),
    ("Helvetica", "Helvetica-Bold", 8.0),
    ("Courier", "Courier-Bold", 8.5),
]
TEXT_WIDTH = 200.0  # a narrow column: every entry is taller than its key's two lines


def _wrap(first: str, face: str, bold: str, size: float) -> list[str]:
    """Lines of ``BODY`` after the bold lead ``first``, the first line shortened by it."""
    lines: list[str] = []
    line = ""
    room = TEXT_WIDTH - stringWidth(first + " ", bold, size)
    for word in BODY.split():
        trial = f"{line} {word}".strip()
        if stringWidth(trial, face, size) > room:
            lines.append(line)
            line, room = word, TEXT_WIDTH
        else:
            line = trial
    return [*lines, line]


def wrapped_key_page(
    path: Path,
    font: tuple[str, str, float],
    scale: float,
    leading: float,
    names: list[str],
    first: int,
) -> Path:
    """Entries keyed ``first``, ``first + 1``, …, each number ``scale`` times the body in a
    cell one digit wide, its digits one a line at ``leading`` times the key's size (centred
    in the cell, as a table cell sets them), the top at the entry's first line."""
    face, bold, size = font
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    lead = size * 1.2
    key_size = size * scale
    cell = stringWidth("8", bold, key_size) + 4
    text_x = 50 + cell
    y = 720.0
    for k, name in enumerate(names, start=first):
        key_y = y - (key_size - size) * DIGIT_HEIGHT
        pdf.setFont(bold, key_size)
        for digit in str(k):
            pdf.drawCentredString(50 + (cell - 4) / 2, key_y, digit)
            key_y -= key_size * leading
        lines = _wrap(f"{name}.", face, bold, size)
        pdf.setFont(bold, size)
        pdf.drawString(text_x, y, f"{name}.")
        pdf.setFont(face, size)
        pdf.drawString(text_x + stringWidth(f"{name}. ", bold, size), y, lines[0])
        for line in lines[1:]:
            y -= lead
            pdf.drawString(text_x, y, line)
        y -= lead * 2.2
    pdf.save()
    return path


CASES = [
    (font, scale, leading, first, words)
    for font in FACES
    for scale, leading in ((2.4, 1.0), (2.8, 1.036), (3.2, 1.1))
    for first, words in ((9, 0), (10, 1), (97, 2))
]


@pytest.mark.parametrize(("font", "scale", "leading", "first", "words"), CASES)
def test_wrapped_display_key_is_one_key(
    tmp_path: Path,
    font: tuple[str, str, float],
    scale: float,
    leading: float,
    first: int,
    words: int,
) -> None:
    names = NAMES[words]
    path = wrapped_key_page(tmp_path / "k.pdf", font, scale, leading, names, first)
    document = read_pdf(path)
    texts = [" ".join(line.text.split()) for line in document.pages[0].lines]
    for k, name in enumerate(names, start=first):
        assert any(text.startswith(f"{k} {name}. Cold water") for text in texts), texts
    areas, _ = find_areas(document, find_statblocks(document)[0])
    found = [(a.key, a.name.casefold()) for a in areas]
    assert found == [(str(k), name.casefold()) for k, name in enumerate(names, start=first)]


def close_keys_page(path: Path, font: tuple[str, str, float], scale: float, gap: float) -> Path:
    """Entries of two lines keyed 1, 2, 3, …, each number ``scale`` times the body, taller
    than its entry: the keys stand one over the next, ``gap`` times their size apart."""
    face, bold, size = font
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    key_size = size * scale
    text_x = 50 + stringWidth("8", bold, key_size) + 4
    y = 720.0
    for k, name in enumerate(NAMES[0], start=1):
        pdf.setFont(bold, key_size)
        pdf.drawString(50, y - (key_size - size) * DIGIT_HEIGHT, str(k))
        lines = _wrap(f"{name}.", face, bold, size)
        pdf.setFont(bold, size)
        pdf.drawString(text_x, y, f"{name}.")
        pdf.setFont(face, size)
        pdf.drawString(text_x + stringWidth(f"{name}. ", bold, size), y, lines[0])
        pdf.drawString(text_x, y - size * 1.2, f"{lines[1]}.")
        y -= key_size * (1 + gap)
    pdf.save()
    return path


@pytest.mark.parametrize("font", FACES)
@pytest.mark.parametrize(("scale", "gap"), [(2.8, 0.25), (3.2, 0.3)])
def test_keys_an_entry_apart_stay_apart(
    tmp_path: Path, font: tuple[str, str, float], scale: float, gap: float
) -> None:
    document = read_pdf(close_keys_page(tmp_path / "k.pdf", font, scale, gap))
    areas, _ = find_areas(document, find_statblocks(document)[0])
    assert [a.key for a in areas] == ["1", "2", "3", "4"]
