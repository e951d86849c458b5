"""Knave-like modules read from PDFs written by reportlab, end to end, in three fonts and
sizes and two stat orders: a creature level ("LVL 2", "Lvl 2") opens a stat line as hit dice
would, its block is `other` with the level kept; a morale printed "MOR 8" before the next
creature's name is no count; and an area key whose stat lines speak of "the target" (a
creature's critical damage) still reads as a map key, not as a numbered list of rules."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from converted import converted_module
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.0),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
    "courier": ("Courier", "Courier-Bold", 8.0),
}
# Per room: key heading, prose, and its creatures' stat lines (wrapped as a narrow column
# wraps them). Two orders: the level first ("LVL 2, AC 13, HP 9, ATK …"), and hit protection
# first with a critical-damage note that speaks of "the target".
LEVEL_FIRST = [
    (
        "(1) MILL RACE",
        [
            "Cold water runs fast under a plank bridge,",
            "and the wheel groans in the dark. Two ghouls",
            "crouch by the sluice gate, gnawing bones.",
        ],
        ["Ghoul: LVL 2, AC 13, HP 9, ATK claw", "(d8), MV 40, MOR 8"],
    ),
    (
        "(2) DYE VATS",
        [
            "Three stone vats hold red, blue and black dye;",
            "the floor is slick and stained. A lone hill troll",
            "wades through the blue vat, humming.",
        ],
        ["Hill Troll: Lvl 6, AC 15, HP 38, Atk short", "sword (d10), MV 60, MOR 11"],
    ),
    (
        "(3) LOOM HALL",
        [
            "Broken looms stand in rows along the walls,",
            "their threads cut. Four cultists sort stolen",
            "cloth by the north door of the hall.",
        ],
        ["Cultist: LVL 1, AC 11, HP 4, ATK knife (d6), MV", "40, MOR 6"],
    ),
]
CRITICAL_NOTES = [
    (
        "(1) SEXTON'S LODGE",
        [
            "A narrow room with a cot and a cold hearth by",
            "the west wall. A bog hag squats by the hearth",
            "and stirs a pot of something grey.",
        ],
        ["Bog Hag — 12 HP, 14 WIL, staff (d8),", "Critical damage: the target loses d4 STR"],
    ),
    (
        "(2) BONE ORCHARD",
        [
            "Bare trees grow from a floor of packed earth",
            "under a low vault. Seven skeletons gnaw at a",
            "wheel of cheese among the roots.",
        ],
        ["Skeleton — 4 HP, 11 WIL, spear (d8),", "Critical damage: breaks the target's shield"],
    ),
    (
        "(3) ORANGERY",
        [
            "Ash drifts over the flagstones of a glass house",
            "whose panes are cracked. Two young wyrms coil",
            "round the dead orange trees by the door.",
        ],
        ["Young Wyrm — 31 HP, 13 WIL, bite (d10),", "Critical damage: the target is"],
        # wrapped once more, as a narrow column wraps it
    ),
    (
        "(4) CANDLE WORKS",
        [
            "Vats of tallow stand cold along the east wall",
            "of the works, and wicks hang from the beams.",
            "Nothing stirs here but the draught.",
        ],
        [],
    ),
]
ORDERS = {"level-first": LEVEL_FIRST, "critical-notes": CRITICAL_NOTES}


def _pdf(path: Path, fonts: tuple[str, str, float], rooms: list[Any]) -> Path:
    regular, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    y = A5[1] - 50
    pdf.setFont(bold, size + 6)
    pdf.drawString(36, y, "The Lantern Under Hallow Hill")
    y -= size * 3
    for heading, prose, stats in rooms:
        pdf.setFont(bold, size + 1.5)
        pdf.drawString(36, y, heading)
        y -= size * 1.6
        pdf.setFont(regular, size)
        for line in prose:
            pdf.drawString(36, y, line)
            y -= size * 1.3
        pdf.setFont(regular, size - 0.8)
        for line in stats:
            pdf.drawString(42, y, line)
            y -= size * 1.2
        if stats and stats[-1].endswith(" is"):
            pdf.drawString(42, y, "knocked prone and loses d6 DEX")
            y -= size * 1.2
        y -= size
    pdf.showPage()
    pdf.save()
    return path


def _converted(tmp_path: Path, font: str, order: str) -> tuple[dict[str, Any], list[Any]]:
    pdf = _pdf(tmp_path / f"knave-{order}-{font}.pdf", FONTS[font], ORDERS[order])
    return converted_module(pdf, tmp_path / "out")


@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_level_opens_a_stat_line(tmp_path: Path, font: str) -> None:
    module, encounters = _converted(tmp_path, font, "level-first")
    blocks = {b["name"].lower(): b for b in module["statblocks"]}
    assert set(blocks) == {"ghoul", "hill troll", "cultist"}, sorted(blocks)
    for name, ac, hp, level in (("ghoul", 13, 9, "2"), ("hill troll", 15, 38, "6")):
        block = blocks[name]
        assert (block["style"], block["ac"], block["hp"]) == ("other", ac, hp), block
        assert block["level"] == level and block.get("hit_dice") is None, block
    counts = {c["name"]: c["count"] for e in encounters for c in e["creatures"]}
    assert counts == {"ghoul": 2, "hill troll": 1, "cultist": 4}, counts


@pytest.mark.parametrize("font", sorted(FONTS))
def test_critical_damage_notes_leave_the_key_a_map_key(tmp_path: Path, font: str) -> None:
    _, encounters = _converted(tmp_path, font, "critical-notes")
    keys = [(e["location"]["key"], e["location"]["name"]) for e in encounters]
    assert keys == [
        ("1", "Sexton's Lodge"),
        ("2", "Bone Orchard"),
        ("3", "Orangery"),
        ("4", "Candle Works"),
    ], keys


@pytest.mark.parametrize("font", sorted(FONTS))
def test_critical_damage_notes_are_their_creatures(tmp_path: Path, font: str) -> None:
    # "…, staff (d8), Critical damage: …" stays in the list after a comma: the creature's
    # note (its special), wrapped over as many lines as the column takes, never the next
    # room's heading or prose.
    module, _ = _converted(tmp_path, font, "critical-notes")
    special = {b["name"].lower(): b.get("special") for b in module["statblocks"]}
    assert special == {
        "bog hag": ["Critical damage: the target loses d4 STR"],
        "skeleton": ["Critical damage: breaks the target's shield"],
        "young wyrm": ["Critical damage: the target is knocked prone and loses d6 DEX"],
    }, special
