"""Where an area ends, end to end on reportlab pages (this file's own texts, not bench/synth).

A box of statistics set smaller than the text ends an area (a one-page dungeon's monster
summary), but some layouts set such stats without ending anything: a typewritten key whose
first sentence wraps its creature's stats in brackets over the line end, a margin note
read after its page's text while the area at the page foot runs on over the page, an
area's stat lines (or 5e block) printed where its text broke to the next column or page,
its text going on under them. Each is drawn in three faces and two wordings; the real
reader and ``find_areas`` read them.
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


# An area at a page foot whose creature's block, set smaller in a box, opens the next page,
# the area's text going on under it: (foot area's name, its first line, the block's lines,
# the text after the block, the next area's name).
BLOCK_OPENS_PAGE = [
    (
        "The Salt Cellar",
        "Barrels of brine stand in rows along the damp walls.",
        [
            "Brine Warden",
            "Medium humanoid, lawful neutral",
            "Armor Class 13 (leather armor)",
            "Hit Points 22 (4d8 + 4)",
            "Speed 30 ft.",
            "STR 12 (+1) DEX 14 (+2) CON 12 (+1)",
            "INT 10 (+0) WIS 11 (+0) CHA 9 (-1)",
            "Challenge 1/2 (100 XP)",
        ],
        "The warden keeps the cellar keys on a cord about her neck. Behind the last barrel a "
        "loose flagstone hides a tin box of silver pieces.",
        "The Cooper's Yard",
    ),
    (
        "Hall of Looms",
        "Threads hang from the rafters like a grey curtain.",
        [
            "WEAVER SERGEANT",
            "Medium humanoid (any race), any alignment",
            "AC 15 (chain shirt)",
            "HP 27 (5d8 + 5)",
            "Speed 30 ft.",
            "STR 13 (+1) DEX 12 (+1) CON 12 (+1)",
            "INT 10 (+0) WIS 13 (+1) CHA 10 (+0)",
            "Challenge 1 (200 XP) Proficiency Bonus +2",
        ],
        "The sergeant paces between the looms and shouts at anyone who stops working. A "
        "ledger on the sill lists every bolt of cloth sold this year.",
        "Dye Vats",
    ),
]


def _block_opens_page(path: Path, face: tuple[str, str, float], words: int, split: int) -> None:
    """Page 1: area 1 fills the column, area 2's heading and first line at its foot, then
    the first ``split`` lines of area 2's creature's block, set smaller. Page 2: the rest of
    the block, area 2's text under it in the body type, then area 3."""
    body, bold, size = face
    name, foot, block, after, third = BLOCK_OPENS_PAGE[words]
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.setFont(bold, size + 12)
    pdf.drawString(40, A4[1] - 50, "The Cellars Below")
    y = A4[1] - 90
    pdf.setFont(bold, size + 6)
    pdf.drawString(40, y, "1 The Stair Head")
    y -= size * 1.8
    pdf.setFont(body, size)
    foot_y = 100.0 + split * size * 1.2
    while y > foot_y + 30 + size * 3:  # area 1 fills the column down to area 2
        for line in wrap(RUN_ON[words][0], body, size, 330):
            pdf.drawString(50, y, line)
            y -= size * 1.25
        y -= size * 0.5
    y = foot_y
    pdf.setFont(bold, size + 6)
    pdf.drawString(40, y, f"2 {name}")
    pdf.setFont(body, size)
    pdf.drawString(50, y - size * 1.8, foot)
    y -= size * 3.6
    small = size * 0.8
    for k, line in enumerate(block):
        if k == split:
            pdf.showPage()
            y = A4[1] - 60
        pdf.setFont(bold if k == 0 else body, small)
        pdf.drawString(56, y, line)
        y -= small * 1.3
    y -= size * 1.5
    if split == len(block):
        pdf.showPage()
        y = A4[1] - 60
    pdf.setFont(body, size)
    for line in wrap(after, body, size, 330):
        pdf.drawString(50, y, line)
        y -= size * 1.25
    y -= size
    pdf.setFont(bold, size + 6)
    pdf.drawString(40, y, f"3 {third}")
    pdf.setFont(body, size)
    pdf.drawString(50, y - size * 1.8, "Rubble fills the passage to the waist.")
    pdf.save()


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
@pytest.mark.parametrize("split", [0, 3, 5, 8], ids=["opens", "broken-3", "broken-5", "ends"])
def test_a_block_opening_the_next_page_keeps_the_text_after_it_in_the_area(
    tmp_path: Path, face: tuple[str, str, float], words: int, split: int
) -> None:
    """The block set smaller opens the page the foot area runs on to, is broken by the page
    (its statistics go on at the next page's head), or ends its page and the area's text
    opens the next: the area keeps its block and the text printed after it, up to the next
    heading."""
    path = tmp_path / "block_opens_page.pdf"
    _block_opens_page(path, face, words, split)
    areas = _read(path)
    name, foot, block, after, third = BLOCK_OPENS_PAGE[words]
    assert [a.key for a in areas] == ["1", "2", "3"]
    area = areas[1]
    assert area.name == name
    assert area.text.startswith(foot.split(".")[0]), area.text
    assert area.text.endswith(after.split()[-1].rstrip(".")) or area.text.endswith(
        after.split()[-1]
    ), area.text
    assert [s.casefold() for s in area.statblocks] == [block[0].casefold()], area.statblocks
    assert areas[2].name == third


