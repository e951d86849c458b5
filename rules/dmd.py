"""Dice & More Dice: reading dice, building a pool with its reasons, resolving a roll.

Everything here is a pure function over frozen values; the only randomness is the
``random.Random`` handed to ``roll_pool``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import Enum

from dmd_rules.character import ATTRIBUTES, Character
from dmd_rules.dice import DicePool, sizes_to_pool
from dmd_rules.errors import UsageError
from dmd_rules.values import Obstacle, Threat
from dmd_rules.ways import cite_ways, strength_canceller

NORMAL_ACTIONS = ("move-fast", "move-carefully", "move-and-act", "move-and-address", "rest")
SAFE_ACTIONS = ("disengage", "shift-and-address")
ACTIONS = NORMAL_ACTIONS + SAFE_ACTIONS
MAX_DANGER_DICE = 3
ENGAGED_THREAT_DICE = 2
CAREFUL_TROUBLE_RELIEF = 1


class Reading(Enum):
    """What one die's face says."""

    TROUBLE_PLUS = "Trouble Plus"
    TROUBLE = "Trouble"
    NEUTRAL = "neutral"
    HIT = "Hit"
    HIT_PLUS = "Hit Plus"


def face_to_reading(face: int) -> Reading:
    """Read a face: 1 Trouble Plus, 2 Trouble, 3–4 neutral, 5–7 Hit, 8 or more Hit Plus.

    "8+" is the face value on every die size, so a d8 has one Hit Plus face and a d20 has
    thirteen (see docs/rules-engine.md).
    """
    if face <= 1:
        return Reading.TROUBLE_PLUS
    if face == 2:
        return Reading.TROUBLE
    if face <= 4:
        return Reading.NEUTRAL
    if face <= 7:
        return Reading.HIT
    return Reading.HIT_PLUS


def reading_to_hits(reading: Reading, weakness: bool) -> int:
    """Hits a reading scores: a Hit Plus is two hits only against a weakness."""
    if reading is Reading.HIT:
        return 1
    if reading is Reading.HIT_PLUS:
        return 2 if weakness else 1
    return 0


def reading_to_trouble(reading: Reading, strength: bool) -> int:
    """Trouble a reading makes: a Trouble Plus is two only when a strength applies."""
    if reading is Reading.TROUBLE:
        return 1
    if reading is Reading.TROUBLE_PLUS:
        return 2 if strength else 1
    return 0


def face_to_hits_trouble(face: int, weakness: bool, strength: bool) -> tuple[int, int]:
    """``(hits, trouble)`` of one face."""
    reading = face_to_reading(face)
    return reading_to_hits(reading, weakness), reading_to_trouble(reading, strength)


@dataclass(frozen=True)
class PoolDie:
    """One die in a built pool, with the rule that put it there.

    ``source`` names the asset the die comes from (an ability, gear, a created die …);
    ``doubles_hits`` marks a die of an asset exploiting the obstacle's weakness (its Hit
    Plus is two hits), ``doubles_trouble`` a die facing the obstacle's strength (its
    Trouble Plus is two trouble).
    """

    size: int
    role: str  # motive | ability | attribute | minor | gear | advantage | background | bonus | danger | threat
    reason: str
    source: str = ""
    doubles_hits: bool = False
    doubles_trouble: bool = False


@dataclass(frozen=True)
class PoolRequest:
    """What the player and the GM chose for one roll (names refer to the character sheet).

    ``exploits`` names the assets (abilities, gear, advantages) that exploit ``weakness``;
    only their dice double Hit Plus. ``strength_against`` names the assets ``strength``
    works against; empty means it works against the whole action (every die).
    ``avoided`` names threats the character holds a created die against. ``ways`` cites
    ways around printed in the module, each with the die given up for it (``rules.ways``).
    """

    action: str = "move-and-address"
    engaged: bool = False
    motives: tuple[str, ...] = ()
    abilities: tuple[str, ...] = ()
    attributes: tuple[str, str] = ("STR", "DEX")
    advantages: tuple[str, ...] = ()
    background: str | None = None
    danger: int = 0
    bonus_d8: int = 0
    cancels: tuple[tuple[str, str], ...] = ()  # (threat name, cited ability or motive)
    weakness: str | None = None
    strength: str | None = None
    gear: tuple[str, ...] = ()
    exploits: tuple[str, ...] = ()
    strength_against: tuple[str, ...] = ()
    avoided: tuple[str, ...] = ()
    ways: tuple[tuple[str, str], ...] = ()  # (way around as printed, cited die)


