"""Typed, frozen records in D&MD terms: what the mapping stage makes of the areas and stat
blocks that detection found (obstacles, threats, qualities, encounters, ratings), and the
``Conversion`` that the emitter writes.

The records of the page and of detection are ``converter.models``'; this module builds on
them and nothing else (``tests/import_rules.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from converter.models import Area, Detection, Document, Problem, Source, WanderingEntry

ObstacleKind = Literal[
    "creature", "trap", "hazard", "door", "puzzle", "contest", "social", "object"
]


@dataclass(frozen=True)
class Threat:
    """A D&MD threat: a quality of a creature or situation with a rating ≥ 1."""

    name: str
    rating: int
    why: str
    page: int | None = None
    avoid: tuple[Avoid, ...] = ()  # ways around a danger of the place the text gives
    foe: str | None = None  # the extra foe of a group it stands for or comes from
    trigger: str | None = None  # reinforcements: not in play until this happens (as printed)


@dataclass(frozen=True)
class Quality:
    """A weakness or strength of an obstacle (``fire``, ``piercing from nonmagical attacks``)."""

    name: str
    why: str
    page: int | None = None
    # assets that undo a strength ("silver weapon" against "harmed only by silver or magic")
    cancelled_by: tuple[str, ...] = ()


@dataclass(frozen=True)
class Avoid:
    """A way around a danger that the module's text gives (a lever that stops the trap, a
    password, a bribe, a route, a condition), with the sentence it was read from in ``why``."""

    how: str
    why: str
    page: int | None = None


@dataclass(frozen=True)
class Want:
    """What a person of a social obstacle asks for, offers, wants, likes or fears, as printed
    ("to find her lost goat"), with the sentence it was read from in ``why``."""

    kind: str  # asks | trades | guides | bargains | wants | likes | fears
    what: str
    why: str
    page: int | None = None


@dataclass(frozen=True)
class Obstacle:
    """A D&MD obstacle with its Obstacle Rating (1–12) and its threats."""

    id: str
    name: str
    rating: int
    kind: ObstacleKind
    why: str
    page: int | None = None
    threats: tuple[Threat, ...] = ()
    weaknesses: tuple[Quality, ...] = ()
    strengths: tuple[Quality, ...] = ()
    statblock: str | None = None
    avoid: tuple[Avoid, ...] = ()  # ways around it the text gives
    after: str | None = None  # id of the obstacle whose fall brings this one in (group rule)
    wants: tuple[Want, ...] = ()  # a social obstacle's person: what it asks, offers, wants
    source: Source | None = None  # an object's: where its statistics are printed


@dataclass(frozen=True)
class Hazard:
    """A trap or danger named in the area's text."""

    name: str
    text: str
    why: str
    page: int | None = None
    avoid: tuple[Avoid, ...] = ()  # the ways around its trap or hazard obstacle


@dataclass(frozen=True)
class CreatureEntry:
    """A creature present in an encounter, linked to its stat block when one was found."""

    name: str
    count: int | None
    statblock: str | None
    # module | catalog-exact | catalog-alias | catalog-head | catalog-fuzzy | none
    resolved_by: str = "none"
    role: str | None = (
        None  # "captive" (group_rule.captives) or "at-rest" (group_rule.at_rest): no foe
    )
    why: str | None = None  # why it has that role


@dataclass(frozen=True)
class Encounter:
    """One keyed area turned into D&MD terms."""

    area: Area
    creatures: tuple[CreatureEntry, ...] = ()
    obstacles: tuple[Obstacle, ...] = ()
    threats: tuple[Threat, ...] = ()
    hazards: tuple[Hazard, ...] = ()
    skipped: bool = False
    wandering: tuple[WanderingRating, ...] = ()  # rows of a table printed in this area


@dataclass(frozen=True)
class StatBlockRating:
    """The D&MD numbers of one stat block as the module prints it: its OR and its threats,
    weaknesses and strengths, each with its ``why``.  Every block gets them, also one that sits
    in no area (a bestiary, an appendix, a wandering table), so a GM can place it by hand."""

    rating: int
    why: str
    threats: tuple[Threat, ...] = ()
    weaknesses: tuple[Quality, ...] = ()
    strengths: tuple[Quality, ...] = ()


@dataclass(frozen=True)
class WanderingRating:
    """One random-encounter row with the D&MD numbers of who turns up: the printed block (or
    catalog entry) its creature takes and the OR, threats and qualities a fight with that many
    of them would have.  ``rating`` is None when the row names nothing the module or the
    catalog knows (an event, a place, a rumour)."""

    entry: WanderingEntry
    statblock: str | None = None
    resolved_by: str = "none"  # module | catalog-exact | catalog-alias | none
    rating: StatBlockRating | None = None
    area: str | None = None  # the key (or name) of the area that prints the table


@dataclass(frozen=True)
class Conversion:
    """The result of converting one PDF: everything the emitter writes."""

    document: Document
    detection: Detection
    encounters: tuple[Encounter, ...]
    problems: tuple[Problem, ...] = field(default=())
    # one per ``detection.statblocks``, in the same order (empty: none were rated)
    ratings: tuple[StatBlockRating, ...] = field(default=())
    # one per ``detection.wandering``, in the same order (empty: none were rated)
    wandering: tuple[WanderingRating, ...] = field(default=())
    # one per ``detection.events``, in the same order: who an event brings wherever the party is
    events: tuple[WanderingRating, ...] = field(default=())
