"""Content of the ranger styles: keyed modules typeset with Typst, as many indie modules now
are (a scholarly numbered-chapter module, a 5e home-brew booklet, an A5 zine, a key table, a
marginal layout, room cards). The blocks are the older sets' (``RoomTable`` rows for the key
table and the cards, ``MarginNote`` for the marginal notes, ``Flow`` for breaks, page turns
and the contents); ``ranger_typ`` writes them as Typst source with Typst's own means and
``ranger_render`` compiles it.

A twenty-second set, added by someone who had not read the detectors (docs/synth.md,
"Ranger styles"). The words are the voyager set's (``data/words_voyager.yaml``), through the
strider writer; truth is recorded as things are written, and each page is read back from the
compiled document (Typst's own introspection).
"""

from __future__ import annotations

from .blocks import Flow
from .feral import Amount, activity_fields, form_fields
from .strider import SLOT, StriderAssembler
from .words import Kind, count_words

# the styles whose prose may carry a group's stats in parentheses (with ``inline_stats``)
INLINE_STYLES = ("folded", "sidenotes", "treatise")


class RangerAssembler(StriderAssembler):
    """The strider writer's words and front matter with the ranger styles' keys
    (``ranger_keys``)."""

    KEYS = "ranger_keys"

    def set_sentence(self, kind: Kind, amount: Amount, bold: bool) -> str:
        """The group's sentence; in some styles, with ``inline_stats``, its stats in
        parentheses after the name."""
        inline = (
            self.style.name in INLINE_STYLES
            and "inline_stats" in self.switches
            and self.rng.random() < 0.5
        )
        if not inline:
            return super(StriderAssembler, self).set_sentence(kind, amount, bold)
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

    def callout_title(self) -> str:
        return self.rng.choice(("Note", "For the Referee", "Running the Cape"))

    def after_title(self) -> None:
        if self.style.name == "treatise":
            self.add(Flow("outline"))  # the contents, on the title page
            self.add(Flow("page"))

    def wandering_section(self) -> None:
        landscape = self.style.name in ("cardstock", "tabular") and self.rng.random() < 0.4
        if landscape:
            self.add(Flow("landscape"))
        self.drift_wandering()
        if landscape:
            self.add(Flow("portrait"))
