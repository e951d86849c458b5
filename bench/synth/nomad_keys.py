"""The nomad styles' keys, one writer per style. Each writer records every area as it prints
it (``begin_set_area``); stat text is the older one-line grammars (``outland_keys``) in the
module's one family, or ``statlines_nomad``'s tracker lines, placed where each layout puts it."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from . import statlines as st
from . import statlines_nomad as sn
from .blocks import AreaHeading, Para, SectionHeading, Table
from .nomad_render import BigKey, BodyHead
from .outland_keys import stat_lines

if TYPE_CHECKING:
    from collections.abc import Callable

    from .nomad import NomadAssembler

ICON_SETS = (
    ("\u2620", "\u26a0", "\u25c6", "\u2192"),  # skull, warning, diamond, arrow
    ("\u25cf", "\u25b2", "\u25c6", "\u25b6"),  # disc, triangle, diamond, pointer
)
ICON_MEANINGS = ("Monsters present", "Trap or hazard", "Treasure", "Exits")


def stat_paras(writer: NomadAssembler, groups: list[Any]) -> None:
    for line, stat in stat_lines(writer, groups):
        writer.add(Para(line, (stat,), kind="stat"))


def key_label(writer: NomadAssembler, title: tuple[str, ...]) -> str:
    """The key's section heading and the form of its area labels."""
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(title)))
    return str(rng.choice(("{n}.", "{n}.", "{n}", "Area {n}.")))


# -- occupants: a roster line under the heading, the stat lines at the end ------------------------
def occupants_key(writer: NomadAssembler) -> None:
    """Under each heading "Monsters: 4 goblins (hp 4, 3, 3, 2); 1 ogre (hp 19)"; the prose
    names the groups without their number; each kind's line in a section after the key."""
    rng, words = writer.rng, writer.set_words()
    label = key_label(writer, ("The Caravanserai", "Key to the Caravanserai", "Locations"))
    lead = rng.choice(words["roster_labels"])
    empty = rng.random() < 0.5  # whether an empty room says "none" or prints no roster line
    kinds: dict[str, st.Numbers] = {}  # each kind's first group, whose first hp the line prints
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name, sentences=False)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        items = []
        for kind, amount in groups:
            numbers = st.roll_numbers(rng, kind, amount.stat_count)
            kinds.setdefault(kind.name, numbers)
            items.append(sn.roster_item(numbers, amount, rng))
        if items or empty:
            writer.add(Para(f"<b>{lead}:</b> {'; '.join(items) or 'none'}"))
        text.groups = [(writer.mention(kind, amount), []) for kind, amount in groups]
        writer.add(Para(writer.body_markup(text)))
    if not kinds:
        return
    writer.add(SectionHeading(rng.choice(words["stat_sections"])))
    for name in sorted(kinds) if rng.random() < 0.5 else list(kinds):
        numbers = dataclasses.replace(kinds[name], hp_each=kinds[name].hp_each[:1])
        kind = numbers.kind
        line = st.oneliner(rng, writer.family, numbers, 1)
        entry = st.truth_entry(writer.family, st.title(kind.name), numbers, full=False, count=1)
        writer.add(Para(line, (writer.record(entry),), kind="stat"))


# -- nodes: a numbered point-crawl, each node's edges before its text ------------------------------
def crawl_edges(writer: NomadAssembler, count: int) -> dict[int, list[int]]:
    """A chain through every node and a few chords, both ways."""
    rng = writer.rng
    edges: dict[int, set[int]] = {n: set() for n in range(1, count + 1)}
    pairs = [(n, n + 1) for n in range(1, count)]
    pairs += [tuple(sorted(rng.sample(range(1, count + 1), 2))) for _ in range(rng.randint(2, 4))]
    for a, b in pairs:
        edges[a].add(b)
        edges[b].add(a)
    return {n: sorted(linked) for n, linked in edges.items()}