@dataclass(frozen=True)
class BuiltPool:
    """A pool ready to roll: the dice with reasons and flags, and what was cancelled.

    ``trouble_relief`` is taken off the roll's trouble (Move Carefully).
    """

    dice: tuple[PoolDie, ...]
    rating: int
    notes: tuple[str, ...] = ()
    trouble_relief: int = 0

    @property
    def pool(self) -> DicePool:
        """The bare multiset of dice."""
        return sizes_to_pool(d.size for d in self.dice)

    @property
    def weakness(self) -> bool:
        """Some die's Hit Plus counts two hits."""
        return any(d.doubles_hits for d in self.dice)

    @property
    def strength(self) -> bool:
        """Some die's Trouble Plus counts two trouble."""
        return any(d.doubles_trouble for d in self.dice)


def bare_built(pool: DicePool, weakness: bool, strength: bool, rating: int = 0) -> BuiltPool:
    """A bare pool (``--pool``) as a built pool: the flags apply to every die."""
    return BuiltPool(
        tuple(PoolDie(s, "die", "from --pool", "", weakness, strength) for s in pool.sizes), rating
    )


def _check_request(character: Character, obstacle: Obstacle, request: PoolRequest) -> None:
    if request.action not in ACTIONS:
        raise UsageError(f"unknown action {request.action!r}: choose from {', '.join(ACTIONS)}")
    if request.action in SAFE_ACTIONS and not request.engaged:
        raise UsageError(f"{request.action} is only possible while engaged with an obstacle")
    if request.action == "rest" and not request.engaged:
        raise UsageError("rest rolls no dice unless engaged: see rules.actions.rest")
    if not 0 <= request.danger <= MAX_DANGER_DICE:
        raise UsageError(f"--danger {request.danger}: a player rolls 0 to 3 danger dice")
    if request.action == "move-carefully" and request.danger:
        raise UsageError("move-carefully takes no danger dice: a careful character takes no risks")
    for attribute in request.attributes:
        if attribute not in ATTRIBUTES:
            raise UsageError(f"unknown attribute {attribute!r}: use {', '.join(ATTRIBUTES)}")
    if len(request.attributes) != 2:
        raise UsageError("the GM picks exactly two attributes, e.g. --attributes STR,DEX")
    for motive in request.motives:
        if motive not in character.motives:
            raise UsageError(f"{character.name} has no motive {motive!r}")
    for name in request.abilities:
        if character.ability(name) is None:
            raise UsageError(f"{character.name} has no ability {name!r}")
    for name in request.gear:
        if name.casefold() not in {g.name.casefold() for g in character.gear}:
            raise UsageError(f"{character.name} carries no gear {name!r}")
    if request.background is not None and request.background not in character.backgrounds:
        raise UsageError(f"{character.name} has no background {request.background!r}")
    _check_qualities(obstacle, request)


def _check_qualities(obstacle: Obstacle, request: PoolRequest) -> None:
    if request.weakness is not None and request.weakness not in {
        w.name for w in obstacle.weaknesses
    }:
        raise UsageError(f"{obstacle.id} has no weakness {request.weakness!r}")
    if request.strength is not None and request.strength not in {
        s.name for s in obstacle.strengths
    }:
        raise UsageError(f"{obstacle.id} has no strength {request.strength!r}")
    assets = {n.casefold() for n in request.abilities + request.gear + request.advantages}
    for name in request.exploits + request.strength_against:
        if name.casefold() not in assets:
            raise UsageError(f"{name!r} is not an ability, gear or advantage rolled here")


def _cited(
    character: Character, threats: tuple[Threat, ...], request: PoolRequest
) -> dict[str, str]:
    threat_names = {t.name for t in threats}
    cited: dict[str, str] = {}
    for threat_name, die_name in request.cancels:
        if threat_name not in threat_names:
            raise UsageError(f"no threat {threat_name!r} presses on this roll")
        if character.ability(die_name) is None and die_name not in character.motives:
            raise UsageError(f"{character.name} has no ability or motive {die_name!r} to cite")
        if die_name.casefold() in {c.casefold() for c in cited.values()}:
            raise UsageError(f"{die_name!r} already cancels another threat")
        cited[threat_name] = die_name
    for threat_name in request.avoided:
        if threat_name not in threat_names:
            raise UsageError(f"no threat {threat_name!r} presses on this roll to avoid")
    return cited


