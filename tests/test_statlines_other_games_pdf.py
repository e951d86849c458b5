"""Other games' blocks read from a PDF and rated by their own measure.

Modules written by reportlab in three fonts and sizes, in a narrow column and a wide one: a
room's prose, then a Troika!-like box (a bold name line with its count, "Skill … Stamina …
Initiative … Armour …", "Damage as …" and a reaction list numbered 1 to 6), a Tunnels &
Trolls Monster Rating line and a Savage Worlds run whose attributes carry an animal's note
after a die ("Smarts d4 (A)": the attributes' list stops there, the run from "Skills:" on is
still the block and still named by its label), each in other words than the itinerant
generator's. Each is a
block of style `other`, named and counted by its label, rated by its measure's table; the
reaction list counts nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from converted import converted_module
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas
from room_paragraphs import FONTS, WIDTHS, draw_room

PARAGRAPHS = [
    "The ferry house leans over the black water. Three hill trolls play knucklebones by the "
    "stove, a bandit chief counts the tolls, and two cave spiders hang from the beams.",
    "<b>Hill Trolls (3)</b>",
    "<b>Skill</b> 9 <b>Stamina</b> 34 <b>Initiative</b> 2 <b>Armour</b> 2",
    "<b>Damage as</b> Large Beast",
    "<b>Reactions</b> 1 Wary, 2 Hungry, 3 Bored, 4 Angry, 5 Curious, 6 Sleepy",
    "<b>Bandit Chief:</b> MR 40 (5 dice + 20 adds). Carries the ferry's horn.",
    "<b>Cave Spiders (2):</b> Attributes: Agility d8, Smarts d4 (A), Spirit d6, Strength d6, "
    "Vigor d6. Skills: Climbing d10, Fighting d6, Notice d8. Pace: 8; Parry: 5; "
    "Toughness: 7. Special Abilities: Bite: Str+d4.",
]


def _pdf(path: Path, font: str, width: float) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    draw_room(pdf, font, width, "The Ferry at Coldwater", "1. Ferry House", PARAGRAPHS)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("width", sorted(WIDTHS))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_each_game_s_block_is_read_counted_and_rated_by_its_measure(
    tmp_path: Path, font: str, width: str
) -> None:
    pdf = _pdf(tmp_path / f"ferry-{font}-{width}.pdf", font, WIDTHS[width])
    module, encounters = converted_module(pdf, tmp_path / "out")
    blocks = {block["name"]: block for block in module["statblocks"]}
    assert sorted(blocks) == ["Bandit Chief", "Cave Spider", "Hill Troll"], sorted(blocks)
    assert {block["style"] for block in blocks.values()} == {"other"}
    assert blocks["Hill Troll"]["hp"] == 34 and blocks["Bandit Chief"]["hp"] == 40
    assert blocks["Hill Troll"]["dmd"]["why"].startswith("Skill 9 → OR 6 (table skill_to_or)")
    assert blocks["Bandit Chief"]["dmd"]["why"].startswith("MR 40 → OR 4 (table mr_to_or)")
    assert blocks["Cave Spider"]["dmd"]["why"].startswith("Toughness 7 → OR 3 (table toughness")
    creatures = {c["name"].lower(): c["count"] for c in encounters[0]["creatures"]}
    assert creatures == {"hill troll": 3, "bandit chief": 1, "cave spider": 2}, creatures
