"""Content of the wanderer styles: keyed modules written as HTML and CSS for a print engine
and rendered by WeasyPrint (a documentation-style module, a footnoted scholarly one, a
column booklet, floated stat boxes, landscape key tables, an OSR zine). The blocks here are
the older sets' (plus ``Flow`` and ``Leaders``); ``wanderer_html`` writes them as one HTML
document whose CSS uses the print engine's own means (``@page`` margin boxes with running
headers, page counters, named pages, footnotes, ``target-counter`` contents with leaders, CSS
counters for the keys, spanning headings in columns, hyphenation, floats, bookmarks) and
``wanderer_render`` has WeasyPrint render it.

A twenty-third set, added by someone who had not read the detectors (docs/synth.md,
"Wanderer styles"). The words are the roamer set's (``data/words_roamer.yaml``, the Ashfall
Orrery); truth is recorded as things are written, and each page is read back from the
rendered PDF's named destinations.
"""

from __future__ import annotations

from .blocks import Flow, Leaders
from .roamer import ROAMER_DATA
from .strider import StriderAssembler

# the styles whose prose may carry a group's stats in parentheses (with ``inline_stats``)
WANDERER_INLINE = ("scholia", "capszine", "sidebox", "manual")


class WandererAssembler(StriderAssembler):
    """The strider writer (inline stats, key lists, landscape wandering tables) with the roamer
    words and the wanderer styles' keys (``wanderer_keys``)."""

    WORDS = ROAMER_DATA
    KEYS = "wanderer_keys"
    INLINE = WANDERER_INLINE

    def callout_title(self) -> str:
        return self.rng.choice(("Note", "Running the Orrery", "For the Referee"))

    def front_matter(self) -> None:
        self.titled_front_matter(("Background", "Overview", "Introduction"))

    def after_title(self) -> None:
        """The title has a page of its own (a named first page without margin boxes) in the
        documentation and scholarly styles."""
        if self.style.name in ("manual", "scholia"):
            self.add(Flow("page"))

    def wandering_section(self) -> None:
        landscape = self.style.name in ("atlas", "manual") and self.rng.random() < 0.6
        if landscape:
            self.add(Flow("landscape"))
        self.drift_wandering()
        if landscape:
            self.add(Flow("portrait"))

    def key_list(self, keys: list[tuple[str, str]]) -> None:
        """The contents of the key: the HTML writer fills it with links to the areas that
        follow (``target-counter`` pages behind dot leaders): an index, not the areas."""
        title = self.rng.choice(("Contents", "Areas at a Glance", "Index of Areas"))
        self.add(Leaders(title, tuple(keys)))
