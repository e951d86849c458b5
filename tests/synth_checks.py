"""Checks shared by the generator tests (``test_synth.py``, ``test_synth_wild.py``): every
truth record is printed where the truth says, so the truth a bench scores against is fair."""

from __future__ import annotations

import io
import re
import unicodedata
from collections.abc import Mapping
from typing import Any

import pdfplumber


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
