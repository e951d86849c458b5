"""Playtest: the player policy, the GM's trouble policy, and whole trials."""

from __future__ import annotations

import random
from pathlib import Path

from dmd_rules.character import Ability, Character, load_character
from dmd_rules.encounter import Party, PlayableEncounter, load_encounter, load_party
from dmd_rules.gm import Member, Scene, spend_trouble
from dmd_rules.playtest import play_trial, playtest
from dmd_rules.policy import policy_request
from dmd_rules.values import Obstacle, Quality, Threat

ROOT = Path(__file__).resolve().parents[1]
ENCOUNTER = ROOT / "tests" / "data" / "rules" / "troll-bridge.yaml"


def hero(strong: bool = True) -> Character:
    score = 5 if strong else -3
    return Character(
        name="Hero" if strong else "Weakling",
        attributes=tuple((a, score) for a in ("STR", "DEX", "CON", "INT", "WIS", "CHA")),
        backgrounds=("Soldier",),
        abilities=(
            Ability("Melee Combat", "major", tags=("creature", "fire")),
            Ability("Giant Blood", "major", tags=("huge",)),
        ),
        motives=("Win",),
    )


TROLL = Obstacle(
    id="troll",
    name="Troll",
    rating=6,
    kind="creature",
    threats=(Threat("Huge", 2), Threat("Regenerates", 1)),
    weaknesses=(Quality("fire"),),
    strengths=(Quality("tough"),),
)


def test_policy_request_uses_tags() -> None:
    request = policy_request(hero(), TROLL, (), engaged=True, bonus_d8=2, danger=1)
    assert request.action == "shift-and-address"
    assert request.motives == ("Win",)
    assert request.cancels == (("Huge", "Giant Blood"),)
    assert request.weakness == "fire" and request.strength == "tough"
    assert request.attributes == ("STR", "DEX") and request.bonus_d8 == 2


def scene_with(threats: tuple[Threat, ...] = (), members: int = 1) -> tuple[Scene, list[Member]]:
    people = [Member(hero()) for _ in range(members)]
    return Scene([TROLL], [True], list(threats), people), people


def test_gm_spends_greedily_on_the_dearest_option() -> None:
    # 7 trouble: Total disaster (6) then Escalate (1). The disaster is no longer a threat
    # rated 3: the hero takes a full hit and is locked in battle with a new obstacle.
    scene, (member,) = scene_with()
    spend_trouble(scene, member, 0, 7)
    assert dict(scene.spent) == {"Total disaster": 1, "Escalate a threat": 1}
    assert member.harm == 2 and scene.full_hits == 1
    assert [o.name for o in scene.obstacles] == ["Troll", "Disaster from Troll"]
    assert member.locked == member.engaged == scene.obstacles[1].id
    assert scene.obstacles[1].rating == 5  # one below the troll's 6, at least 3
    assert [t.rating for t in scene.obstacles[0].threats] == [3, 1]  # Huge escalated


def test_eight_trouble_defeats_and_six_harm_defeats_and_a_rescue_is_offered() -> None:
    scene, (member, other) = scene_with(members=2)
    spend_trouble(scene, member, 0, 8)
    assert member.defeated and scene.defeats == 1
    rescue = scene.obstacles[-1]
    assert rescue.name == "Rescue Hero" and rescue.rating == 5
    assert scene.rescue_of == {rescue.id: 0}
    for _ in range(3):
        spend_trouble(scene, other, 0, 5)
    assert other.defeated and other.harm == 6 and scene.defeats == 2
    assert len(scene.rescue_of) == 1  # nobody is left up to rescue the second


def test_new_obstacle_only_while_fewer_stand_than_characters() -> None:
    scene, (member, _) = scene_with(members=2)
    spend_trouble(scene, member, 0, 4)
    assert len(scene.obstacles) == 2 and scene.obstacles[1].rating == 5
    crowded, (alone,) = scene_with()
    spend_trouble(crowded, alone, 0, 4)
    assert dict(crowded.spent) == {"Reduced hit": 1, "Escalate a threat": 1}


def test_trouble_with_nothing_to_escalate_is_unspent() -> None:
    bare = Obstacle(id="door", name="Door", rating=1, kind="door")
    member = Member(hero())
    scene = Scene([bare], [True], [], [member])
    spend_trouble(scene, member, 0, 1)
    assert scene.unspent == 1


def test_strong_party_always_wins_weak_party_never_does() -> None:
    scene = PlayableEncounter("test", (TROLL,), ())
    strong = playtest(scene, Party((hero(),), danger_dice=0), trials=50, seed=1)
    assert strong.successes >= 45 and strong.rounds and sorted(strong.rounds)[25] <= 2
    weak = playtest(scene, Party((hero(strong=False),), danger_dice=0, max_rounds=5), 50, seed=1)
    assert weak.successes < 50
    assert weak.defeats + weak.stalled > 0


def test_playtest_is_deterministic_and_reports_progress() -> None:
    scene = load_encounter(ENCOUNTER)
    party = load_party(ROOT / "samples" / "party.yaml")
    assert party.members[1] == load_character(ROOT / "samples" / "characters" / "kara.yaml")
    seen: list[int] = []
    first = playtest(scene, party, 40, seed=5, on_trial=seen.append)
    assert seen == list(range(1, 41))
    assert first == playtest(scene, party, 40, seed=5)
    assert first.trouble >= sum(n for _, n in first.spent)


def test_single_trial_accounts_for_its_trouble() -> None:
    scene = load_encounter(ENCOUNTER)
    party = load_party(ROOT / "samples" / "party.yaml")
    for seed in range(20):
        result = play_trial(scene, party, random.Random(seed))
        costs = {
            "Escalate a threat": 1,
            "New threat": 2,
            "Reduced hit": 3,
            "New obstacle": 4,
            "Full hit": 5,
            "Total disaster": 6,
            "Character defeated": 8,
        }
        assert sum(costs[name] * n for name, n in result.spent) + result.unspent == result.trouble
        assert not (result.success and result.stalled)
