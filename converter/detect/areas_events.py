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
from dataclasses import replace
from functools import cache

from converter.detect.areas_common import Context
from converter.detect.creatures_sentences import SENTENCE_SPLIT_RE
from converter.models import Area, Moment, Section, Source
from converter.ruledata import load_lexicon


@cache
def time_heading() -> re.Pattern[str]:
    return re.compile(load_lexicon("area_keys")["time_heading"], re.IGNORECASE)


def moment_lines(sections: Sequence[Section]) -> frozenset[int]:
    """The line indices inside a chapter about time (its heading's line excluded): a keyed
    start there is a moment of the adventure, no area. The chapter runs to the next heading
    of its level or above (``Section.end``), or to a heading set more prominently than its
    first entry's (a map's notes or a new part after the events, ranked below the chapter),
    so the places keyed after it are places again."""
    pattern = time_heading()
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


def event_entries(
    ctx: Context, sections: Sequence[Section], moments: frozenset[int], file: str
) -> list[tuple[str, str, Source]]:
    """The entries of a chapter about time: each entry heading inside it (``moment_lines``)
    with its text up to the next heading, and where it is printed. The heading as printed
    is the trigger of its groups' arrivals ("E2. The Tide Turns", "Hour 2 — Night Falls")."""
    heads = sorted(s.heading.index for s in sections if not s.heading.run_in)
    out = []
    for section in sections:
        heading = section.heading
        if heading.run_in or heading.index not in moments:
            continue
        first = heading.index + max(heading.lines, 1)
        end = min([i for i in heads if i > heading.index] + [section.end])
        title = ctx.lines[heading.index : first]
        lines = ctx.lines[first:end]
        if not lines:
            continue
        box = lines[0].bbox
        for line in lines[1:]:
            if line.page == lines[0].page and line.column == lines[0].column:
                box = box.union(line.bbox)
        out.append(
            (
                " ".join(" ".join(ln.text for ln in title).split()),
                " ".join(ln.text for ln in lines),
                Source(file, lines[0].page, box),
            )
        )
    return out


def route_events(
    areas: Sequence[Area], events: Sequence[tuple[str, str, Source]]
) -> tuple[Area, ...]:
    """Each area with the sentences of the events that send a group there (``Area.moments``).

    An event tells of a group on the move and names where it goes, by the room's key after a
    key label ("make for area 5", "to room 12") or by the room's name ("bursts into the Glass
    Exchange"); the last room a sentence names is where the group ends up. A sentence naming
    no room of the key sends its group nowhere the GM runs (it stays with its event)."""
    if not events:
        return tuple(areas)
    sent: dict[int, list[Moment]] = {}
    for target, moment in _routed(areas, events):
        if target is not None:
            sent.setdefault(target, []).append(moment)
    return tuple(
        replace(a, moments=(*a.moments, *sent[k])) if k in sent else a for k, a in enumerate(areas)
    )


def unrouted_moments(
    areas: Sequence[Area], events: Sequence[tuple[str, str, Source]]
) -> tuple[Moment, ...]:
    """The sentences of the events that name no room of the key (``route_events`` sends the
    others): a group that comes wherever the party is ("… come up the lane, searching every
    room"), in the event's order."""
    return tuple(moment for target, moment in _routed(areas, events) if target is None)


def _routed(
    areas: Sequence[Area], events: Sequence[tuple[str, str, Source]]
) -> list[tuple[int | None, Moment]]:
    """Each sentence of the events with the index of the area it sends its group to, if any."""
    by_key = {a.key.casefold(): k for k, a in enumerate(areas) if a.key}
    names = {
        " ".join(a.name.casefold().split()): k
        for k, a in enumerate(areas)
        if len(a.name.split()) >= 2
    }
    return [
        (_destination(sentence, by_key, names), Moment(trigger, sentence, source))
        for trigger, text, source in events
        for sentence in SENTENCE_SPLIT_RE.split(" ".join(text.split()))
    ]


@cache
def _label_key() -> re.Pattern[str]:
    words = [w.lower() for w in load_lexicon("area_keys")["key_label_words"] if w.isalpha()]
    return re.compile(
        rf"\b(?:{'|'.join(words)})s?\s+(?:no\.\s*|#\s*)?([A-Za-z]?\d+[A-Za-z]?)\b", re.IGNORECASE
    )


def _destination(sentence: str, by_key: dict[str, int], names: dict[str, int]) -> int | None:
    """The index of the last area ``sentence`` names (by labelled key or by name), if any."""
    found: list[tuple[int, int]] = [
        (m.start(), by_key[m.group(1).casefold()])
        for m in _label_key().finditer(sentence)
        if m.group(1).casefold() in by_key
    ]
    flat = sentence.casefold()
    for name, k in names.items():
        found += [(m.start(), k) for m in re.finditer(rf"\b{re.escape(name)}\b", flat)]
    return max(found)[1] if found else None
