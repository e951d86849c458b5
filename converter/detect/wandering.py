"""Random-encounter tables: each row ("1-3 Zombie", "01–15 3d6 wolves") is a wandering entry.

A row opens with a roll (a number or a range) and names a creature, with a count before it or
in brackets after it. Consecutive rows form a table when a title or die header just above
them says so (``stat_wandering.yaml``), or, untitled, when enough of them are ranges that
follow on from each other. A row is not a creature present in an area; a row that prints
statistics ("2-4 Ghouls (3) AC 6, HD 2 …") is also a stat block, named without its roll.

A table may also run inside a paragraph, after a title and a colon ("Wandering monsters (1 in
6, check every 2 turns): 1-2 giant rats (1d4), 3-4 goblin (1d2), 5-6 giant centipedes
(1d2)."): each item between commas or semicolons is a row, and every item must read as one,
with rolls that follow on from each other from the first.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from itertools import accumulate
from typing import Any

from converter.detect.sections import document_to_sections
from converter.detect.statblock_common import clean_text, lines_source, singular_name
from converter.detect.statblock_context import COUNT, STOP_MODIFIERS
from converter.models import Area, Document, Section, Source, TextLine, WanderingEntry
from converter.ruledata import load_lexicon

_ROW = re.compile(
    rf"^\s*(?P<roll>\d{{1,3}}(?:\s*-\s*\d{{1,3}})?)\s*[.:)|]?\s+"
    rf"(?:(?P<count>{COUNT})\s+)?(?P<rest>[A-Za-z].*)$",
    re.IGNORECASE,
)
_ROLL_ONLY = re.compile(r"^\s*\d{1,3}(?:\s*-\s*\d{1,3})?\s*$")
_BRACKET_COUNT = re.compile(r"^\s*\((?P<count>\d+d\d+(?:[+-]\d+)?|\d+)\)")
_WORD = re.compile(r"[A-Za-z][\w’'-]*")
_INLINE_ITEMS = re.compile(r":\s*(?P<items>\d[^:]*?)(?:\.(?!\d)|$)")
MIN_LEVEL_AREAS = 2
_ITEM_SPLIT = re.compile(r"\s*[,;]\s*(?:(?:and|or)\s+)?")


@dataclass(frozen=True)
class _Row:
    index: int
    roll: str
    low: int
    high: int
    name: str
    count_text: str
    text: str = ""  # the row as printed (a roll cell and its line joined)


@cache
def _settings() -> dict[str, Any]:
    return dict(load_lexicon("stat_wandering"))


def _name(rest: str, limit: int) -> tuple[str, str]:
    """Return the creature words a row's text opens with and the rest after them."""
    words: list[str] = []
    position = 0
    for match in _WORD.finditer(rest):
        if rest[position : match.start()].strip() or match.group(0).lower() in STOP_MODIFIERS:
            break
        words.append(match.group(0))
        position = match.end()
        if len(words) > limit:
            return "", rest
    return " ".join(words), rest[position:]


def _row_texts(lines: Sequence[TextLine]) -> list[tuple[int, int, str]]:
    """Return (first line, last line, text) per printed row: a roll alone on its line (a table
    cell the layout set apart) is read with the line after it."""
    rows: list[tuple[int, int, str]] = []
    index = 0
    while index < len(lines):
        text = clean_text(lines[index].text)
        following = index + 1
        if (
            _ROLL_ONLY.match(text)
            and following < len(lines)
            and lines[following].page == lines[index].page
            and not _ROW.match(clean_text(lines[following].text))
        ):
            rows.append((index, following, f"{text.strip()} {clean_text(lines[following].text)}"))
            index += 2
            continue
        rows.append((index, index, text))
        index += 1
    return rows


def _row(index: int, text: str, limit: int) -> _Row | None:
    match = _ROW.match(text)
    if not match:
        return None
    name, after = _name(match.group("rest"), limit)
    if not name:
        return None
    count_text = match.group("count") or ""
    bracket = _BRACKET_COUNT.match(after)
    if bracket and not count_text:
        count_text = bracket.group("count")
    roll = re.sub(r"\s+", "", match.group("roll"))
    low, _, high = roll.partition("-")
    name = singular_name(name.lower())
    return _Row(index, roll, int(low), int(high or low), name, count_text, text.strip())


def _titled(lines: Sequence[TextLine], first: int) -> bool:
    settings = _settings()
    die = re.compile(settings["die_header"], re.IGNORECASE)
    words = set(settings["title_words"])
    for index in range(first - 1, max(-1, first - 1 - settings["header_reach"]), -1):
        if lines[index].page != lines[first].page:
            break
        text = lines[index].text
        if die.search(text) or words & set(re.findall(r"[a-z]+", text.lower())):
            return True
    return False


def _in_sequence(rows: Sequence[_Row]) -> bool:
    ranges = sum(row.high > row.low for row in rows)
    follows = all(b.low == a.high + 1 for a, b in zip(rows, rows[1:], strict=False))
    return ranges >= 2 and follows


def _tables(lines: Sequence[TextLine]) -> list[list[_Row]]:
    limit = _settings()["max_name_words"]
    groups: list[list[_Row]] = []
    current: list[_Row] = []
    last = -1
    for first, end, text in _row_texts(lines):
        row = _row(first, text, limit)
        if row and current and (first != last + 1 or lines[first].page != lines[last].page):
            groups.append(current)
            current = []
        if row:
            current.append(row)
        elif current:
            groups.append(current)
            current = []
        last = end
    if current:
        groups.append(current)
    settings = _settings()
    return [
        rows
        for rows in groups
        if (len(rows) >= settings["min_rows_titled"] and _titled(lines, rows[0].index))
        or (len(rows) >= settings["min_rows_untitled"] and _in_sequence(rows))
    ]


