"""Plain hex keys run on inside paragraphs, each kept by its own evidence (reportlab PDFs).

A one-page hexcrawl printed from a web page runs its hex keys ("06.02") on inside paragraphs,
in small tinted boxes or plain, in the body's type. Where a key falls at a line's end its name
wraps onto the next line, and terse entries ("06.02 Salt Pan: White crust.") are too short for
the sequence to read as a map key as a whole; each key still shows what a key is (a grid's
coordinate, later on the grid than the one before, a capitalised name closed by a colon or a
stop after it). Drawn in monospaced and proportional faces at 7 to 10 pt, in two wordings,
names closed by a colon or a stop, keys boxed or plain.
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

FACES = [("Courier", 7.0), ("Courier", 8.5), ("Courier", 10.0), ("Times-Roman", 7.5),
         ("Times-Roman", 9.5), ("Helvetica", 8.0), ("Helvetica", 10.0)]  # fmt: skip
WORDINGS = {
    "full": [
        ("02.04", "Chalk Flats", "Pale crust cracks underfoot. 2d4 dust devils whirl here by day."),
        ("02.07", "Leaning Mill", "A mill of black stone. An ogre (HD 4+1 AC 5) sleeps upstairs."),
        ("03.01", "Reed Maze", "Paths wind through tall reeds. Lizard men (HD 2 AC 5) hunt."),
        ("03.06", "Drowned Chapel", "Its roof pokes from the mere. Nothing moves."),
        ("05.02", "Sun Stone", "A standing stone, warm to the touch at midnight."),
    ],
    "terse": [
        ("11.03", "Salt Pan", "White crust. Nothing lives."),
        ("11.09", "Gallows Hill", "Three ravens. A rope sways."),
        ("12.02", "Fox Earth", "Four foxes (HD 1) doze."),
        ("12.05", "Split Oak", "Hollow. A hermit hides."),
        ("14.01", "Old Ford", "Waist deep, cold."),
    ],
}


def _draw(path: Path, face: tuple[str, float], hexes: list[tuple[str, str, str]],
          close: str, boxed: bool) -> None:  # fmt: skip
    font, size = face
    body = ParagraphStyle("body", fontName=font, fontSize=size, leading=size * 1.25)
    title = ParagraphStyle("title", fontName="Helvetica-Bold", fontSize=15, leading=19)
    shade = "<font backColor='#e4e0d8'>{}</font>" if boxed else "{}"
    entries = [f"{shade.format(key)} {name}{close} {text}" for key, name, text in hexes]
    intro = "The marsh is mapped in hexes. Each entry gives its hex number first."
    story = [Paragraph("The Marsh", title), Paragraph(intro, body), Spacer(1, 8)]
    story += [Paragraph(" ".join(entries[:3]), body), Spacer(1, 6)]
    story += [Paragraph(" ".join(entries[3:]), body)]
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(story)


@pytest.mark.parametrize("boxed", [True, False], ids=["boxed", "plain"])
@pytest.mark.parametrize("close", [":", "."], ids=["colon", "stop"])
@pytest.mark.parametrize("wording", sorted(WORDINGS))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f[0]}-{f[1]}")
def test_each_plain_coordinate_key_opens_its_entry(
    tmp_path: Path, face: tuple[str, float], wording: str, close: str, boxed: bool
) -> None:
    hexes = WORDINGS[wording]
    path = tmp_path / "hexes.pdf"
    _draw(path, face, hexes, close, boxed)
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    areas = find_areas(document, blocks)[0]
    assert [(a.key, a.name) for a in areas] == [(key, name) for key, name, _ in hexes]
    for area, (_, _, text) in zip(areas, hexes, strict=True):
        assert text.split()[1].strip(".,") in area.text, area.text
