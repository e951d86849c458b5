"""The stray styles of the synthetic module generator, and the older sets left byte-identical."""

from __future__ import annotations

import pytest
from synth.blocks import (
    AreaHeading,
    BrewBox,
    FieldTable,
    Leaders,
    Para,
    RosterTable,
    SectionHeading,
    Sidebar,
    Table,
)
from synth.generate import Generated
from synth.styles import STRAY_STYLES
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    assert_stat_values_on_their_page,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_only,
)

# One seed per stray style, with switches forced on so the usual noise is typeset too.
CASES = [
    (71, "homebrew", ("decoys", "sidebars", "wandering_table")),
    (72, "fields", ("decoys", "continued_areas", "rumour_table")),
    (73, "knave", ("decoys", "hyphenation", "numbered_lists")),
    (74, "legend", ("decoys", "wandering_table")),
    (75, "wiki", ("decoys", "sidebars", "credits_page")),
    (76, "fourth", ("decoys", "page_background")),
]

# sha256 (first 16 hex) of the PDF and of the truth text of modules of every older set, taken
# at a626fb5, before the stray styles were added (reportlab 5.1.0, Pillow 13.0.0, DejaVu
# fonts installed): the six rogue styles and one module of each of the five sets before them.
PINNED_OLDER = [
    (99500, "rogue", "bb0af5531b61586f", "a871ea810691967e"),  # outline
    (99501, "rogue", "637c82209f0eef33", "5a03c79e85b96ce9"),  # stattable
    (99502, "rogue", "ba00729f35d5d19d", "5f13dd7d74b91b40"),  # typeset
    # typewriter: the truth (not the PDF) changed on purpose: its spaced '(AC 6 HD 1 hp 4/3/2
    # #AT 1 D 1-6)' lines list both families they are consistent with (``styles``)
    (99503, "rogue", "526bd4426955ae15", "21fa6bccda624529"),
    (99504, "rogue", "83115640b83fe317", "60aeab4dabbd269b"),  # bestiary
    (99505, "rogue", "7fe5cc99285dc1c4", "84b8ffc8e11559f5"),  # cards
    (99003, "untamed", "3c59485d2c1a8c7e", "567484e797ab7b43"),  # scrambled
    (7, "classic", "a36e24d1ae2475aa", "5be12efee9ccc5c1"),  # web
    (69001, "wide", "92a8e48dca532bf1", "ab9ffa09d20ce3a7"),  # hexcrawl
    (81002, "wild", "807594937d5cac99", "13662414b4e7b3fe"),  # path
    (84003, "feral", "e2686c16e9d01c51", "3399d132aa8d1d83"),  # osrzine
]


generated, texts = case_fixtures(CASES)


class TestStraySet(StyleSetChecks):
    NAME, STYLES = "stray", STRAY_STYLES
    AGAIN = (CASES[0], CASES[3], CASES[5])


@pinned_only
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_stray_styles_draw_only_their_share_of_the_switches() -> None:
    for module in modules_drawing_the_wild_share("stray", never={"dark_theme"}):
        if module.style == "homebrew":
            assert "page_background" in module.switches
        if module.style == "wiki":
            assert not {"imposed", "ligatures", "image_column"} & module.switches


def test_stat_values_are_printed_on_the_blocks_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """Every truthed AC, hit dice, hit points and CR value is printed on its block's page."""
    assert_stat_values_on_their_page(generated, texts)


def test_homebrew_blocks_are_boxed_5e_once_a_kind(generated: dict[int, Generated]) -> None:
    item = generated[71]
    boxes = [b for b in item.module.blocks if isinstance(b, BrewBox)]
    assert [b.block.marker for b in boxes] == [b["marker"] for b in item.module.statblocks]
    blocks = item.truth["statblocks"]
    assert blocks and all(b["style"] in ("5e", "5e-2024") and b["type"] for b in blocks)
    assert len({b["name"] for b in blocks}) == len(blocks)
    assert any(isinstance(b, Sidebar) for b in item.module.blocks)