def find_wandering(document: Document) -> tuple[WanderingEntry, ...]:
    """Return the rows of the document's random-encounter tables, in reading order."""
    lines = document.lines
    return tuple(
        WanderingEntry(
            roll=row.roll,
            name=row.name,
            count_text=row.count_text,
            source=lines_source(document, [lines[row.index]]),
            text=row.text,
        )
        for rows in _tables(lines)
        for row in rows
    ) + _inline_entries(document)


def _paragraphs(lines: Sequence[TextLine]) -> list[list[int]]:
    """Runs of line indexes that are one paragraph-or-box of one page (``TextLine.block``)."""
    runs: list[list[int]] = []
    for index, line in enumerate(lines):
        previous = lines[index - 1] if index else None
        same = previous is not None and (previous.page, previous.block) == (line.page, line.block)
        if same and runs:
            runs[-1].append(index)
        else:
            runs.append([index])
    return runs


def _inline_rows(text: str, limit: int) -> list[tuple[int, _Row]]:
    """The rows of an inline table in ``text`` (offset of each item, row), or none."""
    words = set(_settings()["title_words"])
    for match in _INLINE_ITEMS.finditer(text):
        title = text[max(0, match.start() - 80) : match.start()].lower()
        if not words & set(re.findall(r"[a-z]+", title)):
            continue
        found: list[tuple[int, _Row]] = []
        start = match.start("items")
        for item in _ITEM_SPLIT.split(match.group("items")):
            offset = text.index(item, start)
            start = offset + len(item)
            row = _row(0, item, limit)
            if row is None or (found and row.low != found[-1][1].high + 1):
                found = []
                break
            found.append((offset, row))
        if len(found) >= _settings()["min_rows_titled"] and found[0][1].low <= 1:
            return found
    return []


def _inline_entries(document: Document) -> tuple[WanderingEntry, ...]:
    """The rows of tables printed inside a paragraph, in reading order."""
    lines = document.lines
    limit = _settings()["max_name_words"]
    out: list[WanderingEntry] = []
    for run in _paragraphs(lines):
        texts = [clean_text(lines[i].text).strip() for i in run]
        joined = " ".join(texts)
        rows = _inline_rows(joined, limit)
        # Where each line's text begins in ``joined`` (running sums, made only for a
        # paragraph that holds a table): the line of an item is the last one begun by then.
        starts = list(accumulate((len(t) + 1 for t in texts[:-1]), initial=0)) if rows else []
        for offset, row in rows:
            line = run[bisect_right(starts, offset) - 1]
            item = joined[offset:].split(",")[0].split(";")[0].strip().rstrip(".")
            out.append(
                WanderingEntry(
                    roll=row.roll,
                    name=row.name,
                    count_text=row.count_text,
                    source=lines_source(document, [lines[line]]),
                    text=item,
                )
            )
    return tuple(out)


def _line_of(
    lines: Sequence[TextLine], source: Source, by_page: dict[int, list[int]]
) -> int | None:
    """The index of the first line a source starts at (same page read, same top): an imposed
    sheet's two halves hold lines at one top, the page read tells them apart. ``by_page``
    (``_lines_by_page``) holds each page's line indices, so no other page is scanned."""
    for index in by_page.get(source.read_on, ()):
        line = lines[index]
        if source.bbox is None or abs(line.bbox.top - source.bbox.top) <= 1.5:
            return index
    return None


def _lines_by_page(document: Document) -> dict[int, list[int]]:
    """The indices of each page's lines (pages read, ``Document.reading_pages``), in order."""
    out: dict[int, list[int]] = {}
    for index, line in enumerate(document.lines):
        out.setdefault(document.reading_page_of(line), []).append(index)
    return out


def _level(
    sections: Sequence[Section],
    at: int,
    area_lines: Sequence[tuple[int, str]],
    starts: Sequence[int],
) -> tuple[str, tuple[str, ...]] | None:
    """The innermost section holding line ``at`` that holds some but not all of the areas
    (a "Level 2" chapter, not the whole module) and at least ``MIN_LEVEL_AREAS`` of them (a
    level is a group of places; one area prints its own table), with the areas it holds.
    ``starts`` are the sections' heading lines: in order, so those after ``at`` are cut."""
    holding = [s for s in sections[: bisect_right(starts, at)] if at < s.end]
    for section in sorted(holding, key=lambda s: s.end - s.heading.index):
        inside = tuple(name for line, name in area_lines if section.start <= line < section.end)
        if MIN_LEVEL_AREAS <= len(inside) < len(area_lines):
            return section.heading.text, inside
    return None


def place_in_levels(
    document: Document, entries: Sequence[WanderingEntry], areas: Sequence[Area]
) -> tuple[WanderingEntry, ...]:
    """Each row with the level its table belongs to: the innermost section (by the headings'
    typography) that holds the table and some, not all, of the module's areas. A table of the
    whole module (before the key, in an appendix that holds no area) has no level."""
    if not entries:
        return ()
    lines = document.lines
    sections = document_to_sections(document)
    by_page = _lines_by_page(document)
    starts = [section.heading.index for section in sections]
    area_lines = [
        (line, area.key or area.name)
        for area in areas
        if (line := _line_of(lines, area.source, by_page)) is not None
    ]
    out = []
    for entry in entries:
        at = _line_of(lines, entry.source, by_page)
        level = None if at is None else _level(sections, at, area_lines, starts)
        out.append(entry if level is None else replace(entry, level=level[0], level_areas=level[1]))
    return tuple(out)
