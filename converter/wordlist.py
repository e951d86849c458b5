"""The bundled English word list, shared by the stages that tell a word from a name or from
extraction damage (``converter.read`` repairs text with it, ``converter.detect`` and
``converter.mapping`` tell a proper name from an English word)."""

from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def word_list() -> frozenset[str]:
    """The bundled lower-case word list."""
    text = resources.files("converter").joinpath("data/words.txt").read_text(encoding="utf-8")
    return frozenset(w for w in text.split() if not w.startswith("#"))


def is_word(word: str) -> bool:
    """True when ``word`` (any case, plural or possessive forms too) is in the word list."""
    words = word_list()
    w = word.lower().strip("'’")
    if w in words:
        return True
    for suffix in ("'s", "’s", "s", "es"):
        if w.endswith(suffix) and w[: -len(suffix)] in words:
            return True
    return False
