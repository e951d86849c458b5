"""Content of the voyager styles: ordinary keyed modules (old-school and 5e, one and two
columns) whose PDFs are written the way real producers write text: InDesign/Affinity kerned
glyph runs with ligatures and no space characters, Word's word-by-word justified lines with
soft hyphens and fake bold, a browser's print with tiny runs and the columns interleaved line
by line, a Canva-like export with every glyph placed on its own, a file with a draft's text
left in white under the page, and a print file whose CropBox hides the bleed and slug.

A nineteenth set, added after the older sets had all been tuned on, by someone who had not
read the detectors (see docs/synth.md, "Voyager styles"). Prose comes from
``data/words_voyager.yaml`` (Gullhaven Light, a lighthouse cape of wreckers); truth is recorded
as things are written. The key writers are in ``voyager_keys``; the producers' text layers in
``voyager_render``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .set_writer import load_words
from .stark import StarkAssembler

VOYAGER_DATA = Path(__file__).resolve().parent / "data" / "words_voyager.yaml"


def voyager_words() -> dict[str, Any]:
    return load_words(VOYAGER_DATA)


class VoyagerAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the voyager
    styles' words, front matter and keys."""

    WORDS = VOYAGER_DATA
    KEYS = "voyager_keys"

    def prose(self, text: str) -> str:
        """Word hyphenates more eagerly than the older sets' switch: a Word file's ordinary
        words of seven letters or more may break at a soft hyphen."""
        text = super().prose(text)
        if self.style.name != "wordbold":
            return text
        words = text.split(" ")
        for index, word in enumerate(words):
            if len(word) >= 7 and word.isalpha() and word.islower():
                words[index] = word[: len(word) // 2] + "\xad" + word[len(word) // 2 :]
        return " ".join(words)

    def callout_title(self) -> str:
        return "The Cape"

    def front_matter(self) -> None:
        self.titled_front_matter(("Background", "Gullhaven", "For the Referee"))
