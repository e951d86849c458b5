"""Compound creature names: a known creature word before a plural noun (docs/extraction.md,
"Creatures").

In English the last noun of a compound is its head and the nouns before it modify it: "three
gorgon hounds" are hounds of a kind, "two wolf spiders" spiders, whatever "gorgon" and "wolf"
name alone. So a singular creature name right before a plural creature noun, counted as a
plural (a number above one, dice, a vague or group amount, or no determiner at all, which a
singular noun would need), names one creature: the two words as a compound ("gorgon hound").
A person's role or trade as the head ("goblin archers", "orc guards":
``creature_counts.role_nouns``) says what the persons are, not a kind: they stay the creature
before it. A name the module prints a stat block for decides instead (``creatures._mentions``
reads it), and a singular count ("a slug guards the mace") makes the plural a verb.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from converter.detect.creatures_counts import count_before
from converter.detect.creatures_presence import ARTICLES, DETERMINERS, Token
from converter.ruledata import load_lexicon


@lru_cache(maxsize=1)
def role_nouns() -> frozenset[str]:
    """The nouns of a person's role or trade (``creature_counts.role_nouns``)."""
    return frozenset(load_lexicon("creature_counts").get("role_nouns", ()))


def counted_as_plural(tokens: Sequence[Token], start: int) -> bool:
    """True when the noun phrase whose first name word is ``tokens[start]`` is counted as a
    plural: a number above one, dice, a vague or group amount before it, or no count and no
    determiner (a singular noun standing alone needs one: "Gorgon hounds prowl")."""
    counted = count_before(tokens, start, True)
    if counted is not None:
        return counted.count is None or counted.count > 1
    before = tokens[start - 1].lower if start > 0 else ""
    return before not in ARTICLES and before not in DETERMINERS and not before.endswith("'s")


def compound_name(
    tokens: Sequence[Token], start: int, modifier: str, head: str, plural: bool
) -> str | None:
    """The compound name ("gorgon hound") of the singular ``modifier`` name whose phrase opens
    at ``tokens[start]`` and the ``head`` name right after it, printed in the plural when
    ``plural``; None when the two are no compound (a singular head, a role noun, a singular
    count)."""
    if not plural or head in role_nouns() or head.split()[0] in role_nouns():
        return None
    if not counted_as_plural(tokens, start):
        return None
    return f"{modifier} {head}"
