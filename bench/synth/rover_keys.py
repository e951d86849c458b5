"""The rover styles' keys, one writer per style. Each writer records every area as it prints it
(``begin_set_area``); stat text is the older one-line grammars (``outland_keys``) in the
module's one family, or the Knave-like lines (``statlines_stray``) where the game prints those,
placed where each layout puts it."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from . import statlines as st
from . import statlines_stray as ss
from .blocks import AreaHeading, Block, Bullet, Para, RosterTable, SectionHeading
from .feral import Amount
from .outland_keys import read_aloud, stat_line, stat_lines
from .rover_render import SmallCapsEntry, WhatBox

if TYPE_CHECKING:
    from collections.abc import Callable

    from .rover import RoverAssembler


def stat_paras(writer: RoverAssembler, groups: list[Any]) -> None:
    for line, stat in stat_lines(writer, groups):
        writer.add(Para(line, (stat,), kind="stat"))


def key_label(writer: RoverAssembler) -> str:
    """The key's section heading and the form of its area labels."""
    writer.add(SectionHeading(writer.fpick("key_titles")))
    return str(writer.rng.choice(("{n}.", "{n}.", "{n}", "Area {n}.")))


# -- bullets: Into the Odd / Electric Bastionland rooms, terse bullets with inline stats ---------
def bullets_key(writer: RoverAssembler) -> None:
    rng = writer.rng
    form = rng.choice(("{n}.", "{n}", "{n}:"))
    glyph = rng.choice(("\u2022", "\u25aa", "\u2013"))
    order = rng.choice((0, 3))  # "4 HP, 1 Armor, 12 STR, …" or "STR 12, DEX 8, WIL 5, 4hp, …"
    writer.add(SectionHeading(writer.fpick("key_titles")))
    for number, name in enumerate(writer.locations(rng.randint(8, 13)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, form.format(n=number), name))
        terse = [text.scene[0], text.hazard, text.decoy, text.treasure, text.exit]
        points = [writer.prose(p) for p in terse if p][: rng.randint(2, 4)]
        for point in points[:1]:
            writer.add(Bullet(point, glyph=glyph))
        for (kind, _), (sentence, _) in zip(groups, text.groups, strict=True):
            numbers = st.roll_numbers(rng, kind, 1)
            trait = rng.choice(("ambush from the dark", "flees at half HP", "hates fire"))
            label, rest, entry = ss.knave_line(rng, numbers, order, trait, "")
            line = f"{sentence} <b>{escape(label)}</b> {rest}"
            writer.add(Bullet(line, (writer.record(entry),), glyph=glyph))
        for point in points[1:]:
            writer.add(Bullet(point, glyph=glyph))


