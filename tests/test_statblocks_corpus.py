"""Stat-block detection on the real module corpus (skipped when the corpus is absent)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from converter.detect.statblock_common import singular
from converter.detect.statblocks import find_statblocks
from converter.models import StatBlock

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
SMALL = [
    "HH_Darkloch.pdf",
    "HH_Raising_a_God.pdf",
    "HH_Sepulchre_of_the_Clone.pdf",
    "emacs-org-dnd_example.pdf",
    "osrforge_minimod_Root_Cellar_of_Old_Wenna.pdf",
]
FIELDS = ("ac", "hp", "hit_dice", "cr", "size", "type")

pytestmark = pytest.mark.corpus


def _norm(name: str) -> str:
    words = re.findall(r"[\w'-]+", name.lower().replace("’", "'"))
    return " ".join(singular(word) for word in words)


def _read(pdf: str) -> tuple[tuple[StatBlock, ...], list[dict[str, Any]], bool]:
    if not (CORPUS / pdf).exists():
        pytest.skip("corpus folder absent")
    from converter.read import extract

    truth = yaml.safe_load((CORPUS / pdf).with_suffix(".truth.yaml").read_text(encoding="utf-8"))
    blocks, _ = find_statblocks(extract.read_pdf(CORPUS / pdf))
    return blocks, truth.get("statblocks") or [], bool(truth["scope"]["statblocks"])


def _score(blocks: tuple[StatBlock, ...], truth: list[dict[str, Any]]) -> tuple[int, int, int]:
    """Return (matched blocks, right fields, checked fields)."""
    used: set[int] = set()
    matched = right = checked = 0
    for entry in truth:
        for index, block in enumerate(blocks):
            if index in used or abs(block.page - entry["page"]) > 1:
                continue
            if _norm(block.name) == _norm(str(entry["name"])):
                used.add(index)
                matched += 1
                for name in FIELDS:
                    if entry.get(name) is not None:
                        checked += 1
                        right += str(getattr(block, name)) == str(entry[name])
                break
    return matched, right, checked


@pytest.mark.parametrize("pdf", SMALL)
def test_small_corpus_pdfs(pdf: str) -> None:
    blocks, truth, in_scope = _read(pdf)
    if not in_scope:
        assert blocks == ()
        return
    matched, right, checked = _score(blocks, truth)
    assert matched >= 0.75 * len(truth)
    assert len(blocks) <= len(truth) + 2
    assert right == checked


@pytest.mark.slow
@pytest.mark.parametrize(
    ("pdf", "recall"),
    [
        ("HH_Ref_Guide_2017.pdf", 0.93),
        ("SRD_CC_v5.1.pdf", 0.99),
        ("LGMRD_Lazy_GMs_Resource_Document.pdf", 1.0),
    ],
)
def test_large_corpus_pdfs(pdf: str, recall: float) -> None:
    blocks, truth, in_scope = _read(pdf)
    if not in_scope:
        assert blocks == ()
        return
    matched, right, checked = _score(blocks, truth)
    assert matched >= recall * len(truth)
    assert right >= 0.97 * checked
