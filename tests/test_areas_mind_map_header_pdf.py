"""A page header over a mind map printed sideways (issue 10, wild `trifold`; reportlab
pages, the mind-map file's texts): a web page printed to PDF, or a leaflet's print edition,
sets one upright line across the top of every page ("The Ruin of Old Thornwick – Print
view"). On the map's page that line is the widest segment, and the turned nodes beside it
are narrow and smaller, yet they are no note margin of it: text turned on the page beside
upright text is a diagram's, printed sideways, and each named node stays an area with its
note. Three faces, two body sizes, two wordings, two headers, the map turned either way.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from test_areas_mind_map_pdf import (
    FACES,
    ROOM_NAMES,
    Face,
    _areas,
    _description,
    _expected,
    _found,
    _mind_map,
    _paragraph,
)

from converter.detect.areas_margins import notes_beside_text

HEADERS = ["Old Thornwick – Print view", "Salt and Silence (printer friendly)"]
TITLES = ["Pointcrawl: the roads above Old Thornwick", "The Salt Road and its waymarks, by day"]
HEADER_PT, TITLE_PT = 8.0, 14.0


def _with_header(path: Path, face: Face, size: float, words: int, header: int, turn: int) -> Path:
    """Two pages of keyed rooms ("3. Chapel" over its description), then the mind map
    turned ``turn`` degrees with its turned title down the left, under an upright line at
    the page's top left (once: a running head repeated on every page is stripped as one)."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    for page in range(3):
        if page == 2:
            pdf.setFont(face.body, HEADER_PT)
            pdf.drawString(24, A4[1] - 24, HEADERS[header])
            pdf.saveState()  # the map's title, turned with it, down the left under the header
            pdf.translate(50, A4[1] * 0.38)
            pdf.rotate(turn)
            pdf.setFont(face.bold, TITLE_PT)
            pdf.drawCentredString(0, 0, TITLES[header])
            pdf.restoreState()
            _mind_map(pdf, face, words, turn)
            break
        y = A4[1] - 70
        for room in range(4 * page, 4 * page + 4):
            pdf.setFont(face.bold, size + 2)
            pdf.drawString(60, y, f"{room + 1}. {ROOM_NAMES[words][room]}")
            y = _paragraph(pdf, face, size, _description(words, room), y - 2.6 * size, False)
            y -= 1.5 * size
        pdf.showPage()
    pdf.save()
    return path


VARIANTS = [
    (face, size, words, header, turn)
    for face in FACES
    for size in (6.5, 8.5)
    for words, header in ((0, 0), (1, 1))
    for turn in (90, -90)
]
IDS = [f"{f.body}-{s}-{w}-{h}-{t}" for f, s, w, h, t in VARIANTS]


@pytest.mark.parametrize(("face", "size", "words", "header", "turn"), VARIANTS, ids=IDS)
def test_turned_nodes_beside_a_page_header_are_no_note_margin(
    tmp_path: Path, face: Face, size: float, words: int, header: int, turn: int
) -> None:
    document, areas = _areas(_with_header(tmp_path / "m.pdf", face, size, words, header, turn))
    lines, margin = notes_beside_text(document.lines)
    assert not [lines[k].text for k in margin if lines[k].page == 3]
    assert _found(areas) == _expected(words)
