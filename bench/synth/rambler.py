"""Content of the rambler styles: stat grammars and back matter of real D&D-family modules the
older sets do not print. 3.5 Monster Manual entries as label | value tables in a "New
Monsters" appendix; AD&D 2nd edition's semicolon parentheses (THAC0, SZ, ML, XP) inside the
creature sentence; a d20 module whose last pages carry the Open Game License, numbered
clauses and a section 15 naming monsters' sources; Tales-of-the-Valiant-like blocks; a
level's monsters in one transposed quick-reference table.

A twenty-fourth set, added after the twenty-three older sets, by someone who had not read the
detectors (see docs/synth.md, "Rambler styles"). Prose comes from ``data/words_rambler.yaml``
(Hollin Fold, a drowned abbey of bell-founders); truth is recorded as things are written. The
key writers per style are in ``rambler_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .set_writer import load_words
from .stark import StarkAssembler

RAMBLER_DATA = Path(__file__).resolve().parent / "data" / "words_rambler.yaml"


def rambler_words() -> dict[str, Any]:
    return load_words(RAMBLER_DATA)


class RamblerAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the rambler
    styles' words, front matter and keys."""

    WORDS = RAMBLER_DATA
    KEYS = "rambler_keys"

    def callout_title(self) -> str:
        return "Sound in the Abbey"

    def front_matter(self) -> None:
        self.titled_front_matter(("Background", "Hollin Fold", "For the Dungeon Master"))

    def back_matter(self) -> None:
        super().back_matter()
        if self.style.name == "oglback":
            from .rambler_keys import open_game_license  # the license is the style's last pages

            open_game_license(self)
