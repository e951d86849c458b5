"""Fixes from a GM's review of converted modules (docs/mapping-review.md): one obstacle per
door, checks that belong to their trap, named lone checks, no noise threats, saves beside a
creature as its threats, clearer whys."""

from __future__ import annotations

from stages import encounters_of

from converter.dmd_models import Encounter
from converter.mapping.catalog import Catalog, CatalogEntry, make_catalog
from converter.mapping.creatures import singular, statblock_key
from converter.mapping.tables import load_tables
from converter.models import Area, CreatureMention, Source, StatBlock

SRC = Source("module.pdf", 4)
TABLES = load_tables()
EMPTY = make_catalog([])


def mention(name: str, count: int | None, count_text: str | None = None) -> CreatureMention:
    return CreatureMention(name, count, str(count) if count_text is None else count_text, SRC)


def convert(
    text: str,
    *mentions: CreatureMention,
    blocks: tuple[StatBlock, ...] = (),
    catalog: Catalog = EMPTY,
) -> Encounter:
    area = Area("3", "The lair", 4, text, SRC, creatures=mentions)
    encounters, _ = encounters_of(
        [area],
        list(blocks),
        tables=TABLES,
        catalog=catalog,
        file="m.pdf",
    )
    return encounters[0]


def names(encounter: Encounter) -> list[str]:
    return [o.name for o in encounter.obstacles]


# ------------------------------------------------------------------------------- doors


def test_a_door_named_twice_with_two_dcs_is_one_door_with_another_way() -> None:
    encounter = convert(
        "Locked Door. The iron-bound door in the north wall leads to area 4. It is locked; a "
        "character with thieves' tools opens it with a successful DC 12 check to pick the lock, "
        "and a DC 16 Strength check bursts it open, though not quietly."
    )
    (door,) = encounter.obstacles
    assert (door.name, door.kind, door.rating) == ("Locked door", "door", 3)
    assert "DC 12 → OR 3" in door.why
    assert "another way in the text: Strength check (DC 16) → OR 5" in door.why


def test_locked_doors_far_apart_stay_two() -> None:
    encounter = convert(
        "A locked door leads north. The hall is long. Benches line it. Tapestries hang. "
        "At the far end the gate is barred."
    )
    assert names(encounter) == ["Locked door", "Locked door"]


def test_a_padlock_and_a_door_barred_from_inside_are_locks() -> None:
    assert names(convert("An iron grate with a heavy padlock caps the well.")) == ["Locked door"]
    assert names(convert("The door is strong oak and barred from the inside.")) == ["Locked door"]


# ------------------------------------------------------------------------------- traps


def test_checks_after_a_trap_are_other_ways_past_it_not_obstacles() -> None:
    encounter = convert(
        "The strip of tiles is a pressure plate. When weight rests on it, the chain lets go. "
        "Trap: Swinging Bell. Each creature on the strip must make a DC 15 Dexterity saving "
        "throw, taking 22 (4d10) bludgeoning damage on a failed save. The bell then rings. "
        "A DC 14 Wisdom (Perception) check spots the seams, and a DC 13 Dexterity check with "
        "thieves' tools wedges the plate."
    )
    (trap,) = encounter.obstacles
    assert (trap.name, trap.rating) == ("Pressure plate", 5)
    assert "Wisdom (Perception) check (DC 14) → OR 4" in trap.why
    assert "Dexterity check (DC 13) → OR 3" in trap.why
    assert {t.name: t.rating for t in trap.threats} == {"Harm": 3}


def test_adjacent_trap_words_are_one_trap() -> None:
    encounter = convert("A chest with a poison needle dart trap: save vs. poison or die.")
    (trap,) = encounter.obstacles
    assert (trap.name, trap.rating) == ("Poison needle dart trap", 5)
    assert [h.name for h in encounter.hazards] == ["poison needle dart trap"]


def test_plural_spiked_pits_are_a_trap_and_take_bare_damage_dice() -> None:
    (trap,) = convert("The ground has hidden spiked pits (2d6).").obstacles
    assert (trap.kind, trap.name) == ("trap", "Hidden spiked pits")
    assert {t.name: t.rating for t in trap.threats} == {"Harm": 1}


