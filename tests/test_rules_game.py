"""The whole game of the seed in the playtest: actions, created dice, helping, disasters, rescues.

Rolls are rigged with ``Faces`` (every die shows its top face, or a 1) so that each rule's
effect can be checked exactly; the policy tests use real seeded rolls.
"""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from dmd_rules.actions import CreatedDie, created_die_holds
from dmd_rules.character import Ability, Character, Gear
from dmd_rules.dmd import build_pool
from dmd_rules.encounter import Party, PlayableEncounter
from dmd_rules.errors import UsageError
from dmd_rules.gm import RESCUED_HARM, Member, Scene, spend_trouble
from dmd_rules.playtest import (
    _act,
    _help,
    _request,
    _target,
    _Turn,
    play_trial,
    playtest,
    take_turn,
)
from dmd_rules.policy import policy_request
from dmd_rules.report import TrialLog
from dmd_rules.values import Obstacle, Quality, Threat


class Faces(random.Random):
    """Every die shows its top face (``high``), else a 3 (neutral: no hit, no trouble)."""

    def __init__(self, high: bool) -> None:
        super().__init__(0)
        self.high = high

    def randint(self, a: int, b: int) -> int:
        return b if self.high else min(3, b)


def hero(name: str = "Hero", score: int = 2, tags: tuple[str, ...] = ("creature",)) -> Character:
    return Character(
        name=name,
        attributes=tuple((a, score) for a in ("STR", "DEX", "CON", "INT", "WIS", "CHA")),
        backgrounds=("Soldier",),
        abilities=(Ability("Melee Combat", "major", tags=tags),),
        motives=("Win",),
    )


GIANT = Obstacle(
    "giant", "Giant", 8, "creature", threats=(Threat("Gigantic", 3), Threat("Angry", 2))
)


def turn(scene: Scene, member: Member, high: bool = True, target: int = 0) -> _Turn:
    party = Party(tuple(m.character for m in scene.members), danger_dice=0)
    return _Turn(scene, member, target, party, TrialLog(), 1, Faces(high))


def scene_of(*members: Member, obstacles: tuple[Obstacle, ...] = (GIANT,)) -> Scene:
    return Scene(list(obstacles), [True] * len(obstacles), [], list(members))


def test_rest_heals_one_full_hit_without_a_roll() -> None:
    member = Member(hero(), harm=5)
    scene = scene_of(member)
    t = turn(scene, member)
    take_turn(t)
    assert member.harm == 3 and t.log.turns == {"rest": 1} and not t.log.rolls


def test_a_wounded_engaged_character_disengages_first() -> None:
    member = Member(hero(), harm=4, engaged="imp")
    scene = scene_of(member, obstacles=(Obstacle("imp", "Imp", 3, "creature"),))
    take_turn(turn(scene, member))
    assert member.engaged is None and member.harm == 4


def test_creating_a_die_avoids_the_threat_until_the_situation_changes() -> None:
    member = Member(hero())
    scene = scene_of(member)
    _act(turn(scene, member), "avoid", "Angry")
    assert member.created == [CreatedDie("Angry", "giant", 2)]
    request = policy_request(member.character, GIANT, (), avoided=("Angry",))
    assert not any(
        "Angry" in d.reason for d in build_pool(member.character, GIANT, (), request).dice
    )
    # "Such dice disappear as soon as the situation changes": the threat escalates.
    spend_trouble(scene, member, 0, 1)  # escalates the highest threat: Gigantic 3 -> 4
    assert created_die_holds(member.created[0], scene.obstacles[0], ())
    assert not created_die_holds(member.created[0], None, ())  # were the giant gone
    scene.obstacles[0] = replace(GIANT, threats=(Threat("Gigantic", 4), Threat("Angry", 3)))
    assert not created_die_holds(member.created[0], scene.obstacles[0], ())
    assert _request(turn(scene, member)).avoided == ()  # the die is gone from the sheet
    assert member.created == []


def test_changing_the_situation_removes_the_threat_for_everyone() -> None:
    member, other = Member(hero()), Member(hero("Other"))
    scene = scene_of(member, other)
    _act(turn(scene, member), "remove", "Gigantic")
    assert [t.name for t in scene.obstacles[0].threats] == ["Angry"]


def test_a_failed_act_engages_and_earns_no_die() -> None:
    member = Member(hero())
    scene = scene_of(member)
    _act(turn(scene, member, high=False), "avoid", "Angry")
    assert member.created == [] and member.engaged == "giant"


