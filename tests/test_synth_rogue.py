"""The rogue styles of the synthetic module generator, and the older sets left byte-identical."""

from __future__ import annotations

import io
import re

import pdfplumber
import pytest
from synth.blocks import AreaHeading, Bullet, CardGrid, Leaders, RosterTable
from synth.generate import Generated
from synth.styles import ROGUE_STYLES
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    assert_stat_values_on_their_page,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_only,
)

# One seed per rogue style, with switches forced on so the usual noise is typeset too.
CASES = [
    (61, "stattable", ("decoys", "wandering_table", "continued_areas")),
    (62, "typewriter", ("decoys", "hyphenation", "rumour_table")),
    (63, "bestiary", ("decoys", "sidebars")),
    (64, "outline", ("decoys", "numbered_lists", "wandering_table")),
    (65, "cards", ("decoys", "page_background", "credits_page")),
    (66, "typeset", ("decoys", "rumour_table")),
]

# sha256 (first 16 hex) of the PDF and of the truth text of modules of every older set, taken
# before the rogue styles were added (reportlab 5.1.0, Pillow 13.0.0, DejaVu fonts installed):
# the six untamed styles and one module of each of the four sets before them.
PINNED_OLDER = [
    (99000, "untamed", "27d93551a409aa8e", "ad8222d4c1f15113"),  # opd
    (99001, "untamed", "40bbd37640259b16", "9130df1131463703"),  # pf2
    (99002, "untamed", "17b2a262f5649105", "c2b5028e30676a3d"),  # scan
    (99003, "untamed", "3c59485d2c1a8c7e", "567484e797ab7b43"),  # scrambled
    (99004, "untamed", "ede75b56e12af15e", "420dd83ccaed7e27"),  # swcc
    (99005, "untamed", "0febab66dfd90b9f", "efff9bc2956b5c43"),  # wordkeys
    (7, "classic", "a36e24d1ae2475aa", "5be12efee9ccc5c1"),  # web
    (69001, "wide", "92a8e48dca532bf1", "ab9ffa09d20ce3a7"),  # hexcrawl
    (81002, "wild", "807594937d5cac99", "13662414b4e7b3fe"),  # path
    (84003, "feral", "e2686c16e9d01c51", "3399d132aa8d1d83"),  # osrzine
]


generated, texts = case_fixtures(CASES)


class TestRogueSet(StyleSetChecks):
    NAME, STYLES = "rogue", ROGUE_STYLES
    AGAIN = (CASES[0], CASES[4], CASES[5])


@pinned_only
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_rogue_styles_draw_only_their_share_of_the_switches() -> None:
    extra = {"typeset": {"letterspaced"}}
    for module in modules_drawing_the_wild_share("rogue", never={"dark_theme"}, extra=extra):
        if module.style == "typeset":
            assert {"ligatures", "letterspaced"} <= module.switches
        if module.style == "typewriter":
            assert "ligatures" not in module.switches


def test_stat_values_are_printed_on_the_blocks_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """Every truthed AC, hit dice and hit points value is printed on its block's page."""
    assert_stat_values_on_their_page(generated, texts)


def test_stattable_rows_are_the_blocks(generated: dict[int, Generated]) -> None:
    item = generated[61]
    tables = [b for b in item.module.blocks if isinstance(b, RosterTable)]
    assert tables and all(t.header[:3] == ("Name", "No.", "AC") for t in tables)
    markers = [m for t in tables for m in t.markers]
    assert markers == [b["marker"] for b in item.module.statblocks]
    assert all(b["style"] == "bx" for b in item.truth["statblocks"])


def test_typewriter_is_one_monospaced_face(generated: dict[int, Generated]) -> None:
    with pdfplumber.open(io.BytesIO(generated[62].pdf)) as document:
        fonts = {c["fontname"] for page in document.pages for c in page.chars}
    assert fonts and all("Courier" in f for f in fonts)
    labels = [b for b in generated[62].module.blocks if isinstance(b, AreaHeading)]
    assert all(b.name == b.name.upper() for b in labels)


def test_typewriter_truth_lists_both_families_only_where_the_print_tells_none(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """A spaced '(AC 6 HD 1 hp 4/3/2 #AT 1 D 1-6)' prints no move in inches: AD&D and B/X
    are both consistent with it (``styles``); a '(…, MV 9", AT 1, …)' line is AD&D alone."""
    blocks = generated[62].truth["statblocks"]
    # the content stream's order (reading order runs a paragraph into the sidebar beside it)
    text = "".join(page.split("|")[1] for page in texts[62])
    markless = [b for b in blocks if "styles" in b]
    assert markless and all(b["styles"] == ["adnd", "bx"] for b in markless)
    assert all(b["style"] == "adnd" for b in blocks)
    assert len(markless) == text.count("#at")  # one spaced line a block listing both
    assert len(blocks) - len(markless) == len(re.findall(r'mv\d+"', text))  # inches: AD&D


def test_bestiary_areas_hold_no_numbers_and_the_entries_stand_at_the_back(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    truth = generated[63].truth
    last_area = max(a["page"] for a in truth["areas"])
    named = {c["name"] for a in truth["areas"] for c in a["creatures"]}
    blocks = truth["statblocks"]
    assert all(b["page"] >= last_area and b["hp"] is None for b in blocks)
    assert named <= {b["name"].lower() for b in blocks}  # every kind present has its entry
    assert len({b["name"] for b in blocks}) == len(blocks)  # one entry a kind
    assert all("armorclass:" not in texts[63][a["page"] - 1] for a in truth["areas"][:1])


def test_outline_keys_letters_sections_and_bullets(generated: dict[int, Generated]) -> None:
    item = generated[64]
    keys = [a["key"] for a in item.truth["areas"] if a["key"] is not None]
    assert any(k.isalpha() for k in keys) and all(k.isalpha() or k.isdigit() for k in keys)
    assert any(isinstance(b, Bullet) for b in item.module.blocks)
    assert not any(str(a["name"]).startswith("LEVEL") for a in item.truth["areas"])


def test_cards_stand_in_a_grid_after_the_key(generated: dict[int, Generated]) -> None:
    item = generated[65]
    grids = [b for b in item.module.blocks if isinstance(b, CardGrid)]
    assert len(grids) == 1 and grids[0].cards
    assert [c.marker for c in grids[0].cards] == [b["marker"] for b in item.module.statblocks]
    last_area = max(a["page"] for a in item.truth["areas"])
    assert all(b["page"] > last_area for b in item.truth["statblocks"])


def test_typeset_contents_repeat_the_keys_but_are_not_areas(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    item = generated[66]
    contents = next(b for b in item.module.blocks if isinstance(b, Leaders))
    names = [str(a["name"]) for a in item.truth["areas"]]
    assert all(any(n in text for text, _ in contents.entries) for n in names)
    contents_page = next(i for i, t in enumerate(texts[66]) if "contents" in t) + 1
    assert all(a["page"] > contents_page for a in item.truth["areas"])
    with pdfplumber.open(io.BytesIO(item.pdf)) as document:
        chars = "".join(c["text"] for page in document.pages for c in page.chars)
    assert "\ufb01" in chars or "\ufb02" in chars
