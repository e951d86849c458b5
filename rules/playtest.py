"""Play an encounter to its end many times: the party's turns, the GM's trouble, a tally.

Each round every character still up takes one turn, in party order (docs/rules-engine.md,
"Playtest policies"): fight a disaster they are locked in; try to rescue a defeated ally;
rest (or first disengage) when one more full hit would defeat them; change the situation
or create a die against a threat rated 2 or more; donate a created die to an engaged
ally; otherwise address the obstacle in front of them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from dmd_rules.actions import HELP_OR, CreatedDie, act_target, created_die_holds, find_threat, heal
from dmd_rules.dmd import BuiltPool, PoolRequest, Resolution, build_pool, roll_pool
from dmd_rules.encounter import Party, PlayableEncounter
from dmd_rules.gm import (
    RESCUED_HARM,
    Member,
    Scene,
    rest_of_group,
    spend_trouble,
    waits_for_leader,
)
from dmd_rules.policy import REST_ATTRIBUTES, policy_request
from dmd_rules.report import PlaytestReport, TrialLog, TrialResult, results_to_report
from dmd_rules.values import Obstacle

REST_AT = 4  # harm at which a character rests: one more full hit would defeat them
REMOVE_AT = 3  # threats rated this or more are worth changing the situation for
AVOID_AT = 2  # threats rated this or more are worth creating a die against


@dataclass
class _Turn:
    """Who acts, against what, in which round, with which dice."""

    scene: Scene
    member: Member
    target: int
    party: Party
    log: TrialLog
    round: int
    rng: random.Random

    @property
    def obstacle(self) -> Obstacle:
        """The obstacle the turn faces."""
        return self.scene.obstacles[self.target]


def _roll(turn: _Turn, built: BuiltPool, label: str) -> Resolution:
    result = roll_pool(built, turn.rng)
    turn.log.record(turn.round, built, result.trouble, label)
    turn.log.lines.append(
        f"round {turn.round}: {turn.member.character.name} {label} vs "
        f"{turn.obstacle.name} (OR {built.rating}): pool {built.pool}, "
        f"{result.hits} hits, {result.trouble} trouble"
    )
    spend_trouble(turn.scene, turn.member, turn.target, result.trouble)
    return result


def _eliminate(turn: _Turn) -> None:
    scene, obstacle = turn.scene, turn.obstacle
    scene.active[turn.target] = False
    turn.log.cleared.setdefault(obstacle.id, turn.round)
    # The rest of the group, as the encounter file lists them, come on even when the party
    # removed the leader's "Additional foes" threat: that kept them out of the leader's fight.
    for index in scene.follow_on(obstacle.id):
        scene.active[index] = True
        turn.log.events["foes go on after the leader"] += 1
    listed = any(o.after is not None for o in scene.obstacles)  # the file lists its rests
    for rest in () if listed else rest_of_group(obstacle, scene.added_obstacles):
        scene.add_obstacle(rest)
        turn.log.events["foes go on after the leader"] += 1
    for other in scene.members:
        if other.engaged == obstacle.id:
            other.engaged = None
        if other.locked == obstacle.id:
            other.locked = None
    if obstacle.id in scene.rescue_of:
        saved = scene.members[scene.rescue_of.pop(obstacle.id)]
        saved.defeated, saved.harm = False, RESCUED_HARM
        turn.log.events["rescued"] += 1


def _request(turn: _Turn, bonus: bool = True) -> PoolRequest:
    member, obstacle, situation = turn.member, turn.obstacle, tuple(turn.scene.threats)
    member.created[:] = [
        d
        for d in member.created
        if d.obstacle_id == obstacle.id and created_die_holds(d, obstacle, situation)
    ]
    return policy_request(
        member.character,
        obstacle,
        situation,
        engaged=member.engaged is not None,
        bonus_d8=member.bonus.pop(obstacle.id, 0) if bonus else 0,
        danger=turn.party.danger_dice,
        avoided=tuple(d.threat for d in member.created),
    )


def _engage(turn: _Turn) -> None:
    member = turn.member
    if member.up:
        if member.engaged != turn.obstacle.id:
            member.situation_changes()
        member.engaged = member.locked or turn.obstacle.id


def _address(turn: _Turn) -> None:
    request = _request(turn)
    built = build_pool(turn.member.character, turn.obstacle, tuple(turn.scene.threats), request)
    rescue = turn.obstacle.id in turn.scene.rescue_of
    obstacle_id = turn.obstacle.id
    result = _roll(turn, built, request.action)
    if result.success:
        _eliminate(turn)
    elif rescue:  # "if that fails, the character is removed from play"
        turn.scene.active[turn.target] = False
        turn.scene.members[turn.scene.rescue_of.pop(obstacle_id)].removed = True
        turn.log.events["removed"] += 1
    else:
        _engage(turn)
        turn.member.bonus[obstacle_id] = result.bonus_d8


def _act(turn: _Turn, act: str, threat: str) -> None:
    scene, obstacle = turn.scene, turn.obstacle
    turn.member.tried.add((obstacle.id, threat))
    found = find_threat(obstacle, tuple(scene.threats), threat)
    request = replace(_request(turn, bonus=False), action="move-and-act")
    target = act_target(obstacle, act, found, None)
    result = _roll(
        turn,
        build_pool(turn.member.character, target, tuple(scene.threats), request),
        f"move-and-act ({act})",
    )
    if not result.success:
        _engage(turn)
        return
    turn.log.events[f"{act} succeeded"] += 1
    if act == "remove":
        current = scene.obstacles[turn.target]
        kept = tuple(t for t in current.threats if t.name != threat)
        scene.obstacles[turn.target] = replace(current, threats=kept)
        scene.threats[:] = [t for t in scene.threats if t.name != threat]
    else:
        now = find_threat(scene.obstacles[turn.target], tuple(scene.threats), threat)
        turn.member.created.append(CreatedDie(threat, obstacle.id, now.rating))


def _help(turn: _Turn, ally: Member, die: CreatedDie) -> None:
    """Donate a created die: a Move and Act roll at OR 2 that makes the leverage the ally's."""
    request = replace(_request(turn, bonus=False), action="move-and-act")
    target = replace(
        turn.obstacle, name=f"help {ally.character.name} at {turn.obstacle.name}", rating=HELP_OR
    )
    result = _roll(
        turn,
        build_pool(turn.member.character, target, tuple(turn.scene.threats), request),
        "move-and-act (help)",
    )
    if result.success and die in turn.member.created:
        turn.member.created.remove(die)
        ally.created.append(die)
        turn.log.events["help succeeded"] += 1
    else:
        _engage(turn)


