"""The generator's 2024 MOD/SAVE grid fits its column, so 5e 2024 blocks set side by side keep
their CR line.

The grid's cells are sized by their contents; beside an image strip (narrow columns) it came out
wider than its column and was drawn over the next column's text. The reader then merged the
two columns and lost the CR of blocks beside each other. No printed module overprints its own
text, so the generator must not either.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pdfplumber
import pytest
from reportlab.lib import colors
from synth.fonts import faces
from synth.generate import make_module
from synth.statlines_wide import modsave_rows
from synth.story_wide import FittedGrid

from converter.pipeline import convert_pdf

# Modern modules (wide set) whose grids overprinted the next column before the grid was fitted.
OVERPRINTED = (89501, 89512, 89524)
# Modern modules, none of them an imposed booklet, that lost a CR line that way.
LOST_CR = (89514, 89515)


def _overprinted(page: Any) -> list[tuple[str, str]]:
    """Pairs of glyphs of ``page`` drawn over each other (beyond kerning's brush of edges)."""
    chars = sorted((c for c in page.chars if c["text"].strip()), key=lambda c: c["x0"])
    found: list[tuple[str, str]] = []
    active: list[Any] = []
    for char in chars:
        active = [a for a in active if a["x1"] > char["x0"] + 0.5]
        for other in active:
            across = min(other["x1"], char["x1"]) - max(other["x0"], char["x0"])
            down = min(other["bottom"], char["bottom"]) - max(other["top"], char["top"])
            if across > 0.3 * min(other["width"], char["width"]) and down > 0.5 * min(
                other["height"], char["height"]
            ):
                found.append((other["text"], char["text"]))
        active.append(char)
    return found


@pytest.mark.parametrize("family", ["times", "helvetica", "dejavu-sans"])
@pytest.mark.parametrize("width", [90.0, 125.0, 170.0, 300.0])
def test_grid_fits_the_width_it_is_given(family: str, width: float) -> None:
    rows = modsave_rows([8, 17, 12, 15, 8, 11])
    grid = FittedGrid(rows, faces(family).regular, 8.0, colors.black)
    fitted, _ = grid.wrap(width, 400.0)
    assert 0 < fitted <= width
    natural, _ = FittedGrid(rows, faces(family).regular, 8.0, colors.black).wrap(1000.0, 400.0)
    if natural <= width:
        assert fitted == natural  # a grid that fits is set as asked, three groups to a row


@pytest.mark.parametrize("seed", OVERPRINTED)
def test_modern_modules_never_overprint_their_text(seed: int) -> None:
    pdf = make_module(seed, "modern", (), "wide").pdf
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        for number, page in enumerate(document.pages, 1):
            assert _overprinted(page) == [], (seed, number)


@pytest.mark.parametrize("seed", LOST_CR)
def test_side_by_side_2024_blocks_keep_their_challenge(tmp_path: Path, seed: int) -> None:
    generated = make_module(seed, "modern", (), "wide")
    path = tmp_path / f"{generated.name}.pdf"
    path.write_bytes(generated.pdf)
    found = {b.name.lower(): b.cr for b in convert_pdf(path).detection.statblocks}
    expected = {
        block["name"].lower(): block["cr"]
        for block in generated.truth["statblocks"]
        if block["style"] == "5e-2024" and block["cr"] is not None
    }
    assert len(expected) >= 3
    assert {name: found.get(name) for name in expected} == expected
