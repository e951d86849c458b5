"""The words of a creature's noun phrase that are its name's own (docs/extraction.md,
"Creatures").

The vocabulary knows a head noun ("hag", "rat"); a module names its creature with a word
before it ("where a mire hag waits", "two sewer rats scurry"). The lower-case words between a
noun phrase's count (a number, a number word, an article, dice, a vague count) and the known
head belong to the name, unless they describe the creature (a state, size, colour or temper
listed in ``creature_counts.descriptors``, a participle, a hyphenated compound: "two hungry
ghouls", "a wounded ogre"): English puts such words before the ones that make the name ("a
hungry mire hag"), so the name's words are the run next to the head, up to the first
describing word. A capitalised word there is a proper name's ("four Night Blade bandits"),
a known creature's name is a name of its own (read as two names in a row), and a phrase with
no count before it (a "the" reference, an owner's "the ogre's pet wolf") keeps the known name.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.detect.creatures_counts import (
    BARRIERS,
    MAX_MODIFIERS,
    SOFTENERS,
    VAGUE_WORDS,
    number_value,
)
from converter.detect.creatures_names import load_vocabulary, vocabulary_singulars
from converter.detect.creatures_presence import Token
from converter.detect.creatures_stat_values import is_stat_value
from converter.detect.creatures_subject_words import is_descriptor, subject_words


def _opens_count(tokens: Sequence[Token], index: int) -> bool:
    """True when ``tokens[index]`` is the count of the noun phrase after it."""
    if tokens[index].lower in VAGUE_WORDS:
        return True
    return not is_stat_value(tokens, index) and number_value(tokens, index) is not None


def _is_creature_word(word: str) -> bool:
    return word in load_vocabulary() or word in vocabulary_singulars()


def named_modifiers(tokens: Sequence[Token], start: int) -> tuple[str, ...]:
    """The words before the known name at ``tokens[start]`` that are the name's own, in
    order ("mire" of "where a mire hag waits"), or none."""
    between: list[str] = []
    index = start - 1
    while index >= 0 and not _opens_count(tokens, index):
        token = tokens[index]
        word = token.lower
        if (
            len(between) >= MAX_MODIFIERS
            or not (token.text.replace("-", "").isalpha() and token.text.islower())
            or word in BARRIERS | SOFTENERS | subject_words().function_words
            or _is_creature_word(word)
        ):
            return ()
        between.append(word)
        index -= 1
    if index < 0:
        return ()
    own: list[str] = []
    for word in between:  # from the head leftwards, up to the first describing word
        if is_descriptor(word):
            break
        own.append(word)
    return tuple(reversed(own))


def own_name(tokens: Sequence[Token], start: int, name: str) -> str:
    """The known ``name`` at ``tokens[start]`` with the words of its noun phrase that are its
    own ("mire hag" of "where a mire hag waits", ``named_modifiers``), within a name's most
    words (``creature_subjects.max_words``)."""
    own = named_modifiers(tokens, start)
    if not own or len(own) + len(name.split()) > subject_words().max_words:
        return name
    return " ".join((*own, name))
