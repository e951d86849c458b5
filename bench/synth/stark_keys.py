"""The stark styles' keys, one writer per style. Each writer records every area as it prints
it (``begin_set_area``); stat text is the older one-line grammars (``outland_keys``) in the
module's one family, or ``statlines_stark``'s 5e-like line beside it."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from . import statlines as st
from . import statlines_stark as ss
from .blocks import AreaHeading, Bullet, NewPage, Para, SectionHeading, Table
from .outland_keys import stat_line, stat_lines
from .stark_render import AdPage, AdventureTitle, AreaEnd, Footnote, PullQuote
from .words import article

if TYPE_CHECKING:
    from collections.abc import Callable

    from .stark import StarkAssembler

ROMAN = ("i", "ii", "iii", "iv", "v", "vi")


def words(writer: StarkAssembler) -> dict[str, Any]:
    return writer.set_words()


def plain_area(writer: StarkAssembler, key: str, label: str, name: str) -> None:
    """A heading, the room in one paragraph, its stat lines after it."""
    marker, text, groups = writer.begin_set_area(key, name)
    writer.add(AreaHeading(marker, label, name))
    writer.add(Para(writer.body_markup(text)))
    for line, stat in stat_lines(writer, groups):
        writer.add(Para(line, (stat,), kind="stat"))


# -- anthology: two adventures, keys from 1 in each ---------------------------------------------
def anthology_key(writer: StarkAssembler) -> None:
    """Each adventure on a new page under a title page of its own (title, levels, author),
    its own introduction and key numbered from 1; place names differ between the two."""
    rng = writer.rng
    counts = (rng.randint(5, 8), rng.randint(5, 8))
    names = writer.locations(sum(counts))
    form = rng.choice(("{n}.", "{n}.", "Area {n}."))
    for index, title in enumerate(writer.adventures):
        writer.add(NewPage())
        low = rng.randint(1, 4)
        writer.add(
            AdventureTitle(
                escape(title),
                escape(f"An adventure for characters of levels {low}-{low + 2}"),
                escape(f"by {writer.fpick('authors')}"),
            )
        )
        writer.add(SectionHeading(rng.choice(("Background", "Introduction"))))
        writer.add(Para(writer.prose(" ".join(rng.sample(list(words(writer)["facts"]), 2)))))
        writer.add(SectionHeading(rng.choice(("Key to the Dungeon", "Locations", "The Key"))))
        start = sum(counts[:index])
        for number, name in enumerate(names[start : start + counts[index]], start=1):
            label = form.format(n=number)
            plain_area(writer, str(number), label, name)


# -- magazine: three columns, pull quotes, advertisements, jumps -------------------------------
def advert(writer: StarkAssembler) -> AdPage:
    rng = writer.rng
    kind = rng.choice(writer.words.creatures)
    headline, text = rng.choice(words(writer)["ads"])
    body = text.format(
        count=rng.choice((4, 6, 12)), plural=kind.plural, name=kind.name, a=article(kind.name)
    )
    return AdPage(escape(headline), escape(body), "Box 17, Thane's Ford \u2022 Catalogue 1 gp")


def magazine_key(writer: StarkAssembler) -> None:
    """Areas in three columns; after a third of them a pull quote repeats a creature sentence;
    one or two areas are cut by a full-page advertisement: the scene and creatures, "Continued
    on page N", the ad, "Continued from page M", the rest and the stat lines (N and M are the
    writer's guess, as drafts have them)."""
    rng, w = writer.rng, words(writer)
    form = rng.choice(("{n}.", "{n}.", "Area {n}:"))
    names = writer.locations(rng.randint(8, 12))
    cut = set(rng.sample(range(1, len(names) - 1), rng.choice((1, 2))))
    writer.add(SectionHeading(rng.choice(("The Adventure", "Into the Priory", "The Key"))))
    for number, name in enumerate(names, start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, form.format(n=number), name))
        if number - 1 in cut:
            first = dataclasses.replace(text, hazard="", decoy="", treasure="", exit="")
            rest = dataclasses.replace(text, scene=[], groups=[])
            guess = number // 2 + 3
            writer.add(Para(writer.body_markup(first)))
            writer.add(Para(escape(rng.choice(w["jumps"]).format(page=guess)), kind="note"))
            writer.add(advert(writer))
            writer.add(
                Para(escape(rng.choice(w["jump_backs"]).format(page=guess - 2)), kind="note")
            )
            writer.add(Para(writer.body_markup(rest)))
        else:
            writer.add(Para(writer.body_markup(text)))
        if text.groups and rng.random() < 0.35:
            sentence = text.groups[0][0]
            writer.add(PullQuote(rng.choice(w["pull_quotes"]).format(sentence=sentence)))
        for line, stat in stat_lines(writer, groups):
            writer.add(Para(line, (stat,), kind="stat"))


