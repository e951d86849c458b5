"""Content of the feral styles: OSR zine, tournament module, 5e chapter, spread, mini-table, gazetteer.

A fourth set, added after the classic, wide and wild sets had all been tuned on, by someone
who had not read the detectors: published module kinds none of them covers (three narrow
columns keyed "§12" with run-in bold names and bracketed stats; "23. ROOM NAME:" with AD&D
parentheses and monster lists closing the paragraph; "B7." chapters whose creatures are bold
names "(see appendix)" with every block in the appendix; a map spread with a terse key in a
sidebar; "No. Appearing / Armor Class: / Hit Dice:" mini-tables; a hex gazetteer with
encounter chances and NPCs), with creature sentences in more grammatical shapes
(``data/words_feral.yaml``). Truth is recorded as things are written, as in ``content.py``.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import yaml

from . import statlines as st
from . import statlines_feral as sf
from .blocks import (
    AreaHeading,
    Block,
    ColumnBreakHint,
    Para,
    ReadAloud,
    SectionHeading,
    StatTable,
    Table,
)
from .wild import WildAssembler
from .words import Kind, article, count_words

FERAL_DATA = Path(__file__).resolve().parent / "data" / "words_feral.yaml"
BOLD_OPEN, BOLD_CLOSE = "\x01", "\x02"  # survive escaping, become <b> </b> after it
RANGES = ("2d4", "1d6", "3d6", "1d4+1", "2d6", "1d8")
SEE_APPENDIX = (" (see appendix)", " (see the appendix)", ' (see "Creatures" at the end)', "")


@functools.cache
def feral_words() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(FERAL_DATA.read_text(encoding="utf-8"))
    return data


@dataclass(frozen=True)
class Amount:
    """How many of a group are present (truth ``count``), and which sentence shapes say so."""

    count: int | None
    forms: str  # the words_feral list of sentences
    dice: str = ""  # the printed range of a "2d4 goblins" group

    @property
    def stat_count(self) -> int:
        """How many hit-point values the stat text prints: one for an unstated amount, since
        a list of three would state the number the prose leaves open."""
        return self.count or 1


def form_fields(
    kind: Kind, amount: Amount, number: str, bold: bool, stats: str = ""
) -> dict[str, str]:
    """The placeholders of a creature sentence's form that name the group: its ``number``
    (digits or words), dice, plural and singular (bold if ``bold``, plain ``stats`` after each)
    and article."""
    wrap = (lambda s: f"{BOLD_OPEN}{s}{BOLD_CLOSE}") if bold else (lambda s: s)
    a = article(kind.name)
    return {
        "Count": number.capitalize(),
        "count": number,
        "dice": amount.dice,
        "plural": f"{wrap(kind.plural)}{stats}",
        "name": f"{wrap(kind.name)}{stats}",
        "a": a,
        "A": a.capitalize(),
    }


def activity_fields(rng: random.Random, words: Mapping[str, Any], amount: Amount) -> dict[str, str]:
    """The activity placeholders of a creature sentence's form, drawn from ``words`` in this
    order: one fitting the group's number, a bare one, a singular one."""
    return {
        "act": rng.choice(words["activities_single" if amount.count == 1 else "activities_plural"]),
        "act_bare": rng.choice(words["activities_bare"]),
        "act_single": rng.choice(words["activities_single"]),
    }


@dataclass
class FeralText:
    """One area's parts, so each style can arrange them its own way."""

    scene: list[str]
    groups: list[tuple[str, list[str]]] = field(default_factory=list)  # markup, stat markers
    trailing: list[Block] = field(default_factory=list)
    closing: list[tuple[str, str]] = field(default_factory=list)  # monster lists (markup, marker)
    hazard: str = ""
    decoy: str = ""
    treasure: str = ""
    exit: str = ""
    creatures: list[dict[str, Any]] = field(default_factory=list)
    hazards: list[str] = field(default_factory=list)

    @property
    def markers(self) -> list[str]:
        return [m for _, ms in self.groups for m in ms] + [m for _, m in self.closing]


