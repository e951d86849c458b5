"""Whose statistics a parenthesis holds: a creature's or a thing's.

Doors, masts and statues print "(AC 15, HP 18)" as creatures do, so an armour class and flat
hit points are a creature's only with evidence of one: the phrase before them names a known
creature, or names someone no vocabulary lists (by capitals), and is no made likeness
(docs/extraction.md, "An armour class and flat hit points are a creature's only with
evidence of one"). Detection (``statblocks_oldschool``, ``statfamilies.shared``) and the
mapping of things to obstacles (``converter.mapping.things``) ask the same question here.
"""

from __future__ import annotations

import re

from converter.detect.statblock_context import (
    group_head,
    is_creature_name,
    paren_lead_in,
    phrase_before_paren,
    shows_a_likeness,
)
from converter.ruledata import load_lexicon

_WORDS = load_lexicon("stat_words")


def follows_a_creature(before: str) -> bool:
    """True when a stat parenthesis follows a phrase headed by a known creature ("Four
    bandits (", "Bandit ("), not a thing ("a door (") nor a likeness ("a statue of a griffon
    (", ``shows_a_likeness``): a count is no evidence, doors are counted too."""
    lead_in = paren_lead_in(before)
    phrased = before if lead_in is None else lead_in
    phrase = phrase_before_paren(phrased)
    if phrase is None or shows_a_likeness(phrased):
        return False
    return is_creature_name(phrase[0]) or names_a_person(phrase[0], phrased)


OBJECT_NOUNS = frozenset(_WORDS["object_nouns"])
_SIZE_WORDS = frozenset(_WORDS["sizes_5e"])
# A name and a role in apposition right before the stats ("Mirela the smith (", "Gurth, the
# innkeeper ("): the phrase read is the role, the capitals stand before it.
_NAMED_ROLE = re.compile(r"\b[A-Z][a-z'’-]+,?\s+the\s+[a-z][a-z'’-]*$")
_SENTENCE_ENDS = tuple('.!?:;"“”')


def names_a_person(phrase: str, before: str) -> bool:
    """True when the phrase a stat parenthesis follows names someone though no vocabulary
    lists them: a capital past the opening of its sentence ("Brother Aldric (", "the Sexton
    (", "Old Wenna ("), or a role after a name ("Mirela the smith ("). Modules print their
    people under names of their own, so the capitals are the evidence; a phrase ending in a
    made thing ("The Iron Gate (", ``object_nouns``) is a thing however it is set."""
    words = phrase.split()
    if not words or words[-1].lower() in OBJECT_NOUNS:
        return False
    head = group_head(before.rstrip()[:-1]).rstrip()
    if _NAMED_ROLE.search(head):
        return True
    if not head.endswith(phrase):
        return False
    lead = head[: len(head) - len(phrase)].split()
    opens_sentence = not lead or lead[-1].endswith(_SENTENCE_ENDS)
    # a sentence's first word is capitalised whatever it names ("Statues (AC 17 …"), and so
    # is a size by the 5e convention ("a Tiny clockwork device (AC 5, 1 hp)")
    capitals = words[1:] if opens_sentence else words
    return any(word[:1].isupper() and word not in _SIZE_WORDS for word in capitals)
