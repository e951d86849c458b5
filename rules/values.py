"""The values the engine plays with: obstacles, threats and their qualities.

Only the fields the engine uses; ``rules.encounter`` reads them from encounter YAML.
All are frozen and hashable.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Threat:
    """A threat with its rating: each point is one d4 threat die on a roll it presses on.

    ``avoid`` holds the ways around it the module prints (their ``how``): a player who cites
    one cancels it (``rules.ways``). ``foe`` names the extra foe of a group it stands for
    or comes from ("Additional foes (ogre)", the ogre's "Large"): a way around the leader
    does not cancel it.
    """

    name: str
    rating: int
    avoid: tuple[str, ...] = ()
    foe: str | None = None


@dataclass(frozen=True)
class Quality:
    """A weakness or a strength of an obstacle (``fire``, ``nimble escape``).

    ``cancelled_by`` names the assets that undo a strength ("silver weapon").
    """

    name: str
    cancelled_by: tuple[str, ...] = ()


@dataclass(frozen=True)
class Obstacle:
    """An obstacle with its Obstacle Rating (1–12), threats, weaknesses and strengths.

    ``avoid`` holds the ways around it the module prints; ``after`` is the id of the
    obstacle whose fall brings this one in (the rest of a group after its leader).
    """

    id: str
    name: str
    rating: int
    kind: str  # creature | trap | hazard | door | puzzle | contest | social | object
    threats: tuple[Threat, ...] = ()
    weaknesses: tuple[Quality, ...] = ()
    strengths: tuple[Quality, ...] = ()
    statblock: str | None = None
    avoid: tuple[str, ...] = ()
    after: str | None = None
