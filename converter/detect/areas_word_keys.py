"""A document's own key words, told by repetition: "Day 14 — Drowned Chapel", "Night 3:",
"Door 5. Vestry", "Cell 2 – Kiln".

A map key may label its numbers with any word, not only the lexicon's ("Area", "Room",
"Scene": ``area_keys.yaml`` ``key_label_words``): an advent dungeon keys a room a day, a
pointcrawl its stops, a heist its doors. Which word is a label is told the way a reader
tells it: headings set in one type, each the word, a number, a separator and a name, the
word the same in each and the numbers counting up. One such heading is a title ("Day 1:
Arrival" over a section); three or more in one type whose numbers run on ("Day 1", "Day 2",
"Day 3") are a key. The numbers are judged as a set, not in reading order, since imposed
booklets and a page of boxes read them out of order.

Left out: a noun that labels a part of the document ("Handout 2: The Captain's Letter",
"Map 3: The Lower Mine", "Figure 1": ``area_keys.part_label_words``), however many count up:
its headings title handouts, maps and figures, not places; a word whose headings announce a set of places ("Level 2: The Cloister": the
keys are under it, ``area_keys.locations_heading``), and a word whose sections hold keys of
their own ("Chapter 1" over "1. Gatehouse", "2. Well" …): those headings are the sections
a key sits in, not its entries.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from converter.detect.areas_common import (
    LOCATION_HEADING_RE,
    Context,
    paragraph_start,
    parse_key_text,
)
from converter.detect.areas_heading_text import (
    small_caps_to_text,
)
from converter.ruledata import load_lexicon

# A word, maybe shortened with a stop, then a number: "Day 14", "NIGHT 3", "Cell. 2"
_WORD_NUMBER_RE = re.compile(r"^(?P<word>[^\W\d_][^\W\d_'’-]+)\.?\s+(?=\d)")
MIN_WORD_KEYS = 3  # a key word labels at least this many headings of one type ...
MIN_STEP_SHARE = 0.5  # ... whose numbers, sorted, step by one at least this often
MAX_HOLDING_SHARE = 0.5  # a word whose sections hold keys of their own this often is no key
MIN_PLACE_SHARE = 0.5  # a key word's sections talk about places at least this often
SECTION_LINES = 40  # the lines of a section read for that
PLACE_WORDS_RE = re.compile(load_lexicon("area_keys")["place_words"], re.IGNORECASE)
# Nouns that number a part of the document ("Handout 2:", "Map 3:", "Figure 1 –"): no key words
PART_WORDS = frozenset(load_lexicon("area_keys")["part_label_words"])


def word_key_rest(text: str, words: frozenset[str]) -> str | None:
    """The text after the document's key word that opens ``text`` ("Day 14 — Chapel" → "14
    — Chapel" when "day" is one of ``words``), or None when no such word opens it."""
    text = small_caps_to_text(text.strip())
    match = _WORD_NUMBER_RE.match(text)
    if match is None or match.group("word").lower() not in words:
        return None
    return text[match.end() :]


def _labelled_heading(text: str) -> tuple[str, int] | None:
    """(the word, the number) of a heading that is a word, a number, a separator and a
    name ("Day 14 — Drowned Chapel"), or None."""
    text = small_caps_to_text(text.strip())
    match = _WORD_NUMBER_RE.match(text)
    if match is None or LOCATION_HEADING_RE.search(text):
        return None
    if match.group("word").lower() in PART_WORDS:
        return None  # "Handout 2: The Letter", "Map 3: The Mine": titles of the document's parts
    parsed = parse_key_text(text[match.end() :])
    if parsed is None:
        return None
    key, rest, punct = parsed
    if not punct or not rest[:1].isupper() or key.prefix or key.suffix:
        return None
    return match.group("word").lower(), key.number


def _counts_up(numbers: Sequence[int]) -> bool:
    """True when the numbers, each once, run on: sorted, most steps are steps of one."""
    distinct = sorted(set(numbers))
    if len(distinct) < MIN_WORD_KEYS or len(distinct) < len(numbers) - 1:
        return False
    steps = sum(1 for a, b in zip(distinct, distinct[1:], strict=False) if b - a == 1)
    return steps >= MIN_STEP_SHARE * (len(distinct) - 1)


def _talks_of_places(ctx: Context, starts: Sequence[int]) -> bool:
    """True when at least ``MIN_PLACE_SHARE`` of the sections opened at ``starts`` talk
    about places (doors, walls, floors, dimensions: ``area_keys.place_words``): a key's
    entries describe rooms; a word the lexicon does not know as a key word needs that
    evidence, as an inline key does (a timeline's "Day 2 — The Storm" tells events)."""
    talking = 0
    for here, after in zip(starts, [*starts[1:], len(ctx.lines)], strict=True):
        text = " ".join(
            line.text for line in ctx.lines[here + 1 : min(after, here + SECTION_LINES)]
        )
        talking += bool(PLACE_WORDS_RE.search(text))
    return talking >= MIN_PLACE_SHARE * len(starts)


def _holds_keys(ctx: Context, starts: Sequence[int]) -> bool:
    """True when the sections the headings at ``starts`` open hold keys of their own (a
    paragraph opened by a key and a stop) in at least ``MAX_HOLDING_SHARE`` of them."""
    holding = 0
    for here, after in zip(starts, [*starts[1:], len(ctx.lines)], strict=True):
        holding += any(
            paragraph_start(ctx, j) and (parsed := parse_key_text(ctx.lines[j].text)) and parsed[2]
            for j in range(here + 1, after)
        )
    return holding >= MAX_HOLDING_SHARE * len(starts)


def document_key_words(ctx: Context) -> frozenset[str]:
    """The words this document labels its keys with, by repetition (see the module's text):
    lower case, for ``word_key_rest``."""
    runs: dict[tuple[str, float, bool], list[tuple[int, int]]] = {}
    for index in sorted(ctx.headings):
        line = ctx.lines[index]
        found = _labelled_heading(line.text)
        if found is not None:
            style = (found[0], round(line.size * 2) / 2, line.bold)
            runs.setdefault(style, []).append((index, found[1]))
    words = set()
    for (word, _, _), run in runs.items():
        starts = [index for index, _ in run]
        if (
            _counts_up([number for _, number in run])
            and _talks_of_places(ctx, starts)
            and not _holds_keys(ctx, starts)
        ):
            words.add(word)
    return frozenset(words)
