"""A map's key printed as a legend table, and a slide deck keyed by scenes (issue 10).

A legend table has no header: a bare key in its first cell, the entry in the second opening
with a bold run-in name ("**Guild Hall.** Water drips …"), rules between the rows. The key
cell is wider than a margin key's, and the rows, parted by rules rather than gaps, run into
one paragraph: each key must still hang beside its row's name. A slide deck sets one place
a page under a huge title ("Scene 3: Name"), and a boxed notes panel under it ("Speaker
notes" over a stat line and a note) over the slide's number: the panel is no place. Each is
drawn in three faces and sizes, two wordings, and (for the legend) two key-cell widths, with
texts of this file's own, then read with the real reader and run through ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from module_factory import wrap
from reportlab.lib.pagesizes import A4, landscape
from reportlab.pdfgen import canvas
from text_faces import Face

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.models import Area
from converter.read.extract import read_pdf

FACES = [
    Face("Times-Roman", "Times-Bold", 9.0),
    Face("Helvetica", "Helvetica-Bold", 7.5),
    Face("Courier", "Courier-Bold", 8.0),
]

# Two wordings of five places: (name, text, stat line or "").
PLACES = [
    [
        (
            "Gate Tower",
            "A portcullis hangs half open over the way in. Two guards dice on a barrel by the winch; a stair climbs to the walls.",
            "GUARD (2): HP 6, Armor 1, STR 12, DEX 10, WIL 9, spear (d8)",
        ),
        (
            "Well Court",
            "A round shaft drops to black water. A rope ladder leads down and cold air rises from below.",
            "",
        ),
        (
            "Chapel of Ash",
            "Burnt pews face an altar of black stone. A ghoul crouches behind it, gnawing a bone, and a door leads east.",
            "Ghoul: HP 11, Armor 0, STR 14, DEX 12, WIL 6, claw (d6)",
        ),
        (
            "Long Barracks",
            "Twelve cots line the walls and a chest under the window holds 40 gp. A door leads north to the yard.",
            "",
        ),
        (
            "Cistern Stair",
            "A narrow stair drops to a flooded chamber where a giant leech waits in the dark water.",
            "Giant Leech: HP 9, Armor 0, STR 10, DEX 6, WIL 4, bite (d6)",
        ),
    ],
    [
        (
            "Toll Bridge",
            "A plank bridge crosses the gorge; the hut of the toll keepers stands by the chain. Four goblins watch the road.",
            "GOBLINS (4): HP 4, Armor 0, STR 8, DEX 14, WIL 8, knife (d6)",
        ),
        (
            "Mill Pond",
            "The pond lies behind a broken weir and a rowing boat is tied to a post by the mill door.",
            "",
        ),
        (
            "Hanged Oak",
            "An old oak stands on a bare hill; under its roots a passage leads down to a burial chamber.",
            "Wight: HP 15, Armor 1, STR 13, DEX 11, WIL 14, sword (d8)",
        ),
        (
            "Charcoal Camp",
            "Three kilns smoulder in a clearing. Two burners and a dog watch the path from the woods.",
            "",
        ),
        (
            "Drowned Chapel",
            "Knee-deep water covers the floor of the nave. A sunken chest by the altar holds a silver cup.",
            "",
        ),
    ],
]

VARIANTS = [(face, words) for face in FACES for words in (0, 1)]
IDS = [f"{face.body}-{words}" for face, words in VARIANTS]


def _read(path: Path) -> tuple[Area, ...]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    return find_areas(document, blocks)[0]


def _legend_row(
    pdf: canvas.Canvas, face: Face, y: float, left: float, key_width: float, row: int, words: int
) -> float:
    """One row of the legend from ``y`` down: the bare key, the bold run-in name and its text
    wrapped in the entry cell, the stat line under it; returns the row's bottom."""
    name, text, stat = PLACES[words][row]
    leading = face.size * 1.2
    x, width = left + key_width, 250.0
    pdf.setFont(face.bold, face.size)
    pdf.drawString(left + 4, y - face.size, str(row + 1))
    lead = f"{name}."
    offset = pdf.stringWidth(lead + " ", face.bold, face.size)
    pdf.drawString(x, y - face.size, lead)
    for k, line in enumerate(wrap(text, face.body, face.size, width, offset)):
        pdf.setFont(face.body, face.size)
        pdf.drawString(x + (offset if k == 0 else 0.0), y - face.size - k * leading, line)
        bottom = y - face.size - k * leading
    for line in wrap(stat, face.body, face.size, width, 0.0) if stat else []:
        bottom -= leading
        pdf.drawString(x, bottom, line)
    return bottom - 4


