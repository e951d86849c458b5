"""Whose statistics a parenthesis closing a sentence holds: the clause's subject, not the
noun nearest the parenthesis.

AD&D 2nd edition modules close a creature's sentence with its statistics: "Nine horned
demons sleep in a heap under a sodden altar cloth (AC 6; MV 9; HD 2; …)." The noun phrase
right before the "(" is the place the creatures are in or the thing they handle ("a sodden
altar cloth", "a crude wall", "a bell"); the statistics are the creatures', the subject of the
clause. When the phrase before the parenthesis names no creature (no vocabulary word, no
person set in capitals) and the clause it ends holds a creature as its subject (a counted
plural, "Nine horned demons", or a known creature word, "a salamander"), the subject owns the
statistics. The clause is the phrase's own comma-part ("Gathered round a font, three grey
oozes wait in silence ("): an opening phrase before a comma is the scene, and a list's item
("two mules, ferrets (") is its own subject. A subject no vocabulary lists is read by its
grammar: a counted plural ("4 carrion bats"), the subject of a creature's verb or a group
("A crowd of mercenaries sleep"), or a singular noun phrase opening the clause with "a" and
followed by its verb in the present ("A watchman tolls a handbell slowly ("): the statistics
say a creature is there, so the verb need not be one only a creature does.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from converter.detect.creatures import TOKEN_RE
from converter.detect.creatures_presence import IMAGE_NOUNS, PLACE_NOUNS, THING_NOUNS, Token
from converter.detect.creatures_subject_counts import count_at
from converter.detect.creatures_subjects import name_words, subjects
from converter.detect.statblock_common import is_plural
from converter.detect.statblock_context import (
    STOP_MODIFIERS,
    count_value,
    counted_phrase,
    is_creature_name,
)
from converter.detect.statblock_owner import OBJECT_NOUNS
from converter.ruledata import load_lexicon

# Where a sentence ends inside the text before a parenthesis (a mark, then a space).
_SENTENCE_END = re.compile(r"[.!?]\s")
_PLAIN = re.compile(r"[a-z][a-z’'-]*")
_MARKS = '.,;:!?"“”‘’()'
_LONGEST = 3  # words of a creature name read at once ("giant fire beetle")
_FUNCTION = load_lexicon("function_words")  # rules/lexicon/function_words.yaml
# Words that open what a verb governs: its object ("tolls a handbell", "watches the door",
# "guards its hoard") or its place ("sits by the fire", "broods over the well").
_AFTER_VERB = frozenset(
    _FUNCTION["small_words"] + _FUNCTION["dangling_words"] + _FUNCTION["possessive_determiners"]
)


def subject_of_clause(before: str, phrase: str) -> tuple[str, int | None] | None:
    """The creature and count of the clause a stat parenthesis closes, when the phrase right
    before the "(" (``phrase``) names no creature and the clause's subject does; else None.
    ``before`` is the text up to and with the "(". A phrase set in capitals ("Brother Aldric")
    is a person's name and keeps its statistics."""
    if is_creature_name(phrase) or any(word[:1].isupper() for word in phrase.split()):
        return None
    text = before.rstrip()
    if not text.endswith("("):
        return None
    sentence = " ".join(_SENTENCE_END.split(text[:-1].replace("\n", " "))[-1].split())
    if not sentence.lower().endswith(phrase.lower()):
        return None
    # the subject stands before the phrase, never in it ("Two bandit leaders (" is its own)
    clause = sentence[: len(sentence) - len(phrase)].split(",")[-1]
    return _creature_in(clause)


def _creature_in(part: str) -> tuple[str, int | None] | None:
    """The first creature a comma-part of a sentence names, with the count before it
    ("Nine horned demons", "2d4 skeletons", "a salamander")."""
    tokens = [token.strip(_MARKS) for token in part.split()]
    for start in range(len(tokens)):
        for length in range(_LONGEST, 0, -1):
            span = tokens[start : start + length]
            if len(span) == length and _known(span):
                return " ".join(span), _count_before(tokens[max(0, start - 2) : start])
    # a creature no vocabulary lists, counted as the subject ("4 carrion bats sleep …")
    counted = counted_phrase(part)
    if counted is None or not all(_PLAIN.fullmatch(w) for w in counted[0].lower().split()):
        return _grammatical_subject(part)
    words = counted[0].lower().split()
    if any(word in STOP_MODIFIERS for word in words) or _made_thing(words[-1]):
        return None
    return counted


def _grammatical_subject(part: str) -> tuple[str, int | None] | None:
    """The subject opening a comma-part that names no known creature and no counted plural:
    the subject of a creature's verb or a group ("A crowd of mercenaries sleep …",
    ``creatures_subjects.subjects``), else a singular noun phrase after "a" whose verb in the
    present follows it (``_singular_subject``); never a made thing, a place or a likeness."""
    tokens = [
        Token(m.group(0), m.group(0).lower().replace("’", "'")) for m in TOKEN_RE.finditer(part)
    ]
    found = subjects([*tokens, Token(".", ".")])
    subject = (found[0].name, found[0].count) if found else _singular_subject(tokens)
    subject = subject or _plural_subject(tokens)
    if subject is None or _not_a_being(subject[0].split()[-1]):
        return None
    return subject


