"""Creatures an encounter's run-in roster lists, read by the roster's grammar.

A 4e-like delve opens each encounter with a roster of its creatures: counted creature phrases
one after another with no verb, each tagged in brackets with its map token or its level and
role ("Setup 2 goblin cutters (level 1 minion) 1 goblin hexer (H) 3 dune wardens (D)").
The tag marks a phrase as a roster's item: a map token stands for one on the encounter's map,
and a level with a role is a monster's (the grammar of ``stat_roled.yaml``). A list holds one
kind of thing, so it is a list of creatures when one of its tags is a level and role, or one
of its names holds a creature's name the vocabulary knows ("5 ash imps (A)"): then its other
items are creatures too, named or not ("9 grey oozes (G)"); a list of map-lettered things
("2 sacks (S), 3 barrels (B)") names none. The list stands verbless: it opens the text, a sentence, a bracket's end or a run-in label (a
capitalised word such as "Setup", or a colon) and ends at the text's end, a sentence's end or
the next sentence's capitalised word, items joined by nothing or a list separator. So a
counted phrase inside a clause ("the hall holds 2 wolves (W)") is the sentence readers', and
a list of things ("2 sacks (S)") names no creature (its head a thing, place or likeness).

The vocabulary reader names the creatures it knows; the roster gives those no vocabulary
knows, as the terse key's listed groups do (``creatures_subjects.unknown_subjects``).
"""

from __future__ import annotations

import re
from collections.abc import Container, Sequence
from dataclasses import dataclass
from functools import cache

from converter.detect.creatures_presence import IMAGE_NOUNS, PLACE_NOUNS, THING_NOUNS, Token
from converter.detect.creatures_subjects import DICE_RE, Subject
from converter.detect.level_role import level_and_role
from converter.detect.statblock_common import (
    ARTICLE_COUNTS,
    NUMBER_WORDS,
    is_plural,
    singular_name,
)
from converter.ruledata import load_lexicon

_MAP_TOKEN = re.compile(r"[A-Z]{1,2}\d{0,2}")
_OPENERS = {".", "!", "?", ";", ":", ")"}
_CLOSERS = {".", "!", "?", ";"}
_SEPARATORS = {",", ";"}
_ARTICLES = ARTICLE_COUNTS  # an article is no roster count: "a goblin (G)" is prose


@dataclass(frozen=True)
class _Words:
    function_words: frozenset[str]
    max_words: int
    tag_tokens: int


@cache
def _words() -> _Words:
    data = load_lexicon("creature_subjects")
    return _Words(
        frozenset(data["function_words"]), int(data["max_words"]), int(data["roster_tag_tokens"])
    )


@dataclass(frozen=True)
class _Item:
    start: int  # the count's token
    end: int  # the token after the tag's ")"
    subject: Subject
    words: tuple[str, ...]  # the name as printed, lower case
    leveled: bool  # the tag is a level and role, not a map token


def _count(token: Token) -> tuple[int | None, str] | None:
    """A roster item's count: digits, a number word or dice (not fixed: None)."""
    if DICE_RE.match(token.text):
        return None, token.text
    if token.text.isascii() and token.text.isdigit():
        return int(token.text), token.text
    value = NUMBER_WORDS.get(token.lower)
    return None if value is None or token.lower in _ARTICLES else (value, token.text)


def _tagged(tokens: Sequence[Token], start: int) -> tuple[int, bool] | None:
    """The index after the bracketed tag opening at ``start`` and whether it is a level and
    role, when it is one or a map token."""
    if start >= len(tokens) or tokens[start].text != "(":
        return None
    reach = min(len(tokens), start + 2 + _words().tag_tokens)
    close = next((k for k in range(start + 1, reach) if tokens[k].text == ")"), None)
    if close is None:
        return None
    tag = " ".join(token.text for token in tokens[start + 1 : close])
    if level_and_role(tag):
        return close + 1, True
    return (close + 1, False) if _MAP_TOKEN.fullmatch(tag) else None


