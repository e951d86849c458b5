"""The rogue styles' keys, one writer per style, and their appendices (monster-manual
entries, card pages). Each writer records every area as it prints it (``begin_area``)."""

from __future__ import annotations

from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from . import statlines as st
from . import statlines_rogue as sr
from .blocks import (
    AreaHeading,
    CardGrid,
    Leaders,
    NewPage,
    Para,
    ReadAloud,
    SectionHeading,
)
from .words import roman

if TYPE_CHECKING:
    from collections.abc import Callable

    from .rogue import RogueAssembler

LETTERS = "ABCDEFGHJKLMN"


def paragraph_area(writer: RogueAssembler, key: str, label: str, name: str, **kw: str) -> None:
    """Heading, maybe read-aloud text, the paragraph, then whatever follows it."""
    marker, text = writer.begin_area(key, name)
    writer.add(AreaHeading(marker, label, name, tail=kw.get("tail", "")))
    if writer.style.read_aloud != "none" and writer.rng.random() < 0.4:
        read = f"{writer.fpick('senses')} {writer.fpick('exits')}"
        writer.add(ReadAloud(escape(read)))
    kind = kw.get("kind", "body")
    writer.add(Para(writer.body_markup(text), tuple(text.markers), kind=kind))
    writer.add_blocks(text.trailing)


def stattable_key(writer: RogueAssembler) -> None:
    rng = writer.rng
    form = rng.choice(("{n}.", "Area {n}", "{n}"))
    writer.add(SectionHeading(rng.choice(("Keyed Encounters", "The Keep", "Dungeon Key"))))
    for number, name in enumerate(writer.locations(rng.randint(6, 11)), start=1):
        paragraph_area(writer, str(number), form.format(n=number), name)


def typewriter_key(writer: RogueAssembler) -> None:
    """ALL CAPS headings under a drawn rule: 'ROOM 3', '3 -', '3.'; DM notes in between."""
    rng = writer.rng
    form, tail = rng.choice((("ROOM {n}", ":"), ("{n} -", ""), ("{n}.", ""), ("ROOM {n}.", "")))
    writer.add(SectionHeading("KEY TO THE DUNGEON"))
    for number, name in enumerate(writer.locations(rng.randint(7, 12)), start=1):
        marker, text = writer.begin_area(str(number), name)
        writer.add(AreaHeading(marker, form.format(n=number), name.upper(), tail=tail))
        writer.add(Para(writer.body_markup(text), tuple(text.markers)))
        if rng.random() < 0.2:
            writer.add(Para(escape(writer.fpick("typewriter_notes")), kind="note"))
        writer.add_blocks(text.trailing)


def bestiary_key(writer: RogueAssembler) -> None:
    rng = writer.rng
    form = rng.choice(("{n}.", "{n}", "Area {n}."))
    writer.add(SectionHeading(rng.choice(("The Dungeon Key", "Encounter Key"))))
    for number, name in enumerate(writer.locations(rng.randint(6, 11)), start=1):
        paragraph_area(writer, str(number), form.format(n=number), name)


def outline_key(writer: RogueAssembler) -> None:
    """'LEVEL I: THE CELLARS' (not an area), areas 'A.' / 'B.' under it, some with numbered
    sub-areas '1. Cistern.' run in; encounters as bullets after the text."""
    rng = writer.rng
    levels = rng.sample(list(writer.rogue_levels()), rng.choice((1, 2, 2)))
    pool = writer.locations(len(writer_words()["locations"]))
    names = iter(pool)
    for index, level in enumerate(levels):
        writer.add(SectionHeading(f"LEVEL {roman(index + 1)}: {level.upper()}"))
        for letter in LETTERS[: rng.randint(3, 6)]:
            name = next(names)
            marker, text = writer.begin_area(letter, name)
            writer.add(AreaHeading(marker, f"{letter}.", name))
            writer.add(Para(writer.body_markup(text), tuple(text.markers)))
            writer.add_blocks(text.trailing)
            if rng.random() < 0.35:
                for number in range(1, rng.choice((2, 3, 4))):
                    sub = next(names, None)
                    if sub is None:  # every room name of the vocabulary is taken
                        break
                    sub_marker, sub_text = writer.begin_area(str(number), sub)
                    lead = escape(f"{number}. {sub}.")
                    body = writer.body_markup(sub_text)
                    writer.add(Para(body, (sub_marker, *sub_text.markers), lead=lead))
                    writer.add_blocks(sub_text.trailing)


def cards_key(writer: RogueAssembler) -> None:
    rng = writer.rng
    form = rng.choice(("{n}.", "Area {n}:", "{n})"))
    writer.add(SectionHeading(rng.choice(("Locations", "The Ruin", "Adventure Key"))))
    for number, name in enumerate(writer.locations(rng.randint(6, 11)), start=1):
        paragraph_area(writer, str(number), form.format(n=number), name)


def typeset_key(writer: RogueAssembler) -> None:
    """A contents page with dot leaders (its lines repeat keys and names; not areas), then
    letter-spaced headings and drop-capped first paragraphs."""
    rng = writer.rng
    names = writer.locations(rng.randint(6, 10))
    form = rng.choice(("{n}.", "{n}", "Area {n}"))
    per_page = rng.choice((2, 3))
    entries = [("Introduction", "1")]
    entries += [
        (f"{form.format(n=i)} {n}", str(2 + (i - 1) // per_page)) for i, n in enumerate(names, 1)
    ]
    entries.append(("Appendix: Credits", str(3 + len(names) // per_page)))
    writer.add(Leaders("Contents", tuple(entries)))
    writer.add(NewPage())
    writer.add(SectionHeading(rng.choice(("The Key", "Locations of the Keep"))))
    for number, name in enumerate(names, start=1):
        paragraph_area(writer, str(number), form.format(n=number), name, kind="dropcap")


def monster_appendix(writer: RogueAssembler) -> None:
    """'New Monsters': an old monster-manual entry per kind (name in capitals, then the
    FIELD: value lines, then a description)."""
    rng, words = writer.rng, writer_words()
    writer.add(NewPage())
    writer.add(SectionHeading(rng.choice(("New Monsters", "Appendix: New Monsters"))))
    for kind in writer.bestiary:
        numbers = st.roll_numbers(rng, kind, 1)
        lines, entry = sr.monster_manual(rng, numbers, words)
        marker = writer.record(entry)
        name = f"<b>{escape(kind.name.upper())}</b>"
        writer.add(
            Para(name + "<br/>" + "<br/>".join(escape(x) for x in lines), (marker,), kind="stat")
        )
        writer.add(Para(escape(rng.choice(words["mm_descriptions"]))))


def card_pages(writer: RogueAssembler) -> None:
    writer.add(NewPage())
    writer.add(SectionHeading(writer.rng.choice(("Monster Cards", "Cut-Out Stat Cards"))))
    writer.add(CardGrid(tuple(writer.cards), writer.rng.choice((2, 3))))


def writer_words() -> dict[str, list[str]]:
    from .rogue import rogue_words

    return rogue_words()


WRITERS: dict[str, Callable[[RogueAssembler], None]] = {
    "stattable": stattable_key,
    "typewriter": typewriter_key,
    "bestiary": bestiary_key,
    "outline": outline_key,
    "cards": cards_key,
    "typeset": typeset_key,
}