def test_helping_donates_a_created_die_to_an_engaged_ally() -> None:
    helper = Member(hero(), created=[CreatedDie("Angry", "giant", 2)])
    ally = Member(hero("Ally"), engaged="giant")
    scene = scene_of(helper, ally)
    _help(turn(scene, helper), ally, helper.created[0])
    assert helper.created == [] and ally.created == [CreatedDie("Angry", "giant", 2)]


def test_total_disaster_locks_the_hero_in_battle_with_a_new_major_threat() -> None:
    member, other = Member(hero()), Member(hero("Other"))
    scene = scene_of(member, other)
    spend_trouble(scene, member, 0, 6)
    disaster = scene.obstacles[1]
    assert member.locked == disaster.id and member.harm == 2
    assert _target(scene, member) == 1  # can't do anything but fight it
    take_turn(turn(scene, member, target=1))  # top faces: the disaster falls
    assert not scene.active[1] and member.locked is None


def test_a_defeated_character_is_rescued_or_removed_after_one_try() -> None:
    for high, saved in ((True, True), (False, False)):
        down, friend = Member(hero("Down")), Member(hero("Friend"))
        scene = scene_of(down, friend)
        spend_trouble(scene, down, 0, 8)
        assert down.defeated and _target(scene, friend) == 1  # the rescue comes first
        take_turn(turn(scene, friend, high=high, target=1))
        assert not scene.active[1] and scene.rescue_of == {}
        assert down.up is saved and down.removed is not saved
        assert down.harm == (RESCUED_HARM if saved else 2)  # back one full hit from defeat


def test_normal_gear_gives_a_bonus_die_under_the_right_circumstances() -> None:
    pc = Character(
        "Archer",
        tuple((a, 1) for a in ("STR", "DEX", "CON", "INT", "WIS", "CHA")),
        ("Scout",),
        (Ability("Perceptive", "major", tags=("trap",)),),
        ("Win",),
        gear=(Gear("longbow", ("creature",)), Gear("rope", ("hazard",))),
    )
    vs_giant = build_pool(pc, GIANT, (), policy_request(pc, GIANT, ()))
    assert [d.reason for d in vs_giant.dice if d.role == "gear"] == ["gear: longbow"]
    pit = Obstacle("pit", "Pit", 2, "hazard")
    vs_pit = build_pool(pc, pit, (), policy_request(pc, pit, ()))
    assert [d.reason for d in vs_pit.dice if d.role == "gear"] == ["gear: rope"]


def test_only_the_asset_that_exploits_the_weakness_doubles_in_the_policy() -> None:
    troll = Obstacle("troll", "Troll", 6, "creature", weaknesses=(Quality("fire"),))
    plain = hero()
    assert policy_request(plain, troll, ()).weakness is None
    torch = Character(**{**vars(plain), "gear": (Gear("torch", ("creature", "fire")),)})
    request = policy_request(torch, troll, ())
    assert request.weakness == "fire" and request.exploits == ("torch",)
    built = build_pool(torch, troll, (), request)
    assert [d.source for d in built.dice if d.doubles_hits] == ["torch"]


def test_no_death_spirals_harm_never_shrinks_a_pool() -> None:
    fresh, hurt = Member(hero()), Member(hero(), harm=5)
    for member in (fresh, hurt):
        member.engaged = "giant"
    pools = [
        build_pool(
            m.character, GIANT, (), policy_request(m.character, GIANT, (), engaged=True)
        ).pool
        for m in (fresh, hurt)
    ]
    assert pools[0] == pools[1]


def test_tension_rises_by_round_in_a_long_fight() -> None:
    # "Have the escalation of tension from Danger Patrol … increasing tension until
    # resolution": against a boss the party cannot beat quickly, threat dice pile up.
    boss = Obstacle("boss", "Dragon", 12, "creature", threats=(Threat("Huge", 2),))
    party = Party((hero("A", 1), hero("B", 1), hero("C", 1)), danger_dice=0, max_rounds=8)
    report = playtest(PlayableEncounter("lair", (boss,), ()), party, trials=200, seed=2)
    assert report.successes == 0 and len(report.by_round) == 8
    standing = [t.standing_per_trial for t in report.by_round]
    assert all(later > earlier for earlier, later in zip(standing, standing[1:], strict=False))
    dice = [t.threat_dice_per_roll for t in report.by_round]
    assert dice[-1] > dice[0] + 1
    trouble = [Fraction(t.trouble, t.rolls) for t in report.by_round]
    assert trouble[-1] > trouble[0]