def level_role_tags(tokens: Sequence[Token]) -> frozenset[int]:
    """The indices of the tokens inside brackets that hold a level and role ("(level 2
    soldier)"): they describe the creature before them and name none of their own."""
    inside: set[int] = set()
    for start, token in enumerate(tokens):
        tagged = _tagged(tokens, start) if token.text == "(" else None
        if tagged is not None and tagged[1]:
            inside.update(range(start + 1, tagged[0] - 1))
    return frozenset(inside)


def _item_at(tokens: Sequence[Token], index: int) -> _Item | None:
    """The roster item opening at ``index``: a count, a creature's name, its tag."""
    counted = _count(tokens[index])
    if counted is None:
        return None
    words: list[str] = []
    end = index + 1
    while end < len(tokens) and len(words) < _words().max_words:
        token = tokens[end]
        if not token.text.replace("-", "").isalpha() or token.lower in _words().function_words:
            break
        words.append(token.lower)
        end += 1
    tagged = _tagged(tokens, end)
    if not words or tagged is None:
        return None
    count, printed = counted
    if count == 1 and is_plural(words[-1]):
        return None  # "1 barrels": no noun phrase of one
    name = singular_name(" ".join(words)).lower()
    if name.split()[-1] in THING_NOUNS | PLACE_NOUNS | IMAGE_NOUNS:
        return None
    subject = Subject(name, count, printed, count is not None)
    return _Item(index, tagged[0], subject, tuple(words), tagged[1])


def _opens_list(tokens: Sequence[Token], index: int) -> bool:
    """True when a list may open at ``index``: the text's start, a sentence's, a bracket's
    end, a colon, or right after a run-in label (one capitalised word that itself opens)."""
    if index == 0 or tokens[index - 1].text in _OPENERS:
        return True
    label = tokens[index - 1]
    capitalised = label.text[:1].isupper() and label.text.isalpha()
    return (
        capitalised
        and label.lower not in _words().function_words
        and (index == 1 or tokens[index - 2].text in _OPENERS)
    )


def _closes_list(tokens: Sequence[Token], index: int) -> bool:
    """True when a list may end before ``index``: the text's end, a sentence's end, or the
    next sentence's first word."""
    if index >= len(tokens) or tokens[index].text in _CLOSERS:
        return True
    return tokens[index].text[:1].isupper()


def _of_creatures(run: Sequence[_Item], known: Container[tuple[str, ...]]) -> bool:
    """True when a list is one of creatures: a tag is a level and role, or a name holds a
    name the vocabulary knows (any run of its words: "ash imp" holds "imp")."""
    return any(
        item.leveled
        or any(
            item.words[i:j] in known or (singular_name(" ".join(item.words[i:j])),) in known
            for i in range(len(item.words))
            for j in range(i + 1, len(item.words) + 1)
        )
        for item in run
    )


def roster_items(tokens: Sequence[Token], known: Container[tuple[str, ...]]) -> list[Subject]:
    """The creatures of every run-in roster of creatures in ``tokens``, each with its count;
    ``known`` are the name forms the vocabulary knows (word tuples, lower case)."""
    runs: list[list[_Item]] = []
    index = 0
    while index < len(tokens):
        item = _item_at(tokens, index)
        if item is None:
            index += 1
            continue
        previous = runs[-1][-1] if runs else None
        joined = previous is not None and (
            item.start == previous.end
            or (item.start == previous.end + 1 and tokens[previous.end].text in _SEPARATORS)
        )
        if joined:
            runs[-1].append(item)
        else:
            runs.append([item])
        index = item.end
    return [
        item.subject
        for run in runs
        if _opens_list(tokens, run[0].start)
        and _closes_list(tokens, run[-1].end)
        and _of_creatures(run, known)
        for item in run
    ]
