"""The monster roster: an area's creatures printed as a table, one row per creature kind.

Old-school modules print "Name | No. | AC | HD | hp | Atk | Dmg | MV | ML | XP" (any choice
and order of columns) under an area's text, one row per kind. The read stage gives lines,
not cells: a row comes out as one line, its cells in the header's order ("Barrow Wight 4 5
[14] 3 13, 18, 14, 17 1 club 1d8 120' 6 50"), a cell too long for its column wrapped onto the
lines under it, right of the table's left edge.

The rules (vocabulary in ``rules/lexicon/stat_roster.yaml``, labels and value shapes from
``stat_fields.yaml``):
- a header is a line of labels only: a name column's label first, then at least
  ``min_stat_labels`` labels of the field grammar, and a count column's; a die-roll column
  ("d6", "Roll") is no label, so a rumour, wandering or treasure table is no roster;
- a row is a line at the header's size starting at its left edge with a letter; its name is
  the words before the first value, and each following cell is read by its column's value
  shape, in the header's order (hit points may be a list, an attack may name its weapon);
- the labelled cells make a stat line of the field grammar ("AC 5 [14], HD 3, …"), read as
  any other, so the block's family and fields follow the one grammar; a list of each
  creature's hit points fills none;
- only the count column is a count: a whole number there is the block's count, dice or a
  word ("many") none; an XP or hp column never is;
- a line right of the left edge, or one at the edge that reads as no row, is a cell wrapped
  from the row above (a name's words wrapped in its cell join the name); the table ends at
  a line of another size, left of the table, on another page or after a wide gap.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from converter.detect.statblock_common import clean_name, lines_source
from converter.detect.statblocks_roster_row import joined_row_text
from converter.detect.statline import family_of, find_statlines, read_fields
from converter.detect.statline_d20 import d20_style
from converter.models import BBox, Document, StatBlock, StatStyle, TextLine
from converter.ruledata import load_lexicon

NAME = "name"
KEY = "key"  # a level roster's key column: the area the row's creatures are in
NOTE = "note"  # a free-text column (treasure, notes): no stat field
_COUNT = "count"
_LISTS = ("hp", "hit_points")


@dataclass(frozen=True)
class _Rules:
    label: re.Pattern[str]  # one header label at a position
    roll: re.Pattern[str]  # a die-roll column's label opening a header
    vague: tuple[str, ...]  # words a count cell prints for no fixed count
    column_of: dict[str, str]  # label as printed (name labels lower case) → column kind
    shapes: dict[str, re.Pattern[str]]  # column kind → its cell's value, anchored
    min_stat_labels: int
    size_tolerance: float
    edge_tolerance: float
    max_gap_lines: float


@dataclass(frozen=True)
class Column:
    kind: str  # "name", "count" or a stat_fields field id
    label: str  # as printed in the header


@dataclass(frozen=True)
class Row:
    name: str
    cells: dict[int, str]  # column index → cell value as printed
    lines: tuple[int, ...]  # indexes into document.lines
    area_key: str | None = None  # a level roster's key cell (or the row above's)


@lru_cache(maxsize=1)
def roster_rules() -> _Rules:
    table = load_lexicon("stat_fields")
    data = load_lexicon("stat_roster")
    column_of: dict[str, str] = {}
    for entry in table["fields"]:
        for label in entry["labels"]:
            column_of.setdefault(label, entry["field"])
    for label in data["count_labels"]:
        column_of[label] = _COUNT
    for label in data["name_labels"]:
        column_of[label.lower()] = NAME
    for kind, key in ((KEY, "key_labels"), (NOTE, "note_labels")):
        for label in data[key]:
            column_of.setdefault(label.lower(), kind)
    printed = (*data["name_labels"], *data["key_labels"], *data["note_labels"])
    labels = sorted({*column_of, *printed}, key=len, reverse=True)
    alternatives = "|".join(re.escape(label) for label in labels)
    vague = "|".join(re.escape(word) for word in data["vague_counts"])
    dice = r"\d*d\d+(?:[+-]\d+)?"
    shapes = {
        _COUNT: rf"{dice}|\d+\s*[-–]\s*\d+|\d+|(?:a\s+)?(?:{vague})\b",
        **data["cell_shapes"],  # a cell's value where it differs from the stat line's
        KEY: r"[A-Za-z]{0,2}\d+[A-Za-z]?\.?|[—–-]",  # "3", "B12", "6a"; "—" for none
        NOTE: r".*\S",  # free text to the line's end
    }
    for entry in table["fields"]:
        shapes.setdefault(entry["field"], table["shapes"][entry["shape"]])
    return _Rules(
        label=re.compile(rf"\s*({alternatives})(?=\s|$)"),
        vague=tuple(data["vague_counts"]),
        roll=re.compile(rf"\s*(?:{'|'.join(data['roll_labels'])})(?=\s)", re.I),
        column_of=column_of,
        shapes={kind: re.compile(rf"\s*(?:{shape})(?=\s|$)") for kind, shape in shapes.items()},
        min_stat_labels=data["min_stat_labels"],
        size_tolerance=float(data["size_tolerance"]),
        edge_tolerance=float(data["edge_tolerance"]),
        max_gap_lines=float(data["max_gap_lines"]),
    )


def _labels(text: str, position: int = 0) -> list[Column] | None:
    """The column labels of a line of labels only, or None when anything else is printed."""
    rules = roster_rules()
    columns: list[Column] = []
    text = text.rstrip()
    while position < len(text):
        match = rules.label.match(text, position)
        if match is None:
            return None
        label = match.group(1)
        kind = rules.column_of.get(label) or rules.column_of.get(label.lower())
        if kind is None:
            return None
        columns.append(Column(kind, label))
        position = match.end()
    return columns


def header_columns(text: str) -> tuple[tuple[Column, ...], bool] | None:
    """The columns of a line that may open a roster's header and whether a die-roll column
    opens it (a random table: no block), or None: a name column's label first, then labels
    only (``is_header`` judges the whole header row)."""
    roll = roster_rules().roll.match(text)
    columns = _labels(text, roll.end() if roll else 0)
    if not columns:
        return None
    return (tuple(columns), roll is not None) if columns[0].kind == NAME else None


def is_header(columns: Sequence[Column]) -> bool:
    """One name column, first or after a key column; at most one count column; enough stat
    columns."""
    kinds = [column.kind for column in columns]
    stats = {kind for kind in kinds if kind not in (NAME, _COUNT, KEY, NOTE)}
    if kinds.count(NAME) > 1 or kinds.count(_COUNT) > 1 or kinds[name_column(columns)] != NAME:
        return False
    return len(stats) >= roster_rules().min_stat_labels


def name_column(columns: Sequence[Column]) -> int:
    """Where the name column is: after a level roster's key column, else first."""
    return 1 if columns and columns[0].kind == KEY and len(columns) > 1 else 0


