"""The peregrine styles' keys, one writer per style. Each writer records every area as it
prints it (``begin_set_area``); what is new is the stat grammar (``statlines_peregrine``): a
Dragonbane-like line over a d6 monster-attack table, a Shadow of the Demon Lord-like block in
a box, a Cypher System-like entry, a GURPS-like run, a One Ring-like grid and a Mothership-like
box."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import statlines_peregrine as sp
from .blocks import AreaHeading, Para, RosterTable
from .outland_keys import read_aloud
from .trekker_keys import key_label

if TYPE_CHECKING:
    from collections.abc import Callable

    from .peregrine import PeregrineAssembler

    GroupPrinter = Callable[[PeregrineAssembler, Any], None]


def plain_key(writer: PeregrineAssembler, stat: GroupPrinter) -> None:
    """A plain key, read-aloud in a quarter of the rooms; ``stat`` prints each group after the
    room's paragraph."""
    rng = writer.rng
    label = key_label(writer)
    for number, name in enumerate(writer.locations(rng.randint(7, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.25)
        writer.add(Para(writer.body_markup(text)))
        for group in groups:
            stat(writer, group)


def grammar(line: Callable[..., tuple[str, dict[str, Any]]], kind: str) -> GroupPrinter:
    """A group's stat text as one paragraph of the given kind (``stat`` or ``statbox``)."""

    def print_group(writer: PeregrineAssembler, group: Any) -> None:
        creature, amount = group
        text, entry = line(writer.rng, writer.set_words(), creature, amount.count, amount.dice)
        writer.add(Para(text, (writer.record(entry),), kind=kind))

    return print_group


def dragonbane_group(writer: PeregrineAssembler, group: Any) -> None:
    """The name, the stat line, then the d6 attack table the monster rolls on each turn."""
    creature, amount = group
    stats, entry = sp.dragonbane_stats(writer.rng, creature)
    name = sp.shown_name(creature, amount.count, amount.dice).upper()
    writer.add(Para(f"<b>{name}</b><br/>{stats}", (writer.record(entry),), kind="stat"))
    rows = sp.dragonbane_attacks(writer.rng, creature)
    markers = tuple(writer.marker("row") for _ in rows)
    writer.add(
        RosterTable(("D6", "Monster Attack"), rows, markers, zebra=writer.rng.random() < 0.5)
    )


def onering_group(writer: PeregrineAssembler, group: Any) -> None:
    """The name and an italic line on its mood, the one-row grid, then the proficiencies."""
    creature, amount = group
    row, entry = sp.onering_row(writer.rng, creature)
    mood = writer.fpick("mood_words")
    name = sp.shown_name(creature, amount.count, amount.dice)
    writer.add(
        Para(f"<b>{name}</b><br/><i>{mood.capitalize()}.</i>", (writer.record(entry),), kind="stat")
    )
    writer.add(RosterTable(sp.ONERING_HEADER, (row,), (writer.marker("row"),), zebra=False))
    writer.add(Para(sp.onering_lines(writer.rng, writer.set_words(), creature), kind="stat"))


WRITERS: dict[str, Callable[[PeregrineAssembler], None]] = {
    "dragonbane": lambda w: plain_key(w, dragonbane_group),
    "demonlord": lambda w: plain_key(w, grammar(sp.demonlord_block, "statbox")),
    "cypher": lambda w: plain_key(w, grammar(sp.cypher_block, "stat")),
    "gurps": lambda w: plain_key(w, grammar(sp.gurps_line, "stat")),
    "onering": lambda w: plain_key(w, onering_group),
    "mothership": lambda w: plain_key(w, grammar(sp.mothership_line, "statbox")),
}
