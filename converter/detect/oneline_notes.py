"""Notes printed after a one-line stat line's last statistic, read into that creature's block
(converter.detect.statblocks_oldschool): a note in brackets ("1d10 (only silver harms it).")
and the semicolon clauses up to the sentence's end ("XP 47; when they hit, save vs.
paralysis"). Whether a note's text holds statistics (then it is the next creature's line, no
note) is the one-line grammar's to say, so the caller passes it in as ``holds_stats``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from converter.detect.statline import LINE_LABEL

# A note in brackets right after a line's last statistic ("1d10 (only silver harms it).") is
# that creature's: it opens there (or on the next line), holds words, and the sentence or the next
# creature's label follows its close. A close with no opening before it is the same note whose
# "(" was lost with a glyph ("MV 6 \ufffdmmune to fire, ice)" → "MV 6 immune to fire, ice)").
_NOTE = re.compile(r"[ \t]*\n?[ \t]*\(?(?P<note>[^()]{1,160})\)")
_NOTE_WORD = re.compile(r"[A-Za-z]{3,}")
_NOTE_FOLLOW = re.compile(r"[ \t]*(?:[.;,!?]|\n|$)|" + LINE_LABEL.pattern[:-1] + r"\s*:")


# Notes printed after a line's last statistic, each after a semicolon, up to the sentence's end
# ("XP 47; when they hit, save vs. paralysis; the slain rise as ghouls."): that creature's too.
_CLAUSES_AT = re.compile(r"[ \t]*;")
_SENTENCE_END = re.compile(r"\.(?=\s+[A-Z“\"‘']|\s*$)|\n\s*\n")
_MAX_CLAUSES = 400  # characters read for them, so a long paragraph is never scanned whole


def clause_notes(text: str, end: int, holds_stats: Callable[[str], bool]) -> tuple[str, ...]:
    """The semicolon notes after a stat line ending at ``end``, each as printed; they stop at
    the sentence's end or where a clause holds statistics (the next creature's line)."""
    opening = _CLAUSES_AT.match(text, end)
    if opening is None:
        return ()
    rest = text[opening.end() : opening.end() + _MAX_CLAUSES]
    stop = _SENTENCE_END.search(rest)
    notes: list[str] = []
    for clause in (rest[: stop.start()] if stop else rest).split(";"):
        clause = " ".join(clause.split())
        if holds_stats(clause):
            break
        if _NOTE_WORD.search(clause):
            notes.append(clause)
    return tuple(notes)


def trailing_note(
    text: str, end: int, holds_stats: Callable[[str], bool]
) -> tuple[str, int] | None:
    """Return the bracketed note printed right after a stat line ending at ``end``, and where
    it closes; never a bracket of statistics ("(30')", "(hp 9)") nor a bare count ("(6)")."""
    match = _NOTE.match(text, end)
    if match is None or "\n\n" in match.group("note"):
        return None
    note = " ".join(match.group("note").split())
    if not _NOTE_WORD.search(note):
        return None
    if holds_stats(note):
        return None
    follow = match.end()
    if not _NOTE_FOLLOW.match(text[follow:].lstrip(" \t")) and follow < len(text):
        return None
    return note, follow
