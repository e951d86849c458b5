"""The stray styles' keys, one writer per style, and the legend module's creature index.
Each writer records every area as it prints it (``begin_stray``)."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from . import statlines as st
from . import statlines_stray as ss
from .blocks import (
    AreaHeading,
    Block5e,
    BrewBox,
    FieldTable,
    Leaders,
    NewPage,
    Para,
    ReadAloud,
    RosterTable,
    SectionHeading,
    Sidebar,
    Table,
)
from .feral import Amount
from .styles import STRAY_STYLES
from .words import Kind

if TYPE_CHECKING:
    from collections.abc import Callable

    from .stray import StrayAssembler

BREW_FILL, BREW_RULE = "#fdf1dc", "#e69a28"  # Homebrewery's tan block and orange bars
DELVE_FILL, DELVE_RULE = "#efeee3", "#4a6741"  # a 4e delve's beige block and green bars
WIKI_HEADER = ("Creature", "AC", "HP", "Attack", "Speed", "CR")


def who(kind: Kind, amount: Amount, *, capital: bool = True) -> str:
    """'4 Goblins', 'Goblin', '2d4 Goblins', 'Goblins (many)'."""
    plural = st.title(kind.plural) if capital else kind.plural
    if amount.count == 1:
        return st.title(kind.name) if capital else kind.name
    if amount.count is not None:
        return f"{amount.count} {plural}"
    if amount.forms == "range_lines":
        return f"{amount.dice} {plural}"
    return f"{plural} (many)"


def read_aloud(writer: StrayAssembler, chance: float) -> None:
    if writer.rng.random() < chance:
        text = f"{writer.fpick('senses')} {writer.fpick('exits')}"
        writer.add(ReadAloud(escape(text)))


def homebrew_key(writer: StrayAssembler) -> None:
    """Coloured small-caps headings on parchment, boxed read-aloud, bold creature names,
    DM notes as callouts, each kind's 5e block once in a tan box after its first area."""
    rng = writer.rng
    form = rng.choice(("{n}. ", "Area {n}: ", "{n} \u2013 "))
    writer.add(SectionHeading(rng.choice(("Chapter 1: The Hill", "Locations", "The Abbey"))))
    for number, name in enumerate(writer.locations(rng.randint(6, 10)), start=1):
        marker, text, groups = writer.begin_stray(str(number), name, bold=True)
        writer.add(AreaHeading(marker, form.format(n=number).strip(), name))
        read_aloud(writer, 0.6)
        writer.add(Para(writer.body_markup(text)))
        if rng.random() < 0.25:
            writer.add(Sidebar(writer.callout_title(), escape(writer.fpick("callouts"))))
        for kind, _ in groups:
            if kind.name in writer.blocks_printed:
                continue
            writer.blocks_printed.add(kind.name)
            numbers = st.roll_numbers(rng, kind, 1)
            entry = st.truth_entry(writer.family, st.title(kind.name), numbers, full=True, count=1)
            lines = tuple(st.block_5e(rng, writer.family, numbers))
            writer.add(BrewBox(Block5e(writer.record(entry), lines), BREW_FILL, BREW_RULE))


def fields_key(writer: StrayAssembler) -> None:
    """Each area a template of labelled fields (Description, Monsters, Traps, Treasure,
    Exits), as run-in labels or as a gridded label | text table; 'None' where empty."""
    rng = writer.rng
    form = rng.choice(("{n}.", "Area {n} \u2014", "Location {n}:"))
    as_table = rng.random() < 0.5
    writer.add(SectionHeading(rng.choice(("Keyed Locations", "The Abbey Key"))))
    for number, name in enumerate(writer.locations(rng.randint(6, 10)), start=1):
        marker, text, groups = writer.begin_stray(str(number), name)
        writer.add(AreaHeading(marker, form.format(n=number), name))
        lines, markers = [], []
        for kind, amount in groups:
            label = who(kind, amount, capital=False)
            if rng.random() < 0.85:
                numbers = st.roll_numbers(rng, kind, amount.stat_count)
                line, entry = ss.fields_group(rng, numbers, label)
                lines.append(escape(line))
                markers.append(writer.record(entry))
            else:
                lines.append(escape(label))
        description = writer.prose(" ".join([*text.scene, text.decoy]).strip())
        rows = [
            ("Description", description, ()),
            ("Monsters", "<br/>".join(lines) or "None", tuple(markers)),
            ("Traps", writer.prose(text.hazards[0].capitalize()) if text.hazards else "None", ()),
            ("Treasure", writer.prose(text.treasure) if text.treasure else "None", ()),
            ("Exits", writer.prose(text.exit), ()),
        ]
        if as_table:
            writer.add(FieldTable(tuple((r[0], r[1]) for r in rows), tuple(r[2] for r in rows)))
        else:
            for label_text, value, row_markers in rows:
                writer.add(Para(value, row_markers, lead=f"{label_text}:"))


