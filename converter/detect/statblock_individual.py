"""A named individual's stat line: "Old Ambrose (hobgoblin; AC 5, HD 2, hp 9) Devout, …".

Gazetteers, town keys and NPC rosters print a person as their name, then a parenthesis that
opens with what they are and runs on into their statistics. The shape is the rule, not any
word: a person's name (capitalised words, lower-case name particles between them: "Harl the
Lame", "Anna of the Wells"; its head noun no known creature, so "Goblin Chief (3; …" or "Ogre
(hungry; …" are no names), then "(", the kind (a short noun phrase, maybe with a level: "human
cleric 3") and a mark that ends it (``individual_kind_ends``), then the stat run. The block is
the individual's, named as printed; the kind is the creature they are, one of them, present
where the line is printed (``creatures_stage.find_creatures``) and taking the block in the encounter
(``mapping.blocks``). The words are data: ``rules/lexicon/stat_words.yaml``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from converter.detect.creatures_names import name_to_singular
from converter.detect.statblock_context import is_creature_name
from converter.ruledata import load_lexicon

_WORDS = load_lexicon("stat_words")
_PARTICLES = frozenset(_WORDS["name_particles"])
_KIND_WORDS = int(_WORDS["individual_kind_words"])
# The kind a parenthesis opens with, its level maybe after it, and the mark that ends it.
_KIND_ENDS = re.escape("".join(_WORDS["individual_kind_ends"]))
_KIND_TEXT = (
    rf"\s*(?P<kind>[A-Za-z][A-Za-z’'-]*(?:\s+[A-Za-z][A-Za-z’'-]*){{0,{_KIND_WORDS - 1}}})"
    rf"(?:\s+\d{{1,2}})?\s*[{_KIND_ENDS}]"
)
_KIND = re.compile(_KIND_TEXT + r"\s*$")
_KIND_AHEAD = re.compile(_KIND_TEXT)
# A person's role in apposition after their name, right before the parenthesis: "Cobb Harrow,
# a smuggler (" (an indefinite article, then lower-case words).
_ARTICLES = "|".join(re.escape(a) for a in load_lexicon("function_words")["indefinite_articles"])
_ROLE_TEXT = (
    rf",\s*(?:{_ARTICLES})\s+(?P<kind>[a-z][a-z’'-]*(?:\s+[a-z][a-z’'-]*){{0,{_KIND_WORDS - 1}}})"
    r"\s*\("
)
_ROLE = re.compile(_ROLE_TEXT + r"[^()]*$")
# A person's role set off by commas in the prose, no stats after it: "Mother Ulla, an abbess,
# who …" (``apposition_closing_marks`` close it). The role describes the name: one person.
_ROLE_WORDS = rf"[a-z][a-z’'-]*(?:\s+[a-z][a-z’'-]*){{0,{_KIND_WORDS - 1}}}"
_APPOSITION_ENDS = re.escape("".join(_WORDS["apposition_closing_marks"]))
_PROSE_ROLE_TEXT = rf",\s*(?:{_ARTICLES})\s+(?P<kind>{_ROLE_WORDS})\s*[{_APPOSITION_ENDS}]"
_PROSE_ROLE_AHEAD = re.compile(_PROSE_ROLE_TEXT)
# A descriptor in a parenthesis closed before the stats, a mark after it: "(lawful neutral
# human abbess). " (a 5e NPC's compact line); its alignment words are dropped from the kind.
_CLOSED_MARKS = re.escape("".join(_WORDS["descriptor_closing_marks"]))
_CLOSED_KIND = re.compile(
    rf"\s*(?P<words>[A-Za-z][A-Za-z’'-]*(?:\s+[A-Za-z][A-Za-z’'-]*){{0,{_KIND_WORDS + 2}}})"
    rf"\s*\)\s*[{_CLOSED_MARKS}]\s*"
)
_ALIGNMENT_WORDS = frozenset(_WORDS["descriptor_alignment_words"])
_ROLE_AHEAD = re.compile(_ROLE_TEXT)
_NAME_WORD = re.compile(r"[A-Z][\w’'-]*")
_MAX_NAME_WORDS = 5  # "Anna of the Wells", "Jan van der Berg"


@dataclass(frozen=True)
class Individual:
    """A person a stat line belongs to: the name as printed and the creature they are."""

    name: str  # "Old Ambrose"
    kind: str  # singular, lower case: "hobgoblin"


def individual_before_run(before: str) -> Individual | None:
    """The individual whose parenthesis a stat line opens in: ``before`` is the text before the
    stat run (within its paragraph), ending "… Old Ambrose (hobgoblin; "."""
    head, paren, inside = before.rpartition("(")
    kind = _KIND.fullmatch(inside) if paren else None
    if kind is None and paren:
        return _described(head, inside) or _apposed(before)
    if kind is None or is_class_level(kind.group(0)):
        return _apposed(before)
    name = person_name_at_end(head)
    if name is None:
        return None
    return Individual(name, _singular_kind(kind.group("kind")))


def _described(head: str, inside: str) -> Individual | None:
    """The person of "Mother Ulla (lawful neutral human abbess). " (a descriptor closed before
    the stats), what they are being the descriptor less its alignment words; else None."""
    closed = _CLOSED_KIND.fullmatch(inside)
    if closed is None:
        return None
    words = [w for w in closed.group("words").split() if w.lower() not in _ALIGNMENT_WORDS]
    name = person_name_at_end(head)
    if name is None or not words:
        return None
    return Individual(name, _singular_kind(" ".join(words[-_KIND_WORDS:])))


def _apposed(before: str) -> Individual | None:
    """The person of "Cobb Harrow, a smuggler (T3; " (their role in apposition, the stats in
    the parenthesis after it), else None."""
    role = _ROLE.search(before)
    if role is None:
        return None
    name = person_name_at_end(before[: role.start()])
    return None if name is None else Individual(name, _singular_kind(role.group("kind")))


def _class_level_pattern() -> re.Pattern[str]:
    labels = next(
        entry["labels"]
        for entry in load_lexicon("stat_fields")["fields"]
        if entry["field"] == "class_level"
    )
    alternatives = "|".join(re.escape(label) for label in sorted(labels, key=len, reverse=True))
    return re.compile(rf"\s*(?:{alternatives})\s?\d{{1,2}}\s*[{_KIND_ENDS}]?\s*")


_CLASS_LEVEL = _class_level_pattern()


def is_class_level(text: str) -> bool:
    """True when a parenthesis opens with a class and level ("F3;", "Clr 1:"): a stat field
    of the person (``stat_fields.yaml`` ``class_level``), never what they are."""
    return _CLASS_LEVEL.fullmatch(text) is not None


def individuals_in(text: str, names: Iterable[str]) -> tuple[Individual, ...]:
    """The individuals ``text`` prints by one of ``names`` (the names of individuals' stat
    lines), each with the kind its parenthesis gives there: a name reused in another place may
    be another person ("Mother Grell (cultist; …" here, "(mercenary; …" there)."""
    found: list[Individual] = []
    for name in dict.fromkeys(names):
        for match in re.finditer(rf"(?<![\w’'-]){re.escape(name)}\s*\(", text):
            kind = _KIND_AHEAD.match(text, match.end())
            if kind is not None and not is_class_level(kind.group(0)):
                found.append(Individual(name, _singular_kind(kind.group("kind"))))
        for match in re.finditer(rf"(?<![\w’'-]){re.escape(name)}(?={_ROLE_TEXT})", text):
            role = _ROLE_AHEAD.match(text, match.end())
            if role is not None:
                found.append(Individual(name, _singular_kind(role.group("kind"))))
        found.extend(Individual(name, kind) for kind in apposed_roles(name, text))
    return tuple(found)


def apposed_roles(name: str, text: str) -> tuple[str, ...]:
    """The roles ``text`` sets in apposition after the person's ``name`` in its prose ("Mother
    Ulla, an abbess, who …": "abbess"), singular, once each, in the order printed."""
    pattern = rf"(?<![\w’'-]){re.escape(name)}(?={_PROSE_ROLE_TEXT})"
    roles = (_PROSE_ROLE_AHEAD.match(text, m.end()) for m in re.finditer(pattern, text))
    return tuple(dict.fromkeys(_singular_kind(r.group("kind")) for r in roles if r is not None))


def kinds_agree(one: str, other: str) -> bool:
    """True when two kinds of a person name the same creature: the same words, or one the
    other with words before it ("human abbess" and "abbess")."""
    return one == other or one.endswith(" " + other) or other.endswith(" " + one)


def _singular_kind(kind: str) -> str:
    return name_to_singular(" ".join(kind.split()))


def person_name_at_end(text: str) -> str | None:
    """The person's name ``text`` ends with (nothing after it but spaces): capitalised words with
    name particles between them, whose head noun is no known creature; else None."""
    words: list[str] = []
    for word in reversed(text.split()):
        if _NAME_WORD.fullmatch(word) or (word in _PARTICLES and words):
            words.insert(0, word)
            if len(words) > _MAX_NAME_WORDS:
                return None
            continue
        break
    while words and words[0] in _PARTICLES:
        words.pop(0)
    if not words:
        return None
    name = " ".join(words)
    return None if is_creature_name(name) else name