def test_a_trial_is_deterministic_for_a_seed() -> None:
    scene = PlayableEncounter("lair", (GIANT,), (Threat("Outnumbered", 2),))
    party = Party((hero("A"), hero("B")), danger_dice=1)
    assert play_trial(scene, party, random.Random(9)) == play_trial(scene, party, random.Random(9))


def test_the_fight_goes_on_after_the_leader_falls() -> None:
    # Issue #11's group rule: the boss's orcs are a threat while the boss stands, and the
    # next obstacle once it falls, so killing the boss does not end the room.
    boss = Obstacle(
        "boss", "Orc chief", 5, "creature", threats=(Threat("Additional foes (orc)", 4),)
    )
    member = Member(hero(), engaged="boss")
    scene = scene_of(member, obstacles=(boss,))
    take_turn(turn(scene, member))  # engaged, so they address it; top faces: the chief falls
    assert scene.active == [False, True]
    rest = scene.obstacles[1]
    assert (rest.name, rest.rating, rest.threats) == ("orc (the rest)", 4, ())
    report = playtest(PlayableEncounter("hall", (boss,), ()), Party((hero(),)), 30, seed=1)
    assert dict(report.events)["foes go on after the leader"] > 0
    hall = PlayableEncounter("hall", (boss,), ())
    wins = [r for r in (play_trial(hall, Party((hero(),)), random.Random(s)) for s in range(30))]
    assert all(r.rounds >= 2 for r in wins if r.success)  # one hero, one roll a round


def test_a_png_chart_without_matplotlib_is_a_usage_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import dmd_rules.plot

    def missing(name: str) -> object:
        raise ModuleNotFoundError(name)

    report = playtest(PlayableEncounter("lair", (GIANT,), ()), Party((hero(),)), 3, seed=1)
    monkeypatch.setattr(dmd_rules.plot.importlib, "import_module", missing)
    with pytest.raises(UsageError, match="needs matplotlib"):
        dmd_rules.plot.write_plot(report, "lair", tmp_path / "chart.png")
    dmd_rules.plot.write_plot(report, "lair", tmp_path / "chart.svg")  # no dependency
    assert (tmp_path / "chart.svg").read_text().startswith("<svg")


def test_the_rest_listed_after_the_leader_wait_for_it_and_keep_their_threats() -> None:
    # The converter lists the rest of a group as an obstacle `after` its leader, with the
    # threats they keep (an ogre's Large beside a bandit chief): that obstacle, not the bare
    # fallback, enters when the chief falls, and only then.
    chief = Obstacle(
        "chief",
        "Bandit chief",
        4,
        "creature",
        threats=(Threat("Additional foes (ogre)", 1, foe="ogre"), Threat("Large (ogre)", 1)),
    )
    rest = Obstacle(
        "chief-rest", "Ogre (the rest)", 5, "creature", threats=(Threat("Large", 1),), after="chief"
    )
    camp = PlayableEncounter("camp", (chief, rest), ())
    member = Member(hero(), engaged="chief")
    scene = scene_of(member, obstacles=(chief, rest))
    scene.active[1] = False  # as play_trial starts it: the rest wait for the chief
    take_turn(turn(scene, member))  # top faces: the chief falls
    assert scene.active == [False, True]
    assert len(scene.obstacles) == 2  # no fallback "ogre (the rest)" on top
    assert scene.obstacles[1].threats == (Threat("Large", 1),)
    log = TrialLog()
    result = play_trial(camp, Party((hero(),)), random.Random(3), log)
    assert result.success and log.events["foes go on after the leader"] == 1
    first_rest = next(i for i, line in enumerate(log.lines) if "Ogre (the rest)" in line)
    assert any("Bandit chief" in line for line in log.lines[:first_rest])
    # Removing the chief's "Additional foes" threat (the ogre cannot gang up on them) keeps
    # the ogre out of the chief's fight, not out of the room: it still comes on after.
    alone = replace(chief, threats=())
    member = Member(hero(), engaged="chief")
    scene = scene_of(member, obstacles=(alone, rest))
    scene.active[1] = False
    take_turn(turn(scene, member))
    assert scene.active == [False, True]
