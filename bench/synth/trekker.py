"""Content of the trekker styles: the structures keyed adventures are organised in that the
older sets do not print. A key whose long entries run over a page and repeat their heading
"(continued)" there; a dungeon of levels numbered by the hundred (101, 102 … 201, 202);
a ship's deck plan keyed by deck letter (F1, M3, H2) after a table of the ship's
particulars; stats printed once and later rooms pointing back at them ("(as area 3)"); an
event / timeline key after the rooms whose creatures are on the move (not present); a town
keyed by district letter (T1, K4) with each district's street encounters.

An eighteenth set, added after the seventeen older sets, by someone who had not read the
detectors (see docs/synth.md, "Trekker styles"). Prose comes from
``data/words_trekker.yaml`` (Quillhaven, a town of glassblowers over old kiln tunnels, with a
galleon on its slipway); truth is recorded as things are written. The key writers per style
are in ``trekker_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from .blocks import SectionHeading, Sidebar, Table, Title
from .set_writer import load_words
from .stark import StarkAssembler

TREKKER_DATA = Path(__file__).resolve().parent / "data" / "words_trekker.yaml"


def trekker_words() -> dict[str, Any]:
    return load_words(TREKKER_DATA)


class TrekkerAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the trekker
    styles' words, front matter and keys."""

    WORDS = TREKKER_DATA
    KEYS = "trekker_keys"

    def tier(self) -> str:
        kinds = {
            "hundreds": "A dungeon of levels for",
            "deckplan": "A shipboard adventure for",
            "district": "A town adventure for",
            "eventkey": "An adventure in time for",
        }
        return kinds.get(self.style.name, "An adventure for")

    def callout_title(self) -> str:
        return "Glass Dust"

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        levels = f"{self.tier()} characters of levels {rng.randint(1, 3)}-{rng.randint(4, 7)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        self.add(SectionHeading(rng.choice(("Background", "Quillhaven", "For the Referee"))))
        self.set_facts()
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if "rumour_table" in self.switches:
            self.add(Table("Harbour Talk (d6)", ("d6", "Rumour"), self.set_rumour_rows()))
        if "wandering_table" in self.switches:
            self.drift_wandering()
