"""A block of characteristics' Hit Points → OR (``rules/tables/characteristics_hp_to_or.yaml``,
docs/mapping.md "Characteristics' Hit Points"): a BRP-like block ("STR 14 CON 12 SIZ 13 INT 8
POW 9 DEX 11", "Hit Points 13", weapon percentages) prints no hit dice, challenge rating or
level, so its Hit Points rate it, the same monster landing where ``hd_to_or`` puts the B/X
one; hit points of any other grammar are not rated by that table."""

from __future__ import annotations

import pytest

from converter.mapping.creatures import statblock_to_rating
from converter.mapping.tables import Tables, load_tables
from converter.models import BBox, Source, StatBlock

TABLES: Tables = load_tables()
SOURCE = Source("caves.pdf", 3, BBox(36, 100, 290, 180))
BLOCK = (
    "STR {str} CON {con} SIZ {siz} INT 8 POW 9 DEX 11\n"
    "Hit Points {hp} Armour 2 pts (hide) Move 8\nWeapons Club 45%, damage 1d6"
)


def _rated(hp: int, text: str | None = None, **fields: object) -> tuple[int, str] | None:
    text = text or BLOCK.format(str=14, con=12, siz=13, hp=hp)
    block = StatBlock("Ogre", 3, "other", SOURCE, hp=hp, text=text, **fields)  # type: ignore[arg-type]
    return statblock_to_rating(block, TABLES)


@pytest.mark.parametrize(
    ("con", "siz", "expected"),
    [
        (11, 13, 2),  # a man or an orc: (CON + SIZ) / 2 = 12, where HD 1 puts a B/X orc
        (10, 7, 2),  # a goblin
        (17, 22, 5),  # an ogre (3d6+6 CON, 3d6+12 SIZ): HD 4+1's OR 5
        (18, 26, 6),  # a great troll: HD 6+3's OR 6
        (40, 100, 12),  # a dragon (HP 70)
    ],
)
def test_the_same_monster_lands_where_hit_dice_put_it(con: int, siz: int, expected: int) -> None:
    hp = (con + siz + 1) // 2
    rated = _rated(hp, BLOCK.format(str=14, con=con, siz=siz, hp=hp))
    assert rated is not None and rated[0] == expected, rated
    assert rated[1] == (
        f"Hit Points {hp} (a block of characteristics, SIZ/POW) → OR {expected} "
        "(table characteristics_hp_to_or)"
    )


def test_every_value_rates_within_the_scale_never_falling() -> None:
    ratings = []
    for hp in range(0, 130):
        rated = _rated(hp)
        assert rated is not None, hp
        ratings.append(rated[0])
    assert ratings == sorted(ratings) and ratings[0] == 1 and ratings[-1] == 12


@pytest.mark.parametrize(
    "text",
    [
        "Ghoul: Hit Points 13 Armour 2",  # no characteristics
        "STR 14 CON 12 INT 8 DEX 11 Hit Points 13",  # D&D's abilities: no SIZ, no POW
        "Armor Class 12 Hit Points 13 (3d8) Speed 30 ft. STR 14 DEX 11 CON 12",  # a 5e block
    ],
)
def test_hit_points_of_another_grammar_are_not_rated_by_the_table(text: str) -> None:
    assert _rated(13, text) is None


def test_hit_dice_or_a_rating_printed_beside_them_still_win() -> None:
    assert _rated(40, hit_dice="1")[1].startswith("HD 1")  # type: ignore[index]
    assert _rated(40, cr="1/4")[1].startswith("CR 1/4")  # type: ignore[index]
