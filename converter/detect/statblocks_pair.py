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
from dataclasses import dataclass, field
from functools import lru_cache

from converter.detect.old_school_marks import OLD_SCHOOL, family_marks, old_school_style
from converter.detect.statblock_common import (
    clean_name,
    lines_source,
    singular_name,
    split_multiplier,
)
from converter.detect.statblocks_pair_headless import headless_table, is_name_cell
from converter.detect.statblocks_pair_where import where_placements
from converter.detect.statblocks_roster import page_lines, roster_rules, same_row, table_regions
from converter.detect.statline import StatLine, family_of, find_statlines, read_fields
from converter.detect.statline_d20 import d20_style
from converter.models import BBox, Document, StatBlock, StatStyle, TextLine
from converter.numberwords import CARDINALS
from converter.read.split_words import is_stat_label
from converter.ruledata import load_lexicon
from converter.wordlist import is_word

_MIN_FIELDS = 2
_DICE = re.compile(r"\d*d\d+(?:\s*[-+]\s*\d+)?$", re.I)


@dataclass(frozen=True)
class _Header:
    lines: tuple[int, ...]
    left: float  # the name column's left edge
    parting: float  # where the stat-line column starts
    where: float | None = None  # where a rooms column between them starts (a level's roster)


@dataclass
class _Row:
    name: list[str]
    stats: list[str]
    lines: list[int]
    where: list[str] = field(default_factory=list)


@lru_cache(maxsize=1)
def _labels() -> tuple[re.Pattern[str], re.Pattern[str]]:
    data = load_lexicon("stat_roster")

    def alternatives(labels: Sequence[str]) -> str:
        # a label's cell may wrap it ("Denizens of" / "the Level"): its first words head it
        forms = {" ".join(label.split()[:end]) for label in labels for end in range(1, 9)}
        return "|".join(re.escape(form) for form in sorted(forms, key=len, reverse=True))

    name = alternatives(data["name_labels"])
    stats = alternatives(data["statline_labels"])
    where = alternatives(data["where_labels"])
    return (
        re.compile(rf"\s*(?:{name})(?!\w)", re.I),
        re.compile(
            rf"\s*(?:{name})\s+(?:(?P<where>(?:{where}))\s+)?(?P<stats>(?:{stats}))\s*$", re.I
        ),
    )


def _char_x(line: TextLine, index: int) -> float | None:
    spans = line.char_spans()
    return spans[index][0] if spans is not None else None


def _row_text(lines: Sequence[TextLine], row: Sequence[int]) -> tuple[str, list[float | None]]:
    """The row's lines joined left to right with a space, and each character's x (None where
    the reader kept no places and the character opens no line)."""
    text = ""
    xs: list[float | None] = []
    for index in row:
        line = lines[index]
        spans = line.char_spans()
        if text:
            text += " "
            xs.append(None)
        text += line.text
        xs += (
            [span[0] for span in spans]
            if spans is not None
            else [line.bbox.x0] + [None] * (len(line.text) - 1)
        )
    return text, xs


def _header(lines: Sequence[TextLine], index: int, claimed: frozenset[int]) -> _Header | None:
    """The header at line ``index``: "Monster Stats" (or "Denizens Where Stats") on one line,
    or its labels as lines of their own on its row, to its right."""
    opens, both = _labels()
    line = lines[index]
    if opens.match(line.text) is None:
        return None
    beside = sorted(
        (
            other
            for other in page_lines(lines, line.page)
            if other not in claimed
            and other != index
            and same_row(line, lines[other])
            and lines[other].bbox.x0 > line.bbox.x1
        ),
        key=lambda other: lines[other].bbox.x0,
    )
    for end in range(len(beside) + 1):
        row = [index, *beside[:end]]
        text, xs = _row_text(lines, row)
        whole = both.match(text)
        if whole is None:
            continue
        parting = xs[whole.start("stats")]
        where = xs[whole.start("where")] if whole.group("where") else None
        if parting is None or (whole.group("where") and where is None):
            return None
        return _Header(tuple(row), line.bbox.x0, parting, where)
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


def _cut(line: TextLine, parting: float) -> int:
    """The index of the line's first character at or right of ``parting`` (a column's x)."""
    spans = line.char_spans()
    tolerance = roster_rules().edge_tolerance / 2
    if spans is None:
        return 0 if line.bbox.x0 >= parting - tolerance else len(line.text)
    return next((i for i, (x0, _) in enumerate(spans) if x0 >= parting - tolerance), len(spans))


def _cells(line: TextLine, header: _Header) -> tuple[str, str, str]:
    """The line's name-cell, rooms-cell and stat-cell text, parted at their columns' x (no
    rooms column: its cell is empty)."""
    stats = _cut(line, header.parting)
    where = stats if header.where is None else min(_cut(line, header.where), stats)
    text = line.text
    return text[:where].strip(), text[where:stats].strip(), text[stats:].strip()


