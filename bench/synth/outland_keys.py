"""The outland styles' keys, one writer per style. Each writer records every area as it
prints it (``begin_set_area``); stat lines use the older one-line grammars (``statlines``) in
the module's one family, placed where each layout puts them."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from . import statlines as st
from .blocks import AreaHeading, Bullet, FieldTable, NewPage, Para, ReadAloud, SectionHeading
from .feral import Amount, FeralText
from .outland_render import (
    BandHeading,
    CalloutMap,
    LedgerTable,
    NoteBox,
    PictureHeading,
    SlideTitle,
)
from .words import Kind

if TYPE_CHECKING:
    from collections.abc import Callable

    from .outland import OutlandAssembler

BAND_FILLS = ("#1d2b3a", "#5a1414", "#2f2f2f", "#23422a")


def stat_line(writer: OutlandAssembler, kind: Kind, amount: Amount) -> tuple[str, str]:
    """A one-line stat text in the module's family and the marker of its truth entry."""
    count = amount.stat_count
    numbers = st.roll_numbers(writer.rng, kind, count)
    line = st.oneliner(writer.rng, writer.family, numbers, count)
    if amount.count is None:  # a singular label would say "one" where the prose leaves it open
        said = amount.dice if amount.forms == "range_lines" else "several"
        name = re.match(r"<b>(.*?)(:?)</b>", line)
        assert name is not None, line
        label = f"<b>{st.title(kind.plural)} ({said}){name.group(2)}</b>"
        line = label + line[name.end() :]
    entry = st.truth_entry(writer.family, st.title(kind.name), numbers, full=False, count=count)
    return line, writer.record(entry)


def stat_lines(writer: OutlandAssembler, groups: list[Any]) -> list[tuple[str, str]]:
    """The groups' stat lines; now and then a group goes without (a module forgets)."""
    return [stat_line(writer, k, a) for k, a in groups if writer.rng.random() >= 0.12]


def read_aloud(writer: OutlandAssembler, chance: float) -> None:
    if writer.rng.random() < chance:
        writer.add(ReadAloud(escape(f"{writer.fpick('senses')} {writer.fpick('exits')}")))


