"""Counts told of a stand-in noun before the creatures are named: "Six hunched figures crouch
here. As your light falls on them you see they are ghouls."

Read-aloud text counts what the characters see before it says what it is: a number before a
noun that stands for creatures not yet named ("figures", "shapes", "silhouettes":
``creature_counts.stand_in_words``), in a sentence that names no creature, then the creature
named without a number in the rest of that sentence or the next one. The number is that
creature's count, as "10 crew" counts the one creature a ship's text names
(``creatures_merge.apply_crew``), but told by the order of the sentences, so two groups in one
room each keep their own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from converter.detect.creatures_counts import MAX_MODIFIERS, number_value
from converter.detect.creatures_presence import ARTICLES, Token
from converter.detect.creatures_subjects import Subject
from converter.ruledata import load_lexicon

STAND_INS = frozenset(load_lexicon("creature_counts")["stand_in_words"])
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def _told_count(tokens: Sequence[Token]) -> tuple[int, int, str] | None:
    """(index after the stand-in, count, count as printed) of a counted stand-in noun."""
    for index, token in enumerate(tokens):
        if token.lower not in STAND_INS:
            continue
        for before in range(index - 1, max(-1, index - MAX_MODIFIERS - 2), -1):
            read = number_value(tokens, before)
            if read is not None and read[0] is not None and tokens[before].lower not in ARTICLES:
                return index + 1, read[0], read[1]
    return None


def stand_in_counts(
    text: str,
    mentions: Sequence[Subject],
    tokens_of: Callable[[str], list[Token]],
    read: Callable[[str], list[Subject]],
) -> list[Subject]:
    """``mentions`` with the counts told of stand-in nouns given to the uncounted creature
    named next (see the module's text); ``read`` reads the mentions of a passage."""
    out = list(mentions)
    sentences = _SENTENCE_END.split(text)
    for here, sentence in enumerate(sentences):
        tokens = tokens_of(sentence)
        told = _told_count(tokens)
        if told is None:
            continue
        before = " ".join(t.text for t in tokens[: told[0]])
        if any(m.name and not _stands_in(m.name) for m in read(before)):
            continue  # the sentence names its creature before the noun: no stand-in
        after = " ".join(t.text for t in tokens[told[0] :])
        window = " ".join([after, *sentences[here + 1 : here + 2]])
        named = next((m for m in read(window) if m.name), None)
        if named is None or named.numbered:
            continue
        for k, mention in enumerate(out):
            if mention.name == named.name and not mention.numbered:
                out[k] = Subject(mention.name, told[1], told[2], True)
                out = [m for m in out if not _stands_in(m.name)]
                break
    return out


def _stands_in(name: str) -> bool:
    """True for a name read from a stand-in noun ("tall silhouette"): no creature's."""
    last = name.split()[-1] if name else ""
    return f"{last}s" in STAND_INS or last in STAND_INS
