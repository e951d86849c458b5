"""Display keys, drawn straight onto PDF pages (not by bench/synth): each area's number set
far larger than the body in a narrow cell beside its entry, its top at the entry's first
line, the name run in bold. The number heads the first line as a word of its own (not the
line its middle falls in, not a map label) and the entry is a keyed area, in several faces,
sizes, scales, gutters and wordings."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

NAMES = [
    ["Salt Vault", "Well House", "Coffee Room", "Lamp Room"],
    ["FODDER BARN", "GATEHOUSE", "SPICE STORE", "WATCHTOWER"],
]
BODY = (
    "Cold water drips from the ceiling onto a heap of broken crates and the smell of wet "
    "wool fills the room from wall to wall. Four goblins crouch behind the crates and watch "
    "the door in silence. A narrow stair in the north wall climbs toward the upper hall."
)
DIGIT_HEIGHT = 0.7  # a digit's height in ems, in Times and Helvetica alike
FACES = [("Times-Roman", "Times-Bold", 9.0), ("Helvetica", "Helvetica-Bold", 10.0)]


def _wrap(first: str, face: str, bold: str, size: float, width: float) -> list[str]:
    """Lines of ``BODY`` after the bold lead ``first``, the first line shortened by it."""
    lines: list[str] = []
    line = ""
    room = width - stringWidth(first + " ", bold, size)
    for word in BODY.split():
        trial = f"{line} {word}".strip()
        if stringWidth(trial, face, size) > room:
            lines.append(line)
            line, room = word, width
        else:
            line = trial
    return [*lines, line]


def display_key_page(
    path: Path,
    face: str,
    bold: str,
    size: float,
    scale: float,
    gutter: float,
    names: list[str],
    drop: float = 0.0,
) -> Path:
    """Entries led by a bold run-in name, each keyed by a numeral ``scale`` times the body
    set in a cell left of it, the top of its digits ``drop`` ems under those of the first
    line (0: aligned as a drop cap's)."""
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    lead = size * 1.2
    key_size = size * scale
    cell = stringWidth("88", bold, key_size) + gutter
    text_x = 50 + cell
    y = 720.0
    for k, name in enumerate(names, start=1):
        lines = _wrap(f"{name}.", face, bold, size, 612 - 60 - text_x)
        pdf.setFont(bold, key_size)
        pdf.drawString(50, y - (key_size - size) * DIGIT_HEIGHT - drop * size, str(k))
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
    (face, bold, size, scale, gutter, drop, words)
    for (face, bold, size) in FACES
    for scale, gutter, drop in ((2.2, 3.0, 0.0), (2.8, 8.0, 0.3), (3.2, 5.0, 0.1))
    for words in range(len(NAMES))
]


@pytest.mark.parametrize(("face", "bold", "size", "scale", "gutter", "drop", "words"), CASES)
def test_display_key_heads_its_entry(
    tmp_path: Path,
    face: str,
    bold: str,
    size: float,
    scale: float,
    gutter: float,
    drop: float,
    words: int,
) -> None:
    names = NAMES[words]
    path = display_key_page(tmp_path / "k.pdf", face, bold, size, scale, gutter, names, drop)
    document = read_pdf(path)
    texts = [" ".join(line.text.split()) for line in document.pages[0].lines]
    for k, name in enumerate(names, start=1):
        assert any(text.startswith(f"{k} {name}. Cold water") for text in texts), texts
    areas, _ = find_areas(document, find_statblocks(document)[0])
    found = [(a.key, a.name.casefold()) for a in areas]
    assert found == [(str(k), name.casefold()) for k, name in enumerate(names, start=1)]