def slides_key(writer: OutlandAssembler) -> None:
    """A slide-deck export: one area per landscape slide, a huge title over a rule, the
    room as bullet points, the stat lines in a speaker-notes box; maybe a slide number."""
    rng = writer.rng
    form = rng.choice(("{n}. {name}", "Area {n} \u2014 {name}", "Scene {n}: {name}"))
    glyph = rng.choice(("\u2022", "\u25aa", "\u2013"))
    numbered = rng.random() < 0.5
    first_slide = rng.randint(3, 6)
    for number, name in enumerate(writer.locations(rng.randint(6, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(NewPage())
        writer.add(SlideTitle(marker, escape(form.format(n=number, name=name))))
        points = [writer.prose(s) for s in text.scene] + [s for s, _ in text.groups]
        points += [writer.prose(p) for p in (text.hazard, text.decoy, text.treasure) if p]
        points.append(writer.prose(text.exit))
        for point in points:
            writer.add(Bullet(point, glyph=glyph, indent=18.0))
        lines = stat_lines(writer, groups)
        notes = [escape(writer.fpick("slide_points"))]
        writer.add(
            NoteBox(
                writer.fpick("speaker_notes"),
                tuple([line for line, _ in lines] + notes),
                tuple([(m,) for _, m in lines] + [()]),
            )
        )
        if numbered:
            writer.add(Para(f"{first_slide + number}", kind="note"))


def ledger_key(writer: OutlandAssembler) -> None:
    """The whole key as one ruled table, Key | Area | Description | Creatures, whose rows
    break across pages under the repeated header row."""
    rng = writer.rng
    prefix = rng.choice(("", "", "Q", "S-"))
    writer.add(SectionHeading(rng.choice(("Site Key", "Survey of the Workings"))))
    rows, markers = [], []
    for number, name in enumerate(writer.locations(rng.randint(14, 22)), start=1):
        key = f"{prefix}{number}"
        marker, text, groups = writer.begin_set_area(key, name)
        lines = stat_lines(writer, groups)
        creatures = "<br/>".join(line for line, _ in lines) or "\u2014"
        rows.append((escape(key), escape(name), writer.body_markup(text), creatures))
        markers.append(((marker,), tuple(m for _, m in lines)))
    header = ("Key", "Area", "Description", rng.choice(("Creatures", "Encounter", "Monsters")))
    writer.add(LedgerTable(header, tuple(rows), tuple(markers)))


def endnotes_key(writer: OutlandAssembler) -> None:
    """Plain headings; each creature sentence ends in a superscript note number, and its
    stats stand in the endnotes after each part of the key, or in a boxed "see sidebar"
    beside the area."""
    rng = writer.rng
    form = rng.choice(("{n}.", "Area {n}.", "{n}"))
    parts = rng.choice((1, 2))
    note = 0
    for part in range(1, parts + 1):
        writer.add(
            SectionHeading(f"Part {part}: {writer.fpick('parts')}" if parts > 1 else "The Key")
        )
        pending: list[tuple[str, str]] = []
        for _ in range(rng.randint(4, 7)):
            number = len(writer.module.areas) + 1
            name = writer.locations(1)[0]
            while name in {a["name"] for a in writer.module.areas}:
                name = writer.locations(1)[0]
            marker, text, groups = writer.begin_set_area(str(number), name)
            writer.add(AreaHeading(marker, form.format(n=number), name))
            boxed: list[tuple[str, str]] = []
            for index, (kind, amount) in enumerate(groups):
                line, stat = stat_line(writer, kind, amount)
                sentence = text.groups[index][0]
                if rng.random() < 0.35:
                    text.groups[index] = (f"{sentence[:-1]} (see sidebar).", [])
                    boxed.append((line, stat))
                else:
                    note += 1
                    text.groups[index] = (f"{sentence}<super>{note}</super>", [])
                    pending.append((f"{note}. {line}", stat))
            writer.add(Para(writer.body_markup(text)))
            if boxed:
                title = f"{writer.fpick('sidebar_titles')}: {st.title(groups[0][0].plural)}"
                writer.add(
                    NoteBox(title, tuple(b[0] for b in boxed), tuple((b[1],) for b in boxed))
                )
        if pending:
            writer.add(SectionHeading(rng.choice(("Notes", "Endnotes")), level=2))
            for line, stat in pending:
                writer.add(Para(line, (stat,), kind="footnote"))


def bands_key(writer: OutlandAssembler) -> None:
    """Headings in white on a dark band, or the key in a filled tab with the name beside
    it; the stat lines after the paragraph."""
    rng = writer.rng
    tab = rng.random() < 0.5
    fill = rng.choice(BAND_FILLS)
    form = rng.choice(("{n}", "AREA {n}", "{n}.")) if not tab else rng.choice(("{n}", "#{n}"))
    upper = rng.random() < 0.5
    writer.add(SectionHeading(rng.choice(("Locations", "The Guildhouse"))))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        printed = escape(name.upper() if upper else name)
        writer.add(BandHeading(marker, form.format(n=number), printed, fill, tab))
        read_aloud(writer, 0.4)
        writer.add(Para(writer.body_markup(text)))
        for line, stat in stat_lines(writer, groups):
            writer.add(Para(line, (stat,), kind="stat"))


def outlines_key(writer: OutlandAssembler) -> None:
    """Headings printed as pictures (type converted to outlines); the words stand in the
    text layer only as tiny invisible text, or, in some modules, not at all."""
    rng = writer.rng
    hidden = "tiny" if rng.random() < 0.7 else "none"
    form = rng.choice(("{n}.", "{n} \u2014", "Room {n}"))
    writer.add(SectionHeading(rng.choice(("Areas of the Tomb", "The Key"))))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(PictureHeading(marker, form.format(n=number), name, hidden))
        writer.add(Para(writer.body_markup(text)))
        for line, stat in stat_lines(writer, groups):
            writer.add(Para(line, (stat,), kind="stat"))


def callouts_key(writer: OutlandAssembler) -> None:
    """A map with a numbered callout on each room, and under it the key as a legend: the
    number in a label column, the name run in, the room and its stat lines beside it."""
    rng = writer.rng
    plan: list[tuple[str, str, FeralText, list[Any]]] = []
    for number, name in enumerate(writer.locations(rng.randint(8, 12)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        plan.append((marker, name, text, groups))
    writer.add(SectionHeading(rng.choice(("Map of the Workings", "The Map"))))
    writer.add(CalloutMap(tuple(str(n) for n in range(1, len(plan) + 1)), writer.module.seed))
    writer.add(SectionHeading(rng.choice(("Legend", "Key to the Map")), level=2))
    rows, markers = [], []
    for number, (marker, name, text, groups) in enumerate(plan, start=1):
        lines = stat_lines(writer, groups)
        cell = "<br/>".join(
            [f"<b>{escape(name)}.</b> {writer.body_markup(text)}"] + [line for line, _ in lines]
        )
        rows.append((str(number), cell))
        markers.append((marker, *(m for _, m in lines)))
    writer.add(FieldTable(tuple(rows), tuple(markers)))


WRITERS: dict[str, Callable[[OutlandAssembler], None]] = {
    "slides": slides_key,
    "ledger": ledger_key,
    "endnotes": endnotes_key,
    "bands": bands_key,
    "outlines": outlines_key,
    "callouts": callouts_key,
}
