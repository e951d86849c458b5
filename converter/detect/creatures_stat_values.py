"""Numbers and rolls in an area's text that are a statistic's value, never a count of the
creature named after them (``is_stat_value``): a stat block's text runs on into the next
block's name in the text the creatures are read from ("… ML 9 Acolyte AC 9 …", "XP VALUE: 35
GORGON HOUND", "damage 1d8 Cultist STR 12 …")."""

from __future__ import annotations

import re
from collections.abc import Sequence, Set
from functools import cache

from converter.detect.creatures_presence import Token
from converter.detect.statline import field_labels
from converter.detect.vertical_field_lines import vertical_grammar


def is_stat_value(tokens: Sequence[Token], index: int) -> bool:
    """True when the number at ``tokens[index]`` is the value of a statistic printed before it
    ("… ML 9 Acolyte AC 9 …", "hp 7"), or the last of a run of bare values ("… 7 6 75 Hill
    Troll", a value column read after its labels): a line's number, never a count of the name
    after it.
    A label printed as a whole word in lower case is prose ("save 3 prisoners", "move 2
    crates"); an abbreviation ("hp 4", "ML 8") or a capitalised label ("Save 12") is not.
    A roll after a damage label is that damage, in any case ("Sting 33%, damage 1d8 Cultist
    STR 12 …": the next block's name follows the last weapon's die)."""
    if index >= 1 and _DICE.match(tokens[index].lower):
        return _label_before(tokens, index, _damage_labels())
    if index < 1 or not tokens[index].lower.isdigit():
        return False
    if index >= 2 and tokens[index - 1].lower.isdigit() and tokens[index - 2].lower.isdigit():
        # a run of bare numbers is a table's value column read across ("… 7 6 75 Hill
        # Troll"): its last value closes the run; a count opens its phrase
        return True
    if index >= 2 and tokens[index - 1].text == "/" and tokens[index - 2].lower.isdigit():
        # the denominator of a fraction ("CR 1/4", "hp 3/12") is a value, never a count of
        # the name after it ("… CR 1/4 OSR Goblins (4) …": the next line's name)
        return True
    if _after_labelled_colon(tokens, index):
        return True
    label = tokens[index - 1]
    if label.lower not in field_labels():
        return False
    return not (label.text.islower() and len(label.text) > 3)


_LONGEST_LABEL_TOKENS = 4  # "No . of Attacks", "XP Value"


def _after_labelled_colon(tokens: Sequence[Token], index: int) -> bool:
    """True when the number follows a statistic's label and its colon ("XP VALUE: 35", "No.
    Appearing: 2"): a sheet's row, one label a line, whose last value the next sheet's name
    follows in the running text ("XP VALUE: 35 GORGON HOUND"), is never a count of it."""
    if index < 2 or tokens[index - 1].text != ":":
        return False
    return _label_before(tokens, index, _colon_labels())


_DICE = re.compile(r"\d*d\d+")


def _label_before(tokens: Sequence[Token], index: int, labels: Set[str]) -> bool:
    """True when one of ``labels`` (as ``_label_key`` keys) ends right before the value at
    ``tokens[index]``, its colon aside; the label read over up to four tokens."""
    end = index - 1 if tokens[index - 1].text == ":" else index
    run = ""
    for token in reversed(tokens[max(0, end - _LONGEST_LABEL_TOKENS) : end]):
        run = _label_key(token.lower) + run
        if run in labels:
            return True
    return False


@cache
def _damage_labels() -> frozenset[str]:
    """The labels of the statistics that print a damage roll ("Damage", "Dmg", "D",
    "Damage/Attack"), as ``_label_key`` keys."""
    rules = vertical_grammar()
    return frozenset(
        _label_key(label)
        for label, field in rules.field_of.items()
        if rules.fills.get(field) == "damage"
    )


def _label_key(text: str) -> str:
    return re.sub(r"[^a-z0-9#%]", "", text.lower())


@cache
def _colon_labels() -> frozenset[str]:
    """Every printed label of a statistic, of a one-line or a vertical block, as a key
    without blanks or stops ("xpvalue", "noappearing")."""
    return frozenset(_label_key(label) for label in vertical_grammar().field_of)
