"""Keys in the outer margin of facing pages, drawn straight onto PDF pages (not by
bench/synth): a heading line holding the name alone, its number printed about twice the
heading's size in the margin, left of the column on a verso page and right of it on a recto,
the numeral's top level with the heading so its foot sits near the first body line's
baseline. The numeral is that heading's key on either side: on the left it must not run into
the body line it happens to share a baseline with (the gap to it is wide for the body's type,
however narrow for the numeral's). Several faces, sizes, scales, drops and wordings."""

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
BODY = [
    "Cold water drips from the ceiling onto a heap of broken crates, and the smell of wet",
    "wool fills the room. Four goblins crouch behind the crates and watch the door in",
    "silence. A narrow stair in the north wall climbs toward the upper hall.",
]
FACES = [("Times-Roman", "Times-Bold", 9.5), ("Helvetica", "Helvetica-Bold", 8.5)]
COLUMN_X, COLUMN_WIDTH = 100.0, 400.0
DESCENT = 0.2  # a glyph box's foot under its baseline, in ems (Times and Helvetica alike)


def mirror_page(
    path: Path, face: str, bold: str, size: float, scale: float, drop: float, names: list[str]
) -> None:
    """Two pages, verso then recto: each heading (bold, body + 2 pt) alone on its line, its
    key ``scale`` times the heading's size in the outer margin 0.6 key-ems from the column,
    the numeral's top level with the heading's, or ``drop`` heading-ems under it (a glyph box
    stands ``1 - DESCENT`` ems over its baseline); drawn heading, key, body, as a flowing
    layout draws them."""
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    head = size + 2
    key_size = head * scale
    for side in ("verso", "recto"):
        y = 700.0
        for k, name in enumerate(names, start=1 if side == "verso" else len(names) + 1):
            pdf.setFont(bold, head)
            pdf.drawString(COLUMN_X, y, name)
            first = y - head * 1.45
            width = stringWidth(str(k), bold, key_size)
            gap = key_size * 0.6
            x = COLUMN_X - gap - width if side == "verso" else COLUMN_X + COLUMN_WIDTH + gap
            pdf.setFont(bold, key_size)
            pdf.drawString(x, y - (1 - DESCENT) * (key_size - head) - drop * head, str(k))
            pdf.setFont(face, size)
            for n, line in enumerate(BODY):
                pdf.drawString(COLUMN_X, first - n * size * 1.2, line)
            y = first - len(BODY) * size * 1.2 - head * 2
        pdf.showPage()
    pdf.save()


CASES = [
    (face, bold, size, scale, drop, words)
    for (face, bold, size) in FACES
    for scale, drop in ((1.9, 0.0), (1.9, 0.15), (2.2, 0.05))
    for words in range(len(NAMES))
]


@pytest.mark.parametrize(("face", "bold", "size", "scale", "drop", "words"), CASES)
def test_margin_numeral_keys_its_heading_on_either_side(
    tmp_path: Path, face: str, bold: str, size: float, scale: float, drop: float, words: int
) -> None:
    names = NAMES[words]
    path = tmp_path / "mirror.pdf"
    mirror_page(path, face, bold, size, scale, drop, names)
    document = read_pdf(path)
    body = [line.text for line in document.lines if "Cold water" in line.text]
    assert all(text.startswith("Cold water") for text in body), body
    areas, _ = find_areas(document, find_statblocks(document)[0])
    found = [(a.key, a.name.casefold(), a.page) for a in areas]
    expected = [
        (str(k), name.casefold(), 1 + (k - 1) // len(names))
        for k, name in enumerate(names * 2, start=1)
    ]
    assert found == expected