# Stat lines set smaller under an area, one a creature, that open the next column or page
# the area's text breaks to; the area's text goes on under them in the body type: (name,
# first text, stat lines, text after them).
LINES_OPEN_COLUMN = [
    (
        "Mourning Yard",
        "Frost lies on the flagstones. A pale heron stalks along the wall, and a tinker "
        "named Oswy warms his hands at a brazier.",
        [
            "Pale Heron: AC 12, HP 9 (2d8), Speed 30 ft., beak +3 (1d6), CR 1/4",
            "Grave Rats (4): AC 10, HP 3 (1d6), Speed 30 ft., bite +2 (1d4), CR 0",
        ],
        "Oswy uses the commoner stat block. He will trade a lantern for news of the road.",
    ),
    (
        "Tallow Works",
        "Vats of fat cool in the dark. Two rat-men argue over a ledger while a foreman, "
        "Bregga, counts the candles.",
        [
            "Rat-Men (2) — AC 13; HP 11 (2d8 + 2); Speed 30 ft.; Challenge 1/2 (100 XP)",
            "Bregga — AC 11; HP 4 (1d8); Speed 30 ft.; Challenge 0 (10 XP)",
        ],
        "Bregga pays a silver piece for every rat tail brought to her. The ledger shows "
        "a debt to the guild.",
    ),
]


def _lines_open_column(path: Path, face: tuple[str, str, float], words: int, page: bool) -> None:
    """Area 1 and area 2 fill the left column (or the page); area 2's stat lines, set
    smaller, open the right column (or the next page), its text after them, then area 3."""
    body, bold, size = face
    name, text, stats, after = LINES_OPEN_COLUMN[words]
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.setFont(bold, size + 12)
    pdf.drawString(40, A4[1] - 50, "The Cellars Below")
    y = A4[1] - 90
    pdf.setFont(bold, size + 6)
    pdf.drawString(40, y, "1 The Gate")
    y -= size * 1.8
    pdf.setFont(body, size)
    while y > 200:
        for line in wrap(RUN_ON[words][0], body, size, 230):
            pdf.drawString(40, y, line)
            y -= size * 1.25
        y -= size * 0.5
    y = 150.0
    pdf.setFont(bold, size + 6)
    pdf.drawString(40, y, f"2 {name}")
    y -= size * 1.8
    pdf.setFont(body, size)
    for line in wrap(text, body, size, 230):
        pdf.drawString(40, y, line)
        y -= size * 1.25
    x = 40 if page else 310
    if page:
        pdf.showPage()
    y = A4[1] - (60 if page else 90)
    for stat in stats:
        pdf.setFont(body, size * 0.85)
        for line in wrap(stat, body, size * 0.85, 230):
            pdf.drawString(x + 6, y, line)
            y -= size * 1.1
    y -= size * 0.5
    pdf.setFont(body, size)
    for line in wrap(after, body, size, 230):
        pdf.drawString(x, y, line)
        y -= size * 1.25
    y -= size
    pdf.setFont(bold, size + 6)
    pdf.drawString(x, y, "3 The Well")
    pdf.setFont(body, size)
    pdf.drawString(x, y - size * 1.8, "Rubble fills the passage to the waist.")
    pdf.save()


@pytest.mark.parametrize("page", [False, True], ids=["column", "page"])
@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_stat_lines_opening_the_next_column_keep_the_text_after_them_in_the_area(
    tmp_path: Path, face: tuple[str, str, float], words: int, page: bool
) -> None:
    """Smaller stat lines that open the column (or page) the area breaks to, its text going
    on under them in the body type before any heading, are the area's: no summary box ending
    it. The text after them stays in the area."""
    path = tmp_path / "lines_open_column.pdf"
    _lines_open_column(path, face, words, page)
    areas = _read(path)
    name, text, _, after = LINES_OPEN_COLUMN[words]
    assert [a.key for a in areas] == ["1", "2", "3"]
    assert areas[1].name == name
    assert areas[1].text.startswith(text.split(".")[0]), areas[1].text
    assert after.split(".")[0] in areas[1].text, areas[1].text
    assert areas[2].name == "The Well"
