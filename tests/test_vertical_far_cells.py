"""A label alone on its line takes the cell in its row as its value, but never the end of a
sentence of the next text column level with it (docs/extraction.md, "a sentence's end is no
cell"): the case ``a_sentence_end_in_the_next_column_is_no_sheet_value.yaml`` written in two
fonts and sizes, the sheet's text read back."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf
from tests.test_creature_cases_pdf import FONTS, _write_pdf

CASE = (
    Path(__file__).parent
    / "data"
    / "creatures_pdf"
    / "a_sentence_end_in_the_next_column_is_no_sheet_value.yaml"
)


@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_sentence_end_beside_a_label_is_no_value(tmp_path: Path, font: str) -> None:
    lines = yaml.safe_load(CASE.read_text("utf-8"))["lines"]
    pdf = _write_pdf(tmp_path / "sheet.pdf", lines, FONTS[font])
    blocks, _ = find_statblocks(read_pdf(pdf))
    texts = [b.text for b in blocks if b.name == "Gnoll"]
    assert len(texts) == 1
    assert texts[0].startswith("Gnoll: CLIMATE/TERRAIN: Temperate hills;"), texts[0]
