"""The vagrant styles' keys, one writer per style. Each writer records every area as it prints
it (``begin_set_area``); stat text is the older one-line grammars (``outland_keys``) in the
module's one family, placed where each layout puts it."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from .blocks import AreaHeading, Para, ReadAloud, SectionHeading, Sidebar
from .flowables import plain
from .outland_keys import read_aloud, stat_lines
from .vagrant_render import MapPage, PlainArt, PlainText
from .words import article, count_words

if TYPE_CHECKING:
    from collections.abc import Callable

    from .feral import Amount
    from .vagrant import VagrantAssembler
    from .words import Kind


def stat_paras(writer: VagrantAssembler, groups: list[Any], kind: str = "stat") -> None:
    for line, stat in stat_lines(writer, groups):
        writer.add(Para(line, (stat,), kind=kind))


def key_label(writer: VagrantAssembler, titles: tuple[str, ...]) -> str:
    """The key's section heading and the form of its area labels."""
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(titles)))
    return str(rng.choice(("{n}.", "{n}.", "{n}", "Area {n}.")))


# -- hexlair: hexes with terrain words, a lair keyed inside one or two of them ------------------
def hex_coords(writer: VagrantAssembler, count: int) -> list[str]:
    cells = writer.rng.sample([(c, r) for c in range(1, 15) for r in range(1, 13)], count)
    return [f"{c:02d}{r:02d}" for c, r in sorted(cells)]


def hexlair_key(writer: VagrantAssembler) -> None:
    rng, words = writer.rng, writer.set_words()
    writer.add(SectionHeading(rng.choice(("The Moor", "Hexes of the Moor", "Moor Key"))))
    form = rng.choice(("{hex}", "Hex {hex}:", "{hex}."))
    count = rng.randint(6, 9)
    names = rng.sample(words["hex_names"], count)
    hexes = list(zip(hex_coords(writer, count), names, strict=True))
    lairs = set(rng.sample(range(1, count), rng.choice((1, 2))))
    rooms = iter(writer.locations(5 * len(lairs)))
    for index, (coord, name) in enumerate(hexes):
        marker, text, groups = writer.begin_set_area(coord, name)
        text.scene[0] = writer.fpick("hex_openings")
        writer.add(AreaHeading(marker, form.format(hex=coord), name))
        terrain = escape(rng.choice(words["terrains"]))
        writer.add(Para(f"<i>{terrain}.</i> {writer.body_markup(text)}"))
        stat_paras(writer, groups)
        if index not in lairs:
            continue
        title = rng.choice(words["lair_titles"]).format(hex=f"{name} ({coord})")
        writer.add(SectionHeading(escape(title), level=2))
        for number in range(1, rng.randint(3, 5) + 1):
            room = next(rooms)
            marker, text, groups = writer.begin_set_area(str(number), room)
            writer.add(AreaHeading(marker, f"{number}.", room))
            writer.add(Para(writer.body_markup(text)))
            stat_paras(writer, groups)


# -- facing: reader spreads, each part of the key after a full-page map --------------------------
PARTS = ("The Adit", "The Upper Level", "The Flooded Level", "The Count House", "The Moor Gate")


def facing_key(writer: VagrantAssembler) -> None:
    rng = writer.rng
    names = writer.locations(rng.randint(7, 11))
    label = str(rng.choice(("{n}.", "{n}", "Area {n}.")))
    boxed = rng.random() < 0.5  # stat lines in tinted boxes, or plain lines
    parts = 3 if len(names) >= 10 else 2
    cut = sorted(rng.sample(range(2, len(names) - 1), parts - 1))
    bounds = [0, *cut, len(names)]
    scale = rng.choice(("One square = 10 feet.", "Scale: 1 square is 5 feet.", "Not to scale."))
    for index, title in enumerate(rng.sample(PARTS, parts)):
        numbers = range(bounds[index] + 1, bounds[index + 1] + 1)
        writer.add(MapPage(f"Map {index + 1}: {title}", tuple(map(str, numbers)), scale))
        writer.add(SectionHeading(title))
        for number in numbers:
            name = names[number - 1]
            marker, text, groups = writer.begin_set_area(str(number), name)
            writer.add(AreaHeading(marker, label.format(n=number), name))
            writer.add(Para(writer.body_markup(text)))
            stat_paras(writer, groups, "statbox" if boxed else "stat")


