"""The itinerant styles of the synthetic module generator (Troika!-, Tunnels & Trolls-, WFRP-,
Monstrous Compendium-, BRP- and Savage Worlds-like stat text), and the older sets left
byte-identical. Each style's print is read back from the PDF with pdfplumber; the converter is
not run here (the set was written blind, and is measured once, in docs/synth.md)."""

from __future__ import annotations

import io
import re
from typing import Any

import pdfplumber
import pytest
from synth.blocks import AreaHeading, Para, RosterTable
from synth.generate import Generated, make_module
from synth.statlines_itinerant import PROFILE_HEADER
from synth.styles import ITINERANT_STYLES, STYLES
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_setup,
)

# One seed per itinerant style, decoys forced, and a second module of three of them.
CASES = [
    (960, "troika", ("decoys",)),
    (961, "tandt", ("decoys",)),
    (962, "wfrp", ("decoys",)),
    (963, "mcsheet", ("decoys",)),
    (964, "brp", ("decoys",)),
    (965, "savage", ("decoys",)),
    (966, "troika", ()),
    (967, "wfrp", ()),
    (968, "savage", ()),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}

# sha256 (first 16 hex) of the PDF and of the truth text of modules of older sets, taken at
# d3ed2c8 (main's head before the itinerant styles were added; reportlab 5.1.0, Pillow 13.0.0,
# DejaVu fonts installed): the six sojourner styles (the last set added, whose switch draw the
# itinerant set shares with another salt), a rambler and a classic module.
PINNED_OLDER = [
    (90000, "sojourner", "b9a2dff96ab933e4", "37df150d36a3dc31"),  # dolmen
    (90001, "sojourner", "16252f7502f00860", "40786dfe68bf829c"),  # headcount
    (90002, "sojourner", "2fae2954a6c4c563", "4c4301a1f946f2c4"),  # hyperline
    (90003, "sojourner", "e7d69b6f88c79ffd", "adc6c85c3803a765"),  # lotfp (fpdf2)
    (90004, "sojourner", "38e9a54799a99738", "346bd262a34ccc52"),  # roomrolls
    (90005, "sojourner", "9eb73537c75e8898", "a8ecc74150800e66"),  # wanderstat
    (91003, "rambler", "60941d639cfc97d4", "038c5346d08c454b"),  # crosstab
    (90000, "classic", "00959d509ec0d6d0", "fa4091639012a3ae"),  # adnd
]


generated, texts = case_fixtures(CASES)


def flat_pages(item: Generated) -> list[str]:
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        return [str(p.extract_text() or "").replace("\n", " ") for p in pdf.pages]


def blocks_with_pages(item: Generated) -> list[tuple[dict[str, Any], str]]:
    """Each block with the text of its page and the next (a block may run over a break)."""
    pages = flat_pages(item)
    return [(b, " ".join(pages[b["page"] - 1 : b["page"] + 1])) for b in item.truth["statblocks"]]


def key_blocks(item: Generated) -> list[tuple[dict[str, Any], str]]:
    """The blocks the key writer printed (not the inline parentheses of ``inline_stats``)."""
    stat_markers = {
        m for b in item.module.blocks if isinstance(b, Para) and b.kind != "body" for m in b.markers
    }
    pairs = zip(item.module.statblocks, blocks_with_pages(item), strict=True)
    return [found for block, found in pairs if block["marker"] in stat_markers]


class TestItinerantSet(StyleSetChecks):
    NAME, STYLES = "itinerant", ITINERANT_STYLES
    AGAIN = (CASES[0], CASES[2], CASES[3], CASES[5])


@pytest.mark.skipif(not pinned_setup(), reason="bytes pinned on reportlab 5.1.0 with DejaVu")
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_itinerant_styles_draw_only_their_share_of_the_switches() -> None:
    for module in modules_drawing_the_wild_share("itinerant", never={"dark_theme"}):
        assert not module.switches & {"letter_sign_keys", "runon_keys"}


