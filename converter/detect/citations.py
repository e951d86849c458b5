"""Rulebook citations after a creature's name are asides.

"6 vine horrors (see the Basic Rulebook, page 54) argue over a stolen cheese.", "4 goblins (MM
p. 166) guard the door": a bracket holding a page number and a page word or a book word
(``rules/lexicon/citations.yaml``) tells where the creature's statistics are printed in another
book. It says nothing of the room, so the sentence is read as if it were not there: the counted
noun phrase before it is the subject of the verb after it. A bracket naming another place of
the adventure ("(see area 3)", ``creature_pointers.place_words``) is no citation.
"""

from __future__ import annotations

import re
from functools import cache

from converter.ruledata import load_lexicon

_WORD_RE = re.compile(r"[a-z0-9/]+")


@cache
def _citation_words() -> tuple[frozenset[str], frozenset[str], frozenset[str], int]:
    """Page words, book words, place words and the longest citation, from the lexicons."""
    data = load_lexicon("citations")
    places = frozenset(load_lexicon("creature_pointers")["place_words"])
    return frozenset(data["page_words"]), frozenset(data["book_words"]), places, data["max_chars"]


@cache
def _bracket_re() -> re.Pattern[str]:
    """A bracket with no bracket inside, at most the lexicon's length, and the space before it."""
    return re.compile(rf"\s*\((?P<inside>[^()\n]{{1,{_citation_words()[3]}}})\)")


def is_citation(inside: str) -> bool:
    """True when a bracket's ``inside`` cites a page of a book: a digit, a page word or a book
    word, and no word of another place of the adventure."""
    pages, books, places, _ = _citation_words()
    words = set(_WORD_RE.findall(inside.lower()))
    return (
        any(char.isdigit() for char in inside)
        and bool(words & (pages | books))
        and not words & places
    )


def drop_citations(text: str) -> str:
    """``text`` with each rulebook citation in brackets left out, as if never printed."""
    return _bracket_re().sub(lambda m: "" if is_citation(m.group("inside")) else m.group(0), text)