# -- footnoted: stat lines as footnotes at the page foot ---------------------------------------
def footnoted_key(writer: StarkAssembler) -> None:
    """Each creature sentence ends in a superscript note number; the group's stat line is the
    note, printed at the foot of the page the sentence is printed on (``stark_render``)."""
    rng = writer.rng
    form = rng.choice(("{n}.", "{n}", "Area {n}."))
    symbols = rng.random() < 0.3  # * † ‡ § in turn instead of numbers
    number = 0
    writer.add(SectionHeading(rng.choice(("The Dungeon", "Key to the Cellars"))))
    for area, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(area), name)
        noted: list[tuple[str, list[str]]] = []
        for (sentence, _), (kind, amount) in zip(text.groups, groups, strict=True):
            if rng.random() < 0.12:  # a module forgets a note now and then
                noted.append((sentence, []))
                continue
            line, stat = stat_line(writer, kind, amount)
            number += 1
            mark = "*\u2020\u2021\u00a7"[(number - 1) % 4] if symbols else str(number)
            noted.append((f"{sentence}<super>{mark}</super>", [stat]))
            writer.add(Footnote(stat, f"<super>{mark}</super> {line}"))
        text.groups = noted
        writer.add(AreaHeading(marker, form.format(n=area), name))
        first = dataclasses.replace(text, hazard="", decoy="", treasure="", exit="")
        writer.add(Para(writer.body_markup(first), tuple(text.markers)))
        # the rest carries no note, so it may break over the page ("continued")
        writer.add(Para(writer.body_markup(dataclasses.replace(text, scene=[], groups=[]))))
        writer.add(AreaEnd(marker))


# -- nested: numbered lists inside an area ------------------------------------------------------
def inner_list(writer: StarkAssembler) -> None:
    """A list of the area's own (finds, a search table, mural panels): numbered items under an
    intro line, or a small d6 table; none of it is an area."""
    rng, w = writer.rng, words(writer)
    intro = rng.choice(w["list_intros"])
    items = rng.sample(list(w["list_items"]), rng.randint(3, 6))
    if rng.random() < 0.3:
        rows = tuple((str(i), escape(item)) for i, item in enumerate(items, start=1))
        writer.add(Table(escape(intro), ("d6" if len(items) == 6 else "#", "Find"), rows))
        return
    writer.add(Para(escape(intro)))
    glyph = writer.list_glyph
    for i, item in enumerate(items, start=1):
        mark = ROMAN[i - 1] + "." if glyph == "roman" else glyph.format(i=i)
        writer.add(Bullet(escape(item), glyph=mark, indent=16.0))


def nested_key(writer: StarkAssembler) -> None:
    rng = writer.rng
    writer.list_glyph = rng.choice(("{i}.", "({i})", "{i})", "roman"))
    form = rng.choice(("{n}.", "{n}.", "Room {n}."))
    writer.add(SectionHeading(rng.choice(("Key to the Priory", "Locations"))))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, form.format(n=number), name))
        writer.add(Para(writer.body_markup(text)))
        listed, before = rng.random() < 0.6, rng.random() < 0.5
        if listed and before:
            inner_list(writer)
        for line, stat in stat_lines(writer, groups):
            writer.add(Para(line, (stat,), kind="stat"))
        if listed and not before:
            inner_list(writer)


# -- dualstat: a 5e line and an old-school line a group ---------------------------------------
def dualstat_key(writer: StarkAssembler) -> None:
    rng = writer.rng
    labels = rng.choice(ss.DUAL_LABELS)
    fifth_first = rng.random() < 0.5
    form = rng.choice(("{n}.", "Area {n}:", "{n}"))
    writer.add(SectionHeading(rng.choice(("Adventure Locations", "The Key"))))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, form.format(n=number), name))
        writer.add(Para(writer.body_markup(text)))
        for kind, amount in groups:
            if rng.random() < 0.1:
                continue
            numbers = st.roll_numbers(rng, kind, 1)
            fifth, entry = ss.fifth_line(numbers, amount, labels[0])
            fifth_para = Para(fifth, (writer.record(entry),), kind="stat")
            old, stat = stat_line(writer, kind, amount)
            old_para = Para(f"<b>{labels[1]}</b> {old}", (stat,), kind="stat")
            for para in (fifth_para, old_para) if fifth_first else (old_para, fifth_para):
                writer.add(para)


# -- ocrtext: an OCR'd retype, unproofed ---------------------------------------------------------
def ocrtext_key(writer: StarkAssembler) -> None:
    rng = writer.rng
    splits = list(words(writer)["ocr_splits"])
    form = rng.choice(("{n}.", "{n}.", "{n}"))
    writer.add(SectionHeading(rng.choice(("KEY TO THE DUNGEON", "Dungeon Key"))))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        label = form.format(n=ss.ocr_key(rng, str(number)))
        writer.add(AreaHeading(marker, label, name))
        writer.add(Para(ss.ocr_prose(rng, writer.body_markup(text), splits)))
        for line, stat in stat_lines(writer, groups):
            writer.add(Para(ss.ocr_numbers(rng, line), (stat,), kind="stat"))


WRITERS: dict[str, Callable[[StarkAssembler], None]] = {
    "anthology": anthology_key,
    "magazine": magazine_key,
    "footnoted": footnoted_key,
    "nested": nested_key,
    "dualstat": dualstat_key,
    "ocrtext": ocrtext_key,
}
