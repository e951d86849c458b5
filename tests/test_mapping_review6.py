"""Review 6 of issue #11 (docs/mapping-review.md): a creature bound fast to the room is a
captive, a chained guard is still a foe, and a same-named block printed where an area runs on
(over a page break or to the next column) is that area's. Every text is written for these tests."""

from __future__ import annotations

from stages import encounters_of

from converter.detect.creatures_stage import find_creatures
from converter.dmd_models import Encounter
from converter.mapping.blocks import name_to_block, nearest_printed
from converter.mapping.catalog import make_catalog
from converter.mapping.tables import load_tables
from converter.models import Area, BBox, Source, StatBlock

SRC = Source("module.pdf", 2)
TABLES = load_tables()


def convert(text: str, *blocks: StatBlock) -> Encounter:
    area = Area("4", "The gaol", 2, text, SRC)
    (area,) = find_creatures([area], blocks)
    encounters, _ = encounters_of(
        [area], list(blocks), tables=TABLES, catalog=make_catalog([]), file="m.pdf"
    )
    return encounters[0]


def block(name: str, hit_dice: str) -> StatBlock:
    return StatBlock(name, 2, "bx", SRC, hit_dice=hit_dice)


def roles(encounter: Encounter) -> dict[str, str | None]:
    return {c.name: c.role for c in encounter.creatures}


def foes(encounter: Encounter) -> set[str]:
    return {t.foe for o in encounter.obstacles for t in o.threats if t.foe}


# ------------------------------------------------------------ bound fast: captives


def test_a_creature_chained_to_the_wall_is_a_captive_in_no_fight() -> None:
    encounter = convert(
        "Three trolls squabble over a sack of turnips. A lone kobold is chained to the wall.",
        block("Troll", "6"),
        block("Kobold", "1"),
    )
    assert roles(encounter) == {"troll": None, "kobold": "captive"}
    kobold = next(c for c in encounter.creatures if c.name == "kobold")
    assert kobold.why is not None and "'kobold is chained to the wall'" in kobold.why
    assert foes(encounter) == {"troll"}


def test_shackled_to_the_oars_and_bound_to_the_altar_are_captives() -> None:
    encounter = convert(
        "Four gnolls crack whips. Ten dwarves are shackled to the oars. An elf lies bound to "
        "the black altar.",
        block("Gnoll", "2"),
        block("Dwarf", "1"),
        block("Elf", "1"),
    )
    assert roles(encounter) == {"gnoll": None, "dwarf": "captive", "elf": "captive"}
    assert foes(encounter) == {"gnoll"}


def test_a_guard_on_a_chain_is_still_a_foe() -> None:
    # Chained by a place (not fast to the room), or chained and guarding: a watchdog.
    assert roles(convert("Two mastiffs are chained by the gate.", block("Mastiff", "2"))) == {
        "mastiff": None
    }
    guarding = convert(
        "Two chained mastiffs guard the gate and snarl at strangers.", block("Mastiff", "2")
    )
    assert list(roles(guarding).values()) == [None]
    lunging = convert(
        "A bear is chained to the wall and lunges at anyone who comes near.", block("Bear", "4")
    )
    assert roles(lunging) == {"bear": None}
    assert lunging.obstacles[0].name == "Bear"


def test_a_captive_noun_stays_a_captive_whatever_it_does() -> None:
    encounter = convert(
        "Two ogres guard five slaves who strain at the oars.",
        block("Ogre", "4"),
        block("Slave", "1"),
    )
    assert roles(encounter) == {"ogre": None, "slave": "captive"}


# ------------------------------------------- a block printed where an area runs on


def _ogre(page: int, top: float, hit_dice: str) -> StatBlock:
    where = Source("m.pdf", page, BBox(40, top, 200, top + 30))
    return StatBlock("Ogres (5)", page, "adnd", where, hit_dice=hit_dice, attacks="3")


def test_an_area_run_on_over_a_page_break_takes_the_block_printed_there() -> None:
    # Area 4 prints its ogres on page 1; area 5 starts at the foot of page 1 and runs on to
    # the top of page 2, where its own ogres are printed; area 6 prints others below.
    area4, area5, area6 = _ogre(1, 300, "4"), _ogre(2, 60, "4+1"), _ogre(2, 400, "5")
    options = (area4, area5, area6)
    foot_of_page_1 = Source("m.pdf", 1, BBox(40, 500, 200, 760))
    blocks = {"ogre": area4}
    match = name_to_block(
        "ogre",
        blocks,
        local=("Ogres (5)",),
        page=1,
        same_named={"ogre": options},
        where=foot_of_page_1,
        count=5,
    )
    assert match.block is area5
    # An area whose text holds no block of the name keeps the one on its page.
    assert nearest_printed(options, foot_of_page_1) is area4
    match = name_to_block(
        "ogre", blocks, page=1, same_named={"ogre": options}, where=foot_of_page_1, count=5
    )
    assert match.block is area4


def test_an_area_run_on_to_the_next_column_takes_the_block_printed_there() -> None:
    left = Source("m.pdf", 1, BBox(40, 500, 200, 760))
    before = StatBlock("Wolf", 1, "bx", Source("m.pdf", 1, BBox(40, 100, 200, 130)), hit_dice="2")
    right = StatBlock("Wolf", 1, "bx", Source("m.pdf", 1, BBox(300, 80, 460, 110)), hit_dice="3")
    assert nearest_printed((before, right), left, listed=True) is right
    assert nearest_printed((before, right), left) is before
