"""Play an encounter to its end many times: a player policy, a GM trouble policy, a tally.

The policies are documented in docs/rules-engine.md; in short the players focus the first
obstacle still standing, roll what their tags say applies, and the GM spends trouble
greedily on the dearest affordable option.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from fractions import Fraction

from rules.character import Character
from rules.dmd import PoolRequest, build_pool, roll_pool
from rules.encounter import Party, PlayableEncounter
from rules.values import Obstacle, Threat

REDUCED_HARM = 1
FULL_HARM = 2
DEFEAT_HARM = 6  # three full hits (or six reduced) put a character out of the action
MAX_THREAT_RATING = 12
DISASTER_THREAT_RATING = 3

# The two attributes the GM picks, by obstacle kind.
ATTRIBUTES_BY_KIND: dict[str, tuple[str, str]] = {
    "creature": ("STR", "DEX"),
    "trap": ("DEX", "WIS"),
    "hazard": ("CON", "DEX"),
    "door": ("STR", "INT"),
    "puzzle": ("INT", "WIS"),
    "contest": ("CHA", "WIS"),
}


def _words(text: str) -> set[str]:
    lowered = text.casefold()
    return {lowered} | set(lowered.replace("-", " ").split())


def obstacle_words(obstacle: Obstacle) -> set[str]:
    """Words an ability tag can match: kind, name, stat block and weaknesses."""
    words = {obstacle.kind} | _words(obstacle.name) | _words(obstacle.statblock or "")
    for weakness in obstacle.weaknesses:
        words |= _words(weakness.name)
    return words


def policy_request(
    character: Character,
    obstacle: Obstacle,
    situation_threats: tuple[Threat, ...],
    engaged: bool = False,
    bonus_d8: int = 0,
    danger: int = 0,
) -> PoolRequest:
    """The player's and GM's default choices for one roll (the playtest policy).

    First motive; every ability with a tag matching the obstacle; attributes by kind;
    the first background narrated; an ability whose tag names a threat cancels it when
    the threat is rated 2+ or the ability does not otherwise apply; a weakness counts
    when an applied ability's tag names it; any strength of the obstacle counts.
    """
    words = obstacle_words(obstacle)
    applies = [a for a in character.abilities if words & set(a.tags)]
    cancels: list[tuple[str, str]] = []
    citing: set[str] = set()
    for threat in obstacle.threats + situation_threats:
        for ability in character.abilities:
            if ability.name in citing or not _words(threat.name) & set(ability.tags):
                continue
            if threat.rating >= 2 or ability not in applies:
                cancels.append((threat.name, ability.name))
                citing.add(ability.name)
                break
    rolled = [a for a in applies if a.name not in citing]
    weakness = next(
        (w.name for w in obstacle.weaknesses if any(_words(w.name) & set(a.tags) for a in rolled)),
        None,
    )
    return PoolRequest(
        action="shift-and-address" if engaged else "move-and-address",
        engaged=engaged,
        motives=character.motives[:1],
        abilities=tuple(a.name for a in applies),
        attributes=ATTRIBUTES_BY_KIND.get(obstacle.kind, ("STR", "DEX")),
        background=character.backgrounds[0] if character.backgrounds else None,
        danger=danger,
        bonus_d8=bonus_d8,
        cancels=tuple(cancels),
        weakness=weakness,
        strength=obstacle.strengths[0].name if obstacle.strengths else None,
    )


@dataclass
class _Member:
    character: Character
    harm: int = 0
    defeated: bool = False
    engaged: str | None = None
    bonus: dict[str, int] = field(default_factory=dict)


@dataclass
class _Scene:
    obstacles: list[Obstacle]
    active: list[bool]
    threats: list[Threat]
    spent: Counter[str] = field(default_factory=Counter)
    unspent: int = 0
    reduced_hits: int = 0
    full_hits: int = 0
    defeats: int = 0
    added_obstacles: int = 0

    def index(self, obstacle_id: str) -> int:
        return next(i for i, o in enumerate(self.obstacles) if o.id == obstacle_id)


@dataclass(frozen=True)
class TrialResult:
    """One play of the encounter."""

    success: bool
    stalled: bool
    rounds: int
    rolls: int
    trouble: int
    unspent: int
    spent: tuple[tuple[str, int], ...]
    reduced_hits: int
    full_hits: int
    defeats: int


def _harm(scene: _Scene, member: _Member, amount: int) -> None:
    member.harm += amount
    if amount == FULL_HARM:
        scene.full_hits += 1
    else:
        scene.reduced_hits += 1
    if member.harm >= DEFEAT_HARM and not member.defeated:
        member.defeated = True
        scene.defeats += 1


def _escalate(scene: _Scene, target: int) -> bool:
    obstacle = scene.obstacles[target]
    if obstacle.threats:
        threats = list(obstacle.threats)
        best = max(range(len(threats)), key=lambda i: threats[i].rating)
        if threats[best].rating < MAX_THREAT_RATING:
            threats[best] = replace(threats[best], rating=threats[best].rating + 1)
            scene.obstacles[target] = replace(obstacle, threats=tuple(threats))
            return True
    if scene.threats:
        best = max(range(len(scene.threats)), key=lambda i: scene.threats[i].rating)
        if scene.threats[best].rating < MAX_THREAT_RATING:
            scene.threats[best] = replace(
                scene.threats[best], rating=scene.threats[best].rating + 1
            )
            return True
    return False


def _add_threat(scene: _Scene, target: int, name: str, rating: int) -> None:
    obstacle = scene.obstacles[target]
    # Numbered, so that citing a die against one fallout threat cancels only that one.
    numbered = f"{name} {sum(t.name.startswith(name) for t in obstacle.threats) + 1}"
    threat = Threat(numbered, rating)
    scene.obstacles[target] = replace(obstacle, threats=(*obstacle.threats, threat))


def spend_trouble(scene: _Scene, member: _Member, target: int, trouble: int, party_up: int) -> None:
    """The GM policy: buy the dearest affordable option, repeat until nothing fits."""
    left = trouble
    while left > 0:
        obstacle = scene.obstacles[target]
        standing = sum(scene.active)
        if left >= 8 and not member.defeated:
            _harm(scene, member, FULL_HARM)
            if not member.defeated:
                member.defeated = True
                scene.defeats += 1
            choice = "Character defeated"
            left -= 8
        elif left >= 6 and not member.defeated:
            _harm(scene, member, FULL_HARM)
            _add_threat(scene, target, "Disaster", DISASTER_THREAT_RATING)
            choice = "Total disaster"
            left -= 6
        elif left >= 5 and not member.defeated:
            _harm(scene, member, FULL_HARM)
            choice = "Full hit"
            left -= 5
        elif left >= 4 and standing < party_up:
            scene.obstacles.append(
                Obstacle(
                    id=f"{obstacle.id}-new-{scene.added_obstacles + 1}",
                    name=f"{obstacle.name} (new)",
                    rating=max(1, obstacle.rating - 1),
                    kind=obstacle.kind,
                )
            )
            scene.active.append(True)
            scene.added_obstacles += 1
            choice = "New obstacle"
            left -= 4
        elif left >= 3 and not member.defeated:
            _harm(scene, member, REDUCED_HARM)
            choice = "Reduced hit"
            left -= 3
        elif left >= 2:
            _add_threat(scene, target, "Fallout", 1)
            choice = "New threat"
            left -= 2
        elif _escalate(scene, target):
            choice = "Escalate a threat"
            left -= 1
        else:
            scene.unspent += left
            return
        scene.spent[choice] += 1


def play_trial(encounter: PlayableEncounter, party: Party, rng: random.Random) -> TrialResult:
    """Play the encounter once: until every obstacle is gone, the party is out, or time is up."""
    scene = _Scene(
        list(encounter.obstacles), [True] * len(encounter.obstacles), list(encounter.threats)
    )
    members = [_Member(c) for c in party.members]
    rolls = trouble = 0
    for round_number in range(1, party.max_rounds + 1):
        for member in members:
            if member.defeated or not any(scene.active):
                continue
            if member.engaged is not None and scene.active[scene.index(member.engaged)]:
                target = scene.index(member.engaged)
            else:
                member.engaged = None
                target = scene.active.index(True)
            obstacle = scene.obstacles[target]
            request = policy_request(
                member.character,
                obstacle,
                tuple(scene.threats),
                engaged=member.engaged is not None,
                bonus_d8=member.bonus.pop(obstacle.id, 0),
                danger=party.danger_dice,
            )
            result = roll_pool(
                build_pool(member.character, obstacle, tuple(scene.threats), request), rng
            )
            rolls += 1
            trouble += result.trouble
            if result.success:
                scene.active[target] = False
                for other in members:
                    if other.engaged == obstacle.id:
                        other.engaged = None
            else:
                member.engaged = obstacle.id
                member.bonus[obstacle.id] = result.bonus_d8
            up = sum(not m.defeated for m in members)
            spend_trouble(scene, member, target, result.trouble, up)
        done = not any(scene.active)
        wiped = all(m.defeated for m in members)
        if done or wiped:
            return _result(scene, done, False, round_number, rolls, trouble)
    return _result(scene, False, True, party.max_rounds, rolls, trouble)


def _result(
    scene: _Scene, success: bool, stalled: bool, rounds: int, rolls: int, trouble: int
) -> TrialResult:
    return TrialResult(
        success=success,
        stalled=stalled,
        rounds=rounds,
        rolls=rolls,
        trouble=trouble,
        unspent=scene.unspent,
        spent=tuple(sorted(scene.spent.items())),
        reduced_hits=scene.reduced_hits,
        full_hits=scene.full_hits,
        defeats=scene.defeats,
    )


@dataclass(frozen=True)
class PlaytestReport:
    """The tally of many trials."""

    trials: int
    successes: int
    stalled: int
    rounds: tuple[int, ...]
    trouble: int
    spent: tuple[tuple[str, int], ...]
    reduced_hits: int
    full_hits: int
    defeats: int
    rolls: int

    @property
    def success_rate(self) -> Fraction:
        """Share of trials that eliminated every obstacle."""
        return Fraction(self.successes, self.trials)

    def per_trial(self, total: int) -> float:
        """A total averaged over the trials."""
        return total / self.trials


def playtest(
    encounter: PlayableEncounter,
    party: Party,
    trials: int,
    seed: int,
    on_trial: Callable[[int], None] | None = None,
) -> PlaytestReport:
    """Play ``trials`` trials from one seeded generator; ``on_trial(done)`` reports progress."""
    rng = random.Random(seed)
    results = []
    for done in range(1, trials + 1):
        results.append(play_trial(encounter, party, rng))
        if on_trial is not None:
            on_trial(done)
    spent: Counter[str] = Counter()
    for result in results:
        spent.update(dict(result.spent))
    return PlaytestReport(
        trials=trials,
        successes=sum(r.success for r in results),
        stalled=sum(r.stalled for r in results),
        rounds=tuple(r.rounds for r in results),
        trouble=sum(r.trouble for r in results),
        spent=tuple(sorted(spent.items())),
        reduced_hits=sum(r.reduced_hits for r in results),
        full_hits=sum(r.full_hits for r in results),
        defeats=sum(r.defeats for r in results),
        rolls=sum(r.rolls for r in results),
    )
