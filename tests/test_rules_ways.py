"""Citing a way around the module prints (``avoid``) and assets that undo a strength."""

from __future__ import annotations

import pytest

from dmd_rules.character import Ability, Character, Gear
from dmd_rules.dmd import PoolRequest, build_pool
from dmd_rules.errors import UsageError
from dmd_rules.values import Obstacle, Quality, Threat
from dmd_rules.ways import strength_canceller, way_matches

POET = Character(
    name="Poet",
    attributes=(("STR", 1), ("DEX", 1), ("CON", 0), ("INT", 0), ("WIS", 0), ("CHA", 2)),
    backgrounds=("Minstrel",),
    abilities=(Ability("Persuasion", "major"), Ability("Lute", "minor")),
    motives=("Find the lost song",),
    gear=(Gear("bag of sugar plums", ("food",)), Gear("silver dagger", ("silver", "dagger"))),
)

# A made-up guardian: its own threats, one from the hound beside it, one with its own way.
SPHINX = Obstacle(
    id="sphinx",
    name="Marble sphinx",
    rating=5,
    kind="creature",
    threats=(
        Threat("Large", 1),
        Threat("Riddling gaze", 2),
        Threat("Additional foes (hound)", 2, foe="hound"),
    ),
    strengths=(Quality("harmed only by silver weapons", ("silver weapon",)),),
    avoid=("offer it something sweet",),
)
SMOKE = (Threat("Choking smoke", 2, avoid=("open the roof hatch",)),)


def threat_reasons(request: PoolRequest, situation: tuple[Threat, ...] = ()) -> list[str]:
    built = build_pool(POET, SPHINX, situation, request)
    return [d.reason for d in built.dice if d.reason.startswith("threat:")]


def test_a_cited_way_cancels_the_obstacles_own_threats_and_its_die_is_not_rolled() -> None:
    request = PoolRequest(
        abilities=("Persuasion",),
        gear=("bag of sugar plums",),
        ways=(("offer it something sweet", "bag of sugar plums"),),
    )
    built = build_pool(POET, SPHINX, (), request)
    assert not any(d.role == "gear" and "plums" in d.reason for d in built.dice)
    # The hound beside it is not fed by the sphinx's way: 2 d4s stay.
    assert [d.reason for d in built.dice if d.role == "threat"] == [
        "threat: Additional foes (hound) 2"
    ] * 2
    assert (
        "threat Riddling gaze 2 cancelled: way around 'offer it something sweet' cited with bag of sugar plums"
        in built.notes
    )


def test_a_way_printed_on_a_situation_threat_cancels_only_that_threat() -> None:
    request = PoolRequest(abilities=("Persuasion",), ways=(("roof hatch", "Lute"),))
    reasons = threat_reasons(request, SMOKE)
    assert not any("Choking smoke" in r for r in reasons)
    assert any("Riddling gaze" in r for r in reasons)


def test_without_citing_every_threat_presses() -> None:
    reasons = threat_reasons(PoolRequest(abilities=("Persuasion",)), SMOKE)
    assert len(reasons) == 1 + 2 + 2 + 2


@pytest.mark.parametrize(
    ("ways", "message"),
    [
        ((("sing it to sleep", "Lute"),), "no way around 'sing it to sleep'"),
        ((("offer it something sweet", "Juggling"),), "no ability, motive or gear 'Juggling'"),
        (
            (("offer it something sweet", "Lute"), ("roof hatch", "Lute")),
            "already pays for another way",
        ),
    ],
)
def test_citing_what_is_not_there_is_a_usage_error(
    ways: tuple[tuple[str, str], ...], message: str
) -> None:
    with pytest.raises(UsageError, match=message):
        build_pool(POET, SPHINX, SMOKE, PoolRequest(ways=ways))


def test_a_way_around_an_obstacle_without_threats_of_its_own_cancels_nothing() -> None:
    door = Obstacle("door", "Painted door", 2, "door", avoid=("knock three times",))
    with pytest.raises(UsageError, match="cancels nothing"):
        build_pool(POET, door, (), PoolRequest(ways=(("knock three times", "Lute"),)))


@pytest.mark.parametrize(
    ("cited", "printed", "same"),
    [
        ("give her some fish", "give some fish", False),
        ("some fish", "give some fish", True),
        ("Greasy Arms", "if you have very  greasy arms", True),
        ("arms", "harms", False),
    ],
)
def test_way_matching_is_by_whole_words(cited: str, printed: str, same: bool) -> None:
    assert way_matches(cited, printed) is same


def test_a_silver_asset_undoes_the_strength_and_trouble_plus_counts_one() -> None:
    request = PoolRequest(gear=("silver dagger",), strength="harmed only by silver weapons")
    built = build_pool(POET, SPHINX, (), request)
    assert not built.strength
    assert "strength harmed only by silver weapons cancelled by silver dagger" in built.notes
    without = build_pool(POET, SPHINX, (), PoolRequest(strength="harmed only by silver weapons"))
    assert without.strength


def test_strength_canceller_needs_every_word_but_weapon() -> None:
    quality = Quality("harmed only by enchanted weapons", ("magic weapon",))
    assert strength_canceller(POET, quality, ("silver dagger",)) is None
    assert (
        strength_canceller(POET, SPHINX.strengths[0], ("silver dagger", "Lute")) == "silver dagger"
    )
    assert strength_canceller(POET, SPHINX.strengths[0], ()) is None
