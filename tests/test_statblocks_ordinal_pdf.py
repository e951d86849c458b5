"""Blocks with an ordinal level and a role (13th Age) read from PDFs written by reportlab, in
two fonts and sizes and three wordings (defences on three lines, on two, in a row; a size word
before the level; a block broken at a column's foot).

A page in two columns: area headings, prose, and each kind's block in a tinted box under its
area: a bold name, "2nd level leader [humanoid]", "Initiative: +3", a bold attack, a trigger
line, the defences. Each block must come back once, style ``other``, its level kept, its AC
and HP as printed, no CR, no hit dice, no type. A level line in prose, or a small-type note
with no defences, makes none.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.pipeline import convert_pdf
from converter.read import extract

Rows = list[tuple[str, str]]

WORDINGS: dict[str, dict[str, Rows]] = {
    "stacked": {
        "reeve": [
            ("name", "Salt Reeve"),
            ("stat", "2nd level leader [humanoid]"),
            ("stat", "Initiative: +3"),
            ("attack", "Hooked Spear +7 vs. AC—10 damage"),
            ("stat", "Natural 16+: the target is pulled 1 square."),
            ("stat", "AC 17"),
            ("stat", "PD 15    HP 25"),
            ("stat", "MD 13"),
        ],
        "toad": [
            ("name", "Cellar Toad"),
            ("stat", "Large 4th level wrecker [beast]"),
            ("stat", "Initiative: +6"),
            ("attack", "Tongue +9 vs. PD (2 attacks)—14 damage"),
            ("stat", "Miss: half damage."),
            ("stat", "AC 19"),
            ("stat", "PD 18    HP 96"),
            ("stat", "MD 12"),
        ],
    },
    "paired": {
        "reeve": [
            ("name", "Salt Reeve"),
            ("stat", "2nd Level Leader [Humanoid]"),
            ("stat", "Initiative: +3"),
            ("attack", "Hooked Spear +7 vs. AC—10 damage"),
            ("stat", "AC 17    HP 25"),
            ("stat", "PD 15    MD 13"),
        ],
        "toad": [
            ("name", "Cellar Toad"),
            ("stat", "Large 4th level wrecker"),
            ("stat", "Initiative: +6"),
            ("attack", "Tongue +9 vs. PD—14 damage"),
            ("stat", "Sticky: a target hit cannot move away."),
            ("stat", "HP 96    AC 19"),
            ("stat", "PD 18    MD 12"),
        ],
    },
    "row": {
        "reeve": [
            ("name", "Salt Reeve"),
            ("stat", "2nd level mook archer [humanoid]"),
            ("attack", "Sling +7 vs. AC—10 damage"),
            ("stat", "AC 17  PD 15  MD 13  HP 25"),
        ],
        "toad": [
            ("name", "Cellar Toad"),
            ("stat", "Huge 4th level troop [beast]"),
            ("stat", "Initiative: +6"),
            ("attack", "Tongue +9 vs. PD—14 damage"),
            ("stat", "AC 19  PD 18  MD 12  HP 96"),
        ],
    },
}


def _first_column(blocks: dict[str, Rows]) -> Rows:
    return [
        ("head", "1. Salt Store"),
        ("body", "Two salt reeves argue over a ledger. A"),
        ("body", "mural shows a 3rd level leader of old."),
        *blocks["reeve"],
        ("head", "2. Brine Cellar"),
        ("body", "A cellar toad squats in the brine."),
        ("note", "Note: the brine is waist deep here."),
        *blocks["toad"][:4],  # the block runs on into the next column
    ]


def _second_column(blocks: dict[str, Rows]) -> Rows:
    return [
        *blocks["toad"][4:],
        ("head", "3. Quiet Stair"),
        ("body", "The stair is empty and cold."),
    ]


FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
}
COLUMN_WIDTH = 230.0
COLUMN_GAP = 30.0


def _column(pdf: canvas.Canvas, rows: Rows, x: float, fonts: tuple[str, str, float]) -> None:
    regular, bold, size = fonts
    stat = size - 1.0
    y = 730.0
    for role, text in rows:
        if role in ("name", "stat", "attack"):
            pdf.setFillColorRGB(0.96, 0.93, 0.84)  # the block's cream box, row by row
            pdf.rect(x - 3, y - 3, COLUMN_WIDTH, size * 1.4, stroke=0, fill=1)
            pdf.setFillGray(0.0)
        face = bold if role in ("name", "attack", "head") else regular
        scale = {"name": size + 2.0, "head": size + 2.5, "stat": stat, "attack": stat}
        scale["note"] = stat
        pdf.setFont(face, scale.get(role, size))
        pdf.drawString(x, y, text)
        y -= size * 1.45


def _pdf(path: Path, fonts: tuple[str, str, float], blocks: dict[str, Rows]) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    _column(pdf, _first_column(blocks), 50.0, fonts)
    _column(pdf, _second_column(blocks), 50.0 + COLUMN_WIDTH + COLUMN_GAP, fonts)
    pdf.showPage()
    pdf.save()
    return path


CASES = [(font, wording) for font in sorted(FONTS) for wording in sorted(WORDINGS)]


@pytest.mark.parametrize(("font", "wording"), CASES)
def test_ordinal_blocks_from_a_pdf(tmp_path: Path, font: str, wording: str) -> None:
    path = _pdf(tmp_path / f"{font}-{wording}.pdf", FONTS[font], WORDINGS[wording])
    blocks, _ = find_statblocks(extract.read_pdf(path))
    read = [
        (b.name, b.style, b.level, b.ac, b.hp, b.cr, b.hit_dice, b.type, b.size) for b in blocks
    ]
    assert read == [
        ("Salt Reeve", "other", "2", 17, 25, None, None, None, None),
        ("Cellar Toad", "other", "4", 19, 96, None, None, None, None),
    ]
    # each block runs from its name to its last defence, past the column's foot
    assert blocks[1].text.startswith("Cellar Toad") and "PD 18" in blocks[1].text
    assert not any("Quiet Stair" in b.text or "Note:" in b.text for b in blocks)


def test_no_defences_no_block(tmp_path: Path) -> None:
    """A name over a level line, then small type with an AC and HP but no other defence."""
    rows: Rows = [
        ("head", "1. Salt Store"),
        ("name", "Salt Reeve"),
        ("stat", "2nd level leader [humanoid]"),
        ("stat", "AC 17    HP 25"),
        ("head", "2. Brine Cellar"),
        ("body", "The cellar is empty."),
    ]
    pdf = canvas.Canvas(str(tmp_path / "bare.pdf"), pagesize=letter, invariant=1)
    _column(pdf, rows, 50.0, FONTS["times"])
    pdf.showPage()
    pdf.save()
    blocks, _ = find_statblocks(extract.read_pdf(tmp_path / "bare.pdf"))
    assert [b.style for b in blocks if b.name == "Salt Reeve"] != ["other"]


def _as_mooks(blocks: dict[str, Rows]) -> dict[str, Rows]:
    """The wording with the reeve's role printed as a mook ("2nd level mook [humanoid]")."""
    reeve = [
        (role, re.sub(r"level \w+(?: \w+)?(?= \[|$)", "level mook", text))
        if role == "stat" and " level " in text
        else (role, text)
        for role, text in blocks["reeve"]
    ]
    return {**blocks, "reeve": reeve}


