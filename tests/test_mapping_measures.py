"""Another game's measure of a creature → OR (docs/mapping.md, "Another game's measure"): a
Troika! Skill, a Tunnels & Trolls Monster Rating, a Savage Worlds Toughness, a percentile
game's Combat (Mothership), a One Ring Attribute Level, a Demon Lord Difficulty, a Cypher
level and a GURPS ST, read from the
block's text and rated by their own tables; each table monotone over every value a block can
print, the same monster landing where ``hd_to_or`` puts it, the why naming the measure."""

from __future__ import annotations

import pytest

from converter.mapping.creatures import statblock_to_rating
from converter.mapping.tables import Tables, load_tables
from converter.models import BBox, Source, StatBlock

TABLES: Tables = load_tables()
SOURCE = Source("winter.pdf", 2, BBox(36, 100, 290, 180))

# The text as a block of each game prints it, {} for the measure.
TEXTS = {
    "skill": "Skill {} Stamina 25 Initiative 1 Armour 1",
    "mr": "MR {} each (5 dice + 25 adds)",
    "toughness": "Attributes: Agility d6, Vigor d8. Pace: 6; Parry: 5; Toughness: {} (1)",
    "combat": "Combat {} · Instinct 35 · Armor Points 5 · Health 20 · Wounds 2",
    "attribute_level": "ATTRIBUTE LEVEL {}, ENDURANCE 20, MIGHT 1, HATE 3, PARRY +1, ARMOUR 2",
    "creature_difficulty": "DIFFICULTY {} Size 1 undead Perception 8 (-2) Defense 10; Health 20",
    "level_and_target": "{} (9) Motive: Hungers for flesh Health: 15 Damage Inflicted: 3 points",
    "st": "ST {}; DX 11; IQ 7; HT 12. Will 10; Per 12. HP 19; FP 12; SM +1. DR 3.",
}
LABELS = {
    "skill": "Skill",
    "mr": "MR",
    "toughness": "Toughness",
    "combat": "Combat",
    "attribute_level": "ATTRIBUTE LEVEL",
    "creature_difficulty": "Difficulty",
    "level_and_target": "level",
    "st": "ST",
}
RANGES = {
    "skill": range(1, 21),
    "mr": range(1, 1001, 7),
    "toughness": range(2, 41),
    "combat": range(5, 100),
    "attribute_level": range(1, 21),
    "creature_difficulty": range(0, 1001, 3),
    "level_and_target": range(0, 13),
    "st": range(1, 121),
}


def _rated(text: str, **fields: object) -> tuple[int, str] | None:
    block = StatBlock("Ogre", 2, "other", SOURCE, text=text, **fields)  # type: ignore[arg-type]
    return statblock_to_rating(block, TABLES)


