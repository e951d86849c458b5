"""The game family of an old-school reader's run (``statblocks_oldschool``), from the fields
it prints: a d20 line (3e, 5e), AD&D, B/X, or a game of its own (``old_school_marks``)."""

from __future__ import annotations

import re

from converter.detect import old_school_marks as games
from converter.detect.oneline_tokens import D20_KINDS, OWN_GAME_MARKS, Run, Token
from converter.detect.statline_d20 import d20_style, with_rating_note
from converter.models import StatStyle

_HD_AS_DICE = re.compile(r"\d+d\d+(?:\s*[+-]\s*\d+)?")
_HIT_POINTS_AFTER = re.compile(r"\s*(?:hit points|hp)\b", re.IGNORECASE)


def _hd_as_dice(hit_dice: Token, text: str) -> bool:
    """True for hit dice printed as dice ("HD 2d8", "HD 4d8+4"): the d20 grammar's (3e, Castles
    & Crusades, its armour class ascending), where the old-school families print a number of
    dice ("HD 2", "HD 3+1", "HD 1-1"); but a creature of less than one die there prints its hit
    points' dice ("HD 1d4 Hit Points", Basic Fantasy)."""
    return bool(_HD_AS_DICE.fullmatch(hit_dice.value)) and not _HIT_POINTS_AFTER.match(
        text, hit_dice.end
    )


def _own_game(run: Run, text: str) -> bool:
    """True when the run's printed line, to its end, shows a statistic B/X never prints (a
    skill bonus, a save as one target roll "12+"): a game of its own with an ascending armour
    class (Worlds Without Number and kin), rated by its hit dice as B/X is."""
    line_end = text.find("\n", run.end)
    end = len(text) if line_end < 0 else line_end
    return any(mark.search(text, run.start, end) for mark in OWN_GAME_MARKS)


def run_style(run: Run, text: str) -> StatStyle:
    """The family of a run, from the fields it prints: a d20 field ("Init +1", "Act 1d20",
    "Fort +1, Ref +0, Will +2", a rating), "touch" or hit dice as dice make it a d20 line;
    special attacks or a move in inches make it AD&D; the rest is B/X (``old_school_marks``)."""
    kinds = run.kinds()
    hit_dice = run.first("hd")
    if (
        D20_KINDS & kinds
        or any("touch" in t.value for t in run.tokens)
        or (hit_dice is not None and _hd_as_dice(hit_dice, text))
    ):
        # a d20 line: 3e or 5e by the fields it prints, the rating's "(XP 50; PB +2)" too
        rating = run.first("cr")
        end = with_rating_note(text, rating.end, run.end) if rating else run.end
        return d20_style(text[run.start : end])
    if _own_game(run, text):
        return "other"
    if kinds == {"hd", "dice"}:
        # hit dice and attack dice alone, no armour class, which every B/X and AD&D line
        # prints: a game where the players roll to defend (The Black Hack and kin)
        return "other"
    if "lv" in kinds and "hd" not in kinds:
        # a creature level where the old-school lines print hit dice ("LV 2"): a game of its
        # own (Shadowdark and kin), read by the level, not by a family's table
        return "other"
    return games.old_school_style(run_marks(run, text))


def run_marks(run: Run, text: str) -> frozenset[StatStyle]:
    """What the run's own fields say of its old-school family (``old_school_marks``), each
    read as printed ("AC 6 [13]" with its bracket, "MV 9\"" with its inch mark)."""
    return games.family_marks((t.kind, text[t.start : t.end]) for t in run.tokens)