def test_fields_name_every_label_and_none_where_empty(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    item = generated[72]
    tables = [b for b in item.module.blocks if isinstance(b, FieldTable)]
    leads = [b.lead for b in item.module.blocks if isinstance(b, Para) and b.lead]
    labels = [r[0] for t in tables for r in t.rows] or [lead.rstrip(":") for lead in leads]
    assert {"Monsters", "Traps", "Treasure", "Exits"} <= set(labels)
    empty = [a for a in item.truth["areas"] if not a["creatures"]]
    for area in empty:
        assert (
            "monsters:none" in texts[72][area["page"] - 1]
            or "monstersnone" in texts[72][area["page"] - 1]
        )
    assert all(b["style"] == "bx" for b in item.truth["statblocks"])


def test_knave_lines_are_other_without_hit_dice(generated: dict[int, Generated]) -> None:
    blocks = generated[73].truth["statblocks"]
    assert blocks and all(b["style"] == "other" and b["hit_dice"] is None for b in blocks)
    assert all(b["hp"] is not None and b["cr"] is None for b in blocks)


def test_legend_keys_the_map_table_and_the_index_are_not_areas(
    generated: dict[int, Generated],
) -> None:
    item = generated[74]
    keys = [str(a["key"]) for a in item.truth["areas"] if a["key"]]
    legend = next(b for b in item.module.blocks if isinstance(b, Table) and b.title == "Map Key")
    assert len(legend.rows) == len(keys)
    assert all(not k.isdigit() for k in keys)  # 'L1-3', 'K12', '2.14', '3-7a'
    levels = [b for b in item.module.blocks if isinstance(b, SectionHeading)]
    assert sum(b.text.startswith("Level ") for b in levels) >= 2
    index = [b for b in item.module.blocks if isinstance(b, Leaders)]
    named = {c["name"] for a in item.truth["areas"] for c in a["creatures"]}
    assert len(index) == 1 and len(index[0].entries) == len(named)


def test_wiki_tables_hold_the_blocks(generated: dict[int, Generated]) -> None:
    item = generated[75]
    tables = [b for b in item.module.blocks if isinstance(b, RosterTable)]
    assert tables and all(t.header[:3] == ("Creature", "AC", "HP") for t in tables)
    assert [m for t in tables for m in t.markers] == [b["marker"] for b in item.module.statblocks]
    assert all(b["style"] == "5e" and b["hit_dice"] for b in item.truth["statblocks"])


def test_fourth_blocks_and_setup_lists(generated: dict[int, Generated]) -> None:
    item = generated[76]
    boxes = [b for b in item.module.blocks if isinstance(b, BrewBox)]
    assert boxes and all("Level " in b.block.lines[0][1] for b in boxes)
    setups = [b for b in item.module.blocks if isinstance(b, Para) and b.lead == "Setup"]
    present = [a for a in item.truth["areas"] if a["creatures"]]
    assert len(setups) == len(present)
    assert all(c["count"] for a in present for c in a["creatures"])  # a delve counts them
    blocks = item.truth["statblocks"]
    assert all(b["style"] == "other" and b["ac"] and b["hp"] and b["cr"] is None for b in blocks)
    headings = [b for b in item.module.blocks if isinstance(b, AreaHeading)]
    assert len(headings) == len(item.truth["areas"])


@pytest.mark.parametrize("seed", [99012, 99227])
def test_legend_levels_longer_than_the_place_list_still_generate(seed: int) -> None:
    """Three long levels with sub-areas can need more places than the word list holds; the
    extra places take a second-wing name, and every key still names a place of its own."""
    from synth.generate import make_module

    module = make_module(seed, "legend", ())
    names = [area["name"] for area in module.truth["areas"]]
    assert len(names) > 24
    assert len(set(names)) == len(names)