# -- printready: a plain key; the printer's marks are the page painter's ---------------------------
def printready_key(writer: VagrantAssembler) -> None:
    rng = writer.rng
    label = key_label(writer, ("Key to the Workings", "The Mine", "Locations"))
    for number, name in enumerate(writer.locations(rng.randint(7, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.3)
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


# -- plaintext: a text file printed as it is ------------------------------------------------------
PLAIN_HEADS = ("{n}. {NAME}", "[{n}] {name}", "{n}) {NAME}", "ROOM {n} - {NAME}")


def ascii_map(keys: list[str]) -> list[str]:
    """Rooms as boxes four to a row, joined by passages; each box holds its key."""
    lines: list[str] = []
    for start in range(0, len(keys), 4):
        row = keys[start : start + 4]
        if start:
            lines.append("    |")
        edge = "   ".join("+-------+" for _ in row)
        lines += [edge, "---".join(f"|{k:^7}|" for k in row), edge]
    return lines


def plaintext_key(writer: VagrantAssembler) -> None:
    rng = writer.rng
    names = writer.locations(rng.randint(7, 11))
    head, rule = rng.choice(PLAIN_HEADS), rng.choice("=-")
    title = rng.choice(("KEY TO THE OLD WORKINGS", "THE MINE", "DUNGEON KEY"))
    writer.add(PlainText(title, keep=True))
    writer.add(PlainText(rule * len(title)))
    art = [f"MAP ({rng.choice(('not to scale', 'north is up', 'rough copy'))})", ""]
    writer.add(PlainArt(tuple(art + ascii_map([str(n) for n in range(1, len(names) + 1)]))))
    for number, name in enumerate(names, start=1):
        printed = head.format(n=number, NAME=name.upper(), name=name)
        shown = name.upper() if "NAME" in head else name
        marker, text, groups = writer.begin_set_area(str(number), shown)
        writer.add(PlainText(printed, (marker,), keep=True))
        writer.add(PlainText(rule * len(printed), keep=True))
        writer.add(PlainText(plain(writer.body_markup(text))))
        for line, stat in stat_lines(writer, groups):
            writer.add(PlainText(plain(re.sub(r"<[^>]+>", "", line)), (stat,)))


# -- handouts: letters and notices given to the players -------------------------------------------
def handout(writer: VagrantAssembler, number: int, rooms: list[str]) -> tuple[Sidebar, Kind]:
    """A handout naming a creature kind no area holds, a count and two rooms."""
    rng, words = writer.rng, writer.set_words()
    absent = [k for k in writer.words.creatures if k not in writer.roster]
    kind = rng.choice(absent or list(writer.words.creatures))
    count = rng.randint(2, 9)
    room, room2 = rng.sample(rooms, 2)
    text = rng.choice(words["handout_texts"]).format(
        count=count_words(count),
        Count=count_words(count, capital=True),
        plural=kind.plural,
        name=kind.name,
        a=article(kind.name),
        room=room.lower(),
        room2=room2.lower(),
    )
    title = f"Handout {number}: {rng.choice(words['handout_titles'])}"
    return Sidebar(escape(title), f"<i>{escape(text)}</i>"), kind


def handouts_key(writer: VagrantAssembler) -> None:
    rng, words = writer.rng, writer.set_words()
    label = key_label(writer, ("Key to the Workings", "Locations", "The Mine"))
    at_back = rng.random() < 0.5
    names = writer.locations(rng.randint(7, 10))
    given: list[Sidebar] = []
    for number, name in enumerate(names, start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        box = None
        if rng.random() < 0.45:
            box, kind = handout(writer, len(given) + 1, names)
            writer.module.decoys.append((marker, kind.name))
            text.scene.append(rng.choice(words["handout_cues"]).format(n=len(given) + 1))
            given.append(box)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        read_aloud(writer, 0.3)
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)
        if box is not None and not at_back:
            writer.add(box)
    if at_back and given:
        writer.add(
            SectionHeading(rng.choice(("Player Handouts", "Handouts", "Appendix: Handouts")))
        )
        for box in given:
            writer.add(box)


# -- readaloud: the creatures met in the boxed text only ------------------------------------------
def read_group(writer: VagrantAssembler, kind: Kind, amount: Amount) -> str:
    rng, words = writer.rng, writer.set_words()
    fields = {"plural": kind.plural, "name": kind.name, "a": article(kind.name)}
    fields["feature"] = writer.fpick("features")
    if amount.count == 1:
        return str(rng.choice(words["read_single"]).format(**fields))
    if amount.count:
        number = str(amount.count) if rng.random() < 0.3 else count_words(amount.count)
        form = rng.choice(words["read_plural"])
        return str(form.format(count=number, Count=number.capitalize(), **fields))
    return str(rng.choice(words["read_vague"]).format(**fields))


def readaloud_key(writer: VagrantAssembler) -> None:
    rng, words = writer.rng, writer.set_words()
    label = key_label(writer, ("Key to the Workings", "The Mine", "Encounter Areas"))
    for number, name in enumerate(writer.locations(rng.randint(7, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name, sentences=False)
        writer.add(AreaHeading(marker, label.format(n=number), name))
        if groups:
            seen = [writer.fpick("read_openings")]
            seen += [read_group(writer, kind, amount) for kind, amount in groups]
            writer.add(ReadAloud(escape(" ".join(seen))))
            for kind, amount in groups:
                who = kind.name if amount.count == 1 else kind.plural
                text.groups.append((escape(rng.choice(words["gm_refer"]).format(who=who)), []))
        else:
            read_aloud(writer, 0.5)
        writer.add(Para(writer.body_markup(text)))
        stat_paras(writer, groups)


WRITERS: dict[str, Callable[[VagrantAssembler], None]] = {
    "hexlair": hexlair_key,
    "facing": facing_key,
    "printready": printready_key,
    "plaintext": plaintext_key,
    "handouts": handouts_key,
    "readaloud": readaloud_key,
}