def _asset_dice(character: Character, request: PoolRequest, cited: set[str]) -> list[PoolDie]:
    """Motive, major ability, attribute, minor ability, gear, advantage and background dice."""
    dice = [
        PoolDie(20, "motive", f"motive: {m}", m)
        for m in request.motives
        if m.casefold() not in cited
    ]
    applied = [a for a in (character.ability(n) for n in request.abilities) if a is not None]
    dice += [
        PoolDie(12, "ability", f"major ability: {a.name}", a.name)
        for a in applied
        if a.kind == "major" and a.name.casefold() not in cited
    ]
    first, second = request.attributes
    total = character.attribute(first) + character.attribute(second)
    pair = f"{first} {character.attribute(first):+d} + {second} {character.attribute(second):+d}"
    if total >= 0:
        dice += [PoolDie(10, "attribute", f"attributes {pair} = {total:+d}", "attributes")] * total
    else:
        dice += [PoolDie(4, "threat", f"attributes {pair} = {total:+d} (negative)")] * -total
    dice += [
        PoolDie(8, "minor", f"minor ability: {a.name}", a.name)
        for a in applied
        if a.kind == "minor" and a.name.casefold() not in cited
    ]
    dice += [PoolDie(8, "gear", f"gear: {g}", g) for g in request.gear if g.casefold() not in cited]
    dice += [PoolDie(8, "advantage", f"situational advantage: {a}", a) for a in request.advantages]
    if request.background is not None:
        dice.append(
            PoolDie(8, "background", f"narrated background: {request.background}", "background")
        )
    return dice


def _flagged(dice: list[PoolDie], request: PoolRequest, strength: bool) -> tuple[PoolDie, ...]:
    exploits = {n.casefold() for n in request.exploits} if request.weakness else set()
    against = {n.casefold() for n in request.strength_against}
    out = []
    for die in dice:
        source = die.source.casefold()
        faces = strength and (not against or source in against)
        out.append(replace(die, doubles_hits=source in exploits, doubles_trouble=faces))
    return tuple(out)


def build_pool(
    character: Character,
    obstacle: Obstacle,
    situation_threats: tuple[Threat, ...],
    request: PoolRequest,
) -> BuiltPool:
    """Build the pool for one action against one obstacle, each die with its reason.

    Threats of the obstacle and of the situation all press on the roll unless cancelled
    by citing one of the character's dice (the cited die is then not rolled) or avoided
    by a created die the character holds, or cancelled by citing a way around the module
    prints (the die given up is not rolled). A strength an asset rolled here undoes
    (``cancelled_by``) does not apply. Move Fast adds a danger d6; Move Carefully allows no
    danger dice and takes one trouble off the roll (docs/rules-engine.md).
    """
    _check_request(character, obstacle, request)
    threats = obstacle.threats + situation_threats
    cited = _cited(character, threats, request)
    ways = cite_ways(character, obstacle, situation_threats, request.ways)
    given_up = {n.casefold() for n in cited.values()}
    if given_up & {w.die.casefold() for w in ways}:
        raise UsageError("one die cannot both cancel a threat and pay for a way around")
    way_of = {name: way for way in ways for name in way.threats}
    dice = _asset_dice(character, request, given_up | {w.die.casefold() for w in ways})
    notes: list[str] = []
    dice += [PoolDie(8, "bonus", f"bonus die from earlier hits on {obstacle.id}")] * (
        request.bonus_d8
    )
    dice += [PoolDie(6, "danger", "danger die chosen by the player")] * request.danger
    if request.action == "move-fast":
        dice.append(PoolDie(6, "danger", "move-fast: speed is a risk"))
    if request.engaged and request.action in NORMAL_ACTIONS:
        dice += [
            PoolDie(4, "threat", f"{request.action} while engaged with {obstacle.id}")
        ] * ENGAGED_THREAT_DICE
    for threat in threats:
        if threat.name in cited:
            notes.append(f"threat {threat.name} {threat.rating} cancelled by {cited[threat.name]}")
        elif threat.name in way_of:
            way = way_of[threat.name]
            notes.append(
                f"threat {threat.name} {threat.rating} cancelled: way around '{way.how}' "
                f"cited with {way.die}"
            )
        elif threat.name in request.avoided:
            notes.append(f"threat {threat.name} {threat.rating} avoided by a created die")
        else:
            dice += [PoolDie(4, "threat", f"threat: {threat.name} {threat.rating}")] * threat.rating
    if all(d.role == "threat" for d in dice):
        dice.append(PoolDie(6, "danger", "automatic: nothing but threat dice (or none)"))
    if request.weakness is not None and not request.exploits:
        notes.append(f"weakness {request.weakness}: no asset rolled here exploits it")
    quality = next((q for q in obstacle.strengths if q.name == request.strength), None)
    undone = None
    if quality is not None:
        undone = strength_canceller(character, quality, request.abilities + request.gear)
    if undone is not None:
        notes.append(f"strength {request.strength} cancelled by {undone}")
    return BuiltPool(
        dice=_flagged(dice, request, request.strength is not None and undone is None),
        rating=obstacle.rating,
        notes=tuple(notes),
        trouble_relief=CAREFUL_TROUBLE_RELIEF if request.action == "move-carefully" else 0,
    )


