"""The players' characters make no stat blocks.

A tournament module prints its pre-generated characters with stats, run-in ("**Dunstan Mott,
elf 3.** AC 5, hp 15; S 9 I 18 W 11 D 10 C 9 Ch 17; longsword …") or as one-liners, under a
heading that says they are the party, at the front or the back. They are no creatures met in
the dungeon: no block is read from them, while the keyed area's monster keeps its block. Set
in three fonts, three headings and both places; the real reader and the families read it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen import canvas
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate

from converter.detect.statblocks import find_statblocks
from converter.read import extract

FONTS = {
    "helvetica": ("Helvetica", "Helvetica-Bold"),
    "times": ("Times-Roman", "Times-Bold"),
    "courier": ("Courier", "Courier-Bold"),
}
HEADINGS = ["Pre-generated Characters", "THE ADVENTURING PARTY", "Sample Characters"]
CHARACTERS = [
    "<b>Oswin Hale, fighter 3.</b> AC 3, hp 21; S 16 I 9 W 10 D 12 C 14 Ch 8; sword; plate.",
    "<b>Maud Tarrow, elf 2.</b> AC 5, hp 9; S 11 I 16 W 9 D 13 C 10 Ch 12; bow; chain mail.",
    "Pell Wickam, cleric 4: AC 4, HD 4, hp 18, #AT 1, D 1d6; mace and holy symbol.",
]


def _pdf(path: Path, font: str, heading: str, at_back: bool) -> Path:
    regular, bold = FONTS[font]
    body = ParagraphStyle("body", fontName=regular, fontSize=10, leading=13)
    title = ParagraphStyle("title", fontName=bold, fontSize=15, leading=20)
    party: list[Flowable] = [Paragraph(heading, title)]
    party += [Paragraph(line, body) for line in CHARACTERS]
    dungeon: list[Flowable] = [
        Paragraph("Keyed Encounters", title),
        Paragraph("1. Flooded Crypt", title),
        Paragraph("Black water laps at the lowest step. Two ghouls crouch by a bier.", body),
        Paragraph("Ghouls (2): AC 6, HD 2, hp 9, 7, #AT 3, D 1d3, MV 90', ML 9", body),
    ]
    story = [*dungeon, *party] if at_back else [*party, *dungeon]
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(story)
    return path


@pytest.mark.parametrize("at_back", [False, True])
@pytest.mark.parametrize("heading", HEADINGS)
@pytest.mark.parametrize("font", sorted(FONTS))
def test_the_players_characters_are_no_blocks(
    tmp_path: Path, font: str, heading: str, at_back: bool
) -> None:
    blocks, _ = find_statblocks(extract.read_pdf(_pdf(tmp_path / "t.pdf", font, heading, at_back)))
    assert [(b.name, b.count, b.ac) for b in blocks] == [("Ghoul", 2, 6)]


@pytest.mark.parametrize("font", sorted(FONTS))
def test_the_same_lines_under_another_heading_are_blocks(tmp_path: Path, font: str) -> None:
    """The case holds what it claims: under a heading naming no party, the characters' lines
    are read as stat lines (so the rule, not the lines' shape, keeps them out)."""
    pdf = _pdf(tmp_path / "t.pdf", font, "The Garrison", at_back=False)
    blocks, _ = find_statblocks(extract.read_pdf(pdf))
    assert len(blocks) > 1


# (name in bold, the rest of its first line, its second line): the name is most of its line
PARTY = [
    ("Oswin Hale, fighter 3.", "AC 3, hp 21; S 16", "I 9 W 10 D 12 C 14 Ch 8; sword; plate."),
    ("Maud Tarrow, elf 2.", "AC 5, hp 9; S 11", "I 16 W 9 D 13 C 10 Ch 12; bow; chain mail."),
    ("Pell Wickam, cleric 4.", "AC 4, hp 18; S 12", "I 10 W 17 D 9 C 13 Ch 11; mace; chain."),
    ("Ros Lankwell, thief 3.", "AC 7, hp 13; S 7", "I 8 W 11 D 15 C 12 Ch 14; short sword."),
]


def _stray_pdf(path: Path, font: str, size: float) -> Path:
    """The party at the back of a narrow page, each character's first line mostly the bold
    of its name (a heading line of its own), and the last character's entry read apart from
    the others, after the credits at the front, as an imposed booklet whose sheets print no
    folios is read in sheet order."""
    regular, bold = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = 720.0

    def line(parts: list[tuple[str, str]], gap: float = 0.0) -> None:
        nonlocal y
        y -= gap + size * 1.3
        x = 72.0
        for face, text in parts:
            pdf.setFont(face, size)
            pdf.drawString(x, y, text)
            x += pdf.stringWidth(text + " ", face, size)

    def title(text: str) -> None:
        nonlocal y
        y -= size * 2.4
        pdf.setFont(bold, size + 5)
        pdf.drawString(72.0, y, text)

    def character(name: str, rest: str, more: str) -> None:
        line([(bold, name), (regular, rest)], gap=size * 0.5)
        line([(regular, more)])

    title("CREDITS")
    line([(regular, "Writing and layout: A. Lindqvist.")])
    line([(regular, "Playtesting: the Thursday group.")])
    character(*PARTY[3])
    title("Keyed Encounters")
    title("1. Flooded Crypt")
    line([(regular, "Black water laps at the lowest step.")])
    line([(regular, "Two ghouls crouch by a bier.")])
    line([(regular, "Ghouls (2): AC 6, HD 2, hp 9, 7, #AT 3,")])
    line([(regular, "D 1d3, MV 90', ML 9")])
    title("PRE-GENERATED CHARACTERS")
    for entry in PARTY[:3]:
        character(*entry)
    pdf.save()
    return path


@pytest.mark.parametrize("size", [9.0, 10.0])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_characters_entry_read_apart_is_still_the_partys(
    tmp_path: Path, font: str, size: float
) -> None:
    """The characters' own heading style (their names) heads more sections inside the
    party's section than outside it, so one such section elsewhere does not end the party's
    section at its first character, and is the party's too: no block from any character."""
    pdf = _stray_pdf(tmp_path / "t.pdf", font, size)
    blocks, _ = find_statblocks(extract.read_pdf(pdf))
    assert [(b.name, b.count, b.ac) for b in blocks] == [("Ghoul", 2, 6)]
