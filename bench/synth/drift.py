"""Content of the drift styles: a tournament module with pre-generated characters and scoring
notes, crypts keyed "12." holding sub-keys "12a.", "12b." under headings of their own, a
one-room-a-day calendar dungeon in pocket size, classed NPCs in old-school stat forms inside
the prose ("Cobb Harrow, a smuggler (T3; AC 7, hp 11, dagger 1d4)"), a per-level roster table
(Room | Occupants | No. | AC | HD | hp | Treasure) over terse keyed entries, and monster stats
in a tinted box with two internal columns.

A tenth set, added after the nine older sets had all been tuned on, by someone who had not
read the detectors (see docs/synth.md, "Drift styles"). Prose comes from
``data/words_drift.yaml``; truth is recorded as things are written. The key writers per style
are in ``drift_keys``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from .blocks import SectionHeading, Sidebar, Table, Title
from .feral import RANGES, Amount, activity_fields, form_fields
from .outland import OutlandAssembler
from .set_writer import load_words
from .words import Kind, article, count_words

DRIFT_DATA = Path(__file__).resolve().parent / "data" / "words_drift.yaml"


def drift_words() -> dict[str, Any]:
    return load_words(DRIFT_DATA)


class DriftAssembler(OutlandAssembler):
    """The set writer's skeleton (areas, records, back matter; the outland writer's blocks)
    with the drift styles' words, count words and keys."""

    WORDS = DRIFT_DATA
    KEYS = "drift_keys"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.pregens_at_back = False  # the tournament module's characters, front or back

    def tier(self) -> str:
        kinds = {
            "pregens": "A tournament module for six players",
            "calendar": "A dungeon to open one door a day",
        }
        return kinds.get(self.style.name, "An adventure")

    def callout_title(self) -> str:
        return "For the Judge"

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        levels = f"{self.tier()}, character levels {rng.randint(1, 3)}-{rng.randint(4, 6)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        self.add(SectionHeading(rng.choice(("Judge's Background", "Introduction", "Before Play"))))
        self.set_facts()
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("scoring_notes"))))
        if "rumour_table" in self.switches:
            self.add(Table("Hearsay (d6)", ("d6", "Hearsay"), self.set_rumour_rows()))
        if "wandering_table" in self.switches:
            self.drift_wandering()
        if self.style.name == "pregens":
            from .drift_keys import pregens_front

            pregens_front(self)

    def drift_wandering(self) -> None:
        rng, rows = self.rng, []
        for roll in range(1, 7):
            kind = rng.choice(self.words.creatures)
            text = self.fpick("wandering_forms").format(
                dice=rng.choice(RANGES),
                plural=kind.plural,
                name=kind.name,
                A=article(kind.name).capitalize(),
                area=rng.randint(2, 7),
            )
            rows.append((str(roll), escape(text)))
        self.add(Table("Wandering Monsters (1 in 6, every other turn)", ("d6", "Who"), tuple(rows)))

    # -- creature sentences ------------------------------------------------------------------
    def amount(self) -> Amount:
        """The feral amounts, and now and then the count words "half a dozen" (6) and "a
        score of" (20)."""
        roll = self.rng.random()
        if roll < 0.07:
            return Amount(6, "dozen_lines")
        if roll < 0.1:
            return Amount(20, "score_lines")
        return super().amount()

    def set_sentence(self, kind: Kind, amount: Amount, bold: bool) -> str:
        """The set writer's sentence, with a ``{feature}`` the drift forms may name."""
        rng, words = self.rng, drift_words()
        number = str(amount.count) if rng.random() < 0.5 else count_words(amount.count or 0)
        text = rng.choice(words[amount.forms]).format(
            **form_fields(kind, amount, number, bold),
            feature=self.fpick("features"),
            **activity_fields(rng, words, amount),
        )
        return self.fprose(text)

    # -- the back ----------------------------------------------------------------------------
    def back_matter(self) -> None:
        if self.style.name == "pregens":
            from .drift_keys import pregens_back

            pregens_back(self)
        super().back_matter()
