"""The drift styles' keys, one writer per style. Each writer records every area as it prints
it; stat text comes from ``statlines_drift`` (classed NPCs, twin-column boxes, roster rows)
or the older one-line grammars (``outland_keys.stat_line``) in the module's one family."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from . import statlines as st
from . import statlines_drift as sd
from .blocks import AreaHeading, NewPage, Para, RosterTable, SectionHeading, Table
from .drift_render import TwinBox
from .feral import FeralText
from .outland_keys import stat_lines
from .words import article

if TYPE_CHECKING:
    from collections.abc import Callable

    from .drift import DriftAssembler

TINTS = (("#efe8d6", "#6b4a2b"), ("#e3ecef", "#24475a"), ("#ece3ec", "#4f2a57"))
MANY = {2: ("a pair of", "two"), 6: ("half a dozen",), 20: ("a score of",)}


def drift_words() -> dict[str, Any]:
    from .drift import drift_words as words

    return words()


def plain_area(writer: DriftAssembler, key: str, label: str, name: str) -> None:
    """A heading, the room in one paragraph, its stat lines after it."""
    marker, text, groups = writer.begin_set_area(key, name)
    writer.add(AreaHeading(marker, label, name))
    writer.add(Para(writer.body_markup(text)))
    for line, stat in stat_lines(writer, groups):
        writer.add(Para(line, (stat,), kind="stat"))


# -- pregens: a tournament module ---------------------------------------------------------------
def pregens_block(writer: DriftAssembler) -> None:
    """The pre-generated characters, one run-in paragraph each; no truth records."""
    rng, words = writer.rng, drift_words()
    writer.add(SectionHeading(writer.fpick("pregen_heads")))
    names = rng.sample(list(words["pregen_names"]), rng.randint(5, 6))
    for name in names:
        lead, line = sd.pregen(rng, name, rng.choice(words["pregen_classes"]))
        writer.add(Para(escape(line), lead=escape(lead)))


def pregens_front(writer: DriftAssembler) -> None:
    writer.pregens_at_back = writer.rng.random() < 0.4
    if not writer.pregens_at_back:
        pregens_block(writer)


def pregens_back(writer: DriftAssembler) -> None:
    if writer.pregens_at_back:
        pregens_block(writer)


def pregens_key(writer: DriftAssembler) -> None:
    """Scoring table, then the keyed rooms with one-line stats and a scoring note now and
    then."""
    rng = writer.rng
    rows = tuple((p, escape(t)) for p, t in rng.sample(list(drift_words()["scoring"]), 5))
    writer.add(Table("Tournament Scoring", ("Points", "Awarded for"), rows))
    writer.add(SectionHeading(rng.choice(("The Tournament Dungeon", "Key to the Dungeon"))))
    form = rng.choice(("{n}.", "{n}", "T{n}."))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        label = form.format(n=number)
        plain_area(writer, label.rstrip("."), label, name.upper() if rng.random() < 0.3 else name)
        if rng.random() < 0.35:
            writer.add(Para(escape(writer.fpick("scoring_notes")), kind="note"))


# -- subkeys: a crypt with its niches -------------------------------------------------------
def subkeys_key(writer: DriftAssembler) -> None:
    """Parent areas "12. Crypt" (maybe "(12a-12d)" after the name) whose sub-keys have
    headings of their own, "12a. Bone Niche", each with its own creatures. Parent and sub-keys
    are all areas in the truth."""
    rng = writer.rng
    sub_form = rng.choice(("{n}{l}.", "{n}{L}.", "{n}.{i}"))
    ranged = rng.random() < 0.5
    writer.add(SectionHeading(rng.choice(("The Crypts", "Key to the Undercroft"))))
    number = rng.choice((1, 1, 6, 10))
    for name in writer.locations(rng.randint(4, 6)):
        subs = rng.sample(list(drift_words()["sublocations"]), rng.randint(0, 4))
        keys = [
            sub_form.format(n=number, l="abcd"[i], L="ABCD"[i], i=i + 1).rstrip(".")
            for i in range(len(subs))
        ]
        tail = f" ({keys[0]}\u2013{keys[-1]})" if ranged and len(keys) > 1 else ""
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, f"{number}.", name, tail=tail))
        writer.add(Para(writer.body_markup(text)))
        for line, stat in stat_lines(writer, groups):
            writer.add(Para(line, (stat,), kind="stat"))
        for key, sub in zip(keys, subs, strict=True):
            plain_area(writer, key, f"{key}.", sub)
        number += 1


# -- calendar: one room a day, pocket size --------------------------------------------------
def calendar_key(writer: DriftAssembler) -> None:
    """ "Day 14 \u2014 The Drowned Chapel": one room a day, a tag line, the room, its stats in
    small type under it; in half the modules one day a page."""
    rng = writer.rng
    word = rng.choice(("Day", "Day", "Night", "Door"))
    sep = rng.choice((" \u2014", ":", "."))
    paged = rng.random() < 0.5
    writer.add(SectionHeading(writer.fpick("days_before")))
    for day, name in enumerate(writer.locations(rng.randint(8, 14)), start=1):
        if paged:  # a tear-off calendar: every day on a page of its own
            writer.add(NewPage())
        marker, text, groups = writer.begin_set_area(str(day), name)
        writer.add(AreaHeading(marker, f"{word} {day}{sep}", name))
        if rng.random() < 0.5:
            writer.add(Para(escape(writer.fpick("calendar_tags")), kind="note"))
        writer.add(Para(writer.body_markup(text)))
        for line, stat in stat_lines(writer, groups):
            writer.add(Para(line, (stat,), kind="footnote"))


# -- npcs: classed people in old-school stat forms inside the prose ---------------------------
def npc_group(writer: DriftAssembler, form: int, role: list[str]) -> tuple[str, dict[str, Any]]:
    """One NPC or NPC group sentence with its parenthesis; records the stat block."""
    rng, words = writer.rng, drift_words()
    count = rng.choice((1, 1, 1, 2, 3, 4, 6, 20))
    cls = role[2]
    level = rng.randint(1, 2) if count > 1 else rng.randint(2, 6)
    spells = rng.sample(list(words["npc_spells"]), 2)
    stats, entry = sd.npc_stats(
        rng, form, cls, level, rng.choice(words["npc_weapons"][cls]), count, spells
    )
    act = {
        "act": rng.choice(words["activities_plural"]),
        "act_bare": rng.choice(words["activities_bare"]),
        "act_single": rng.choice(words["activities_single"]),
    }
    if count == 1:
        named = rng.random() < 0.5
        person = rng.choice(words["npc_names"]) if named else st.title(role[0])
        a = article(role[0])
        text = rng.choice(
            words["npc_single_lines"][0:1] if named else words["npc_single_lines"][1:]
        )
        sentence = text.format(Name=person, a=a, A=a.capitalize(), role=role[0], stats=stats, **act)
        entry["name"] = person
    else:
        many = rng.choice(MANY.get(count, (str(count),)))
        text = rng.choice(words["npc_group_lines"])
        sentence = text.format(
            Many=many[0].upper() + many[1:], many=many, roles=role[1], stats=stats, **act
        )
        entry["name"] = st.title(role[0])
    marker = writer.record(entry)
    return writer.fprose(sentence), {"name": role[0], "count": count, "marker": marker}


def npcs_key(writer: DriftAssembler) -> None:
    """Areas whose people are classed NPCs with their stats in a parenthesis in the sentence;
    the monsters of the same areas get one-line stats after the paragraph."""
    rng = writer.rng
    form = rng.randrange(3)
    known = {kind.name for kind in writer.words.creatures}  # a role is never a monster kind
    roles = [r for r in drift_words()["npc_roles"] if r[0] not in known]
    label = rng.choice(("{n}.", "Area {n}:", "{n})"))
    writer.add(SectionHeading(rng.choice(("The Tollhouse", "Keyed Encounters"))))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        for role in rng.sample(roles, rng.choice((0, 1, 1, 2))):
            sentence, found = npc_group(writer, form, role)
            text.groups.append((sentence, [found["marker"]]))
            text.creatures.append({"name": found["name"], "count": found["count"]})
        writer.add(AreaHeading(marker, label.format(n=number), name))
        writer.add(Para(writer.body_markup(text), tuple(text.markers)))
        for line, stat in stat_lines(writer, groups):
            writer.add(Para(line, (stat,), kind="stat"))


# -- levelroster: a roster table per level over terse keyed entries -------------------------
def roster_level(writer: DriftAssembler, names: list[str], start: int) -> None:
    rng = writer.rng
    rows: list[tuple[str, ...]] = []
    markers: list[str] = []
    entries: list[tuple[str, str, FeralText]] = []
    for number, name in enumerate(names, start=start):
        marker, text, groups = writer.begin_set_area(str(number), name)
        treasure = escape(text.treasure.rstrip(".")) if text.treasure else "\u2014"
        text.groups, text.treasure = [], ""
        for index, (kind, amount) in enumerate(groups):
            numbers = st.roll_numbers(rng, kind, amount.stat_count)
            row, entry = sd.roster(numbers, amount, str(number) if index == 0 else "", treasure)
            rows.append(tuple(escape(c) for c in row))
            markers.append(writer.record(entry))
        if not groups:  # an empty room still has its row; the row carries no block
            rows.append((str(number), "\u2014", "\u2014", "", "", "", treasure))
            markers.append("")
        entries.append((marker, name, text))
    writer.add(RosterTable(tuple(drift_words()["roster_heads"]), tuple(rows), tuple(markers)))
    for number, (marker, name, text) in enumerate(entries, start=start):
        writer.add(AreaHeading(marker, f"{number}.", name))
        terse = f"{writer.fpick('terse')} " if rng.random() < 0.4 else ""
        writer.add(Para(escape(terse) + writer.body_markup(text)))


def levelroster_key(writer: DriftAssembler) -> None:
    rng = writer.rng
    levels = rng.sample(list(drift_words()["levels"]), rng.choice((1, 2)))
    sizes = [rng.randint(5, 8) for _ in levels]
    names = writer.locations(sum(sizes))
    start = 1
    for index, (level, size) in enumerate(zip(levels, sizes, strict=True), start=1):
        writer.add(SectionHeading(f"Level {index}: {level}"))
        roster_level(writer, names[start - 1 : start - 1 + size], start)
        start += size


# -- twincol: stats in tinted boxes with two internal columns -------------------------------
def twincol_key(writer: DriftAssembler) -> None:
    rng = writer.rng
    fill, bar = rng.choice(TINTS)
    label = rng.choice(("{n}.", "Area {n}:", "{n}"))
    writer.add(SectionHeading(rng.choice(("Areas of the Abbey", "The Key"))))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        writer.add(Para(writer.body_markup(text)))
        for kind, amount in groups:
            if rng.random() < 0.1:
                continue  # a group the module gives no box
            numbers = st.roll_numbers(rng, kind, amount.stat_count)
            title, left, right, entry = sd.twin(rng, numbers, amount)
            writer.add(TwinBox(writer.record(entry), escape(title), left, right, fill, bar))


WRITERS: dict[str, Callable[[DriftAssembler], None]] = {
    "pregens": pregens_key,
    "subkeys": subkeys_key,
    "calendar": calendar_key,
    "npcs": npcs_key,
    "levelroster": levelroster_key,
    "twincol": twincol_key,
}
