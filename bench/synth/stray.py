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

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from .blocks import SectionHeading, Sidebar, Table, Title
from .feral import Amount, FeralText
from .set_writer import SetWriter, load_words
from .words import Kind

STRAY_DATA = Path(__file__).resolve().parent / "data" / "words_stray.yaml"


def stray_words() -> dict[str, Any]:
    return load_words(STRAY_DATA)


class StrayAssembler(SetWriter):
    """The set writer's skeleton (areas, records, back matter) with the stray styles' words,
    front matter and keys."""

    WORDS = STRAY_DATA
    KEYS = "stray_keys"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.index: list[Kind] = []  # kinds named in the key, for the legend's creature index

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        levels = f"{self.tier()} for characters of level {rng.randint(1, 4)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        self.add(SectionHeading(rng.choice(("Adventure Background", "Overview", "Hooks"))))
        self.set_facts()
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if "rumour_table" in self.switches:
            self.add(Table("Village Gossip (d6)", ("d6", "Gossip"), self.set_rumour_rows()))
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
        self.roll_wandering(8, ("Random Encounters (d8)", "On the Road (roll d8 each hour)"))

    # -- areas -------------------------------------------------------------------------------
    def set_amount(self) -> Amount:
        amount = self.amount()
        if self.style.name == "fourth" and amount.count is None:  # a delve counts them
            amount = Amount(self.rng.randint(2, 5), "plural_lines")
        return amount

    def begin_stray(
        self, key: str | None, name: str, **kw: Any
    ) -> tuple[str, FeralText, list[Any]]:
        """``begin_set_area``; the fields and fourth styles list the groups elsewhere."""
        sentences = self.style.name not in ("fields", "fourth")
        return self.begin_set_area(key, name, sentences=sentences, **kw)

    # -- the back ----------------------------------------------------------------------------
    def back_matter(self) -> None:
        from . import stray_keys

        if self.style.name == "legend":
            stray_keys.creature_index(self)
        super().back_matter()
