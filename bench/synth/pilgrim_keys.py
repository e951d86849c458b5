"""The pilgrim styles' keys, one writer per style. Each writer records every area as it prints
it (``begin_set_area``); stat text is the older one-line grammars (``outland_keys``) in the
module's one family, the 5e-like line (``statlines_hinter.fifth_line``) or
``statlines_pilgrim``'s roleplaying blocks, placed where each layout puts it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from . import statlines as st
from . import statlines_pilgrim as sp
from .blocks import AreaHeading, Para, SectionHeading
from .outland_keys import read_aloud, stat_lines
from .pilgrim_render import MapInset, MirrorHead, RoomCard, RoomCards, SubHead
from .statlines_hinter import fifth_line
from .words import article

if TYPE_CHECKING:
    from collections.abc import Callable

    from .pilgrim import PilgrimAssembler


def stat_paras(writer: PilgrimAssembler, groups: list[Any]) -> None:
    for line, stat in stat_lines(writer, groups):
        writer.add(Para(line, (stat,), kind="stat"))


def key_label(writer: PilgrimAssembler, titles: tuple[str, ...]) -> str:
    """The key's section heading and the form of its area labels."""
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(titles)))
    return str(rng.choice(("{n}.", "{n}.", "{n}", "Area {n}.")))