def _name_end(text: str, columns: Sequence[Column]) -> int:
    """Where the name cell ends: before the first word that opens the next column's value
    (a vague count such as "many" included) or holds a digit or a bracket."""
    shape = roster_rules().shapes.get(columns[1].kind) if len(columns) > 1 else None
    for word in re.finditer(r"\S+", text):
        if word.start() == 0:
            continue
        opens_value = shape is not None and shape.match(text, word.start() - 1) is not None
        if opens_value or re.search(r"[\d\[(]", word.group(0)):
            return word.start()
    return len(text)


def _cell_ends(kind: str, text: str, position: int) -> list[int]:
    """Where a cell of ``kind`` starting at ``position`` may end, longest first: a list (each
    creature's hit points) may end after any of its items, as its last item may be the next
    cell's ("4, 6, 1 club": hit points 4 and 6, one club attack)."""
    match = roster_rules().shapes[kind].match(text, position)
    if match is None:
        return []
    ends = [match.end()]
    if kind in _LISTS:
        cell = text[position : match.end()]
        ends += [position + item.end() for item in re.finditer(r"\d+\s*[,/]?", cell)]
    return sorted(set(ends), reverse=True)


def _cells(text: str, columns: Sequence[Column], index: int, position: int) -> dict[int, str]:
    """The most cells, in column order from ``index``, that read from ``position`` on."""
    if index >= len(columns):
        return {}
    best: dict[int, str] = {}
    for end in _cell_ends(columns[index].kind, text, position):
        rest = _cells(text, columns, index + 1, end)
        if len(rest) + 1 > len(best):
            best = {index: text[position:end].strip(), **rest}
        if index + len(best) >= len(columns):
            break
    return best


