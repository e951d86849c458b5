"""Apposition: "Cheirofrastus the boar-headed demon" names one creature, not two.

A proper name followed by "the …" and a creature's head noun is that creature described: the
described mention ("demon") is the named one ("Cheirofrastus"): it is listed once, by the
text's name, with the named one's block, and fights once.  Both must count at most one (a name stands for one person),
and the name must be printed capitalised (a proper name, not "wolves the size of ponies").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from converter.models import CreatureMention
from converter.ruledata import load_lexicon

_FUNCTION_WORDS = load_lexicon("function_words")  # rules/lexicon/function_words.yaml
# An article opens the description after the name ("Cheirofrastus, the boar-headed demon").
_ARTICLES = "|".join(_FUNCTION_WORDS["definite_articles"] + _FUNCTION_WORDS["indefinite_articles"])

# Describing words allowed between "the" and the head noun ("the boar-headed demon").
APPOSITIVE_REACH_WORDS = 3


def _one(mention: CreatureMention) -> bool:
    return mention.count in (None, 1)


def described_as(
    mentions: Sequence[CreatureMention], text: str, blocks: Sequence[str] = ()
) -> dict[str, str]:
    """Each mention's name that an appositive makes the description of another creature of
    the area (a mention, or a block printed in it: ``blocks``) → the proper name it describes."""
    out: dict[str, str] = {}
    names = [m.name for m in mentions if _one(m)] + list(blocks)
    for proper in dict.fromkeys(n for n in names if n[:1].isupper()):
        for described in mentions:
            if described.name == proper or not _one(described) or described.name in out:
                continue
            head = r"\s+".join(re.escape(w) for w in described.name.split())
            if not head:
                continue
            pattern = (
                rf"\b{re.escape(proper)},?\s+(?:{_ARTICLES})\s+"
                rf"(?:[A-Za-z'-]+\s+){{0,{APPOSITIVE_REACH_WORDS}}}?{head}\b"
            )
            if re.search(pattern, text):
                out[described.name] = proper
    return out