# -- roomcards: every room a framed card, several to a row ------------------------------------
def roomcards_key(writer: PilgrimAssembler) -> None:
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(("The Room Cards", "The Hospice", "Cards of the Way"))))
    label = str(rng.choice(("{n} \u00b7 ", "{n}. ", "#{n} ")))
    per_row = 3 if rng.random() < 0.4 else 2  # fewer where the page is too narrow
    cards = []
    for number, name in enumerate(writer.locations(rng.randint(6, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        lines: list[tuple[str, tuple[str, ...]]] = [(writer.body_markup(text), ())]
        lines += [(line, (stat,)) for line, stat in stat_lines(writer, groups)]
        title = escape(label.format(n=number) + name)
        cards.append(RoomCard(marker, title, tuple(lines)))
    writer.add(RoomCards(tuple(cards), per_row, rng.random() < 0.5))


# -- mirror: the key in the outer margin of facing pages --------------------------------------
def mirror_key(writer: PilgrimAssembler) -> None:
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(("The Hermitage", "Key to the Hospice", "Locations"))))
    caps = rng.random() < 0.35
    for number, name in enumerate(writer.locations(rng.randint(8, 12)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(MirrorHead(marker, str(number), escape(name), caps))
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


# -- npc5e: 5e roleplaying blocks for the people met -----------------------------------------
def npc_sentence(writer: PilgrimAssembler, name: str, role: str) -> str:
    words = writer.set_words()
    form = writer.rng.choice(words["npc_lines"])
    text = form.format(
        Name=name,
        a=article(role),
        role=role,
        act=writer.rng.choice(words["npc_acts"]),
        feature=writer.fpick("features"),
    )
    return writer.prose(text[0].upper() + text[1:])


def npc_people(writer: PilgrimAssembler) -> list[tuple[str, list[str]]]:
    """The people of the module, each with a role no monster kind shares."""
    words = writer.set_words()
    known = {kind.name for kind in writer.words.creatures}
    people = [(p[0], words["npc_roles"][p[1]]) for p in words["npc_people"]]
    return [(name, role) for name, role in people if role[0] not in known]


def npc5e_key(writer: PilgrimAssembler) -> None:
    rng, words = writer.rng, writer.set_words()
    label = key_label(writer, ("Keyed Locations", "The Pilgrim Way", "The Hospice"))
    form = rng.choice(("block", "compact"))
    labels = rng.choice(("bold", "italic"))
    people = npc_people(writer)
    rng.shuffle(people)
    for number, name in enumerate(writer.locations(rng.randint(7, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        met = [people.pop()] if people and rng.random() < 0.55 else []
        for person, role in met:
            text.groups.append((npc_sentence(writer, person, role[0]), []))
            text.creatures.append({"name": role[0], "count": 1})
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.4)
        writer.add(Para(writer.body_markup(text)))
        for kind, amount in groups:
            if rng.random() < 0.1:
                continue
            numbers = st.roll_numbers(rng, kind, amount.stat_count)
            line, entry = fifth_line(numbers, amount)
            writer.add(Para(line, (writer.record(entry),), kind="stat"))
        for person, role in met:
            if rng.random() < 0.25:  # the book's block, not printed here: no block
                stats = f"<b>{escape(person)}</b> uses the <b>{role[0]}</b> stat block."
                writer.add(Para(stats))
            else:
                block, entry = sp.npc_block(rng, form, escape(person), role)
                entry["name"] = person
                writer.add(Para(block, (writer.record(entry),), kind="stat"))
            traits = sp.personality(rng, {k: list(map(escape, words[k])) for k in FIELDS}, labels)
            writer.add(Para(traits))


FIELDS = ("personality", "ideal", "bond", "flaw")


# -- subheads: unkeyed sub-headings inside an area --------------------------------------------
def tactics(writer: PilgrimAssembler, groups: list[Any]) -> str:
    kind, amount = groups[0]
    who = f"the {kind.name}" if amount.count == 1 else f"the {kind.plural}"
    forms = (
        "{who} fight until hurt, then flee toward the stair.",
        "{who} throw anything at hand before closing in.",
        "{who} try to bar the door and call for help that never comes.",
    )
    text = writer.rng.choice(forms).format(who=who)
    return writer.prose(text[0].upper() + text[1:])


def subheads_key(writer: PilgrimAssembler) -> None:
    rng, words = writer.rng, writer.set_words()
    label = key_label(writer, ("The Hospice", "Keyed Areas", "The Hermitage"))
    caps, colour = rng.random() < 0.3, rng.random() < 0.5
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.5)
        sentences, treasure, hazard = text.groups, text.treasure, text.hazard
        text.groups, text.treasure, text.hazard = [], "", ""
        writer.add(Para(writer.body_markup(text)))
        if sentences:
            if rng.random() < 0.6:
                writer.add(SubHead(rng.choice(words["feature_heads"]), caps, colour))
            writer.add(Para(" ".join(s for s, _ in sentences)))
            stat_paras(writer, groups)
            if rng.random() < 0.5:
                writer.add(SubHead("Tactics", caps, colour))
                writer.add(Para(tactics(writer, groups)))
        if hazard:
            writer.add(SubHead(rng.choice(("Trap", "Hazard")), caps, colour))
            writer.add(Para(writer.prose(hazard.removeprefix("Trap: "))))
        if treasure:
            writer.add(SubHead("Treasure", caps, colour))
            writer.add(Para(writer.prose(treasure)))


# -- rangekeys: keys covering a run of rooms ---------------------------------------------------
def range_label(form: str, first: int, last: int) -> tuple[str, str]:
    """The printed label and the truth key of a heading covering rooms first..last."""
    if first == last:
        single = {"dash": "{a}.", "hyphen": "{a}.", "areas": "Area {a}:"}[form]
        return single.format(a=first), str(first)
    dash = "-" if form == "hyphen" else "\u2013"
    key = f"{first}{dash}{last}"
    return (f"Areas {key}:" if form == "areas" else f"{key}."), key


def rangekeys_key(writer: PilgrimAssembler) -> None:
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(("The Hospice", "Key to the Map", "The Upper Way"))))
    form = rng.choice(("dash", "hyphen", "areas"))
    number = 1
    for index, name in enumerate(writer.locations(rng.randint(7, 10))):
        span = rng.choice((2, 2, 3, 4)) if index and rng.random() < 0.35 else 1
        label, key = range_label(form, number, number + span - 1)
        marker, text, groups = writer.begin_set_area(key, name)
        if span > 1:  # which of the rooms each group is in
            rooms = list(range(number, number + span))
            where = rng.choice(("In {n}, ", "In room {n}, "))
            text.groups = [
                (where.format(n=rng.choice(rooms)) + s[0].lower() + s[1:], m)
                for s, m in text.groups
            ]
            text.scene.insert(0, f"These {span} rooms are alike.")
        writer.add(AreaHeading(marker, label, name))
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)
        number += span


# -- insets: a drawn map excerpt beside each area ----------------------------------------------
def insets_key(writer: PilgrimAssembler) -> None:
    rng, words = writer.rng, writer.set_words()
    label = key_label(writer, ("The Hermitage", "Locations", "Key"))
    names = writer.locations(rng.randint(7, 10))
    before = rng.random() < 0.35  # the excerpt over the heading, or under it
    for number, name in enumerate(names, start=1):
        near = [n for n in (number - 1, number + 1) if 1 <= n <= len(names)]
        keys = (str(number), *map(str, near[: rng.choice((1, 2))]))
        caption = rng.choice(words["inset_captions"]) if rng.random() < 0.7 else ""
        marker, text, groups = writer.begin_set_area(str(number), name)
        inset = MapInset(keys, caption)
        if before:
            writer.add(inset)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        if not before:
            writer.add(inset)
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


WRITERS: dict[str, Callable[[PilgrimAssembler], None]] = {
    "roomcards": roomcards_key,
    "mirror": mirror_key,
    "npc5e": npc5e_key,
    "subheads": subheads_key,
    "rangekeys": rangekeys_key,
    "insets": insets_key,
}