def _singular_subject(tokens: list[Token]) -> tuple[str, int | None] | None:
    """ "A watchman tolls a handbell slowly (": one, named by the plain words between the
    article (or "a lone", ``count_at``) and a verb in the present singular, a word in "-s"
    that a determiner or a preposition follows (the verb's object or place: "tolls a",
    "watches the", "sits by"). A noun phrase's own word in "-s" is a plural and ends nothing:
    "a rack of bell clappers" has "of" before it, no verb."""
    counted = count_at(tokens, 0) if tokens else None
    if counted is None or counted[1] != 1:
        return None
    for name, verb in _plain_names(tokens, counted[0]):
        if _present_singular(tokens[verb].lower) and _governed(tokens, verb + 1):
            return (" ".join(name), 1) if not is_plural(name[-1]) else None
    return None


def _plain_names(tokens: list[Token], start: int) -> Iterator[tuple[list[str], int]]:
    """Each name a subject opening at ``start`` may have, shortest first, with the index of
    the word after it (its verb): plain words, no function word, at most a name's most
    words; the run stops at the first word no name has."""
    most, function_words = name_words()
    for verb in range(start + 1, min(start + most, len(tokens) - 1) + 1):
        name = [token.lower for token in tokens[start:verb]]
        if not all(_PLAIN.fullmatch(word) and word not in function_words for word in name):
            return
        yield name, verb


def _plural_subject(tokens: list[Token]) -> tuple[str, int | None] | None:
    """ "Some lamprey eels pile roof slates into a crude wall (": a plural counted without a
    number ("some", "several", ``vague_counts``), named by plain words ending on a plural,
    then its verb in the bare present, the form a plural takes, which governs an object or a
    place (``_governed``, or one plain word before a plural object: "pile roof slates into").
    The agreement keeps a singular out: "Some dust covers the floor" has its verb in "-s"."""
    counted = count_at(tokens, 0) if tokens else None
    if counted is None or counted[1] is not None or counted[0] > 1:
        return None
    function_words = name_words()[1]
    for name, verb in _plain_names(tokens, counted[0]):
        bare = tokens[verb].lower
        if not is_plural(name[-1]) or not _PLAIN.fullmatch(bare) or bare in function_words:
            continue
        if bare.endswith("s") or not (_governed(tokens, verb + 1) or _governed(tokens, verb + 2)):
            continue
        return " ".join(name), None
    return None


def _governed(tokens: list[Token], index: int) -> bool:
    """True when what follows a verb at ``index`` is its object or place: a determiner or a
    preposition ("tolls a", "watches the", "sits by"), or a plural with no article before one
    ("scratches marks into the wall", "sorts buttons into piles")."""
    if index >= len(tokens):
        return False
    word = tokens[index].lower
    if word in _AFTER_VERB:
        return True
    after = tokens[index + 1].lower if index + 1 < len(tokens) else ""
    return bool(_PLAIN.fullmatch(word)) and is_plural(word) and after in _AFTER_VERB


def _present_singular(word: str) -> bool:
    """True for a plain word in "-s" that is no "-ss" noun ("tolls", "watches", not "moss")."""
    return bool(_PLAIN.fullmatch(word)) and word.endswith("s") and not word.endswith("ss")


def _not_a_being(head: str) -> bool:
    """True for a made thing's, a place's or a likeness's noun: no subject with stats."""
    single = head.removesuffix("s")
    nouns = THING_NOUNS | PLACE_NOUNS | IMAGE_NOUNS
    return _made_thing(head) or head in nouns or single in nouns


def _made_thing(word: str) -> bool:
    """True for a made thing's noun ("doors", ``object_nouns``): counted, it is no creature."""
    return word in OBJECT_NOUNS or word.removesuffix("s") in OBJECT_NOUNS


def _count_before(words: list[str]) -> int | None:
    """The count the word before a creature gives ("Nine", "7", "a"), unless it ends a longer
    count ("Half a dozen": the whole is read by the creature reader, not here)."""
    if not words:
        return None
    count = count_value(words[-1])
    if count is None or (len(words) == 2 and count_value(words[0]) is not None):
        return None
    return count


def _known(words: list[str]) -> bool:
    """True when the words are plain lower-case words, none an article, another function
    word or a number ("a salamander" is read from "salamander", "crowd of giant" and "dozen
    bandits" are no names), and their head is a known creature."""
    return (
        all(_PLAIN.fullmatch(word) for word in words)
        and not any(word in STOP_MODIFIERS or count_value(word) is not None for word in words)
        and is_creature_name(" ".join(words))
    )
