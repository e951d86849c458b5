"""The skeleton the later sets (stray, errant, outland) write their modules with: the untamed
writer's areas, records and back matter, drawing every word from the set's own word file
(``data/words_SET.yaml``) and writing each area through the set's own key writers
(``SET_keys.WRITERS``).

A set names its word file (``WORDS``) and its key module (``KEYS``) and writes its front
matter from the pieces here; everything else is shared. The pieces draw from the random
stream in a fixed order, so a set's bytes depend only on its words, its front matter and its
key writers.
"""

from __future__ import annotations

import functools
import importlib
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import yaml

from .blocks import NumberedList, Para
from .feral import Amount, FeralText, activity_fields, form_fields
from .untamed import UntamedAssembler
from .words import Kind, count_words


@functools.cache
def load_words(path: Path) -> dict[str, Any]:
    """A set's word file, read once."""
    data: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
    return data


class SetWriter(UntamedAssembler):
    """The untamed writer's skeleton with a later set's words, sentences and keys."""

    WORDS: Path  # the set's word file
    KEYS: str  # the module (in this package) whose ``WRITERS`` write each style's key

    def set_words(self) -> dict[str, Any]:
        return load_words(self.WORDS)

    def fpick(self, name: str) -> Any:
        return self.rng.choice(self.set_words()[name])

    def locations(self, count: int) -> list[str]:
        return self.rng.sample(list(self.set_words()["locations"]), count)

    def ocr(self, text: str) -> str:
        return text

    # -- front matter pieces -----------------------------------------------------------------
    def set_facts(self) -> None:
        """Three background facts, as a numbered list or as one paragraph."""
        facts = self.rng.sample(list(self.set_words()["facts"]), 3)
        if "numbered_lists" in self.switches:
            self.add(NumberedList(tuple(escape(f) for f in facts)))
        else:
            self.add(Para(self.prose(" ".join(facts))))

    def set_rumour_rows(self) -> tuple[tuple[str, str], ...]:
        """Six numbered rumours for a d6 table."""
        rumours = self.rng.sample(list(self.set_words()["rumours"]), 6)
        return tuple((str(i + 1), escape(r)) for i, r in enumerate(rumours))

    # -- areas -------------------------------------------------------------------------------
    def set_sentence(self, kind: Kind, amount: Amount, bold: bool) -> str:
        rng, words = self.rng, self.set_words()
        number = str(amount.count) if rng.random() < 0.5 else count_words(amount.count or 0)
        text = rng.choice(words[amount.forms]).format(
            **form_fields(kind, amount, number, bold), **activity_fields(rng, words, amount)
        )
        return self.fprose(text)

    def set_amount(self) -> Amount:
        """How many of one present kind an area holds (a set may insist on a count)."""
        return self.amount()

    def set_area_body(
        self, marker: str, *, bold: bool = False, sentences: bool = True
    ) -> tuple[FeralText, list[tuple[Kind, Amount]]]:
        """The area's parts and its groups as (kind, amount) for the style's stat writer;
        ``sentences`` False leaves the groups to the style (a terse key or a field list names
        them itself)."""
        rng = self.rng
        text = FeralText([self.fpick("openings").format(feature=self.fpick("features"))])
        if rng.random() < 0.5:
            text.scene.append(self.fpick("senses"))
        present = rng.sample(self.roster, rng.choice((0, 1, 1, 2, 2)))
        groups: list[tuple[Kind, Amount]] = []
        for kind in present:
            amount = self.set_amount()
            text.creatures.append({"name": kind.name, "count": amount.count})
            groups.append((kind, amount))
            if sentences:
                text.groups.append((self.set_sentence(kind, amount, bold), []))
        if rng.random() < 0.25:
            hazard = self.fpick("hazards")
            text.hazard, text.hazards = f"Trap: {hazard}.", [hazard]
        if "decoys" in self.switches and rng.random() < 0.6:
            text.decoy = self.untamed_decoy(present, marker)
        if rng.random() < 0.4:
            text.treasure = f"{self.fpick('treasure').capitalize()}."
        text.exit = self.fpick("exits")
        return text, groups

    def begin_set_area(
        self, key: str | None, name: str, **kw: Any
    ) -> tuple[str, FeralText, list[tuple[Kind, Amount]]]:
        """A new area's marker, parts and groups, recorded in the truth as it is begun."""
        marker = self.marker("area")
        text, groups = self.set_area_body(marker, **kw)
        self.record_area(marker, key, name, {"creatures": text.creatures, "hazards": text.hazards})
        return marker, text, groups

    # -- the key -----------------------------------------------------------------------------
    def key_section(self) -> None:
        keys = importlib.import_module(f".{self.KEYS}", __package__)  # imports this module
        keys.WRITERS[self.style.name](self)
        self.module.map_labels = tuple(str(a["key"]) for a in self.module.areas if a["key"])
