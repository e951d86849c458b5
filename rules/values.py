"""The values the engine plays with: obstacles, threats and their qualities.

Only the fields the engine uses; ``rules.encounter`` reads them from encounter YAML.
All are frozen and hashable.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Threat:
    """A threat with its rating: each point is one d4 threat die on a roll it presses on."""

    name: str
    rating: int


@dataclass(frozen=True)
class Quality:
    """A weakness or a strength of an obstacle (``fire``, ``nimble escape``)."""

    name: str


@dataclass(frozen=True)
class Obstacle:
    """An obstacle with its Obstacle Rating (1–12), threats, weaknesses and strengths."""

    id: str
    name: str
    rating: int
    kind: str  # creature | trap | hazard | door | puzzle | contest | social
    threats: tuple[Threat, ...] = ()
    weaknesses: tuple[Quality, ...] = ()
    strengths: tuple[Quality, ...] = ()
    statblock: str | None = None
