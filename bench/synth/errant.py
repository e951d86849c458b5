"""Content of the errant styles: stat grammars and module conventions of D&D-family games
none of the older sets prints: a Gazetteer / BECMI module with THAC0 semicolon lines, a
Worlds-Without-Number-like site with bar-separated lines, a 13th-Age-like adventure with
boxed level / role blocks, a Mork-Borg / Black-Hack-like zine, a terse Judges-Guild-like key
and a module with a two-column Monster | Stats table per area.

An eighth set, added after the seven older sets had all been tuned on, by someone who had not
read the detectors (see docs/synth.md, "Errant styles"). Prose comes from
``data/words_errant.yaml``; truth is recorded as things are written. The key writers per
style are in ``errant_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .blocks import SectionHeading, Table, Title
from .set_writer import SetWriter, load_words

ERRANT_DATA = Path(__file__).resolve().parent / "data" / "words_errant.yaml"


def errant_words() -> dict[str, Any]:
    return load_words(ERRANT_DATA)


class ErrantAssembler(SetWriter):
    """The set writer's skeleton (areas, records, back matter) with the errant styles'
    words, front matter, tables and keys."""

    WORDS = ERRANT_DATA
    KEYS = "errant_keys"

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        self.add(Title(self.fpick("titles"), self.tier(), f"by {self.fpick('authors')}"))
        self.add(SectionHeading(rng.choice(("Background", "For the Referee", "Introduction"))))
        self.set_facts()
        if "rumour_table" in self.switches:
            rows = self.set_rumour_rows()
            title = rng.choice(("Rumours (d6)", "What the Locals Say (d6)"))
            self.add(Table(title, ("d6", "Rumour"), rows))
        if "wandering_table" in self.switches:
            self.roll_wandering(
                6, ("Wandering Monsters (1 in 6 per turn)", "Random Encounters (d6)", "Encounters")
            )

    def tier(self) -> str:
        tiers = {
            "becmi": "A Basic adventure for character levels 1-3",
            "thirteenth": "An adventure for 1st-level heroes",
            "mork": "A CATASTROPHIC DESCENT",
            "judges": "Approved for use with Role-Playing Games",
        }
        return tiers.get(
            self.style.name, f"A site for characters of level {self.rng.randint(1, 4)}"
        )
