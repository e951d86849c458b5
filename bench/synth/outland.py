"""Content of the outland styles: a slide-deck export, a ruled ledger table whose rows break
across pages, a module with endnotes and "see sidebar" stat boxes, headings as white text
on dark bands or in drawn tabs, headings printed as pictures (the words only as tiny
invisible text, or not at all), and a map with numbered callouts whose key is a legend
under it.

An eighth-or-ninth set, added after the seven older sets had all been tuned on, by someone
who had not read the detectors: page layouts and print processes of real D&D-family modules
none of the forty-two older styles prints (see docs/synth.md, "Outland styles"). Prose comes
from ``data/words_outland.yaml``; truth is recorded as things are written. The key writers
per style are in ``outland_keys``.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, cast
from xml.sax.saxutils import escape

import yaml

from .blocks import Block, NumberedList, Para, SectionHeading, Sidebar, Table, Title
from .feral import BOLD_CLOSE, BOLD_OPEN, Amount
from .outland_render import OutlandBlock
from .stray import StrayAssembler
from .words import Kind, article, count_words

OUTLAND_DATA = Path(__file__).resolve().parent / "data" / "words_outland.yaml"


@functools.cache
def outland_words() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(OUTLAND_DATA.read_text(encoding="utf-8"))
    return data


class OutlandAssembler(StrayAssembler):
    """The stray writer's skeleton (areas, records, back matter) with the outland styles'
    words and keys."""

    def add(self, block: Block | OutlandBlock) -> None:
        """The outland blocks go in the module's list beside the shared ones (the story
        builder hands them to ``outland_render``)."""
        self.module.blocks.append(cast(Block, block))

    def fpick(self, name: str) -> Any:
        return self.rng.choice(outland_words()[name])

    def locations(self, count: int) -> list[str]:
        return self.rng.sample(list(outland_words()["locations"]), count)

    def tier(self) -> str:
        kinds = {"slides": "A convention session", "ledger": "A site survey"}
        return kinds.get(self.style.name, "An adventure")

    def callout_title(self) -> str:
        return "A Note for the Referee"

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng, words = self.rng, outland_words()
        levels = f"{self.tier()} for characters of level {rng.randint(1, 5)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        self.add(SectionHeading(rng.choice(("Introduction", "Background", "The Situation"))))
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
            self.add(Table("What the Locals Say (d6)", ("d6", "Rumour"), rows))
        if "wandering_table" in self.switches:
            self.stray_wandering()

    # -- creature sentences ------------------------------------------------------------------
    def stray_sentence(self, kind: Kind, amount: Amount, bold: bool) -> str:
        rng, words = self.rng, outland_words()
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

    # -- the key and the back ----------------------------------------------------------------
    def key_section(self) -> None:
        from . import outland_keys  # the per-style key writers

        outland_keys.WRITERS[self.style.name](self)
        self.module.map_labels = tuple(str(a["key"]) for a in self.module.areas if a["key"])

    def back_matter(self) -> None:
        from .untamed import UntamedAssembler

        UntamedAssembler.back_matter(self)  # the stray legend's creature index is not ours