def test_fonts_sizes_and_pages_vary_within_the_set() -> None:
    modules = [make_module(seed, style_set="itinerant") for seed in range(89000, 89012)]
    fonts = set()
    for item in modules:
        with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
            page = pdf.pages[-1]
            fonts |= {c["fontname"].split("+")[-1].split("-")[0] for c in page.chars}
    assert len(fonts) >= 3, fonts
    assert len({STYLES[i.module.style].page_sizes for i in modules}) >= 3


def test_troika_blocks_give_stamina_as_hit_points(generated: dict[int, Generated]) -> None:
    for seed in (BY_STYLE["troika"], 966):
        found = key_blocks(generated[seed])
        assert found, seed
        for block, page in found:
            assert block["style"] == "other" and block["ac"] is None, block
            assert re.search(rf"Skill \d+ Stamina {block['hp']} Initiative \d Armour \d", page)
            assert re.search(r"Mien 1 \w+, 2 \w+, 3 \w+, 4 \w+, 5 \w+, 6 \w+", page)


def test_tandt_lines_rate_each_monster(generated: dict[int, Generated]) -> None:
    found = key_blocks(generated[BY_STYLE["tandt"]])
    assert found
    for block, page in found:
        assert block["style"] == "other" and block["hit_dice"] is None, block
        rating = block["hp"]
        assert re.search(
            rf"MR {rating}( each)? \({rating // 10 + 1} dice \+ {rating // 2} adds\)", page
        )


def test_wfrp_profiles_are_grids_under_the_name(generated: dict[int, Generated]) -> None:
    for seed in (BY_STYLE["wfrp"], 967):
        item = generated[seed]
        grids = [b for b in item.module.blocks if isinstance(b, RosterTable)]
        profiles = [g for g in grids if g.header == PROFILE_HEADER]
        found = key_blocks(item)
        assert profiles and len(profiles) == len(found), seed
        for block, page in found:
            assert block["style"] == "other" and block["hp"], block
            assert "M WS BS S T W I A Dex Ld Int Cl WP Fel" in page, block


def test_mcsheets_print_a_label_a_line(generated: dict[int, Generated]) -> None:
    found = key_blocks(generated[BY_STYLE["mcsheet"]])
    assert found
    for block, page in found:
        assert block["style"] == "adnd" and block["hp"] is None, block
        # two columns share the rows pdfplumber reads, so each label is looked for alone
        assert block["name"].upper() in page and "CLIMATE/TERRAIN:" in page, block
        assert f"ARMOR CLASS: {block['ac']} " in page, block
        assert f"HIT DICE: {block['hit_dice']} " in page, block
        assert re.search(r"MORALE: \w+ \(\d+\)", page) and "XP VALUE:" in page


def test_brp_blocks_print_characteristics_and_hit_points(generated: dict[int, Generated]) -> None:
    found = key_blocks(generated[BY_STYLE["brp"]])
    assert found
    for block, page in found:
        assert block["style"] == "other" and block["ac"] is None, block
        assert re.search(r"STR \d+ CON \d+ SIZ \d+ INT \d+ POW \d+ DEX \d+", page)
        assert re.search(rf"Hit Points {block['hp']} Armour \d pts", page), block
        assert re.search(r"Weapons \w[\w ]* \d+%, damage \d*d\d+", page)


def test_savage_runs_give_nothing_but_the_name(generated: dict[int, Generated]) -> None:
    for seed in (BY_STYLE["savage"], 968):
        found = key_blocks(generated[seed])
        assert found, seed
        for block, page in found:
            assert block["style"] == "other", block
            assert all(block[f] is None for f in ("ac", "hp", "hit_dice", "cr")), block
            assert re.search(r"Attributes: Agility d\d+, Smarts d\d+", page)
            assert re.search(r"Pace: \d; Parry: \d+; Toughness: \d+", page)


def test_every_style_keys_its_rooms(generated: dict[int, Generated]) -> None:
    for seed, style, _ in CASES:
        item = generated[seed]
        heads = [b for b in item.module.blocks if isinstance(b, AreaHeading)]
        markers = {a["marker"] for a in item.module.areas}
        assert len(heads) >= 7 and {h.marker for h in heads} <= markers, style