def knave_key(writer: StrayAssembler) -> None:
    """Short entries; a line per group after the paragraph, in the module's one stat order
    (a module keeps the grammar of its game). The four orders take turns by seed, as the
    styles do, so any run of 24 consecutive seeds of the set prints each of them."""
    rng = writer.rng
    form = rng.choice(("{n}.", "{n}", "({n})"))
    order = writer.module.seed // len(STRAY_STYLES) % ss.KNAVE_FORMS
    writer.add(SectionHeading(rng.choice(("The Hill", "Places of Note", "Key"))))
    for number, name in enumerate(writer.locations(rng.randint(7, 12)), start=1):
        marker, text, groups = writer.begin_stray(str(number), name)
        writer.add(AreaHeading(marker, form.format(n=number), name))
        writer.add(Para(writer.body_markup(text)))
        for kind, _ in groups:
            if rng.random() < 0.15:
                continue
            numbers = st.roll_numbers(rng, kind, 1)
            trait, critical = writer.fpick("knave_traits"), writer.fpick("knave_criticals")
            name_text, rest, entry = ss.knave_line(rng, numbers, order, trait, critical)
            line = f"<b>{escape(name_text)}</b> {rest}"
            writer.add(Para(line, (writer.record(entry),), kind="stat"))


LEGEND_FORMS = ("L{lv}-{n}", "{letter}{n}", "Room {lv}.{n}", "{lv}-{n}")


def legend_key(writer: StrayAssembler) -> None:
    """Two or three levels keyed 'L1-3', 'K12', 'Room 2.14' or '3-7' (with run-in sub-areas
    '3-7a'); a map legend listing every key and name stands before the key (not areas)."""
    rng = writer.rng
    form = rng.choice(LEGEND_FORMS)
    levels = rng.sample(list(writer_words()["levels"]), rng.choice((2, 3)))
    places = writer.locations(len(writer_words()["locations"]))
    # Three long levels with sub-areas can outrun the word list: further places take a
    # second-wing name, so such seeds generate instead of stopping (earlier seeds unchanged).
    names = itertools.chain(places, (f"{place} (West Wing)" for place in places))
    plan: list[tuple[str, list[tuple[str, str, str, bool]]]] = []
    serial = 0
    for lv, level in enumerate(levels, start=1):
        entries: list[tuple[str, str, str, bool]] = []
        letter = "KCD"[lv - 1]
        for n in range(1, rng.randint(4, 6) + 1):
            serial += 1
            number = serial if form == "{letter}{n}" else n
            label = form.format(lv=lv, n=number, letter=letter)
            key = label.removeprefix("Room ")
            entries.append((key, label, next(names), False))
            if form == "{lv}-{n}" and rng.random() < 0.3:
                entries.append((f"{key}a", f"{key}a", next(names), True))
        plan.append((level, entries))
    rows = tuple((e[1], escape(e[2])) for _, entries in plan for e in entries)
    writer.add(Table("Map Key", ("Key", "Location"), rows))
    for lv, (level, entries) in enumerate(plan, start=1):
        writer.add(SectionHeading(f"Level {lv}: {level}"))
        for key, label, name, sub in entries:
            marker, text, groups = writer.begin_stray(key, name)
            if sub:
                lead = escape(f"{label}. {name}.")
                writer.add(Para(writer.body_markup(text), (marker,), lead=lead))
            else:
                writer.add(AreaHeading(marker, label, name))
                writer.add(Para(writer.body_markup(text)))
            for kind, amount in groups:
                if kind not in writer.index:
                    writer.index.append(kind)
                if rng.random() < 0.15:
                    continue
                numbers = st.roll_numbers(rng, kind, amount.stat_count)
                line, entry = ss.legend_line(rng, numbers, escape(who(kind, amount)))
                writer.add(Para(line, (writer.record(entry),), kind="stat"))


