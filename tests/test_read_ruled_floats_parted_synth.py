"""A float a cut of the XY-cut parts is read whole, then the paragraph beside it, then what
stands under its foot (``ruled_floats.cut_round_float``). Checked on a generated WeasyPrint
module (wanderer ``sidebox`` 92035, page 3): area 7's paragraph is shorter than its box, so
area 8's heading clears the box, and the two areas' headings and boxes stand down the left,
their paragraphs down the right; a blank runs across the first box between two of its rows
and the paragraph's lines (the rows set on the prose's baselines), and the page was cut
there. The box was read whole, but then everything under its top was read as one region:
area 8's heading and box, then both paragraphs, so area 7 had no text and area 8 counted
area 7's creatures."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from converter.read.extract import read_pdf


def test_the_paragraph_beside_a_parted_float_is_read_before_the_next_heading() -> None:
    pytest.importorskip("weasyprint")
    from synth.generate import make_module

    item = make_module(92035, "sidebox", (), "wanderer")
    with tempfile.TemporaryDirectory() as folder:
        pdf = Path(folder) / "module.pdf"
        pdf.write_bytes(item.pdf)
        page = read_pdf(pdf).pages[2]
    lines = [" ".join(line.text.split()) for line in page.lines]
    own = next(k for k, line in enumerate(lines) if "Two spider queens" in line)
    assert lines.index("7. Scavengers' Camp") < own < lines.index("8. Reading Room"), lines
    ghouls = next(k for k, line in enumerate(lines) if "dozen ghouls" in line)
    assert lines.index("8. Reading Room") < ghouls, lines
