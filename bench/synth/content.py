"""Seeded module content: areas with creatures and stat text, decoys, tables, front matter.

Everything is drawn from one ``random.Random`` in a fixed order, so a seed fixes the module.
Truth is recorded at the moment a thing is written, from the same values that are printed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from xml.sax.saxutils import escape

from . import statlines as st
from .blocks import (
    AreaHeading,
    Block,
    Block5e,
    Module,
    Para,
    ReadAloud,
)
from .style import Style
from .words import Kind, article, count_words, vocabulary

DECOY_FORMS = (
    "A statue of {a} {name} stands in an alcove.",
    "The {plural} who dug this place left long ago.",
    "If the alarm sounds, 2d6 {plural} arrive within three rounds.",
    "A faded mural shows {plural} hunting in a forest.",
    "Old tracks of {a} {name} lead toward the stairs.",
    "A child's carving of {a} {name} lies in the dust.",
)
INLINE_FAMILIES = ("bx", "ose", "adnd", "3e", "5e", "5e-2024", "other")


def soft_hyphens(text: str) -> str:
    """Put soft hyphens into long ordinary words so reportlab may break them at line ends."""
    out = []
    for word in text.split(" "):
        if len(word) >= 10 and word.isalpha() and word.islower():
            cut = len(word) // 2
            word = word[:cut] + "\xad" + word[cut:]
        out.append(word)
    return " ".join(out)


@dataclass
class AreaText:
    sentences: list[str]
    trailing: list[Block]  # stat lines and blocks printed after the prose
    creatures: list[dict[str, object]]
    hazards: list[str]
    stat_markers: list[str]  # inline stat lines inside the prose


class ModuleWriter:
    """Writes one module's blocks and truth; one instance per module."""

    def __init__(self, rng: random.Random, style: Style, switches: frozenset[str], module: Module):
        self.rng = rng
        self.style = style
        self.switches = switches
        self.module = module
        self.words = vocabulary()
        self.roster: list[Kind] = rng.sample(list(self.words.creatures), 9)
        self.blocks_printed: set[str] = set()
        self.appendix: list[Kind] = []
        self.letter = rng.choice("ABCDK")
        self.serial = 0

    # -- small helpers -------------------------------------------------------------------
    def pick(self, list_name: str) -> str:
        return self.rng.choice(self.words.words(list_name))

    def marker(self, prefix: str) -> str:
        self.serial += 1
        return f"{prefix}{self.serial}"

    def prose(self, text: str) -> str:
        text = escape(text)
        return soft_hyphens(text) if "hyphenation" in self.switches else text

    def add(self, block: Block) -> None:
        self.module.blocks.append(block)

    # -- stat text -----------------------------------------------------------------------
    def record_block(
        self, family: str, kind: Kind, numbers: st.Numbers, count: int, *, full: bool
    ) -> str:
        marker = self.marker("sb")
        name = st.title(kind.name)
        entry = st.truth_entry(family, name, numbers, full=full, count=count)
        self.module.statblocks.append({**entry, "marker": marker})
        return marker

    def stat_blocks_for(self, kind: Kind, count: int) -> list[Block]:
        """Separate stat text printed after the creature's sentence (maybe none)."""
        family = self.rng.choice(self.style.families)
        numbers = st.roll_numbers(self.rng, kind, count)
        if family.startswith("5e") or family == "pf1":
            if kind.name in self.blocks_printed:
                return []
            self.blocks_printed.add(kind.name)
            if self.style.appendix_blocks and self.rng.random() < 0.6:
                self.appendix.append(kind)
                return []
            marker = self.record_block(family, kind, numbers, count, full=True)
            lines = (
                st.block_pf1(numbers) if family == "pf1" else st.block_5e(self.rng, family, numbers)
            )
            return [Block5e(marker, tuple(lines), cross_column=self.rng.random() < 0.4)]
        if self.rng.random() < 0.2:
            return []
        marker = self.record_block(family, kind, numbers, count, full=family == "3e")
        return [Para(st.oneliner(self.rng, family, numbers, count), (marker,), kind="stat")]

    def inline(self, kind: Kind, count: int) -> tuple[str, str]:
        """A parenthesised stat line for prose, and the marker of its truth entry."""
        family = self.rng.choice(INLINE_FAMILIES)
        numbers = st.roll_numbers(self.rng, kind, count)
        marker = self.record_block(family, kind, numbers, count, full=False)
        self.module.statblocks[-1].update(st.inline_truth_hp(family, numbers))
        return f"({st.inline_stats(self.rng, family, numbers)})", marker

    # -- areas ---------------------------------------------------------------------------
    def creature_sentence(self, kind: Kind, count: int | None, inline: str) -> str:
        stats = f" {inline}" if inline else ""
        if count is None:
            return f"A band of {kind.plural}{stats} {self.pick('activities_plural')}."
        if count == 1:
            lead = self.rng.choice(("A", "A lone", "One"))
            if lead != "One":
                lead = f"{article(kind.name).capitalize()}{lead[1:]}" if lead == "A" else lead
            return f"{lead} {kind.name}{stats} {self.pick('activities_single')}."
        amount = str(count) if self.rng.random() < 0.4 else count_words(count, capital=True)
        return f"{amount} {kind.plural}{stats} {self.pick('activities_plural')}."

    def area_body(self, marker: str) -> AreaText:
        """Sentences, trailing stat blocks, truth creatures and hazards of one area."""
        rng = self.rng
        sentences = [
            f"This {self.pick('adjectives')} room holds {self.pick('furniture')} and {self.pick('furniture')}.",
            self.pick("filler"),
        ]
        trailing: list[Block] = []
        creatures: list[dict[str, object]] = []
        markers: list[str] = []
        groups = rng.choice((0, 1, 1, 1, 2, 2))
        present = rng.sample(self.roster, groups)
        for kind in present:
            roll = rng.random()
            count: int | None = 1 if roll < 0.3 else (None if roll > 0.92 else rng.randint(2, 7))
            inline = ""
            if "inline_stats" in self.switches and rng.random() < 0.6 or self.style.name == "named":
                inline, stat_marker = self.inline(kind, count or 3)
                markers.append(stat_marker)
            else:
                # an unstated number ("a band of") gets a generic line, not a "(3)" that would state one
                trailing += self.stat_blocks_for(kind, count or 1)
            sentences.append(self.creature_sentence(kind, count, inline))
            creatures.append({"name": kind.name, "count": count})
        hazards: list[str] = []
        if rng.random() < 0.25:
            hazard = rng.choice(self.words.hazards)
            sentences.append(hazard.text)
            hazards.append(hazard.name)
        if "decoys" in self.switches and rng.random() < 0.6:
            absent = [k for k in self.words.creatures if k not in present]
            decoy = rng.choice(absent)
            form = rng.choice(DECOY_FORMS)
            sentences.append(
                form.format(a=article(decoy.name), name=decoy.name, plural=decoy.plural)
            )
            self.module.decoys.append((marker, decoy.name))
        if rng.random() < 0.4:
            sentences.append(f"Hidden here: {self.pick('treasure')}.")
        sentences.append(self.pick("exits"))
        return AreaText(sentences, trailing, creatures, hazards, markers)

    def area(self, key: str | None, label: str, name: str) -> None:
        """One keyed (or named) area: heading, read-aloud, body, stat text; truth recorded."""
        marker = self.marker("area")
        text = self.area_body(marker)
        sentences, stat_markers = text.sentences, text.stat_markers
        self.module.areas.append(
            {
                "key": key,
                "name": name,
                "marker": marker,
                "creatures": text.creatures,
                "hazards": text.hazards,
            }
        )
        if self.style.read_aloud != "none" and self.rng.random() < 0.5:
            read = f"You enter a {self.pick('adjectives')} chamber. {self.pick('filler')}"
            if self.style.read_aloud == "box":
                self.add(AreaHeading(marker, label, name))
                self.add(ReadAloud(escape(read)))
                self.add(Para(self.prose(" ".join(sentences)), tuple(stat_markers)))
            else:
                self.add(AreaHeading(marker, label, name))
                self.add(Para(escape(read), kind="read"))
                self.add(Para(self.prose(" ".join(sentences)), tuple(stat_markers)))
        elif "runin" in self.style.heading_styles and self.rng.random() < 0.5:
            lead = f"{label} {name}." if label else f"{name}."
            self.add(
                Para(self.prose(" ".join(sentences)), (marker, *stat_markers), lead=escape(lead))
            )
        else:
            self.add(AreaHeading(marker, label, name))
            self.add(Para(self.prose(" ".join(sentences)), tuple(stat_markers)))
        self.add_blocks(text.trailing)

    def add_blocks(self, blocks: list[Block]) -> None:
        for block in blocks:
            self.add(block)
