"""The rambler styles' keys, one writer per style. Each writer records every area as it prints
it (``begin_set_area``); the stat text is the rambler grammars (``statlines_rambler``) or, for
the license module, the older one-line grammars (``outland_keys``). What is new is the stat
grammar and where it stands: an appendix of 3.5 entries, 2e parentheses in the sentence, an
Open Game License after the key, ToV-like blocks, a transposed table after each level."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from . import statlines as st
from . import statlines_rambler as sr
from .blocks import AreaHeading, Block5e, NewPage, Para, RosterTable, SectionHeading, StatTable
from .outland_keys import read_aloud
from .trekker_keys import key_label, stat_paras, tail_parts
from .words import Kind

if TYPE_CHECKING:
    from collections.abc import Callable

    from .rambler import RamblerAssembler


def plain_rooms(
    writer: RamblerAssembler, count: int, label: str, first: int = 1
) -> list[list[tuple[Kind, Any]]]:
    """Rooms with their creature sentences and no stat text; each room's groups returned."""
    rooms = []
    for number, name in enumerate(writer.locations(count), start=first):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.25)
        writer.add(Para(writer.body_markup(text)))
        rooms.append(groups)
    return rooms


def first_met(rooms: list[list[tuple[Kind, Any]]]) -> list[Kind]:
    seen: dict[str, Kind] = {}
    for groups in rooms:
        for kind, _ in groups:
            seen.setdefault(kind.name, kind)
    return list(seen.values())


# -- mmtable: 3.5 Monster Manual entries in an appendix ------------------------------------------
def mmtable_key(writer: RamblerAssembler) -> None:
    rng = writer.rng
    label = key_label(writer)
    pointer = str(writer.fpick("appendix_pointers"))
    rooms = []
    for number, name in enumerate(writer.locations(rng.randint(7, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.3)
        text.groups = [(f"{s.rstrip('.')}{escape(pointer)}.", x) for s, x in text.groups]
        writer.add(Para(writer.body_markup(text)))
        rooms.append(groups)
    kinds = first_met(rooms)
    if not kinds:
        return
    writer.add(NewPage())
    writer.add(SectionHeading(escape(writer.fpick("appendix_titles"))))
    capitals = rng.random() < 0.5  # the Monster Manual's own heads are capitals
    for kind in kinds:
        numbers = st.roll_numbers(rng, kind, 1)
        rows, entry = sr.mm35_rows(rng, writer.set_words(), kind, numbers)
        name = entry["name"].upper() if capitals else entry["name"]
        writer.add(StatTable(writer.record(entry), name, tuple(rows)))


# -- twoeline: AD&D 2nd edition parentheses inside the sentence ----------------------------------
def twoeline_key(writer: RamblerAssembler) -> None:
    rng = writer.rng
    label = key_label(writer)
    inside = rng.random() < 0.7  # else a line a group after the paragraph
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.3)
        markers, after = [], []
        for index, (kind, amount) in enumerate(groups):
            count = amount.stat_count
            numbers = st.roll_numbers(rng, kind, count)
            entry = st.truth_entry("adnd", st.title(kind.name), numbers, full=False, count=count)
            stats = sr.twoe_stats(rng, numbers, count)
            stat_marker = writer.record(entry)
            if inside:
                sentence, extra = text.groups[index]
                text.groups[index] = (f"{sentence.rstrip('.')} ({stats}).", extra)
                markers.append(stat_marker)
            else:
                said = str(amount.count) if amount.count else amount.dice or "several"
                shown = kind.name if amount.count == 1 else kind.plural
                lead = f"<b>{st.title(shown)} ({said}):</b>"
                after.append(Para(f"{lead} {stats}", (stat_marker,), kind="stat"))
        writer.add(Para(writer.body_markup(text), tuple(markers)))
        for para in after:
            writer.add(para)


# -- oglback: a d20 module with the Open Game License on its last pages --------------------------
def oglback_key(writer: RamblerAssembler) -> None:
    rng = writer.rng
    label = key_label(writer)
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.3)
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


