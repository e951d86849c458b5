"""Captives and the dead: people held by the foes of an area are no foes of the party (table
``group_rule.captives``), nor is a creature lying in its resting place (``group_rule.at_rest``).

The seed counts as a threat "each additional foe that one is currently dealing with"; a slave
chained to an oar, a prisoner in a cage or a crew charmed into serving its masters is not
dealt with as a foe but freed, talked to or left. Such a creature stays in the encounter's
``creatures`` (with ``role: captive`` and a ``why``) and joins no fight.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from converter.mapping.quoting import quote
from converter.models import RoomAnalysis
from converter.ruledata import load_lexicon

# Describing words allowed between a captive word and the name ("charmed human slaves").
CAPTIVE_REACH_WORDS = 2
_FUNCTION_WORDS = load_lexicon("function_words")  # rules/lexicon/function_words.yaml
# An article or a possessive may open the phrase after a resting-place word ("the bones of its
# master"): rules/lexicon/function_words.yaml.
_DETERMINERS = "|".join(
    _FUNCTION_WORDS["definite_articles"]
    + _FUNCTION_WORDS["indefinite_articles"]
    + _FUNCTION_WORDS["possessive_determiners"]
)


def _plural_regex(name: str) -> str:
    words = [re.escape(w) for w in name.split()]
    last = words[-1]
    if last.endswith("man"):
        last = last[:-3] + "m[ae]n"
    elif last.endswith(("f", "fe")):  # "dwarf" is printed "dwarves", "wife" "wives"
        last = last[: -1 if last.endswith("f") else -2] + "(?:fe?s?|ves)"
    else:
        last += "(?:e?s)?"
    return r"\s+".join([*words[:-1], last])


def captive_why(
    name: str, text: str, analysis: RoomAnalysis, captives: Mapping[str, Any]
) -> str | None:
    """Why the creature ``name`` of an area is a captive, or None: its name is a captive's
    (``nouns``: slave, prisoner …) or a captive word (``before``: charmed, chained, caged …)
    stands right before it, past up to ``CAPTIVE_REACH_WORDS`` describing words ("charmed
    human slaves"), or a captive phrase (``after``: "held prisoner", "in chains", "is chained
    to the wall") follows it; but not when that word's or phrase's sentence has a verb of a
    guard (``foe_verbs``: "Two chained mastiffs guard the gate" are foes on a chain)."""
    if not name.split():
        return None  # a mention without a name holds nobody captive
    head = name.split()[-1]
    nouns: Sequence[str] = captives["nouns"]
    name_re = _plural_regex(name)
    before = "|".join(re.escape(w) for w in captives["before"])
    patterns = (
        rf"\b(?:{before})\s+(?:[a-z-]+\s+){{0,{CAPTIVE_REACH_WORDS}}}?{name_re}\b",
        rf"\b{name_re}\s+(?:{captives['after']})",
    )
    foe_verbs = frozenset(captives.get("foe_verbs", ()))
    for pattern in patterns:
        match = re.search(pattern, text, re.IGNORECASE)
        if match is not None and not _acts_as_foe(text, analysis, match.start(), foe_verbs):
            return _why(name, match.group(0), text, analysis, match.start())
    if head in nouns:
        match = re.search(rf"\b{name_re}\b", text, re.IGNORECASE)
        start = match.start() if match is not None else 0
        return _why(name, f"a {head}", text, analysis, start)
    return None


def _acts_as_foe(text: str, analysis: RoomAnalysis, offset: int, foe_verbs: frozenset[str]) -> bool:
    """Whether the sentence at ``offset`` has its creature guard, attack or snarl: a chained
    guard dog is bound and still a foe ("Two chained mastiffs guard the gate")."""
    if not foe_verbs:
        return False
    sentence = (
        analysis.sentence_text(text, analysis.sentence_of(offset)) if analysis.sentences else text
    )
    return any(word in foe_verbs for word in re.findall(r"[a-z]+", sentence.lower()))


def _why(name: str, words: str, text: str, analysis: RoomAnalysis, offset: int) -> str:
    sentence = (
        analysis.sentence_text(text, analysis.sentence_of(offset)) if analysis.sentences else text
    )
    return (
        f"'{' '.join(words.split())}' (\"{quote(sentence)}\"): a captive of the foes here, not "
        "a foe: no threat, in no fight; free, talk to or leave them (table group_rule.captives)"
    )


def at_rest_why(name: str, text: str, analysis: RoomAnalysis, before: str) -> str | None:
    """Why the creature ``name`` lies dead or dormant here, or None: its first naming in the
    area follows ``before`` ("the final resting place of the clone", "the bones of a giant")."""
    if not name.split():
        return None
    name_re = _plural_regex(name)
    first = re.search(rf"\b{name_re}\b", text, re.IGNORECASE)
    pattern = rf"\b(?:{before})\s+(?:(?:{_DETERMINERS})\s+)?(?:[a-z-]+\s+){{0,2}}?"
    found = re.search(pattern + rf"({name_re})\b", text, re.IGNORECASE)
    if first is None or found is None or found.start(1) != first.start():
        return None
    sentence = analysis.sentence_text(text, analysis.sentence_of(found.start()))
    return (
        f"'{' '.join(found.group(0).split())}' (\"{quote(sentence)}\"): lies dead or dormant in "
        "its resting place, no foe when the party comes in: in no fight; rouse it with an "
        "override if the party wakes it (table group_rule.at_rest)"
    )
