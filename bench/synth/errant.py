"""Content of the errant styles: stat grammars and module conventions of D&D-family games
none of the older sets prints: a Gazetteer / BECMI module with THAC0 semicolon lines, a
Worlds-Without-Number-like site with bar-separated lines, a 13th-Age-like adventure with
boxed level / role blocks, a Mork-Borg / Black-Hack-like zine, a terse Judges-Guild-like key
and a module with a two-column Monster | Stats table per area.

An eighth set, added after the seven older sets had all been tuned on, by someone who had not
read the detectors (see docs/synth.md, "Errant styles"). Prose comes from
``data/words_errant.yaml``; truth is recorded as things are written. The key writers per
style are in ``errant_keys``.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import yaml

from .blocks import NumberedList, Para, SectionHeading, Table, Title
from .feral import BOLD_CLOSE, BOLD_OPEN, RANGES, Amount, FeralText
from .stray import StrayAssembler
from .words import Kind, article, count_words

ERRANT_DATA = Path(__file__).resolve().parent / "data" / "words_errant.yaml"


@functools.cache
def errant_words() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(ERRANT_DATA.read_text(encoding="utf-8"))
    return data


class ErrantAssembler(StrayAssembler):
    """The stray writer's skeleton (areas, records, back matter) with the errant styles'
    words, sentences, tables and keys."""

    def fpick(self, name: str) -> Any:
        return self.rng.choice(errant_words()[name])

    def locations(self, count: int) -> list[str]:
        return self.rng.sample(list(errant_words()["locations"]), count)

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng, words = self.rng, errant_words()
        self.add(Title(self.fpick("titles"), self.tier(), f"by {self.fpick('authors')}"))
        self.add(SectionHeading(rng.choice(("Background", "For the Referee", "Introduction"))))
        facts = rng.sample(list(words["facts"]), 3)
        if "numbered_lists" in self.switches:
            self.add(NumberedList(tuple(escape(f) for f in facts)))
        else:
            self.add(Para(self.prose(" ".join(facts))))
        if "rumour_table" in self.switches:
            rumours = rng.sample(list(words["rumours"]), 6)
            rows = tuple((str(i + 1), escape(r)) for i, r in enumerate(rumours))
            title = rng.choice(("Rumours (d6)", "What the Locals Say (d6)"))
            self.add(Table(title, ("d6", "Rumour"), rows))
        if "wandering_table" in self.switches:
            self.errant_wandering()

    def tier(self) -> str:
        tiers = {
            "becmi": "A Basic adventure for character levels 1-3",
            "thirteenth": "An adventure for 1st-level heroes",
            "mork": "A CATASTROPHIC DESCENT",
            "judges": "Approved for use with Role-Playing Games",
        }
        return tiers.get(
            self.style.name, f"A site for characters of level {self.rng.randint(1, 4)}"
        )

    def errant_wandering(self) -> None:
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
        heading = rng.choice(
            ("Wandering Monsters (1 in 6 per turn)", "Random Encounters (d6)", "Encounters")
        )
        self.add(Table(heading, ("d6", "Encounter"), tuple(rows)))

    # -- creature sentences ------------------------------------------------------------------
    def errant_sentence(self, kind: Kind, amount: Amount, bold: bool) -> str:
        rng, words = self.rng, errant_words()
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
            act=rng.choice(
                words["activities_single" if amount.count == 1 else "activities_plural"]
            ),
            act_bare=rng.choice(words["activities_bare"]),
            act_single=rng.choice(words["activities_single"]),
        )
        return self.fprose(text)

    def errant_body(
        self, marker: str, *, bold: bool = False, sentences: bool = True
    ) -> tuple[FeralText, list[tuple[Kind, Amount]]]:
        """The area's parts and its groups as (kind, amount) for the style's stat writer;
        ``sentences`` False leaves the groups to the style (a terse key names them itself)."""
        rng = self.rng
        text = FeralText([self.fpick("openings").format(feature=self.fpick("features"))])
        if rng.random() < 0.5:
            text.scene.append(self.fpick("senses"))
        present = rng.sample(self.roster, rng.choice((0, 1, 1, 2, 2)))
        groups: list[tuple[Kind, Amount]] = []
        for kind in present:
            amount = self.amount()
            text.creatures.append({"name": kind.name, "count": amount.count})
            groups.append((kind, amount))
            if sentences:
                text.groups.append((self.errant_sentence(kind, amount, bold), []))
        if rng.random() < 0.25:
            hazard = self.fpick("hazards")
            text.hazard, text.hazards = f"Trap: {hazard}.", [hazard]
        if "decoys" in self.switches and rng.random() < 0.6:
            text.decoy = self.untamed_decoy(present, marker)
        if rng.random() < 0.4:
            text.treasure = f"{self.fpick('treasure').capitalize()}."
        text.exit = self.fpick("exits")
        return text, groups

    def begin_errant(
        self, key: str | None, name: str, **kw: Any
    ) -> tuple[str, FeralText, list[tuple[Kind, Amount]]]:
        marker = self.marker("area")
        text, groups = self.errant_body(marker, **kw)
        self.record_area(marker, key, name, {"creatures": text.creatures, "hazards": text.hazards})
        return marker, text, groups

    # -- the key and the back ----------------------------------------------------------------
    def key_section(self) -> None:
        from . import errant_keys  # the per-style key writers

        errant_keys.WRITERS[self.style.name](self)
        self.module.map_labels = tuple(str(a["key"]) for a in self.module.areas if a["key"])
