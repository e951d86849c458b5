"""Keyed-area detection on the real module corpus (skips when the corpus is absent)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from stages import areas_with_creatures

from converter.detect.statblocks import find_statblocks
from converter.models import Area, Document

pytestmark = pytest.mark.corpus


@cache
def _document(path: Path) -> Document:
    from converter.read.extract import read_pdf

    return read_pdf(path)


def _truth(corpus: Path, stem: str) -> dict[str, Any]:
    data = yaml.safe_load((corpus / f"{stem}.truth.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _areas(corpus: Path, stem: str) -> tuple[tuple[Area, ...], dict[str, Any]]:
    truth = _truth(corpus, stem)
    doc = _document(corpus / f"{stem}.pdf")
    # the detected blocks, as the pipeline passes them: their boxes place them in areas
    blocks, _block_problems = find_statblocks(doc)
    found, _problems = areas_with_creatures(doc, blocks)
    return found, truth


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _match(found: tuple[Area, ...], truth_areas: list[dict[str, Any]]) -> dict[int, Area]:
    """Truth index -> found area: by key, else by name on the same page ±1."""
    used: set[int] = set()
    matched: dict[int, Area] = {}
    for t, wanted in enumerate(truth_areas):
        for f, area in enumerate(found):
            by_key = wanted["key"] is not None and area.key == wanted["key"]
            by_name = (
                _norm(area.name) == _norm(wanted["name"]) and abs(area.page - wanted["page"]) <= 1
            )
            if f not in used and (by_key or by_name):
                used.add(f)
                matched[t] = area
                break
    return matched


def _check(corpus: Path, stem: str, min_recall: float, min_precision: float) -> None:
    found, truth = _areas(corpus, stem)
    wanted = truth.get("areas") or []
    matched = _match(found, wanted)
    recall = len(matched) / len(wanted) if wanted else 1.0
    precision = len(matched) / len(found) if found else 1.0
    assert recall >= min_recall, f"{stem}: recall {recall:.2f}"
    assert precision >= min_precision, f"{stem}: precision {precision:.2f}"
    names = counts = right = 0
    for t, area in matched.items():
        got = {c.name: c.count for c in area.creatures}
        for creature in wanted[t]["creatures"]:
            names += 1
            if creature["name"] in got:
                counts += 1
                right += got[creature["name"]] == creature["count"]
    if names:
        assert counts / names >= 0.8, f"{stem}: creature recall {counts}/{names}"
        assert right == counts, f"{stem}: counts {right}/{counts}"


@pytest.mark.parametrize(
    ("stem", "min_recall", "min_precision"),
    [
        ("HH_Darkloch", 1.0, 1.0),
        ("osrforge_minimod_Root_Cellar_of_Old_Wenna", 1.0, 1.0),
        ("emacs-org-dnd_example", 1.0, 1.0),
        ("HH_Raising_a_God", 0.9, 1.0),
    ],
)
def test_module_areas(corpus: Path, stem: str, min_recall: float, min_precision: float) -> None:
    _check(corpus, stem, min_recall, min_precision)


def test_darkloch_rooms_do_not_interleave(corpus: Path) -> None:
    found, _truth_data = _areas(corpus, "HH_Darkloch")
    by_key = {a.key: a for a in found}
    assert "greasy arms" in by_key["9"].text
    assert "Two benches" not in by_key["9"].text
    assert "3800gp" in by_key["22"].text
    assert "HD1 AC6" not in by_key["22"].text  # the monster summary box is not room text


@pytest.mark.slow
def test_lgmrd_named_areas_among_hundreds_of_lists(corpus: Path) -> None:
    _check(corpus, "LGMRD_Lazy_GMs_Resource_Document", 1.0, 1.0)


@pytest.mark.slow
def test_reference_guide_has_no_areas(corpus: Path) -> None:
    found, truth = _areas(corpus, "HH_Ref_Guide_2017")
    assert truth["scope"]["areas"] is False
    assert found == ()
