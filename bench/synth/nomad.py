"""Content of the nomad styles: a one-line occupants roster under each heading with the stat
lines gathered at the end, a numbered point-crawl with its edges before each node, headings
set at the body size in a condensed sans (weight alone marks them), keys printed as large
initials beside the entry, hit-point tracking boxes, and room contents flagged by pictograms.

A thirteenth set, added after the twelve older sets had all been tuned on, by someone who had
not read the detectors (see docs/synth.md, "Nomad styles"). Prose comes from
``data/words_nomad.yaml`` (a desert caravan route); truth is recorded as things are written.
The key writers per style are in ``nomad_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from .blocks import SectionHeading, Sidebar, Table, Title
from .feral import Amount
from .set_writer import load_words
from .stark import StarkAssembler
from .words import Kind, article

NOMAD_DATA = Path(__file__).resolve().parent / "data" / "words_nomad.yaml"


def nomad_words() -> dict[str, Any]:
    return load_words(NOMAD_DATA)


class NomadAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the nomad
    styles' words, front matter and keys."""

    WORDS = NOMAD_DATA
    KEYS = "nomad_keys"

    def tier(self) -> str:
        kinds = {"nodes": "A point-crawl along a caravan route", "icons": "A desert site"}
        return kinds.get(self.style.name, "An adventure")

    def callout_title(self) -> str:
        return "On the Road"

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        levels = f"{self.tier()} for characters of levels {rng.randint(1, 3)}-{rng.randint(4, 7)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        heads = ("Background", "The Story So Far", "Why the Caravans Stopped")
        self.add(SectionHeading(rng.choice(heads)))
        self.set_facts()
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if "rumour_table" in self.switches:
            self.add(Table("Talk at the Well (d6)", ("d6", "What is said"), self.set_rumour_rows()))
        if "wandering_table" in self.switches:
            self.drift_wandering()

    # -- the occupants style's prose: groups named without their number ----------------------
    def mention(self, kind: Kind, amount: Amount) -> str:
        """A sentence naming a present group by kind only (the roster line counts it)."""
        words = self.set_words()
        single = amount.count == 1
        form = self.rng.choice(words["mentions_single" if single else "mentions_plural"])
        text = form.format(
            name=kind.name,
            plural=kind.plural,
            a=article(kind.name),
            feature=self.fpick("features"),
            act=self.rng.choice(words["activities_plural"]),
            act_bare=self.rng.choice(words["activities_bare"]),
            act_single=self.rng.choice(words["activities_single"]),
        )
        return self.fprose(text)
