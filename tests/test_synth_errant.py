"""The errant styles of the synthetic module generator, and the older sets left byte-identical."""

from __future__ import annotations

import pytest
from synth.blocks import AreaHeading, BrewBox, Para, RosterTable, SectionHeading
from synth.generate import Generated
from synth.styles import ERRANT_STYLES
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    assert_stat_values_on_their_page,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_only,
)

# One seed per errant style, with switches forced on so the usual noise is typeset too.
CASES = [
    (81, "becmi", ("decoys", "wandering_table")),
    (82, "wwn", ("decoys", "rumour_table", "hyphenation")),
    (83, "thirteenth", ("decoys", "sidebars")),
    (84, "mork", ("decoys", "numbered_lists", "credits_page")),
    (85, "judges", ("decoys", "wandering_table")),
    (86, "statpair", ("decoys", "continued_areas")),
]

# sha256 (first 16 hex) of the PDF and of the truth text of modules of every older set, taken
# at 6061a75, before the errant styles were added (reportlab 5.1.0, Pillow 13.0.0, DejaVu
# fonts installed): the six stray styles and one module of each of the six sets before them.
PINNED_OLDER = [
    (99700, "stray", "6b52655c33953e87", "d44f2624d51f6340"),  # legend
    (99701, "stray", "859b5e2bde93e673", "c1e8f7f0b66073f0"),  # wiki
    (99702, "stray", "6e2ecc6245c93f09", "a900ef5a7950cc87"),  # fields
    (99703, "stray", "cca334c6f8325830", "a223f33de8f85cb9"),  # fourth
    (99704, "stray", "49430b7a0e7744d6", "abf3f1b773753bc5"),  # homebrew
    (99705, "stray", "6b79fc8bb4bbd484", "355d5ddf852b8bf7"),  # knave
    (99500, "rogue", "bb0af5531b61586f", "a871ea810691967e"),  # outline
    (99003, "untamed", "3c59485d2c1a8c7e", "567484e797ab7b43"),  # scrambled
    (7, "classic", "a36e24d1ae2475aa", "5be12efee9ccc5c1"),  # web
    (69001, "wide", "92a8e48dca532bf1", "ab9ffa09d20ce3a7"),  # hexcrawl
    (81002, "wild", "807594937d5cac99", "13662414b4e7b3fe"),  # path
    (84003, "feral", "e2686c16e9d01c51", "3399d132aa8d1d83"),  # osrzine
]


generated, texts = case_fixtures(CASES)


class TestErrantSet(StyleSetChecks):
    NAME, STYLES = "errant", ERRANT_STYLES
    AGAIN = (CASES[0], CASES[2], CASES[4])


@pinned_only
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_errant_styles_draw_only_their_share_of_the_switches() -> None:
    modules_drawing_the_wild_share("errant", never={"dark_theme"})


def test_stat_values_are_printed_on_the_blocks_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """Every truthed AC, hit dice, hit points and CR value is printed on its block's page."""
    assert_stat_values_on_their_page(generated, texts)


def test_each_style_prints_its_own_family(generated: dict[int, Generated]) -> None:
    families = {81: "bx", 82: "other", 83: "other", 84: "other", 85: "adnd", 86: "5e"}
    for seed, family in families.items():
        blocks = generated[seed].truth["statblocks"]
        assert blocks and {b["style"] for b in blocks} == {family}, seed
        assert all(b["cr"] is None for b in blocks) or family == "5e"


def test_becmi_keys_sit_under_levels_and_lines_carry_thac0(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    item = generated[81]
    keys = [a["key"] for a in item.truth["areas"] if a["key"] and "-" in a["key"]]
    assert keys and all(k[0] in "AB" and k[2:].isdigit() for k in keys)
    levels = [b for b in item.module.blocks if isinstance(b, SectionHeading)]
    assert any(b.text.startswith("Level A:") for b in levels)
    assert "thac0" in "".join(texts[81])


def test_wwn_lines_print_hit_dice_and_ascending_ac_without_hit_points(
    generated: dict[int, Generated],
) -> None:
    item = generated[82]
    assert all(len(a["key"]) == 2 for a in item.truth["areas"] if a["key"] and a["key"].isdigit())
    blocks = item.truth["statblocks"]
    assert all(b["hp"] is None and b["hit_dice"] and b["ac"] >= 10 for b in blocks)


def test_thirteenth_blocks_are_boxed_once_a_kind(generated: dict[int, Generated]) -> None:
    item = generated[83]
    boxes = [b for b in item.module.blocks if isinstance(b, BrewBox)]
    assert [b.block.marker for b in boxes] == [b["marker"] for b in item.module.statblocks]
    assert all("level" in b.block.lines[1][1] for b in boxes)
    names = [b["name"] for b in item.truth["statblocks"]]
    assert len(set(names)) == len(names)
    assert all(b["ac"] and b["hp"] and b["hit_dice"] is None for b in item.truth["statblocks"])


def test_mork_mood_lines_are_not_areas(generated: dict[int, Generated]) -> None:
    item = generated[84]
    headings = [b for b in item.module.blocks if isinstance(b, AreaHeading)]
    assert len(headings) == len(item.truth["areas"]) - sum(
        1 for a in item.truth["areas"] if a["key"] is None
    )
    assert all(b.label.endswith("//") for b in headings)
    assert all(b["ac"] is None for b in item.truth["statblocks"])


def test_judges_creatures_are_named_only_by_their_stat_runs(
    generated: dict[int, Generated],
) -> None:
    item = generated[85]
    leads = [b for b in item.module.blocks if isinstance(b, Para) and b.lead.startswith("Rm ")]
    assert len(leads) == sum(1 for a in item.truth["areas"] if a["key"] is not None)
    present = sum(len(a["creatures"]) for a in item.truth["areas"])
    assert present and present == len(item.truth["statblocks"])
    assert all("HTK" in lead.text for lead in leads if lead.markers[1:])


def test_statpair_tables_hold_the_blocks(generated: dict[int, Generated]) -> None:
    item = generated[86]
    tables = [b for b in item.module.blocks if isinstance(b, RosterTable)]
    assert tables and all(t.header == ("Monster", "Stats") for t in tables)
    assert [m for t in tables for m in t.markers] == [b["marker"] for b in item.module.statblocks]
    assert all(b["hit_dice"] and b["cr"] for b in item.truth["statblocks"])
