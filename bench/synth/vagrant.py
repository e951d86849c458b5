"""Content of the vagrant styles: a hex key with lairs keyed inside its hexes, a PDF of reader
spreads whose key parts follow full-page maps, a printer's file with crop marks and a slug
line, a text-file module printed as it is, player handouts naming creatures and rooms, and
creatures met only in the boxed read-aloud text.

A fifteenth set, added after the fourteen older sets had all been tuned on, by someone who
had not read the detectors (see docs/synth.md, "Vagrant styles"). Prose comes from
``data/words_vagrant.yaml`` (a tin-mining moor); truth is recorded as things are written. The
key writers per style are in ``vagrant_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from .blocks import SectionHeading, Sidebar, Table, Title
from .set_writer import load_words
from .stark import StarkAssembler

VAGRANT_DATA = Path(__file__).resolve().parent / "data" / "words_vagrant.yaml"


def vagrant_words() -> dict[str, Any]:
    return load_words(VAGRANT_DATA)


class VagrantAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the
    vagrant styles' words, front matter and keys."""

    WORDS = VAGRANT_DATA
    KEYS = "vagrant_keys"

    def tier(self) -> str:
        kinds = {
            "hexlair": "A moorland hexcrawl",
            "plaintext": "A text-file adventure",
        }
        return kinds.get(self.style.name, "An adventure")

    def callout_title(self) -> str:
        return "On the Moor"

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        levels = f"{self.tier()} for characters of levels {rng.randint(1, 3)}-{rng.randint(4, 7)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        heads = ("Background", "The Moor", "What the Tinners Left")
        self.add(SectionHeading(rng.choice(heads)))
        self.set_facts()
        if "sidebars" in self.switches and self.style.name != "plaintext":
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if self.style.name == "hexlair":
            self.travel_table()
        if "rumour_table" in self.switches:
            self.add(Table("Talk at the Inn (d6)", ("d6", "Rumour"), self.set_rumour_rows()))
        if "wandering_table" in self.switches:
            self.drift_wandering()

    def travel_table(self) -> None:
        """Miles a day by terrain: the hex key's terrain words again, in a table (no areas)."""
        terrains = self.rng.sample(list(self.set_words()["terrains"]), 5)
        rows = tuple((t, str(self.rng.choice((4, 6, 8, 12)))) for t in terrains)
        self.add(Table("Travel on the Moor", ("Terrain", "Miles a day"), rows))
