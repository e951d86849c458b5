"""The feral styles of the synthetic module generator, and the wild set left byte-identical."""

from __future__ import annotations

import io
import re

import pdfplumber
import pytest
from synth.blocks import AreaHeading, Block5e, Para, StatTable
from synth.generate import Generated, make_module
from synth.styles import FERAL_STYLES
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_only,
)

# One seed per feral style, with switches forced on so the usual noise is typeset too.
CASES = [
    (41, "osrzine", ("decoys", "hyphenation", "wandering_table")),
    (42, "tournament", ("decoys", "continued_areas", "numbered_lists")),
    (43, "chapter", ("decoys", "sidebars", "ligatures")),
    (44, "spread", ("decoys", "runhead_headings")),
    (45, "labyrinth", ("decoys", "rumour_table", "page_background")),
    (46, "gazetteer", ("decoys", "wide_justify", "credits_page")),
]

# sha256 of the PDF and of the truth text of one module of each wild style, taken before the
# feral styles were added (reportlab 5.1.0, Pillow 13.0.0, DejaVu fonts installed).
PINNED_WILD = [
    (81000, "c790ccb652bee001", "1b3a08b5ff5c5443"),
    (81001, "93cc05e2f4af4831", "d868cbceea8c4511"),
    (81002, "807594937d5cac99", "13662414b4e7b3fe"),
    (81003, "82351ad09e88b9d5", "e77e4b9dbd9b06e1"),
    (81004, "a5867cf1226153e9", "6ddb66015347f328"),
    (81005, "c086a489e28b3cff", "6ae26a2de899d96d"),
]


generated, texts = case_fixtures(CASES)


class TestFeralSet(StyleSetChecks):
    NAME, STYLES = "feral", FERAL_STYLES
    AGAIN = (CASES[2], CASES[5])


@pinned_only
@pytest.mark.parametrize(("seed", "pdf", "truth"), PINNED_WILD)
def test_wild_bytes_are_unchanged(seed: int, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, "wild", pdf, truth)


def test_feral_styles_draw_only_the_wild_share_of_the_wide_switches() -> None:
    for module in modules_drawing_the_wild_share("feral"):
        if module.style == "spread":
            assert not module.switches & {"imposed", "image_column"}
        if module.style == "osrzine":
            assert "image_column" not in module.switches


def test_counts_come_in_words_digits_ranges_and_vague_amounts() -> None:
    """Over a run of feral modules, counts are printed every way the set prints them, and an
    unstated amount ("2d4 ghouls", "several ghouls") is a null count in the truth."""
    prose, counts = "", []
    for seed in range(1200, 1224):
        item = make_module(seed, style_set="feral")
        prose += " ".join(b.text for b in item.module.blocks if isinstance(b, Para))
        counts += [c["count"] for a in item.truth["areas"] for c in a["creatures"]]
    assert None in counts and 1 in counts and any(c and c > 2 for c in counts)
    assert re.search(r"\b\dd\d+(\+\d)? \w", prose)  # "2d4 ghouls", "1d4+1 bone rats"
    for phrase in ("Several ", "A pair of ", " are ", "Here dwells "):
        assert phrase.lower() in prose.lower(), phrase
    assert re.search(r"\b(two|three|four|five|six|seven|eight|nine)\b", prose.lower())


def test_each_style_prints_its_own_layout(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    whole = {seed: "".join(pages) for seed, pages in texts.items()}
    zine = generated[41]
    assert all(a["key"] and f"\u00a7{a['key']}" in whole[41] for a in zine.truth["areas"])
    assert re.search(r"\[ac\d+(\[\d+\])?,hd\d", whole[41])
    tourney = generated[42].module.blocks
    assert any(isinstance(b, AreaHeading) and b.name.isupper() and b.tail == ":" for b in tourney)
    assert re.search(r'mv\d+",hd', whole[42]) and "#at1" in whole[42]
    chapter = generated[43]
    last_area = max(a["page"] for a in chapter.truth["areas"])
    assert all(b["page"] >= last_area for b in chapter.truth["statblocks"])  # all in the appendix
    assert any(isinstance(b, Block5e) for b in chapter.module.blocks) and "appendix" in whole[43]
    with pdfplumber.open(io.BytesIO(generated[44].pdf)) as document:
        first = document.pages[0]
        assert first.width > first.height  # a spread: landscape, map beside the key
    assert "no.appearing:" in whole[45] and "armorclass:" in whole[45] and "hitdice:" in whole[45]
    assert any(isinstance(b, StatTable) for b in generated[45].module.blocks)
    gazetteer = generated[46].truth
    assert all(re.fullmatch(r"\d{4}", a["key"]) for a in gazetteer["areas"] if a["key"])
    assert "encounter" in whole[46]