def read_row(
    text: str, columns: Sequence[Column], least: int = 2
) -> tuple[str, dict[int, str]] | None:
    """A row line's name and its cells by column index (cells up to the first that does not
    fit its column's shape: the rest wrapped or is missing), or None for no row (fewer than
    ``least`` cells)."""
    if not text[:1].isalpha():
        return None
    end = _name_end(text, columns)
    name, cells = clean_name(text[:end]), {}
    broken = _broken_count(text[:end], columns)
    if broken is not None:  # "many" broken in its narrow cell: "Lamprey Eel man" / "y"
        name, cells = clean_name(text[:broken]), {1: text[broken:end].strip()}
    cells.update(_cells(text, columns, 1 + len(cells), end))
    return (name, cells) if name and len(cells) >= least else None


def _broken_count(name: str, columns: Sequence[Column]) -> int | None:
    """Where a count word starts that a narrow cell broke without a hyphen (the name's last
    word is a lower-case start of a ``vague_counts`` word), when the count column is next."""
    if len(columns) < 2 or columns[1].kind != _COUNT:
        return None
    last = re.search(r"\s([a-z]{2,})\s*$", name)
    if last is None or last.group(1) in roster_rules().vague:
        return None
    if any(word.startswith(last.group(1)) for word in roster_rules().vague):
        return last.start(1)
    return None


def read_run(text: str, columns: Sequence[Column], first: int) -> dict[int, str]:
    """The cells of a run of a row the reader set apart, read by the labels of the header's
    run at its x (``columns`` from index ``first``): all of them, or none when any is
    missing or text is left over (the runs were split differently, so no cell is sure)."""
    cells = _cells(text, columns, first, 0)
    whole = " ".join(cells.values()).split() == text.split()
    return cells if whole and len(cells) == len(columns) - first else {}


def _hp_list(value: str) -> bool:
    """True for each creature's hit points: several values, or one ending on a separator
    (the list wraps onto the lines under it); the dice in brackets after one value make it
    ("22 (4d8 + 4)") and are no further value."""
    values = re.sub(r"\([^()]*\)?", "", value)
    return len(re.findall(r"\d+", values)) > 1 or value.rstrip().endswith((",", "/"))


def statline_text(columns: Sequence[Column], cells: dict[int, str]) -> str:
    """The row's stat cells as one labelled stat line ("AC 5 [14], HD 3, hp 13"): a list of
    each creature's hit points left out (it fills no hit points)."""
    parts: list[str] = []
    for index, value in sorted(cells.items()):
        column = columns[index]
        if column.kind in (NAME, _COUNT, KEY, NOTE):
            continue
        if column.kind in ("hp", "hit_points") and _hp_list(value):
            continue
        parts.append(f"{column.label} {value}")
    return ", ".join(parts)


def _count(value: str | None) -> int | None:
    return int(value) if value is not None and value.isdecimal() else None


def row_block(document: Document, columns: Sequence[Column], row: Row) -> StatBlock | None:
    text = statline_text(columns, row.cells)
    found = find_statlines(text)
    if not found:
        return None
    line = found[0]
    family = family_of(line)
    if family is None:
        return None
    style: StatStyle = d20_style(text) if "cr" in line.ids() else family["style"]
    count_index = next((i for i, c in enumerate(columns) if c.kind == _COUNT), None)
    count_cell = row.cells.get(count_index, "") if count_index is not None else ""
    lines = [document.lines[i] for i in row.lines]
    return StatBlock(
        name=row.name,
        page=lines[0].page,
        style=style,
        source=lines_source(document, lines),
        count=_count(row.cells.get(count_index)) if count_index is not None else None,
        text=f"{row.name}: {text}",
        area_key=row.area_key,
        count_text=count_cell if row.area_key else "",
        **read_fields(line),
    )