def test_bare_dice_without_an_obstacle_make_no_threat() -> None:
    encounter = convert("Give her some fish or be stabbed (1d6).")
    assert encounter.obstacles == () and encounter.threats == ()


# ------------------------------------------------------------------------- lone checks


def test_a_lone_check_is_named_by_its_skill_and_quotes_its_sentence() -> None:
    (check,) = convert(
        "A healer can attempt a DC 12 Wisdom (Medicine) check to help the victim."
    ).obstacles
    assert (check.kind, check.name, check.rating) == (
        "contest",
        "Wisdom (Medicine) check (DC 12)",
        3,
    )
    assert 'from "A healer can attempt' in check.why


def test_a_lone_save_is_named_after_the_save_unless_its_sentence_names_the_danger() -> None:
    (check,) = convert("Whoever touches the idol must save vs. spells.").obstacles
    assert check.name == "Save vs. spells" and check.rating == 5 and check.kind == "contest"
    encounter = convert("Opening the doors calls down a thunderbolt (save vs. spells).")
    (hazard,) = encounter.obstacles
    assert (hazard.name, hazard.kind, hazard.rating) == ("Thunderbolt", "hazard", 5)
    assert "'thunderbolt' in its sentence" in hazard.why
    assert [h.name for h in encounter.hazards] == ["thunderbolt"]


def test_a_harm_does_not_reach_back_to_a_check_in_the_previous_sentence() -> None:
    encounter = convert("A DC 12 check opens the grate. The vault burns: 11 (2d10) fire damage.")
    (check,) = encounter.obstacles
    assert check.threats == ()
    assert {t.name for t in encounter.threats} == {"Harm"}


def test_a_one_in_six_event_is_no_obstacle_but_a_chance_to_act_is() -> None:
    assert convert("There is a 1 in 6 chance that the ship is on its way back.").obstacles == ()
    (contest,) = convert("There is a 2-in-6 chance to hear the ghouls.").obstacles
    assert contest.rating == 2 and "party's chance" in contest.why


# ----------------------------------------------------------------- dangers of the place


def test_ankle_deep_water_is_no_flood_and_collapsed_ruins_are_no_collapse() -> None:
    encounter = convert(
        "Flooded gallery. The floor is ankle-deep in seep water. The collapsed beams lie about. "
        "A wizard can cast the darkness spell."
    )
    assert encounter.threats == () and encounter.hazards == ()


def test_a_danger_named_twice_is_one_hazard() -> None:
    encounter = convert("Rising water fills the hall. The room floods within minutes.")
    assert [t.name for t in encounter.threats] == ["Flooding"]
    assert len(encounter.hazards) == 1


# ----------------------------------------------------------------------------- creatures


def nixie() -> StatBlock:
    return StatBlock("Nixie", 4, "bx", SRC, hit_dice="1", ac=7)


def test_a_save_beside_a_creature_is_its_threat_not_an_obstacle() -> None:
    encounter = convert(
        "A water cistern guarded by an angry nixie. If you look at her, save vs. spells or be "
        "charmed.",
        mention("nixie", 1, "an"),
        blocks=(nixie(),),
    )
    (obstacle,) = encounter.obstacles
    assert obstacle.kind == "creature"
    magic = {t.name: t for t in obstacle.threats}["Magic"]
    assert magic.rating == 1 and "beside nixie" in magic.why


def test_a_save_or_die_beside_a_creature_is_deadly_on_it() -> None:
    encounter = convert(
        "A giant spider lurks here; its bite: save vs. poison or die.",
        mention("giant spider", 1, "a"),
        blocks=(StatBlock("Giant Spider", 4, "bx", SRC, hit_dice="4"),),
    )
    (spider,) = encounter.obstacles
    assert {t.name: t.rating for t in spider.threats} == {"Poison": 1, "Deadly": 3}