class FeralAssembler(WildAssembler):
    """The wild writer's front matter and tables, with the feral styles' keys and sentences."""

    @property
    def outdoors(self) -> bool:
        return self.style.name == "gazetteer"

    def fpick(self, name: str) -> Any:
        return self.rng.choice(feral_words()[name])

    def locations(self, count: int) -> list[str]:
        return self.rng.sample(list(feral_words()["locations"]), count)

    def fprose(self, text: str) -> str:
        """Escaped (and maybe hyphenated) prose, with the bold creature names put back."""
        return self.prose(text).replace(BOLD_OPEN, "<b>").replace(BOLD_CLOSE, "</b>")

    # -- creature sentences ------------------------------------------------------------------
    def amount(self) -> Amount:
        rng, roll = self.rng, self.rng.random()
        if roll < 0.28:
            return Amount(1, "single_lines")
        if roll < 0.36:
            return Amount(2, "pair_lines")
        if roll < 0.8:
            return Amount(rng.randint(2, 9), "plural_lines")
        if roll < 0.9:
            return Amount(None, "range_lines", rng.choice(RANGES))
        return Amount(None, "vague_lines", rng.choice(RANGES))

    def feral_sentence(self, kind: Kind, amount: Amount, stats: str, bold: bool) -> str:
        """One creature sentence, escaped; ``stats`` (plain text) follows the creature's name."""
        rng, words = self.rng, feral_words()

        def pick(name: str) -> Any:  # outdoors, the hex_ list of a name where there is one
            outdoors = f"hex_{name}"
            return rng.choice(words[outdoors if self.outdoors and outdoors in words else name])

        number = str(amount.count) if rng.random() < 0.45 else count_words(amount.count or 0)
        text = pick(amount.forms).format(
            **form_fields(kind, amount, number, bold, stats),
            feature=self.fpick("features"),
            act=pick("activities_plural"),
            act_bare=pick("activities_bare"),
            act_single=pick("activities_single"),
        )
        return self.fprose(text)

    def group_stats(self, kind: Kind, amount: Amount) -> tuple[str, list[str], list[Block]]:
        """The style's stat text for one group: (text after the name, its markers, blocks after)."""
        rng, style = self.rng, self.style.name
        numbers = st.roll_numbers(rng, kind, amount.stat_count)
        if style == "osrzine":
            text, entry = sf.bracket_stats(rng, numbers)
            if rng.random() < 0.75:
                return f" {text}", [self.record(entry)], []
            label = st.title(kind.name if amount.count == 1 else kind.plural)
            line = f"<b>{escape(label)}</b> {escape(text)}"
            return "", [], [Para(line, (self.record(entry),), kind="stat")]
        if style == "tournament":
            if rng.random() < 0.5:
                text, entry = sf.tourney_paren(rng, numbers)
                return f" {text}", [self.record(entry)], []
            return "", [], []  # a monster list closes the paragraph instead (tournament_area)
        if style == "chapter":
            if kind.name not in self.blocks_printed:
                self.blocks_printed.add(kind.name)
                self.appendix.append(kind)
            return rng.choice(SEE_APPENDIX), [], []
        if style == "labyrinth":
            if rng.random() < 0.15:
                return "", [], []
            appearing = amount.dice if amount.count is None else str(amount.count)
            name, rows, entry = sf.mini_table(rng, numbers, appearing)
            return "", [], [StatTable(self.record(entry), name, tuple(rows))]
        if rng.random() < 0.2:  # gazetteer: some groups get no numbers
            return "", [], []
        line, entry = sf.gazette_line(rng, numbers, amount.count)
        return "", [], [Para(line, (self.record(entry),), kind="stat")]

    def feral_body(self, marker: str, *, bold: bool = False) -> FeralText:
        rng = self.rng
        text = FeralText([self.fpick("openings").format(feature=self.fpick("features"))])
        if rng.random() < 0.5:
            text.scene.append(self.fpick("senses"))
        present = rng.sample(self.roster, rng.choice((0, 1, 1, 2, 2)))
        for kind in present:
            amount = self.amount()
            text.creatures.append({"name": kind.name, "count": amount.count})
            stats, markers, blocks = self.group_stats(kind, amount)
            text.groups.append((self.feral_sentence(kind, amount, stats, bold), markers))
            text.trailing += blocks
            if self.style.name == "tournament" and not markers:
                numbers = st.roll_numbers(rng, kind, amount.stat_count)
                line, entry = sf.tourney_list(rng, numbers, amount.count)
                text.closing.append((line, self.record(entry)))
        if rng.random() < 0.25:
            hazard = self.fpick("hazards")
            text.hazard, text.hazards = f"There is {hazard} here.", [hazard]
        if "decoys" in self.switches and rng.random() < 0.6:
            decoy = rng.choice([k for k in self.words.creatures if k not in present])
            form = self.fpick("decoys")
            text.decoy = form.format(
                a=article(decoy.name),
                name=decoy.name,
                plural=decoy.plural,
                PLURAL=decoy.plural.upper(),
            )
            self.module.decoys.append((marker, decoy.name))
        if rng.random() < 0.4:
            text.treasure = f"{self.fpick('treasure').capitalize()}."
        text.exit = self.fpick("exits")
        return text

    def body_markup(self, text: FeralText, *, closing: bool = True) -> str:
        """Scene, creature sentences, hazard, decoy, treasure and exit as one paragraph."""
        parts = [self.prose(" ".join(text.scene))]
        parts += [s for s, _ in text.groups]
        tail = [text.hazard, text.decoy, text.treasure and f"Treasure: {text.treasure}", text.exit]
        parts += [self.prose(p) for p in tail if p]
        if closing:
            parts += [line for line, _ in text.closing]
        return " ".join(p for p in parts if p)

    def begin_area(self, key: str | None, name: str, **kwargs: Any) -> tuple[str, FeralText]:
        marker = self.marker("area")
        text = self.feral_body(marker, **kwargs)
        self.record_area(marker, key, name, {"creatures": text.creatures, "hazards": text.hazards})
        if "continued_areas" in self.switches and self.rng.random() < 0.4:
            self.add(ColumnBreakHint(self.rng.choice((2.5, 3.5))))
        return marker, text

    # -- the key, per style ------------------------------------------------------------------
    def key_section(self) -> None:
        from . import feral_keys  # the per-style key writers

        feral_keys.WRITERS[self.style.name](self)
        self.module.map_labels = tuple(str(a["key"]) for a in self.module.areas if a["key"])

    def osrzine_key(self) -> None:
        rng = self.rng
        sections = rng.sample(list(feral_words()["zine_sections"]), rng.choice((1, 2)))
        names = self.locations(rng.randint(7, 12))
        cut = len(names) // 2 if len(sections) > 1 else len(names)
        for number, name in enumerate(names, start=1):
            if number == 1 or number == cut + 1:
                self.add(SectionHeading(sections[0 if number == 1 else 1]))
            marker, text = self.begin_area(str(number), name, bold=True)
            lead = escape(f"\u00a7{number} {name}.")
            self.add(Para(self.body_markup(text), (marker, *text.markers), lead=lead))
            if rng.random() < 0.2:
                self.add(Para(escape(self.fpick("zine_asides")), kind="note"))
            self.add_blocks(text.trailing)

    def tournament_key(self) -> None:
        rng = self.rng
        number = rng.choice((1, 1, 11, 21))
        for level in range(rng.choice((1, 2))):
            self.add(SectionHeading(("DUNGEON LEVEL ONE", "DUNGEON LEVEL TWO")[level]))
            for name in self.locations(rng.randint(4, 7)):
                marker, text = self.begin_area(str(number), name)
                self.add(AreaHeading(marker, f"{number}.", name.upper(), tail=":"))
                self.add(Para(self.body_markup(text), tuple(text.markers)))
                if rng.random() < 0.2:
                    self.add(Para(escape(self.fpick("tournament_notes")), kind="note"))
                number += 1
                self.add_blocks(text.trailing)

    def chapter_key(self) -> None:
        rng = self.rng
        chapters = rng.sample(list(feral_words()["chapters"]), rng.choice((2, 2, 3)))
        for index, chapter in enumerate(chapters):
            letter = "ABC"[index]
            self.add(SectionHeading(f"Chapter {index + 1}: {chapter}"))
            for number, name in enumerate(self.locations(rng.randint(3, 5)), start=1):
                key = f"{letter}{number}"
                marker, text = self.begin_area(key, name, bold=True)
                self.add(AreaHeading(marker, f"{key}.", name))
                if rng.random() < 0.7:
                    read = f"{self.fpick('openings').format(feature=self.fpick('features'))} {self.fpick('senses')}"
                    self.add(ReadAloud(escape(read)))
                treasure, text.treasure = text.treasure, ""
                self.add(Para(self.body_markup(text), tuple(text.markers)))
                if treasure:
                    self.add(Para(self.prose(treasure), lead="Treasure."))

    def back_matter(self) -> None:
        if self.style.name == "gazetteer" and "wandering_table" not in self.switches:
            self.region_table(self.fpick("regions"))
        super().back_matter()

    def region_table(self, region: str) -> None:
        rows = []
        for roll in range(1, 7):
            kind = self.rng.choice(self.words.creatures)
            if self.rng.random() < 0.5:
                text = f"{self.rng.choice(RANGES)} {kind.plural}"
            else:
                text = f"{article(kind.name).capitalize()} {kind.name} (hunting)"
            rows.append((str(roll), escape(text)))
        self.add(Table(f"{region} Encounters (d6)", ("d6", "Encounter"), tuple(rows)))
