"""The players' characters: stat lines that are the party's, not creatures met in the dungeon.

A tournament or convention module prints its pre-generated characters with their statistics
("**Dunstan Mott, elf 3.** AC 5, hp 15; S 9 I 18 W 11 …; longsword …"), at the front or the
back, under a heading that says whose they are ("Pre-generated Characters", "The Adventuring
Party"; vocabulary in ``rules/lexicon/player_characters.yaml``). Whatever family reads them,
they are no monsters: a line inside such a section (its heading's section, sub-sections
included) makes no stat block. The lines stay claimed, so no later family reads them either.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from converter.detect.sections import document_to_sections
from converter.models import Document
from converter.ruledata import load_lexicon


@lru_cache(maxsize=1)
def _heading() -> re.Pattern[str]:
    patterns = load_lexicon("player_characters")["headings"]
    return re.compile(rf"(?:{'|'.join(patterns)})", re.IGNORECASE)


def _names_the_party(text: str) -> bool:
    words = re.sub(r"[\s:.—–-]+$", "", " ".join(text.split()))
    return _heading().fullmatch(words) is not None


_SIZE_SLACK = 0.5  # points: a heading this much smaller is still of the party's heading size


def players_lines(document: Document) -> list[range]:
    """The line ranges of the sections whose heading names the players' characters, each up
    to the next heading that opens another part: one set at least as large (a capitals
    heading may rank above the next one of its size), or one in a style that heads more
    sections outside it than inside (the key's area headings, when a booklet's reading
    order sets the party's pages among them). A style that heads more sections inside is
    the party's own (each character's name), and a section it heads elsewhere (a
    character's entry that an imposed booklet's sheet order reads apart from the others)
    is the party's too."""
    sections = document_to_sections(document)
    out = []
    for section in sections:
        heading = section.heading
        if not _names_the_party(heading.text):
            continue
        # a run-in lead ("**Dunstan Mott, elf 3.** AC 5, …") opens a paragraph, no part
        inside = [
            other.heading
            for other in sections
            if section.start <= other.heading.index < section.end
            and other.heading.index > heading.index
            and not other.heading.run_in
        ]
        others = [
            other
            for other in sections
            if not section.start <= other.heading.index < section.end
            and other.heading.index != heading.index
        ]
        own = Counter(h.style for h in inside)
        elsewhere = Counter(other.heading.style for other in others)
        end = next(
            (
                h.index
                for h in inside
                if h.style.size >= heading.style.size - _SIZE_SLACK
                or elsewhere[h.style] >= max(own[h.style], 1)
            ),
            section.end,
        )
        out.append(range(heading.index, end))
        party = {h.style for h in inside if h.index < end}
        out += [
            range(other.heading.index, other.end)
            for other in others
            if other.heading.style in party and not other.heading.run_in
        ]
    return out


def is_players(line: int, ranges: list[range]) -> bool:
    """True when a block opening at ``line`` is inside a players' characters section."""
    return any(line in span for span in ranges)
