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

import functools
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import yaml

from .blocks import NumberedList, Para, SectionHeading, Sidebar, Table, Title
from .feral import BOLD_CLOSE, BOLD_OPEN, RANGES, Amount
from .outland import OutlandAssembler
from .words import Kind, article, count_words

DRIFT_DATA = Path(__file__).resolve().parent / "data" / "words_drift.yaml"


@functools.cache
def drift_words() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(DRIFT_DATA.read_text(encoding="utf-8"))
    return data


class DriftAssembler(OutlandAssembler):
    """The stray writer's skeleton (areas, records, back matter) with the drift styles' words,
    count words and keys."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.pregens_at_back = False  # the tournament module's characters, front or back

    def fpick(self, name: str) -> Any:
        return self.rng.choice(drift_words()[name])

    def locations(self, count: int) -> list[str]:
        return self.rng.sample(list(drift_words()["locations"]), count)

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
        rng, words = self.rng, drift_words()
        levels = f"{self.tier()}, character levels {rng.randint(1, 3)}-{rng.randint(4, 6)}"
        self.add(Title(self.fpick("titles"), levels, f"by {self.fpick('authors')}"))
        self.add(SectionHeading(rng.choice(("Judge's Background", "Introduction", "Before Play"))))
        facts = rng.sample(list(words["facts"]), 3)
        if "numbered_lists" in self.switches:
            self.add(NumberedList(tuple(escape(f) for f in facts)))
        else:
            self.add(Para(self.prose(" ".join(facts))))
        if "sidebars" in self.switches:
            self.add(Sidebar(self.callout_title(), escape(self.fpick("scoring_notes"))))
        if "rumour_table" in self.switches:
            rumours = rng.sample(list(words["rumours"]), 6)
            rows = tuple((str(i + 1), escape(r)) for i, r in enumerate(rumours))
            self.add(Table("Hearsay (d6)", ("d6", "Hearsay"), rows))
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

    def stray_sentence(self, kind: Kind, amount: Amount, bold: bool) -> str:
        rng, words = self.rng, drift_words()
        wrap = (lambda s: f"{BOLD_OPEN}{s}{BOLD_CLOSE}") if bold else (lambda s: s)
        number = str(amount.count) if rng.random() < 0.5 else count_words(amount.count or 0)
        a = article(kind.name)
        text = rng.choice(words[amount.forms]).format(
            Count=number.capitalize(),
            count=number,
            dice=amount.dice,
            plural=wrap(kind.plural),
            name=wrap(kind.name),
            a=a,
            A=a.capitalize(),
            feature=self.fpick("features"),
            act=rng.choice(
                words["activities_single" if amount.count == 1 else "activities_plural"]
            ),
            act_bare=rng.choice(words["activities_bare"]),
            act_single=rng.choice(words["activities_single"]),
        )
        return self.fprose(text)

    # -- the key and the back ----------------------------------------------------------------
    def key_section(self) -> None:
        from . import drift_keys  # the per-style key writers

        drift_keys.WRITERS[self.style.name](self)
        self.module.map_labels = tuple(str(a["key"]) for a in self.module.areas if a["key"])

    def back_matter(self) -> None:
        if self.style.name == "pregens":
            from .drift_keys import pregens_back

            pregens_back(self)
        super().back_matter()
