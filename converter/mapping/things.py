"""Things printed with statistics → obstacles of kind ``object`` (table ``thing_hp_to_or``).

Detection keeps an armour class and one hit-point value in a parenthesis after a phrase that
names no creature ("a barred door (AC 15, hp 18)", "statues (AC 17, hp 30, immune to
poison)") out of the creatures (``statfamilies.shared._a_thing``); for the GM such a thing is
in the way until it is broken, so the room reader makes it an obstacle named by its phrase,
rated by how many blows its hit points take. The same grammar and the same phrase rules as
detection decide what is a thing, so a creature's stats never become one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from converter.detect.statblock_context import (
    CLAUSE_BREAK,
    paren_lead_in,
    phrase_before_paren,
    shows_a_likeness,
)
from converter.detect.statblock_owner import follows_a_creature
from converter.detect.statline import StatLine, find_statlines, grammar
from converter.mapping.tables import Tables
from converter.ruledata import load_lexicon

PHRASE_CHARS = 200  # text before a stat parenthesis read for its phrase (as detection reads)
NAME_WORDS = 4  # the longest name a thing's phrase gives
_WORDS = load_lexicon("stat_words")  # vocabulary: rules/lexicon/stat_words.yaml
# What opens a thing's phrase: an article or other determiner, a quantity word or a count.
_OPENERS = re.compile(
    rf"^(?:{'|'.join(_WORDS['paren_determiners'] + _WORDS['thing_quantity_words'])}|\d+"
    rf"|[a-z]+(?:{'|'.join(_WORDS['thing_count_endings'])}))$",
    re.IGNORECASE,
)
_HP_VALUE = re.compile(r"\d+")


@dataclass(frozen=True)
class Thing:
    """A thing printed with an armour class and hit points, where its parenthesis opens."""

    name: str
    offset: int  # where its phrase's "(" is in the room text
    hit_points: int
    armour_class: str | None
    stats: str  # the parenthesis as printed, for the why


def _name(before: str, likeness: bool) -> str | None:
    """The thing's noun phrase, ending at the "(": the words after the last article or count
    of its clause ("… lies a rotten wooden chest (" → "rotten wooden chest"), else the clause's
    last word, its head noun ("Four statues (" → "statues"). A likeness is named from its
    first article, by the made thing ("a relief depicting an owlbear (" → "relief depicting an
    owlbear"), not by the creature it shows."""
    clause = CLAUSE_BREAK.split(before.rstrip()[:-1].replace("\n", " "))[-1].split()
    # an article after "of" opens no phrase of its own ("a statue of a griffon")
    openers = [
        i
        for i, word in enumerate(clause)
        if _OPENERS.match(word) and (i == 0 or clause[i - 1].lower() != "of")
    ]
    opener = openers[0 if likeness else -1] if openers else None
    words = clause[-1:] if opener is None else clause[opener + 1 :]
    words = words[:NAME_WORDS] if likeness else words[-NAME_WORDS:]
    if not words or not all(re.fullmatch(r"[A-Za-z][\w’'-]*", w) for w in words):
        return None
    return " ".join(words)


def _first_value(line: StatLine, fields: Sequence[str]) -> str | None:
    found = next((f for f in line.fields if f.field in fields), None)
    return None if found is None else found.value


def _thing(text: str, line: StatLine) -> Thing | None:
    """The thing a stat line is about, or None when it is a creature's (an attack, a list of
    hit points, a phrase headed by a creature) or follows no phrase (a block's own line)."""
    ids = line.ids()
    rules = grammar()
    if not ids <= rules.thing_fields or ids & rules.creature_lists:
        return None
    if not ids & {"hp", "hit_points"} or not ids & {"ac", "armor"}:
        return None
    before = text[max(0, line.start - PHRASE_CHARS) : line.start]
    phrased = paren_lead_in(before) or before
    if not phrased.rstrip().endswith("("):
        return None
    likeness = shows_a_likeness(phrased)
    if follows_a_creature(before) and not likeness:
        return None
    if phrase_before_paren(phrased) is None and not likeness:
        return None  # no parenthesis after a phrase: a block under its name line
    name = _name(phrased, likeness)
    hp = _HP_VALUE.search(_first_value(line, ("hp", "hit_points")) or "")
    if name is None or hp is None:
        return None
    close = text.find(")", line.end)
    stats = text[line.start : close if 0 <= close - line.end < 80 else line.end]
    offset = len(phrased.rstrip()) - 1 + max(0, line.start - PHRASE_CHARS)
    return Thing(
        name, offset, int(hp.group(0)), _first_value(line, ("ac", "armor")), " ".join(stats.split())
    )


def things_in(text: str) -> list[Thing]:
    """Every thing printed with an armour class and hit points in a room's text."""
    return [t for line in find_statlines(text) if (t := _thing(text, line)) is not None]


def thing_rating(thing: Thing, tables: Tables) -> tuple[int, str]:
    """The thing's OR by how many blows its hit points take, and the why that says so."""
    rating = tables.or_tables["thing_hp_to_or"].lookup(thing.hit_points) or 1
    armour = f"; AC {thing.armour_class} not read (a D&MD hit has no number to reach)"
    why = (
        f"'{thing.name} ({thing.stats})': a thing with hit points, in the way until broken; "
        f"hp {thing.hit_points} → OR {rating} (table thing_hp_to_or)"
        + (armour if thing.armour_class else "")
    )
    return rating, why