def creature_index(writer: StrayAssembler) -> None:
    """'Index of Creatures': each kind of the key with page numbers (a draft's guess)."""
    if not writer.index:
        return
    rng = writer.rng
    entries = tuple(
        (st.title(kind.name), ", ".join(str(p) for p in sorted(rng.sample(range(2, 9), 2))))
        for kind in sorted(writer.index, key=lambda k: k.name)
    )
    writer.add(NewPage())
    writer.add(Leaders("Index of Creatures", entries))


WIKI_FORMS = (("\u25bc {n}.", ""), ("{n}.", " \u00b6"), ("\u25b8 Room {n}:", ""))


def wiki_key(writer: StrayAssembler) -> None:
    """A printed wiki page: toggle triangles or pilcrow anchors on the headings, callouts
    with an icon, each area's creatures in a bordered table with field-name headers."""
    rng = writer.rng
    form, tail = rng.choice(WIKI_FORMS)
    writer.add(SectionHeading(rng.choice(("\u25bc Locations", "Rooms", "The Dungeon"))))
    for number, name in enumerate(writer.locations(rng.randint(6, 10)), start=1):
        marker, text, groups = writer.begin_stray(str(number), name)
        writer.add(AreaHeading(marker, form.format(n=number), name, tail=tail))
        writer.add(Para(writer.body_markup(text)))
        if rng.random() < 0.2:
            writer.add(Sidebar(writer.callout_title(), escape(writer.fpick("callouts"))))
        cells, markers = [], []
        for kind, _ in groups:
            if rng.random() < 0.15:
                continue
            row, entry = ss.wiki_row(rng, st.roll_numbers(rng, kind, 1))
            cells.append(tuple(escape(c) for c in row))
            markers.append(writer.record(entry))
        if cells:
            writer.add(RosterTable(WIKI_HEADER, tuple(cells), tuple(markers), zebra=False))


def fourth_key(writer: StrayAssembler) -> None:
    """A 4e-like delve: 'Encounter 3: Name' or 'R3. Name', an encounter-level tagline, a
    'Setup' list naming the creatures with their map letters, read-aloud text, the room,
    then each new kind's block in a beige box between green rules."""
    rng = writer.rng
    prefixed = rng.random() < 0.5
    writer.add(SectionHeading(rng.choice(("Tactical Encounters", "The Delve"))))
    for number, name in enumerate(writer.locations(rng.randint(5, 8)), start=1):
        key = f"R{number}" if prefixed else str(number)
        marker, text, groups = writer.begin_stray(key, name)
        label = f"{key}." if prefixed else f"Encounter {number}:"
        writer.add(AreaHeading(marker, label, name))
        level = rng.randint(1, 5)
        writer.add(Para(f"Encounter Level {level} ({level * 150 + 350} XP)", kind="note"))
        if groups:
            setup = "<br/>".join(
                f"{a.count} {k.name if a.count == 1 else k.plural} ({k.name[0].upper()})"
                for k, a in groups
            )
            writer.add(Para(setup, lead="Setup"))
        read_aloud(writer, 0.5)
        writer.add(Para(writer.body_markup(text)))
        for kind, _ in groups:
            if kind.name in writer.blocks_printed:
                continue
            writer.blocks_printed.add(kind.name)
            numbers = st.roll_numbers(rng, kind, 1)
            lines, entry = ss.fourth_block(
                rng, numbers, writer.fpick("fourth_roles"), writer.fpick("fourth_powers")
            )
            block = Block5e(writer.record(entry), tuple(lines))
            writer.add(BrewBox(block, DELVE_FILL, DELVE_RULE))


def writer_words() -> dict[str, Any]:
    from .stray import stray_words

    return stray_words()


WRITERS: dict[str, Callable[[StrayAssembler], None]] = {
    "homebrew": homebrew_key,
    "fields": fields_key,
    "knave": knave_key,
    "legend": legend_key,
    "wiki": wiki_key,
    "fourth": fourth_key,
}
