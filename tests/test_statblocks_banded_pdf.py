"""Banded d20 blocks (Pathfinder 1) read from PDFs written by reportlab, in two fonts and sizes.

The page is an adventure-path spread in two narrow columns: an area heading carrying the
encounter's total "(CR 5)", then two blocks, each named in a shaded bar with its rating set
at the bar's right end; the second block runs on into the next column. Each block must come
back once, named by its bar (never by the heading or a section label), with its count.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.read import extract

FIRST_COLUMN = [
    ("head", "D2. Salt Vault (CR 5)"),
    ("body", "Sacks of grey salt are stacked"),
    ("body", "to the ceiling. Four shapes"),
    ("body", "move between them."),
    ("bar", "CINDER HOUNDS (3)|CR 2"),
    ("bold", "XP 600"),
    ("stat", "CE Medium magical beast"),
    ("stat", "Init +2; Senses darkvision 60"),
    ("stat", "ft., scent; Perception +7"),
    ("band", "DEFENSE"),
    ("stat", "AC 15, touch 12, flat-footed 13"),
    ("stat", "(+2 Dex, +3 natural)"),
    ("stat", "hp 22 (3d10+6)"),
    ("stat", "Fort +5, Ref +5, Will +2"),
    ("band", "OFFENSE"),
    ("stat", "Speed 40 ft."),
    ("stat", "Melee bite +5 (1d8+3 plus 1d4"),
    ("stat", "fire)"),
    ("band", "STATISTICS"),
    ("stat", "Str 15, Dex 14, Con 15, Int 4,"),
    ("stat", "Wis 12, Cha 6"),
    ("stat", "Base Atk +3; CMB +5; CMD 17"),
    ("body", "Tactics: The hounds circle the"),
    ("body", "party and bite at the slowest."),
    ("bar", "SALT WARDEN|"),
    ("bold", "CR 3     XP 800"),
    ("stat", "Female dwarf cleric 4"),
    ("stat", "LN Medium humanoid (dwarf)"),
    ("stat", "Init +0; Senses darkvision 60"),
    ("stat", "ft.; Perception +4"),
]
SECOND_COLUMN = [
    ("band", "DEFENSE"),
    ("stat", "AC 18, touch 10, flat-footed 18"),
    ("stat", "(+7 armor, +1 shield)"),
    ("stat", "hp 31 (4d8+13)"),
    ("stat", "Fort +6, Ref +1, Will +7"),
    ("band", "OFFENSE"),
    ("stat", "Speed 20 ft."),
    ("stat", "Melee warhammer +5 (1d8+1/x3)"),
    ("band", "STATISTICS"),
    ("stat", "Str 13, Dex 10, Con 14, Int 10,"),
    ("stat", "Wis 16, Cha 12"),
    ("stat", "Base Atk +3; CMB +4; CMD 14"),
    ("body", "Treasure: The warden wears a"),
    ("body", "ring of salt crystal (50 gp)."),
]
FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.0),
    "helvetica": ("Helvetica", "Helvetica-Bold", 10.5),
}
COLUMN_WIDTH = 170.0
COLUMN_GAP = 60.0


def _column(
    pdf: canvas.Canvas, rows: list[tuple[str, str]], x: float, fonts: tuple[str, str, float]
) -> None:
    regular, bold, size = fonts
    stat = size - 1.0
    y = 720.0
    for role, text in rows:
        if role == "bar":
            name, _, rating = text.partition("|")
            pdf.setFillGray(0.3)
            pdf.rect(x - 2, y - 3, COLUMN_WIDTH, size + 4, stroke=0, fill=1)
            pdf.setFillGray(1.0)
            pdf.setFont(bold, size + 0.5)
            pdf.drawString(x + 3, y, name)
            if rating:
                pdf.drawRightString(x + COLUMN_WIDTH - 6, y, rating)
            pdf.setFillGray(0.0)
        elif role == "band":
            pdf.line(x, y + stat + 1, x + COLUMN_WIDTH - 4, y + stat + 1)
            pdf.setFont(bold, stat)
            pdf.drawString(x, y, text)
            pdf.line(x, y - 2.5, x + COLUMN_WIDTH - 4, y - 2.5)
        else:
            face = bold if role in ("bold", "head") else regular
            pdf.setFont(face, {"head": size + 2.5, "body": size}.get(role, stat))
            pdf.drawString(x, y, text)
        y -= size * 1.5


def _pdf(path: Path, fonts: tuple[str, str, float]) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    _column(pdf, FIRST_COLUMN, 60.0, fonts)
    _column(pdf, SECOND_COLUMN, 60.0 + COLUMN_WIDTH + COLUMN_GAP, fonts)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("font", sorted(FONTS))
def test_banded_blocks_from_a_pdf(tmp_path: Path, font: str) -> None:
    document = extract.read_pdf(_pdf(tmp_path / f"{font}.pdf", FONTS[font]))
    blocks, _ = find_statblocks(document)
    assert [(b.name.lower(), b.count, b.style, b.ac, b.hp, b.hit_dice, b.cr) for b in blocks] == [
        ("cinder hound", 3, "3e", 15, 22, "3d10+6", "2"),
        ("salt warden", None, "3e", 18, 31, "4d8+13", "3"),
    ]
    assert (blocks[0].size, blocks[0].type) == ("Medium", "magical beast")
    assert (blocks[1].alignment, blocks[1].type) == ("LN", "humanoid")


SENTENCE_ENDS = [
    "cold footsteps for a day.",
    "the smell of brine for hours!",
    "who sent them here?",
]


def _sentence_over_rating_pdf(path: Path, fonts: tuple[str, str, float], last: str) -> Path:
    """A paragraph whose last line ends a sentence right over a block's "CR 2 XP 600" line,
    the block's own name bar set apart beside the paragraph (a reader may run it into the
    paragraph's first line)."""
    rows = [
        ("body", "Development: Anyone who takes the relic is followed by"),
        ("body", last),
        *[(role, text) for role, text in FIRST_COLUMN[5:22] if role != "bar"],
    ]
    rows[2] = ("bold", "CR 2 XP 600")
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    _column(pdf, rows, 60.0, fonts)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("last", SENTENCE_ENDS)
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_sentence_end_over_the_rating_names_no_block(
    tmp_path: Path, font: str, last: str
) -> None:
    """A name line is no sentence's end: the words of a paragraph's last line ("… is
    followed by" / "cold footsteps for a day.") over "CR 2 XP 600" name no block."""
    document = extract.read_pdf(_sentence_over_rating_pdf(tmp_path / "s.pdf", FONTS[font], last))
    blocks, _ = find_statblocks(document)
    words = last.rstrip(".!?").lower()
    assert not [b.name for b in blocks if words in b.name.lower()]
