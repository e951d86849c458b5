"""The grammar of stat fields read from PDFs written by reportlab, end to end, in two fonts and
sizes: a Dungeon Crawl Classics line is of the d20 family (3e) by its fields; a group's list of
hit points fills no hit points, and its toughness is rated by the average of its dice; a
statue's armour class and hit points make no creature of the griffon it shows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from converted import converted_module
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 11.0),
}
ROOMS = [
    (
        "1. Statue Hall",
        [
            "A statue of a griffon (AC 15, HP 40) stands in an alcove. Dust",
            "lies thick on the floor, and a relief depicting an owlbear",
            "(AC 12, hp 25) covers the north wall.",
        ],
    ),
    (
        "2. Cricket Cave",
        [
            "Cave Crickets (3): Init +2; Atk bite +1 melee (1d3); AC 11;",
            "HD 1d6; hp 4, 3, 5; MV 30'; Act 1d20; SV Fort +0, Ref +2,",
            "Will -1; AL N.",
        ],
    ),
    (
        "3. Troll Bridge",
        [
            "Bridge Trolls (2): Init -1; Atk club +9 melee (2d8); AC 16;",
            "HD 18d10; hp 99, 91; MV 30'; Act 1d24; SV Fort +9, Ref +1,",
            "Will +3; AL C.",
        ],
    ),
]


def _pdf(path: Path, fonts: tuple[str, str, float]) -> Path:
    regular, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = 720.0
    for heading, prose in ROOMS:
        pdf.setFont(bold, size + 2)
        pdf.drawString(72, y, heading)
        y -= size * 1.8
        pdf.setFont(regular, size)
        for line in prose:
            pdf.drawString(72, y, line)
            y -= size * 1.4
        y -= size
    pdf.showPage()
    pdf.save()
    return path


def _converted(tmp_path: Path, font: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    pdf = _pdf(tmp_path / f"grammar-{font}.pdf", FONTS[font])
    return converted_module(pdf, tmp_path / "out")


@pytest.mark.parametrize("font", sorted(FONTS))
def test_dcc_lines_are_d20_and_lists_fill_no_hit_points(tmp_path: Path, font: str) -> None:
    module, _ = _converted(tmp_path, font)
    blocks = {b["name"].lower(): b for b in module["statblocks"]}
    assert {"cave cricket", "bridge troll"} <= set(blocks), sorted(blocks)
    for name in ("cave cricket", "bridge troll"):
        assert blocks[name]["style"] == "3e", blocks[name]
        assert blocks[name]["hp"] is None, blocks[name]
    assert blocks["bridge troll"]["hit_dice"] == "18d10"


@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_group_without_one_hit_point_value_is_tough_by_its_dice(
    tmp_path: Path, font: str
) -> None:
    _, encounters = _converted(tmp_path, font)
    trolls = [o for e in encounters for o in e["obstacles"] if o["name"].lower() == "bridge troll"]
    assert trolls, [o["name"] for e in encounters for o in e["obstacles"]]
    tough = [t for t in trolls[0]["threats"] if t["name"] == "Tough"]
    assert tough and "18d10 → average 99 hit points" in tough[0]["why"], trolls[0]["threats"]


@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_statues_stats_make_no_creature(tmp_path: Path, font: str) -> None:
    module, encounters = _converted(tmp_path, font)
    names = {b["name"].lower() for b in module["statblocks"]}
    assert not names & {"griffon", "owlbear"}, sorted(names)
    hall = next(e for e in encounters if e["location"]["name"] == "Statue Hall")
    assert hall["creatures"] == [], hall
    # the statue and the relief are in the way as things (docs/mapping.md), no fight
    objects = {o["name"]: o["kind"] for o in hall["obstacles"]}
    assert objects == {"Statue of a griffon": "object", "Relief depicting an owlbear": "object"}
