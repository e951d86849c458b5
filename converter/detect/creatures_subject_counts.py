"""The count that opens a creature's noun phrase ("four", "a pair of", "2d4", "several",
"Some 2d4"), for the subject reader (``converter.detect.creatures_subjects``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from converter.detect.creatures_presence import Token
from converter.detect.creatures_subject_words import subject_words as _words
from converter.detect.statblock_common import NUMBER_WORDS
from converter.numberwords import DOZEN, ONE_WORDS, PAIRS
from converter.ruledata import load_lexicon

__all__ = [
    "ARTICLES",
    "DEFINITE_ARTICLES",
    "DICE_RE",
    "INDEFINITE_ARTICLES",
    "NUMBER_WORDS",
    "count_at",
]

DICE_RE = re.compile(r"^\d+\s*[dD]\s*\d+")  # a dice count: "2d4", "1d4+1"
_FUNCTION_WORDS = load_lexicon("function_words")  # rules/lexicon/function_words.yaml
_INDEFINITE = frozenset(_FUNCTION_WORDS["indefinite_articles"])
_DEFINITE = frozenset(_FUNCTION_WORDS["definite_articles"])
DEFINITE_ARTICLES = _DEFINITE
INDEFINITE_ARTICLES = _INDEFINITE
ARTICLES = _INDEFINITE | _DEFINITE


def count_at(tokens: Sequence[Token], index: int) -> tuple[int, int | None, str] | None:
    """The count opening a subject at ``index``: (tokens used, value, as printed), or None;
    an article alone prints as itself, like the vocabulary reader's ("a")."""
    word = tokens[index].lower
    after = tokens[index + 1].lower if index + 1 < len(tokens) else ""
    if word in _APPROXIMATE and _is_number(after):  # "Some 2d4 watchmen": the number counts
        inner = count_at(tokens, index + 1)
        if inner is not None:
            return inner[0] + 1, inner[1], f"{tokens[index].text} {inner[2]}"
    for phrase in _words().vague:  # "several", "an unknown number of": a plural, uncounted
        if phrase and phrase[0] != word:
            continue  # the tuple below would differ at its first word already
        if tuple(t.lower for t in tokens[index : index + len(phrase)]) == phrase:
            return len(phrase), None, " ".join(t.text for t in tokens[index : index + len(phrase)])
    if word in _INDEFINITE and after in ONE_WORDS:
        return 2, 1, f"{tokens[index].text} {tokens[index + 1].text}"
    if word in _INDEFINITE and after in DOZEN:  # "A dozen bone gnawers infest the ossuary"
        return 2, DOZEN[after], f"{tokens[index].text} {tokens[index + 1].text}"
    pair_of = tokens[index + 2].lower if index + 2 < len(tokens) else ""
    if word == "half" and after in _INDEFINITE and pair_of in DOZEN:  # "Half a dozen pilgrims"
        return 3, DOZEN[pair_of] // 2, " ".join(t.text for t in tokens[index : index + 3])
    if word in _INDEFINITE and after in PAIRS and pair_of == "of":  # "A pair of", "a score of"
        return 3, PAIRS[after], " ".join(t.text for t in tokens[index : index + 3])
    if DICE_RE.match(word):  # "3d6 cave crawlers haggle": a plural, its number not fixed
        return 1, None, tokens[index].text
    if word in _INDEFINITE and after in _words().groups:
        of = tokens[index + 2].lower if index + 2 < len(tokens) else ""
        return (3, None, "") if of == "of" else None
    if (
        word == "the"
        and after.isalpha()
        and after not in _words().function_words | NUMBER_WORDS.keys()
    ):
        # "The clay golem that hunts this hex waits …": one, or (a plural) no count stated;
        # which of the two is known only from the head noun (``_subject_at``)
        return 1, None, tokens[index].text
    if word.isascii() and word.isdigit():  # "²" is a digit to str.isdigit, not a count
        return 1, int(word), tokens[index].text
    value = NUMBER_WORDS.get(word)
    if value is None or word in PAIRS:
        return None
    return 1, value, tokens[index].text


def _is_number(word: str) -> bool:
    """True when ``word`` is a number: digits, a number word, or a die roll."""
    plain = word.isascii() and word.isdigit()
    return plain or (word in NUMBER_WORDS and word not in PAIRS) or DICE_RE.match(word) is not None


_APPROXIMATE = frozenset(load_lexicon("creature_subjects")["approximate_counts"])
