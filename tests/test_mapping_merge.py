"""A creature named in a room's text takes the stat block printed under the room when the block
is clearly the same creature (same head noun): one entry, one fight, never two."""

from __future__ import annotations

import pytest
from stages import encounters_of

from converter.mapping.blocks import same_creature
from converter.mapping.catalog import CatalogEntry, make_catalog
from converter.mapping.tables import load_tables
from converter.models import Area, CreatureMention, Source, StatBlock

SRC = Source("module.pdf", 7)
TABLES = load_tables()
CATALOG = make_catalog(
    [
        CatalogEntry("Kobold", cr="1/8", size="Small", type="humanoid", hp=5),
        CatalogEntry("Goblin", cr="1/4", size="Small", type="humanoid", hp=7),
        CatalogEntry("Troll", cr="5", size="Large", type="giant", hp=84),
        CatalogEntry("Wolf", cr="1/4", size="Medium", type="beast", hp=11),
    ]
)


def block(name: str, cr: str = "1", count: int | None = None) -> StatBlock:
    return StatBlock(name, 7, "5e", SRC, hp=20, cr=cr, size="Medium", count=count)


def mention(name: str, count: int | None, count_text: str) -> CreatureMention:
    return CreatureMention(name, count, count_text, SRC)


def convert(text: str, mentions: list[CreatureMention], blocks: list[StatBlock]) -> tuple:
    area = Area(
        "4",
        "The Stair",
        7,
        text,
        SRC,
        creatures=tuple(mentions),
        statblocks=tuple(b.name for b in blocks),
    )
    encounters, _ = encounters_of([area], blocks, tables=TABLES, catalog=CATALOG, file="m.pdf")
    return encounters[0]


def creature_obstacles(encounter: object) -> list:
    obstacles = encounter.obstacles  # type: ignore[attr-defined]
    return [o for o in obstacles if o.kind == "creature" and o.after is None]


@pytest.mark.parametrize(
    ("mention_key", "block_key", "same"),
    [
        ("kobold", "kobold", True),
        ("kobold", "kobolds", True),  # plural tolerant
        ("troll", "silt troll", True),  # the block is more specific
        ("giant rat", "rat", True),  # the mention is more specific
        ("goblin", "goblin boss", False),  # head nouns differ: boss ≠ goblin
        ("kobold", "kobold sneak", False),
        ("goblin chief", "goblin boss", False),
        ("dire wolf", "winter wolf", False),  # same head, different modifiers
        ("wolf", "werewolf", False),
    ],
)
def test_same_creature_needs_one_head_noun(mention_key: str, block_key: str, same: bool) -> None:
    assert same_creature(mention_key, block_key) is same


def test_mention_takes_the_block_with_its_own_count() -> None:
    encounter = convert(
        "Kobolds guard the stair.",
        [mention("kobold", None, "")],
        [block("Kobolds (3)", count=3)],
    )
    (entry,) = encounter.creatures
    assert (entry.count, entry.statblock, entry.resolved_by) == (3, "Kobolds (3)", "module")
    (obstacle,) = creature_obstacles(encounter)
    assert obstacle.statblock == "Kobolds (3)"
    foes = {t.name: t.rating for t in obstacle.threats}
    assert foes["Additional foes (kobold)"] == 2


def test_text_count_wins_over_a_block_without_count() -> None:
    encounter = convert(
        "Three trolls wade in the silt.",
        [mention("troll", 3, "Three")],
        [block("Silt Troll", cr="5")],
    )
    (entry,) = encounter.creatures
    assert (entry.name, entry.count) == ("troll", 3)
    assert (entry.statblock, entry.resolved_by) == ("Silt Troll", "module")
    (obstacle,) = creature_obstacles(encounter)
    assert obstacle.name == "Silt Troll"
    assert {t.name: t.rating for t in obstacle.threats}["Additional foes (troll)"] == 2


def test_a_different_head_noun_stays_a_creature_of_its_own() -> None:
    encounter = convert(
        "Three kobolds and their sneak guard the stair.",
        [mention("kobold", 3, "Three")],
        [block("Kobold Sneak", cr="1")],
    )
    by_name = {c.name: c for c in encounter.creatures}
    assert set(by_name) == {"kobold", "Kobold Sneak"}
    assert by_name["kobold"].resolved_by == "catalog-exact"
    assert by_name["Kobold Sneak"].resolved_by == "module"
    assert len(creature_obstacles(encounter)) == 1  # still one fight, the sneak leading


def test_two_candidate_blocks_are_not_a_clear_match() -> None:
    encounter = convert(
        "A wolf howls.",
        [mention("wolf", 1, "A")],
        [block("Dire Wolf", cr="1"), block("Winter Wolf", cr="3")],
    )
    by_name = {c.name: c for c in encounter.creatures}
    assert by_name["wolf"].resolved_by == "catalog-exact"
    assert {"Dire Wolf", "Winter Wolf"} <= set(by_name)


def test_a_block_named_exactly_by_one_mention_is_not_taken_by_another() -> None:
    encounter = convert(
        "A silt troll and two trolls.",
        [mention("silt troll", 1, "A"), mention("troll", 2, "two")],
        [block("Silt Troll", cr="5")],
    )
    statblocks = [c.statblock for c in encounter.creatures]
    assert statblocks.count("Silt Troll") == 1
    assert len(encounter.creatures) == 2


def test_a_block_outside_the_area_is_taken_by_head_noun_too() -> None:
    """The module's own numbers win over the catalog's exact "Troll" (issue #11, item 1)."""
    area = Area("4", "The Stair", 7, "Three trolls.", SRC, creatures=(mention("troll", 3, "3"),))
    encounters, _ = encounters_of(
        [area], [block("Silt Troll", cr="5")], tables=TABLES, catalog=CATALOG, file="m.pdf"
    )
    (entry,) = encounters[0].creatures
    assert entry.resolved_by == "module" and entry.statblock == "Silt Troll"