@dataclass(frozen=True)
class Header:
    columns: tuple[Column, ...]  # the first run's, then each later run's in order
    runs: tuple[tuple[float, int], ...]  # each later run: its left edge, its first column
    roll: bool  # a die-roll column opens it: a random table, no block
    lines: tuple[int, ...]


def same_row(one: TextLine, other: TextLine) -> bool:
    rules = roster_rules()
    return (
        one.page == other.page
        and abs(one.bbox.top - other.bbox.top) <= rules.edge_tolerance
        and abs(one.size - other.size) <= rules.size_tolerance
    )


def find_header(lines: Sequence[TextLine], index: int, claimed: frozenset[int]) -> Header | None:
    """The header at line ``index``, with the runs of labels the reader set apart on its row
    right of its start (a table's columns given as columns of their own)."""
    found = header_columns(lines[index].text)
    if found is None:
        return None
    columns, roll = found
    head = lines[index]
    runs: list[tuple[float, int]] = []
    taken = [index]
    more = list(columns)
    for other in sorted(
        (i for i in page_lines(lines, head.page) if i != index and i not in claimed),
        key=lambda i: lines[i].bbox.x0,
    ):
        line = lines[other]
        labels = _labels(line.text) if same_row(head, line) else None
        if labels and line.bbox.x0 > head.bbox.x0 + roster_rules().edge_tolerance:
            runs.append((line.bbox.x0, len(more)))
            more.extend(labels)
            taken.append(other)
    if not is_header(more):
        return None
    return Header(tuple(more), tuple(runs), roll, tuple(taken))


def page_lines(lines: Sequence[TextLine], page: int) -> Sequence[int]:
    """The indexes of a page's lines: a document's lines run page by page, so the page's
    run is found by halving (a scan of every line for every header cost the SRD minutes).
    An imposed booklet read in booklet order holds a sheet's two halves apart: its lines
    are then looked up by page, the index made once per document."""
    by_page = _out_of_order_pages(lines)
    if by_page is not None:
        return by_page.get(page, ())
    first = bisect_left(lines, page, key=lambda line: line.page)
    return range(first, bisect_right(lines, page, lo=first, key=lambda line: line.page))


# The last document's lines, and their indexes by page when its pages are out of order.
_LAST: list[tuple[Sequence[TextLine], dict[int, list[int]] | None]] = []


def _out_of_order_pages(lines: Sequence[TextLine]) -> dict[int, list[int]] | None:
    if not (_LAST and _LAST[0][0] is lines):
        by_page: dict[int, list[int]] | None = None
        if any(a.page > b.page for a, b in zip(lines, lines[1:], strict=False)):
            by_page = {}
            for index, line in enumerate(lines):
                by_page.setdefault(line.page, []).append(index)
        _LAST[:] = [(lines, by_page)]
    return _LAST[0][1]


def table_lines(lines: Sequence[TextLine], header: Header, claimed: frozenset[int]) -> list[int]:
    """The lines of the table under its header, top to bottom: at its size, inside its left
    and right edges, until a gap wider than ``max_gap_lines`` lines."""
    rules = roster_rules()
    head = lines[header.lines[0]]
    right = max(lines[i].bbox.x1 for i in header.lines) + rules.edge_tolerance
    candidates = sorted(
        (
            i
            for i in page_lines(lines, head.page)
            if i not in claimed
            and i not in header.lines
            and abs(lines[i].size - head.size) <= rules.size_tolerance
            and head.bbox.x0 - rules.edge_tolerance <= lines[i].bbox.x0 <= right
            and lines[i].bbox.top > head.bbox.top + rules.edge_tolerance
        ),
        key=lambda i: (lines[i].bbox.top, lines[i].bbox.x0),
    )
    bottom = max(lines[i].bbox.bottom for i in header.lines)
    height = max(head.bbox.bottom - head.bbox.top, 1.0)
    table: list[int] = []
    for index in candidates:
        if lines[index].bbox.top - bottom > rules.max_gap_lines * height:
            break
        table.append(index)
        bottom = max(bottom, lines[index].bbox.bottom)
    return table


