"""Review 4 of issue #11 (docs/mapping-review.md): who is not a foe when the party comes in.
Reinforcements that arrive on a condition are a threat with a trigger, creatures that left
long ago are not there, captives join no fight, a save against someone's power is theirs, a
table of possibilities and a harm done to a ship make no threat. Every text is written for
these tests."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
from stages import encounters_of

from converter.detect.creatures import text_to_arrivals, text_to_creatures
from converter.detect.creatures_stage import find_creatures
from converter.dmd_models import Encounter
from converter.mapping.catalog import CatalogEntry, make_catalog, resolve_creature
from converter.mapping.tables import load_tables
from converter.models import Area, Source, StatBlock
from converter.write.yaml_files import encounter_to_dict
from dmd_rules.encounter import mapping_to_encounter

SRC = Source("module.pdf", 2)
TABLES = load_tables()
SCHEMA = json.loads(
    (Path(__file__).parents[1] / "schemas" / "encounter.schema.json").read_text("utf-8")
)


def present(text: str) -> dict[str, int | None]:
    return {m.name: m.count for m in text_to_creatures(text, SRC)}


def arrivals(text: str) -> dict[str, str]:
    return {m.name: m.trigger for m in text_to_arrivals(text, SRC)}


def convert(text: str, *blocks: StatBlock) -> Encounter:
    area = Area("4", "The gatehouse", 2, text, SRC)
    (area,) = find_creatures([area], blocks)
    encounters, _ = encounters_of(
        [area], list(blocks), tables=TABLES, catalog=make_catalog([]), file="m.pdf"
    )
    return encounters[0]


def block(name: str, hit_dice: str) -> StatBlock:
    return StatBlock(name, 2, "bx", SRC, hit_dice=hit_dice)


def valid(encounter: Encounter) -> None:
    data = {"kind": "encounter", **encounter_to_dict(encounter)}
    data.pop("$schema", None)
    jsonschema.Draft202012Validator(SCHEMA).validate(data)


# ------------------------------------------------------------------ reinforcements


def test_creatures_arriving_on_a_condition_are_reinforcements_not_present() -> None:
    text = "Three bandits dice by the fire. If the horn is blown, 2d4 wolves arrive in 3 rounds."
    assert present(text) == {"bandit": 3}
    assert arrivals(text) == {"wolf": "If the horn is blown"}


def test_creatures_coming_after_a_delay_are_reinforcements() -> None:
    text = "Two goblins guard the stair. The ogres upstairs will come in 1d4 rounds."
    assert present(text) == {"goblin": 2}
    assert arrivals(text) == {"ogre": "will come in 1d4 rounds"}
    assert arrivals("The guards in area 5 will come in 2 rounds.") == {
        "guard": "will come in 2 rounds"
    }
    assert arrivals("Four orcs join the fight after 2 rounds.") == {
        "orc": "join the fight after 2 rounds"
    }


def test_creatures_there_on_a_condition_stay_present() -> None:
    # The party's arrival is no reinforcement, nor is a creature already there that acts.
    assert present("When the party arrives, three goblins are eating.") == {"goblin": 3}
    assert present("When the party enters, two skeletons attack.") == {"skeleton": 2}
    assert present("A troll will come out of the pool if anyone drinks.") == {"troll": 1}
    assert arrivals("When the party enters, two skeletons attack.") == {}


def test_creatures_that_left_long_ago_are_not_present() -> None:
    assert present("The kobolds who dug these tunnels left long ago. Two rats squeak.") == {
        "rat": 2
    }
    # A departure takes its own clause only: the bear that sleeps here now is there.
    assert present("The dwarves are long gone; a lone bear sleeps here.") == {"bear": 1}
    assert present("The dwarves are long gone.") == {}
    # Leaving something behind is no departure of the one who is there.
    assert present("An ogre left the gate open and snores beside it.") == {"ogre": 1}


def test_reinforcements_are_an_area_threat_with_a_trigger_out_of_play() -> None:
    encounter = convert(
        "Three bandits dice by the fire. If the horn is blown, 2d4 wolves arrive in 3 rounds.",
        block("Bandit", "1"),
        block("Wolf", "2"),
    )
    assert [c.name for c in encounter.creatures] == ["bandit"]
    (threat,) = [t for t in encounter.threats if t.trigger]
    assert (threat.name, threat.rating, threat.foe) == ("Reinforcements (wolf)", 1, "wolf")
    assert threat.trigger == "If the horn is blown"
    assert "2d4 (average 5) × wolf" in threat.why and "Trouble 2" in threat.why
    valid(encounter)
    playable = mapping_to_encounter(encounter_to_dict(encounter), "4")
    assert all(t.name != "Reinforcements (wolf)" for t in playable.threats)


# ------------------------------------------------------------------------- captives


def test_charmed_and_chained_people_are_captives_in_no_fight() -> None:
    encounter = convert(
        "The deck holds four lizardmen and six charmed sailors hauling ropes. Two prisoners "
        "sit in chains by the mast.",
        block("Lizardman", "2"),
        block("Sailor", "1"),
        block("Prisoner", "1"),
    )
    roles = {c.name: c.role for c in encounter.creatures}
    assert roles == {"lizardman": None, "sailor": "captive", "prisoner": "captive"}
    sailor = next(c for c in encounter.creatures if c.name == "sailor")
    assert sailor.why is not None and "'charmed sailors'" in sailor.why
    fight_foes = {t.foe for o in encounter.obstacles for t in o.threats if t.foe}
    assert fight_foes == {"lizardman"}
    assert encounter.obstacles[0].name == "Lizardman"
    valid(encounter)


def test_a_slaver_is_no_slave() -> None:
    encounter = convert("Two slavers count their coin.", block("Slaver", "2"))
    assert [c.role for c in encounter.creatures] == [None]
    assert encounter.obstacles[0].name == "Slaver"


# ---------------------------------------------------------- powers, tables, things


def test_a_save_to_disbelieve_is_the_casters_power_not_a_hazard() -> None:
    encounter = convert(
        "Morvath the hag rules the bog, unseen by day, weaving a fog of lies at will (save "
        "vs. spells to disbelieve), and her fear clouds all minds (save vs. spells to resist).",
        block("Hag", "5"),
    )
    assert [o.kind for o in encounter.obstacles] == ["creature"]
    magic = {t.name: t for t in encounter.obstacles[0].threats}["Magic"]
    assert "beside hag" in magic.why
    assert encounter.hazards == ()


def test_a_table_of_possibilities_makes_no_threat() -> None:
    encounter = convert(
        "A sleeping titan floats here. To improvise, roll 1d4: 1. the titan dreams of lava "
        "seas; 2. a cloud of poisonous gas drifts in, save vs. poison; 3. nothing; 4. it wakes."
    )
    assert encounter.threats == () and encounter.obstacles == () and encounter.hazards == ()


def test_damage_to_a_ship_is_no_threat_to_a_character() -> None:
    encounter = convert(
        "Each risky turn, both crews roll 2d6 of hull damage. A jagged reef tears 1d8 damage "
        "to the boat."
    )
    assert [t.name for t in encounter.threats] == []
    lava = convert("Molten rock splashes for 2d6 fire damage.")
    assert [t.name for t in lava.threats] == ["Harm"]


def test_an_arrival_in_a_subordinate_clause_is_someone_elses() -> None:
    text = "Six bats hang in the dark, waiting until a traveller will come near enough to bite."
    assert present(text) == {"bat": 6}
    text = "Five ravens roost here, hoping that prey will come within a few rounds."
    assert present(text) == {"raven": 5} and arrivals(text) == {}


def test_only_the_clause_that_arrives_brings_its_creatures() -> None:
    text = (
        "If the gong sounds, the cultists from the library arrive 2 rounds later, and the wolves "
        "in the kennel howl and wait."
    )
    assert arrivals(text) == {"cultist": "If the gong sounds"}


# ------------------------------------------------------------- catalog by head noun


def test_a_kind_of_a_catalog_creature_takes_the_entry_of_its_head_noun() -> None:
    catalog = make_catalog(
        [
            CatalogEntry("Ghast", cr="2", page=9),
            CatalogEntry("Green Hag", cr="3", page=10),
            CatalogEntry("Sea Hag", cr="2", page=11),
        ]
    )
    kind = resolve_creature("tomb ghast", catalog)
    assert (kind.tier, kind.entry and kind.entry.name) == ("catalog-head", "Ghast")
    assert "a kind of" in kind.why
    # A head noun that is no entry of its own (only "Green Hag", "Sea Hag") gives none.
    assert resolve_creature("swamp hag", catalog).entry is None
    # The printed numbers' veto still holds.
    vetoed = resolve_creature("tomb ghast", catalog, veto=lambda e: "HD 9 disagrees")
    assert vetoed.entry is None and vetoed.vetoed


def test_a_harm_in_brackets_belongs_to_the_creature_named_after_it_there() -> None:
    encounter = convert(
        "The pit is ruled by a smoke ogre, who grows angry fast (bite 2d6, suffer 1d6 damage "
        "from the fumes when inside the cloud around the ogre).",
        block("Ogre", "4"),
    )
    assert encounter.threats == ()  # the ogre's own attack, not a danger of the place
    assert [o.name for o in encounter.obstacles] == ["Ogre"]


# ------------------------------------------------------------- a way in another area


def test_a_thing_useful_against_another_areas_danger_is_a_way_there() -> None:
    areas = [
        Area(
            "3",
            "Pantry",
            2,
            "Shelves of jars. Also a pot of honey. Handy when passing the "
            "bear in #5 because it stops to eat.",
            SRC,
        ),
        Area("5", "Den", 2, "A brown bear sleeps on the straw.", SRC),
        Area("6", "Hall", 2, "A honey pot would be useful against the goblins in area 9.", SRC),
    ]
    areas = list(find_creatures(areas, [block("Bear", "4")]))
    encounters, _ = encounters_of(
        areas, [block("Bear", "4")], tables=TABLES, catalog=make_catalog([]), file="m.pdf"
    )
    (bear,) = encounters[1].obstacles
    (way,) = bear.avoid
    assert way.how == "use a pot of honey (from area 3)"
    assert "printed in area 3 for this area" in way.why
    # A way for an area the module does not have goes nowhere; the pantry keeps none.
    assert encounters[0].obstacles == () and encounters[2].obstacles == ()
