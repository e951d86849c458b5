"""Endnotes: a list of numbered notes that the text before it cites by note marks.

A booklet that marks its creatures with note numbers ("… three ogres roast eels.⁵") prints
the notes after a part of the key, under a heading as plain as "Notes", often smaller than
a room's. The heading alone says nothing (a room may have notes of its own); what makes
the list the book's and not the last room's is its grammar: its entries are numbered, and
their numbers stand as note marks (bare numerals set smaller than the text round them) in
the text of the rooms before the last one. Pure functions over the areas' context.
"""

from __future__ import annotations

import re

from converter.detect.areas_common import Context
from converter.models import Area, TextLine
from converter.ruledata import load_lexicon

NOTE_MARK_SCALE = 0.85  # a note mark is set at most this share of the text round it
MIN_CITED = 2  # note numbers of the list that must be cited as marks before it

_ENTRY_RE = re.compile(r"^\s*(\d{1,3})[.)]\s+\S")
_STAT_LINE_RE = re.compile(load_lexicon("area_keys")["stat_line"], re.IGNORECASE)
_MARKS_RE = re.compile(r"^\s*\d{1,3}(?:\s*[,\s]\s*\d{1,3})*\s*$")


def _entries(ctx: Context, heading: int) -> set[int]:
    """The numbers of the entries opening lines under the heading, up to the next heading."""
    numbers: set[int] = set()
    for j in range(heading + 1, len(ctx.lines)):
        if j in ctx.headings:
            break
        match = _ENTRY_RE.match(ctx.lines[j].text)
        if match:
            numbers.add(int(match.group(1)))
    return numbers


def _numbers(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"\d{1,3}", text)} if _MARKS_RE.match(text) else set()


def _line_marks(line: TextLine, before: TextLine | None) -> set[int]:
    """The note marks of a line: a line of bare numerals set smaller than the line before it
    in its paragraph (a raised mark read as a line of its own), or a span of bare numerals
    set smaller than the rest of its line."""
    in_paragraph = before is not None and (before.page, before.block) == (line.page, line.block)
    if in_paragraph and before is not None and line.size <= NOTE_MARK_SCALE * before.size:
        raised = _numbers(line.text)
        if raised:
            return raised
    largest = max((span.size for span in line.spans), default=0.0)
    marks: set[int] = set()
    if len(line.spans) > 1:
        for span in line.spans:
            if span.size <= NOTE_MARK_SCALE * largest:
                marks |= _numbers(span.text)
    return marks


def _marks_by_line(lines: tuple[TextLine, ...]) -> list[tuple[int, set[int]]]:
    """(line index, its marks) of the lines holding note marks, made once for the lines
    asked last (every area's end asks of the same document)."""
    held = _LAST_MARKS.get("lines")
    if held is not None and held[0] is lines:
        return held[1]
    found = [
        (j, marks)
        for j, line in enumerate(lines)
        if (marks := _line_marks(line, lines[j - 1] if j else None))
    ]
    _LAST_MARKS["lines"] = (lines, found)
    return found


_LAST_MARKS: dict[str, tuple[tuple[TextLine, ...], list[tuple[int, set[int]]]]] = {}


def cited_marks(ctx: Context, start: int, end: int) -> set[int]:
    """The note numbers marked in lines ``start`` to ``end`` (not included)."""
    marks: set[int] = set()
    for j, found in _marks_by_line(ctx.lines):
        if start <= j < end:
            marks |= found
    return marks


def gathers_notes(ctx: Context, heading: int, area_start: int) -> bool:
    """True when the heading at ``heading`` opens endnotes of the text before it rather than a
    part of the area starting at ``area_start``: at least ``MIN_CITED`` of its numbered
    entries are cited by note marks before it, one of them before the area's own heading
    (notes gathered from several rooms)."""
    listed = _entries(ctx, heading)
    if len(listed) < MIN_CITED:
        return False
    earlier = cited_marks(ctx, 0, area_start) & listed
    if not earlier:
        return False
    return len(earlier | (cited_marks(ctx, area_start, heading) & listed)) >= MIN_CITED


def _note_entry_lines(ctx: Context, heading: int) -> dict[int, int]:
    """Line index → number of the numbered entries opening lines under the heading."""
    found: dict[int, int] = {}
    for j in range(heading + 1, len(ctx.lines)):
        if j in ctx.headings and j != heading:
            break
        match = _ENTRY_RE.match(ctx.lines[j].text)
        if match:
            found[j] = int(match.group(1))
    return found


def note_entries(ctx: Context) -> frozenset[int]:
    """The lines opening entries of a list of notes: a numbered list under a heading whose
    numbers (at least ``MIN_CITED`` of them) stand as note marks in the text before it. Such
    an entry is a note the rooms cite ("3. Goblins (4): AC 6 …"), however its first line is
    set, not a keyed place of its own."""
    entries: set[int] = set()
    for heading in sorted(ctx.headings):
        listed = _note_entry_lines(ctx, heading)
        if len(listed) < MIN_CITED:
            continue
        if len(cited_marks(ctx, 0, heading) & set(listed.values())) >= MIN_CITED:
            entries.update(listed)
    return frozenset(entries)


def cited_note(ctx: Context, entries: frozenset[int], index: int, area: Area) -> bool:
    """True when the area read from line ``index`` is an entry of a list of notes
    (``entries``, from ``note_entries``) that holds game statistics: a stat block read inside
    it, or a stat line opening it. A room's body holds a scene; such a note holds the stats
    of creatures a room named."""
    opens_stats = bool(_STAT_LINE_RE.search(ctx.lines[index].text))
    return index in entries and (bool(area.statblocks) or opens_stats)
