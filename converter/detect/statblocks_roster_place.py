"""Where the monster roster is found: each header, read by its characters' places when the
reader kept them (``statblocks_roster_grid``), else as text (``statblocks_roster``).

A header whose first word is a name column's label opens a grid: its row is the line and
the runs the reader set apart on its baseline that open with a label or a label's start (a
narrow cell breaks "HD" into "H" / "D"); the grid's labels must all be column labels (one
broken with a space, "H D", reads whole) and make a roster's header; a row keeps the cells
whose whole text has their column's value shape, so the count comes from the count cell or
from none. A header whose lines carry no places, or that reads as no roster by place, is
read as text, as before.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from functools import lru_cache

from converter.detect.statblock_common import clean_name
from converter.detect.statblocks_roster import (
    KEY,
    NAME,
    NOTE,
    Column,
    Header,
    Row,
    find_header,
    is_header,
    name_column,
    page_lines,
    read_rows,
    roster_rules,
    row_block,
    same_row,
    table_lines,
    table_regions,
)
from converter.detect.statblocks_roster_grid import (
    EDGE_SLACK_EM,
    first_band,
    first_piece,
    leading_piece,
    line_first_piece,
    pieces,
    read_grid,
)
from converter.models import BBox, Document, StatBlock, TextLine


class _RowIndex:
    """Each page's lines by their top, so the lines on a line's row are found by halving
    instead of by a test of every line of the page (every line of a document is asked)."""

    def __init__(self, lines: Sequence[TextLine]) -> None:
        self._lines = lines
        self._pages: dict[int, tuple[list[float], list[int]]] = {}

    def near(self, line: TextLine) -> list[int]:
        """The indexes, in order, of the lines of ``line``'s page whose top is within the
        row's edge tolerance of its top (a margin wider than the tolerance: the caller
        applies ``same_row`` itself, so rounding at the window's ends changes nothing)."""
        tops, indexes = self._page(line.page)
        reach = roster_rules().edge_tolerance + 1.0
        lo = bisect_left(tops, line.bbox.top - reach)
        hi = bisect_right(tops, line.bbox.top + reach, lo=lo)
        return sorted(indexes[lo:hi])

    def _page(self, page: int) -> tuple[list[float], list[int]]:
        found = self._pages.get(page)
        if found is None:
            ordered = sorted(page_lines(self._lines, page), key=lambda i: self._lines[i].bbox.top)
            found = [self._lines[i].bbox.top for i in ordered], ordered
            self._pages[page] = found
        return found


def _grid_header(
    lines: Sequence[TextLine],
    index: int,
    claimed: frozenset[int],
    start: float,
    rows: _RowIndex,
) -> tuple[list[int], tuple[float, float], int]:
    """The header row a line opens right of ``start`` when its first piece there is a name
    column's label, or a key column's before a name column's (a level roster): the line and
    the runs on its row to its right that open with a label or a label's start, the row's
    span: up to the next name label on the row (a roster has one name column: that label
    heads another table beside it, whose lines may run on from this one's), and the name
    column's index."""
    line = lines[index]
    size = line.size
    beside = [
        i
        for i in rows.near(line)
        if i != index
        and i not in claimed
        and same_row(line, lines[i])
        and lines[i].bbox.x1 > max(start, line.bbox.x0)
        and lines[i].bbox.x0 > line.bbox.x0 + roster_rules().edge_tolerance
    ]
    row = [index, *(i for i in beside if _is_label_start(_first_word_from(lines[i], start, size)))]
    # Most lines open no header: their row's first piece is read alone (from the line's own
    # text and places when it is the row), the row's other pieces only when it names the
    # name column.
    first = leading_piece(line, size) if len(row) == 1 and start == -math.inf else None
    band = None
    if first is None:  # (not None: the line has places)
        if any(lines[i].placed_chars is None for i in row):
            return [], (start, math.inf), 0
        band = first_band(lines, row, 0.3 * size, (start, math.inf))
        first = first_piece(band.chars, size)
    keyed = _is_key_label(first)
    if not (_is_name_label(first) or keyed):
        return [], (start, math.inf), 0
    band = band or first_band(lines, row, 0.3 * size, (start, math.inf))
    found = pieces(band.chars, size)
    if keyed and (len(found) < 2 or not _is_name_label(found[1][0])):
        return [], (start, math.inf), 0  # a level roster's key label heads its name label
    limit = _next_table_at(found, 1 + keyed) - EDGE_SLACK_EM * size
    left = found[0][1] - EDGE_SLACK_EM * size
    kept = [i for i in row if _has_text(lines[i], left, limit)]
    return kept, (left, limit), int(keyed)


