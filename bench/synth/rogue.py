"""Content of the rogue styles: roster tables, a typed fanzine, a monster-manual appendix,
outline numbering, stat cards and a professionally typeset booklet.

A sixth set, added after the classic, wide, wild, feral and untamed sets had all been tuned
on, by someone who had not read the detectors: real kinds of modules none of the thirty
older styles prints (see docs/synth.md, "Rogue styles"). Prose comes from
``data/words_rogue.yaml``; truth is recorded as things are written. The key writers per
style are in ``rogue_keys``.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import yaml

from . import statlines as st
from . import statlines_rogue as sr
from .blocks import Block, Bullet, Card, Para, RosterTable, SectionHeading, Sidebar, Table, Title
from .feral import RANGES, Amount, FeralText, activity_fields, form_fields
from .untamed import UntamedAssembler
from .words import Kind, article, count_words

ROGUE_DATA = Path(__file__).resolve().parent / "data" / "words_rogue.yaml"
ROSTER_HEADER = ("Name", "No.", "AC", "HD", "hp", "Atk", "Dmg", "MV", "ML", "XP")


@functools.cache
def rogue_words() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(ROGUE_DATA.read_text(encoding="utf-8"))
    return data


class RogueAssembler(UntamedAssembler):
    """The untamed writer's skeleton with the rogue styles' words, stat forms and keys."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bestiary: list[Kind] = []  # kinds whose entries stand at the back, in order
        self.cards: list[Card] = []
        self.card_numbers: dict[str, int] = {}
        self.card_fifth = self.rng.random() < 0.5  # one card grammar per module
        # one way of pointing at the back per module ('(card 3)' or '[see card 3]'; ...)
        refs = "card_refs" if self.style.name == "cards" else "bestiary_refs"
        self.ref_form = self.rng.choice([r for r in rogue_words()[refs] if r])
        self.bullets: list[Block] = []  # the outline's encounter bullets of the current area

    def fpick(self, name: str) -> Any:
        return self.rng.choice(rogue_words()[name])

    def locations(self, count: int) -> list[str]:
        return self.rng.sample(list(rogue_words()["locations"]), count)

    def ocr(self, text: str) -> str:
        return text

    def rogue_levels(self) -> list[str]:
        return list(rogue_words()["levels"])

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng, words = self.rng, rogue_words()
        title = f"{self.pick('titles_first')} {self.pick('titles_second')}"
        by = f"by {self.pick('authors')}"
        levels = f"for {rng.randint(3, 6)}\u2013{rng.randint(7, 9)} characters of levels 1\u20133"
        if self.style.name == "typewriter":
            title, levels = title.upper(), levels.upper()
        self.add(Title(title, levels, by))
        facts = rng.sample(list(words["facts"]), 3)
        self.add(SectionHeading(rng.choice(("Introduction", "Referee's Background", "The Story"))))
        self.add(Para(self.prose(" ".join(facts))))
        if "sidebars" in self.switches:
            self.add(Sidebar("A Note on Morale", escape(self.fpick("rumours") + " Perhaps.")))
        if "rumour_table" in self.switches:
            rumours = rng.sample(list(words["rumours"]), 6)
            rows = tuple((str(i + 1), escape(r)) for i, r in enumerate(rumours))
            self.add(Table("Tavern Talk (d6)", ("d6", "What is said"), rows))
        if "wandering_table" in self.switches or self.style.name == "bestiary":
            self.rogue_wandering()

    def rogue_wandering(self) -> None:
        """A d6 wandering table (not areas); in a bestiary module one row names a kind met
        only there, whose entry then stands in the appendix too."""
        rng, rows = self.rng, []
        outsiders = [k for k in self.words.creatures if k not in self.roster]
        extra = rng.choice(outsiders) if self.style.name == "bestiary" else None
        for roll in range(1, 7):
            own_row = extra is not None and roll == 3
            kind = extra if extra is not None and own_row else rng.choice(self.words.creatures)
            text = self.fpick("wandering_forms").format(
                dice=rng.choice(RANGES),
                plural=kind.plural,
                name=kind.name,
                A=article(kind.name).capitalize(),
                area=rng.randint(2, 7),
            )
            if own_row:
                text = f"{rng.choice(RANGES)} {kind.plural} (see New Monsters)"
                self.bestiary.append(kind)
                self.blocks_printed.add(kind.name)
            rows.append((str(roll), escape(text)))
        heading = rng.choice(("Wandering Monsters (1 in 6 per turn)", "Encounters in the Halls"))
        self.add(Table(heading, ("d6", "Encounter"), tuple(rows)))

    # -- creature sentences and their stat text ------------------------------------------
    def rogue_sentence(self, kind: Kind, amount: Amount, stats: str) -> str:
        rng, words = self.rng, rogue_words()
        bold = self.style.name in ("bestiary", "cards")
        number = str(amount.count) if rng.random() < 0.45 else count_words(amount.count or 0)
        text = rng.choice(words[amount.forms]).format(
            **form_fields(kind, amount, number, bold, stats), **activity_fields(rng, words, amount)
        )
        return self.fprose(text)

    def appearing(self, amount: Amount) -> str:
        if amount.count is not None:
            return str(amount.count)
        return amount.dice if amount.forms == "range_lines" else "many"

    def rogue_stats(self, kind: Kind, amount: Amount) -> tuple[str, list[str], list[Any]]:
        """(text after the name, its markers, roster rows or blocks after the paragraph)."""
        rng, style = self.rng, self.style.name
        numbers = st.roll_numbers(rng, kind, amount.stat_count)
        if style == "stattable":
            cells, entry = sr.roster_row(rng, numbers, self.appearing(amount))
            return "", [], [(cells, self.record(entry))]
        if style == "typewriter":
            if rng.random() < 0.15:
                return "", [], []
            text, entry = sr.typewriter_paren(rng, numbers)
            return f" {text}", [self.record(entry)], []
        if style == "bestiary":
            if kind.name not in self.blocks_printed:
                self.blocks_printed.add(kind.name)
                self.bestiary.append(kind)
            return (self.ref_form if rng.random() < 0.8 else ""), [], []
        if style == "cards":
            if kind.name not in self.card_numbers:
                self.card_numbers[kind.name] = len(self.card_numbers) + 1
                make = sr.card_fifth if self.card_fifth else sr.card_oldschool
                lines, entry = make(rng, st.roll_numbers(rng, kind, 1))
                marker = self.record(entry)
                self.cards.append(Card(marker, escape(entry["name"]), tuple(lines)))
            ref = self.ref_form.format(card=self.card_numbers[kind.name])
            return (ref if rng.random() < 0.8 else ""), [], []
        return "", [], self.stat_blocks_for(kind, amount.stat_count)  # typeset

    def outline_bullet(self, kind: Kind, amount: Amount) -> Bullet:
        """'• 3 goblins (AC 6, HD 1, hp 4, 3, 2)', '– 2d4 rats', 'An ogre, asleep (...)'."""
        rng = self.rng
        if amount.count == 1:
            who = f"{article(kind.name).capitalize()} {kind.name}"
            who += rng.choice(("", ", asleep", ", wounded"))
        elif amount.count is None:
            who = (
                f"{amount.dice} {kind.plural}"
                if amount.forms == "range_lines"
                else (f"Many {kind.plural}")
            )
        else:
            who = f"{amount.count} {kind.plural}"
        markers: tuple[str, ...] = ()
        if rng.random() < 0.85:
            numbers = st.roll_numbers(rng, kind, amount.stat_count)
            who, entry = sr.outline_bullet(numbers, who)
            markers = (self.record(entry),)
        glyph = "\u2022" if self.module.seed % 3 else "\u2013"
        return Bullet(escape(who), markers, glyph)

    def rogue_body(self, marker: str) -> FeralText:
        rng = self.rng
        text = FeralText([self.fpick("openings").format(feature=self.fpick("features"))])
        if rng.random() < 0.5:
            text.scene.append(self.fpick("senses"))
        present = rng.sample(self.roster, rng.choice((0, 1, 1, 2, 2)))
        rows: list[tuple[tuple[str, ...], str]] = []
        for kind in present:
            amount = self.amount()
            text.creatures.append({"name": kind.name, "count": amount.count})
            if self.style.name == "outline":
                text.trailing.append(self.outline_bullet(kind, amount))
                continue
            stats, markers, after = self.rogue_stats(kind, amount)
            text.groups.append((self.rogue_sentence(kind, amount, stats), markers))
            if self.style.name == "stattable":
                rows += after
            else:
                text.trailing += after
        if rows:
            cells, markers = zip(*rows, strict=True)
            zebra = self.module.seed % 2 == 0
            text.trailing.append(RosterTable(ROSTER_HEADER, tuple(cells), tuple(markers), zebra))
        if rng.random() < 0.25:
            hazard = self.fpick("hazards")
            text.hazard, text.hazards = f"Trap: {hazard}.", [hazard]
        if "decoys" in self.switches and rng.random() < 0.6:
            text.decoy = self.untamed_decoy(present, marker)
        if rng.random() < 0.4:
            text.treasure = f"{self.fpick('treasure').capitalize()}."
        text.exit = self.fpick("exits")
        return text

    def begin_area(self, key: str | None, name: str, **kwargs: Any) -> tuple[str, FeralText]:
        marker = self.marker("area")
        text = self.rogue_body(marker)
        self.record_area(marker, key, name, {"creatures": text.creatures, "hazards": text.hazards})
        return marker, text

    # -- the key and the back ----------------------------------------------------------------
    def key_section(self) -> None:
        from . import rogue_keys  # the per-style key writers

        rogue_keys.WRITERS[self.style.name](self)
        self.module.map_labels = tuple(str(a["key"]) for a in self.module.areas if a["key"])

    def back_matter(self) -> None:
        from . import rogue_keys

        if self.bestiary:
            rogue_keys.monster_appendix(self)
        if self.cards:
            rogue_keys.card_pages(self)
        super().back_matter()
