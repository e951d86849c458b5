"""D&MD die reading, pool building (each rule and its reason), resolution and the menu."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from dmd_rules.character import Ability, Character
from dmd_rules.dice import spec_to_pool
from dmd_rules.dmd import (
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
from dmd_rules.encounter import load_encounter
from dmd_rules.errors import UsageError
from dmd_rules.values import Obstacle, Quality, Threat

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


def test_weakness_doubles_only_the_dice_of_the_exploiting_asset() -> None:
    # Seed: "If the character is using some asset that seems to have a particular advantage
    # that deals with a weakness … each Hit Plus counts as two hits." Only that asset's dice.
    request = PoolRequest(abilities=("Melee Combat",), weakness="fire", exploits=("Melee Combat",))
    built = build_pool(make_character(STR=0, DEX=1), TROLL, (), request)
    assert [(d.size, d.doubles_hits) for d in built.dice if d.role != "threat"] == [
        (12, True),
        (10, False),
    ]
    faces = (12, 10) + (3,) * (len(built.dice) - 2)  # both dice Hit Plus, the rest neutral
    assert faces_to_resolution(built, faces).hits == 3  # 2 from the ability, 1 from the d10


def test_a_weakness_nobody_exploits_doubles_nothing() -> None:
    built = build_pool(make_character(), TROLL, (), PoolRequest(weakness="fire"))
    assert not built.weakness
    assert "weakness fire: no asset rolled here exploits it" in built.notes
    with pytest.raises(UsageError, match="not an ability, gear or advantage"):
        build_pool(make_character(), TROLL, (), PoolRequest(weakness="fire", exploits=("Axe",)))


def test_strength_faces_the_whole_action_or_only_the_named_assets() -> None:
    whole = build_pool(make_character(), TROLL, (), PoolRequest(strength="tough hide"))
    assert all(d.doubles_trouble for d in whole.dice)
    named = build_pool(
        make_character(),
        TROLL,
        (),
        PoolRequest(
            abilities=("Melee Combat",), strength="tough hide", strength_against=("Melee Combat",)
        ),
    )
    assert [d.source for d in named.dice if d.doubles_trouble] == ["Melee Combat"]
    faces = (1,) * len(named.dice)  # every die a Trouble Plus
    assert faces_to_resolution(named, faces).trouble == len(named.dice) + 1


def test_move_fast_risks_a_danger_die_and_move_carefully_spares_a_trouble() -> None:
    pc = make_character()
    address = build_pool(pc, TROLL, (), PoolRequest())
    fast = build_pool(pc, TROLL, (), PoolRequest(action="move-fast"))
    assert len(fast.dice) == len(address.dice) + 1
    assert fast.dice[-1 - 3].reason == "move-fast: speed is a risk"  # before the 3 threat d4s
    careful = build_pool(pc, TROLL, (), PoolRequest(action="move-carefully"))
    assert careful.pool == address.pool and careful.trouble_relief == 1
    twos = (2,) * len(careful.dice)  # every die a plain Trouble
    assert faces_to_resolution(careful, twos).trouble == len(careful.dice) - 1
    assert faces_to_resolution(address, twos).trouble == len(address.dice)
    with pytest.raises(UsageError, match="no danger dice"):
        build_pool(pc, TROLL, (), PoolRequest(action="move-carefully", danger=1))
    with pytest.raises(UsageError, match="rest rolls no dice"):
        build_pool(pc, TROLL, (), PoolRequest(action="rest"))


def test_a_created_die_avoids_its_threat_without_being_rolled() -> None:
    # Seed: a die "meant specifically to avoid the threat in question".
    pc = make_character()
    plain = build_pool(pc, TROLL, SITUATION, PoolRequest())
    avoided = build_pool(pc, TROLL, SITUATION, PoolRequest(avoided=("Huge",)))
    assert len(plain.dice) - len(avoided.dice) == 2  # Huge 2's two d4s are gone
    assert "threat Huge 2 avoided by a created die" in avoided.notes
    with pytest.raises(UsageError, match="to avoid"):
        build_pool(pc, TROLL, SITUATION, PoolRequest(avoided=("Dragonfear",)))


def test_resolution_success_and_bonus_dice() -> None:
    pool = tuple(PoolDie(20, "motive", "m") for _ in range(3))
    built = BuiltPool(pool, rating=3)
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