@pytest.mark.parametrize("key_width", [40.0, 100.0], ids=["narrow", "wide"])
@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_legend_table_rows_are_keyed_areas(
    tmp_path: Path, face: Face, words: int, key_width: float
) -> None:
    """A headerless legend under its caption, a rule between rows: every row is an area,
    keyed by its first cell and named by the bold run-in name of its second."""
    path = tmp_path / "legend.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    left, y = 40.0, A4[1] - 60
    pdf.setFont(face.bold, face.size + 4)
    pdf.drawString(left, y, "Key to the Map")
    y -= 12
    for row in range(5):
        pdf.line(left, y, left + key_width + 250, y)
        y = _legend_row(pdf, face, y - 3, left, key_width, row, words)
    pdf.line(left, y, left + key_width + 250, y)
    pdf.save()
    areas = _read(path)
    assert [(a.key, a.name) for a in areas] == [
        (str(k + 1), place[0]) for k, place in enumerate(PLACES[words])
    ]
    for area, (_, text, _) in zip(areas, PLACES[words], strict=True):
        assert text.split()[-1].rstrip(".") in area.text, area.text


NOTES = ["Speaker notes", "Notes for the referee"]
TITLES = ["Scene {key}: {name}", "Scene {key}. {name}"]


def _slide(pdf: canvas.Canvas, face: Face, number: int, name: str, text: str, words: int) -> None:
    """A landscape slide: a huge title over a rule, the text as bullets, a boxed notes panel
    (its title over a stat line and a note), the slide's number under it."""
    width, height = landscape(A4)
    left, y = 40.0, height - 60
    pdf.setFont(face.bold, face.size * 3.5)
    pdf.drawString(left, y, TITLES[words].format(key=number, name=name))
    pdf.line(left, y - 10, width - left, y - 10)
    y -= 30
    pdf.setFont(face.body, face.size * 1.5)
    for sentence in text.split(". "):
        y -= face.size * 2
        pdf.drawString(left + 14, y, "- " + sentence.rstrip(".") + ".")
    top = y - 20
    pdf.rect(left, top - 60, width - 2 * left, 60, stroke=1, fill=0)
    pdf.line(left, top - 16, width - left, top - 16)
    pdf.setFont(face.bold, face.size * 1.2)
    pdf.drawString(left + 6, top - 12, NOTES[words])
    pdf.setFont(face.body, face.size * 1.2)
    pdf.drawString(
        left + 6,
        top - 30,
        f"{name.split()[-1].upper()}: HP 7, Armor 1, STR 10, DEX 9, WIL 8, club (d6)",
    )
    pdf.drawString(left + 6, top - 46, "Keep the pace quick here.")
    pdf.drawString(left, top - 80, str(number + 1))  # the slide's number
    pdf.showPage()


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_scene_slides_are_keyed_and_notes_panels_are_not(
    tmp_path: Path, face: Face, words: int
) -> None:
    """One place a slide, titled "Scene N: Name": each is an area keyed N; the boxed notes
    panel under it, over the slide's number, is none."""
    path = tmp_path / "slides.pdf"
    pdf = canvas.Canvas(str(path), pagesize=landscape(A4), invariant=1)
    pdf.setFont(face.bold, face.size * 4)
    pdf.drawString(40, 300, ["The Drowned Keep", "Under the Mill"][words])  # the title slide
    pdf.showPage()
    for k, (name, text, _) in enumerate(PLACES[words]):
        _slide(pdf, face, k + 1, name, text, words)
    pdf.save()
    areas = _read(path)
    assert [(a.key, a.name) for a in areas] == [
        (str(k + 1), place[0]) for k, place in enumerate(PLACES[words])
    ]
