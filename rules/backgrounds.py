"""Backgrounds chosen in turn, and abilities and normal gear that fit them.

> "Starting with the next player in order to go first, that player selects their
> backgrounds … Once each player has selected a background, start with the next player in
> the order and go around again and select backgrounds." Abilities "should fit in with the
> background": each background lists the abilities it teaches (``BACKGROUNDS``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dmd_rules.character import (
    ABILITY_POINTS,
    ATTRIBUTES,
    MAX_MOTIVES,
    Ability,
    Character,
    Gear,
    default_gear_tags,
    roll_attribute,
)

Entry = tuple[str, tuple[str, ...]]


@dataclass(frozen=True)
class Background:
    """What a background teaches: major and minor abilities (name, tags) and normal gear."""

    name: str
    majors: tuple[Entry, ...]
    minors: tuple[Entry, ...]
    gear: tuple[str, ...]


_MELEE: Entry = ("Melee Combat", ("creature",))
_RANGED: Entry = ("Ranged Combat", ("creature", "ranged"))
_PERCEPTIVE: Entry = ("Perceptive", ("trap", "hazard", "puzzle"))
_TRAVELED: Entry = ("Well Traveled", ("contest", "hazard"))
_SCHOLARSHIP: Entry = ("Scholarship", ("puzzle", "contest", "magic"))
_CLIMBING: Entry = ("Climbing", ("hazard", "trap", "huge"))

BACKGROUNDS: tuple[Background, ...] = (
    Background(
        "Soldier",
        (_MELEE, _RANGED, ("Tactics", ("creature", "contest", "outnumbered"))),
        (
            ("Swordsmanship", ("creature", "slashing")),
            ("Shield Wall", ("creature", "outnumbered")),
            ("Forced March", ("hazard",)),
        ),
        ("sword", "shield"),
    ),
    Background(
        "Scout",
        (_RANGED, _PERCEPTIVE, _TRAVELED),
        (
            _CLIMBING,
            ("Sense Enemies", ("creature", "outnumbered")),
            ("Tracking", ("creature", "hazard")),
        ),
        ("longbow", "rope"),
    ),
    Background(
        "Temple acolyte",
        (("Rituals of the Dawn", ("creature", "undead", "radiant", "fiend")), _SCHOLARSHIP),
        (
            ("Healing Hands", ("poison", "hazard")),
            ("Turn Undead", ("undead",)),
            ("Sanctuary", ("creature", "outnumbered")),
        ),
        ("holy symbol", "healer's kit"),
    ),
    Background(
        "Street thief",
        (
            ("Thievery", ("trap", "door", "lock")),
            _PERCEPTIVE,
            ("Knife Fighting", ("creature", "piercing")),
        ),
        (("Lock Picking", ("door", "lock")), ("Fast Talk", ("contest", "social")), _CLIMBING),
        ("thieves' tools", "crowbar"),
    ),
    Background(
        "Hedge wizard",
        (
            ("Elemental Magic", ("creature", "fire", "cold", "lightning", "hazard")),
            ("Illusion Magic", ("creature", "contest", "puzzle")),
            _SCHOLARSHIP,
        ),
        (
            ("Plant Lore", ("hazard", "poison")),
            ("Fire Bolt", ("creature", "fire")),
            ("Ward", ("trap", "magic")),
        ),
        ("torch",),
    ),
    Background(
        "Sailor",
        (_MELEE, _TRAVELED),
        (
            ("Swimming", ("hazard", "water")),
            _CLIMBING,
            ("Knot Work", ("trap", "door")),
            ("Brawling", ("creature",)),
        ),
        ("rope", "grapnel"),
    ),
)
# Minor abilities anyone may have picked up, when a background's list runs out.
COMMON_MINORS: tuple[Entry, ...] = (
    ("First Aid", ("poison",)),
    ("Riding", ("hazard",)),
    ("Haggling", ("contest", "social")),
    ("Local Knowledge", ("puzzle", "contest")),
    ("Keen Ears", ("trap", "creature")),
)
MOTIVES = (
    "Protect my companions",
    "Find the lost relic",
    "Earn a fortune",
    "Prove myself to my order",
    "Avenge my village",
)
ROUNDS_OF_PICKS = 2
# The attributes a background leans on, highest scores first.
PRIORITY: dict[str, tuple[str, ...]] = {
    "Soldier": ("STR", "CON", "DEX"),
    "Scout": ("DEX", "WIS", "CON"),
    "Temple acolyte": ("WIS", "CHA", "CON"),
    "Street thief": ("DEX", "CHA", "INT"),
    "Hedge wizard": ("INT", "WIS", "DEX"),
    "Sailor": ("STR", "DEX", "CON"),
}


def background(name: str) -> Background:
    """The built-in background called ``name``."""
    return next(b for b in BACKGROUNDS if b.name == name)


def pick_backgrounds(rng: random.Random, players: int) -> tuple[tuple[int, str], ...]:
    """Picks in turn: (player, background), starting with the player after the first.

    Each round starts one player later; a player picks a background nobody holds yet,
    or, when every one is taken, one they do not hold.
    """
    picks: list[tuple[int, str]] = []
    for round_index in range(ROUNDS_OF_PICKS):
        start = (1 + round_index) % players
        for offset in range(players):
            player = (start + offset) % players
            taken = {name for _, name in picks}
            mine = {name for p, name in picks if p == player}
            free = [b.name for b in BACKGROUNDS if b.name not in taken] or [
                b.name for b in BACKGROUNDS if b.name not in mine
            ]
            picks.append((player, rng.choice(free)))
    return tuple(picks)


def abilities_for(rng: random.Random, backgrounds: tuple[str, ...]) -> tuple[Ability, ...]:
    """15 points of abilities that fit the backgrounds, always one that fights creatures."""
    majors = list(dict.fromkeys(e for name in backgrounds for e in background(name).majors))
    minors = list(dict.fromkeys(e for name in backgrounds for e in background(name).minors))
    fighters = [e for e in majors if "creature" in e[1]] or [_MELEE]
    first = rng.choice(fighters)
    rest = [e for e in majors if e != first]
    chosen = [first, *rng.sample(rest, min(len(rest), rng.randint(2, 3)))]
    spare = minors + [e for e in COMMON_MINORS if e not in minors]
    extra = [e for e in (_TRAVELED, _PERCEPTIVE, _SCHOLARSHIP) if e not in chosen]
    while 3 * len(chosen) + len(spare) < ABILITY_POINTS:  # a narrow background: broaden
        chosen.append(extra.pop(0))
    needed = ABILITY_POINTS - 3 * len(chosen)
    picked_minors = rng.sample(minors, min(needed, len(minors)))
    picked_minors += [e for e in spare if e not in picked_minors][: needed - len(picked_minors)]
    return tuple(Ability(n, "major", tags=t) for n, t in chosen) + tuple(
        Ability(n, "minor", tags=t) for n, t in picked_minors
    )


def character_for(
    rng: random.Random, name: str, backgrounds: tuple[str, ...], priority: tuple[str, ...]
) -> Character:
    """Roll the scores, then abilities, gear and motives that fit ``backgrounds``."""
    rolled = tuple(roll_attribute(rng) for _ in ATTRIBUTES)
    order = list(priority) + [a for a in ATTRIBUTES if a not in priority]
    scores = dict(zip(order, sorted(rolled, reverse=True), strict=True))
    gear = tuple(
        dict.fromkeys(
            Gear(g, default_gear_tags(g)) for b in backgrounds for g in background(b).gear
        )
    )
    return Character(
        name=name,
        attributes=tuple((a, scores[a]) for a in ATTRIBUTES),
        backgrounds=backgrounds,
        abilities=abilities_for(rng, backgrounds),
        motives=tuple(rng.sample(MOTIVES, rng.randint(1, MAX_MOTIVES))),
        rolled=rolled,
        gear=gear,
    )


def roll_party(
    rng: random.Random, names: tuple[str, ...]
) -> tuple[tuple[Character, ...], tuple[tuple[int, str], ...]]:
    """A party: backgrounds picked in turn, then each character built to fit; and the picks."""
    picks = pick_backgrounds(rng, len(names))
    members = []
    for index, name in enumerate(names):
        mine = tuple(b for player, b in picks if player == index)
        members.append(character_for(rng, name, mine, PRIORITY[mine[0]]))
    return tuple(members), picks


def roll_character(
    rng: random.Random, name: str, priority: tuple[str, ...] = ATTRIBUTES
) -> Character:
    """Roll one legal character: one or two backgrounds, abilities and gear that fit them.

    Six 4d3−7 scores go highest-first to the attributes in ``priority``.
    """
    backgrounds = tuple(b.name for b in rng.sample(BACKGROUNDS, rng.randint(1, 2)))
    return character_for(rng, name, backgrounds, priority)
