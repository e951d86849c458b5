"""The itinerant styles' keys, one writer per style. Each writer records every area as it
prints it (``begin_set_area``); what is new is the stat grammar (``statlines_itinerant``): a
Troika!-like block in a box, a Tunnels & Trolls-like Monster Rating, a WFRP-like profile grid,
an AD&D 2e Monstrous Compendium-like sheet, a BRP-like block and a Savage Worlds-like run."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import statlines_itinerant as si
from .blocks import AreaHeading, Para, RosterTable
from .outland_keys import read_aloud
from .trekker_keys import key_label

if TYPE_CHECKING:
    from collections.abc import Callable

    from .itinerant import ItinerantAssembler


def plain_key(writer: ItinerantAssembler, stat: Callable[[ItinerantAssembler, Any], None]) -> None:
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


def grammar(line: Callable[..., tuple[str, dict[str, Any]]], kind: str) -> Callable[..., None]:
    """A group's stat text as one paragraph of the given kind (``stat`` or ``statbox``)."""

    def print_group(writer: ItinerantAssembler, group: Any) -> None:
        creature, amount = group
        text, entry = line(writer.rng, writer.set_words(), creature, amount.count, amount.dice)
        writer.add(Para(text, (writer.record(entry),), kind=kind))

    return print_group


def wfrp_group(writer: ItinerantAssembler, group: Any) -> None:
    """The name on a line of its own, the profile under it as a two-row grid."""
    creature, amount = group
    row, entry = si.wfrp_profile(writer.rng, creature)
    writer.add(
        Para(
            f"<b>{si.shown_name(creature, amount.count, amount.dice)}</b>",
            (writer.record(entry),),
            kind="stat",
        )
    )
    writer.add(RosterTable(si.PROFILE_HEADER, (row,), (writer.marker("row"),), zebra=False))


def troika_key(writer: ItinerantAssembler) -> None:
    plain_key(writer, grammar(si.troika_block, "statbox"))


def tandt_key(writer: ItinerantAssembler) -> None:
    plain_key(writer, grammar(si.tandt_line, "stat"))


def wfrp_key(writer: ItinerantAssembler) -> None:
    plain_key(writer, wfrp_group)


def mcsheet_key(writer: ItinerantAssembler) -> None:
    plain_key(writer, grammar(si.mc_sheet, "stat"))


def brp_key(writer: ItinerantAssembler) -> None:
    plain_key(writer, grammar(si.brp_block, "stat"))


def savage_key(writer: ItinerantAssembler) -> None:
    plain_key(writer, grammar(si.savage_line, "stat"))


WRITERS: dict[str, Callable[[ItinerantAssembler], None]] = {
    "troika": troika_key,
    "tandt": tandt_key,
    "wfrp": wfrp_key,
    "mcsheet": mcsheet_key,
    "brp": brp_key,
    "savage": savage_key,
}