# -- dotleader: a key set like a contents page --------------------------------------------------
def dotleader_key(writer: RoverAssembler) -> None:
    rng = writer.rng
    writer.add(SectionHeading(writer.fpick("key_titles")))
    dots = rng.choice((". ", ".", "\u2009.\u2009"))
    width = rng.randint(14, 26)
    first = rng.choice((1, 1, rng.randint(10, 30)))
    for offset, name in enumerate(writer.locations(rng.randint(8, 14))):
        number = first + offset
        marker, text, groups = writer.begin_set_area(str(number), name)
        leader = dots * max(4, width - len(name) // 2)
        writer.add(Para(f"<b>{number}</b> {leader} <b>{escape(name)}</b>", (marker,)))
        read_aloud(writer, 0.2)
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


# -- whatbox: every room a two-cell box -------------------------------------------------------
def whatbox_key(writer: RoverAssembler) -> None:
    rng = writer.rng
    label = key_label(writer)
    header = tuple(writer.fpick("here_heads"))
    tint = rng.randrange(3)
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        here = [writer.prose(" ".join(text.scene))]
        here += [writer.prose(p) for p in (text.treasure, text.exit) if p]
        happens = [s for s, _ in text.groups]
        happens += [writer.prose(p) for p in (text.hazard, text.decoy) if p]
        lines = stat_lines(writer, groups)
        happens += [line for line, _ in lines]
        box = WhatBox(
            (escape(header[0]), escape(header[1])),
            "<br/>".join(here),
            "<br/>".join(happens) or "Nothing, unless the party makes it so.",
            tuple(m for _, m in lines),
            tint,
        )
        writer.add(box)


# -- sitebook: small-caps run-in names, the stats gathered in a box every few rooms --------------
def sitebook_key(writer: RoverAssembler) -> None:
    rng = writer.rng
    writer.add(SectionHeading(writer.fpick("key_titles")))
    form = rng.choice(("{n}", "{n}.", "[{n}]"))
    title = writer.fpick("stat_titles")
    waiting: list[tuple[str, str]] = []
    names = writer.locations(rng.randint(8, 13))
    for number, name in enumerate(names, start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(
            SmallCapsEntry(
                marker, escape(form.format(n=number)), escape(name), writer.body_markup(text)
            )
        )
        waiting += stat_lines(writer, groups)
        if waiting and (number % rng.choice((2, 3)) == 0 or number == len(names)):
            body = "<br/>".join([f"<b>{escape(title)}</b>"] + [line for line, _ in waiting])
            writer.add(Para(body, tuple(m for _, m in waiting), kind="statbox"))
            waiting = []


# -- denizens: the creatures only in a per-level roster naming their rooms -----------------------
WHERE_FORMS = ("{key} ({n})", "{n} in {key}", "{key}: {n}", "{key} \u00d7{n}")


def denizens_key(writer: RoverAssembler) -> None:
    rng = writer.rng
    levels = rng.sample(list(writer.set_words()["levels"]), rng.choice((1, 2)))
    where = rng.choice(WHERE_FORMS)
    label = str(rng.choice(("{n}.", "{n}", "Room {n}.")))
    number = 0
    for level in levels:
        writer.add(SectionHeading(escape(level)))
        rooms: list[Block] = []
        found: dict[str, list[tuple[str, Any]]] = {}
        kinds: dict[str, Any] = {}
        for name in writer.locations(rng.randint(6, 9)):
            number += 1
            marker, text, groups = writer.begin_set_area(str(number), name, sentences=False)
            rooms.append(AreaHeading(marker, label.format(n=number), name))
            rooms.append(Para(writer.body_markup(text)))
            for kind, amount in groups:
                found.setdefault(kind.name, []).append((str(number), amount.count))
                kinds[kind.name] = kind
        if found:
            writer.add(roster(writer, found, kinds, where))
        for block in rooms:
            writer.add(block)


def roster(
    writer: RoverAssembler,
    found: dict[str, list[tuple[str, Any]]],
    kinds: dict[str, Any],
    where: str,
) -> RosterTable:
    """One row a kind: its name, the rooms with their numbers, a one-creature stat line."""
    rows, markers = [], []
    for name, places in found.items():
        line, marker = stat_line(writer, kinds[name], Amount(1, "single_lines"))
        stats = re.sub(r"^<b>.*?</b>:?\s*", "", line)
        cells = ", ".join(where.format(key=k, n=n) for k, n in places)
        rows.append((f"<b>{escape(st.title(kinds[name].plural))}</b>", cells, stats))
        markers.append(marker)
    head = (escape(writer.fpick("denizen_titles")), "Where", "Stats")
    return RosterTable(head, tuple(rows), tuple(markers), zebra=writer.rng.random() < 0.5)


# -- landscape: a screen edition, three columns beside a map strip -------------------------------
def landscape_key(writer: RoverAssembler) -> None:
    rng = writer.rng
    writer.add(SectionHeading(writer.fpick("key_titles")))
    form = rng.choice(("{k}", "{k}.", "{k} \u00b7"))
    padded = rng.random() < 0.6  # "07 Bone Chapel", as screen editions key for sorting
    for number, name in enumerate(writer.locations(rng.randint(9, 14)), start=1):
        key = f"{number:02d}" if padded else str(number)
        marker, text, groups = writer.begin_set_area(key, name)
        writer.add(AreaHeading(marker, form.format(k=key), name))
        read_aloud(writer, 0.25)
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


WRITERS: dict[str, Callable[[RoverAssembler], None]] = {
    "bullets": bullets_key,
    "dotleader": dotleader_key,
    "whatbox": whatbox_key,
    "sitebook": sitebook_key,
    "denizens": denizens_key,
    "landscape": landscape_key,
}
