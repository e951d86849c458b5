"""Number words as modules print them ("five guards", "a dozen", "twenty-two"): one table.

The words are data, ``rules/lexicon/number_words.yaml``; this module gives them to the
detectors and the mapping as dicts (treat them as read-only). Each reader adds the few words its reading
needs (articles, "pair", "lone") from the same file; the cardinals are defined once, there.
"""

from __future__ import annotations

from converter.ruledata import load_lexicon

_DATA = load_lexicon("number_words")


def _table(name: str) -> dict[str, int]:
    return dict(_DATA[name])


CARDINALS: dict[str, int] = _table("cardinals")
DOZEN: dict[str, int] = _table("dozen")
# Words that count one creature like an article does ("a lone ogre", "a single guard").
ONE_WORDS: dict[str, int] = _table("one_words")
PAIRS: dict[str, int] = _table("pairs")  # "a pair of guards", "a couple of bandits"
MULTIPLIERS = frozenset(_DATA["multipliers"])  # "two dozen", "three hundred"