def edge_line(rng: Any, form: str, linked: list[int]) -> str:
    if form == "arrow":
        return f"<i>\u2192 {', '.join(map(str, linked))}</i>"
    if form == "paths":
        spans = ("1 day", "half a day", "2 days", "a morning")
        text = ", ".join(f"{n} ({rng.choice(spans)})" for n in linked)
        return f"<i>Paths:</i> {text}"
    dotted = " \u00b7 ".join(map(str, linked))
    return f"<i>Leads to {dotted}</i>"


def nodes_key(writer: NomadAssembler) -> None:
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(writer.set_words()["node_sections"])))
    label = str(rng.choice(("{n}.", "({n})", "Node {n}:")))
    form = rng.choice(("arrow", "paths", "leads"))
    names = writer.locations(rng.randint(7, 11))
    edges = crawl_edges(writer, len(names))
    for number, name in enumerate(names, start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        writer.add(Para(edge_line(rng, form, edges[number])))
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


# -- bodyhead: headings at the body size, weight alone ---------------------------------------------
def bodyhead_key(writer: NomadAssembler) -> None:
    rng = writer.rng
    label = key_label(writer, ("Key", "The Caravanserai", "Areas"))
    caps = rng.random() < 0.5
    for number, name in enumerate(writer.locations(rng.randint(8, 12)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(BodyHead(marker, label.format(n=number), escape(name), caps))
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


# -- bignum: the key as a large initial ------------------------------------------------------------
def bignum_key(writer: NomadAssembler) -> None:
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(("The Tomb of the Khan", "Key", "Locations"))))
    colour = rng.random() < 0.5
    upper = rng.random() < 0.4
    for number, place in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        name = place.upper() if upper else place  # the truth keeps the name as printed
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(BigKey(marker, str(number), escape(name), writer.body_markup(text), colour))
        stat_paras(writer, groups)


# -- tracker: hit-point boxes ------------------------------------------------------------------------
def tracker_key(writer: NomadAssembler) -> None:
    rng = writer.rng
    label = key_label(writer, ("Key to the Well Fort", "Locations", "The Dungeon"))
    form = rng.choice(("numbered", "boxes"))
    glyph = rng.choice(("\u25a1", "\u25cb"))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        writer.add(Para(writer.body_markup(text)))
        for kind, amount in groups:
            if rng.random() < 0.1:
                continue
            numbers = st.roll_numbers(rng, kind, amount.stat_count)
            lines, entry = sn.tracker_lines(rng, numbers, amount, form, glyph)
            writer.add(Para(lines, (writer.record(entry),), kind="stat"))


# -- icons: room contents flagged by pictograms ---------------------------------------------------
def icons_key(writer: NomadAssembler) -> None:
    rng = writer.rng
    icons = rng.choice(ICON_SETS)
    title = rng.choice(writer.set_words()["icon_titles"])
    rows = tuple(zip(icons, ICON_MEANINGS, strict=True))
    writer.add(Table(title, ("Symbol", "Means"), rows))
    label = key_label(writer, ("Key to the Ruins", "Locations", "The Salt Fort"))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        scene = dataclasses.replace(text, groups=[], hazard="", treasure="", exit="")
        writer.add(Para(writer.body_markup(scene)))
        lines = stat_lines(writer, groups)
        for sentence, _ in text.groups:
            writer.add(Para(f"{icons[0]} {sentence}"))
        for line, stat in lines:
            writer.add(Para(line, (stat,), kind="stat"))
        if text.hazard:
            writer.add(Para(f"{icons[1]} {writer.prose(text.hazard)}"))
        if text.treasure:
            writer.add(Para(f"{icons[2]} {writer.prose(text.treasure)}"))
        writer.add(Para(f"{icons[3]} {writer.prose(text.exit)}"))


WRITERS: dict[str, Callable[[NomadAssembler], None]] = {
    "occupants": occupants_key,
    "nodes": nodes_key,
    "bodyhead": bodyhead_key,
    "bignum": bignum_key,
    "tracker": tracker_key,
    "icons": icons_key,
}
