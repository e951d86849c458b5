"""Mapping stat blocks and areas to D&MD: the seed's own examples and the tables."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import resources

import jsonschema
import pytest
from stages import encounters_of

from converter.errors import RulesError
from converter.mapping.catalog import CatalogEntry, make_catalog
from converter.mapping.creatures import statblock_to_profile
from converter.mapping.numbers import parse_cr, parse_hit_dice
from converter.mapping.tables import OR_TABLES, OTHER_TABLES, Rows, _rows, load_table, load_tables
from converter.models import Area, CreatureMention, Feature, Source, StatBlock

SRC = Source("module.pdf", 4)
TABLES = load_tables()


def troll_5e() -> StatBlock:
    return StatBlock(
        "Troll",
        4,
        "5e",
        SRC,
        ac=15,
        hp=84,
        hit_dice="8d10+40",
        cr="5",
        size="Large",
        type="giant",
        speed="30 ft.",
        features=(
            Feature("Keen Smell", "The troll has advantage on Wisdom (Perception) checks."),
            Feature(
                "Regeneration",
                "The troll regains 10 hit points at the start of its turn. If the troll takes "
                "acid or fire damage, this trait doesn't function at the start of its next turn.",
            ),
            Feature(
                "Multiattack",
                "The troll makes three attacks: one with its bite and two with its claws.",
                "action",
            ),
        ),
    )


def bugbear_5e() -> StatBlock:
    return StatBlock(
        "Bugbear",
        4,
        "5e",
        SRC,
        ac=16,
        hp=27,
        hit_dice="5d8+5",
        cr="1",
        size="Medium",
        type="humanoid (goblinoid)",
        features=(Feature("Brute", "A melee weapon deals one extra die of its damage."),),
    )


def hill_giant_5e() -> StatBlock:
    return StatBlock(
        "Hill Giant",
        4,
        "5e",
        SRC,
        ac=13,
        hp=105,
        hit_dice="10d12+40",
        cr="5",
        size="Huge",
        type="giant",
    )


def threats_of(profile_threats: tuple) -> dict[str, int]:
    return {t.name: t.rating for t in profile_threats}


def area(text: str, *mentions: CreatureMention, blocks: tuple[str, ...] = ()) -> Area:
    return Area("3", "The lair", 4, text, SRC, creatures=mentions, statblocks=blocks)


def mention(name: str, count: int | None, count_text: str | None = None) -> CreatureMention:
    return CreatureMention(name, count, count_text or str(count), SRC)


EMPTY = make_catalog([])


# ------------------------------------------------------------------------ seed examples


def test_seed_bugbear_is_large_1() -> None:
    threats = threats_of(statblock_to_profile(bugbear_5e(), TABLES).threats)
    assert threats.get("Large") == 1


def test_seed_troll_is_huge_2_and_tough_and_regenerates() -> None:
    profile = statblock_to_profile(troll_5e(), TABLES)
    threats = threats_of(profile.threats)
    assert threats["Huge"] == 2
    assert threats["Tough"] >= 1
    assert threats["Regenerates"] >= 1
    size = next(t for t in profile.threats if t.name == "Huge")
    assert "size Large" in size.why and "giant" in size.why and size.page == 4


def test_seed_giant_is_gigantic_3() -> None:
    threats = threats_of(statblock_to_profile(hill_giant_5e(), TABLES).threats)
    assert threats["Gigantic"] == 3


def test_medium_humanoid_without_bulk_has_no_size_threat() -> None:
    orc = StatBlock("Orc", 2, "5e", SRC, hp=15, cr="1/2", size="Medium", type="humanoid (orc)")
    profile = statblock_to_profile(orc, TABLES)
    assert not {"Large", "Huge", "Gigantic"} & set(threats_of(profile.threats))
    assert profile.rating == 2


def test_multiple_opponents_are_threats_not_or() -> None:
    text = "A troll and four goblins squat around a fire pit."
    troll_alone, _ = encounters_of(
        [area(text, mention("troll", 1, "a"))],
        [troll_5e()],
        tables=TABLES,
        catalog=EMPTY,
        file="m.pdf",
    )
    goblin = StatBlock("Goblin", 5, "5e", SRC, hp=7, cr="1/4", size="Small", type="humanoid")
    encounters, _ = encounters_of(
        [area(text, mention("troll", 1, "a"), mention("goblin", 4, "four"))],
        [troll_5e(), goblin],
        tables=TABLES,
        catalog=EMPTY,
        file="m.pdf",
    )
    (obstacle,) = encounters[0].obstacles[:1]
    assert obstacle.name == "Troll" and obstacle.kind == "creature"
    assert obstacle.rating == troll_alone[0].obstacles[0].rating  # extra foes add no OR
    foes = {t.name: t for t in obstacle.threats}["Additional foes (goblin)"]
    assert foes.rating == 4
    assert "each additional foe" in foes.why
    leaders = [o for o in encounters[0].obstacles if o.after is None]
    assert [o.kind for o in leaders].count("creature") == 1


def test_leader_count_beyond_one_is_a_threat() -> None:
    encounters, _ = encounters_of(
        [area("Three trolls.", mention("troll", 3, "three"))],
        [troll_5e()],
        tables=TABLES,
        catalog=EMPTY,
        file="m.pdf",
    )
    threats = threats_of(encounters[0].obstacles[0].threats)
    assert threats["Additional foes (troll)"] == 2


def test_cr_why_names_the_table() -> None:
    profile = statblock_to_profile(troll_5e(), TABLES)
    assert profile.rating == 6
    assert profile.rating_why.startswith("CR 5 → OR 6 (table cr_to_or)")


def test_separate_fight_cue_splits_obstacles() -> None:
    text = "A troll sleeps here. Two bugbears play dice in the next room."
    encounters, _ = encounters_of(
        [area(text, mention("troll", 1, "a"), mention("bugbear", 2, "two"))],
        [troll_5e(), bugbear_5e()],
        tables=TABLES,
        catalog=EMPTY,
        file="m.pdf",
    )
    creatures = [o for o in encounters[0].obstacles if o.kind == "creature" and not o.after]
    assert [o.name for o in creatures] == ["Troll", "Bugbear"]
    assert threats_of(creatures[1].threats)["Additional foes (bugbear)"] == 1
    assert "Additional foes (bugbear)" not in threats_of(creatures[0].threats)


def test_dice_count_is_averaged_with_a_note() -> None:
    encounters, _ = encounters_of(
        [area("1d6 goblins and a troll.", mention("goblin", None, "1d6"), mention("troll", 1))],
        [troll_5e(), StatBlock("Goblin", 4, "5e", SRC, cr="1/4")],
        tables=TABLES,
        catalog=EMPTY,
        file="m.pdf",
    )
    foes = {t.name: t for t in encounters[0].obstacles[0].threats}["Additional foes (goblin)"]
    assert foes.rating == 4 and "average 4" in foes.why


def test_a_mob_beside_a_leader_is_one_horde_threat_then_one_horde_obstacle() -> None:
    encounters, _ = encounters_of(
        [area("A troll and 40 goblins.", mention("troll", 1), mention("goblin", 40))],
        [troll_5e(), StatBlock("Goblin", 4, "5e", SRC, cr="1/4")],
        tables=TABLES,
        catalog=EMPTY,
        file="m.pdf",
    )
    troll, rest = encounters[0].obstacles
    threats = {t.name: t for t in troll.threats}
    assert "Additional foes (goblin)" not in threats
    horde = threats["Horde (goblin)"]
    assert horde.rating == 5 and "40 × goblin" in horde.why and horde.foe == "goblin"
    # When the troll falls the 40 goblins are the next obstacle: a goblin's OR 2 + 2.
    assert rest.after == troll.id and rest.name == "Goblin horde (the rest)"
    assert rest.rating == 2 + 2 and "group_rule.horde_or_bonus" in rest.why
    assert not any(t.name.startswith("Additional foes") for t in rest.threats)


# ----------------------------------------------------------------------- old school


def test_bx_troll_hit_dice_map_like_5e_troll() -> None:
    troll = StatBlock(
        "Troll",
        7,
        "bx",
        SRC,
        ac=4,
        hit_dice="6+3",
        attacks="2 claws, 1 bite",
        special=("regenerates 3 hp per round",),
    )
    catalog = make_catalog(
        [CatalogEntry("Troll", cr="5", size="Large", type="giant", hp=84, page=291)]
    )
    encounters, problems = encounters_of(
        [area("A troll.", mention("troll", 1))],
        [troll],
        tables=TABLES,
        catalog=catalog,
        file="m.pdf",
    )
    obstacle = encounters[0].obstacles[0]
    assert obstacle.rating == 6
    assert "HD 6+3" in obstacle.why and "hd_to_or" in obstacle.why
    threats = threats_of(obstacle.threats)
    assert threats["Huge"] == 2  # size borrowed from the catalog entry
    assert threats["Regenerates"] == 2 and threats["Several attacks"] == 1
    assert threats["Tough"] == 1  # HD 6+ → Tough 1
    assert not problems


def test_fuzzy_size_source_is_vetoed_by_printed_hit_dice() -> None:
    trollish = StatBlock("Trol", 7, "bx", SRC, hit_dice="1")
    catalog = make_catalog([CatalogEntry("Troll", cr="5", size="Large", type="giant")])
    encounters, problems = encounters_of(
        [area("A trol.", blocks=("Trol",))],
        [trollish],
        tables=TABLES,
        catalog=catalog,
        file="m.pdf",
    )
    obstacle = encounters[0].obstacles[0]
    assert obstacle.rating == 2
    assert "Huge" not in threats_of(obstacle.threats)
    assert any(p.rule == "catalog-veto" and "vetoed" in p.message for p in problems)


@pytest.mark.parametrize(
    ("text", "value"),
    [("1/4", 0.25), ("½", 0.5), ("5", 5.0), ("1/8 (25 XP)", 0.125), ("—", None), (None, None)],
)
def test_parse_cr(text: str | None, value: float | None) -> None:
    assert parse_cr(text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [("6+3", 6.5), ("1-1", 0.75), ("½", 0.5), ("3*", 3.0), ("8d10+40", 8.0), ("x", None)],
)
def test_parse_hit_dice(text: str, value: float | None) -> None:
    assert parse_hit_dice(text) == value


# ----------------------------------------------------------------------------- creatures


def test_catalog_resolution_marks_resolved_by() -> None:
    catalog = make_catalog(
        [
            CatalogEntry("Orc", cr="1/2", size="Medium", type="humanoid", hp=15, page=336),
            CatalogEntry("Bandit", cr="1/8", size="Medium", type="humanoid", hp=11),
        ]
    )
    encounters, problems = encounters_of(
        [
            area(
                "3 orcs, 2 brigands and a snerk.",
                mention("orc", 3),
                mention("brigand", 2),
                mention("snerk", 1),
            )
        ],
        [],
        tables=TABLES,
        catalog=catalog,
        file="m.pdf",
    )
    by_name = {c.name: c for c in encounters[0].creatures}
    assert by_name["orc"].resolved_by == "catalog-exact" and by_name["orc"].statblock == "Orc"
    assert by_name["brigand"].resolved_by == "catalog-alias"
    assert by_name["snerk"].resolved_by == "none" and by_name["snerk"].statblock is None
    unresolved = [p for p in problems if p.rule == "creature-unresolved"]
    assert len(unresolved) == 1 and "snerk" in unresolved[0].message
    leader = encounters[0].obstacles[0]
    assert leader.name == "Snerk" and "override" in leader.why  # default OR, flagged
    foes = {t.name: t.rating for t in leader.threats}
    assert foes["Additional foes (orc)"] == 3 and foes["Additional foes (brigand)"] == 2


def test_damage_lists_become_weaknesses_and_strengths() -> None:
    mummy = StatBlock(
        "Mummy",
        9,
        "5e",
        SRC,
        cr="3",
        hp=58,
        size="Medium",
        type="undead",
        vulnerabilities=("fire",),
        resistances=("bludgeoning, piercing, and slashing",),
        immunities=("necrotic", "poison"),
        condition_immunities=("charmed",),
        features=(Feature("Magic Resistance", "advantage on saves"),),
    )
    profile = statblock_to_profile(mummy, TABLES)
    assert [q.name for q in profile.weaknesses] == ["fire"]
    names = [q.name for q in profile.strengths]
    assert "necrotic (damage immunity)" in names and "charmed (condition immunity)" in names
    assert "magic resistance" in names
    assert all(q.why and q.page == 9 for q in profile.weaknesses + profile.strengths)


# ------------------------------------------------------------------------------ room text


def room(text: str) -> tuple:
    encounters, _ = encounters_of([area(text)], [], tables=TABLES, catalog=EMPTY, file="m.pdf")
    return encounters[0]


def test_pit_trap_with_dc_and_damage() -> None:
    encounter = room(
        "A pit trap (DC 15 Dexterity saving throw) opens; a creature takes 11 (2d10) "
        "bludgeoning damage."
    )
    (trap,) = encounter.obstacles
    assert (trap.kind, trap.rating, trap.id) == ("trap", 5, "pit-trap")
    assert "DC 15 → OR 5 (table dc_to_or)" in trap.why
    assert threats_of(trap.threats) == {"Harm": 2}
    assert encounter.hazards[0].name == "pit trap"


def test_locked_door_with_open_doors_penalty() -> None:
    (door,) = room("The door is locked (Open Doors at -1).").obstacles
    assert (door.kind, door.rating) == ("door", 3)
    assert "Open Doors at -1" in door.why


def test_secret_door_is_a_binary_contest() -> None:
    (door,) = room("A secret door in the north wall.").obstacles
    assert (door.kind, door.rating) == ("door", 1)


def test_in_six_and_save_or_die() -> None:
    encounter = room(
        "There is a 1-in-6 chance to hear the ghouls. A poison needle: save vs. poison or die."
    )
    by_kind = {o.kind: o for o in encounter.obstacles}
    assert by_kind["contest"].rating == 3 and "in_six" in by_kind["contest"].why
    assert by_kind["trap"].rating == 5
    assert threats_of(by_kind["trap"].threats) == {"Deadly": 3}


def test_environmental_dangers_are_situation_threats() -> None:
    encounter = room(
        "Flames lick the walls. The chamber is flooded and pitch black; a cave-in threatens."
    )
    assert threats_of(encounter.threats) == {
        "Fire": 2,
        "Flooding": 2,
        "Darkness": 1,
        "Collapse": 2,
    }
    assert all("room_patterns" in t.why and t.page == 4 for t in encounter.threats)
    assert len(encounter.hazards) == 4


def test_obstacle_ids_are_unique_slugs() -> None:
    encounter = room("A pit trap here. Another pit trap there! A secret door. A secret door.")
    ids = [o.id for o in encounter.obstacles]
    assert len(ids) == len(set(ids))
    assert all(i[0].isalnum() and i == i.lower() for i in ids)


def test_encounter_fits_the_schema() -> None:
    from converter.write.yaml_files import encounter_to_dict

    goblin = StatBlock("Goblin", 5, "5e", SRC, hp=7, cr="1/4", size="Small", type="humanoid")
    encounters, _ = encounters_of(
        [
            area(
                "A troll, four goblins and a pit trap (DC 12). Fire rages.",
                mention("troll", 1),
                mention("goblin", 4),
            )
        ],
        [troll_5e(), goblin],
        tables=TABLES,
        catalog=EMPTY,
        file="m.pdf",
    )
    schema = json.loads((resources.files("dmd_schemas") / "encounter.schema.json").read_text())
    jsonschema.validate(encounter_to_dict(encounters[0]), schema)


# --------------------------------------------------------------------------------- tables


@pytest.mark.parametrize("name", OR_TABLES + OTHER_TABLES)
def test_every_table_validates_and_its_schema_is_sound(name: str) -> None:
    schema_text = (resources.files("dmd_schemas") / "tables" / f"{name}.schema.json").read_text()
    jsonschema.Draft202012Validator.check_schema(json.loads(schema_text))
    assert load_table(name)["table"] == name


@pytest.mark.parametrize("name", OR_TABLES)
def test_or_tables_ascend_and_cover_1_to_12(name: str) -> None:
    rows = TABLES.or_tables[name]
    # the first row starts at the measure's lowest value: a creature level starts at -1, a
    # level 0 minion is rated as a standard creature of level -8
    lowest = {"creature_level_to_or": -1, "level_to_or": -8}
    assert rows.starts[0] == lowest.get(name, 0)
    assert list(rows.values) == sorted(rows.values)
    assert rows.values[0] == 1 and rows.values[-1] == 12


def test_rows_must_ascend() -> None:
    with pytest.raises(RulesError, match="ascend"):
        _rows("bad", [{"from": 3, "or": 1}, {"from": 1, "or": 2}], "or")
    assert Rows("r", (0.0, 5.0), (1, 2)).lookup(4.9) == 1


def test_schema_rejects_an_or_above_12() -> None:
    schema = json.loads(
        (resources.files("dmd_schemas") / "tables" / "cr_to_or.schema.json").read_text()
    )
    bad = {"table": "cr_to_or", "rows": [{"from": 0, "or": 13}]}
    assert list(jsonschema.Draft202012Validator(schema).iter_errors(bad))


def test_importing_mapping_does_not_import_spacy() -> None:
    code = (
        "import sys, converter.mapping.encounters, converter.mapping.overrides, "
        "converter.mapping.catalog; "
        "print('spacy' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_generic_mention_lets_a_later_dc_reach_the_specific_trap() -> None:
    encounter = room(
        "The tiles hide a pressure plate. A chain holds a bell. Trap: Swinging Bell. "
        "Each creature must make a DC 15 Dexterity saving throw."
    )
    (trap,) = encounter.obstacles
    assert (trap.name, trap.rating) == ("Pressure plate", 5)
