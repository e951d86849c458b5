"""Danger World moves: general and equipment moves with their difficulty, tags, and what
advantage and disadvantage buy.

Move data is the seed's own list (``../shared/seeds/danger-world.txt``). A move is a
challenge whose complexity is its difficulty: > "A task succeeds if the degree of its
success exceeds the degree of the task." Tags: > "Gain a bonus die when the tag applies as
a positive and a penalty die when the tag applies as a negative."
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from dmd_rules.danger_world import DangerOutcome, DangerPool, danger_distribution
from dmd_rules.errors import UsageError


@dataclass(frozen=True)
class Effect:
    """What a point (or more) of advantage or disadvantage buys on this move."""

    cost: int
    text: str


@dataclass(frozen=True)
class Move:
    """One move of a piece of equipment (or a general move)."""

    equipment: str
    move: str
    difficulty: int
    advantages: tuple[Effect, ...] = ()
    disadvantages: tuple[Effect, ...] = ()

    @property
    def key(self) -> str:
        """``pistol`` for the first move of the pistol, ``pistol:conceal`` for the other."""
        return self.equipment.casefold().replace(" ", "-")


_AMMO = Effect(1, "out of ammo")
MOVES: tuple[Move, ...] = (
    Move("Brawl", "damage an opponent in melee", 1),
    Move(
        "Prepare Equipment",
        "ready, reload, unjam, or otherwise make ready to use",
        0,
        disadvantages=(Effect(1, "the equipment isn't available this encounter"),),
    ),
    Move("Pistol", "damage an opponent", 0, disadvantages=(_AMMO,)),
    Move("Pistol", "conceal the weapon", 2),
    Move("Covert Pistol", "damage an opponent", 1, disadvantages=(_AMMO,)),
    Move("Covert Pistol", "conceal the weapon", 1),
    Move("Rifle", "damage an opponent", 0, disadvantages=(_AMMO,)),
    Move(
        "Shotgun",
        "damage an opponent",
        1,
        (Effect(1, "reduce the target's effective difficulty by 1 for this attack"),),
        (_AMMO,),
    ),
    Move(
        "Assault Rifle",
        "damage an opponent",
        1,
        (Effect(1, "if you damaged the opponent, perform an additional damage"),),
        (_AMMO,),
    ),
    Move(
        "Rocket Launcher",
        "damage an opponent",
        2,
        (Effect(1, "include an additional nearby target"),),
        (_AMMO,),
    ),
)


def find_move(name: str) -> Move:
    """``shotgun``, ``brawl``, ``pistol:conceal`` (a word of the move after the colon)."""
    equipment, _, which = name.casefold().partition(":")
    matches = [m for m in MOVES if m.key == equipment.strip().replace(" ", "-")]
    if which:
        matches = [m for m in matches if which.strip() in m.move.casefold()]
    if not matches:
        known = ", ".join(dict.fromkeys(m.key for m in MOVES))
        raise UsageError(f"no Danger World move {name!r}: choose from {known} (pistol:conceal …)")
    return matches[0]


def tags_to_pool(pool: DangerPool, tags: tuple[str, ...]) -> DangerPool:
    """``+sniper`` (the tag helps: a bonus die) and ``-sniper`` (it hinders: a penalty die)."""
    helping = sum(t.startswith("+") for t in tags)
    hindering = sum(t.startswith("-") for t in tags)
    if helping + hindering != len(tags):
        raise UsageError("--tag: write +TAG when it helps, -TAG when it hinders")
    return DangerPool(pool.dice, pool.rerolls, pool.bonus + helping, pool.penalty + hindering)


def outcome_to_effects(move: Move, outcome: DangerOutcome) -> tuple[bool, tuple[str, ...]]:
    """Success, and the effects the degree of advantage (player) or disadvantage (GM) buys.

    Each effect is bought once, dearest first, while the points last.
    """
    bought: list[str] = []
    points = abs(outcome.advantage)
    effects = move.advantages if outcome.advantage > 0 else move.disadvantages
    side = "advantage" if outcome.advantage > 0 else "disadvantage"
    for effect in sorted(effects, key=lambda e: -e.cost):
        if outcome.advantage and effect.cost <= points:
            bought.append(f"{side}: {effect.text}")
            points -= effect.cost
    return outcome.degree > move.difficulty, tuple(bought)


def move_summary(pool: DangerPool, move: Move) -> dict[str, object]:
    """Exact odds of the move: success, and each effect's chance of being bought."""
    distribution = danger_distribution(pool)
    success = sum((q for o, q in distribution.items() if o.degree > move.difficulty), Fraction(0))
    effects: dict[str, Fraction] = {}
    for outcome, q in distribution.items():
        for text in outcome_to_effects(move, outcome)[1]:
            effects[text] = effects.get(text, Fraction(0)) + q
    return {
        "move": f"{move.equipment}: {move.move}",
        "difficulty": move.difficulty,
        "p_success": str(success),
        "p_effects": {text: str(q) for text, q in sorted(effects.items())},
    }
