"""Where one creature's stat line ends: the old-school reader's tokens chained into runs.

``statblocks_oldschool`` reads a document's text as one stream of key/value tokens
(``oneline_tokens``); ``chain_runs`` chains them while they sit close together and breaks the
chain where the printed line shows the next creature's statistics begin (a repeated armour
class, a sentence's end, a title line, a new bracket). What a run is, a stat line or not, and
the fields it gives are read elsewhere (``statblocks_oldschool``, ``oneline_fields``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from converter.detect.oneline_tokens import MAX_GAP, ONELINE, Run, Token
from converter.detect.statblock_common import counts_a_label
from converter.detect.statblock_names import item_opens_line
from converter.detect.statblock_stream import title_between
from converter.detect.statline import opens_labelled_line

_BRACKETED = re.compile(r"\([^()]*\)")
# Unkeyed tokens ("1d6", "F2") join a run only within its sentence; keyed ones may follow
# a label ("No. of Attacks: 1 weapon").
WEAK_KINDS = frozenset(ONELINE["weak_fields"])
_SENTENCE_BREAK = re.compile(r"[.!?]\s+[A-Z]|:")
_GAP_WORD = re.compile(r"[A-Za-z]{2}")
# An attack's own label before it is no word between ("Atk" / "dagger +3 melee (1d8)", the
# label left at a line's end when a narrow column wraps the attack onto the next line).
_ATTACK_LABEL = re.compile(r"\b(?:Atk|Att|ATK|Attacks?|ATTACKS?)\b")
# The first word of an attack's name left at a line's end when the column wraps the name
# ("Speed 30 ft., short" / "sword +2 (1d8)"): a lower-case word after the list's separator,
# the line break right after it. It is the attack's, no word between.
_WRAPPED_ATTACK_HEAD = re.compile(r"(?<=[,;])[ \t]*[a-z][\w’'-]*[ \t]*$")
_TITLE_NAME = re.compile(r"[A-Z][\w’'-]*(?:[ ,]+[A-Za-z][\w’'-]*){0,4}")


def _opens_title_line(gap: str) -> bool:
    """True when the text before a challenge rating is a new line's creature title ("Vine
    Horror CR 2"): a 3e / Pathfinder block's title line starts that creature's stats."""
    head, newline, tail = gap.rpartition("\n")
    return bool(newline) and _TITLE_NAME.fullmatch(tail.strip()) is not None


def _words_before_attack(gap: str, text: str, token: Token) -> bool:
    """True when words stand between a run and an attack ("… ML 8. The ogre swings a club
    +3 (1d8)"): prose, not the run's list. The attack's own label ("Atk") and the first word
    of its name wrapped to the line before ("short" / "sword +2 (1d8)") are no such words."""
    if text[token.start : token.start + 1] == "\n" or text[token.start - 1 : token.start] == "\n":
        gap = _WRAPPED_ATTACK_HEAD.sub("", gap)
    return _GAP_WORD.search(_ATTACK_LABEL.sub("", gap)) is not None


_DIE_IN = re.compile(r"\d*d\d")


def _attack_open(run: Run, text: str) -> bool:
    """True when the run ends on an attack printed without its damage ("Att 1 × club" at a
    line's end): the dice opening the next line are that attack's, wrapped, where a table's
    next row follows a line that ended on a complete statistic."""
    last = run.tokens[-1]
    return last.kind == "at" and _DIE_IN.search(text[last.start : last.end]) is None


# A stat line wrapped inside its list of fields keeps a separator at the wrap: after the last
# value of the line ("hp 9, 12 ·" / "claw 1d10", "hp 28, 20," / "20 · dagger 1d10", "slam" after
# a dot) or opening the next line ("· claw 1d10"). A table's next row opens with its roll or its
# name, and its row before ends on a value, so dice after a separator are no new row.
_LIST_GOES_ON = re.compile(r"[·•;,|]")


# Inline statistics are one creature's to a bracket: a bracket closed, words, and a new one
# opened ("… (AC 8, HD 1). Six bandits (CR 1/4; AC 12 …") start the next group's line, whatever
# field the new bracket opens with; but a bracket holding a die alone is an attack's damage
# ("Ghoul (HD 2) claw (d6)"), never a group's statistics.
_NEXT_BRACKET = re.compile(r"\)[^()]*[A-Za-z]{2}[^()]*\(")
_BARE_DIE_IN_BRACKET = re.compile(r"d\d+\)")


def _opens_next_bracket(text: str, end: int, token: Token) -> bool:
    """True when a bracket closed after the run, words, and a new bracket opened before the
    token start the next group's statistics; not when the new bracket is the token's own and
    holds a die alone, an attack's damage ("Ghoul (HD 2) claw (d6)"). The gap alone is read,
    so no later bracket of the same line counts."""
    match = _NEXT_BRACKET.search(text, end, token.start)
    if match is None:
        return False
    return not (match.end() == token.start and _BARE_DIE_IN_BRACKET.match(text, token.start))


def chain_runs(tokens: list[Token], text: str, titles: Sequence[tuple[int, int]] = ()) -> list[Run]:
    """Chain tokens into runs; a run starts with a keyed token and breaks at long gaps,
    sentence ends, a repeated AC/HD/CR, dice on the next line after a complete line, or a
    title line between two statistics: a name set on a line of its own (a box's name bar,
    "Acolyte", "Bog Hags (8)") opens the next creature's stats, though the fields before it
    ("THAC0 14 AL Chaotic XP 75", the tail of a box read row by row) hold no armour class;
    so does a line opening with a creature item before an armour class or hit dice after
    fields that hold neither (``item_opens_line``); and a die alone in a bracket closed by a
    colon, the next label's count ("Kobolds (1d8):", ``counts_a_label``)."""
    runs: list[Run] = []
    current = Run()
    for token in tokens:
        if not current.tokens:
            if token.kind not in WEAK_KINDS:
                current.tokens.append(token)
            continue
        gap = text[current.end : token.start]
        kinds = current.kinds()
        if (
            (token.kind in ("hd", "ac", "cr") and token.kind in kinds)
            or len(_BRACKETED.sub("()", gap)) > MAX_GAP
            or "\n\n" in gap
            or (token.kind in WEAK_KINDS and _SENTENCE_BREAK.search(gap))
            or (token.kind == "hit" and _words_before_attack(gap, text, token))
            or (
                "\n" in gap
                and token.kind == "dice"
                and len(kinds) >= 3
                and not _attack_open(current, text)
                and not _LIST_GOES_ON.search(gap)
            )
            or (token.kind not in WEAK_KINDS and opens_labelled_line(gap))
            or (token.kind == "cr" and _opens_title_line(gap))
            or _opens_next_bracket(text, current.end, token)
            or title_between(titles, current.end, token.start)
            or (token.kind == "dice" and counts_a_label(text, token.start, token.end))
            or (token.kind in ("ac", "hd") and not {"ac", "hd"} & kinds and item_opens_line(gap))
        ):
            runs.append(current)
            current = Run([] if token.kind in WEAK_KINDS else [token])
            continue
        current.tokens.append(token)
    if current.tokens:
        runs.append(current)
    return runs
