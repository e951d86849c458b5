"""Content of the strider styles: ordinary keyed modules (old-school and 5e) written the way
home-made, zine and convention modules are written: in a word processor, then exported to
PDF. The blocks here are the older sets' (plus ``Flow``, a break or a section change);
``strider_odt`` writes them as a flat ODT document with the word processor's own means
(outline numbering, tables, text frames, sections with columns, footnotes, fields, tab
leaders) and ``strider_render`` has LibreOffice export it.

A twenty-first set, added by someone who had not read the detectors (docs/synth.md,
"Strider styles"). The words are the voyager set's (``data/words_voyager.yaml``); truth is
recorded as things are written, and each page is read back from the exported PDF.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from .blocks import Flow, Leaders, SectionHeading, Sidebar, Table, Title
from .voyager import VoyagerAssembler


class StriderAssembler(VoyagerAssembler):
    """The voyager writer's words and skeleton with the strider styles' front matter and
    keys (``strider_keys``)."""

    KEYS = "strider_keys"

    def prose(self, text: str) -> str:
        return super(VoyagerAssembler, self).prose(text)  # no Word soft hyphens of its own

    def callout_title(self) -> str:
        return self.rng.choice(("The Cape", "Note to the Referee", "Weather on the Cape"))

    def front_matter(self) -> None:
        rng = self.rng
        levels = f"An adventure for characters of levels {rng.randint(1, 3)}-{rng.randint(4, 7)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        if self.style.name == "footed":
            self.add(Flow("page"))  # a title page of its own, without the running header
        self.add(SectionHeading(rng.choice(("Background", "Gullhaven", "For the Referee"))))
        self.set_facts()
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if "rumour_table" in self.switches:
            self.add(Table(self.fpick("gossip_titles"), ("d6", "Rumour"), self.set_rumour_rows()))
        if "wandering_table" in self.switches:
            landscape = self.style.name == "footed" and rng.random() < 0.6
            if landscape:
                self.add(Flow("landscape"))
            self.drift_wandering()
            if landscape:
                self.add(Flow("portrait"))

    def key_list(self, keys: list[tuple[str, str]]) -> None:
        """A contents-like list of the areas, key and name joined by a dot-leader tab: an
        index, not the areas."""
        title = self.rng.choice(("Key to the Map", "Areas at a Glance", "Map Key"))
        self.add(Leaders(title, tuple(keys)))
