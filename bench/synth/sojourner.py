"""Content of the sojourner styles: stat grammars of OSR games the older sets do not print
(Dolmenwood-like blocks, Hyperborea-like semicolon runs, LotFP-like runs) and three ways a key
names creatures that are, or are not, in a room: the occupants in the heading, a wandering
table with statistics at the head of each level, and roll tables inside rooms.

A twenty-fifth set, added after the twenty-four older sets, by someone who had not read the
detectors (see docs/synth.md, "Sojourner styles"). Prose comes from
``data/words_sojourner.yaml`` (Qarn Saltway, a caravanserai over a brine mine); truth is
recorded as things are written. The key writers per style are in ``sojourner_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .set_writer import load_words
from .stark import StarkAssembler

SOJOURNER_DATA = Path(__file__).resolve().parent / "data" / "words_sojourner.yaml"


def sojourner_words() -> dict[str, Any]:
    return load_words(SOJOURNER_DATA)


class SojournerAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the
    sojourner styles' words, front matter and keys."""

    WORDS = SOJOURNER_DATA
    KEYS = "sojourner_keys"

    def callout_title(self) -> str:
        return "Bad Air"

    def front_matter(self) -> None:
        self.titled_front_matter(("Background", "Qarn Saltway", "For the Referee"))