def _read(lines: Sequence[TextLine], header: Header, start: int, row: list[int]) -> Row | None:
    """A row from its line at the name column and the other lines on its row."""
    columns = header.columns
    # A line holding every cell in the header's order (with the pieces set apart after its
    # end) is the whole row, however the reader set the header's labels apart into runs.
    whole = read_row(joined_row_text(lines, start, row) or lines[start].text, columns)
    whole = whole if whole is not None and len(whole[1]) == len(columns) - 1 else None
    if not header.runs or whole is not None:
        read = whole or read_row(lines[start].text, columns)
        if read is None:
            return None
        # Cells the reader set apart on the row of a header read whole sit among the line's
        # cells, at places unknown: the line's cells are sure only when it holds them all.
        if row and len(read[1]) != len(columns) - 1:
            return Row(read[0], {}, (start, *row))
        return Row(read[0], read[1], (start, *row))
    ends = [first for _, first in header.runs]
    read = read_row(lines[start].text, columns[: ends[0]], least=0)
    if read is None:
        return None
    name, cells = read
    if len(cells) != ends[0] - 1:  # the runs were split differently: only the name is sure
        cells = {}
    for (x0, first), end in zip(header.runs, [*ends[1:], len(columns)], strict=True):
        match = [i for i in row if abs(lines[i].bbox.x0 - x0) <= roster_rules().edge_tolerance]
        if len(match) == 1:
            run = read_run(lines[match[0]].text, columns[:end], first)
            cells.update(run)
    # Words alone at the name column, no cell read on their row, are the name wrapped in
    # its cell (the row's other lines are cells wrapped with it).
    alone = not cells and not re.search(r"\d", lines[start].text)
    return None if alone else Row(name, cells, (start, *row))


def read_rows(lines: Sequence[TextLine], header: Header, table: Sequence[int]) -> list[Row]:
    """The table's rows: a line at the name column opens one with the lines on its row; a
    line under a row, in none, is a cell wrapped from it."""
    rules = roster_rules()
    head = lines[header.lines[0]]
    rows: list[Row] = []
    used: set[int] = set()
    for index in table:
        if index in used:
            continue
        line = lines[index]
        at_edge = line.bbox.x0 <= head.bbox.x0 + rules.edge_tolerance
        row = [i for i in table if i != index and i not in used and same_row(line, lines[i])]
        read = _read(lines, header, index, row) if at_edge else None
        if read is not None:
            rows.append(read)
            used.update(read.lines)
        elif rows:
            rows[-1] = _wrapped(rows[-1], line, index, at_edge)
            used.add(index)
    return rows


def _wrapped(row: Row, line: TextLine, index: int, at_edge: bool) -> Row:
    """A row with a line wrapped in its cells. At the name column, capitalised words go on
    with the name and a lower-case fragment ends its last word: a narrow cell breaks a word
    without a hyphen ("Salamand" / "er"). Words elsewhere are other cells' tails."""
    name = row.name
    words = re.match(r"[^\W\d][\w'’-]*(?:\s+[A-Z][\w'’-]*)*(?=\s|$)", line.text)
    if at_edge and words:
        joint = "" if words.group(0)[0].islower() else " "
        name = clean_name(f"{name}{joint}{words.group(0)}")
    return Row(name, row.cells, (*row.lines, index))


def table_regions(lines: Sequence[TextLine], indices: Sequence[int]) -> list[tuple[int, BBox]]:
    """The box of a table's lines on each page it covers."""
    boxes: dict[int, BBox] = {}
    for i in indices:
        line = lines[i]
        boxes[line.page] = boxes[line.page].union(line.bbox) if line.page in boxes else line.bbox
    return sorted(boxes.items(), key=lambda item: item[0])
