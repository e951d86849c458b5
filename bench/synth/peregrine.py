"""Content of the peregrine styles: stat grammars of six more games whose published adventures
sit beside D&D's (Dragonbane, Shadow of the Demon Lord, the Cypher System, GURPS Dungeon
Fantasy, The One Ring, Mothership), each in the layout its books give it.

A twenty-seventh set, added after the twenty-six older sets, by someone who had not read the
detectors (see docs/synth.md, "Peregrine styles"). Prose comes from
``data/words_peregrine.yaml`` (the Saltglass Observatory, a star-reckoners' college abandoned
on a sea headland, and the cistern vaults under it); truth is recorded as things are written.
The key writers per style are in ``peregrine_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .set_writer import load_words
from .stark import StarkAssembler

PEREGRINE_DATA = Path(__file__).resolve().parent / "data" / "words_peregrine.yaml"


def peregrine_words() -> dict[str, Any]:
    return load_words(PEREGRINE_DATA)


class PeregrineAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the
    peregrine styles' words, front matter and keys."""

    WORDS = PEREGRINE_DATA
    KEYS = "peregrine_keys"

    def callout_title(self) -> str:
        return "Tides and Lenses"

    def front_matter(self) -> None:
        self.titled_front_matter(("Background", "The Observatory", "For the Game Master"))
