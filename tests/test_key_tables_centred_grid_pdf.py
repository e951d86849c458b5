"""Key tables told by their centred cells, with a header row or none, read from reportlab
PDFs (``areas_table_axes``).

Each case of ``tests/data/centred_grids/`` is one page as data: its grids (rows, column
widths, a header row or none, ruled or not, a caption over it), or a page of two justified
columns of numbered prose (``prose``), a type size if not the face's own (``size``), and what must be found: the areas (key, name, words
of their text), or no key-table row at all (``table_rows: 0``). Every case is drawn in
three faces and sizes by ``tests/centred_grids.py`` (cells centred both ways), read with the
real reader and run through ``find_statblocks`` and ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from centred_grids import Grid, build, headed_columns, prose_columns
from text_faces import Face

from converter.detect.areas import find_areas
from converter.detect.areas_table_area import TABLE_EVIDENCE
from converter.detect.statblocks import find_statblocks
from converter.models import Area
from converter.read.extract import read_pdf

CASES = sorted((Path(__file__).parent / "data" / "centred_grids").glob("*.yaml"))
FACES = [
    Face("Times-Roman", "Times-Bold", 9.0),
    Face("Helvetica", "Helvetica-Bold", 8.5),
    Face("Courier", "Courier-Bold", 8.0),
]


def _case(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
    return data


def _draw(path: Path, case: dict[str, Any], face: Face) -> None:
    if "prose" in case:
        prose_columns(path, face, [tuple(entry) for entry in case["prose"]])
        return
    if "headed" in case:
        headed_columns(path, face, [tuple(entry) for entry in case["headed"]])
        return
    grids = [
        Grid(
            face,
            tuple(tuple(row) for row in grid["rows"]),
            tuple(grid["widths"]),
            tuple(grid.get("header", ())),
            grid.get("ruled", True),
            grid.get("caption", ""),
        )
        for grid in case["grids"]
    ]
    build(path, grids, case.get("beside", False))


def _areas(path: Path) -> tuple[Area, ...]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    return find_areas(document, blocks)[0]


@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.body}-{f.size}")
@pytest.mark.parametrize("case_path", CASES, ids=lambda p: p.stem)
def test_centred_grid(tmp_path: Path, case_path: Path, face: Face) -> None:
    case = _case(case_path)
    face = Face(face.body, face.bold, case.get("size", face.size))
    path = tmp_path / "page.pdf"
    _draw(path, case, face)
    areas = _areas(path)
    expect = case["expect"]
    if "table_rows" in expect:
        rows = [a for a in areas if TABLE_EVIDENCE in a.evidence]
        assert len(rows) == expect["table_rows"], [(a.key, a.name) for a in rows]
        return
    wanted = expect["areas"]
    keyed = [a for a in areas if a.key is not None]
    assert [(a.key, a.name) for a in keyed] == [(w["key"], w["name"]) for w in wanted]
    for area, want in zip(keyed, wanted, strict=True):
        for words in want.get("text", []):
            assert words in area.text, (area.key, area.text)
        others = [w for w in wanted if w is not want]
        for other in others:  # no row's cells in another row's area
            for words in other.get("text", []):
                assert words not in area.text or any(words in w for w in want.get("text", [])), (
                    area.key,
                    words,
                    area.text,
                )
