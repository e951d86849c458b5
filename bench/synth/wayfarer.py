"""Content of the wayfarer styles: a key typeset as pdfTeX sets it (no space characters, each
word placed, chapters and section-numbered keys), a town keyed by the squares of its map grid,
a one-sheet PocketMod fold, a playtest draft with line numbers and a watermark, a large-print
edition tracked out for easy reading, and a megadungeon whose page heads give the range of
keys on the page.

A sixteenth set, added after the fifteen older sets had all been tuned on, by someone who had
not read the detectors (see docs/synth.md, "Wayfarer styles"). Prose comes from
``data/words_wayfarer.yaml`` (Saltreach, a river-trade town on a salt marsh); truth is recorded
as things are written. The key writers per style are in ``wayfarer_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from .blocks import SectionHeading, Sidebar, Table, Title
from .set_writer import load_words
from .stark import StarkAssembler

WAYFARER_DATA = Path(__file__).resolve().parent / "data" / "words_wayfarer.yaml"


def wayfarer_words() -> dict[str, Any]:
    return load_words(WAYFARER_DATA)


class WayfarerAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the
    wayfarer styles' words, front matter and keys."""

    WORDS = WAYFARER_DATA
    KEYS = "wayfarer_keys"

    def tier(self) -> str:
        kinds = {
            "gridref": "A town adventure",
            "pocketmod": "A pocket dungeon",
            "playtest": "Playtest draft of an adventure",
            "rangeheads": "A dungeon level",
        }
        return kinds.get(self.style.name, "An adventure")

    def callout_title(self) -> str:
        return "Tides"

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        levels = f"{self.tier()} for characters of levels {rng.randint(1, 3)}-{rng.randint(4, 7)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        heads = ("Background", "Saltreach", "For the Referee")
        self.add(SectionHeading(rng.choice(heads)))
        self.set_facts()
        if "sidebars" in self.switches and self.style.name != "pocketmod":
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if "rumour_table" in self.switches:
            self.add(Table("Wharf Talk (d6)", ("d6", "Rumour"), self.set_rumour_rows()))
        if "wandering_table" in self.switches:
            self.drift_wandering()
