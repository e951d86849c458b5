"""Area detection cases as data: ``tests/data/areas/*.yaml`` (format in its README.md).

Each case gives a document's lines with their style and place and the areas that must be
found, in order; one parametrised runner builds the document and checks them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from converter.detect.areas import find_areas
from converter.models import BBox, Document, PageText, TextLine, TextSpan

CASES = sorted((Path(__file__).parent / "data" / "areas").glob("*.yaml"))
COLUMN_WIDTH = 280.0


def _span(text: str, font: str, size: float, bold: bool, italic: bool) -> TextSpan:
    face = font + ("-Bold" if bold else "") + ("-Italic" if italic else "")
    return TextSpan(text, face, size, bold, italic)


def _spans(entry: dict[str, Any]) -> tuple[TextSpan, ...]:
    font, size = entry.get("font", "Serif"), float(entry.get("size", 10))
    if "spans" in entry:
        return tuple(
            _span(
                s["text"],
                font,
                float(s.get("size", size)),
                bool(s.get("bold")),
                bool(s.get("italic")),
            )
            for s in entry["spans"]
        )
    bold, italic = bool(entry.get("bold")), bool(entry.get("italic"))
    out = []
    if entry.get("lead"):
        out.append(_span(entry["lead"] + " ", font, size, True, italic))
    out.append(_span(entry["text"], font, size, bold, italic))
    return tuple(out)


def case_document(case: dict[str, Any]) -> Document:
    """Lay out a case's lines top to bottom in their page and column."""
    pages: dict[int, list[TextLine]] = {}
    tops: dict[tuple[int, int], float] = {}
    page, block = 1, 0
    for entry in case["lines"]:
        page = int(entry.get("page", page))
        column = int(entry.get("column", 0))
        spans = _spans(entry)
        size = max(s.size for s in spans)
        styled = entry.get("bold") or entry.get("lead") or size > 10
        new_block = entry.get("block") == "new" or (styled and not entry.get("wrap"))
        if new_block or pages.get(page) is None:
            block += 1
        top = tops.get((page, column), 40.0) + (6.0 if new_block else 0.0)
        top = float(entry.get("top", top))
        x0 = 50.0 + COLUMN_WIDTH * column + float(entry.get("indent", 0))
        text = "".join(s.text for s in spans)
        box = BBox(x0, top, x0 + min(4.6 * len(text), COLUMN_WIDTH - 20), top + size)
        tops[(page, column)] = top + size * 1.3
        pages.setdefault(page, []).append(TextLine(text, page, box, spans, column, block))
    return Document(
        file="case.pdf",
        path="case.pdf",
        sha256="0" * 64,
        pages=tuple(PageText(n, 612.0, 792.0, tuple(lines)) for n, lines in sorted(pages.items())),
    )


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_area_case(path: Path) -> None:
    case = yaml.safe_load(path.read_text("utf-8"))
    areas, _ = find_areas(case_document(case), ())
    want = [(a["key"], a["name"]) for a in case["areas"]]
    assert [(a.key, a.name) for a in areas] == want
    for area, expected in zip(areas, case["areas"], strict=True):
        assert set(expected.get("evidence", ())) <= set(area.evidence), area.evidence
        assert area.confidence >= expected.get("min_confidence", 0.0)
        for words in expected.get("text_has", ()):
            assert words in area.text, area.text
        assert 0.0 <= area.confidence <= 1.0 and area.evidence
    names = [a.name.casefold() for a in areas]
    for banned in case.get("not_names", ()):
        assert not any(banned.casefold() in name for name in names), banned


def test_cases_exist() -> None:
    assert len(CASES) >= 6