@pytest.mark.parametrize("measure", sorted(TEXTS))
def test_every_value_rates_in_order_and_names_its_measure(measure: str) -> None:
    last = 0
    for value in RANGES[measure]:
        rated = _rated(TEXTS[measure].format(value))
        assert rated is not None, (measure, value)
        assert 1 <= rated[0] <= 12 and rated[0] >= last, (measure, value)
        assert rated[1].startswith(f"{LABELS[measure]} {value} → OR {rated[0]}")
        assert f"(table {measure}_to_or)" in rated[1]
        last = rated[0]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an ogre of each game lands where hd_to_or puts a B/X ogre (HD 4+1 → OR 5), a troll
        # where it puts a B/X troll (HD 6+3 → OR 6)
        ("Skill 8 Stamina 25 Initiative 1 Armour 1", 5),
        ("MR 50 (6 dice + 25 adds)", 5),
        ("Pace: 7; Parry: 6; Toughness: 11 (1)", 5),
        ("Skill 9 Stamina 35 Initiative 2 Armour 2", 6),
        ("MR 80 (9 dice + 40 adds)", 6),
        ("Pace: 8; Parry: 6; Toughness: 13 (2)", 6),
        # Shadow of the Demon Lord, the Cypher System, GURPS (docs/mapping.md)
        ("OGRE  DIFFICULTY 25 Size 2 giant Perception 9 (-1) Defense 12; Health 50", 5),
        ("4 (12) Motive: Hunts Health: 20 Damage Inflicted: 4 points Armor: 1", 5),
        ("ST 20; DX 11; IQ 8; HT 13. HP 20; FP 13; SM +1. DR 2.", 5),
        ("TROLL  DIFFICULTY 50 Size 2 giant Perception 11 (+1) Defense 14; Health 80", 6),
        ("5 (15) Motive: Hunts Health: 25 Damage Inflicted: 5 points Armor: 2", 6),
        ("ST 22; DX 12; IQ 8; HT 13. HP 24; FP 13; SM +1. DR 2.", 6),
        # a goblin: a starting character's Skill, a low rating, a person's Toughness
        ("Skill 5 Stamina 6 Initiative 1 Armour 0", 2),
        ("MR 14 (2 dice + 7 adds)", 2),
        ("Pace: 6; Parry: 5; Toughness: 5", 2),
        # a percentile game's creature at a starting character's Combat is an ordinary foe,
        # one past the best-trained character's a hard one, one hitting nine in ten the boss
        ("Combat 35 · Instinct 30 · Armor Points 0 · Health 20 · Wounds 1", 3),
        ("Combat 65 · Instinct 40 · Armor Points 10 · Health 40 · Wounds 3", 7),
        ("Combat 90 · Instinct 60 · Armor Points 20 · Health 60 · Wounds 5", 12),
        # a One Ring orc soldier lands where hd_to_or puts a B/X orc, a troll where a troll
        ("ATTRIBUTE LEVEL 4, ENDURANCE 16, MIGHT 1, HATE 3, PARRY +1, ARMOUR 2", 2),
        ("ATTRIBUTE LEVEL 8, ENDURANCE 40, MIGHT 2, HATE 6, PARRY +2, ARMOUR 3", 6),
        ("GOBLIN  DIFFICULTY 5 Size 1/2 faerie Perception 10 (+0) Defense 13; Health 11", 2),
        ("2 (6) Motive: Hoards Health: 6 Damage Inflicted: 2 points Armor: 0", 2),
        ("ST 10; DX 12; IQ 9; HT 11. HP 10; FP 11; SM 0. DR 1.", 2),
    ],
)
def test_the_same_monster_lands_where_hit_dice_put_it(text: str, expected: int) -> None:
    rated = _rated(text)
    assert rated is not None and rated[0] == expected, rated


def test_hit_dice_a_rating_or_a_level_printed_beside_a_measure_still_win() -> None:
    assert _rated("Skill 14 Stamina 40", hit_dice="1")[1].startswith("HD 1")  # type: ignore[index]
    assert _rated("MR 300", cr="1/4")[1].startswith("CR 1/4")  # type: ignore[index]
    assert _rated("Toughness: 20", level="2")[1].startswith("level 2")  # type: ignore[index]


def test_no_measure_printed_is_no_rating() -> None:
    assert _rated("Damage as Sword") is None
    assert _rated("Skills: Fighting d6, Notice d6") is None


@pytest.mark.parametrize(
    ("toughness", "plain", "wild"), [(5, 2, 4), (7, 3, 5), (12, 6, 8), (26, 12, 12)]
)
def test_a_wild_card_is_rated_two_rows_above_its_toughness(
    toughness: int, plain: int, wild: int
) -> None:
    """A Wild Card (the mark before its name, the block's role) takes three wounds where an
    Extra takes one and rolls a Wild Die: rated two rows above its Toughness (docs/mapping.md,
    "Another game's measure"), within the scale; the why names the measure and the role."""
    text = TEXTS["toughness"].format(toughness)
    assert _rated(text)[0] == plain  # type: ignore[index]
    rated = _rated(text, role="Wild Card")
    assert rated is not None and rated[0] == wild, rated
    assert rated[1].startswith(f"Toughness {toughness} → OR {plain} (table toughness_to_or)")
    assert "a Wild Card: 2 rows up" in rated[1]


def test_a_role_no_measure_table_names_changes_nothing() -> None:
    assert _rated(TEXTS["skill"].format(8), role="Wild Card")[0] == 5  # type: ignore[index]
    assert _rated(TEXTS["toughness"].format(7), role="Brute")[0] == 3  # type: ignore[index]
