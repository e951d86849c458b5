"""Content of the pilgrim styles: rooms as framed cards several to a page, area numbers hung
in the outer margin of facing pages, 5e roleplaying blocks for the people met (personality,
ideal, bond, flaw), unkeyed sub-headings inside an area, keys that cover a run of rooms
("5–7."), and small drawn map excerpts labelled with room numbers beside each area.

A fourteenth set, added after the thirteen older sets had all been tuned on, by someone who
had not read the detectors (see docs/synth.md, "Pilgrim styles"). Prose comes from
``data/words_pilgrim.yaml`` (a pilgrims' road over a mountain pass); truth is recorded as
things are written. The key writers per style are in ``pilgrim_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from .blocks import SectionHeading, Sidebar, Table, Title
from .set_writer import load_words
from .stark import StarkAssembler

PILGRIM_DATA = Path(__file__).resolve().parent / "data" / "words_pilgrim.yaml"


def pilgrim_words() -> dict[str, Any]:
    return load_words(PILGRIM_DATA)


class PilgrimAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the
    pilgrim styles' words, front matter and keys."""

    WORDS = PILGRIM_DATA
    KEYS = "pilgrim_keys"

    def tier(self) -> str:
        kinds = {
            "roomcards": "A deck of room cards",
            "npc5e": "A fifth-edition adventure",
        }
        return kinds.get(self.style.name, "An adventure")

    def callout_title(self) -> str:
        return "On the Way"

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        levels = f"{self.tier()} for characters of levels {rng.randint(1, 3)}-{rng.randint(4, 8)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        heads = ("Background", "The Pilgrim Way", "What Happened at the Hospice")
        self.add(SectionHeading(rng.choice(heads)))
        self.set_facts()
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if "rumour_table" in self.switches:
            self.add(Table("Heard on the Road (d6)", ("d6", "Rumour"), self.set_rumour_rows()))
        if "wandering_table" in self.switches:
            self.drift_wandering()