def _next_table_at(found: Sequence[tuple[str, float, float]], first: int) -> float:
    """Where a table set beside this one on the header row starts: at the next name label
    from ``found[first]``, or at the key label right before it (a level roster beside it
    opens with its key column: "Room | Occupants …"); infinity when no table follows."""
    for at in range(first, len(found)):
        if _is_name_label(found[at][0]):
            keyed = at > first and _is_key_label(found[at - 1][0])
            return found[at - 1][1] if keyed else found[at][1]
    return math.inf


def _first_word_from(line: TextLine, start: float, size: float, limit: float = math.inf) -> str:
    """The first word of the line's characters from ``start`` up to ``limit``: the first of
    their pieces (``statblocks_roster_grid.pieces``), "" when there is none."""
    if start == -math.inf and limit == math.inf:
        return line_first_piece(line, size)
    placed = line.placed_chars or ()
    return first_piece([char for char in placed if start <= char[1] < limit], size)


def _has_text(line: TextLine, start: float, limit: float) -> bool:
    """Whether the line has a word from ``start`` up to ``limit``: a character there that is
    no space (every such character is in some piece)."""
    return any(
        start <= x0 < limit and not char.isspace() for char, x0, _ in line.placed_chars or ()
    )


def _grid_lines(
    lines: Sequence[TextLine],
    row: Sequence[int],
    span: tuple[float, float],
    claimed: frozenset[int],
) -> list[int]:
    """The lines of a grid's table under its header row, top to bottom: at its size, with
    characters between its left edge and ``limit`` (a line may run on into a table beside
    it), starting left of its header's right end, until a gap wider than ``max_gap_lines``
    lines or the next header under it."""
    rules = roster_rules()
    head = lines[row[0]]
    left, limit = span
    right = max(lines[i].bbox.x1 for i in row) + rules.edge_tolerance
    candidates = sorted(
        (
            i
            for i in page_lines(lines, head.page)
            if i not in claimed
            and i not in row
            and abs(lines[i].size - head.size) <= rules.size_tolerance
            and lines[i].bbox.x1 > left
            and lines[i].bbox.x0 <= min(right, limit)
            and lines[i].bbox.top > head.bbox.top + rules.edge_tolerance
            and _has_text(lines[i], left, limit)
        ),
        key=lambda i: (lines[i].bbox.top, lines[i].bbox.x0),
    )
    bottom = max(lines[i].bbox.bottom for i in row)
    height = max(head.bbox.bottom - head.bbox.top, 1.0)
    table: list[int] = []
    for index in candidates:
        if lines[index].bbox.top - bottom > rules.max_gap_lines * height:
            break
        table.append(index)
        bottom = max(bottom, lines[index].bbox.bottom)
    return _before_next_header(lines, row, span, table)


def _before_next_header(
    lines: Sequence[TextLine],
    row: Sequence[int],
    span: tuple[float, float],
    table: Sequence[int],
) -> list[int]:
    """A table's lines above the next header under it: a line at its size with a name label
    first inside the table's span, or opening with one where its row reaches into the span
    (a roster set right under another, perhaps wider or narrower and set off to one side)."""
    head = lines[row[0]]
    left, limit = span
    right = min(limit, max(lines[i].bbox.x1 for i in row))
    tops = []
    for index in page_lines(lines, head.page):
        line = lines[index]
        if index in row or line.bbox.top <= head.bbox.top:
            continue
        if abs(line.size - head.size) > roster_rules().size_tolerance:
            continue
        if _is_name_label(_first_word_from(line, left, head.size, right)):
            tops.append(line.bbox.top)
        elif _is_name_label(line.text) and line.bbox.x0 < right:
            runs = [
                lines[i]
                for i in page_lines(lines, head.page)
                if same_row(line, lines[i]) and _opens_with_label(lines[i].text)
            ]
            # the line itself opens with the name label, whatever the case its label forms take
            if max((run.bbox.x1 for run in runs), default=line.bbox.x1) > left:
                tops.append(line.bbox.top)
    if not tops:
        return list(table)
    return [i for i in table if lines[i].bbox.top < min(tops) - roster_rules().edge_tolerance]


