"""The count printed with a creature name: a number, a number word, an article, dice or a
multiplier, read left of the name (with up to ``MAX_MODIFIERS`` describing words between)
or right of it (``"goblins (1d6)"``, ``"ghoul ×3"``); ``converter.detect.creatures`` gives
the conventions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from converter.detect.creatures_presence import ARTICLES, Token
from converter.detect.creatures_stat_values import is_stat_value
from converter.detect.creatures_subject_words import group_nouns, vague_phrases
from converter.detect.creatures_subjects import Subject
from converter.numberwords import CARDINALS, DOZEN, MULTIPLIERS, ONE_WORDS, PAIRS
from converter.ruledata import load_lexicon
from converter.wordlist import word_list


def _word_set(name: str) -> frozenset[str]:
    """One word list of ``rules/lexicon/creature_counts.yaml`` (what each is for is said
    there)."""
    return frozenset(load_lexicon("creature_counts")[name])


NUMBER_WORDS: dict[str, int] = {
    **{word: value for word, value in CARDINALS.items() if value},
    **DOZEN,
    **ONE_WORDS,
    **PAIRS,
}
# Count nouns: "a dozen", "a pair of", "three hundred"; those that take "of" after them.
_COUNT_NOUNS = frozenset(DOZEN) | frozenset(PAIRS) | MULTIPLIERS
_COUNT_NOUNS_OF = frozenset(DOZEN) | frozenset(PAIRS)
VAGUE_WORDS = _word_set("vague_words")  # a plural after one has no fixed count
BARRIERS = _word_set("barriers")  # a definite reference or a clause boundary ends the search
SOFTENERS = _word_set("softeners")  # between a count and the name ("about 20 goblins")
CREW_WORDS = _word_set("crew_words")  # their number counts the one uncounted creature
MAX_MODIFIERS = 2
DICE_RE = re.compile(r"^\d+\s*[dD]\s*\d+")
TIMES_SIGNS = {"×", "x"}  # "ghoul ×3", "3x ghoul": a multiplier's sign
# Game-system labels (stat_words.system_labels) as their tokens read run together ("5E",
# "5th Edition", "3.5E" → "5e", "5thedition", "3.5e"): the number in one is the edition's.
_SYSTEM_LABEL_RUNS = frozenset(
    re.sub(r"\s+", "", label).lower() for label in load_lexicon("stat_words")["system_labels"]
)
_LONGEST_LABEL_TOKENS = 4


def opens_system_label(tokens: Sequence[Token], index: int) -> bool:
    """True when the number at ``tokens[index]`` opens a game-system label ("5E Wolf: AC 12",
    "… XP 25 5th Edition Ogre"): the edition's number, never a count of the name after it."""
    run = ""
    for token in tokens[index : index + _LONGEST_LABEL_TOKENS]:
        run += token.lower
        if run in _SYSTEM_LABEL_RUNS:
            return True
    return False


def number_value(tokens: Sequence[Token], index: int) -> tuple[int | None, str] | None:
    """Read a count ending at ``tokens[index]``: returns (value, printed text) or None."""
    token = tokens[index]
    word = token.lower
    if DICE_RE.match(word):
        return None, token.text
    if word.isascii() and word.replace(",", "").isdigit():  # not "²"
        return int(word.replace(",", "")), token.text
    if "-" in word and all(part in NUMBER_WORDS for part in word.split("-")):
        return sum(NUMBER_WORDS[part] for part in word.split("-")), token.text
    if word in _COUNT_NOUNS:
        before = tokens[index - 1].lower if index > 0 else ""
        base = NUMBER_WORDS[word]
        if before in ARTICLES:
            if index >= 2 and tokens[index - 2].lower == "half" and word == "dozen":
                return 6, f"half a {word}"
            return base, f"{tokens[index - 1].text} {token.text}"
        if before in NUMBER_WORDS and word in MULTIPLIERS:
            return NUMBER_WORDS[before] * base, f"{tokens[index - 1].text} {token.text}"
        return base, token.text
    if word in NUMBER_WORDS:
        return NUMBER_WORDS[word], token.text
    if word in ARTICLES:
        return 1, token.text
    return None


def count_before(tokens: Sequence[Token], start: int, plural: bool) -> Subject | None:
    """Look left of a name at ``start`` for its count, skipping a few describing words."""
    modifiers = 0
    index = start - 1
    while index >= 0:
        word = tokens[index].lower
        vague = _vague_phrase_ending(tokens, index)
        if vague is not None:  # "any number of cultists": there, their number not stated
            return Subject("", None, vague, False)
        if word == "of" and index > 0 and tokens[index - 1].lower in _COUNT_NOUNS_OF:
            index -= 1
            continue
        vague_of = group_nouns() | VAGUE_WORDS
        if word == "of" and index > 0 and tokens[index - 1].lower in vague_of:
            # "a crowd of ghouls", "dozens of rats": a plural, its number not stated
            return Subject("", None, f"{tokens[index - 1].text} of", False)
        if word[:1].isdigit() and opens_system_label(tokens, index):
            return None
        read = None if is_stat_value(tokens, index) else number_value(tokens, index)
        # "a four armed golem": a number before an -ed word and a singular name describes
        # (a count agrees with its noun); before a plural it counts ("3 horned demons").
        compound = index + 1 < start and tokens[index + 1].lower.endswith("ed") and not plural
        if read is not None and word not in ARTICLES and compound:
            index -= 1
            continue
        if read is not None:
            value, printed = read
            if word in ARTICLES and plural:
                return None
            numbered = word not in ARTICLES
            return Subject("", value, printed, numbered)
        if word in VAGUE_WORDS:
            return Subject("", None, tokens[index].text, False)
        if word in SOFTENERS:
            index -= 1
            continue
        if word in BARRIERS or not word[:1].isalpha() or modifiers >= MAX_MODIFIERS:
            return None
        modifiers += 1
        index -= 1
    return None


