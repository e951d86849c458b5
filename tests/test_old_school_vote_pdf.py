"""One module, one game, end to end: typed parentheses that print no move take the family of
the page's parentheses that move in inches (AD&D), so their hit dice map through AD&D's table;
on a B/X page (moves in feet) the same parentheses stay B/X. Two fonts and sizes (a typed
Courier page and a typeset one), two wordings (commas, none)."""

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
    "courier": ("Courier", "Courier-Bold", 10.0),
    "times": ("Times-Roman", "Times-Bold", 11.5),
}
# The decided lines of each game: (room heading, prose line) with their move.
DECIDED = {
    "adnd": [
        ("1. Cold Larder", 'Two ghouls (AC 6, HD 2, HTK 9,7, MV 9", AT 3, D 1-3) feed.'),
        ("2. Vestry", 'Five acolytes (AC 9, HD 1, HTK 4,3,2,5,4, MV 12", AT 1, D 1-6) pray.'),
    ],
    "bx": [
        ("1. Cold Larder", "Two ghouls (AC 6, HD 2, hp 9,7, MV 90' (30'), AT 3, D 1-3) feed."),
        ("2. Vestry", "Five acolytes (AC 9, HD 1, hp 4,3,2,5,4, MV 120' (40'), ML 7) pray."),
    ],
}
# Lines no game's own field decides, in two wordings.
UNDECIDED = [
    (
        "3. Smithy",
        "A brass sentinel (AC 3 HD 4+1 HTK 14 #AT 1 D 1-8) stands here.",
        "brass sentinel",
    ),
    ("4. Ossuary", "An ogre (AC 5, HD 4+1, hp 19, AT 1, D 1-10) sleeps.", "ogre"),
]
TABLE = {"adnd": "adnd_hd_to_or", "bx": "hd_to_or"}


def _pdf(path: Path, fonts: tuple[str, str, float], game: str) -> Path:
    regular, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = 720.0
    for heading, line, *_ in [*DECIDED[game], *UNDECIDED]:
        pdf.setFont(bold, size + 2)
        pdf.drawString(60, y, heading)
        y -= size * 1.8
        pdf.setFont(regular, size)
        pdf.drawString(60, y, line)
        y -= size * 2.4
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


@pytest.mark.parametrize("game", sorted(DECIDED))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_undecided_lines_take_the_pages_game(tmp_path: Path, font: str, game: str) -> None:
    pdf = _pdf(tmp_path / f"larder-{font}-{game}.pdf", FONTS[font], game)
    outcome = convert_one(pdf, ConvertOptions(outdir=tmp_path / "out", force=True))
    assert outcome.status != "failed", outcome.message
    obstacles = _obstacles(tmp_path / "out" / module_slug(pdf.name))
    for _, _, creature in UNDECIDED:
        assert creature in obstacles, sorted(obstacles)
        assert f"(table {TABLE[game]})" in obstacles[creature]["why"], obstacles[creature]["why"]
