"""D&MD die reading, pool building (each rule and its reason), resolution and the menu."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rules.character import Ability, Character
from rules.dice import spec_to_pool
from rules.dmd import (
    BuiltPool,
    PoolDie,
    PoolRequest,
    Reading,
    build_pool,
    face_to_hits_trouble,
    face_to_reading,
    faces_to_resolution,
    roll_pool,
    trouble_to_menu,
)
from rules.encounter import load_encounter
from rules.errors import UsageError
from rules.values import Obstacle, Quality, Threat

DATA = Path(__file__).parent / "data" / "rules"


def make_character(**attributes: int) -> Character:
    scores = {"STR": 1, "DEX": 2, "CON": 0, "INT": 0, "WIS": 0, "CHA": 0, **attributes}
    return Character(
        name="Test",
        attributes=tuple(scores.items()),
        backgrounds=("Soldier",),
        abilities=(
            Ability("Melee Combat", "major", tags=("creature",)),
            Ability("Giant Blood", "major", tags=("huge",)),
            Ability("Swordsmanship", "minor"),
        ),
        motives=("Protect the village", "Get rich"),
    )


TROLL = Obstacle(
    id="troll",
    name="Troll",
    rating=6,
    kind="creature",
    threats=(Threat("Huge", 2), Threat("Regenerates", 1)),
    weaknesses=(Quality("fire"),),
    strengths=(Quality("tough hide"),),
)
SITUATION = (Threat("Outnumbered", 2),)


def roles(built: BuiltPool) -> list[tuple[int, str]]:
    return [(d.size, d.role) for d in built.dice]


@pytest.mark.parametrize(
    ("face", "reading"),
    [
        (1, Reading.TROUBLE_PLUS),
        (2, Reading.TROUBLE),
        (3, Reading.NEUTRAL),
        (4, Reading.NEUTRAL),
        (5, Reading.HIT),
        (7, Reading.HIT),
        (8, Reading.HIT_PLUS),
        (20, Reading.HIT_PLUS),
    ],
)
def test_face_reading(face: int, reading: Reading) -> None:
    assert face_to_reading(face) is reading


def test_plus_results_double_only_with_the_flags() -> None:
    assert face_to_hits_trouble(8, False, False) == (1, 0)
    assert face_to_hits_trouble(8, True, False) == (2, 0)
    assert face_to_hits_trouble(1, False, False) == (0, 1)
    assert face_to_hits_trouble(1, False, True) == (0, 2)
    assert face_to_hits_trouble(6, True, True) == (1, 0)


def test_pool_has_each_rule_with_its_reason() -> None:
    request = PoolRequest(
        motives=("Protect the village",),
        abilities=("Melee Combat", "Swordsmanship"),
        attributes=("STR", "DEX"),
        advantages=("high ground",),
        background="Soldier",
        danger=2,
        bonus_d8=1,
    )
    built = build_pool(make_character(), TROLL, SITUATION, request)
    assert roles(built) == (
        [(20, "motive"), (12, "ability")]
        + [(10, "attribute")] * 3
        + [(8, "minor"), (8, "advantage"), (8, "background"), (8, "bonus")]
        + [(6, "danger")] * 2
        + [(4, "threat")] * 5
    )
    reasons = [d.reason for d in built.dice]
    assert "attributes STR +1 + DEX +2 = +3" in reasons
    assert reasons.count("threat: Huge 2") == 2
    assert reasons.count("threat: Outnumbered 2") == 2
    assert built.pool == spec_to_pool("1d20+1d12+3d10+4d8+2d6+5d4")
    assert not built.weakness and not built.strength


def test_negative_attributes_give_threat_dice_instead() -> None:
    pc = make_character(STR=-1, DEX=-2)
    built = build_pool(pc, TROLL, (), PoolRequest(attributes=("STR", "DEX")))
    assert roles(built).count((10, "attribute")) == 0
    assert [d.reason for d in built.dice].count("attributes STR -1 + DEX -2 = -3 (negative)") == 3


def test_only_threat_dice_earn_the_automatic_danger_die() -> None:
    pc = make_character(STR=-1, DEX=0)
    bare = Obstacle(id="door", name="Door", rating=1, kind="door")
    built = build_pool(pc, bare, (), PoolRequest())
    assert roles(built) == [(4, "threat"), (6, "danger")]
    nothing = build_pool(make_character(STR=0, DEX=0), bare, (), PoolRequest())
    assert roles(nothing) == [(6, "danger")]
    chosen = build_pool(make_character(STR=0, DEX=0), bare, (), PoolRequest(danger=1))
    assert roles(chosen) == [(6, "danger")]  # a chosen danger die is not "nothing but threats"


def test_cancelling_a_threat_removes_the_cited_die_and_the_threat_dice() -> None:
    request = PoolRequest(
        abilities=("Melee Combat", "Giant Blood"), cancels=(("Huge", "Giant Blood"),)
    )
    built = build_pool(make_character(), TROLL, (), request)
    assert [d.reason for d in built.dice if d.role == "ability"] == ["major ability: Melee Combat"]
    assert not any("Huge" in d.reason for d in built.dice)
    assert built.notes == ("threat Huge 2 cancelled by Giant Blood",)


def test_engaged_normal_action_adds_two_threat_dice_but_safe_actions_do_not() -> None:
    pc = make_character()
    base = build_pool(pc, TROLL, (), PoolRequest(engaged=False))
    normal = build_pool(pc, TROLL, (), PoolRequest(action="move-and-act", engaged=True))
    safe = build_pool(pc, TROLL, (), PoolRequest(action="shift-and-address", engaged=True))
    assert len(normal.dice) == len(base.dice) + 2
    assert len(safe.dice) == len(base.dice)
    with pytest.raises(UsageError, match="only possible while engaged"):
        build_pool(pc, TROLL, (), PoolRequest(action="disengage"))


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (PoolRequest(danger=4), "danger"),
        (PoolRequest(motives=("Nope",)), "no motive"),
        (PoolRequest(abilities=("Flying",)), "no ability"),
        (PoolRequest(attributes=("STR", "LUCK")), "unknown attribute"),
        (PoolRequest(weakness="cold"), "no weakness"),
        (PoolRequest(cancels=(("Dragonfear", "Giant Blood"),)), "no threat"),
        (PoolRequest(action="dance"), "unknown action"),
    ],
)
def test_bad_requests_are_usage_errors(request_: PoolRequest, message: str) -> None:
    with pytest.raises(UsageError, match=message):
        build_pool(make_character(), TROLL, SITUATION, request_)


def test_weakness_and_strength_change_the_count() -> None:
    request = PoolRequest(weakness="fire", strength="tough hide")
    built = build_pool(make_character(STR=0, DEX=2), TROLL, (), request)
    faces = (9, 1) + (3,) * (len(built.dice) - 2)  # d10 Hit Plus, d10 Trouble Plus, rest neutral
    result = faces_to_resolution(built, faces)
    assert (result.hits, result.trouble) == (2, 2)


def test_resolution_success_and_bonus_dice() -> None:
    pool = tuple(PoolDie(20, "motive", "m") for _ in range(3))
    built = BuiltPool(pool, rating=3, weakness=False, strength=False)
    hit = faces_to_resolution(built, (5, 8, 20))
    assert hit.success and hit.bonus_d8 == 0
    miss = faces_to_resolution(built, (5, 2, 3))
    assert not miss.success and miss.bonus_d8 == 1 and miss.trouble == 1


def test_roll_pool_is_deterministic() -> None:
    built = build_pool(make_character(), TROLL, SITUATION, PoolRequest(danger=1))
    assert roll_pool(built, random.Random(4)) == roll_pool(built, random.Random(4))


def test_trouble_menu_lists_affordable_options() -> None:
    assert trouble_to_menu(0) == ()
    menu = {o.cost: times for o, times in trouble_to_menu(7)}
    assert menu == {1: 7, 2: 3, 3: 2, 4: 1, 5: 1, 6: 1}
    assert 8 in {o.cost for o, _ in trouble_to_menu(8)}


def test_encounter_file_loads() -> None:
    scene = load_encounter(DATA / "troll-bridge.yaml")
    assert [o.id for o in scene.obstacles] == ["troll", "goblins", "rotten-planks"]
    assert scene.obstacle("troll").threats[0] == Threat("Huge", 2)
    with pytest.raises(UsageError, match="troll, goblins, rotten-planks"):
        scene.obstacle("dragon")
