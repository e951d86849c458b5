"""The trekker styles' keys, one writer per style. Each writer records every area as it prints it
(``begin_set_area``); stat text is the older one-line grammars (``outland_keys``) in the
module's one family, placed where each structure puts it. What is new is how the key is
organised: continued headings, hundreds by level, deck letters, back-references to an earlier
room's stats, an event key after the rooms, district letters."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from .blocks import AreaHeading, NewPage, Para, SectionHeading, Table
from .drift import RANGES
from .feral import Amount
from .outland_keys import read_aloud, stat_line, stat_lines
from .words import count_words

if TYPE_CHECKING:
    from collections.abc import Callable

    from .trekker import TrekkerAssembler


def stat_paras(writer: TrekkerAssembler, groups: list[Any]) -> None:
    for line, stat in stat_lines(writer, groups):
        writer.add(Para(line, (stat,), kind="stat"))


def key_label(writer: TrekkerAssembler) -> str:
    """The key's section heading and the form of its area labels."""
    writer.add(SectionHeading(writer.fpick("key_titles")))
    return str(writer.rng.choice(("{n}.", "{n}.", "{n}", "Area {n}.")))


def tail_parts(writer: TrekkerAssembler, text: Any) -> list[str]:
    """Hazard, decoy, treasure and exit as printed after the creature sentences."""
    tail = [text.hazard, text.decoy, text.treasure and f"Treasure: {text.treasure}", text.exit]
    return [writer.prose(p) for p in tail if p]


