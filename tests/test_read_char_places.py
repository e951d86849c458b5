"""Each character's place on an upright line (``TextLine.char_x``), kept by the reader.

Lines set in three fonts and two sizes, plain and in a two-column table: every line's
characters carry their x, one pair per character of its text, left to right inside the
line's box, a word's letters abutting and a space standing for the gap between words. A line
whose text is rewritten to another length has none (its places no longer match).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table

from converter.read import ENGINE_NAMES, extract

FONTS = ("Helvetica", "Times-Roman", "Courier")
TEXT = "Seven goblins guard the bridge over the chasm."


def _pdf(path: Path, font: str, size: float) -> Path:
    style = ParagraphStyle("body", fontName=font, fontSize=size, leading=size * 1.3)
    table = Table([[Paragraph("Goblin", style), Paragraph("6 [13]", style)]], colWidths=[80, 60])
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(
        [Paragraph(TEXT, style), table]
    )
    return path


@pytest.mark.parametrize("engine", ENGINE_NAMES)
@pytest.mark.parametrize("size", [8.0, 11.0])
@pytest.mark.parametrize("font", FONTS)
def test_every_character_has_its_place(tmp_path: Path, font: str, size: float, engine: str) -> None:
    document = extract.read_pdf(_pdf(tmp_path / "p.pdf", font, size), engine=engine)
    assert [line.text for line in document.lines] == [TEXT, "Goblin 6 [13]"]
    for line in document.lines:
        places = line.char_spans()
        assert places is not None and len(places) == len(line.text)
        starts = [x0 for x0, _ in places]
        assert starts == sorted(starts)
        assert line.bbox.x0 - 0.5 <= starts[0] and places[-1][1] <= line.bbox.x1 + 0.5
        for char, (x0, x1) in zip(line.text, places, strict=True):
            assert x1 >= x0
            if not char.isspace():
                assert x1 - x0 > 0.1 * size  # a glyph as wide as it is drawn
    cells = document.lines[1].char_spans()
    assert cells is not None
    name_end, value_start = cells[len("Goblin") - 1][1], cells[len("Goblin ")][0]
    assert value_start - name_end > size  # the gap between the table's cells, kept


def test_a_rewritten_line_has_no_places(tmp_path: Path) -> None:
    line = extract.read_pdf(_pdf(tmp_path / "p.pdf", "Helvetica", 10.0)).lines[0]
    assert line.char_spans() is not None
    assert replace(line, text=line.text[:-1]).char_spans() is None
