"""The generator's own vocabulary, loaded once from ``data/words.yaml``."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

DATA = Path(__file__).resolve().parent / "data" / "words.yaml"

NUMBER_WORDS = [
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
]


@dataclass(frozen=True)
class Kind:
    """A creature kind: the truth name, the printed plural and the numbers stats derive from."""

    name: str
    plural: str
    size: str
    type: str
    hd: int
    ac: int

    def printed(self, count: int | None) -> str:
        """The name as a sentence prints it for ``count`` creatures (None: an unstated number)."""
        return self.name if count == 1 else self.plural


@dataclass(frozen=True)
class Hazard:
    name: str
    text: str


@dataclass(frozen=True)
class Vocabulary:
    creatures: tuple[Kind, ...]
    hazards: tuple[Hazard, ...]
    lists: dict[str, tuple[str, ...]]

    def words(self, name: str) -> tuple[str, ...]:
        return self.lists[name]


@functools.cache
def vocabulary() -> Vocabulary:
    raw: dict[str, Any] = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    creatures = tuple(Kind(**entry) for entry in raw.pop("creatures"))
    hazards = tuple(Hazard(**entry) for entry in raw.pop("hazards"))
    lists = {key: tuple(str(v) for v in values) for key, values in raw.items()}
    return Vocabulary(creatures, hazards, lists)


def count_words(count: int, capital: bool = False) -> str:
    """A count spelled out when small ("three"), else in digits, as module prose does."""
    text = NUMBER_WORDS[count] if count < len(NUMBER_WORDS) else str(count)
    return text.capitalize() if capital else text


def roman(number: int) -> str:
    """Roman numerals for area keys ("XII")."""
    pairs = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
    out = ""
    for value, letters in ((50, "L"), (40, "XL"), *pairs):
        while number >= value:
            out += letters
            number -= value
    return out


def article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"