def _is_name_label(text: str) -> bool:
    first = text.split(maxsplit=1)[0] if text.strip() else ""
    return roster_rules().column_of.get(first.lower()) == NAME


def _is_key_label(text: str) -> bool:
    return roster_rules().column_of.get(text.strip().lower()) == KEY


def _opens_with_label(text: str) -> bool:
    """True when a line's first word is a column label or a label's start (a narrow cell
    breaks its label: "H" / "D"): a header run the reader set apart, not a row of another
    table on the same baseline."""
    return _is_label_start(text.split(maxsplit=1)[0] if text.strip() else "")


def _is_label_start(word: str) -> bool:
    """True when ``word`` is a column label or a label's start (see ``_opens_with_label``)."""
    return word in _label_starts()


@lru_cache(maxsize=1)
def _label_starts() -> frozenset[str]:
    """Every label form's non-empty starts, "N", "Na", …, "Name" (looked up for every run
    beside a line: a set, not a scan of the labels)."""
    return frozenset(form[:end] for form in _label_forms() for end in range(1, len(form) + 1))


@lru_cache(maxsize=1)
def _label_forms() -> tuple[str, ...]:
    """Every label as printed (name labels in any case: capitalised and lower case)."""
    labels = set(roster_rules().column_of)
    return tuple(sorted(labels | {label.capitalize() for label in labels}))


def _grid_columns(labels: Sequence[str]) -> tuple[Column, ...] | None:
    """The columns of a grid's labels, or None when one is no label or they make no header."""
    columns: list[Column] = []
    for label in labels:
        # a label broken in its cell may read with a space ("H D"): the label is one cell
        read = next(
            (
                (found, form)
                for form in (label, label.replace(" ", ""))
                if (
                    found := roster_rules().column_of.get(form)
                    or roster_rules().column_of.get(form.lower())
                )
            ),
            None,
        )
        if read is None:
            return None
        columns.append(Column(*read))
    return tuple(columns) if is_header(columns) else None


def _grid_cell(kind: str, text: str) -> bool:
    """True when a cell's whole text is a value of its column's shape (a stat or count
    cell: a key or note cell is no part of the block)."""
    if kind in (KEY, NOTE):
        return False
    match = roster_rules().shapes[kind].match(text)
    return match is not None and match.end() == len(text)


def _grid(
    lines: Sequence[TextLine],
    index: int,
    claimed: frozenset[int],
    start: float,
    rows: _RowIndex,
    carried: str | None = None,
) -> tuple[Header, list[Row], tuple[float, float]] | None:
    """The roster a header at ``index`` opens right of ``start``, read by its characters'
    places (``statblocks_roster_grid``), with its span; None when its lines have no places or
    it reads as no roster. ``carried`` is the room of the last row of the level roster before
    it: a level roster continued under a repeated header (on the next page or column) whose
    first row's key cell is blank goes on with that room, as a blank cell within one does."""
    row, span, named_at = _grid_header(lines, index, claimed, start, rows)
    if not row:
        return None
    table = _grid_lines(lines, row, span, claimed)
    grid = read_grid(lines, row, table, lines[index].size, span, named_at)
    columns = _grid_columns(grid.labels) if grid is not None else None
    if grid is None or columns is None or name_column(columns) != named_at:
        return None
    found: list[Row] = []
    area_key = carried if named_at else None
    for cells, line_ids in grid.rows:
        name = clean_name(cells[named_at])
        # a level roster's key cell names the row's room; blank, the room of the row above
        area_key = (cells[0].strip().rstrip(".") or area_key) if named_at else None
        kept = {
            i: cell
            for i, cell in enumerate(cells)
            if i != named_at and cell and _grid_cell(columns[i].kind, cell)
        }
        if name and len(kept) >= 2:
            found.append(Row(name, kept, line_ids, area_key))
    return Header(columns, (), False, grid.header_lines), found, span


