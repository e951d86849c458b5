"""A monster table laid the other way round: a column per creature kind, a row per statistic.

A referee's quick-reference sheet sets a level's monsters side by side: the header row names
a kind over each column, the first column labels each row with a stat field ("AC", "HD",
"hp", "Att", "Dmg", "MV", "ML"), and a cell holds that kind's value ("9, 7, 4": every
creature's hit points). The row-per-kind roster (``statblocks_roster``) reads its first
column as names; here the first column is the field grammar's labels and the first row is
names, so each column is one stat block.

The rules (labels and value shapes from ``rules/lexicon/stat_fields.yaml`` and
``stat_roster.yaml``, read as the roster reads them):
- a label column is a run of lines on one page, at one size, starting at one left edge with
  a stat field's label (at least ``transposed_min_labels`` of them, each field once), with
  no line of another kind at that edge between them (a cell wrapped onto a line of its own
  starts right of it);
- its header is the line (or the lines, a name wrapped in its cell) right above its first
  label, at its size, nothing in the label column; the table is the header and every line
  at its size inside the header's right end from the header down to the last label's row
  and the wrapped lines under it;
- a column's left edge is where a piece starts on more than half of the header and label
  rows (cells are set flush left in their column; a word inside a cell starts elsewhere
  from row to row), and the table is read by its characters' places as the narrow roster is
  (``statblocks_roster_grid``): cells wrapped onto the lines under a row join it;
- a column is a block named by its header cell when at least two of its cells have their
  field's value shape, and the table needs two such columns (a label | value table is one
  creature's entry, read by the families that read it);
- a header repeated over the rest of the table after a page or column turn, the same names
  in the same order and no label twice, continues the same columns: no new blocks.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from converter.detect.statblock_common import clean_name
from converter.detect.statblocks_roster import (
    KEY,
    NAME,
    NOTE,
    Column,
    Row,
    page_lines,
    roster_rules,
    row_block,
    table_regions,
)
from converter.detect.statblocks_roster_grid import (
    EDGE_SLACK_EM,
    STEP_SLACK_EM,
    Band,
    Grid,
    bands,
    grid_at,
    pieces,
)
from converter.models import BBox, Document, StatBlock, TextLine
from converter.ruledata import load_lexicon

_NOT_STATS = (NAME, KEY, NOTE, "count")


@dataclass(frozen=True)
class Transposed:
    """One printed part of a transposed table: its kinds' names, its rows' columns (a field
    each) and cells, and its lines."""

    names: tuple[str, ...]
    columns: tuple[Column, ...]  # one a row: the row's field and label
    cells: tuple[tuple[str, ...], ...]  # one a row: its value cells, a kind each
    lines: tuple[int, ...]  # header and rows, top to bottom
    # each printed part's box on its page: the part before a column turn and the part after
    # it share a page, and one box round both would cover the text between them
    regions: tuple[tuple[int, BBox], ...]

    def fields(self) -> frozenset[str]:
        return frozenset(column.kind for column in self.columns)


def _min_labels() -> int:
    return int(load_lexicon("stat_roster")["transposed_min_labels"])


def stat_label(line: TextLine) -> Column | None:
    """The stat field's label a line opens with ("AC 6 8 5", "Hit Dice"), or None."""
    rules = roster_rules()
    match = rules.label.match(line.text)
    if match is None:
        return None
    label = match.group(1)
    kind = rules.column_of.get(label) or rules.column_of.get(label.lower())
    return Column(kind, label) if kind is not None and kind not in _NOT_STATS else None


def _label_runs(lines: Sequence[TextLine], page: Sequence[int]) -> list[list[int]]:
    """The page's label columns: runs of label lines at one left edge and size (see the
    module), every field once (a field printed again opens the next table's run). A part of
    a table broken by a page or column turn may hold fewer than ``transposed_min_labels``:
    the whole table must hold them."""
    ordered = sorted(page, key=lambda i: (lines[i].bbox.top, lines[i].bbox.x0))
    runs: list[list[int]] = []
    fields: list[set[str]] = []
    for index in ordered:
        # the label first: a line's places are made (once, kept on the line) only for the
        # few lines that open with a label, not for every line of the document
        label = stat_label(lines[index])
        if label is None or not lines[index].placed_chars:
            continue
        # only the latest run at the line's edge and size may go on: an earlier one ended
        at = next((k for k in reversed(range(len(runs))) if _aligned(lines, runs[k], index)), None)
        if (
            at is None
            or label.kind in fields[at]
            or not _nothing_between(lines, runs[at], index, ordered)
        ):
            runs.append([index])
            fields.append({label.kind})
        else:
            runs[at].append(index)
            fields[at].add(label.kind)
    return runs


def _aligned(lines: Sequence[TextLine], run: Sequence[int], index: int) -> bool:
    """True when the line at ``index`` starts at the run's edge, at its size."""
    rules = roster_rules()
    last, line = lines[run[-1]], lines[index]
    return (
        abs(line.bbox.x0 - last.bbox.x0) <= rules.edge_tolerance
        and abs(line.size - last.size) <= rules.size_tolerance
    )


