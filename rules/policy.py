"""The players' default choices for one roll: what applies, what cancels, what exploits.

Used by ``dmd resolve`` (when the player names nothing), ``dmd odds ENCOUNTER`` and the
playtest; documented under "Playtest policies" in docs/rules-engine.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from dmd_rules.character import Character
from dmd_rules.dmd import PoolRequest
from dmd_rules.values import Obstacle, Threat

# The two attributes the GM picks, by obstacle kind.
ATTRIBUTES_BY_KIND: dict[str, tuple[str, str]] = {
    "creature": ("STR", "DEX"),
    "trap": ("DEX", "WIS"),
    "hazard": ("CON", "DEX"),
    "door": ("STR", "INT"),
    "puzzle": ("INT", "WIS"),
    "contest": ("CHA", "WIS"),
    "social": ("CHA", "WIS"),  # a person met by talking (converter: asks, trades, guides)
    "object": ("STR", "CON"),  # a thing with hit points, broken by blows (a barred door)
}
REST_ATTRIBUTES = ("CON", "WIS")


def words(text: str) -> set[str]:
    """The text, lower-cased, and each of its words."""
    lowered = text.casefold()
    return {lowered} | set(lowered.replace("-", " ").split())


def obstacle_words(obstacle: Obstacle) -> set[str]:
    """Words an ability tag can match: kind, name, stat block and weaknesses."""
    found = {obstacle.kind} | words(obstacle.name) | words(obstacle.statblock or "")
    for weakness in obstacle.weaknesses:
        found |= words(weakness.name)
    return found


def exploiting_assets(
    character: Character, abilities: tuple[str, ...], gear: tuple[str, ...], weakness: str
) -> tuple[str, ...]:
    """The rolled abilities and gear whose tags name ``weakness``: only their dice double."""
    wanted = words(weakness)
    out = [a.name for a in character.abilities if a.name in abilities and wanted & set(a.tags)]
    out += [g.name for g in character.gear if g.name in gear and wanted & set(g.tags)]
    return tuple(out)


def _cancels(
    character: Character, threats: tuple[Threat, ...], applies: list[str]
) -> list[tuple[str, str]]:
    cancels: list[tuple[str, str]] = []
    citing: set[str] = set()
    for threat in threats:
        for ability in character.abilities:
            if ability.name in citing or not words(threat.name) & set(ability.tags):
                continue
            if threat.rating >= 2 or ability.name not in applies:
                cancels.append((threat.name, ability.name))
                citing.add(ability.name)
                break
    return cancels


def policy_request(
    character: Character,
    obstacle: Obstacle,
    situation_threats: tuple[Threat, ...],
    engaged: bool = False,
    bonus_d8: int = 0,
    danger: int = 0,
    avoided: tuple[str, ...] = (),
) -> PoolRequest:
    """The player's and GM's default choices for one roll (the playtest policy).

    First motive; every ability and gear item with a tag matching the obstacle; attributes
    by kind; the first background narrated; an ability whose tag names a threat cancels it
    when the threat is rated 2+ or the ability does not otherwise apply (threats avoided by
    created dice need no cancelling); a weakness counts when a rolled asset's tag names
    it, and only that asset's dice double; any strength works against the whole action.
    """
    found = obstacle_words(obstacle)
    applies = [a.name for a in character.abilities if found & set(a.tags)]
    pressing = tuple(t for t in obstacle.threats + situation_threats if t.name not in avoided)
    cancels = _cancels(character, pressing, applies)
    gear = tuple(g.name for g in character.gear if found & set(g.tags))
    cited = {name for _, name in cancels}
    rolled = tuple(a for a in applies if a not in cited)
    weakness: str | None = None
    exploits: tuple[str, ...] = ()
    for quality in obstacle.weaknesses:
        exploits = exploiting_assets(character, rolled, gear, quality.name)
        if exploits:
            weakness = quality.name
            break
    return PoolRequest(
        action="shift-and-address" if engaged else "move-and-address",
        engaged=engaged,
        motives=character.motives[:1],
        abilities=tuple(applies),
        attributes=ATTRIBUTES_BY_KIND.get(obstacle.kind, ("STR", "DEX")),
        background=character.backgrounds[0] if character.backgrounds else None,
        danger=danger,
        bonus_d8=bonus_d8,
        cancels=tuple(cancels),
        weakness=weakness,
        strength=obstacle.strengths[0].name if obstacle.strengths else None,
        gear=gear,
        exploits=exploits,
        avoided=avoided,
    )


@dataclass(frozen=True)
class Choices:
    """What the player named for one roll (``dmd resolve``); what is left empty the policy picks."""

    motives: tuple[str, ...] = ()
    abilities: tuple[str, ...] = ()
    gear: tuple[str, ...] = ()
    background: str | None = None
    cancels: tuple[tuple[str, str], ...] = ()
    avoided: tuple[str, ...] = ()
    ways: tuple[tuple[str, str], ...] = ()
    weakness: str | None = None
    exploits: tuple[str, ...] = ()
    strength: str | None = None
    against: tuple[str, ...] = ()
    attributes: tuple[str, str] | None = None
    advantages: tuple[str, ...] = ()
    danger: int = 0
    bonus: int = 0

    @property
    def names_dice(self) -> bool:
        """The player named the dice themselves (else the policy chooses them)."""
        return bool(self.motives or self.abilities or self.background or self.cancels or self.gear)


def choices_to_request(
    pc: Character,
    target: Obstacle,
    threats: tuple[Threat, ...],
    action: str,
    engaged: bool,
    c: Choices,
) -> PoolRequest:
    """The player's explicit choices, the policy's where they named none.

    A weakness named without ``exploits`` is exploited by the rolled abilities and gear
    whose tags name it (none: nothing doubles).
    """
    if c.names_dice:
        base = PoolRequest(
            motives=c.motives,
            abilities=c.abilities,
            gear=c.gear,
            background=c.background,
            cancels=c.cancels,
        )
    else:
        base = policy_request(pc, target, threats, engaged, danger=c.danger, avoided=c.avoided)
    weakness = c.weakness if c.weakness is not None else base.weakness
    exploits = c.exploits or base.exploits if c.weakness is None else c.exploits
    if weakness is not None and not exploits:
        exploits = exploiting_assets(pc, base.abilities, base.gear, weakness)
    return PoolRequest(
        action=action,
        engaged=engaged,
        motives=base.motives,
        abilities=base.abilities,
        attributes=c.attributes or base.attributes,
        advantages=c.advantages,
        background=base.background,
        danger=c.danger,
        bonus_d8=c.bonus,
        cancels=base.cancels,
        weakness=weakness,
        strength=c.strength if c.strength is not None else base.strength,
        gear=base.gear,
        exploits=exploits,
        strength_against=c.against,
        avoided=c.avoided,
        ways=c.ways,
    )