def _opening(stats: str, first: str | None) -> StatLine | None:
    """The stat line a row's stat cell opens with: at its start, of two fields or more, its
    first field the table's first row's (any, for the first row)."""
    found = find_statlines(stats)
    if not found or found[0].start > 0 or len(found[0].fields) < _MIN_FIELDS:
        return None
    opening = found[0].fields[0].field
    return found[0] if first is None or opening == first else None


def _opening_word(stats: str) -> str | None:
    """The stat cell's first word when it is a field's label ("AC" of "AC 4, HD"), folded."""
    word = stats.split(maxsplit=1)[0] if stats.strip() else ""
    return word.casefold() if word and is_stat_label(word) else None


def _rows(lines: Sequence[TextLine], header: _Header, table: Sequence[int]) -> list[_Row]:
    rows: list[_Row] = []
    first: str | None = None  # the first row's first field
    first_word: str | None = None  # and its label as printed, folded
    for index in table:
        line = lines[index]
        # the reader may set the two cells of one row apart: read them as one line
        if rows and index in rows[-1].lines:
            continue
        beside = [i for i in table if i != index and same_row(line, lines[i])]
        parts = [_cells(lines[i], header) for i in sorted([index, *beside])]
        name, where, stats = (" ".join(p[k] for p in parts if p[k]) for k in range(3))
        opening = _opening(stats, first) if name else None
        # a narrow cell wraps a stat line after its first field ("AC 4, HD" / "2+1, hp 6,"):
        # a row opens too where its name cell has words and its stat cell opens with a
        # field's label; after the first row, with the label the first row's opens with (a
        # wrapped name beside a stat line's later field, "Beetles" | "HD 2", opens none)
        word = _opening_word(stats) if name else None
        opens = opening is not None or word is not None
        if opens and (first_word is None or word == first_word):
            first = first or (opening.fields[0].field if opening is not None else None)
            first_word = first_word or word
            rows.append(_Row([name], [stats], [index, *beside], [where] if where else []))
        elif rows:
            rows[-1].name += [name] if name else []
            rows[-1].where += [where] if where else []
            rows[-1].stats += [stats] if stats else []
            rows[-1].lines += [index, *beside]
    return rows


def _cell_text(parts: Sequence[str]) -> str:
    """A cell's lines as one text: a word a narrow cell broke with no hyphen is glued again
    ("Mercenarie" / "s", "Kobold" / "s"): a lower-case piece opens the line, the two make one
    word, and one of them is none of its own (a piece of one letter is none)."""
    text = ""
    for part in parts:
        head, _, _ = part.partition(" ")
        tail = text.rsplit(" ", 1)[-1]
        alone = is_word(tail) and len(head) > 1 and is_word(head)
        glued = tail and head[:1].islower() and not alone and is_word(tail + head)
        text = f"{text}{part}" if glued else f"{text} {part}".strip()
    return text


def name_and_count(cell: str) -> tuple[str, int | None]:
    """A name cell's creature name (singular) and count: "×4", "x 4" or "(4)" after the name,
    or a number or number word before it; dice or a vague word give no count."""
    text = clean_name(cell)
    count: int | None = None
    bracket = re.match(r"(?P<name>.*?)\s*\((?P<n>[^()]*)\)$", text)
    if bracket is not None:
        text = bracket.group("name")
        count = int(bracket.group("n")) if bracket.group("n").strip().isdecimal() else None
    text, times = split_multiplier(text)
    count = times if times is not None else count
    first, _, rest = text.partition(" ")
    if rest and bracket is None and times is None:
        word = first.lower()
        if first.isdecimal() or word in CARDINALS:
            count, text = int(first) if first.isdecimal() else CARDINALS[word], rest
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
    name, count = name_and_count(_cell_text(row.name))
    if family is None or not name:
        return None
    style: StatStyle = d20_style(text) if "cr" in line.ids() else family["style"]
    if style in OLD_SCHOOL:  # AD&D's own marks ('MV 9"', SA) tell it from the B/X family
        style = old_school_style(family_marks((f.field, f.value) for f in line.fields))
    lines = [document.lines[i] for i in sorted(row.lines)]
    return StatBlock(
        name=name,
        page=lines[0].page,
        style=style,
        source=lines_source(document, lines),
        count=count,
        placements=where_placements(" ".join(row.where)),
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
    for index in range(len(lines)):  # the rosters printed without a header row
        if index in claimed or index in taken:
            continue
        found = headless_table(lines, index, claimed | taken)
        if found is None:
            continue
        left, parting, table = found
        rows = _rows(lines, _Header((), left, parting), table)
        made = [(_block(document, row), row) for row in rows]
        if not made or any(
            block is None or not is_name_cell(_cell_text(row.name)) for block, row in made
        ):
            continue
        for block, row in made:
            assert block is not None
            blocks.append((block, min(row.lines)))
            taken.update(row.lines)
        regions += table_regions(lines, [i for _, row in made for i in row.lines])
    return blocks, frozenset(taken), regions