def _nothing_between(
    lines: Sequence[TextLine], run: Sequence[int], index: int, page: Sequence[int]
) -> bool:
    """True when no line between the run's last label and the line at ``index`` starts at
    the run's edge (the table ended there: a cell wrapped onto a line of its own starts
    right of it)."""
    rules = roster_rules()
    last, line = lines[run[-1]], lines[index]
    return not any(
        last.bbox.top + rules.edge_tolerance < lines[i].bbox.top < line.bbox.top
        and lines[i].bbox.x0 <= last.bbox.x0 + rules.edge_tolerance
        and lines[i].bbox.x1 > last.bbox.x0
        for i in page
    )


def _right_bound(
    lines: Sequence[TextLine], run: Sequence[int], page: Sequence[int], edges: Sequence[float]
) -> float:
    """Where the table's lines end on the right: before another label column to its right
    (``edges``, a table in the next text column) and before a line of another size beside
    it (the next column's text): a row's band on the page would take both."""
    first, last = lines[run[0]], lines[run[-1]]
    rules = roster_rules()
    left = first.bbox.x0 + rules.edge_tolerance
    top = first.bbox.top - 4 * (first.bbox.bottom - first.bbox.top)
    beside = (
        lines[i].bbox.x0
        for i in page
        if abs(lines[i].size - first.size) > rules.size_tolerance
        and lines[i].bbox.bottom > top
        and lines[i].bbox.top < last.bbox.bottom
    )
    return min((x for x in (*edges, *beside) if x > left), default=math.inf) - rules.edge_tolerance


def _header(
    lines: Sequence[TextLine], run: Sequence[int], page: Sequence[int], bound: float
) -> list[int]:
    """The header's lines above the run's first label: the nearest band above it at its
    size, nothing at the label column's edge, and the bands right above that one at no more
    than the table's leading (a name wrapped in its cell)."""
    first, size = lines[run[0]], lines[run[0]].size
    rules = roster_rules()
    step = min(
        (lines[b].bbox.top - lines[a].bbox.top for a, b in zip(run, run[1:], strict=False)),
        default=first.bbox.bottom - first.bbox.top,
    )
    above = [
        i
        for i in page
        if abs(lines[i].size - size) <= rules.size_tolerance
        and lines[i].bbox.top < first.bbox.top - rules.edge_tolerance
        and lines[i].bbox.x1 > first.bbox.x0
        and lines[i].bbox.x0 < bound
    ]
    tolerance = 0.3 * size
    found: list[int] = []
    reach = first.bbox.top
    for band in reversed(bands(lines, above, tolerance)):
        group = list(band.lines)
        if reach - band.top > step + STEP_SLACK_EM * size:
            break
        if any(lines[i].bbox.x0 <= first.bbox.x0 + rules.edge_tolerance for i in group):
            break
        found = group + found
        reach = band.top
    return found


def _table_lines(
    lines: Sequence[TextLine],
    run: Sequence[int],
    header: Sequence[int],
    page: Sequence[int],
    bound: float,
) -> list[int]:
    """The lines under the header down to the last label's row and the lines wrapped under
    it, at the table's size, from the label column's edge to the header's right end."""
    rules = roster_rules()
    first, last = lines[run[0]], lines[run[-1]]
    left = first.bbox.x0 - rules.edge_tolerance
    right = min(max(lines[i].bbox.x1 for i in header) + rules.edge_tolerance, bound)
    top = min(lines[i].bbox.top for i in header)
    inside = sorted(
        (
            i
            for i in page
            if i not in header
            and abs(lines[i].size - first.size) <= rules.size_tolerance
            and left <= lines[i].bbox.x0 < right
            and lines[i].bbox.top > top + rules.edge_tolerance
        ),
        key=lambda i: lines[i].bbox.top,
    )
    table: list[int] = []
    bottom = last.bbox.bottom
    for index in inside:
        line = lines[index]
        if line.bbox.top <= last.bbox.top + rules.edge_tolerance:
            table.append(index)
        elif line.bbox.x0 > first.bbox.x0 + rules.edge_tolerance and (
            line.bbox.top - bottom <= STEP_SLACK_EM * line.size + (line.bbox.bottom - line.bbox.top)
        ):
            table.append(index)  # a cell of the last row wrapped under it
            bottom = max(bottom, line.bbox.bottom)
    return table


def _edges(row_bands: Sequence[Band], size: float) -> list[float]:
    """The label column's edge and each value column's: where a piece starts on more than
    half of the header and label rows (the label's own pieces left out)."""
    slack = EDGE_SLACK_EM * size
    starts: list[list[float]] = []
    left = min(band.chars[0][1] for band in row_bands[1:])
    for band in row_bands:
        found = pieces(band.chars, size)
        label_end = found[0][2] if band is not row_bands[0] and found else left
        starts.append([x0 for _, x0, _ in found if x0 > label_end + slack])
    clusters: list[list[float]] = []
    for x0 in sorted(x for row in starts for x in row):
        if clusters and x0 - clusters[-1][-1] <= slack:
            clusters[-1].append(x0)
        else:
            clusters.append([x0])
    edges = [
        cluster[0]
        for cluster in clusters
        if 2 * sum(any(abs(x - cluster[0]) <= 2 * slack for x in row) for row in starts)
        > len(starts)
    ]
    return [left, *edges]


