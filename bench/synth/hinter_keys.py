"""The hinter styles' keys, one writer per style. Each writer records every area as it prints
it (``begin_set_area``); stat text is the older one-line grammars (``outland_keys``) in the
module's one family, or ``statlines_hinter``'s Dungeon World entries and 5e-like lines."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from . import statlines as st
from . import statlines_hinter as sh
from .blocks import AreaHeading, Para, ReadAloud, SectionHeading, Sidebar
from .hinter_render import BarRead, KeyLastHeading
from .outland_keys import stat_line, stat_lines

if TYPE_CHECKING:
    from collections.abc import Callable

    from .hinter import HinterAssembler

BAR_COLOURS = ("#7a1f1f", "#1f5f7a", "#8a6a1f", "#3a6a3a")
KEYLAST_TEMPLATES = (
    "{name} \u2014 {key}",
    "{name} \u2013 {key}",
    "{name} \u00b7 {key}",
    "{name} ({key})",
)


def words(writer: HinterAssembler) -> dict[str, Any]:
    return writer.set_words()


def stat_paras(writer: HinterAssembler, groups: list[Any]) -> None:
    for line, stat in stat_lines(writer, groups):
        writer.add(Para(line, (stat,), kind="stat"))


def key_heading(writer: HinterAssembler, title: tuple[str, ...]) -> str:
    """The key's section heading and the form of its area labels."""
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(title)))
    return str(rng.choice(("{n}.", "{n}.", "{n}", "Area {n}.")))


# -- pbta: Dungeon World-like entries after the room ---------------------------------------------
def pbta_key(writer: HinterAssembler) -> None:
    """Rooms in prose; after each, the entry of every group present (one form a module)."""
    rng = writer.rng
    form = rng.choice(sh.PBTA_FORMS)
    label = key_heading(writer, ("The Abbey", "Locations", "Steadings and Dangers"))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        writer.add(Para(writer.body_markup(text)))
        for kind, amount in groups:
            if rng.random() < 0.1:  # a module leaves a group to the GM now and then
                continue
            lines, entry = sh.pbta_entry(rng, words(writer), kind, amount, form)
            writer.add(Para("<br/>".join(lines), (writer.record(entry),), kind="stat"))


# -- sideways: a landscape module, printed turned ----------------------------------------------
def sideways_key(writer: HinterAssembler) -> None:
    """An ordinary key in landscape columns (``render`` turns the pages)."""
    rng = writer.rng
    label = key_heading(writer, ("Key to the Undercroft", "Dungeon Key", "The Abbey Cellars"))
    for number, name in enumerate(writer.locations(rng.randint(8, 12)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        if rng.random() < 0.3:
            writer.add(ReadAloud(escape(f"{writer.fpick('senses')} {writer.fpick('exits')}")))
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


# -- keylast: the name first, the key after it ---------------------------------------------------
def keylast_key(writer: HinterAssembler) -> None:
    """Headings "Name — 7" (or the key flush right, or in the right margin); read-aloud in
    italic beside a coloured bar in 60 % of the areas."""
    rng = writer.rng
    form = rng.choice(("dash", "dash", "tab", "margin"))
    template = rng.choice(KEYLAST_TEMPLATES)
    colour = rng.choice(BAR_COLOURS)
    writer.add(SectionHeading(rng.choice(("Locations", "The Key", "Places in the Abbey"))))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(KeyLastHeading(marker, str(number), name, form, template))
        if rng.random() < 0.6:
            opening = writer.fpick("openings").format(feature=writer.fpick("features"))
            writer.add(BarRead(escape(f"{opening} {writer.fpick('senses')}"), colour))
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


# -- footroll: a roll table at every page's foot -----------------------------------------------
def footroll_key(writer: HinterAssembler) -> None:
    """A plain key; the page painter (``hinter_render.RollPainter``) adds the tables."""
    rng = writer.rng
    label = key_heading(writer, ("Key to the Abbey", "Locations"))
    for number, name in enumerate(writer.locations(rng.randint(8, 12)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


# -- citations: rulebook pages instead of stats ------------------------------------------------
def citations_key(writer: HinterAssembler) -> None:
    """Most creature names carry their rulebook page; a quarter of the groups get a line."""
    rng = writer.rng
    writer.cited = rng.choice((0.7, 0.85, 1.0))
    label = key_heading(writer, ("Key to the Abbey", "Encounter Areas", "The Dungeon"))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        writer.add(Para(writer.body_markup(text)))
        for kind, amount in groups:
            if rng.random() < 0.25:
                line, stat = stat_line(writer, kind, amount)
                writer.add(Para(line, (stat,), kind="stat"))


# -- scaling: 5e league-style areas with adjustment boxes --------------------------------------
def scaling_area(writer: HinterAssembler, marker: str, text: Any, groups: list[Any]) -> None:
    """Area information, the room, the creatures paragraph, their lines, the adjustments."""
    rng, w = writer.rng, words(writer)
    if rng.random() < 0.6:
        writer.add(Para("<b><i>Area Information</i></b>"))
        writer.add(Para(f"<b>Dimensions &amp; Terrain.</b> {escape(rng.choice(w['dimensions']))}"))
        writer.add(Para(f"<b>Lighting.</b> {escape(rng.choice(w['lighting']))}"))
    writer.add(Para(writer.body_markup(dataclasses.replace(text, groups=[]))))
    if not groups:
        return
    sentences = " ".join(s for s, _ in text.groups)
    writer.add(Para(f"<b>Creatures/NPCs.</b> {sentences}"))
    for kind, amount in groups:
        if rng.random() < 0.1:
            continue
        line, entry = sh.fifth_line(st.roll_numbers(rng, kind, 1), amount)
        writer.add(Para(line, (writer.record(entry),), kind="stat"))
    if rng.random() < 0.65:
        lines = sh.adjustments(rng, groups, list(writer.words.creatures))
        body = "<br/>".join([escape(rng.choice(w["scaling_intros"])), *lines])
        writer.add(Sidebar(rng.choice(w["scaling_heads"]), body))


def scaling_key(writer: HinterAssembler) -> None:
    rng = writer.rng
    prefix = rng.choice(("", "", "A"))
    form = rng.choice(("{k}.", "Area {k}.", "{k}."))
    writer.add(SectionHeading(rng.choice(("Part 2. The Abbey", "Exploring the Abbey"))))
    for number, name in enumerate(writer.locations(rng.randint(6, 10)), start=1):
        key = f"{prefix}{number}"
        marker, text, groups = writer.begin_set_area(key, name)
        writer.add(AreaHeading(marker, form.format(k=key), name))
        scaling_area(writer, marker, text, groups)


WRITERS: dict[str, Callable[[HinterAssembler], None]] = {
    "pbta": pbta_key,
    "sideways": sideways_key,
    "keylast": keylast_key,
    "footroll": footroll_key,
    "citations": citations_key,
    "scaling": scaling_key,
}