def _grids(
    lines: Sequence[TextLine],
    index: int,
    claimed: frozenset[int],
    rows: _RowIndex,
    carried: str | None = None,
) -> list[tuple[Header, list[Row], tuple[float, float]]]:
    """Every roster whose header row the line at ``index`` opens, left to right: a header
    row may head several tables set side by side, each up to the next name label (or the
    key label before it). ``carried``: the room of the last level-roster row before it."""
    found = []
    start = -math.inf
    while (grid := _grid(lines, index, claimed, start, rows, carried)) is not None:
        found.append(grid)
        carried = _last_room(grid[1], carried)
        if grid[2][1] == math.inf:
            break
        start = grid[2][1]
    return found


def _last_room(rows: Sequence[Row], before: str | None) -> str | None:
    """The room of a table's last row that names one (a level roster's), else ``before``."""
    return next((row.area_key for row in reversed(rows) if row.area_key), before)


def _beyond(
    lines: Sequence[TextLine], indices: Sequence[int], span: tuple[float, float]
) -> set[int]:
    """The lines that run on past a grid's span: a table beside it reads them too."""
    return {i for i in indices if lines[i].bbox.x0 < span[0] or lines[i].bbox.x1 > span[1]}


def find_roster_blocks(
    document: Document, claimed: frozenset[int]
) -> tuple[list[tuple[StatBlock, tuple[int, ...]]], frozenset[int], tuple[tuple[int, BBox], ...]]:
    """Every roster row's block with the lines it takes, every line of the rosters and
    random tables found (their headers hold no values), and each roster's region (its header
    and rows: the blocks' text, not the room's)."""
    lines = document.lines
    out: list[tuple[StatBlock, tuple[int, ...]]] = []
    taken: set[int] = set()
    regions: list[tuple[int, BBox]] = []
    shared: set[int] = set()  # lines of a grid that run on into a table beside it
    by_row = _RowIndex(lines)
    carried: str | None = None  # the room of the last level-roster row read so far
    # what a grid, and a header read as text, may not take: made again only when a table was
    # found, not for every line
    unavailable, untaken = claimed, claimed
    for index in range(len(lines)):
        if index in claimed or index in taken:
            continue
        tables = _grids(lines, index, unavailable, by_row, carried)
        for header, rows, span in tables:
            carried = _last_room(rows, carried)
            taken.update(header.lines)
            shared |= _beyond(lines, [*header.lines, *(i for r in rows for i in r.lines)], span)
        if not tables:
            found = find_header(lines, index, untaken)
            if found is None:
                continue
            rows = read_rows(lines, found, table_lines(lines, found, untaken))
            taken.update(found.lines)
            tables = [(found, rows, (-math.inf, math.inf))]
        for header, rows, _ in tables:
            _add_table(document, header, rows, taken, out, regions)
        if tables:
            unavailable, untaken = claimed | (taken - shared), claimed | taken
    return out, frozenset(taken), tuple(regions)


def _add_table(
    document: Document,
    header: Header,
    rows: Sequence[Row],
    taken: set[int],
    out: list[tuple[StatBlock, tuple[int, ...]]],
    regions: list[tuple[int, BBox]],
) -> None:
    """A table's rows' lines taken, its rows' blocks and its regions added."""
    for row in rows:
        taken.update(row.lines)
        block = None if header.roll else row_block(document, header.columns, row)
        if block is not None:
            out.append((block, row.lines))
    if not header.roll and rows:
        indices = [*header.lines, *(i for r in rows for i in r.lines)]
        regions.extend(table_regions(document.lines, indices))
