"""Checks shared by the generator tests (``test_synth.py``, ``test_synth_wild.py``,
``test_synth_feral.py``): every truth record is printed where the truth says, so the truth a
bench scores against is fair."""

from __future__ import annotations

import io
import re
import unicodedata
from collections.abc import Mapping
from typing import Any

import pdfplumber
import yaml


def squash(text: str) -> str:
    """Lower case, without whitespace or hyphens (line-end hyphenation splits any word), with
    ligature glyphs (the ``ligatures`` switch) spelled out."""
    return re.sub(r"[\s\u00ad-]+", "", unicodedata.normalize("NFKC", text)).lower()


def page_texts(pdf: bytes) -> list[str]:
    """Each page's text twice over: reading order, and raw content-stream order (rotated text)."""
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        return [
            squash(page.extract_text() or "") + "|" + squash("".join(c["text"] for c in page.chars))
            for page in document.pages
        ]


def assert_areas_on_their_page(truths: Mapping[int, Any], texts: Mapping[int, list[str]]) -> None:
    """Each area's name (and key) is printed on the page its truth gives."""
    for seed, truth in truths.items():
        pages = texts[seed]
        assert len(pages) == truth["source"]["pages"]
        for area in truth["areas"]:
            text = pages[area["page"] - 1]
            assert squash(area["name"]) in text, (seed, area)
            if area["key"] is not None:
                assert squash(area["key"]) in text, (seed, area)


def assert_statblocks_on_their_page(
    truths: Mapping[int, Any],
    texts: Mapping[int, list[str]],
    plurals: Mapping[str, str],
    creatures: bool = False,
) -> None:
    """Each stat block's name, singular or plural (inline lines print the plural in prose:
    "5 scribes (HD 3 …)"), is on its page; with ``creatures``, each area's creatures are named
    on the area's page or the next."""
    for seed, truth in truths.items():
        pages = texts[seed]
        for block in truth["statblocks"]:
            name = block["name"].lower()
            text = pages[block["page"] - 1]
            assert squash(name) in text or squash(plurals[name]) in text, (seed, block)
        if not creatures:
            continue
        for area in truth["areas"]:
            near = "".join(pages[area["page"] - 1 : area["page"] + 1])
            for creature in area["creatures"]:
                names = (squash(creature["name"]), squash(plurals[creature["name"]]))
                assert any(n in near for n in names), (seed, area["name"], creature)


def assert_truths_follow_the_format(generated: Mapping[int, Any]) -> None:
    """Every generated truth passes the format check, reads back as printed, and holds areas
    and stat blocks (``generated``: seed → ``synth.generate.Generated``)."""
    from synth.truth import format_problems

    for seed, item in generated.items():
        assert format_problems(item.truth) == [], seed
        assert yaml.safe_load(item.truth_text) == item.truth
        assert item.truth["areas"] and item.truth["statblocks"], seed


def assert_decoys_are_not_present(generated: Mapping[int, Any]) -> None:
    """A creature a module names only as a decoy ("a mural of wolves") is no present creature
    of its area in the truth, and the modules print at least one decoy."""
    decoys = 0
    for item in generated.values():
        by_marker = {a["marker"]: a for a in item.module.areas}
        for marker, creature in item.module.decoys:
            assert creature not in {c["name"] for c in by_marker[marker]["creatures"]}
            decoys += 1
    assert decoys > 0
