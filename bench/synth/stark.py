"""Content of the stark styles: an anthology of two adventures whose keys both start at 1, a
gaming-magazine adventure cut by full-page advertisements and repeated in pull quotes, stat
lines as footnotes at the foot of the page, areas holding numbered lists that are no
sub-areas, dual-statted groups (a 5e line and an old-school line), and an OCR'd retype with
its slips left in.

An eleventh set, added after the ten older sets had all been tuned on, by someone who had not
read the detectors (see docs/synth.md, "Stark styles"). Prose comes from
``data/words_stark.yaml``; truth is recorded as things are written. The key writers per style
are in ``stark_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from .blocks import SectionHeading, Sidebar, Table, Title
from .drift import DriftAssembler
from .feral import Amount, activity_fields, form_fields
from .set_writer import load_words
from .words import Kind, count_words

STARK_DATA = Path(__file__).resolve().parent / "data" / "words_stark.yaml"


def stark_words() -> dict[str, Any]:
    return load_words(STARK_DATA)


class StarkAssembler(DriftAssembler):
    """The drift writer's skeleton (areas, records, count words, back matter) with the stark
    styles' words, front matter and keys."""

    WORDS = STARK_DATA
    KEYS = "stark_keys"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.adventures: list[str] = []  # an anthology's two adventure titles
        self.list_glyph = "{i}."  # how a nested module numbers its inner lists

    def tier(self) -> str:
        kinds = {
            "anthology": "Two short adventures",
            "magazine": "A magazine adventure",
            "ocrtext": "A classic adventure, re-typed",
        }
        return kinds.get(self.style.name, "An adventure")

    def callout_title(self) -> str:
        return "Referee's Note"

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        levels = f"{self.tier()} for characters of levels {rng.randint(1, 3)}-{rng.randint(4, 6)}"
        if self.style.name == "anthology":
            self.anthology_front(levels)
        else:
            self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
            self.add(SectionHeading(rng.choice(("Background", "Introduction", "For the Referee"))))
            self.set_facts()
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if "rumour_table" in self.switches:
            self.add(Table("Rumours (d6)", ("d6", "Rumour"), self.set_rumour_rows()))
        if "wandering_table" in self.switches:
            self.drift_wandering()

    def titled_front_matter(self, headings: tuple[str, ...]) -> None:
        """The later sets' front matter: the title, a background heading (one of ``headings``)
        and its facts, then the sidebar, rumour and wandering tables the switches ask for."""
        rng = self.rng
        levels = f"An adventure for characters of levels {rng.randint(1, 3)}-{rng.randint(4, 7)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        self.after_title()
        self.add(SectionHeading(rng.choice(headings)))
        self.set_facts()
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if "rumour_table" in self.switches:
            self.add(Table(self.fpick("gossip_titles"), ("d6", "Rumour"), self.set_rumour_rows()))
        if "wandering_table" in self.switches:
            self.wandering_section()

    def after_title(self) -> None:
        """What a set puts between the title and the background (nothing here)."""

    def wandering_section(self) -> None:
        self.drift_wandering()

    def anthology_front(self, levels: str) -> None:
        """The collection's title and a contents table naming both adventures (no areas)."""
        rng, words = self.rng, self.set_words()
        self.adventures = rng.sample(list(words["second_titles"]), 2)
        self.add(
            Title(rng.choice(words["collections"]), levels, f"edited by {self.fpick('authors')}")
        )
        rows = tuple(
            (escape(t), str(rng.randint(2, 9) + 8 * i)) for i, t in enumerate(self.adventures)
        )
        self.add(Table("Contents", ("Adventure", "Page"), rows))

    # -- creature sentences ------------------------------------------------------------------
    def set_sentence(self, kind: Kind, amount: Amount, bold: bool) -> str:
        """The set writer's sentence from the stark words, with a ``{feature}`` to name."""
        rng, words = self.rng, self.set_words()
        number = str(amount.count) if rng.random() < 0.5 else count_words(amount.count or 0)
        text = rng.choice(words[amount.forms]).format(
            **form_fields(kind, amount, number, bold),
            feature=self.fpick("features"),
            **activity_fields(rng, words, amount),
        )
        return self.fprose(text)
