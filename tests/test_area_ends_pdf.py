"""Where an area ends, end to end on reportlab pages (this file's own texts, not bench/synth).

A box of statistics set smaller than the text ends an area (a one-page dungeon's monster
summary), but two layouts set such stats without ending anything: a typewritten key whose
first sentence wraps its creature's stats in brackets over the line end, and a margin note
read after its page's text while the area at the page foot runs on over the page. Each is
drawn in three faces and two wordings; the real reader and ``find_areas`` read them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.models import Area
from converter.read.extract import read_pdf

# (body face, heading face, body size)
FACES = [
    ("Courier", "Courier-Bold", 11.0),
    ("Times-Roman", "Times-Bold", 10.0),
    ("Helvetica", "Helvetica-Bold", 9.0),
]

# Rooms whose first line breaks inside the bracket of its creature's stats:
# (name, first line, second line, the rest).
WRAPPED = [
    [
        (
            "SCRIPTORIUM",
            "Soot streaks the ceiling above a reliquary. Five bone rats (AC 8,",
            'HD 1, hp 2,4,6,1,4, MV 9", AT 1, D 1-4) gnaw the bindings of old',
            "books. A low arch leads north.",
        ),
        (
            "WINCH ROOM",
            "A cold draught stirs the dust round a copper still. A harpy (AC 7",
            "HD 3 hp 10 #AT 1 D 1-8) keeps watch from a beam. One clay golem",
            "stands by the winch. A warped door opens to the west.",
        ),
        (
            "BELL CHAMBER",
            "Chalk tallies cover every wall. Three ghouls (AC 6, HD 2, hp 9,",
            'MV 9", AT 3, D 1-3) crouch round a broken bell and argue over a',
            "bone. Steps go down to the east.",
        ),
    ],
    [
        (
            "LAMP STORE",
            "Oil has soaked into the boards under the shelves. 2 kobolds (AC 7,",
            'HD 1/2, hp 3,2, MV 6", AT 1, D 1-6) count lamp wicks by a candle.',
            "A ladder climbs to a trapdoor.",
        ),
        (
            "MESS HALL",
            "Benches lie overturned round a long table. A hill troll (AC 4",
            "HD 6 hp 30 #AT 1 D 1-10) sleeps across the hearth with a cleaver",
            "in its fist. Double doors lead south.",
        ),
        (
            "CHAPEL",
            "A cracked altar leans against the east wall. Four zombies (AC 8,",
            'HD 2, hp 8,9,7,12, MV 6", AT 1, D 1-8) shuffle between the pews',
            "and moan. The door is barred from within.",
        ),
    ],
]

VARIANTS = [(face, words) for face in FACES for words in (0, 1)]
IDS = [f"{face[0]}-{words}" for face, words in VARIANTS]


def _read(path: Path) -> tuple[Area, ...]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    areas, _ = find_areas(document, blocks)
    return areas


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_stats_wrapped_over_an_areas_first_line_keep_its_text(
    tmp_path: Path, face: tuple[str, str, float], words: int
) -> None:
    """Headings a point larger than the text, each area opening with a sentence whose
    creature's stats break over the line end: every area keeps its whole text."""
    body, bold, size = face
    path = tmp_path / "typewritten.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    y = A4[1] - 60
    for key, (name, first, second, rest) in enumerate(WRAPPED[words], start=5):
        pdf.setFont(bold, size + 1)
        pdf.drawString(45, y, f"{key} - {name}")
        y -= (size + 1) * 2.0  # a blank line under the heading, as a typewriter leaves
        pdf.setFont(body, size)
        for line in (first, second, *wrap(rest, body, size, 500)):
            pdf.drawString(45, y, line)
            y -= size * 1.25
        y -= size
    pdf.save()
    areas = _read(path)
    assert [a.key for a in areas] == ["5", "6", "7"]
    for area, (_, first, _, rest) in zip(areas, WRAPPED[words], strict=True):
        assert area.text.startswith(first.split(".")[0]), area.text
        assert area.text.endswith(rest.split()[-1]), area.text


