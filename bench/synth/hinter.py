"""Content of the hinter styles: Dungeon World-like monster entries after the rooms, a
landscape module printed turned a quarter, area names with the map number after them, a d6
encounter table at the foot of every page, creatures cited to a rulebook page instead of
stats, and a 5e league-style key with "Adjusting the Encounter" boxes.

A twelfth set, added after the eleven older sets had all been tuned on, by someone who had
not read the detectors (see docs/synth.md, "Hinter styles"). Prose comes from
``data/words_hinter.yaml``; truth is recorded as things are written. The key writers per
style are in ``hinter_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from . import statlines_hinter as sh
from .blocks import SectionHeading, Sidebar, Table, Title
from .feral import Amount, activity_fields, form_fields
from .set_writer import load_words
from .stark import StarkAssembler
from .words import Kind, count_words

HINTER_DATA = Path(__file__).resolve().parent / "data" / "words_hinter.yaml"


def hinter_words() -> dict[str, Any]:
    return load_words(HINTER_DATA)


class HinterAssembler(StarkAssembler):
    """The stark writer's skeleton (areas, records, count words, back matter) with the hinter
    styles' words, front matter and keys."""

    WORDS = HINTER_DATA
    KEYS = "hinter_keys"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        books = hinter_words()["books"]
        self.book: tuple[str, str] = tuple(self.rng.choice(books))  # type: ignore[assignment]
        self.cited = 0.0  # the share of creature names a module cites (citations only)

    def tier(self) -> str:
        kinds = {
            "pbta": "A Dungeon World adventure front",
            "scaling": "A two-hour adventure",
            "sideways": "A landscape dungeon",
        }
        return kinds.get(self.style.name, "An adventure")

    def callout_title(self) -> str:
        return "For the GM"

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        levels = f"{self.tier()} for characters of levels {rng.randint(1, 3)}-{rng.randint(4, 6)}"
        if self.style.name == "scaling":
            levels = f"{self.tier()} for 3-7 characters of tier 1 (levels 1-4)"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        heads = ("Background", "Adventure Background", "What Is Going On")
        self.add(SectionHeading(rng.choice(heads)))
        self.set_facts()
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("callouts"))))
        if "rumour_table" in self.switches:
            self.add(Table("Fen Talk (d6)", ("d6", "What is said"), self.set_rumour_rows()))
        if "wandering_table" in self.switches:
            self.drift_wandering()

    # -- creature sentences ------------------------------------------------------------------
    def set_sentence(self, kind: Kind, amount: Amount, bold: bool) -> str:
        """The set writer's sentence; in a citing module the creature's name may be followed
        by its rulebook page."""
        rng, words = self.rng, self.set_words()
        number = str(amount.count) if rng.random() < 0.5 else count_words(amount.count or 0)
        cite = sh.citation(kind, self.book) if rng.random() < self.cited else ""
        text = rng.choice(words[amount.forms]).format(
            **form_fields(kind, amount, number, bold, stats=cite),
            feature=self.fpick("features"),
            **activity_fields(rng, words, amount),
        )
        return self.fprose(text)
