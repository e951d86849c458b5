"""The wayfarer styles' keys, one writer per style. Each writer records every area as it prints
it (``begin_set_area``); stat text is the older one-line grammars (``outland_keys``) in the
module's one family, placed where each layout puts it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from .blocks import AreaHeading, Para, SectionHeading
from .outland_keys import read_aloud, stat_lines
from .wayfarer_render import GapText, GridMap, column_letter

if TYPE_CHECKING:
    from collections.abc import Callable

    from .wayfarer import WayfarerAssembler


def stat_paras(writer: WayfarerAssembler, groups: list[Any]) -> None:
    for line, stat in stat_lines(writer, groups):
        writer.add(Para(line, (stat,), kind="stat"))


def key_label(writer: WayfarerAssembler, titles: tuple[str, ...]) -> str:
    """The key's section heading and the form of its area labels."""
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(titles)))
    return str(rng.choice(("{n}.", "{n}.", "{n}", "Area {n}.")))


def plain_area(writer: WayfarerAssembler, key: str, label: str, name: str, aloud: float) -> None:
    """A heading, maybe a read-aloud box, the paragraph and its stat lines."""
    marker, text, groups = writer.begin_set_area(key, name)
    writer.add(AreaHeading(marker, label, name))
    read_aloud(writer, aloud)
    writer.add(Para(writer.body_markup(text)))
    stat_paras(writer, groups)


# -- texset: a pdfTeX key, chapters and section-numbered keys, no space characters ---------------
def texset_key(writer: WayfarerAssembler) -> None:
    rng, words = writer.rng, writer.set_words()
    parts = rng.sample(list(words["parts"]), rng.choice((2, 3)))
    sizes = [rng.randint(3, 5) for _ in parts]
    names = iter(writer.locations(sum(sizes)))
    first = rng.choice((1, 2, 3))  # the key's chapters follow one or two of introduction
    for offset, (part, size) in enumerate(zip(parts, sizes, strict=True)):
        chapter = first + offset
        writer.add(GapText(escape(part), role="part", lead=str(chapter)))
        for number in range(1, size + 1):
            key, name = f"{chapter}.{number}", next(names)
            marker, text, groups = writer.begin_set_area(key, name)
            writer.add(GapText(escape(name), (marker,), role="head", lead=key))
            writer.add(GapText(writer.body_markup(text)))
            for line, stat in stat_lines(writer, groups):
                writer.add(GapText(line, (stat,), role="stat"))


# -- gridref: a town keyed by its map's grid squares ---------------------------------------------
def gridref_key(writer: WayfarerAssembler) -> None:
    rng = writer.rng
    columns, rows = rng.choice((6, 8)), rng.choice((8, 10))
    names = writer.locations(rng.randint(7, 11))
    cells = sorted(rng.sample([(c, r) for c in range(columns) for r in range(rows)], len(names)))
    squares = tuple(f"{column_letter(c)}{r + 1}" for c, r in cells)
    writer.add(
        GridMap(writer.fpick("grid_titles"), writer.fpick("grid_notes"), squares, columns, rows)
    )
    label = str(rng.choice(("{k}.", "{k}", "({k})")))
    writer.add(
        SectionHeading(rng.choice(("Places in Saltreach", "Gazetteer of the Town", "Town Key")))
    )
    for square, name in zip(squares, names, strict=True):
        plain_area(writer, square, label.format(k=square), name, 0.3)


# -- pocketmod: a short plain key on eight small panels ------------------------------------------
def pocketmod_key(writer: WayfarerAssembler) -> None:
    label = key_label(writer, ("Key", "The Rooms", "Locations"))
    for number, name in enumerate(writer.locations(writer.rng.randint(5, 8)), start=1):
        plain_area(writer, str(number), label.format(n=number), name, 0.0)


# -- playtest: a draft with notes to the editor and the artist -----------------------------------
def playtest_key(writer: WayfarerAssembler) -> None:
    rng = writer.rng
    label = key_label(writer, ("Key to Saltreach", "Encounter Areas", "The Waterfront"))
    for number, name in enumerate(writer.locations(rng.randint(7, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        if rng.random() < 0.3:
            writer.add(Para(escape(writer.fpick("art_notes")), kind="note"))
        read_aloud(writer, 0.3)
        writer.add(Para(writer.body_markup(text)))
        if rng.random() < 0.35:
            writer.add(Para(escape(writer.fpick("editor_notes")), kind="note"))
        stat_paras(writer, groups)


# -- largeprint: every line of the key tracked out -----------------------------------------------
def largeprint_key(writer: WayfarerAssembler) -> None:
    label = key_label(writer, ("Key to Saltreach", "The Rooms", "Locations"))
    for number, name in enumerate(writer.locations(writer.rng.randint(7, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        lead = label.format(n=number)
        writer.add(GapText(escape(name), (marker,), role="head", lead=lead))
        writer.add(GapText(writer.body_markup(text)))
        for line, stat in stat_lines(writer, groups):
            writer.add(GapText(line, (stat,), role="stat"))


# -- rangeheads: a megadungeon level; the page heads are the painter's ----------------------------
def rangeheads_key(writer: WayfarerAssembler) -> None:
    rng = writer.rng
    first = rng.choice((1, rng.randint(20, 60)))  # a later level numbers on from the last
    label = key_label(writer, ("Level Two: The Drowned Cloister", "The Undercroft", "Key"))
    for offset, name in enumerate(writer.locations(rng.randint(12, 18))):
        number = first + offset
        plain_area(writer, str(number), label.format(n=number), name, 0.0)


WRITERS: dict[str, Callable[[WayfarerAssembler], None]] = {
    "texset": texset_key,
    "gridref": gridref_key,
    "pocketmod": pocketmod_key,
    "playtest": playtest_key,
    "largeprint": largeprint_key,
    "rangeheads": rangeheads_key,
}
