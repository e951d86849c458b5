"""Content of the rover styles: terse bullet-point rooms with inline stats (Into the Odd,
Electric Bastionland, Cairn), a key set like a contents page with dot leaders, every room a
two-cell "What's here | What happens" box, an adventure site with small-caps run-in names and
the stats gathered in boxes, a per-level "Denizens" roster naming where each creature is, and
a landscape screen edition in three columns beside a map strip.

A seventeenth set, added after the sixteen older sets had all been tuned on, by someone who had
not read the detectors (see docs/synth.md, "Rover styles"). Prose comes from
``data/words_rover.yaml`` (Marrowfen, a fen with a sunken priory); truth is recorded as things
are written. The key writers per style are in ``rover_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from .blocks import SectionHeading, Sidebar, Table, Title
from .feral import Amount
from .set_writer import load_words
from .stark import StarkAssembler

ROVER_DATA = Path(__file__).resolve().parent / "data" / "words_rover.yaml"


def rover_words() -> dict[str, Any]:
    return load_words(ROVER_DATA)


class RoverAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the rover
    styles' words, front matter and keys."""

    WORDS = ROVER_DATA
    KEYS = "rover_keys"

    def tier(self) -> str:
        kinds = {
            "bullets": "A site for",
            "denizens": "A dungeon of levels for",
            "landscape": "A screen edition for",
            "sitebook": "An adventure site for",
        }
        return kinds.get(self.style.name, "An adventure for")

    def callout_title(self) -> str:
        return "The Fen"

    def set_amount(self) -> Amount:
        """A roster names a number for every room it lists, so a denizens module never leaves
        a count open (the draw is repeated until it gives one)."""
        amount = self.amount()
        while self.style.name == "denizens" and amount.count is None:
            amount = self.amount()
        return amount

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        levels = f"{self.tier()} characters of levels {rng.randint(1, 3)}-{rng.randint(4, 7)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        self.add(SectionHeading(rng.choice(("Background", "Marrowfen", "For the Referee"))))
        self.set_facts()
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if "rumour_table" in self.switches:
            self.add(Table("Fen Talk (d6)", ("d6", "Rumour"), self.set_rumour_rows()))
        if "wandering_table" in self.switches:
            self.drift_wandering()