def test_a_creature_in_another_area_is_a_fight_of_its_own_and_says_why() -> None:
    encounter = convert(
        "Four cultists sit here. The goblins in area 3 bar their door.",
        mention("cultist", 4, "Four"),
        mention("goblin", None, "the"),
        blocks=(
            StatBlock("Cultist", 4, "bx", SRC, hit_dice="1"),
            StatBlock("Goblin", 4, "bx", SRC, hit_dice="1-1"),
        ),
    )
    cultist, goblin = [o for o in encounter.obstacles if o.after is None]
    assert "Additional foes (goblin)" not in {t.name for t in cultist.threats}
    assert "a fight of its own: 'in area'" in goblin.why


def test_a_short_name_refers_to_the_creature_named_in_full() -> None:
    encounter = convert(
        "A silt troll makes its lair in the pool. The troll hates fire.",
        mention("silt troll", 1, "A"),
        mention("troll", 1, ""),
        blocks=(StatBlock("Silt Troll", 5, "5e", SRC, cr="5", size="Large", type="giant"),),
    )
    assert [c.name for c in encounter.creatures] == ["silt troll"]
    (troll,) = encounter.obstacles
    assert not any(t.name.startswith("Additional foes") for t in troll.threats)


def test_irregular_plurals_meet_their_singular() -> None:
    assert singular("squidmen") == singular("squidman") == "squidman"
    assert singular("slaves") == "slave"
    assert singular("wolves") == "wolf" and singular("thieves") == "thief"
    assert singular("specimen") == "specimen"
    assert statblock_key("Lizardmen (6)") == "lizardman"


def test_additional_foes_why_shows_number_and_printed_words() -> None:
    encounter = convert(
        "Five goblins and an ogre.",
        mention("goblin", 5, "Five"),
        mention("ogre", 1, ""),
        mention("rat", None, ""),
        blocks=(
            StatBlock("Goblin", 4, "bx", SRC, hit_dice="1-1"),
            StatBlock("Ogre", 4, "bx", SRC, hit_dice="4+1"),
            StatBlock("Rat", 4, "bx", SRC, hit_dice="1/2"),
        ),
    )
    (ogre,) = [o for o in encounter.obstacles if o.after is None]
    whys = {t.name: t.why for t in ogre.threats}
    assert whys["Additional foes (goblin)"].startswith("5 × goblin ('Five'): 5 with the leader")
    assert whys["Additional foes (rat)"].startswith("no count: at least one more foe")


def test_a_catalog_trait_why_names_the_feature_behind_it() -> None:
    boar = CatalogEntry(
        "Boar",
        cr="1/4",
        size="Medium",
        type="beast",
        hp=11,
        page=368,
        features=("Charge", "Relentless (Recharges after a Short or Long Rest)"),
        traits=(("undying", 1),),
    )
    encounter = convert(
        "Four boars root here.", mention("boar", 4, "Four"), catalog=make_catalog([boar])
    )
    tough = {t.name: t for t in encounter.obstacles[0].threats}["Tough"]
    assert "feature 'Relentless (Recharges after a Short or Long Rest)'" in tough.why


def orc() -> StatBlock:
    return StatBlock("Orc", 4, "bx", SRC, hit_dice="1")


def test_a_boss_among_his_kind_raises_the_fight_and_says_so() -> None:
    encounter = convert(
        "5 orcs: the boss and his best friends.", mention("orc", 5), blocks=(orc(),)
    )
    (fight,) = [o for o in encounter.obstacles if o.after is None]
    assert fight.rating == 2 + TABLES.difficulty["leader_bonus"]
    assert "'boss' among the 5 orc" in fight.why and "override" in fight.why
    assert {t.name: t.rating for t in fight.threats}["Additional foes (orc)"] == 4


def test_no_boss_bonus_for_a_lone_creature_or_a_leader_with_its_own_name() -> None:
    alone = convert("The orc boss sleeps.", mention("orc", 1, "The"), blocks=(orc(),))
    assert alone.obstacles[0].rating == 2
    captain = StatBlock("Orc Captain", 4, "bx", SRC, hit_dice="1")
    crew = convert("Two orc captains argue.", mention("orc captain", 2, "Two"), blocks=(captain,))
    assert crew.obstacles[0].rating == 2
