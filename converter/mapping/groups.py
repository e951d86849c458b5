"""The group rule: one fight per area as a GM runs it (table ``group_rule``).

The leader (highest OR) is the obstacle; each other kind is an "Additional foes (KIND)" threat
rated by its number, or one "Horde (KIND)" threat from ``horde_from`` creatures; extra foes keep
their own threats ("Large (ogre)"); a horde that is the fight itself is one obstacle; and the
rest of the group fight on as the next obstacle, ``after`` the leader (docs/mapping.md,
"Groups").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from converter.dmd_models import CreatureEntry, Obstacle, Threat
from converter.mapping.creatures import Profile
from converter.mapping.numbers import clamp_rating, dice_average
from converter.mapping.quoting import quote
from converter.mapping.tables import Rows, _rows, load_table
from converter.models import CreatureMention

FOES_PREFIX = "Additional foes"
HORDE_PREFIX = "Horde"


@dataclass(frozen=True)
class Present:
    """A creature present in an area, with its profile and the sentence naming it."""

    entry: CreatureEntry
    profile: Profile
    count_text: str
    sentence: int | None
    page: int


@dataclass(frozen=True)
class GroupRule:
    """The ``group_rule`` table, loaded."""

    horde_from: int
    horde_threat: Rows
    horde_or_bonus: Rows
    keep_foe_threats: bool
    rest_name: str
    reinforcement_name: str = "Reinforcements ({name})"
    reinforcement_rating: int = 1
    captives: Mapping[str, Any] = field(default_factory=dict)  # group_rule.captives
    at_rest: str = ""  # group_rule.at_rest.before
    pack_name: str = "{name} pack"  # group_rule.minions.pack_name


@lru_cache(maxsize=1)
def load_group_rule() -> GroupRule:
    """The group rule table, validated by its schema (once per process)."""
    data = load_table("group_rule")
    return GroupRule(
        horde_from=int(data["horde_from"]),
        horde_threat=_rows("group_rule.horde_threat", data["horde_threat"], "rating"),
        horde_or_bonus=_rows("group_rule.horde_or_bonus", data["horde_or_bonus"], "bonus"),
        keep_foe_threats=bool(data["keep_foe_threats"]),
        rest_name=str(data["rest_name"]),
        reinforcement_name=str(data["reinforcements"]["name"]),
        reinforcement_rating=int(data["reinforcements"]["rating"]),
        captives=dict(data["captives"]),
        at_rest=str(data["at_rest"]["before"]),
        pack_name=str(data["minions"]["pack_name"]),
    )


def reinforcement_threat(arrival: CreatureMention, sentence: str, rule: GroupRule) -> Threat:
    """Creatures the text brings in later ("If the alarm sounds, 2d6 harpies arrive"): an
    area threat out of play until its trigger, as the seed's Trouble 2 introduces one."""
    average = dice_average(arrival.count_text) if arrival.count is None else None
    count = (
        f"{arrival.count_text} (average {average}) × {arrival.name}"
        if average is not None
        else f"{arrival.count} × {arrival.name}"
        if arrival.count is not None
        else f"{arrival.name} (no count)"
    )
    why = (
        f'{count} still to come ("{quote(sentence)}"): not there when the party comes in; '
        f"brought in by '{arrival.trigger}' (or by the GM's Trouble 2, 'reinforcements "
        f"arriving'), they are a new threat that starts at rating {rule.reinforcement_rating} "
        "and escalates with Trouble 1 (table group_rule.reinforcements)"
    )
    return Threat(
        rule.reinforcement_name.format(name=arrival.name),
        rule.reinforcement_rating,
        why,
        arrival.source.page,
        foe=arrival.name,
        trigger=arrival.trigger,
    )


def additional_foes_name(creature: str) -> str:
    """The name of the threat standing for the extra foes of one kind."""
    return f"{FOES_PREFIX} ({creature})"


def horde_name(creature: str) -> str:
    """The name of the threat standing for a horde of one kind beside a leader."""
    return f"{HORDE_PREFIX} ({creature})"


def head_count(member: Present) -> int | None:
    """How many of a kind the text gives: printed, or the average of printed dice."""
    if member.entry.count is not None:
        return member.entry.count
    return dice_average(member.count_text)


