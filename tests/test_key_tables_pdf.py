"""Key tables with a creatures column, read end to end from reportlab PDFs built here.

Each case of ``tests/data/key_tables/`` is a table as data (header labels, column widths,
the lines of every cell) with what must be found: the areas (key, name, the creatures the
creatures cell lists, with counts), words of their text and the stat blocks' names. A header
label may be wrapped over lines (a narrow cell), a row's key too. Every
case is drawn in two faces and sizes and with two header wordings, then read with the real
reader and run through ``find_statblocks``, ``find_areas`` and ``find_creatures``.
``cells.yaml`` holds creatures cells as lines with the creatures each lists.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.creatures_cells import cell_creatures
from converter.detect.creatures_stage import find_creatures
from converter.detect.statblocks import find_statblocks
from converter.models import Source
from converter.read.extract import read_pdf

CASES = sorted(
    p for p in (Path(__file__).parent / "data" / "key_tables").glob("*.yaml") if p.stem != "cells"
)
LEFT, TOP = 50.0, 700.0


@dataclass(frozen=True)
class Face:
    body: str
    bold: str
    size: float
    gap: float  # between two columns' text


FACES = [
    Face("Times-Roman", "Times-Bold", 9.0, 14.0),
    Face("Helvetica", "Helvetica-Bold", 7.5, 10.0),
]


def _case(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
    return data


def _draw(path: Path, case: dict[str, Any], face: Face, header: list[str]) -> None:
    """The case's table under a title and a line of prose, one row under the other, each
    cell's lines from its column's left, a rule between rows."""
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(face.bold, face.size + 6)
    pdf.drawString(LEFT, 740, case["title"])
    pdf.setFont(face.body, face.size + 1)
    pdf.drawString(LEFT, 722, "The rooms of the map are keyed in the table below.")
    lefts = [LEFT]
    for width in case["widths"][:-1]:
        lefts.append(lefts[-1] + width * face.size / 9.0 + face.gap)
    right = lefts[-1] + case["widths"][-1] * face.size / 9.0
    leading = face.size * 1.25
    pdf.setFont(face.bold, face.size)
    labels = [[label] if isinstance(label, str) else label for label in header]
    for x, label_lines in zip(lefts, labels, strict=True):
        for k, text in enumerate(label_lines):  # a label wrapped in a narrow cell
            if text:
                pdf.drawString(x, TOP - k * leading, text)
    y = TOP - leading * max(len(lines) for lines in labels) - 4
    for row in case["rows"]:
        pdf.line(LEFT, y + leading - 1, right, y + leading - 1)
        for column, (x, lines) in enumerate(zip(lefts, row["cells"], strict=True)):
            for k, text in enumerate(lines):
                key_line = column == 0 and (k == 0 or len(lines[0].split()) > 1)
                _draw_line(pdf, x, y - k * leading, text, face, key_line)
        y -= leading * max(len(cell) for cell in row["cells"]) + case.get("row_gap", 6)
    pdf.showPage()
    pdf.save()


def _draw_line(pdf: canvas.Canvas, x: float, y: float, text: str, face: Face, bold: bool) -> None:
    """One cell line; a lead written "**Oil Store** Soot …" is set in bold, the rest in the
    body face after it (a name cell holding its room's description)."""
    lead, marked, rest = text[2:].partition("**") if text.startswith("**") else ("", "", text)
    if marked:
        pdf.setFont(face.bold, face.size)
        pdf.drawString(x, y, lead)
        x += pdf.stringWidth(lead + " ", face.bold, face.size)
        rest = rest.strip()
    pdf.setFont(face.bold if bold else face.body, face.size)
    pdf.drawString(x, y, rest)


@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
@pytest.mark.parametrize("wording", ["header", "header_alt"])
@pytest.mark.parametrize("case_path", CASES, ids=lambda p: p.stem)
def test_key_table_rows_list_their_creatures(
    tmp_path: Path, case_path: Path, face: Face, wording: str
) -> None:
    case = _case(case_path)
    path = tmp_path / "table.pdf"
    _draw(path, case, face, case[wording])
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    areas = find_creatures(find_areas(document, blocks)[0], blocks)
    expect = case["expect"]
    assert [(a.key, a.name) for a in areas] == [(e["key"], e["name"]) for e in expect["areas"]]
    for area, wanted in zip(areas, expect["areas"], strict=True):
        found = [(c.name, c.count) for c in area.creatures]
        assert found == [(c["name"], c["count"]) for c in wanted["creatures"]], area.key
    by_key = {a.key: a for a in areas}
    for key, words in expect["text_has"].items():
        assert all(word in by_key[key].text for word in words), (key, by_key[key].text)
    names = [b.name.lower() for b in blocks]
    assert sorted(names) == sorted(expect["statblocks"])


CELLS = yaml.safe_load((Path(__file__).parent / "data" / "key_tables" / "cells.yaml").read_text())


@pytest.mark.parametrize("cell", CELLS["cases"], ids=lambda c: c["lines"][0])
def test_creatures_cell_lists_its_creatures(cell: dict[str, Any]) -> None:
    found = cell_creatures(cell["lines"], Source("case.pdf", 1))
    assert [[c.name, c.count] for c in found] == cell["creatures"]
