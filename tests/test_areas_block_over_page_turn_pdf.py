"""A stat block whose name ends one page and whose statistics open the next is no place.

A key sets its rooms' headings and its creatures' block names in the same face ("5. SUNKEN
CHAPEL", "MUD MEPHIT"): a block's name and its one-line description can fall at a page's
foot while its statistics open the next page. The section the name heads then runs over the
page turn, and its name is that block's, on the next page: no area. Drawn in three faces
and two wordings with reportlab; the real reader, ``find_statblocks`` and ``find_areas``
read them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

# (body face, heading face, italic face, body size)
FACES = [
    ("Courier", "Courier-Bold", "Courier-Oblique", 9.0),
    ("Times-Roman", "Times-Bold", "Times-Italic", 10.0),
    ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", 9.0),
]

# (rooms before the page turn, the block at the page foot, the room after it)
WORDINGS = [
    (
        [
            (
                "BREWHOUSE",
                "Tar and old fish reek from a split barrel. Chalk marks in a child's hand "
                "cover a wine press and the walls around it. Double doors open onto the "
                "corridor to the west, and a stair climbs to the loft above.",
            ),
            (
                "SUNKEN CHAPEL",
                "Warm, smoky and loud with voices. Around a smashed harpsichord sit six "
                "ogres; they argue over the last sausage. A curtained doorway leads "
                "west to the vestry.",
            ),
        ],
        (
            "OGRE",
            "Patient, cunning, always watching the exits.",
            "AC 4 [15], HD 6+3 (30hp), Att 2 × claw (1d6), 1 × bite (1d10), THAC0 13 [6],",
            "MV 120' (40'), SV D10 W11 P12 B13 S14 (6), ML 10, AL Chaotic, XP 650",
        ),
        (
            "WEEPING GALLERY",
            "Water runs down the painted walls and pools between the flagstones. A narrow "
            "stair winds down to the cellars.",
        ),
    ),
    (
        [
            (
                "COUNTING HOUSE",
                "Dust lies thick on a row of ledgers. A brass scale stands on a counter "
                "scarred by knives, and a strongbox lies open and empty behind it. The "
                "back door is barred from within.",
            ),
            (
                "WOOL STORE",
                "Bales of greasy fleece are stacked to the rafters. Four ratlings nest in "
                "the bales and squeal at any light. A hatch in the floor opens on the "
                "river below.",
            ),
        ],
        (
            "RATLING",
            "Bold and filthy, it lurks by the door.",
            "AC 7 [12], HD 1/2 (2hp), Att 1 × bite (1d3 + disease), THAC0 19 [0],",
            "MV 120' (40'), SV D12 W13 P14 B15 S16 (NH), ML 8, AL Neutral, XP 5",
        ),
        (
            "DYE VATS",
            "Three great vats of blue dye steam gently. Planks cross them to a door on "
            "the far side.",
        ),
    ),
]

VARIANTS = [(face, words) for face in FACES for words in range(len(WORDINGS))]
IDS = [f"{face[0]}-{words}" for face, words in VARIANTS]


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_a_block_named_at_the_page_foot_is_no_area(
    tmp_path: Path, face: tuple[str, str, str, float], words: int
) -> None:
    body, bold, italic, size = face
    rooms, (name, blurb, *stats), after = WORDINGS[words]
    path = tmp_path / "turn.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    width = A5[0] - 80
    y = A5[1] - 50

    def heading(text: str) -> None:
        nonlocal y
        y -= size
        pdf.setFont(bold, size + 2)
        pdf.drawString(40, y, text)
        y -= size * 1.6

    def paragraph(text: str, font: str = body) -> None:
        nonlocal y
        pdf.setFont(font, size)
        for line in wrap(text, body, size, width):
            pdf.drawString(40, y, line)
            y -= size * 1.25

    for key, (room, text) in enumerate(rooms, start=1):
        heading(f"{key}. {room}")
        paragraph(text)
    heading(name)
    paragraph(blurb, italic)  # a block's one-line description, set as read-aloud text is
    pdf.showPage()  # the statistics open the next page
    y = A5[1] - 50
    pdf.setFont(body, size)
    for line in stats:
        for part in wrap(line, body, size, width):
            pdf.drawString(40, y, part)
            y -= size * 1.25
    heading(f"{len(rooms) + 1}. {after[0]}")
    paragraph(after[1])
    pdf.save()

    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    assert [b.name.casefold() for b in blocks] == [name.casefold()]
    areas, _ = find_areas(document, blocks)
    assert [a.key for a in areas] == ["1", "2", "3"], [(a.key, a.name) for a in areas]
