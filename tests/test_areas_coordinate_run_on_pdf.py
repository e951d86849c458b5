"""Hex keys run on inside paragraphs in the body's type, read from reportlab PDFs built here.

A hexcrawl printed from a web page sets each hex key ("03.08") in a small tinted box inside
the running paragraph; the text layer keeps the digits in the body's face, not bold. A map
grid's coordinate (two zero-padded numbers joined by a dot) after a sentence's end and
before a capitalised name opens an entry all the same. Drawn in two faces and three sizes, with
the key's name closed by a colon or a stop, the keys boxed or plain.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

# in Courier 8.5 pt two keys end their lines, their names wrapped onto the next
FACES = [("Times-Roman", "Times-Bold", 10.0), ("Helvetica", "Helvetica-Bold", 9.0),
         ("Helvetica", "Helvetica-Bold", 10.5), ("Courier", "Courier-Bold", 8.5)]  # fmt: skip
HEXES = [
    ("06.02", "Chalk Flats", "Pale crust cracks underfoot. 2d4 dust devils whirl here by day."),
    (
        "06.03",
        "Leaning Mill",
        "A mill of black stone. An ogre (HD 4+1 AC 5) sleeps on the top floor.",
    ),
    ("07.01", "Reed Maze", "Paths through tall reeds. Lizard men (HD 2 AC 5) hunt herons."),
    ("07.02", "Drowned Chapel", "Its roof pokes from the mere. Nothing moves."),
    ("09.05", "Sun Stone", "A standing stone warm to the touch at midnight."),
]


def _draw(path: Path, face: tuple[str, str, float], close: str, boxed: bool) -> None:
    body_font, bold_font, size = face
    body = ParagraphStyle("body", fontName=body_font, fontSize=size, leading=size * 1.3)
    title = ParagraphStyle("title", fontName=bold_font, fontSize=16, leading=20)
    shade = "<font backColor='#dddddd'>{}</font>" if boxed else "{}"
    entries = [f"{shade.format(key)} {name}{close} {text}" for key, name, text in HEXES]
    intro = "The fen is mapped in hexes; each entry gives its hex number first."
    story = [Paragraph("The Fen Hexes", title), Paragraph(intro, body), Spacer(1, 8)]
    story += [Paragraph(" ".join(entries[:3]), body), Spacer(1, 6)]
    story += [Paragraph(" ".join(entries[3:]), body)]
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(story)


@pytest.mark.parametrize("boxed", [True, False], ids=["boxed", "plain"])
@pytest.mark.parametrize("close", [":", "."], ids=["colon", "stop"])
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f[0]}-{f[2]}")
def test_a_coordinate_key_run_on_in_body_type_opens_an_entry(
    tmp_path: Path, face: tuple[str, str, float], close: str, boxed: bool
) -> None:
    path = tmp_path / "hexes.pdf"
    _draw(path, face, close, boxed)
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    areas = find_areas(document, blocks)[0]
    assert [(a.key, a.name) for a in areas] == [(key, name) for key, name, _ in HEXES]
    for area, (_, _, text) in zip(areas, HEXES, strict=True):
        assert text.split()[1] in area.text, area.text