OGL_CLAUSES = (
    "Definitions: (a) \u201cContributors\u201d means the copyright and/or trademark owners who "
    "have contributed Open Game Content; (b) \u201cDerivative Material\u201d means copyrighted "
    "material including derivative works and translations; (c) \u201cDistribute\u201d means to "
    "reproduce, license, rent, lease, sell, broadcast, publicly display or transmit.",
    "The License: This License applies to any Open Game Content that contains a notice "
    "indicating that the Open Game Content may only be Used under and in terms of this License.",
    "Offer and Acceptance: By Using the Open Game Content You indicate Your acceptance of the "
    "terms of this License.",
    "Grant and Consideration: In consideration for agreeing to use this License, the "
    "Contributors grant You a perpetual, worldwide, royalty-free, non-exclusive license.",
    "Representation of Authority to Contribute: If You are contributing original material as "
    "Open Game Content, You represent that Your Contributions are Your original creation.",
    "Notice of License Copyright: You must update the COPYRIGHT NOTICE portion of this License "
    "to include the exact text of the COPYRIGHT NOTICE of any Open Game Content You copy.",
    "Use of Product Identity: You agree not to Use any Product Identity, including as an "
    "indication as to compatibility, except as expressly licensed in another agreement.",
    "Identification: If you distribute Open Game Content You must clearly indicate which "
    "portions of the work that you are distributing are Open Game Content.",
    "Updating the License: Wizards or its designated Agents may publish updated versions of "
    "this License.",
    "Copy of this License: You MUST include a copy of this License with every copy of the Open "
    "Game Content You Distribute.",
    "Use of Contributor Credits: You may not market or advertise the Open Game Content using "
    "the name of any Contributor unless You have written permission from the Contributor.",
    "Inability to Comply: If it is impossible for You to comply with any of the terms of this "
    "License with respect to some or all of the Open Game Content, then You may not Use it.",
    "Termination: This License will terminate automatically if You fail to comply with all "
    "terms herein and fail to cure such breach within 30 days of becoming aware of the breach.",
    "Reformation: If any provision of this License is held to be unenforceable, such provision "
    "shall be reformed only to the extent necessary to make it enforceable.",
)


def open_game_license(writer: RamblerAssembler) -> None:
    """The license's numbered clauses (no areas) and a section 15 citing monsters' sources
    (creatures named, none present)."""
    rng, words = writer.rng, writer.set_words()
    writer.add(NewPage())
    writer.add(Para(escape(writer.fpick("product_identity")), kind="note"))
    writer.add(Para(escape(writer.fpick("open_content")), kind="note"))
    writer.add(SectionHeading(escape(writer.fpick("ogl_titles")), level=2))
    writer.add(
        Para(
            escape(
                "The following text is the property of Wizards of the Coast, Inc. "
                "and is Copyright 2000 Wizards of the Coast, Inc. (\u201cWizards\u201d). "
                "All Rights Reserved."
            ),
            kind="note",
        )
    )
    for number, clause in enumerate(OGL_CLAUSES, start=1):
        writer.add(Para(f"{number}. {escape(clause)}", kind="note"))
    cited = rng.sample(list(writer.words.creatures), 3)
    sources = [
        "Open Game License v 1.0a Copyright 2000, Wizards of the Coast, Inc.",
        words["ogl_sources"][1],
        *(f"{st.title(k.name)} from the {words['ogl_sources'][0]}" for k in cited),
        f"{writer.fpick('titles')}, Copyright 2009, Hollin Press; Author {writer.fpick('authors')}.",
    ]
    writer.add(Para(f"15. COPYRIGHT NOTICE {escape(' '.join(sources))}", kind="note"))
    writer.add(Para("END OF LICENSE", kind="note"))


