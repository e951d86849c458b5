"""One room as the room reader sees it: its text and the findings in it, the tables that
price them, and the creatures each sentence names, with where a finding stands (inside an
aside, near which creatures) for ``converter.mapping.room``'s passes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from converter.mapping.room_labels import CreatureNaming, PatternLabel
from converter.mapping.tables import Tables
from converter.models import Area, RoomAnalysis, RoomFinding


@dataclass(frozen=True)
class Room:
    """One room: its text, what was found in it, the tables that price it, and the creatures
    each sentence names (sentence → namings)."""

    area: Area
    analysis: RoomAnalysis
    tables: Tables
    labels: Mapping[str, PatternLabel]
    named: Mapping[int, Sequence[CreatureNaming]]
    same_within: int  # room_patterns.same_obstacle_within
    reach: int  # room_patterns.difficulty_reach
    aside_reach: int = 1  # room_patterns.aside_name_reach_words

    @property
    def patterns(self) -> Mapping[str, Any]:
        return self.tables.room_patterns

    def sentence(self, index: int) -> str:
        """The text of one sentence of the room."""
        return self.analysis.sentence_text(self.area.text, index)

    def aside_start(self, sentence: int, offset: int) -> int | None:
        """Where the bracket holding ``offset`` opens, when it is inside one (read from the
        sentence before, as a sentence may end inside an aside)."""
        start = self.analysis.sentences[max(sentence - 1, 0)][0] if self.analysis.sentences else 0
        opened: list[int] = []
        for index in range(start, offset):
            char = self.area.text[index]
            if char == "(":
                opened.append(index)
            elif char == ")" and opened:
                opened.pop()
        return opened[-1] if opened else None

    def creatures_near(self, sentence: int, offset: int) -> list[str]:
        """The creatures a finding at ``offset`` may belong to, closest first: those named
        before it in its sentence, then in the sentence before, then after it.

        A finding inside brackets belongs to what the brackets are about: a creature named in
        them, or one whose name ends just before they open ("ghouls (save vs. paralysis)"),
        not one named further back ("a slug guards a mace (when wielding the mace, save vs.
        spells …)" is the mace's, not the slug's)."""
        aside = self.aside_start(sentence, offset)
        if aside is not None:
            return self._creatures_of_aside(sentence, aside, offset)
        here = self.named.get(sentence, ())
        before = [c.name for c in sorted(here, reverse=True) if c.offset < offset]
        after = [c.name for c in sorted(here) if c.offset >= offset]
        previous = [c.name for c in sorted(self.named.get(sentence - 1, ()), reverse=True)]
        return before + previous + after

    def power_user(self, f: RoomFinding) -> list[str]:
        """The creatures named before a save in brackets that says it is against a power
        someone uses (``save_against_power_after``: "to disbelieve", "to resist"), closest
        first: "… able to cloud reality in an illusion at will (save vs. spells to
        disbelieve)" is the illusion's caster's, however far back it was named."""
        regex = self.patterns.get("save_against_power_after")
        if not regex or self.aside_start(f.sentence, f.start) is None:
            return []
        if re.match(regex, self.area.text[f.end :], re.IGNORECASE) is None:
            return []
        here = self.named.get(f.sentence, ())
        return [c.name for c in sorted(here, reverse=True) if c.offset < f.start]

    def _creatures_of_aside(self, sentence: int, aside: int, offset: int) -> list[str]:
        namings = sorted(
            (*self.named.get(sentence - 1, ()), *self.named.get(sentence, ())), reverse=True
        )
        # named in the brackets: before the finding, closest first, then after it up to
        # their close ("(… suffer 1d8 damage by the gas inside the darkness of the demon)")
        close = self.area.text.find(")", offset)
        close = len(self.area.text) if close < 0 else close
        inside = [c.name for c in namings if aside < c.offset < offset]
        inside += [c.name for c in sorted(namings) if offset <= c.offset < close]
        attached = [
            c.name
            for c in namings
            if c.offset < aside
            and len(self.area.text[c.offset : aside].split())
            <= len(c.name.split()) + self.aside_reach
        ]
        return inside + attached
