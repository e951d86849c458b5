"""Stat lines of every family, as data: ``tests/data/statlines/*.yaml``.

Each case holds the printed lines of a page (``**bold**`` opens a bold span, ``# `` marks a
heading set larger, `` || `` splits a line into table cells set apart on its row, ``> ``
indents a line as a value wrapped under its cell) and every stat block that must be found
there, in reading order (name, count, style and the fields listed), plus the
random-encounter rows that must come back as wandering entries. A case lists all the blocks
of its text: one more or one less fails. ``cell_order: columns`` gives a table's cells in
the order a reader gives a table it cuts into columns: each column's cells, then the next's.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from converter.detect.statblocks import find_statblocks
from converter.detect.wandering import find_wandering
from converter.models import BBox, Document, PageText, TextLine, TextSpan

CASES_DIR = Path(__file__).parent / "data" / "statlines"
BODY = 9.5
FIELDS = (
    "ac",
    "hp",
    "hit_dice",
    "cr",
    "size",
    "type",
    "xp",
    "damage",
    "alignment",
    "special",
    "kind",
    "level",
    "role",
)


def _cases() -> list[Any]:
    params = []
    for path in sorted(CASES_DIR.glob("*.yaml")):
        for case in yaml.safe_load(path.read_text("utf-8"))["cases"]:
            params.append(pytest.param(case, id=f"{path.stem}:{case['id']}"))
    return params


def _spans(text: str, size: float) -> tuple[TextSpan, ...]:
    spans = []
    for index, piece in enumerate(re.split(r"\*\*", text)):
        if piece:
            bold = index % 2 == 1
            spans.append(TextSpan(piece, "Case-Bold" if bold else "Case", size, bold, False))
    return tuple(spans)


CELL_STEP = 110.0  # points between the left edges of two table cells on a row
INDENT = 60.0  # points a wrapped value hangs right of the margin


def _line(raw: str, top: float, x0: float) -> TextLine:
    heading = raw.startswith("# ")
    size = BODY + 3.0 if heading else BODY
    spans = _spans(raw[2:] if heading else raw, size)
    text = "".join(span.text for span in spans)
    if heading:
        spans = tuple(TextSpan(s.text, "Case-Bold", size, True, False) for s in spans)
    return TextLine(text, 1, BBox(x0, top, x0 + 4.8 * len(text), top + size), spans)


def _document(lines: list[str], cell_order: str = "rows") -> Document:
    made: list[tuple[int, TextLine]] = []
    for index, raw in enumerate(lines):
        top = 80.0 + 13.0 * index
        indent = INDENT if raw.startswith("> ") else 0.0
        cells = (raw[2:] if indent else raw).split(" || ")
        for column, cell in enumerate(cells):
            made.append((column, _line(cell, top, 60.0 + indent + CELL_STEP * column)))
    if cell_order == "columns":
        made.sort(key=lambda item: item[0])
    page = PageText(number=1, width=612.0, height=792.0, lines=tuple(line for _, line in made))
    return Document(file="case.pdf", path="/tmp/case.pdf", sha256="0" * 64, pages=(page,))


@pytest.mark.parametrize("case", _cases())
def test_statline_case(case: dict[str, Any]) -> None:
    document = _document(case["lines"], case.get("cell_order", "rows"))
    blocks, _ = find_statblocks(document)
    found = [
        {"name": b.name.lower(), "count": b.count, "style": b.style}
        | {k: list(v) if isinstance(v := getattr(b, k), tuple) else v for k in FIELDS}
        for b in blocks
    ]
    expected = case.get("blocks", [])
    assert len(found) == len(expected), found
    for got, want in zip(found, expected, strict=True):
        assert {k: got[k] for k in want} == want, got
    wandering = [
        {"roll": w.roll, "name": w.name, "count_text": w.count_text}
        for w in find_wandering(document)
    ]
    assert wandering == case.get("wandering", [])


@pytest.mark.parametrize("case", _cases())
def test_families_claim_disjoint_lines(case: dict[str, Any]) -> None:
    from converter.detect.statfamilies import FAMILIES

    document = _document(case["lines"], case.get("cell_order", "rows"))
    claimed: frozenset[int] = frozenset()
    for family in FAMILIES.values():
        result = family.find(document, claimed)
        assert not result.claimed & claimed, family.ID
        assert all(found.line in result.claimed for found in result.blocks), family.ID
        claimed |= result.claimed
