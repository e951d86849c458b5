"""The d20 family of inline stats read from PDFs written by reportlab, end to end: a 5e
parenthesis maps its CR through the 5e table (``cr_to_or``), a 3e one through the 3e table
(``cr3e_to_or``), so "CR 1/4" is OR 2 for a 5e creature and OR 1 for a 3e one.
Two fonts and sizes, two wordings of each family."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.pipeline import ConvertOptions, convert_one
from converter.write.files import module_slug

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 11.0),
}
# (room heading, prose lines, creature, the obstacle's rating reason)
ROOMS = [
    (
        "1. Lamp Cellar",
        ["Two tallow goblins (AC 12, HP 6 (1d6 + 3); CR 1/4) crouch by", "the brazier."],
        "tallow goblin",
        "CR 1/4 → OR 2 (table cr_to_or)",
    ),
    (
        "2. Bone Kennel",
        ["A mangy hound (AC 13, HP 11, CR 1/2 (XP 100; PB +2)) gnaws", "on a bone."],
        "mangy hound",
        "CR 1/2 → OR 2 (table cr_to_or)",
    ),
    (
        "3. Ash Shrine",
        ["A hearth gnome (CR 1/4; AC 14; HD 1d6+1; hp 4) tends the", "altar fire."],
        "hearth gnome",
        "CR 1/4 → OR 1 (table cr3e_to_or)",
    ),
    (
        "4. Cistern",
        ["A pale eel (CR 1/4; AC 13, touch 11, flat-footed 12; HP 5)", "circles in the water."],
        "pale eel",
        "CR 1/4 → OR 1 (table cr3e_to_or)",
    ),
]


def _pdf(path: Path, fonts: tuple[str, str, float]) -> Path:
    regular, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = 720.0
    for heading, prose, _, _ in ROOMS:
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


def _obstacles(folder: Path) -> dict[str, dict[str, Any]]:
    module = yaml.safe_load((folder / "module.yaml").read_text("utf-8"))
    found: dict[str, dict[str, Any]] = {}
    for rel in module["encounters"]:
        encounter = yaml.safe_load((folder / rel).read_text("utf-8"))
        for obstacle in encounter["obstacles"]:
            found.setdefault(obstacle["name"], obstacle)
    return found


@pytest.mark.parametrize("font", sorted(FONTS))
def test_inline_cr_maps_through_its_familys_table(tmp_path: Path, font: str) -> None:
    pdf = _pdf(tmp_path / f"cellars-{font}.pdf", FONTS[font])
    outcome = convert_one(pdf, ConvertOptions(outdir=tmp_path / "out", force=True))
    assert outcome.status != "failed", outcome.message
    obstacles = _obstacles(tmp_path / "out" / module_slug(pdf.name))
    for _, _, creature, reason in ROOMS:
        assert creature in obstacles, sorted(obstacles)
        assert obstacles[creature]["why"].startswith(reason), obstacles[creature]["why"]
