"""Content of the stray styles: a Homebrewery-like 5e export, an area template of labelled
fields, Knave / Cairn / Into-the-Odd lines, multi-level keys with a map legend and a
creature index, a wiki-printed page with toggles, callouts and stat tables, and a 4e-like
delve with "Setup" lists and boxed blocks.

A seventh set, added after the classic, wide, wild, feral, untamed and rogue sets had all
been tuned on, by someone who had not read the detectors: real kinds of D&D-family modules
none of the thirty-six older styles prints (see docs/synth.md, "Stray styles"). Prose comes
from ``data/words_stray.yaml``; truth is recorded as things are written. The key writers
per style are in ``stray_keys``.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import yaml

from .blocks import NumberedList, Para, SectionHeading, Sidebar, Table, Title
from .feral import BOLD_CLOSE, BOLD_OPEN, RANGES, Amount, FeralText
from .untamed import UntamedAssembler
from .words import Kind, article, count_words

STRAY_DATA = Path(__file__).resolve().parent / "data" / "words_stray.yaml"


@functools.cache
def stray_words() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(STRAY_DATA.read_text(encoding="utf-8"))
    return data


class StrayAssembler(UntamedAssembler):
    """The untamed writer's skeleton (areas, records, back matter) with the stray styles'
    words, sentences and keys."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.index: list[Kind] = []  # kinds named in the key, for the legend's creature index

    def fpick(self, name: str) -> Any:
        return self.rng.choice(stray_words()[name])

    def locations(self, count: int) -> list[str]:
        return self.rng.sample(list(stray_words()["locations"]), count)

    def ocr(self, text: str) -> str:
        return text

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng, words = self.rng, stray_words()
        levels = f"{self.tier()} for characters of level {rng.randint(1, 4)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        self.add(SectionHeading(rng.choice(("Adventure Background", "Overview", "Hooks"))))
        facts = rng.sample(list(words["facts"]), 3)
        if "numbered_lists" in self.switches:
            self.add(NumberedList(tuple(escape(f) for f in facts)))
        else:
            self.add(Para(self.prose(" ".join(facts))))
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if "rumour_table" in self.switches:
            rumours = rng.sample(list(words["rumours"]), 6)
            rows = tuple((str(i + 1), escape(r)) for i, r in enumerate(rumours))
            self.add(Table("Village Gossip (d6)", ("d6", "Gossip"), rows))
        if "wandering_table" in self.switches:
            self.stray_wandering()

    def tier(self) -> str:
        kinds = {"fourth": "A delve", "knave": "A short adventure", "wiki": "A one-shot"}
        return kinds.get(self.style.name, "An adventure")

    def callout_title(self) -> str:
        if self.style.name == "wiki":
            return f"{self.fpick('notion_icons')} Note"
        return escape(self.fpick("brew_titles"))

    def stray_wandering(self) -> None:
        rng, rows = self.rng, []
        for roll in range(1, 9):
            kind = rng.choice(self.words.creatures)
            text = self.fpick("wandering_forms").format(
                dice=rng.choice(RANGES),
                plural=kind.plural,
                name=kind.name,
                A=article(kind.name).capitalize(),
                area=rng.randint(2, 7),
            )
            rows.append((str(roll), escape(text)))
        heading = rng.choice(("Random Encounters (d8)", "On the Road (roll d8 each hour)"))
        self.add(Table(heading, ("d8", "Encounter"), tuple(rows)))

    # -- creature sentences ------------------------------------------------------------------
    def stray_sentence(self, kind: Kind, amount: Amount, bold: bool) -> str:
        rng, words = self.rng, stray_words()
        wrap = (lambda s: f"{BOLD_OPEN}{s}{BOLD_CLOSE}") if bold else (lambda s: s)
        number = str(amount.count) if rng.random() < 0.5 else count_words(amount.count or 0)
        a = article(kind.name)
        text = rng.choice(words[amount.forms]).format(
            Count=number.capitalize(),
            count=number,
            dice=amount.dice,
            plural=wrap(kind.plural),
            name=wrap(kind.name),
            a=a,
            A=a.capitalize(),
            act=rng.choice(
                words["activities_single" if amount.count == 1 else "activities_plural"]
            ),
            act_bare=rng.choice(words["activities_bare"]),
            act_single=rng.choice(words["activities_single"]),
        )
        return self.fprose(text)

    def stray_body(self, marker: str, *, bold: bool = False) -> tuple[FeralText, list[Any]]:
        """The area's parts and its groups as (kind, amount) for the style's stat writer."""
        rng = self.rng
        text = FeralText([self.fpick("openings").format(feature=self.fpick("features"))])
        if rng.random() < 0.5:
            text.scene.append(self.fpick("senses"))
        present = rng.sample(self.roster, rng.choice((0, 1, 1, 2, 2)))
        groups: list[tuple[Kind, Amount]] = []
        for kind in present:
            amount = self.amount()
            if self.style.name == "fourth" and amount.count is None:  # a delve counts them
                amount = Amount(rng.randint(2, 5), "plural_lines")
            text.creatures.append({"name": kind.name, "count": amount.count})
            groups.append((kind, amount))
            if self.style.name not in ("fields", "fourth"):  # those list groups elsewhere
                text.groups.append((self.stray_sentence(kind, amount, bold), []))
        if rng.random() < 0.25:
            hazard = self.fpick("hazards")
            text.hazard, text.hazards = f"Trap: {hazard}.", [hazard]
        if "decoys" in self.switches and rng.random() < 0.6:
            text.decoy = self.untamed_decoy(present, marker)
        if rng.random() < 0.4:
            text.treasure = f"{self.fpick('treasure').capitalize()}."
        text.exit = self.fpick("exits")
        return text, groups

    def begin_stray(
        self, key: str | None, name: str, **kw: Any
    ) -> tuple[str, FeralText, list[Any]]:
        marker = self.marker("area")
        text, groups = self.stray_body(marker, **kw)
        self.record_area(marker, key, name, {"creatures": text.creatures, "hazards": text.hazards})
        return marker, text, groups

    # -- the key and the back ----------------------------------------------------------------
    def key_section(self) -> None:
        from . import stray_keys  # the per-style key writers

        stray_keys.WRITERS[self.style.name](self)
        self.module.map_labels = tuple(str(a["key"]) for a in self.module.areas if a["key"])

    def back_matter(self) -> None:
        from . import stray_keys

        if self.style.name == "legend":
            stray_keys.creature_index(self)
        super().back_matter()
