"""Wandering and random-encounter rows become ``wandering:`` entries (issue #11, item 6): each
row's creature takes the module's printed numbers first (the block on the row's own line, then
by name or head noun), else the catalog; the count expression ("2d6") gives the extra foes; a
row printed in an area's text is written in that area's encounter, never as a creature there."""

from __future__ import annotations

import json
from importlib import resources

import jsonschema

from converter.detect.creatures import area_to_creatures
from converter.dmd_models import Encounter, WanderingRating
from converter.mapping.catalog import CatalogEntry, make_catalog
from converter.mapping.tables import load_tables
from converter.mapping.wandering import place_wandering, rate_wandering
from converter.models import Area, BBox, Source, StatBlock, WanderingEntry
from converter.write.yaml_files import encounter_to_dict, wandering_to_dict

TABLES = load_tables()
CATALOG = make_catalog([CatalogEntry("Goblin", cr="1/4", size="Small", type="humanoid", hp=7)])


def row(roll: str, name: str, count: str, text: str, top: float = 100.0) -> WanderingEntry:
    source = Source("m.pdf", 3, BBox(60.0, top, 300.0, top + 9.0))
    return WanderingEntry(roll, name, count, source, text)


def rated(*rows: WanderingEntry, blocks: tuple[StatBlock, ...] = ()) -> list[WanderingRating]:
    return list(rate_wandering(rows, blocks, TABLES, CATALOG))


def test_a_row_takes_the_stat_block_printed_on_its_own_line() -> None:
    line_block = StatBlock(
        "ash hound", 3, "bx", Source("m.pdf", 3, BBox(200.0, 100.5, 500.0, 109.0)), hit_dice="4"
    )
    (got,) = rated(row("2", "hounds baying", "1d6", "2 1d6 hounds baying"), blocks=(line_block,))
    assert (got.statblock, got.resolved_by) == ("ash hound", "module")
    assert got.rating is not None and got.rating.rating == 5  # HD 4
    assert "wandering row '2 hounds baying' p.3 prints stat block 'ash hound'" in got.rating.why


def test_a_block_in_another_column_at_the_same_height_is_not_the_rows() -> None:
    far = StatBlock(
        "ash hound", 3, "bx", Source("m.pdf", 3, BBox(320.0, 100.0, 560.0, 109.0)), hit_dice="4"
    )
    (got,) = rated(row("8", "lost child", "", "8 lost child"), blocks=(far,))
    assert got.rating is None and got.statblock is None


def test_a_row_takes_a_printed_block_by_head_noun_and_counts_its_dice() -> None:
    bestiary = (StatBlock("Cave Goblin", 9, "bx", Source("m.pdf", 9), hit_dice="1-1"),)
    (got,) = rated(row("1-3", "goblin", "2d6", "1-3 2d6 goblins"), blocks=bestiary)
    assert (got.statblock, got.resolved_by) == ("Cave Goblin", "module")
    assert got.rating is not None and got.rating.rating == 1  # HD 1-1, not the catalog's 1/4
    foes = {t.name: t for t in got.rating.threats}["Additional foes (goblin)"]
    assert foes.rating == 6 and "2d6 (average 7)" in foes.why


def test_the_catalog_is_the_fallback_and_a_non_creature_gets_no_numbers() -> None:
    goblin, rain = rated(row("1", "goblin", "3", "1 3 goblins"), row("2", "rain", "", "2 rain"))
    assert goblin.resolved_by == "catalog-exact" and goblin.rating is not None
    assert "SRD catalog fallback" in goblin.rating.why
    assert {t.name: t.rating for t in goblin.rating.threats}["Additional foes (goblin)"] == 2
    assert rain.rating is None and "dmd" not in wandering_to_dict(rain.entry, rain)