# -- tovblock: Tales-of-the-Valiant-like blocks after the room a kind is first met in -------------
def tovblock_key(writer: RamblerAssembler) -> None:
    rng = writer.rng
    label = key_label(writer)
    printed: set[str] = set()
    for number, name in enumerate(writer.locations(rng.randint(7, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.3)
        writer.add(Para(writer.body_markup(text)))
        for kind, _ in groups:
            if kind.name in printed:
                continue
            printed.add(kind.name)
            numbers = st.roll_numbers(rng, kind, 1)
            entry = st.truth_entry("5e", st.title(kind.name), numbers, full=True, count=1)
            lines = sr.tov_lines(rng, writer.set_words(), numbers)
            writer.add(Block5e(writer.record(entry), tuple(lines)))


# -- crosstab: each level's monsters in one transposed quick-reference table ---------------------
def crosstab_key(writer: RamblerAssembler) -> None:
    rng = writer.rng
    writer.roster = writer.roster[:5]  # a table a level: a column a kind, never too wide
    label = str(rng.choice(("{n}.", "{n}", "Room {n}:")))
    levels = rng.sample(list(writer.set_words()["levels"]), rng.choice((2, 3)))
    first = 1
    for level in levels:
        writer.add(SectionHeading(escape(level)))
        size = rng.randint(4, 6)
        rooms = plain_rooms(writer, size, label, first)
        first += size
        kinds = first_met(rooms)
        if kinds:
            writer.add(SectionHeading(escape(writer.fpick("quickref_titles")), level=2))
            writer.add(crosstab(writer, kinds, rooms))


def crosstab(
    writer: RamblerAssembler, kinds: list[Kind], rooms: list[list[tuple[Kind, Any]]]
) -> RosterTable:
    """A column a kind (its name in the header), a row a statistic; each kind's hp lists every
    creature of it on the level."""
    columns, markers = [], []
    for kind in kinds:
        count = sum(a.stat_count for groups in rooms for k, a in groups if k.name == kind.name)
        numbers = st.roll_numbers(writer.rng, kind, count)
        entry = st.truth_entry("bx", st.title(kind.name), numbers, full=False, count=count)
        markers.append(writer.record(entry))
        columns.append(sr.crosstab_column(writer.rng, numbers, count))
    rows = tuple(
        (f"<b>{head}</b>", *(column[i] for column in columns))
        for i, head in enumerate(sr.CROSSTAB_ROWS)
    )
    # a marker a row: the kinds' on the first rows (the header with every name repeats on each
    # page the table runs onto), the rest the table's own
    markers += [writer.marker("row") for _ in range(len(rows) - len(markers))]
    header = ("", *(f"<b>{escape(st.title(k.name))}</b>" for k in kinds))
    return RosterTable(header, rows, tuple(markers), zebra=writer.rng.random() < 0.5)


# -- bestiaryref: PF1 adventure-path entries, the block left to the Bestiary --------------------
def bestiaryref_key(writer: RamblerAssembler) -> None:
    rng = writer.rng
    writer.add(SectionHeading(escape(f"Part {rng.randint(1, 3)}: {writer.fpick('key_titles')}")))
    letter = rng.choice("ABCD")
    for number, name in enumerate(writer.locations(rng.randint(7, 10)), start=1):
        marker, text, groups = writer.begin_set_area(f"{letter}{number}", name)
        writer.add(AreaHeading(marker, f"{letter}{number}.", name))
        read_aloud(writer, 0.4)
        writer.add(Para(writer.prose(" ".join(text.scene))))
        if groups:
            writer.add(Para(" ".join(s for s, _ in text.groups), lead="Creatures:"))
        for kind, amount in groups:
            numbers = st.roll_numbers(rng, kind, 1)
            line, entry = sr.bestiary_ref(rng, numbers, amount.count)
            writer.add(Para(line, (writer.record(entry),), kind="stat"))
        tail = tail_parts(writer, text)
        if tail:
            writer.add(Para(" ".join(tail)))


WRITERS: dict[str, Callable[[RamblerAssembler], None]] = {
    "mmtable": mmtable_key,
    "twoeline": twoeline_key,
    "oglback": oglback_key,
    "tovblock": tovblock_key,
    "crosstab": crosstab_key,
    "bestiaryref": bestiaryref_key,
}
