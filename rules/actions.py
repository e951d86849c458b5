"""What each D&MD action does beyond its pool: the choices the seed lists, made different.

The seed names the actions (Move Fast, Move Carefully, Move and Act, Move and Address
Obstacle, Rest; Disengage and Shift and Address while threatened) but says little of what
each gains or risks; every choice here is written beside its quote in docs/rules-engine.md.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from dmd_rules.errors import UsageError
from dmd_rules.values import Obstacle, Threat

ACTS = ("avoid", "remove", "help")
HELP_OR = 2
REMOVE_OR_EXTRA = 2
REST_HEAL = 2  # one full hit


@dataclass(frozen=True)
class ActionRule:
    """One action: what success and failure mean."""

    id: str
    on_success: str
    engages_on_failure: bool


ACTION_RULES: dict[str, ActionRule] = {
    r.id: r
    for r in (
        ActionRule("move-fast", "gets past the obstacle (avoided, not eliminated)", True),
        ActionRule("move-carefully", "gets past the obstacle (avoided, not eliminated)", False),
        ActionRule("move-and-act", "the act succeeds", True),
        ActionRule("move-and-address", "the obstacle is eliminated", True),
        ActionRule("rest", "catches their breath under pressure and heals one full hit", True),
        ActionRule("disengage", "gets away: no longer engaged", True),
        ActionRule("shift-and-address", "the obstacle is eliminated", True),
    )
}


def action_rule(action: str) -> ActionRule:
    """The rule of ``action``; ``UsageError`` listing the actions otherwise."""
    if action not in ACTION_RULES:
        raise UsageError(f"unknown action {action!r}: choose from {', '.join(ACTION_RULES)}")
    return ACTION_RULES[action]


@dataclass(frozen=True)
class CreatedDie:
    """A bonus die created to avoid one threat of one obstacle (or of the situation).

    It lasts while the situation it was made in holds: the threat still there at the
    rating it had, the obstacle still standing, its holder still engaged there.
    """

    threat: str
    obstacle_id: str
    rating: int


def created_die_holds(
    die: CreatedDie, obstacle: Obstacle | None, situation: tuple[Threat, ...]
) -> bool:
    """Is the situation still the one the die was made in?"""
    if obstacle is None:
        return False
    threats = obstacle.threats + situation
    return any(t.name == die.threat and t.rating == die.rating for t in threats)


def find_threat(obstacle: Obstacle, situation: tuple[Threat, ...], name: str) -> Threat:
    """The threat called ``name`` pressing on ``obstacle`` (its own or the situation's)."""
    for threat in obstacle.threats + situation:
        if threat.name.casefold() == name.casefold():
            return threat
    known = ", ".join(t.name for t in obstacle.threats + situation) or "none"
    raise UsageError(f"no threat {name!r} presses on {obstacle.id} (threats: {known})")


def act_rating(act: str, threat: Threat | None) -> int:
    """The OR the GM sets for an act, by default.

    Creating a die to avoid a threat: the threat's rating ("often a lot easier … than
    attempting to cancel threats"); changing the situation so the threat no longer exists:
    its rating + 2; helping an ally: 2.
    """
    if act == "help":
        return HELP_OR
    if threat is None:
        raise UsageError(f"--act {act} needs --threat NAME")
    return threat.rating + (REMOVE_OR_EXTRA if act == "remove" else 0)


def act_target(obstacle: Obstacle, act: str, threat: Threat | None, rating: int | None) -> Obstacle:
    """The obstacle as the act faces it: same threats and qualities, the act's OR."""
    if act not in ACTS:
        raise UsageError(f"unknown act {act!r}: choose from {', '.join(ACTS)}")
    what = {"avoid": "create a die to avoid", "remove": "be rid of", "help": "help an ally at"}[act]
    target = f"{threat.name}" if threat is not None and act != "help" else obstacle.name
    return replace(
        obstacle,
        name=f"{what} {target}",
        rating=rating if rating is not None else act_rating(act, threat),
    )


def remove_threat(
    obstacle: Obstacle, situation: tuple[Threat, ...], name: str
) -> tuple[Obstacle, tuple[Threat, ...]]:
    """The situation changed: the threat ``name`` no longer exists (on the obstacle or around it)."""
    return (
        replace(obstacle, threats=tuple(t for t in obstacle.threats if t.name != name)),
        tuple(t for t in situation if t.name != name),
    )


def heal(harm: int) -> int:
    """Harm after a rest: one full hit healed (never below zero)."""
    return max(0, harm - REST_HEAL)
