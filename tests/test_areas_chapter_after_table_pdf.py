"""A numbered chapter right after a die table is no row of it (reportlab PDFs built here).

Modules numbered by chapter and section ("3 Under the Toll Bridge", "3.2 Sluice House") often
print a die table (rumours, wandering monsters) just before a chapter's heading. The chapter
heading and its first sections are the nearest headings after the table's, but a heading is
under none set smaller than itself: they open a part of their own, and the sections are the
map key, short ones too. Where the table's rows wrap in a narrow column under no header row,
its rows "1", "2" seem to begin the sequence the chapter "3" goes on: they are the table's however many they
are, and the key begins after them. Drawn in three faces and two sizes, with two table
wordings, the rows set wide or narrow.
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

FACES = [("Times-Roman", "Times-Bold", 9.5), ("Helvetica", "Helvetica-Bold", 9.0),
         ("Courier", "Courier-Bold", 8.5), ("Times-Roman", "Times-Bold", 10.5)]  # fmt: skip
TABLES = {
    "rumours": ("Wharf Talk (d6)", "d6 Rumour", [
        "The eel men are paid in coin older than the town.",
        "Someone is buying bitter salt by the cartload.",
        "The abbey's silver was walled up in the chapter house.",
        "The bell tower rings on nights when there is no wind.",
        "A barge came in last week with no crew.",
        "The new wharfinger is never seen by daylight.",
    ]),
    "wandering": ("Wandering Monsters (1 in 6, every other turn)", "d6 Who", [
        "A brass sentinel (see area 2)",
        "1d8 wolves working the night tide",
        "1d4+1 bog hags pulling up eel traps",
        "A lost pilgrim, pursued by 2d6 giant beetles",
        "A watchman (see area 3)",
        "1d8 bone rats working the night tide",
    ]),
}  # fmt: skip
CHAPTERS = [
    ("3", "Under the Toll Bridge", [
        ("3.1", "Eel Wharf", "Tide marks stripe the walls above a stack of salt sacks stamped "
         "with a toll mark. Two bog hags pick the locks of the bonded store. A plank walk runs "
         "out over the marsh to the east."),
        ("3.2", "Sluice House", "Salt crusts every ledge around a rusted wheel. A trapdoor "
         "opens on the tidal cellar below."),
        ("3.3", "Reed Cutters' Hut", "Reed mats, black with damp, are piled against the wall. "
         "Gulls scream somewhere overhead."),
    ]),
    ("4", "The Marsh Road", [
        ("4.1", "Chandler's Shop", "Reed mats are piled against a pew dragged from the abbey "
         "church. A cultist scrapes salt from a rusty blade by the door."),
        ("4.2", "Water Gate", "Salt crusts every ledge and lintel. The door to the north "
         "is barred."),
    ]),
]  # fmt: skip


def _draw(path: Path, face: tuple[str, str, float], table: str, narrow: bool) -> None:
    body_font, bold_font, size = face
    body = ParagraphStyle("body", fontName=body_font, fontSize=size, leading=size * 1.25)
    row = ParagraphStyle("row", parent=body, fontSize=size * 0.9, leading=size * 1.1,
                         rightIndent=330 if narrow else 0)  # fmt: skip
    head = ParagraphStyle("head", parent=row, fontName=bold_font)
    small = ParagraphStyle("small", parent=body, fontName=bold_font, fontSize=size + 1)
    section = ParagraphStyle("sec", parent=body, fontName=bold_font, fontSize=size + 3,
                             leading=(size + 3) * 1.3, spaceBefore=6)  # fmt: skip
    chapter = ParagraphStyle("ch", parent=section, fontSize=size + 6, leading=(size + 6) * 1.3)
    title = ParagraphStyle("title", parent=chapter, fontSize=18, leading=22)
    caption, header, rows = TABLES[table]
    story = [Paragraph("The Ferryman's Debt", title), Paragraph("Background", chapter)]
    story += [Paragraph("Saltreach grew rich on the toll bridge and poor again when the "
                        "river silted. Nobody can say why the salt turned bitter.", body)]  # fmt: skip
    story += [Spacer(1, 6), Paragraph(caption, small)]
    story += [] if narrow else [Paragraph(header, head)]
    story += [Paragraph(f"{n} {text}", row) for n, text in enumerate(rows, start=1)]
    for number, name, sections in CHAPTERS:
        story.append(Paragraph(f"{number}\u2003{name}", chapter))
        for key, place, text in sections:
            story += [Paragraph(f"{key}\u2003{place}", section), Paragraph(text, body)]
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(story)


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
@pytest.mark.parametrize("table", sorted(TABLES))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f[0]}-{f[2]}")
def test_sections_after_a_die_table_are_the_key(
    tmp_path: Path, face: tuple[str, str, float], table: str, narrow: bool
) -> None:
    path = tmp_path / "chapters.pdf"
    _draw(path, face, table, narrow)
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    areas = find_areas(document, blocks)[0]
    expected = [(key, place) for _, _, sections in CHAPTERS for key, place, _ in sections]
    assert [(a.key, a.name) for a in areas] == expected
    for area in areas:
        assert "key sequence" in area.evidence, (area.key, area.evidence)