def test_a_table_printed_in_a_room_belongs_to_that_room_not_its_creatures() -> None:
    text = (
        "The Kiln. Two goblins stoke the oven. Wandering monsters (1 in 6): 1-4 goblin "
        "(1d4), 5-6 rain."
    )
    kiln = Area("6", "The Kiln", 3, text, Source("m.pdf", 3))
    hall = Area("7", "Hall", 3, "An empty hall.", Source("m.pdf", 3))
    rows = rated(
        row("1-4", "goblin", "1d4", "1-4 goblin (1d4)"), row("5-6", "rain", "", "5-6 rain")
    )
    encounters, placed = place_wandering([Encounter(kiln), Encounter(hall)], rows)
    assert [w.area for w in placed] == ["6", "6"]
    (only,) = encounters[0].wandering  # the row without numbers stays in module.yaml only
    assert only.entry.name == "goblin" and encounters[1].wandering == ()
    creatures = {c.name: c.count for c in area_to_creatures(kiln, ())}
    assert creatures == {"goblin": 2}  # the two stokers, not the table's 1d4
    schema = json.loads(resources.files("schemas").joinpath("encounter.schema.json").read_text())
    written = encounter_to_dict(encounters[0])
    jsonschema.Draft202012Validator(schema).validate(written)
    assert written["wandering"][0]["count_text"] == "1d4"
    assert written["wandering"][0]["dmd"]["rating"] == 2


def test_a_row_is_placed_by_its_words_not_by_a_bare_roll() -> None:
    room = Area("5", "Counting House", 3, "2 ghouls copy old scrolls.", Source("m.pdf", 3))
    rows = rated(row("2", "goblin", "", "2"), row("3", "goblin", "", "3 Goblin"))
    _, placed = place_wandering([Encounter(room)], rows)
    assert [w.area for w in placed] == [None, None]


def test_a_table_under_a_level_heading_belongs_to_that_levels_areas() -> None:
    from test_statlines_cases import _document

    from converter.detect.wandering import find_wandering, place_in_levels

    printed = [
        "# The Old Mine",
        "The mine was dug by dwarves long ago and is now full of goblins and worse things.",
        "# Level One",
        "Wandering Monsters (roll 1d6)",
        "1-3 2d4 goblins",
        "4-6 Salt Crab",
        "Check each hour the party spends on this level of the mine.",
        "1. Gate House. Goblins sit around a fire and sing songs about their old chief.",
        "2. Long Hall. The hall is empty but for dust, bones and a broken cart.",
        "# Level Two",
        "3. Deep Pool. A crab waits in the cold water under the broken ledge.",
    ]
    document = _document(printed)
    lines = document.lines

    def area(key: str, index: int) -> Area:
        return Area(
            key, printed[index], 1, printed[index], Source("case.pdf", 1, lines[index].bbox)
        )

    areas = [area("1", 7), area("2", 8), area("3", 10)]
    rows = place_in_levels(document, find_wandering(document), areas)
    assert [(r.roll, r.level, r.level_areas) for r in rows] == [
        ("1-3", "Level One", ("1", "2")),
        ("4-6", "Level One", ("1", "2")),
    ]
    title_table = place_in_levels(document, find_wandering(document), areas[:2])
    assert all(r.level is None for r in title_table)  # a section with every area is no level
    (written,) = [wandering_to_dict(r, None) for r in rows[:1]]
    assert written["level"] == {"name": "Level One", "areas": ["1", "2"]}


def test_every_block_is_rated_also_one_printed_only_in_a_wandering_table() -> None:
    """Issue #11, item 2: a block that sits in no area gets its D&MD numbers in module.yaml."""
    from test_statlines_cases import _document

    from converter.detect.statblocks import find_statblocks
    from converter.detect.wandering import find_wandering
    from converter.mapping.creatures import rate_statblocks

    document = _document(
        [
            "Random Encounters (roll 1d6)",
            "1-3 Grave Mole (AC 8, HD 1, hp 4)",
            "4-6 Sextons (2): AC 8, HD 6, hp 30",
        ]
    )
    blocks, _ = find_statblocks(document)
    ratings = rate_statblocks(blocks, TABLES, CATALOG)
    assert [(b.name.lower(), r.rating) for b, r in zip(blocks, ratings, strict=True)] == [
        ("grave mole", 2),
        ("sexton", 6),
    ]
    rows = rated(*find_wandering(document), blocks=tuple(blocks))
    assert [(r.statblock, r.rating.rating if r.rating else None) for r in rows] == [
        (blocks[0].name, 2),
        (blocks[1].name, 6),
    ]