# An area at the page foot running on over the page, a margin note of stats beside the
# page's first area: (first area, the foot area's name, its first lines, its next page's
# lines, the note, the third area).
RUN_ON = [
    (
        "The smell of tar hangs over a lectern chained to the floor. Perched on a row of "
        "empty hooks is a watchman who whistles through his teeth.",
        "The Long Table",
        "Water drips steadily from a toppled loom.",
        "Half the ceiling has come down across a shrine of driftwood. A bandit sits at the "
        "far end of the table and counts coins into a sack.",
        "Watchman — AC 5, HD 1, hp 4, Att club 1d8, ML 10, AL Lawful, XP 10",
        "Rat Warrens",
    ),
    (
        "Dust lies thick on a row of ledgers. A clerk in a grey coat sorts the pages by the "
        "light of a single candle.",
        "Counting House",
        "A brass scale stands on a counter scarred by knives.",
        "Behind the counter a strongbox lies open and empty. Two thugs wait by the back door "
        "with cudgels in their hands.",
        "Clerk — AC 9, HD 1, hp 3, Att dagger 1d4, ML 6, AL Neutral, XP 5",
        "Wool Store",
    ),
]


def _run_on_module(path: Path, face: tuple[str, str, float], words: int) -> None:
    """Page 1: a text column with area 1 and, at its foot, area 2's heading and first line;
    a note margin right of it with a stats line set smaller, beside area 1. Page 2: area 2
    runs on, then area 3."""
    body, bold, size = face
    first, name, foot, more, note, third = RUN_ON[words]
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.setFont(bold, size + 12)
    pdf.drawString(40, A4[1] - 50, "The Cellars Below")
    y = A4[1] - 90
    pdf.setFont(bold, size + 6)
    pdf.drawString(40, y, "1 The Gallery")
    y -= size * 1.8
    pdf.setFont(body, size)
    while y > 160:  # area 1 fills the column down to area 2 at the page foot
        for line in wrap(first, body, size, 330):
            pdf.drawString(50, y, line)
            y -= size * 1.25
        y -= size * 0.5
    pdf.setFont(body, size * 0.8)
    note_y = A4[1] - 90 - size * 1.8
    for line in wrap(note, body, size * 0.8, 110):
        pdf.drawString(410, note_y, line)
        note_y -= size
    y = 110.0  # the foot of the page
    pdf.setFont(bold, size + 6)
    pdf.drawString(40, y, f"2 {name}")
    y -= size * 1.8
    pdf.setFont(body, size)
    for line in wrap(foot, body, size, 330):
        pdf.drawString(50, y, line)
        y -= size * 1.25
    pdf.showPage()
    y = A4[1] - 60
    pdf.setFont(body, size)
    for line in wrap(more, body, size, 330):
        pdf.drawString(50, y, line)
        y -= size * 1.25
    y -= size
    pdf.setFont(bold, size + 6)
    pdf.drawString(40, y, f"3 {third}")
    y -= size * 1.8
    pdf.setFont(body, size)
    pdf.drawString(50, y, "Rubble fills the passage to the waist.")
    pdf.save()


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_margin_note_read_after_the_page_does_not_cut_the_area_at_its_foot(
    tmp_path: Path, face: tuple[str, str, float], words: int
) -> None:
    """The note of stats, read after its page's text, stands between the foot area's first
    line and its next page's text: that text is still the foot area's, the note is not."""
    path = tmp_path / "run_on.pdf"
    _run_on_module(path, face, words)
    areas = _read(path)
    _, name, foot, more, note, third = RUN_ON[words]
    assert [a.key for a in areas] == ["1", "2", "3"]
    area = areas[1]
    assert area.name == name
    assert area.text.startswith(foot.split(".")[0]), area.text
    assert area.text.endswith(more.split()[-1]), area.text
    assert note.split(" —")[0] not in area.text and note.split(" —")[0] not in area.statblocks
    assert areas[2].name == third
