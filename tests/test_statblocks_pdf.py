"""End-to-end: PDFs written by reportlab, read by ``converter.extract``, then detected."""

from __future__ import annotations

from pathlib import Path

from pdf_factory import text_pdf
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.read import extract

MONSTER = [
    ("Helvetica-Bold", 13, "Cave Troll"),
    ("Helvetica-Oblique", 10, "Large giant, chaotic evil"),
    ("Helvetica", 10, "Armor Class 15 (natural armor)"),
    ("Helvetica", 10, "Hit Points 84 (8d10 + 40)"),
    ("Helvetica", 10, "Speed 30 ft."),
    ("Helvetica", 10, "Senses darkvision 60 ft., passive Perception 12"),
    ("Helvetica", 10, "Languages Giant"),
    ("Helvetica", 10, "Challenge 5 (1,800 XP)"),
    ("Helvetica-BoldOblique", 10, "Regeneration."),
    ("Helvetica-Bold", 11, "Actions"),
    ("Helvetica-BoldOblique", 10, "Claw."),
]


def _monster_pdf(path: Path) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = 720.0
    for font, size, text in MONSTER:
        pdf.setFont(font, size)
        pdf.drawString(72, y, text)
        if text.endswith(".") and font.endswith("BoldOblique"):
            pdf.setFont("Helvetica", 10)
            pdf.drawString(
                72 + pdf.stringWidth(text + " ", font, size), y, "It heals 10 hit points."
            )
        y -= 14
    pdf.showPage()
    pdf.save()
    return path


def test_oldschool_lines_from_a_pdf(tmp_path: Path) -> None:
    document = extract.read_pdf(text_pdf(tmp_path / "module.pdf"))
    blocks, problems = find_statblocks(document)
    assert [(b.name, b.count, b.ac, b.hit_dice, b.hp) for b in blocks] == [
        ("Goblin", 3, 6, "1-1", 4),
        ("Ogre", None, 5, "4+1", 22),
    ]
    assert blocks[1].damage == "2d6"
    assert problems == ()


def test_5e_block_from_a_pdf(tmp_path: Path) -> None:
    document = extract.read_pdf(_monster_pdf(tmp_path / "troll.pdf"))
    blocks, _ = find_statblocks(document)
    assert len(blocks) == 1
    block = blocks[0]
    assert (block.name, block.size, block.type, block.ac, block.hp, block.hit_dice, block.cr) == (
        "Cave Troll",
        "Large",
        "giant",
        15,
        84,
        "8d10+40",
        "5",
    )
    assert [(f.name, f.section) for f in block.features] == [
        ("Regeneration", "trait"),
        ("Claw", "action"),
    ]
    assert block.source.bbox is not None and block.source.page == 1
