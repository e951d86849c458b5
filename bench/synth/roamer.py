"""Content of the roamer styles: keyed modules made in a browser (a Homebrewery-like 5e
booklet, a Docs/Notion export, a blog post, a Markdown print, a card grid, a wiki page) and
printed to PDF by headless Chromium.

A twentieth set, added after the older sets had all been tuned on, by someone who had not
read the detectors (see docs/synth.md, "Roamer styles"). Prose comes from
``data/words_roamer.yaml`` (the Ashfall Orrery, an astronomers' college buried in ash); truth
is recorded as things are written, pages are read from the printed PDF (``roamer_print``).
The key writers are in ``roamer_keys``; the page in ``roamer_html``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .set_writer import load_words
from .stark import StarkAssembler

ROAMER_DATA = Path(__file__).resolve().parent / "data" / "words_roamer.yaml"


def roamer_words() -> dict[str, Any]:
    return load_words(ROAMER_DATA)


class RoamerAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the roamer
    styles' words, front matter and keys."""

    WORDS = ROAMER_DATA
    KEYS = "roamer_keys"

    def callout_title(self) -> str:
        return self.rng.choice(("Note", "GM Tip", "Running the Orrery"))

    def front_matter(self) -> None:
        self.titled_front_matter(("Background", "Overview", "For the GM"))
