"""The module's own numbers win (issue #11, item 1): a creature named in an area takes the stat
line printed anywhere in the module for it, matched by head noun and singular/plural; the SRD
catalog is the fallback and its ``why`` says so; two printed blocks sharing the head noun are
ambiguous unless the area or the page decides."""

from __future__ import annotations

import pytest
from stages import encounters_of

from converter.dmd_models import Encounter
from converter.mapping.blocks import name_to_block
from converter.mapping.catalog import CatalogEntry, make_catalog
from converter.mapping.creatures import index_statblocks
from converter.mapping.tables import load_tables
from converter.models import Area, CreatureMention, Problem, Source, StatBlock

TABLES = load_tables()
CATALOG = make_catalog(
    [
        CatalogEntry("Boar", cr="1/4", size="Medium", type="beast", hp=11),
        CatalogEntry("Baboon", cr="0", size="Small", type="beast", hp=3),
        CatalogEntry("Wolf", cr="1/4", size="Medium", type="beast", hp=11),
        CatalogEntry("Ogre", cr="2", size="Large", type="giant", hp=59),
    ]
)


def oldschool(name: str, hit_dice: str, page: int) -> StatBlock:
    return StatBlock(name, page, "bx", Source("m.pdf", page), hit_dice=hit_dice)


def area_with(name: str, count: int | None, page: int = 2) -> Area:
    src = Source("m.pdf", page)
    text = f"A pen of {name}s, snorting."
    return Area("7", "Pen", page, text, src, creatures=(CreatureMention(name, count, "", src),))


def convert(area: Area, blocks: list[StatBlock]) -> tuple[Encounter, tuple[Problem, ...]]:
    encounters, problems = encounters_of(
        [area], blocks, tables=TABLES, catalog=CATALOG, file="m.pdf"
    )
    return encounters[0], problems


def test_a_war_boar_takes_the_bestiarys_boar_not_the_catalog() -> None:
    bestiary = [oldschool("Boar", "3+1", page=9)]  # printed at the back, in no area
    encounter, _ = convert(area_with("war boar", 4), bestiary)
    (entry,) = encounter.creatures
    assert (entry.name, entry.count, entry.statblock, entry.resolved_by) == (
        "war boar",
        4,
        "Boar",
        "module",
    )
    obstacle, rest = encounter.obstacles  # the group rule: the rest fight on after the first
    assert rest.after == obstacle.id
    assert obstacle.rating == 4  # HD 3+1 → OR 4, not the catalog's CR 1/4 → OR 2
    assert obstacle.why.startswith("HD 3+1 → OR 4")
    assert "'war boar' takes stat block 'Boar' p.9 (printed in the module" in obstacle.why


def test_a_plural_takes_a_more_specific_printed_block() -> None:
    encounter, _ = convert(area_with("baboon", None), [oldschool("higher baboons", "2", 1)])
    (entry,) = encounter.creatures
    assert (entry.statblock, entry.resolved_by) == ("higher baboons", "module")
    assert encounter.obstacles[0].rating == 3  # HD 2


def test_the_catalog_is_the_fallback_and_says_so() -> None:
    encounter, problems = convert(area_with("ogre", 1), [oldschool("Boar", "3+1", 9)])
    (obstacle,) = encounter.obstacles
    assert encounter.creatures[0].resolved_by == "catalog-exact"
    assert "no stat block for it printed in the module: SRD catalog fallback" in obstacle.why
    assert not [p for p in problems if p.rule == "creature-block-ambiguous"]


def test_two_printed_blocks_with_one_head_noun_are_ambiguous() -> None:
    blocks = [oldschool("Dire Wolf", "4", 8), oldschool("Winter Wolf", "6", 9)]
    encounter, problems = convert(area_with("wolf", 2), blocks)
    (entry,) = encounter.creatures
    assert entry.resolved_by == "catalog-exact"
    (problem,) = [p for p in problems if p.rule == "creature-block-ambiguous"]
    assert "'Dire Wolf', 'Winter Wolf'" in problem.message
    assert "ambiguous" in encounter.obstacles[0].why


def test_the_block_on_the_mentions_own_page_settles_the_ambiguity() -> None:
    blocks = [oldschool("Dire Wolf", "4", 2), oldschool("Winter Wolf", "6", 9)]
    encounter, problems = convert(area_with("wolf", 2, page=2), blocks)
    assert encounter.creatures[0].statblock == "Dire Wolf"
    assert not [p for p in problems if p.rule == "creature-block-ambiguous"]


@pytest.mark.parametrize(
    ("name", "local", "expected", "how"),
    [
        ("boar", (), "Boar", "exact"),
        ("boars", (), "Boar", "exact"),  # plural of the block's own name
        ("war boar", (), "Boar", "module"),
        ("giant boar", ("Giant Boar",), "Giant Boar", "exact"),
        ("wolf", ("Dire Wolf",), "Dire Wolf", "area"),  # the area's own block decides
        ("goblin", (), None, ""),  # "Goblin Boss" has another head noun
    ],
)
def test_name_to_block(name: str, local: tuple[str, ...], expected: str | None, how: str) -> None:
    blocks = index_statblocks(
        [
            oldschool("Boar", "3+1", 9),
            oldschool("Giant Boar", "5", 9),
            oldschool("Dire Wolf", "4", 3),
            oldschool("Winter Wolf", "6", 3),
            oldschool("Goblin Boss", "2", 3),
        ]
    )
    match = name_to_block(name, blocks, local=local, page=5)
    assert (match.block.name if match.block else None, match.how) == (expected, how)


def test_a_printed_block_without_hd_or_cr_takes_the_catalogs_or() -> None:
    from converter.mapping.creatures import statblock_profile

    printed = StatBlock("Ogre", 4, "other", Source("m.pdf", 4), ac=5)
    profile, _ = statblock_profile(printed, TABLES, CATALOG)
    assert profile.rating == 3  # CR 2 → OR 3
    assert profile.rating_why.startswith("no usable CR or HD printed; CR 2 → OR 3")
    assert "(catalog fallback)" in profile.rating_why
    with_hd = StatBlock("Ogre", 4, "bx", Source("m.pdf", 4), hit_dice="9")
    assert statblock_profile(with_hd, TABLES, CATALOG)[0].rating == 7  # the printed HD wins
