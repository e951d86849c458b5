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

from typing import Any

from .blocks import Flow, Leaders
from .feral import Amount, activity_fields, form_fields
from .voyager import VoyagerAssembler
from .words import Kind, count_words

# the styles whose prose may carry a group's stats in parentheses (with ``inline_stats``)
INLINE_STYLES = ("listnum", "rostered", "sectioned", "footed")
SLOT = "\x00"


class StriderAssembler(VoyagerAssembler):
    """The voyager writer's words and skeleton with the strider styles' front matter and
    keys (``strider_keys``)."""

    KEYS = "strider_keys"
    INLINE = INLINE_STYLES  # the styles whose prose may carry stats in parentheses

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.inlined: list[tuple[str, str]] = []  # (kind name, stat marker) of this area

    def set_sentence(self, kind: Kind, amount: Amount, bold: bool) -> str:
        """The group's sentence, in some styles with its stats in parentheses after the name
        ("5 scribes (HD 3 AC9 1d6/1d6) copy old scrolls"), any family."""
        inline = (
            self.style.name in self.INLINE
            and "inline_stats" in self.switches
            and self.rng.random() < 0.5
        )
        if not inline:
            return super().set_sentence(kind, amount, bold)
        rng, words = self.rng, self.set_words()
        number = str(amount.count) if rng.random() < 0.5 else count_words(amount.count or 0)
        fields = form_fields(kind, amount, number, bold, SLOT)
        text = rng.choice(words[amount.forms]).format(
            **fields, feature=self.fpick("features"), **activity_fields(rng, words, amount)
        )
        if SLOT not in text:
            return self.fprose(text)
        paren, marker = self.inline(kind, amount.count or 3)
        self.inlined.append((kind.name, marker))
        head, tail = text.split(SLOT, 1)
        return self.fprose(f"{head} {paren}{tail.replace(SLOT, '')}")

    def take_inlined(self) -> list[tuple[str, str]]:
        taken, self.inlined = self.inlined, []
        return taken

    def prose(self, text: str) -> str:
        return super(VoyagerAssembler, self).prose(text)  # no Word soft hyphens of its own

    def callout_title(self) -> str:
        return self.rng.choice(("The Cape", "Note to the Referee", "Weather on the Cape"))

    def front_matter(self) -> None:
        self.titled_front_matter(("Background", "Gullhaven", "For the Referee"))

    def after_title(self) -> None:
        if self.style.name == "footed":
            self.add(Flow("page"))  # a title page of its own, without the running header

    def wandering_section(self) -> None:
        landscape = self.style.name == "footed" and self.rng.random() < 0.6
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
