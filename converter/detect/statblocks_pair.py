"""The two-column roster: "Monster | Stats", a name cell and a cell holding a whole stat line.

Some modules print an area's creatures as a table of two columns under its text: the first
cell names the group ("Goblin ×4", "Four goblins", "2d4 Goblins", "Goblins (many)"), the
second holds its whole stat line ("AC 13, HP 7 (2d6), Spd 30 ft., Atk +4 (1d6+2), CR 1/4").
The read stage gives lines, not cells: a row comes out as one line, the name cell's words
then the stat cell's, and a cell too long for its column wraps onto the lines under it, the
name's at the table's left edge, the stat line's at its second column.

The rules (labels in ``rules/lexicon/stat_roster.yaml``):
- the header is a row of two labels only, a name column's (``name_labels``) and a stat-line
  column's (``statline_labels``); the x where the second starts parts the two columns. It is
  claimed and makes no block;
- the table's lines are under the header, at its size, starting inside its columns, until a
  gap wider than ``max_gap_lines`` lines; each line's characters left of the parting are the
  name cell's, the rest the stat cell's;
- a row opens where a stat cell opens with a stat line of two fields or more whose first field
  is the first row's (a table prints its stat cells in one order), beside a name; any other
  line is its cells wrapped from the row above;
- the row's stat cell, joined, is read as any stat line, so the family and fields follow the
  one grammar; the name cell gives the name (singular) and the count: "×4", "x 4" or "(4)"
  after the name or a number before it; dice or a vague word there give none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from converter.detect.statblock_common import (
    clean_name,
    lines_source,
    singular_name,
    split_multiplier,
)
from converter.detect.statblocks_roster import page_lines, roster_rules, same_row, table_regions
from converter.detect.statline import StatLine, family_of, find_statlines, read_fields
from converter.detect.statline_d20 import d20_style
from converter.models import BBox, Document, StatBlock, StatStyle, TextLine
from converter.numberwords import CARDINALS
from converter.ruledata import load_lexicon

_MIN_FIELDS = 2
_DICE = re.compile(r"\d*d\d+(?:\s*[-+]\s*\d+)?$", re.I)


@dataclass(frozen=True)
class _Header:
    lines: tuple[int, ...]
    left: float  # the name column's left edge
    parting: float  # where the stat-line column starts


@dataclass
class _Row:
    name: list[str]
    stats: list[str]
    lines: list[int]


@lru_cache(maxsize=1)
def _labels() -> tuple[re.Pattern[str], re.Pattern[str]]:
    data = load_lexicon("stat_roster")

    def alternatives(labels: Sequence[str]) -> str:
        return "|".join(re.escape(label) for label in sorted(labels, key=len, reverse=True))

    name = alternatives(data["name_labels"])
    stats = alternatives(data["statline_labels"])
    return (
        re.compile(rf"\s*(?:{name})\s*$", re.I),
        re.compile(rf"\s*(?:{name})\s+(?P<stats>(?:{stats}))\s*$", re.I),
    )


def _statline_label(text: str) -> bool:
    data = load_lexicon("stat_roster")
    return text.strip().lower() in {label.lower() for label in data["statline_labels"]}


def _char_x(line: TextLine, index: int) -> float | None:
    spans = line.char_spans()
    return spans[index][0] if spans is not None else None


def _header(lines: Sequence[TextLine], index: int, claimed: frozenset[int]) -> _Header | None:
    """The header at line ``index``: "Monster Stats" on one line, or the name label with the
    stat-line label on its row, to its right, as a line of its own."""
    name_only, both = _labels()
    line = lines[index]
    whole = both.match(line.text)
    if whole is not None:
        parting = _char_x(line, whole.start("stats"))
        return None if parting is None else _Header((index,), line.bbox.x0, parting)
    if name_only.match(line.text) is None:
        return None
    for other in page_lines(lines, line.page):
        beside = lines[other]
        if other in claimed or other == index or not same_row(line, beside):
            continue
        if beside.bbox.x0 > line.bbox.x1 and _statline_label(beside.text):
            return _Header((index, other), line.bbox.x0, beside.bbox.x0)
    return None


def _table_lines(lines: Sequence[TextLine], header: _Header, claimed: frozenset[int]) -> list[int]:
    rules = roster_rules()
    head = lines[header.lines[0]]
    tolerance = rules.edge_tolerance
    candidates = sorted(
        (
            i
            for i in page_lines(lines, head.page)
            if i not in claimed
            and i not in header.lines
            and abs(lines[i].size - head.size) <= rules.size_tolerance
            and header.left - tolerance <= lines[i].bbox.x0 <= header.parting + tolerance
            and lines[i].bbox.top > head.bbox.top + tolerance
        ),
        key=lambda i: (lines[i].bbox.top, lines[i].bbox.x0),
    )
    bottom = max(lines[i].bbox.bottom for i in header.lines)
    height = max(head.bbox.bottom - head.bbox.top, 1.0)
    table: list[int] = []
    for i in candidates:
        if lines[i].bbox.top - bottom > rules.max_gap_lines * height:
            break
        table.append(i)
        bottom = max(bottom, lines[i].bbox.bottom)
    return table


def _cells(line: TextLine, parting: float) -> tuple[str, str]:
    """The line's name-cell text and stat-cell text, parted at the stat column's x."""
    spans = line.char_spans()
    tolerance = roster_rules().edge_tolerance / 2
    if spans is None:
        return ("", line.text) if line.bbox.x0 >= parting - tolerance else (line.text, "")
    cut = next((i for i, (x0, _) in enumerate(spans) if x0 >= parting - tolerance), len(spans))
    return line.text[:cut].strip(), line.text[cut:].strip()


def _opening(stats: str, first: str | None) -> StatLine | None:
    """The stat line a row's stat cell opens with: at its start, of two fields or more, its
    first field the table's first row's (any, for the first row)."""
    found = find_statlines(stats)
    if not found or found[0].start > 0 or len(found[0].fields) < _MIN_FIELDS:
        return None
    opening = found[0].fields[0].field
    return found[0] if first is None or opening == first else None


def _rows(lines: Sequence[TextLine], header: _Header, table: Sequence[int]) -> list[_Row]:
    rows: list[_Row] = []
    first: str | None = None
    for index in table:
        line = lines[index]
        # the reader may set the two cells of one row apart: read them as one line
        if rows and index in rows[-1].lines:
            continue
        beside = [i for i in table if i != index and same_row(line, lines[i])]
        parts = [_cells(lines[i], header.parting) for i in sorted([index, *beside])]
        name = " ".join(p[0] for p in parts if p[0])
        stats = " ".join(p[1] for p in parts if p[1])
        opening = _opening(stats, first) if name else None
        if opening is not None:
            first = first or opening.fields[0].field
            rows.append(_Row([name], [stats], [index, *beside]))
        elif rows:
            rows[-1].name += [name] if name else []
            rows[-1].stats += [stats] if stats else []
            rows[-1].lines += [index, *beside]
    return rows


def name_and_count(cell: str) -> tuple[str, int | None]:
    """A name cell's creature name (singular) and count: "×4", "x 4" or "(4)" after the name,
    or a number or number word before it; dice or a vague word give no count."""
    text = clean_name(cell)
    count: int | None = None
    bracket = re.match(r"(?P<name>.*?)\s*\((?P<n>[^()]*)\)$", text)
    if bracket is not None:
        text = bracket.group("name")
        count = int(bracket.group("n")) if bracket.group("n").strip().isdigit() else None
    text, times = split_multiplier(text)
    count = times if times is not None else count
    first, _, rest = text.partition(" ")
    if rest and bracket is None and times is None:
        word = first.lower()
        if first.isdigit() or word in CARDINALS:
            count, text = int(first) if first.isdigit() else CARDINALS[word], rest
        elif _DICE.match(first) or word in roster_rules().vague:
            text = rest
    return singular_name(clean_name(text)), count


def _block(document: Document, row: _Row) -> StatBlock | None:
    text = " ".join(row.stats)
    found = find_statlines(text)
    if not found:
        return None
    line = found[0]
    family = family_of(line)
    name, count = name_and_count(" ".join(row.name))
    if family is None or not name:
        return None
    style: StatStyle = d20_style(text) if "cr" in line.ids() else family["style"]
    lines = [document.lines[i] for i in sorted(row.lines)]
    return StatBlock(
        name=name,
        page=lines[0].page,
        style=style,
        source=lines_source(document, lines),
        count=count,
        text=f"{name}: {text}",
        **read_fields(line),
    )


def find_pair_blocks(
    document: Document, claimed: frozenset[int]
) -> tuple[list[tuple[StatBlock, int]], frozenset[int], list[tuple[int, BBox]]]:
    """Each two-column roster's blocks with the index of the row's first line, the lines of
    every such roster (header and rows) and their regions."""
    lines = document.lines
    blocks: list[tuple[StatBlock, int]] = []
    taken: set[int] = set()
    regions: list[tuple[int, BBox]] = []
    for index in range(len(lines)):
        if index in claimed or index in taken:
            continue
        header = _header(lines, index, claimed | taken)
        if header is None:
            continue
        table = _table_lines(lines, header, claimed | taken)
        rows = _rows(lines, header, table)
        taken.update(header.lines)
        for row in rows:
            block = _block(document, row)
            if block is not None:
                blocks.append((block, min(row.lines)))
            taken.update(row.lines)
        regions += table_regions(lines, [*header.lines, *(i for r in rows for i in r.lines)])
    return blocks, frozenset(taken), regions
