"""Keyed entries that are moments, not places: the entries of a chapter about time.

Event-driven and timed adventures print, after the key of their places, a chapter of what
happens while the party is there ("Events", "Timeline", "What Happens Next"), its entries keyed
and set as the rooms are ("E2. The Tide Turns", "Event 2: …", "Hour 2 — …", "Turn 2: …"). The
entries tell of groups on the move ("make for area 5"); they are moments, and no place to
enter. The chapter is told by its heading's words (``area_keys.yaml`` ``time_heading``, data),
not by the entries' key words: a calendar dungeon's "Day 14 — Drowned Chapel" is a room.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from converter.models import Section
from converter.ruledata import load_lexicon


@cache
def _time_heading() -> re.Pattern[str]:
    return re.compile(load_lexicon("area_keys")["time_heading"], re.IGNORECASE)


def moment_lines(sections: Sequence[Section]) -> frozenset[int]:
    """The line indices inside a chapter about time (its heading's line excluded): a keyed
    start there is a moment of the adventure, no area. The chapter runs to the next heading
    of its level or above (``Section.end``), or to a heading set more prominently than its
    first entry's (a map's notes or a new part after the events, ranked below the chapter),
    so the places keyed after it are places again."""
    pattern = _time_heading()
    inside: set[int] = set()
    for section in sections:
        heading = section.heading
        if heading.run_in or not pattern.search(" ".join(heading.text.split())):
            continue
        first = heading.index + max(heading.lines, 1)
        inside.update(range(first, _chapter_end(sections, first, section.end)))
    return frozenset(inside)


def _chapter_end(sections: Sequence[Section], first: int, end: int) -> int:
    """The index after a time chapter's entries: ``end``, or the first heading inside it
    ranked above the chapter's first entry heading."""
    inner = [s.heading for s in sections if first <= s.heading.index < end and not s.heading.run_in]
    if not inner:
        return end
    entry_level = inner[0].level
    return next((h.index for h in inner if h.level < entry_level), end)