def foe_count(member: Present) -> int | None:
    """How many foes a kind counts as: its head count, or for minions the foes' worth they
    make (``per_foe`` of them to one foe, a part pack a foe too)."""
    count = head_count(member)
    minions = member.profile.minions
    if minions is None or count is None:
        return count
    return -(-count // minions.per_foe)


def lead_rating(member: Present) -> tuple[int, str]:
    """The OR and why of the obstacle a kind leads with: its profile's, or for minions that of
    the first pack of them (as many as make one foe's worth, or all there are)."""
    minions, count = member.profile.minions, head_count(member)
    if minions is None or count is None or count < 2:
        return member.profile.rating, member.profile.rating_why
    rating, why = minions.pack(count)
    return rating, f"{why}; one alone: {member.profile.rating_why}"


def is_horde(member: Present, rule: GroupRule) -> bool:
    """A known number of at least ``horde_from`` foes of one kind."""
    count = foe_count(member)
    return count is not None and count >= rule.horde_from


def additional_foes_threat(
    creature: str,
    count: int | None,
    count_text: str,
    leader: bool,
    page: int | None,
    per_foe: int | None = None,
) -> Threat | None:
    """Each foe beyond the first is a threat (seed): one threat per kind, rated by number;
    ``per_foe`` minions make one foe (a part pack is a foe too)."""
    name = additional_foes_name(creature)
    if count is None:
        estimate = dice_average(count_text)
        if estimate is None:
            printed = f"count unstated ('{count_text}')" if count_text.strip() else "no count"
            why = f"{printed}: at least one more foe; set the count with an override"
            return Threat(name, 1, why, page, foe=creature)
        count, count_text = estimate, f"{count_text} (average {estimate})"
    foes = count if per_foe is None else -(-count // per_foe)
    extra = foes - 1 if leader else foes
    if extra < 1:
        return None
    printed = count_text.strip()
    shown = f"{count} × {creature}"
    if printed and printed != str(count):
        shown += f" ('{printed}')"
    if per_foe is not None:
        shown += f" (minions, {per_foe} to a foe's worth: {foes} foe{'s' if foes > 1 else ''})"
    beside = "beside the leader" if leader else "with the leader"
    why = f"{shown}: {extra} {beside}; each additional foe is a threat (group rule)"
    rating, why = clamp_rating(extra, why)
    return Threat(name, rating, why, page, foe=creature)


def horde_threat(member: Present, rule: GroupRule) -> Threat:
    """A horde beside a leader of another kind: one threat rated by its number."""
    count = foe_count(member) or rule.horde_from
    rating = rule.horde_threat.lookup(count) or 1
    why = (
        f"{_foes_shown(member, count)}: a horde (from {rule.horde_from}, table group_rule) is "
        f"one threat, not {count} additional foes: Horde {rating} (group_rule.horde_threat)"
    )
    return Threat(horde_name(member.entry.name), rating, why, member.page, foe=member.entry.name)


def _foes_shown(member: Present, foes: int) -> str:
    """ "30 × goblin", or for minions "30 × kobold (minions, 4 to a foe's worth: 8 foes)"."""
    count, minions = head_count(member), member.profile.minions
    if minions is None or count is None:
        return f"{foes} × {member.entry.name}"
    return (
        f"{count} × {member.entry.name} (minions, {minions.per_foe} to a foe's worth: {foes} foes)"
    )


def kept_threat(threat: Threat, kind: str) -> Threat:
    """One threat of an extra foe, kept on the leader's obstacle and named by its kind."""
    return replace(
        threat,
        name=f"{threat.name} ({kind})",
        why=f"the {kind}'s own threat, kept beside the leader (group rule): {threat.why}",
        foe=kind,
    )


def kept_threats(member: Present) -> list[Threat]:
    """An extra foe's own threats, kept on the leader's obstacle and named by its kind."""
    return [kept_threat(t, member.entry.name) for t in member.profile.threats]


def fight_leader(fight: Sequence[Present]) -> Present:
    """The creature a fight's obstacle stands for: the highest OR, the first named on a tie."""
    return max(fight, key=lambda p: (lead_rating(p)[0], -fight.index(p)))


def member_foes_threat(member: Present, leader: bool) -> Threat | None:
    """The additional-foes threat of one kind of the fight (None when it adds no foe)."""
    minions = member.profile.minions
    return additional_foes_threat(
        member.entry.name,
        member.entry.count,
        member.count_text,
        leader,
        member.page,
        minions.per_foe if minions is not None else None,
    )


def foe_threats(fight: Sequence[Present], leader: Present, rule: GroupRule) -> list[Threat]:
    """The threats the rest of the fight put on the leader's obstacle."""
    threats: list[Threat] = []
    for member in fight:
        if member is leader:
            if not is_horde(member, rule):
                found = member_foes_threat(member, True)
                threats += [found] if found is not None else []
            continue
        if is_horde(member, rule):
            threats.append(horde_threat(member, rule))
        else:
            found = member_foes_threat(member, False)
            threats += [found] if found is not None else []
        if rule.keep_foe_threats:
            threats += kept_threats(member)
    return threats


def _horde_rating(leader: Present, rule: GroupRule) -> tuple[int, str]:
    count = foe_count(leader) or rule.horde_from
    bonus = rule.horde_or_bonus.lookup(count) or 0
    one, one_why = lead_rating(leader)
    why = (
        f"{one_why}; {_foes_shown(leader, count)} are a horde (from "
        f"{rule.horde_from}, table group_rule): one obstacle, OR {one} + "
        f"{bonus} (group_rule.horde_or_bonus)"
    )
    return clamp_rating(one + bonus, why)


def group_obstacle(
    fight: Sequence[Present], rule: GroupRule, apart_cue: str | None = None
) -> Obstacle:
    """One obstacle for the leader (highest OR, first named on a tie), the others as threats.

    ``apart_cue`` is the separation cue that made this a fight of its own, for the why.
    """
    leader = fight_leader(fight)
    threats = [*leader.profile.threats, *foe_threats(fight, leader, rule)]
    others = [m.entry.name for m in fight if m is not leader]
    rating, why = lead_rating(leader)
    name = leader.profile.name
    if is_horde(leader, rule):
        rating, why = _horde_rating(leader, rule)
        name = f"{name} horde"
    elif leader.profile.minions is not None and (head_count(leader) or 1) > 1:
        name = rule.pack_name.format(name=name)
    group = f"; leads {', '.join(others)} (group rule)" if others else ""
    if apart_cue:
        group += f"; a fight of its own: '{apart_cue}' in the sentence naming it"
    return Obstacle(
        id="",
        name=name,
        rating=rating,
        kind="creature",
        why=why + group,
        page=leader.page,
        threats=tuple(threats),
        weaknesses=leader.profile.weaknesses,
        strengths=leader.profile.strengths,
        statblock=leader.profile.statblock,
    )


def rest_of_fight(fight: Sequence[Present], rule: GroupRule) -> list[Present]:
    """Who is left when the leader falls: one fewer of the leader's kind, or one pack fewer of
    minions (a horde leads as a whole, so nobody is left of it)."""
    leader = fight_leader(fight)
    rest = [m for m in fight if m is not leader]
    count = head_count(leader)
    if is_horde(leader, rule) or count is None or count < 2:
        return rest
    fallen = 1 if leader.profile.minions is None else min(count, leader.profile.minions.per_foe)
    if count <= fallen:
        return rest
    entry = replace(leader.entry, count=count - fallen)
    return [replace(leader, entry=entry, count_text=str(count - fallen)), *rest]


def rest_obstacle(fight: Sequence[Present], rule: GroupRule, leader_name: str) -> Obstacle | None:
    """The obstacle the rest of the group become when the leader falls, or None when the leader
    fought alone. Its ``after`` is set by the caller, once ids are known."""
    rest = rest_of_fight(fight, rule)
    if not rest:
        return None
    obstacle = group_obstacle(rest, rule)
    named = fight_leader(rest).profile.name
    name = rule.rest_name.format(name=obstacle.name if obstacle.name != named else named)
    left = sum(head_count(m) or 1 for m in rest)
    why = (
        f"when {leader_name} falls, the {left} left fight on as the next obstacle (group rule: "
        f"'Obstacles must be avoided or eliminated'); {obstacle.why}"
    )
    return replace(obstacle, name=name, why=why)
