"""A key table set in narrow cells, read from reportlab PDFs built here.

The cells are filled as a typesetter fills them (``_wrap``): words move to the next line
whole, and a word wider than its cell is cut inside itself, on a line of its own. So a
two-digit key breaks digit by digit in a key column one digit wide ("1" / "3"), a long
room name breaks inside a word ("Observa" / "tory" / "Dome") and so does a creature's
name in its cell ("Hobgobli" / "ns (3)"). The table breaks over two pages under its
header printed again, the second part holding one row only: its key is read from both
lines all the same (the table counts on from the part above). Drawn in three faces and
sizes, with the key's digits apart from the name and run close to it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas
from text_faces import Face

from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.statblocks import find_statblocks
from converter.models import Area
from converter.read.extract import read_pdf

LEFT, TOP = 60.0, 700.0


FACES = [
    Face("Times-Roman", "Times-Bold", 9.0),
    Face("Helvetica", "Helvetica-Bold", 8.0),
    Face("Courier", "Courier-Bold", 7.5),
]
# key, name, description, creatures; the last row is printed alone on the second page
ROWS = [
    ("9", "Guard room", "Cots line the walls and a brazier smoulders.", "—"),
    ("10", "Observatory Dome", "A brass orrery turns slowly over a cold hearth.", "Hobgoblins (3)"),
    ("11", "Well Shaft", "A rope ladder goes down into the dark water.", "—"),
    ("12", "Drowned Stair", "Steps wind down into black water.", "Stirges (5)"),
    (
        "13",
        "Salt Cellar",
        "Sacks of salt are piled to the rafters; a ladder climbs to a loft where rats nest"
        " among old nets, and a broken lantern hangs from a hook by the door.",
        "—",
    ),
]
HEADERS = {
    "apart": ["Key", "Area", "Description", "Creatures"],
    # three labels as one run at the name column: the rows' cells start inside it
    "three-run-together": ["Key", "Area Description Creatures", "", ""],
}


def _wrap(text: str, font: str, size: float, measure: float) -> list[str]:
    """``text`` filled into a cell ``measure`` wide: words that do not fit go to the next
    line whole; a word wider than the cell is cut inside itself on a line of its own."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if stringWidth(trial, font, size) <= measure:
            line = trial
            continue
        if line:
            lines.append(line)
        while stringWidth(word, font, size) > measure:
            fits = [k for k in range(1, len(word)) if stringWidth(word[:k], font, size) <= measure]
            cut = max(fits, default=1)  # a letter wider than the cell stands alone
            lines.append(word[:cut])
            word = word[cut:]
        line = word
    return [*lines, line] if line else lines


def _measures(face: Face, gap: float) -> list[float]:
    """The cells' widths: the key one digit wide, the name and creatures cells narrower than
    their longest words."""
    digit = stringWidth("0", face.bold, face.size)
    return [
        digit * 1.4,
        stringWidth("Observa", face.bold, face.size) + gap,
        150.0,
        stringWidth("Hobgobli", face.bold, face.size) + 1.0,
    ]


def _draw_header(
    pdf: canvas.Canvas,
    face: Face,
    lefts: list[float],
    measures: list[float],
    y: float,
    labels: list[str],
) -> float:
    pdf.setFont(face.bold, face.size)
    leading = face.size * 1.25
    depth = 0
    for x, label, measure in zip(lefts, labels, measures, strict=True):
        run_on = label.count(" ") > 1  # labels run together are printed as one run
        parts = [label] if run_on else _wrap(label, face.bold, face.size, measure)
        for k, part in enumerate(parts):
            pdf.drawString(x, y - k * leading, part)
        depth = max(depth, len(parts))
    return y - depth * leading - face.size


