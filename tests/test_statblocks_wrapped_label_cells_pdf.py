"""A 5e stat block set as a label|value table whose label column is too narrow for "Armor
Class": the label wraps in its cell, "Armor" beside the value and "Class" alone under it at
the cell's left edge. The two lines are one label, joined to the value cell on the head's
row, so the block keeps its armour class and its family (failed before: the armour class
was lost, the block read as no known family or broken at the lone "Class" line). The tables
are those of ``test_statblocks_label_cells_pdf``, with a label column as wide as the widest
word of its labels: every one-word label fits, a two-word label wraps between its words."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_factory import column_width
from reportlab.lib.pagesizes import A4, A5
from reportlab.pdfbase.pdfmetrics import stringWidth
from test_statblocks_label_cells_pdf import EXPECTED, WORDINGS, _face, _pdf

from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

CELL_PADDING_PT = 12.0  # a reportlab table cell's left and right padding


@pytest.mark.parametrize(("size", "columns"), [(8.0, 1), (9.0, 1), (7.5, 2)])
@pytest.mark.parametrize("wording", ["armor", "armour"])
@pytest.mark.parametrize("face", ["dejavu", "helvetica", "times"])
def test_a_wrapped_label_cell_is_one_label(
    tmp_path: Path, face: str, wording: str, size: float, columns: int
) -> None:
    bold = _face(face, size).bold
    widest = max(stringWidth(w, bold, size) for label in WORDINGS[wording] for w in label.split())
    share = (widest + CELL_PADDING_PT + 2) / column_width(A4 if columns == 2 else A5, columns)
    pdf = _pdf(tmp_path / "block.pdf", _face(face, size), wording, columns, label_share=share)
    pages = read_pdf(pdf)
    assert "Class" not in [line.text.strip() for line in pages.lines]  # no lone tail
    blocks, _ = find_statblocks(pages)
    assert [(b.name, b.ac, b.hp, b.hit_dice, b.cr) for b in blocks] == EXPECTED
