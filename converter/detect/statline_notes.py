"""Notes that close a field-grammar stat line's list: that creature's, read into its block.

A creature's own line lists its statistics with commas or semicolons, and the list may end on
words that are no statistic: a trait ("d6 bite, hates fire"), a labelled entry ("staff (d8),
Critical damage: breaks the target's shield", Knave and Cairn), a clause ("Claw (d6); flees
from fire"). The separator keeps them in the list, so they are the block's (its ``special``,
its text), as the one-line grammar already reads a bracketed or semicolon note after its line
(``oneline_notes.trailing_note``, ``clause_notes``). Only a line that opens its own
printed line (after at most a name) has such a list; the notes end at the sentence's end, a
paragraph break, or a line that opens a new entry: another paragraph or box (a running foot
under it), a heading, a bold lead (the next creature's name), or the next stat line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from converter.detect.statblock_stream import Stream
from converter.detect.statline import StatLine, find_fields, grammar

# The rest of the item the line's last field sits in (" bite" of "d6 bite", perhaps wrapped
# onto the next line; the ")" of "Claw (d6"), then the list's separator.
_SEPARATOR = re.compile(r"[^,;.!?(\n]{0,30}?(?:\n[^,;.!?(\n]{0,30}?)?[ \t]*[,;][ \t]*\n?[ \t]*")
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n[ \t]*\n")
# What may stand before a creature's own stat line on its printed line: its name, perhaps a
# count and a colon or dash, no sentence ("Bog Hag —", "Giant Rat:", "Wolves (3):").
_NAME_BEFORE = re.compile(r"[^.!?\n]{0,60}")
_LABEL_MARKS = (":", "—", "–", "-")
_WORD = re.compile(r"[^\W\d_]{3,}")
MAX_NOTE_CHARS = 240  # how far notes are read after a line, so prose is never scanned whole


@dataclass(frozen=True)
class Notes:
    """The notes after a stat line, as printed, and where the last one ends."""

    notes: tuple[str, ...]
    end: int


def _opens_own_line(stream: Stream, line: StatLine) -> bool:
    """True when only a creature's label stands before the line on its printed line: a name
    set off by a colon or a dash, or set bold ("Giant Rat:", "Bog Hag —", "**Ghoul**"), no
    sentence and no parenthesis left open (stats inside prose are no creature's own line)."""
    line_start = stream.line_starts[stream.line_at(line.start)]
    before = stream.text[line_start : line.start]
    if _NAME_BEFORE.fullmatch(before) is None or before.count("(") != before.count(")"):
        return False
    label = before.strip()
    first = line_start + len(before) - len(before.lstrip())
    return not label or label.endswith(_LABEL_MARKS) or any(b == first for b, _ in stream.bold)


def _opens_entry(stream: Stream, index: int, before: int) -> bool:
    """True when printed line ``index`` opens a new entry: a new paragraph or box (the reader's
    block: a vertical gap, a box edge, another column or page), a heading, a bold lead, or
    the line a later stat line starts on (``before``)."""
    if before < len(stream.text) and stream.line_at(before) <= index:
        return True
    here, above = stream.lines[index], stream.lines[index - 1]
    if (here.page, here.column, here.block) != (above.page, above.column, above.block):
        return True
    start = stream.line_starts[index]
    first = start
    while first < len(stream.text) and stream.text[first] in " \t":
        first += 1
    return any(h_start <= first < h_end for h_start, h_end, _ in stream.headings) or any(
        b_start == first for b_start, _ in stream.bold
    )


def _extent(stream: Stream, start: int, before: int) -> int:
    """Where notes opening at ``start`` end: a sentence's end, a paragraph break, the line
    that opens a new entry, ``before`` (the next stat line) or the reading limit."""
    limit = min(before, start + MAX_NOTE_CHARS, len(stream.text))
    stop = _SENTENCE_END.search(stream.text, start, limit)
    end = stop.start() if stop else limit
    index = stream.line_at(start) + 1
    while index < len(stream.line_starts) and stream.line_starts[index] < end:
        if _opens_entry(stream, index, before):
            return stream.line_starts[index] - 1
        index += 1
    return end


def _wraps_into_entry(stream: Stream, opening: re.Match[str], before: int) -> bool:
    """True when the rest of the last item, wrapped onto the next printed line, runs into a
    line that opens a new entry."""
    wrapped = stream.line_at(opening.start()) + 1
    if wrapped >= len(stream.line_starts) or stream.line_starts[wrapped] >= opening.end():
        return False
    return _opens_entry(stream, wrapped, before)


def trailing_notes(stream: Stream, line: StatLine, before: int) -> Notes | None:
    """The notes that close ``line``'s list, each item between separators as printed, up to
    the first item holding a statistic; ``before`` is where the next stat line starts."""
    opening = _SEPARATOR.match(stream.text, line.end, min(before, len(stream.text)))
    if opening is None or not _opens_own_line(stream, line):
        return None
    if _wraps_into_entry(stream, opening, before):
        return None  # the item's rest would be another entry's line
    end = _extent(stream, opening.end(), before)
    notes: list[str] = []
    last = opening.end()
    for match in re.finditer(r"[^;]+", stream.text[opening.end() : end]):
        item = " ".join(match.group(0).split()).strip(" ,")
        if any(f.field in grammar().labelled for f in find_fields(item)):
            break
        if _WORD.search(item):
            notes.append(item)
            last = opening.end() + match.end()
    return Notes(tuple(notes), last) if notes else None
