"""Content of the itinerant styles: stat grammars of games none of the older sets prints
(Troika!, Tunnels & Trolls, WFRP, the AD&D 2e Monstrous Compendium sheet, BRP / RuneQuest,
Savage Worlds), each in the layout its books give it.

A twenty-sixth set, added after the twenty-five older sets, by someone who had not read the
detectors (see docs/synth.md, "Itinerant styles"). Prose comes from
``data/words_itinerant.yaml`` (the Gallimaufry winter quarters, a travelling show snowed in at a
ruined toll fort); truth is recorded as things are written. The key writers per style are in
``itinerant_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .set_writer import load_words
from .stark import StarkAssembler

ITINERANT_DATA = Path(__file__).resolve().parent / "data" / "words_itinerant.yaml"


def itinerant_words() -> dict[str, Any]:
    return load_words(ITINERANT_DATA)


class ItinerantAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the
    itinerant styles' words, front matter and keys."""

    WORDS = ITINERANT_DATA
    KEYS = "itinerant_keys"

    def callout_title(self) -> str:
        return "Cold and Fumes"

    def front_matter(self) -> None:
        self.titled_front_matter(("Background", "The Winter Quarters", "For the Referee"))