def count_owned_by_plural(tokens: Sequence[Token], start: int) -> bool:
    """True when a count above one stands before the singular name at ``start`` with a plural
    noun between them ("3 mire wardens guard a wheel", "two orcs bail water"): a count agrees
    with its noun, so the number is the plural's and the name after it heads no phrase of
    that count (a verb, or a word the plural's phrase runs on into)."""
    plural_between = False
    for index in range(start - 1, max(-1, start - 2 - MAX_MODIFIERS), -1):
        word = tokens[index].lower
        if word == "of" and index > 0 and tokens[index - 1].lower in _AMOUNTS_OF:
            # "A couple of lamprey eels guard the sluice", "a band of ghouls guard it": the
            # amount before "of" counts the plural after it
            return plural_between
        read = None if is_stat_value(tokens, index) else number_value(tokens, index)
        if read is not None:
            value = read[0]
            return plural_between and word not in ARTICLES and value is not None and value > 1
        if word in BARRIERS or not word[:1].isalpha():
            return False
        plural_between = plural_between or is_plural_noun(word)
    return False


# Nouns of an amount that take "of" before the plural they count ("a couple of", "a pair
# of", "a dozen of", "a band of", "dozens of").
_AMOUNTS_OF = _COUNT_NOUNS_OF | group_nouns() | VAGUE_WORDS


def is_plural_noun(word: str) -> bool:
    """True for a regular English plural of a listed noun ("wardens", "orcs", "ponies",
    "boxes") or a "-men" plural of a "-man" noun ("watchmen", "fishermen"); "brass",
    "various", "this" are none."""
    if len(word) > 4 and word.endswith("men"):
        return word[:-3] + "man" in word_list() or word[:-3] in word_list()
    if len(word) <= 3 or not word.endswith("s") or word.endswith(("ss", "us", "is", "'s")):
        return False
    words = word_list()
    return (
        word[:-1] in words
        or (word.endswith("es") and word[:-2] in words)
        or (word.endswith("ies") and word[:-3] + "y" in words)
    )


def _vague_phrase_ending(tokens: Sequence[Token], index: int) -> str | None:
    """The indefinite amount of several words ending at ``tokens[index]`` ("any number of",
    "an unknown number of", "a few"), as printed, or None. Its text is kept as the count's, so
    the mapping never fills it from a block's printed count (docs/extraction.md)."""
    for phrase in vague_phrases():
        first = index - len(phrase) + 1
        if phrase[-1] != tokens[index].lower or first < 0:
            continue
        if tuple(t.lower for t in tokens[first : index + 1]) == phrase:
            return " ".join(t.text for t in tokens[first : index + 1])
    return None


def dice_after(tokens: Sequence[Token], end: int) -> str | None:
    """Return a dice count printed in brackets after a name (``goblins (1d6)``) or as a
    multiplier after it (``kobold ×2d6``: a rolled number, no count), if any."""
    if _bracketed_after(tokens, end) and DICE_RE.match(tokens[end + 1].lower):
        return tokens[end + 1].text
    times = end + 1 < len(tokens) and tokens[end].lower in TIMES_SIGNS
    if times and DICE_RE.match(tokens[end + 1].lower):
        return f"{tokens[end].text}{tokens[end + 1].text}"
    return None


def number_after(tokens: Sequence[Token], end: int) -> int | None:
    """A count printed in brackets after a name (``Orcs (5)``, ``giant rats (6)``), the
    roster's way of counting: the number alone between the brackets."""
    if _bracketed_after(tokens, end) and tokens[end + 1].lower.isascii():
        word = tokens[end + 1].lower
        return int(word) if word.isdecimal() and 0 < int(word) < 1000 else None
    return None


def _bracketed_after(tokens: Sequence[Token], end: int) -> bool:
    """True when one token stands in brackets right after ``tokens[end - 1]``."""
    return end + 2 < len(tokens) and tokens[end].text == "(" and tokens[end + 2].text == ")"


def multiplier(tokens: Sequence[Token], start: int, end: int) -> tuple[int, str] | None:
    """A count printed as a multiplier beside the name ("ghoul ×3", "ghoul x3", "3× ghoul"):
    (value, as printed), or None."""
    if end + 1 < len(tokens) and tokens[end].lower in TIMES_SIGNS:
        number = tokens[end + 1]
        if number.lower.isascii() and number.lower.isdigit():
            return int(number.lower), f"{tokens[end].text}{number.text}"
    if start >= 2 and tokens[start - 1].lower in TIMES_SIGNS:
        number = tokens[start - 2]
        if number.lower.isascii() and number.lower.isdigit():
            return int(number.lower), f"{number.text}{tokens[start - 1].text}"
    return None
