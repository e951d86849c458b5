"""The group rule as a GM runs a fight: extra foes keep their threats, hordes, the rest after
the leader (table group_rule). Texts are made up for these tests."""

from __future__ import annotations

from stages import encounters_of

from converter.mapping.catalog import make_catalog
from converter.mapping.groups import load_group_rule
from converter.mapping.tables import load_tables
from converter.models import Area, CreatureMention, Source, StatBlock

SRC = Source("camp.pdf", 2)
TABLES = load_tables()
EMPTY = make_catalog([])


def area(text: str, *mentions: CreatureMention) -> Area:
    return Area("7", "Raider camp", 2, text, SRC, creatures=mentions)


def mention(name: str, count: int | None, count_text: str | None = None) -> CreatureMention:
    return CreatureMention(name, count, count_text or str(count), SRC)


CHIEF = StatBlock("Raider Chief", 2, "5e", SRC, cr="3", size="Medium", type="humanoid")
RAIDER = StatBlock("Raider", 2, "5e", SRC, cr="1/8", size="Medium", type="humanoid")
OGRE = StatBlock("Ogre", 2, "5e", SRC, cr="2", size="Large", type="monstrosity")


def camp(text: str, *mentions: CreatureMention) -> tuple:  # type: ignore[type-arg]
    encounters, _ = encounters_of(
        [area(text, *mentions)], [CHIEF, RAIDER, OGRE], tables=TABLES, catalog=EMPTY, file="c.pdf"
    )
    return encounters[0].obstacles


def test_an_extra_foe_keeps_its_own_threats_beside_the_leader() -> None:
    # CR 3 (OR 4) leads a CR 2 (OR 3) ogre: the ogre's Large 1 presses on the chief's fight too.
    chief, rest = camp(
        "The raider chief sits by the fire; an ogre and five raiders squat around it.",
        mention("raider chief", 1),
        mention("ogre", 1, "an"),
        mention("raider", 5, "five"),
    )
    threats = {t.name: t for t in chief.threats}
    assert chief.name == "Raider Chief" and chief.rating == 4
    assert threats["Large (ogre)"].rating == 1 and threats["Large (ogre)"].foe == "ogre"
    assert "kept beside the leader" in threats["Large (ogre)"].why
    assert threats["Additional foes (ogre)"].rating == 1
    assert threats["Additional foes (raider)"].rating == 5
    # When the chief falls, the ogre leads the five raiders: the next obstacle, after the chief.
    assert rest.after == chief.id and rest.name == "Ogre (the rest)" and rest.rating == 3
    rest_threats = {t.name: t.rating for t in rest.threats}
    assert rest_threats == {"Large": 1, "Additional foes (raider)": 5}
    assert "when Raider Chief falls, the 6 left fight on" in rest.why


def test_the_rest_of_one_kind_are_one_fewer() -> None:
    leader, rest = camp("Five raiders dice for boots.", mention("raider", 5, "Five"))
    assert {t.name: t.rating for t in leader.threats} == {"Additional foes (raider)": 4}
    assert rest.after == leader.id
    assert {t.name: t.rating for t in rest.threats} == {"Additional foes (raider)": 3}


def test_a_lone_creature_has_no_rest() -> None:
    (ogre,) = camp("An ogre snores.", mention("ogre", 1, "An"))
    assert ogre.after is None and not ogre.threats[1:]


def test_a_mob_alone_is_one_obstacle_with_a_rating_a_table_can_hold() -> None:
    rule = load_group_rule()
    (horde,) = camp("Three hundred raiders camp in the valley.", mention("raider", 300, "300"))
    assert horde.name == "Raider horde" and horde.after is None
    # one raider's OR 1 + the horde bonus for 100 or more
    assert horde.rating == 1 + (rule.horde_or_bonus.lookup(300) or 0)
    assert not any(t.name.startswith("Additional foes") for t in horde.threats)


def test_a_mob_beside_a_leader_is_one_threat_not_a_die_each() -> None:
    chief, rest = camp(
        "The raider chief and forty raiders hold the pass.",
        mention("raider chief", 1),
        mention("raider", 40, "forty"),
    )
    horde = {t.name: t for t in chief.threats}["Horde (raider)"]
    assert horde.rating == load_group_rule().horde_threat.lookup(40) == 5
    assert rest.name == "Raider horde (the rest)" and rest.after == chief.id


def test_six_raiders_are_still_six_additional_foes_and_seven_a_horde() -> None:
    six, _ = camp(
        "The raider chief and six raiders.", mention("raider chief", 1), mention("raider", 6)
    )
    assert {t.name: t.rating for t in six.threats}["Additional foes (raider)"] == 6
    seven, _ = camp(
        "The raider chief and seven raiders.", mention("raider chief", 1), mention("raider", 7)
    )
    assert {t.name: t.rating for t in seven.threats}["Horde (raider)"] == 4


def test_condition_immunities_that_undo_no_action_are_not_listed() -> None:
    from converter.mapping.creatures import statblock_to_profile

    ooze = StatBlock(
        "Grey Puddle",
        2,
        "5e",
        SRC,
        cr="1/2",
        size="Medium",
        type="ooze",
        condition_immunities=("blinded", "charmed", "exhaustion", "prone"),
    )
    names = [q.name for q in statblock_to_profile(ooze, TABLES).strengths]
    assert names == ["blinded (condition immunity)", "charmed (condition immunity)"]
