"""A cheap exact test before a case-insensitive search: the literal words a match must hold.

Most scene signals (``rules/lexicon/area_scene.yaml``) are ``\\b(word|word|...)\\b`` searched
case-insensitively; a body without any of them costs the regex engine a full scan that
tries every alternative at every position. Each alternative of such a pattern opens with a
literal, so a match contains one of those literals; ``str.__contains__`` on the lower-cased
body rules the pattern out far faster. The cues come from the pattern itself (Python's own
regex parser), never from a second word list: a pattern of another shape gets no cues and
is always searched.

The cues also tell where a match can start: at an occurrence of one of them (``found_in``),
so a body that holds a cue is tried there, not at each of its positions.

Exactness. Under ``re.IGNORECASE`` an ASCII letter matches its other case and four non-ASCII
characters (``FOLDS``); a body holding one of those is always searched. Any other char that
matches an ASCII literal is an ASCII letter of either case, which ``str.lower`` maps to the
literal's own lower case, one char for one, so a match's literal is in the lowered body.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Sequence
from typing import Any

FOLDS = frozenset("\u0130\u0131\u017f\u212a")  # İ ı ſ K: match i, i, s, k under re.I


def pattern_cues(pattern: str, flags: int = re.IGNORECASE) -> tuple[str, ...] | None:
    """Lower-case strings, one of which every match of ``pattern`` contains; ``None`` when
    some alternative does not open with an ASCII literal (then no test is possible)."""
    try:
        parser = importlib.import_module("re._parser")  # CPython's own, 3.11 and later
        constants = importlib.import_module("re._constants")
        tree = parser.parse(pattern, flags)
    except (ImportError, re.error):
        return None
    found = _prefixes(list(tree), constants)
    if not found:
        return None
    # A cue that opens with a shorter cue adds nothing: where no 'door' is, no 'doorway' is.
    return tuple(sorted({c for c in found if not any(o != c and c.startswith(o) for o in found)}))


def _prefixes(items: Sequence[tuple[Any, Any]], k: Any) -> list[str] | None:
    """The literal each match of ``items`` opens with (after zero-width assertions)."""
    start = 0
    while start < len(items) and items[start][0] is k.AT:
        start += 1  # \b, ^: zero-width, the literal after them is still in the match
    if start == len(items):
        return None
    op, value = items[start]
    if op is k.LITERAL:
        run = []
        for next_op, code in items[start:]:
            if next_op is not k.LITERAL or code > 127:
                break
            run.append(chr(code).lower())
        return ["".join(run)] if run else None
    if op is k.SUBPATTERN:
        _, add_flags, del_flags, inner = value
        return None if add_flags or del_flags else _prefixes(list(inner), k)
    if op is k.BRANCH:
        out: list[str] = []
        for alternative in value[1]:
            got = _prefixes(list(alternative), k)
            if got is None:
                return None
            out += got
        return out
    return None


def cue_text(text: str) -> str | None:
    """The body as the cues are looked for in (lower case); ``None`` when it holds a char
    that folds onto an ASCII letter otherwise (``FOLDS``): then every pattern is searched."""
    if not text.isascii() and not FOLDS.isdisjoint(text):
        return None
    return text.lower()


def may_match(cues: tuple[str, ...] | None, lowered: str | None) -> bool:
    """False only when no match is possible: the body lacks every cue of the pattern."""
    if cues is None or lowered is None:
        return True
    return any(cue in lowered for cue in cues)


def found_in(
    pattern: re.Pattern[str], cues: tuple[str, ...] | None, text: str, lowered: str | None
) -> bool:
    """Whether ``pattern.search(text)`` finds a match, tried only where one can start.

    A match opens with one of the pattern's cues (what stands before it is zero-width), so
    it starts where the lowered body holds a cue: ``pattern.match`` at those places alone
    gives the search's answer. ``match`` at a position sees the chars before it, as the
    search does (a ``\\b`` there is the same test). The lowered body has the body's length,
    char for char (``cue_text``: the one char whose lower case is two, U+0130, folds).
    """
    if cues is None or lowered is None:
        return pattern.search(text) is not None
    for cue in cues:
        at = lowered.find(cue)
        while at >= 0:
            if pattern.match(text, at) is not None:
                return True
            at = lowered.find(cue, at + 1)
    return False