def _read_part(
    lines: Sequence[TextLine], run: Sequence[int], page: Sequence[int], edges: Sequence[float]
) -> Transposed | None:
    """The transposed table a label column heads, or None when it reads as none (``edges``:
    the page's label columns' left edges)."""
    bound = _right_bound(lines, run, page, edges)
    header = _header(lines, run, page, bound)
    if not header or any(lines[i].placed_chars is None for i in header):
        return None
    table = _table_lines(lines, run, header, page, bound)
    if any(lines[i].placed_chars is None for i in table):
        return None
    size = lines[run[0]].size
    head, *under = bands(lines, [*header, *table], 0.3 * size)
    labelled = set(run)
    row_bands = [head, *(band for band in under if labelled & set(band.lines))]
    edges = _edges(row_bands, size)
    grid = grid_at(head, under, edges, size) if len(edges) >= 3 else None
    return _transposed(lines, grid, (*header, *table)) if grid is not None else None


def _transposed(lines: Sequence[TextLine], grid: Grid, taken: Sequence[int]) -> Transposed | None:
    """The grid's names, fields and value cells; None unless every row opens with a field's
    label and at least two columns under a name hold a cell of their field's shape (a part
    of a table broken by a page turn may hold one row: each block needs two, joined)."""
    columns: list[Column] = []
    cells: list[tuple[str, ...]] = []
    for row, _ in grid.rows:
        label = stat_label(TextLine(row[0], 0, lines[taken[0]].bbox, ()))
        if label is None or label.label != row[0].strip():
            return None
        columns.append(label)
        cells.append(tuple(row[1:]))
    names = tuple(clean_name(name) for name in grid.labels[1:])
    shaped = [
        sum(_shaped(column.kind, values[at]) for column, values in zip(columns, cells, strict=True))
        for at in range(len(names))
    ]
    if sum(bool(name) and count >= 1 for name, count in zip(names, shaped, strict=True)) < 2:
        return None
    order = sorted(taken, key=lambda i: (lines[i].bbox.top, lines[i].bbox.x0))
    regions = tuple(table_regions(lines, order))
    return Transposed(names, tuple(columns), tuple(cells), tuple(order), regions)


def _shaped(kind: str, text: str) -> bool:
    """True when a cell's whole text is a value of its field's shape."""
    match = roster_rules().shapes[kind].match(text)
    return bool(text) and match is not None and match.end() == len(text)


def _continues(before: Transposed, after: Transposed) -> bool:
    """True when ``after`` is the rest of ``before`` under its header repeated: the same
    names in the same order, no field printed twice."""
    return before.names == after.names and not before.fields() & after.fields()


def _joined(before: Transposed, after: Transposed) -> Transposed:
    return Transposed(
        before.names,
        before.columns + after.columns,
        before.cells + after.cells,
        before.lines + after.lines,
        before.regions + after.regions,
    )


def transposed_tables(document: Document, claimed: frozenset[int]) -> list[Transposed]:
    """Every transposed table of the document in reading order, a part continued under a
    repeated header joined to the part before it."""
    lines = document.lines
    found: list[Transposed] = []
    for page in sorted({line.page for line in lines}):
        on_page = [i for i in page_lines(lines, page) if i not in claimed]
        runs = _label_runs(lines, on_page)
        edges = [lines[run[0]].bbox.x0 for run in runs]
        parts = [_read_part(lines, run, on_page, edges) for run in runs]
        for part in sorted((p for p in parts if p), key=lambda p: min(p.lines)):
            if found and _continues(found[-1], part):
                found[-1] = _joined(found[-1], part)
            else:
                found.append(part)
    return [table for table in found if len(table.fields()) >= _min_labels()]


def find_crosstab_blocks(
    document: Document, claimed: frozenset[int]
) -> tuple[list[tuple[StatBlock, int, int]], frozenset[int], tuple[tuple[int, BBox], ...]]:
    """Each column's block with its table's first line and its column's place (the blocks'
    reading order), every line of the tables, and the tables' regions (no room's text)."""
    out: list[tuple[StatBlock, int, int]] = []
    taken: set[int] = set()
    regions: list[tuple[int, BBox]] = []
    for table in transposed_tables(document, claimed):
        taken.update(table.lines)
        regions.extend(table.regions)
        for at, name in enumerate(table.names):
            cells = {row: values[at] for row, values in enumerate(table.cells)}
            shaped = {
                row: value
                for row, value in cells.items()
                if _shaped(table.columns[row].kind, value)
            }
            if not name or len(shaped) < 2:
                continue
            block = row_block(document, table.columns, Row(name, shaped, table.lines))
            if block is not None:
                out.append((block, min(table.lines), at))
    return out, frozenset(taken), tuple(regions)
