"""The sojourner styles' keys, one writer per style. Each writer records every area as it
prints it (``begin_set_area``); the stat text is the sojourner grammars
(``statlines_sojourner``) or the older one-line grammars (``trekker_keys.stat_paras``). What is
new is the grammar (Dolmenwood-, Hyperborea- and LotFP-like) and where a key names creatures:
in the heading, in a wandering table with statistics, in roll tables inside rooms."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from . import statlines_sojourner as ss
from .blocks import AreaHeading, Para, RosterTable, SectionHeading, Table
from .outland_keys import read_aloud
from .trekker_keys import key_label, stat_paras, tail_parts
from .words import Kind, article

if TYPE_CHECKING:
    from collections.abc import Callable

    from .sojourner import SojournerAssembler

RANGES = ("1d4", "1d6", "2d4", "1d8", "2d6", "1d3")


def absent_kinds(writer: SojournerAssembler) -> list[Kind]:
    """Creature kinds no room of the module can hold (not on its roster), in a fixed order."""
    roster = {k.name for k in writer.roster}
    return [k for k in writer.words.creatures if k.name not in roster]


def grammar_key(writer: SojournerAssembler, line: Callable[..., Any], *, block: bool) -> None:
    """A plain key, each group's stat text after the paragraph in the style's grammar."""
    rng = writer.rng
    label = key_label(writer)
    caps = rng.random() < 0.5
    for number, name in enumerate(writer.locations(rng.randint(7, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.25)
        writer.add(Para(writer.body_markup(text)))
        for kind, amount in groups:
            if block:
                stats, entry = line(rng, writer.set_words(), kind, amount.count, amount.dice, caps)
            else:
                stats, entry = line(rng, kind, amount.count, amount.dice)
            writer.add(Para(stats, (writer.record(entry),), kind="stat"))


# -- dolmen: Dolmenwood-like blocks under the room ----------------------------------------------
def dolmen_key(writer: SojournerAssembler) -> None:
    grammar_key(writer, ss.dolmen_block, block=True)


# -- hyperline: Hyperborea-like semicolon runs ---------------------------------------------------
def hyperline_key(writer: SojournerAssembler) -> None:
    grammar_key(writer, ss.hyper_line, block=False)


# -- lotfp: LotFP-like runs ----------------------------------------------------------------------
def lotfp_key(writer: SojournerAssembler) -> None:
    grammar_key(writer, ss.lotfp_line, block=False)


# -- headcount: the occupants in the heading -----------------------------------------------------
HEAD_FORMS = ("paren", "dash", "bracket")


def occupant(kind: Kind, amount: Any, form: str) -> str:
    if form == "bracket" and (amount.count or amount.dice):
        return f"{kind.name} \u00d7{amount.count or amount.dice}"
    if amount.count == 1:
        return f"{article(kind.name)} {kind.name}" if form == "paren" else kind.name
    if amount.count:
        return f"{amount.count} {kind.plural}"
    if amount.dice:
        return f"{amount.dice} {kind.plural}"
    return f"{kind.plural}, many"


def headcount_key(writer: SojournerAssembler) -> None:
    rng = writer.rng
    label = key_label(writer)
    form = rng.choice(HEAD_FORMS)
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name, sentences=False)
        tail = ""
        if groups:
            said = escape(", ".join(occupant(k, a, form) for k, a in groups))
            tail = {"paren": f" ({said})", "dash": f" \u2014 {said}", "bracket": f" [{said}]"}[form]
        writer.add(AreaHeading(marker, label.format(n=number), name, tail=tail))
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


# -- wanderstat: a wandering table with statistics at the head of each level --------------------
def wander_table(writer: SojournerAssembler, kinds: list[Kind]) -> RosterTable:
    """Six rows: a creature and its statistics in each, or "No encounter" now and then."""
    rng = writer.rng
    rows, markers = [], []
    for roll in range(1, 7):
        if not kinds or rng.random() < 0.15:
            rows.append(
                (str(roll), escape(str(rng.choice(("No encounter", "Nothing; a gust of wind")))))
            )
            markers.append(writer.marker("row"))
            continue
        kind = kinds.pop(0)
        text, entry = ss.wander_row(rng, kind, rng.choice(RANGES))
        rows.append((str(roll), escape(text)))
        markers.append(writer.record(entry))
    return RosterTable(
        ("d6", "Wandering Monster"), tuple(rows), tuple(markers), zebra=rng.random() < 0.5
    )


def wanderstat_key(writer: SojournerAssembler) -> None:
    rng = writer.rng
    label = str(rng.choice(("{n}.", "{n}", "Area {n}.")))
    levels = rng.sample(list(writer.set_words()["levels"]), rng.choice((2, 3)))
    absent = absent_kinds(writer)
    rng.shuffle(absent)
    sizes = [rng.randint(4, 6) for _ in levels]
    names = writer.locations(sum(sizes))  # no name twice over the levels
    first = 1
    for level, size in zip(levels, sizes, strict=True):
        writer.add(SectionHeading(escape(level)))
        writer.add(SectionHeading(escape(writer.fpick("wander_titles")), level=2))
        writer.add(wander_table(writer, absent))
        for number, name in enumerate(names[first - 1 : first - 1 + size], start=first):
            marker, text, groups = writer.begin_set_area(str(number), name)
            writer.add(AreaHeading(marker, label.format(n=number), name))
            read_aloud(writer, 0.25)
            writer.add(Para(writer.body_markup(text)))
            stat_paras(writer, groups)
        first += size


# -- roomrolls: roll tables inside rooms naming creatures that come only on a roll ---------------
def roll_rows(writer: SojournerAssembler, absent: list[Kind]) -> tuple[tuple[str, str], ...]:
    rng, words = writer.rng, writer.set_words()
    empty = rng.sample(list(words["roll_empty"]), 6)
    rows = []
    kinds = rng.sample(absent, 6)  # a kind at most once a table
    for roll in range(1, 7):
        if rng.random() < 0.35:
            kind = kinds[roll - 1]
            text = rng.choice(words["roll_creatures"]).format(
                dice=rng.choice(RANGES),
                plural=kind.plural,
                name=kind.name,
                A=article(kind.name).capitalize(),
            )
            rows.append((str(roll), escape(f"{text}.")))
        else:
            rows.append((str(roll), escape(empty[roll - 1])))
    return tuple(rows)


def roomrolls_key(writer: SojournerAssembler) -> None:
    rng = writer.rng
    label = key_label(writer)
    absent = absent_kinds(writer)
    for number, name in enumerate(writer.locations(rng.randint(7, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.25)
        roll = rng.random() < 0.5
        before = rng.random() < 0.5  # the table before the stat lines, or after them
        if roll and before:
            writer.add(Para(writer.prose(" ".join(text.scene))))
            writer.add(
                Table(
                    escape(writer.fpick("roll_titles")), ("d6", "Result"), roll_rows(writer, absent)
                )
            )
            rest = [s for s, _ in text.groups] + tail_parts(writer, text)
            if rest:
                writer.add(Para(" ".join(rest)))
            stat_paras(writer, groups)
            continue
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)
        if roll:
            writer.add(
                Table(
                    escape(writer.fpick("roll_titles")), ("d6", "Result"), roll_rows(writer, absent)
                )
            )


WRITERS: dict[str, Callable[[SojournerAssembler], None]] = {
    "dolmen": dolmen_key,
    "hyperline": hyperline_key,
    "lotfp": lotfp_key,
    "headcount": headcount_key,
    "wanderstat": wanderstat_key,
    "roomrolls": roomrolls_key,
}