def _rest(turn: _Turn) -> None:
    """Rest: away from any obstacle, no roll; one full hit heals."""
    turn.member.harm = heal(turn.member.harm)
    turn.log.turns["rest"] += 1
    turn.log.lines.append(f"round {turn.round}: {turn.member.character.name} rests")


def _disengage(turn: _Turn) -> None:
    request = replace(_request(turn, bonus=False), action="disengage", attributes=REST_ATTRIBUTES)
    built = build_pool(turn.member.character, turn.obstacle, tuple(turn.scene.threats), request)
    if _roll(turn, built, "disengage").success and turn.member.up:
        turn.member.engaged = None
        turn.member.situation_changes()


def _target(scene: Scene, member: Member) -> int:
    """Locked disaster, else a pending rescue, else the engaged obstacle, else the first standing."""
    for obstacle_id in (member.locked, *scene.rescue_of, member.engaged):
        if scene.standing(obstacle_id) is not None:
            assert obstacle_id is not None
            return scene.index(obstacle_id)
    member.engaged = None
    return scene.active.index(True)


def _threat_to_handle(turn: _Turn) -> tuple[str, str] | None:
    """The biggest threat (rated 2+) this character has neither cancelled, avoided nor tried."""
    request = _request(turn, bonus=False)
    handled = {name for name, _ in request.cancels} | set(request.avoided)
    threats = sorted(turn.obstacle.threats + tuple(turn.scene.threats), key=lambda t: -t.rating)
    for threat in threats:
        key = (turn.obstacle.id, threat.name)
        if (
            threat.rating >= AVOID_AT
            and threat.name not in handled
            and key not in turn.member.tried
        ):
            return ("remove" if threat.rating >= REMOVE_AT else "avoid"), threat.name
    return None


def _ally_to_help(turn: _Turn) -> tuple[Member, CreatedDie] | None:
    for die in turn.member.created:
        if die.obstacle_id != turn.obstacle.id:
            continue
        for ally in turn.scene.members:
            lacks = all(d.threat != die.threat for d in ally.created)
            if ally is not turn.member and ally.up and ally.engaged == die.obstacle_id and lacks:
                return ally, die
    return None


def take_turn(turn: _Turn) -> None:
    """One character's turn, by the policy in the module docstring."""
    member = turn.member
    locked_or_rescue = member.locked is not None or turn.obstacle.id in turn.scene.rescue_of
    if not locked_or_rescue and member.harm >= REST_AT:
        _disengage(turn) if member.engaged is not None else _rest(turn)
        return
    if not locked_or_rescue and member.engaged is None:
        helping = _ally_to_help(turn)
        if helping is not None:
            _help(turn, *helping)
            return
        handling = _threat_to_handle(turn)
        if handling is not None:
            _act(turn, *handling)
            return
    _address(turn)


def play_trial(
    encounter: PlayableEncounter, party: Party, rng: random.Random, log: TrialLog | None = None
) -> TrialResult:
    """Play the encounter once: until every obstacle is gone, the party is out, or time is up."""
    log = TrialLog() if log is None else log
    members = [Member(c) for c in party.members]
    scene = Scene(
        list(encounter.obstacles),
        [not waits_for_leader(o, encounter) for o in encounter.obstacles],
        list(encounter.threats),
        members,
    )
    for round_number in range(1, party.max_rounds + 1):
        for member in members:
            if member.up and any(scene.active):
                take_turn(
                    _Turn(scene, member, _target(scene, member), party, log, round_number, rng)
                )
        log.standing[round_number] = scene.standing_threat()
        done = not any(scene.active)
        if done or not any(m.up for m in members):
            return log.result(scene, done, False, round_number)
    return log.result(scene, False, True, party.max_rounds)


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
    return results_to_report(encounter, results)


def trace_trial(encounter: PlayableEncounter, party: Party, seed: int) -> tuple[str, ...]:
    """One trial, turn by turn, as lines (the first trial ``playtest`` plays with this seed)."""
    log = TrialLog()
    result = play_trial(encounter, party, random.Random(seed), log)
    outcome = "cleared" if result.success else "not over" if result.stalled else "party out"
    spent = ", ".join(f"{name} x{n}" for name, n in result.spent) or "nothing"
    return (
        *log.lines,
        f"{outcome} after {result.rounds} rounds; trouble {result.trouble}, spent on {spent}",
    )
