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

from pathlib import Path
from typing import Any, cast
from xml.sax.saxutils import escape

from .blocks import Block, SectionHeading, Sidebar, Table, Title
from .outland_render import OutlandBlock
from .set_writer import SetWriter, load_words

OUTLAND_DATA = Path(__file__).resolve().parent / "data" / "words_outland.yaml"


def outland_words() -> dict[str, Any]:
    return load_words(OUTLAND_DATA)


class OutlandAssembler(SetWriter):
    """The set writer's skeleton (areas, records, back matter) with the outland styles'
    words, front matter and keys."""

    WORDS = OUTLAND_DATA
    KEYS = "outland_keys"

    def add(self, block: Block | OutlandBlock) -> None:
        """The outland blocks go in the module's list beside the shared ones (the story
        builder hands them to ``outland_render``)."""
        self.module.blocks.append(cast(Block, block))

    def tier(self) -> str:
        kinds = {"slides": "A convention session", "ledger": "A site survey"}
        return kinds.get(self.style.name, "An adventure")

    def callout_title(self) -> str:
        return "A Note for the Referee"

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        levels = f"{self.tier()} for characters of level {rng.randint(1, 5)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        self.add(SectionHeading(rng.choice(("Introduction", "Background", "The Situation"))))
        self.set_facts()
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if "rumour_table" in self.switches:
            self.add(Table("What the Locals Say (d6)", ("d6", "Rumour"), self.set_rumour_rows()))
        if "wandering_table" in self.switches:
            self.roll_wandering(8, ("Random Encounters (d8)", "On the Road (roll d8 each hour)"))