# -- contheads: long entries run over the page, the heading repeated "(continued)" -------------
def contheads_key(writer: TrekkerAssembler) -> None:
    rng = writer.rng
    label = key_label(writer)
    cont = str(writer.fpick("continued_forms"))
    for number, name in enumerate(writer.locations(rng.randint(7, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        shown = label.format(n=number)
        writer.add(AreaHeading(marker, shown, name))
        read_aloud(writer, 0.3)
        if rng.random() >= 0.45:
            writer.add(Para(writer.body_markup(text)))
            stat_paras(writer, groups)
            continue
        cut = rng.randint(0, len(text.groups))  # the groups met before the page turns
        first = [writer.prose(" ".join(text.scene))] + [s for s, _ in text.groups[:cut]]
        writer.add(Para(" ".join(first)))
        writer.add(NewPage())
        again = cont.format(label=shown.rstrip(".:"), name=name, key=number)
        writer.add(SectionHeading(escape(again), level=2))
        rest = [s for s, _ in text.groups[cut:]] + tail_parts(writer, text)
        writer.add(Para(" ".join(rest)))
        stat_paras(writer, groups)


# -- hundreds: levels numbered by the hundred, rooms pointing at each other by number -----------
def hundreds_key(writer: TrekkerAssembler) -> None:
    rng = writer.rng
    levels = rng.sample(list(writer.set_words()["levels"]), rng.choice((2, 3)))
    label = str(rng.choice(("{n}.", "{n}", "Room {n}:", "Area {n}.")))
    head = str(rng.choice(("Level {i}: {name}", "{name} (Level {i})", "Level {i} \u2014 {name}")))
    first = rng.choice((1, 1, 2))
    sizes = [rng.randint(4, 6) for _ in levels]
    names = iter(writer.locations(sum(sizes)))
    for i, (level, size) in enumerate(zip(levels, sizes, strict=True), start=first):
        writer.add(SectionHeading(escape(head.format(i=i, name=level))))
        for j in range(1, size + 1):
            key = str(i * 100 + j)
            marker, text, groups = writer.begin_set_area(key, next(names))
            writer.add(AreaHeading(marker, label.format(n=key), writer.module.areas[-1]["name"]))
            body = writer.body_markup(text)
            if j == size:
                body += f" A stair winds down to {(i + 1) * 100 + 1}."
            elif rng.random() < 0.4:
                body += f" A passage runs on to {i * 100 + rng.randint(1, size)}."
            writer.add(Para(body))
            stat_paras(writer, groups)


# -- deckplan: a ship keyed deck by deck, after a table of her particulars ----------------------
def deckplan_key(writer: TrekkerAssembler) -> None:
    rng = writer.rng
    vessel, kind = writer.fpick("vessels")
    rows = (
        ("Vessel", f"the {escape(vessel)}, a {kind}"),
        ("Length", f"{rng.randint(70, 140)} feet"),
        ("Decks", "four, with the hold"),
        ("Hull", f"{rng.randint(40, 90)} points; listing {rng.randint(5, 15)}\u00b0 to stern"),
        ("Crew", "none living aboard"),
    )
    writer.add(Table(escape(writer.fpick("particulars_titles")), ("", ""), rows))
    decks = list(writer.set_words()["decks"])
    chosen = sorted(rng.sample(range(len(decks)), rng.choice((3, 4))))
    head = str(rng.choice(("{name} ({letter})", "{name}", "Deck {letter}: {name}")))
    label = str(rng.choice(("{k}.", "{k}", "{k} \u2013")))
    for index in chosen:
        letter, name, rooms = decks[index]
        writer.add(SectionHeading(escape(head.format(name=name, letter=letter))))
        for j, room in enumerate(rng.sample(list(rooms), rng.randint(2, 4)), start=1):
            marker, text, groups = writer.begin_set_area(f"{letter}{j}", room)
            writer.add(AreaHeading(marker, label.format(k=f"{letter}{j}"), room))
            writer.add(Para(writer.body_markup(text)))
            stat_paras(writer, groups)


# -- asarea: stats printed once, later rooms pointing back "(as area 3)" ------------------------
def asarea_key(writer: TrekkerAssembler) -> None:
    rng = writer.rng
    label = key_label(writer)
    ref = str(writer.fpick("ref_forms"))
    writer.roster = writer.roster[:4]  # a few kinds, so most come back in a later room
    first_seen: dict[str, str] = {}
    for number, name in enumerate(writer.locations(rng.randint(8, 12)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        lines = []
        for index, (kind, amount) in enumerate(groups):
            if kind.name in first_seen:
                sentence, extra = text.groups[index]
                pointer = escape(ref.format(key=first_seen[kind.name]))
                text.groups[index] = (f"{sentence.rstrip('.')} {pointer}.", extra)
            else:
                first_seen[kind.name] = str(number)
                lines.append(stat_line(writer, kind, amount))
        writer.add(Para(writer.body_markup(text)))
        for line, stat in lines:
            writer.add(Para(line, (stat,), kind="stat"))


# -- eventkey: rooms, then an event key whose creatures are on the move (not present) ------------
def eventkey_key(writer: TrekkerAssembler) -> None:
    rng = writer.rng
    label = key_label(writer)
    total = rng.randint(7, 10)
    for number, name in enumerate(writer.locations(total), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.25)
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)
    writer.add(SectionHeading(escape(writer.fpick("events_titles"))))
    form = str(writer.fpick("event_forms"))
    names = rng.sample(list(writer.set_words()["event_names"]), rng.randint(3, 5))
    for n, title in enumerate(names, start=1):
        writer.add(SectionHeading(escape(form.format(n=n, name=title)), level=2))
        kind = rng.choice(writer.roster)
        count = rng.randint(2, 6)
        line = writer.fpick("event_lines").format(
            Count=count_words(count, capital=True),
            count=count_words(count),
            plural=kind.plural,
            area=rng.randint(1, total),
        )
        writer.add(Para(writer.prose(line)))
        if rng.random() < 0.5:
            stat, mark = stat_line(writer, kind, Amount(count, "plural_lines"))
            writer.add(Para(stat, (mark,), kind="stat"))


# -- district: a town keyed by district letter, each district's street encounters first ---------
def district_key(writer: TrekkerAssembler) -> None:
    rng = writer.rng
    districts = rng.sample(list(writer.set_words()["districts"]), rng.choice((2, 3)))
    head = str(rng.choice(("{name} ({letter})", "District {letter}: {name}", "{name}")))
    label = str(rng.choice(("{k}.", "{k}", "{k} \u00b7")))
    for letter, district, places in districts:
        writer.add(SectionHeading(escape(head.format(name=district, letter=letter))))
        kind = rng.choice(writer.words.creatures)
        watch = writer.fpick("watch_lines").format(dice=rng.choice(RANGES), plural=kind.plural)
        writer.add(Para(f"<i>{escape(watch)}</i>"))
        for j, place in enumerate(rng.sample(list(places), rng.randint(3, 5)), start=1):
            marker, text, groups = writer.begin_set_area(f"{letter}{j}", place)
            writer.add(AreaHeading(marker, label.format(k=f"{letter}{j}"), place))
            writer.add(Para(writer.body_markup(text)))
            stat_paras(writer, groups)


WRITERS: dict[str, Callable[[TrekkerAssembler], None]] = {
    "contheads": contheads_key,
    "hundreds": hundreds_key,
    "deckplan": deckplan_key,
    "asarea": asarea_key,
    "eventkey": eventkey_key,
    "district": district_key,
}