@pytest.mark.parametrize(("font", "wording"), CASES)
def test_a_mook_role_is_kept_and_counts_mooks_in_packs(
    tmp_path: Path, font: str, wording: str
) -> None:
    """A role word of ``stat_ordinal.minion_roles`` ("mook") is kept as the block's role, so
    the group rule counts the mooks in foes' worth (level_to_or role_aliases: a mook is a
    minion): the two reeves of the Salt Store are one pack, no additional foe; a block of
    another role keeps none and its level is rated as hit dice, as before."""
    for mooks in (False, True):
        rows = _as_mooks(WORDINGS[wording]) if mooks else WORDINGS[wording]
        path = _pdf(tmp_path / f"{font}-{wording}-{mooks}.pdf", FONTS[font], rows)
        conversion = convert_pdf(path)
        blocks = {b.name: b for b in conversion.detection.statblocks}
        printed_mook = any("mook" in text for role, text in rows["reeve"] if role == "stat")
        assert (blocks["Salt Reeve"].role is not None) == printed_mook
        assert blocks["Cellar Toad"].role is None
        store = next(e for e in conversion.encounters if e.area.key == "1")
        (lead,) = [o for o in store.obstacles if o.after is None]
        extra = [t.name for t in lead.threats if t.name.startswith("Additional foes")]
        if printed_mook:
            assert lead.name == "Salt Reeve pack", lead
            assert "2 mooks are worth 1/2 standard creature" in lead.why
            assert extra == []
        else:
            assert lead.name == "Salt Reeve" and "read as HD" in lead.why
            assert extra == ["Additional foes (salt reeve)"]
