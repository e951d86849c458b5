"""Number words as modules print them ("five guards", "a dozen", "twenty-two"): one table.

The detectors and the mapping each add the few words their reading needs (articles, "pair",
"lone"); the cardinals themselves are defined once, here.
"""

from __future__ import annotations

_UNITS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
]
_TENS = {
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}

CARDINALS: dict[str, int] = {
    **{word: value for value, word in enumerate(_UNITS)},
    **_TENS,
    "hundred": 100,
}
DOZEN: dict[str, int] = {"dozen": 12}
# Words that count one creature like an article does ("a lone ogre", "a single guard").
ONE_WORDS: dict[str, int] = {"single": 1, "lone": 1}
