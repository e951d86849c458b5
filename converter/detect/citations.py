"""Rulebook citations after a creature's name are asides.

"6 vine horrors (see the Basic Rulebook, page 54) argue over a stolen cheese.", "4 goblins (MM
p. 166) guard the door": a bracket holding a page number and a page word or a book word
(``rules/lexicon/citations.yaml``) tells where the creature's statistics are printed in another
book. It says nothing of the room, so the sentence is read as if it were not there: the counted
noun phrase before it is the subject of the verb after it. A bracket naming another place of
the adventure ("(see area 3)", ``creature_pointers.place_words``) is no citation.

A citation of a book that prints monsters also says the noun phrase before it names a
creature: ``drop_citations`` can leave a mark in its place for the subject reader
(``creatures_subjects.cited_subjects``). A book of treasure, spells or players' rules
(``citations.not_monster_book_words``: "a wand (DMG p. 211)") leaves none.
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
def _not_monster_books() -> frozenset[str]:
    return frozenset(load_lexicon("citations")["not_monster_book_words"])


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


def cites_monsters(inside: str) -> bool:
    """True when a citation's ``inside`` names no book of treasure, spells or players' rules:
    the book it cites prints monsters, so what it follows is a creature."""
    return not set(_WORD_RE.findall(inside.lower())) & _not_monster_books()


def drop_citations(text: str, mark: str = "") -> str:
    """``text`` with each rulebook citation in brackets left out, as if never printed; with
    ``mark``, a citation of a book of monsters (``cites_monsters``) leaves it in its place."""

    def replace(match: re.Match[str]) -> str:
        inside = match.group("inside")
        if not is_citation(inside):
            return match.group(0)
        return mark if mark and cites_monsters(inside) else ""

    return _bracket_re().sub(replace, text)
