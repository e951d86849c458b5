"""Citing a way around a danger the module prints, and assets that undo a strength.

The seed's rule for cancelling threats: "A player may instead elect to avoid a threat by
citing one of their applicable dice as countering the hazard in question. If the GM agrees,
then the player does not roll the die used to cancel when addressing the current obstacle,
and the threat does not add threat dice either. This cancelation has to be done for every
roll, as long as the threat is uncanceled." A way the converter read from the module
("give her some fish", "hugging the right wall") is what the player cites; the die they
give up for it is one of theirs (docs/rules-engine.md, "Ways around").
"""

from __future__ import annotations

from dataclasses import dataclass

from dmd_rules.character import Character
from dmd_rules.errors import UsageError
from dmd_rules.values import Obstacle, Quality, Threat

GENERIC_ASSET_WORDS = frozenset({"weapon", "weapons", "a", "an", "the"})


def _normal(text: str) -> str:
    return " ".join(text.casefold().split())


def way_matches(cited: str, printed: str) -> bool:
    """A cited way names a printed one: the same words, or one's words inside the other's."""
    a, b = _normal(cited), _normal(printed)
    return bool(a) and (a == b or f" {a} " in f" {b} " or f" {b} " in f" {a} ")


@dataclass(frozen=True)
class CitedWay:
    """One way around the player cites, the die they give up, and the threats it cancels."""

    how: str
    die: str
    threats: tuple[str, ...]


def _way_threats(how: str, obstacle: Obstacle, situation: tuple[Threat, ...]) -> tuple[str, ...]:
    """The threats a way cancels: a way printed on a threat cancels that threat; a way printed
    on the obstacle cancels its own threats (not those of the foes beside it)."""
    threats = [
        t.name for t in obstacle.threats + situation if any(way_matches(how, w) for w in t.avoid)
    ]
    if any(way_matches(how, w) for w in obstacle.avoid):
        threats += [t.name for t in obstacle.threats if t.foe is None]
    return tuple(dict.fromkeys(threats))


def _printed_ways(obstacle: Obstacle, situation: tuple[Threat, ...]) -> list[str]:
    return [*obstacle.avoid, *(w for t in obstacle.threats + situation for w in t.avoid)]


def _has_die(character: Character, die: str) -> bool:
    wanted = die.casefold()
    return (
        character.ability(die) is not None
        or wanted in {m.casefold() for m in character.motives}
        or wanted in {g.name.casefold() for g in character.gear}
    )


def cite_ways(
    character: Character,
    obstacle: Obstacle,
    situation: tuple[Threat, ...],
    ways: tuple[tuple[str, str], ...],
) -> tuple[CitedWay, ...]:
    """Check each ``(way, die)`` the player cites; ``UsageError`` names what does not fit."""
    out: list[CitedWay] = []
    for how, die in ways:
        printed = _printed_ways(obstacle, situation)
        if not any(way_matches(how, w) for w in printed):
            known = "; ".join(printed) or "none"
            raise UsageError(f"no way around {how!r} on {obstacle.id} (ways printed: {known})")
        if not _has_die(character, die):
            raise UsageError(f"{character.name} has no ability, motive or gear {die!r} to cite")
        if any(c.die.casefold() == die.casefold() for c in out):
            raise UsageError(f"{die!r} already pays for another way around")
        threats = _way_threats(how, obstacle, situation)
        if not threats:
            raise UsageError(
                f"way around {how!r} cancels nothing: {obstacle.id} has no threat of its own"
            )
        out.append(CitedWay(how, die, threats))
    return tuple(out)


def _asset_words(name: str, tags: tuple[str, ...]) -> set[str]:
    return set(_normal(name).replace("-", " ").split()) | {t.casefold() for t in tags}


def strength_canceller(
    character: Character, quality: Quality, rolled: tuple[str, ...]
) -> str | None:
    """The rolled asset (ability, gear) that undoes a strength, if any.

    An asset undoes it when every word of one ``cancelled_by`` entry, less "weapon", is a
    word of the asset's name or one of its tags: "silver weapon" is undone by a "silver
    dagger", "magic weapon" by gear tagged ``magic``.
    """
    wanted = {n.casefold() for n in rolled}
    assets = [(a.name, a.tags) for a in character.abilities if a.name.casefold() in wanted]
    assets += [(g.name, g.tags) for g in character.gear if g.name.casefold() in wanted]
    for entry in quality.cancelled_by:
        need = set(_normal(entry).split()) - GENERIC_ASSET_WORDS
        for name, tags in assets:
            if need and need <= _asset_words(name, tags):
                return name
    return None
