"""The players' default choices for one roll: what applies, what cancels, what exploits.

Used by ``dmd resolve`` (when the player names nothing), ``dmd odds ENCOUNTER`` and the
playtest; documented under "Playtest policies" in docs/rules-engine.md.
"""

from __future__ import annotations

from rules.character import Character
from rules.dmd import PoolRequest
from rules.values import Obstacle, Threat

# The two attributes the GM picks, by obstacle kind.
ATTRIBUTES_BY_KIND: dict[str, tuple[str, str]] = {
    "creature": ("STR", "DEX"),
    "trap": ("DEX", "WIS"),
    "hazard": ("CON", "DEX"),
    "door": ("STR", "INT"),
    "puzzle": ("INT", "WIS"),
    "contest": ("CHA", "WIS"),
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