def with_automatic_danger(pool: DicePool) -> DicePool:
    """A bare pool with only d4s (or nothing) gets its automatic danger d6."""
    if all(size == 4 for size in pool.sizes):
        return pool.plus(DicePool(((6, 1),)))
    return pool


@dataclass(frozen=True)
class RolledDie:
    """One die after the roll, with its reading and what it scored."""

    die: PoolDie
    face: int
    reading: Reading
    hits: int
    trouble: int


@dataclass(frozen=True)
class Resolution:
    """The outcome of one roll against an obstacle."""

    rolled: tuple[RolledDie, ...]
    rating: int
    hits: int
    trouble: int

    @property
    def success(self) -> bool:
        """Hits meet the obstacle rating: the obstacle is eliminated."""
        return self.hits >= self.rating

    @property
    def bonus_d8(self) -> int:
        """Bonus d8s banked against the obstacle after a miss: one per hit."""
        return 0 if self.success else self.hits


def faces_to_resolution(built: BuiltPool, faces: tuple[int, ...]) -> Resolution:
    """Read given faces (one per die of ``built``, in order)."""
    rolled = []
    for die, face in zip(built.dice, faces, strict=True):
        reading = face_to_reading(face)
        rolled.append(
            RolledDie(
                die,
                face,
                reading,
                reading_to_hits(reading, die.doubles_hits),
                reading_to_trouble(reading, die.doubles_trouble),
            )
        )
    return Resolution(
        rolled=tuple(rolled),
        rating=built.rating,
        hits=sum(r.hits for r in rolled),
        trouble=max(0, sum(r.trouble for r in rolled) - built.trouble_relief),
    )


def roll_pool(built: BuiltPool, rng: random.Random) -> Resolution:
    """Roll every die of the pool in order and read it."""
    return faces_to_resolution(built, tuple(rng.randint(1, d.size) for d in built.dice))


@dataclass(frozen=True)
class TroubleOption:
    """One line of the GM's trouble menu."""

    cost: int
    name: str
    effect: str


TROUBLE_MENU = (
    TroubleOption(1, "Escalate a threat", "the rating of one threat goes up by one"),
    TroubleOption(2, "New threat", "a new threat rated 1 appears as fallout of the action"),
    TroubleOption(3, "Reduced hit", "the character takes a reduced hit"),
    TroubleOption(4, "New obstacle", "a new obstacle, usually 1–2 OR lower, enters the scene"),
    TroubleOption(5, "Full hit", "the character takes a full hit"),
    TroubleOption(6, "Total disaster", "the worst happens; a hero may take a full hit to stop it"),
    TroubleOption(8, "Character defeated", "full hit, and the character is out of the action"),
)


def trouble_to_menu(trouble: int) -> tuple[tuple[TroubleOption, int], ...]:
    """The options the GM can afford with ``trouble``, each with how many times it fits.

    Options combine freely: the GM spends the total on any mix whose costs add up.
    """
    return tuple((o, trouble // o.cost) for o in TROUBLE_MENU if o.cost <= trouble)