def _draw(path: Path, face: Face, padding: float, labels: list[str]) -> None:
    """The table over two pages, ``padding`` between the cells (the key's digits close to
    the name, which the reader may run together, or apart from it)."""
    measures = _measures(face, 1.0)
    lefts = [LEFT]
    for measure in measures[:-1]:
        lefts.append(lefts[-1] + measure + padding)
    leading = face.size * 1.25
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = _draw_header(pdf, face, lefts, measures, TOP, labels)
    for n, row in enumerate(ROWS):
        if n == len(ROWS) - 1:
            pdf.showPage()
            y = _draw_header(pdf, face, lefts, measures, TOP, labels)
        depth = 0
        for column, (x, text, measure) in enumerate(zip(lefts, row, measures, strict=True)):
            font = face.bold if column in (0, 1) else face.body
            pdf.setFont(font, face.size)
            parts = _wrap(text, font, face.size, measure)
            for k, part in enumerate(parts):
                pdf.drawString(x, y - k * leading, part)
            depth = max(depth, len(parts))
        y -= depth * leading + face.size * 0.9
    pdf.showPage()
    pdf.save()


def _areas(path: Path) -> tuple[Area, ...]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    return find_creatures(find_areas(document, blocks)[0], blocks)


# (header, padding): the key's digits close to the name cell (the reader may run them
# together) or apart; three labels run together only apart (close, the key label's first
# letter runs on into them too, "K Area Description Creatures", which this does not read)
LAYOUTS = [("apart", 7.0), ("apart", 14.0), ("three-run-together", 14.0)]


@pytest.mark.parametrize(("header", "padding"), LAYOUTS)
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_keys_and_words_broken_in_narrow_cells(
    tmp_path: Path, face: Face, header: str, padding: float
) -> None:
    path = tmp_path / "table.pdf"
    _draw(path, face, padding, HEADERS[header])
    # the cells did break as the rules expect: digit by digit, and inside the words
    digits = _wrap("13", face.bold, face.size, _measures(face, 1.0)[0])
    assert digits == ["1", "3"]
    assert len(_wrap("Observatory", face.bold, face.size, _measures(face, 1.0)[1])) > 1
    areas = _areas(path)
    assert [(a.key, a.name.lower()) for a in areas] == [(r[0], r[1].lower()) for r in ROWS]
    assert areas[-1].page == 2
    assert [(c.name, c.count) for c in areas[1].creatures] == [("hobgoblin", 3)]
    assert [(c.name, c.count) for c in areas[3].creatures] == [("stirge", 5)]


@pytest.mark.parametrize("label", ["Encounter", "Monsters"])
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
def test_column_label_over_a_broken_row_names_no_block(
    tmp_path: Path, face: Face, label: str
) -> None:
    """The page breaks a row's creatures cell after the creature's name: the rest of its
    line ("(8): AC 7, HD 3 …", bold as the name was) opens the next page under the column's
    label printed again, bold too. The label names no block."""
    path = tmp_path / "table.pdf"
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    lefts = [LEFT, LEFT + 30, LEFT + 110, LEFT + 280]
    stats = ["(8): AC 7, HD 3,", "hp 11, 17, #AT 1,", "D 1d10, MV 90',", "SV F3, ML 6, AL C"]
    for page in (1, 2):
        pdf.setFont(face.bold, face.size)
        for x, text in zip(lefts, ["Key", "Area", "Description", label], strict=True):
            pdf.drawString(x, TOP, text)
        y = TOP - face.size * 2.5
        if page == 1:
            pdf.drawString(lefts[0], y, "4")
            pdf.drawString(lefts[1], y, "Bone Pit")
            pdf.drawString(lefts[3], y, "Cave Crawlers")
            pdf.setFont(face.body, face.size)
            pdf.drawString(lefts[2], y, "Bones crunch underfoot here.")
        else:
            for k, text in enumerate(stats):
                pdf.setFont(face.bold if k == 0 else face.body, face.size)
                pdf.drawString(lefts[3], y - k * face.size * 1.25, text)
            y -= len(stats) * face.size * 1.25 + face.size
            pdf.setFont(face.bold, face.size)
            pdf.drawString(lefts[0], y, "5")
            pdf.drawString(lefts[1], y, "Well Room")
            pdf.setFont(face.body, face.size)
            pdf.drawString(lefts[2], y, "A rope ladder goes down the well.")
            pdf.drawString(lefts[3], y, "—")
        pdf.showPage()
    pdf.save()
    blocks, _ = find_statblocks(read_pdf(path))
    assert blocks, "the stat line is a block"
    assert not [b.name for b in blocks if label.lower().rstrip("s") in b.name.lower()]
