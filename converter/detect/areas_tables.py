"""Areas printed as the rows of a key table: ``Key | Location | Contents | Monsters | …``.

The read stage gives lines, not cells: a table comes out as lines that start at a few
shared x positions (one per column), several cells of one row sometimes run together on
one line. A table is found by its header row: cells whose labels (``key_tables.yaml``) name
its columns, the key column first, then any of location, contents, creatures and other
columns. Below it, every line that starts at the key column with a key opens a row, and
the row holds the lines that start at a column's x between its top and the next row's; a
cell's lines are joined by the column they start in (a name wrapped in its cell, a key
with the name under it), never by the order they were read. The area's name is the
location cell, or the key cell's words after the key when the table has no location
column; its text is the contents, creatures and other cells; the creatures cell is read as
the list of who is there (``creatures_cells``). The header row is never an area; the
table ends where a line starts off the columns, at a wide vertical gap, or at the page's
end.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import product

from converter.detect.areas_common import (
    Context,
    heading_level,
    parse_key_text,
)
from converter.detect.areas_heading_text import (
    heading_to_name,
)
from converter.detect.areas_table_axes import axis_rows, page_grids
from converter.detect.areas_table_beside import cells_beside
from converter.detect.areas_table_breaks import HeaderCells, header_again, join_continued
from converter.detect.areas_table_cells import MERGED, Column, Rights, column_of, rights, row_cells
from converter.detect.areas_table_centred import centred_row_tops
from converter.detect.areas_table_header import (
    MAX_CELL_WORDS,
    cell_readings,
    cell_roles,
    header_roles,
    key_in_readings,
    names_key,
    split_roles,
)
from converter.detect.areas_table_keys import row_keys
from converter.detect.areas_table_row import TableRow, top_to_bottom
from converter.models import TextLine
from converter.ruledata import load_lexicon

WRAP_GAP_EM = 0.6  # a header cell's wrapped line sits closer than this under the one above


@dataclass(frozen=True)
class _Span:
    left: float  # a line must end right of this to be in the table ...
    right: float  # ... and start left of this


@dataclass(frozen=True)
class _Page:
    by_top: list[tuple[int, TextLine]]  # a page's lines in top order
    tops: list[float]


@dataclass(frozen=True)
class _Header:
    cells: tuple[int, ...]  # the header row's lines, left to right
    lines: tuple[int, ...]  # those and the lines its cells wrap onto
    roles: tuple[tuple[str, ...], ...]  # the column roles each cell's labels name
    span: _Span  # the table's width


@dataclass(frozen=True)
class _Rules:
    column_tolerance: float
    row_tolerance: float
    max_row_gap_em: float


@cache
def _rules() -> _Rules:
    t = load_lexicon("key_tables")["thresholds"]
    return _Rules(
        float(t["column_tolerance_pt"]),
        float(t["row_tolerance_pt"]),
        float(t["max_row_gap_em"]),
    )


def _band(page: _Page, top: float, tolerance: float) -> tuple[int, ...]:
    """Indices of the lines whose top is within ``tolerance`` of ``top``, left to right.
    Only the lines of the page's top order near ``top`` are tested (a point of slack
    around the window, the test itself exact): one band costs its own lines, not the page's."""
    lo = bisect_left(page.tops, top - tolerance - 1.0)
    hi = bisect_right(page.tops, top + tolerance + 1.0)
    near = [
        (line.bbox.x0, i) for i, line in page.by_top[lo:hi] if abs(line.bbox.top - top) <= tolerance
    ]
    return tuple(i for _, i in sorted(near))


def _columns(table: Sequence[TextLine], left: float, tolerance: float) -> list[float]:
    """The x positions lines of the table start at, left to right (from ``left`` on)."""
    starts: list[float] = []
    for x in sorted(line.bbox.x0 for line in table if line.bbox.x0 >= left - tolerance):
        if not starts or x - starts[-1] > tolerance:
            starts.append(x)
    return starts


def _table_lines(
    page_lines: Sequence[tuple[int, TextLine]],
    header_top: float,
    header_bottom: float,
    span: _Span,
    cells: HeaderCells,
    beside: Sequence[TextLine] = (),
) -> list[tuple[int, TextLine]]:
    """The lines below a header down to the table's end (a wide gap, a line off the
    columns, the header row printed again: ``cells``), in top order. Only lines across the
    table's width count: a line wholly left of it or starting right of it (a margin label,
    the facing page of an imposed sheet, the next column of the page) is beside the table
    and neither belongs to it nor ends it. ``beside``: cells of an unlabelled column
    (``cells_beside``), which belong to no named column but hold their row's height, so the
    gap under them is a row's gap, not the table's end."""
    holders = sorted(beside, key=lambda ln: ln.bbox.top)
    rules = _rules()
    below = sorted(
        (
            (i, ln)
            for i, ln in page_lines
            if ln.bbox.top > header_bottom - rules.row_tolerance
            and ln.bbox.x1 > span.left
            and ln.bbox.x0 < span.right
        ),
        key=lambda item: (item[1].bbox.top, item[1].bbox.x0),
    )
    out: list[tuple[int, TextLine]] = []
    bottom = header_bottom
    for i, line in below:
        while holders and holders[0].bbox.top <= line.bbox.top + rules.row_tolerance:
            bottom = max(bottom, holders.pop(0).bbox.bottom)
        if line.bbox.top - bottom > rules.max_row_gap_em * max(line.size, 1.0):
            break
        if header_roles([line.text.strip()]) is not None:
            break  # the header of the next table
        if header_again(
            line, [ln for _, ln in below], cells, rules.column_tolerance, rules.row_tolerance
        ):
            break  # the header again: the table goes on under it, read from there
        out.append((i, line))
        bottom = max(bottom, line.bbox.bottom)
    return out


def _header_columns(ctx: Context, header: _Header, starts: Sequence[float]) -> list[Column]:
    """The table's columns: each header cell's x for its first label; a cell holding more
    labels (cells run together) takes the x where the lines under it start for the rest,
    or ``MERGED`` when none do (every row's cells ran together too)."""
    tol = _rules().column_tolerance
    columns: list[Column] = []
    for n, (cell, roles) in enumerate(zip(header.cells, header.roles, strict=True)):
        x0 = ctx.lines[cell].bbox.x0
        right = (
            ctx.lines[header.cells[n + 1]].bbox.x0
            if n + 1 < len(header.cells)
            else header.span.right
        )
        inside = [x for x in starts if x0 + tol < x < right - tol]
        roles = _split_cell(ctx.lines[cell].text, header, n, len(inside) + 1) or roles
        inner = inside[: len(roles) - 1]
        inner += [MERGED] * (len(roles) - 1 - len(inner))
        columns += [Column(x, role) for x, role in zip([x0, *inner], roles, strict=True)]
    return columns


def _split_cell(text: str, header: _Header, n: int, columns: int) -> tuple[str, ...] | None:
    """The labels of the ``n``-th header cell when more columns start under it than the
    labels it was read as (``columns``: its own and those starting inside it): labels ran
    together after all ("Area Description" a location and a contents label; "Area
    Description Creatures" three), the most that fit, or None."""
    roles = header.roles[n]
    taken = {r for c, rs in enumerate(header.roles) if c != n for r in rs}
    for parts in range(columns, len(roles), -1):
        split = split_roles(text, n == 0, parts)
        if split and not taken.intersection(split) and _location_first(split, n):
            return split
    return None


def _location_first(roles: Sequence[str], cell: int) -> bool:
    """A location column stands only right after the key column (``header_roles``)."""
    return all(role != "location" or (cell, k) in ((0, 1), (1, 0)) for k, role in enumerate(roles))


def _row_members(kept: Sequence[tuple[int, TextLine]], tops: Sequence[float], k: int) -> list[int]:
    """The lines of the ``k``-th row: from its top to the next row's (``tops``: its key's,
    or its tallest cell's in a table centred top to bottom, ``centred_row_tops``)."""
    tol = _rules().row_tolerance
    top = tops[k] - tol
    next_top = tops[k + 1] - tol if k + 1 < len(tops) else None
    return [
        j for j, ln in kept if ln.bbox.top >= top and (next_top is None or ln.bbox.top < next_top)
    ]


@dataclass(frozen=True)
class _Part:
    """A table part read under one header: its rows, and the row of the part before that
    goes on above its first key (a row broken by the page), or None."""

    rows: list[TableRow]
    continued: TableRow | None = None


def _rows_under(
    ctx: Context,
    page_lines: Sequence[tuple[int, TextLine]],
    header: _Header,
    earlier: int | None = None,
) -> _Part:
    """The rows under ``header``; ``earlier``: the last key read under the same header
    printed before (the table's part above, which this part's keys count on from)."""
    rules = _rules()
    tol = rules.column_tolerance
    first = ctx.lines[header.cells[0]]
    top, bottom = first.bbox.top, max(ctx.lines[i].bbox.bottom for i in header.lines)
    printed = HeaderCells.of([ctx.lines[i] for i in header.cells])
    table = _table_lines(page_lines, top, bottom, header.span, printed)
    columns = _header_columns(ctx, header, _columns([ln for _, ln in table], first.bbox.x0, tol))
    if len(columns) < 2:
        return _Part([])
    # a table has the columns its header names: a line starting further right is beside it
    last_x = max(c.x for c in columns if c.x != MERGED)
    narrowed = _Span(header.span.left, min(header.span.right, last_x + tol + 1.0))
    beside = cells_beside(
        [ln for _, ln in table],
        narrowed.right,
        columns[0].x,
        (tol, rules.row_tolerance),
        WRAP_GAP_EM,
    )
    table = _table_lines(page_lines, top, bottom, narrowed, printed, beside)
    kept = [(i, ln) for i, ln in table if any(abs(ln.bbox.x0 - c.x) <= tol for c in columns)]
    if len(kept) < len(table):  # a line off the columns: the table ended before it
        stop = next(k for k, (i, ln) in enumerate(table) if (i, ln) not in kept)
        kept = table[:stop]
    keys, key_texts = row_keys(kept, columns[0].x, tol, WRAP_GAP_EM, earlier)
    right = rights([ln for _, ln in kept], columns)
    tops = centred_row_tops(kept, keys, columns[0].x, tol) or [ln.bbox.top for _, ln in keys]
    rows: list[TableRow] = []
    for k, (i, _) in enumerate(keys):
        members = _row_members(kept, tops, k)
        row = _row_of(ctx, members, columns, right, (i, key_texts[i]))
        if row.name[:1].isalpha() or row.contents or row.creatures:
            rows.append(row)
    first_top = tops[0] - rules.row_tolerance if keys else float("inf")
    # lines above the first key, none in the key column: the row before goes on
    above = [j for j, ln in kept if ln.bbox.top < first_top]
    in_key_cell = any(column_of(ctx.lines[j], columns) == 0 for j in above)
    continued = None
    if above and not in_key_cell:
        continued = _row_of(ctx, above, columns, right, (above[0], ""))
    return _Part(top_to_bottom(rows), continued)


def _row_of(
    ctx: Context,
    members: Sequence[int],
    columns: Sequence[Column],
    right: Rights,
    key: tuple[int, str],
) -> TableRow:
    """The row of the lines ``members``, its key cell's line and key ``key``."""
    read = row_cells(ctx, members, columns, right, key[0])
    cells = read.text
    line = ctx.lines[key[0]]
    box = line.bbox
    for j in members:
        box = box.union(ctx.lines[j].bbox)
    return TableRow(
        key[0],
        key[1],
        heading_to_name(read.name),
        " ".join(cells["contents"] + cells["other"]),
        line.page,
        box,
        tuple(members),
        tuple(cells["creatures"]),
        read.wraps,
    )


def _continuations(
    ctx: Context, by_top: Sequence[tuple[int, TextLine]], tops: Sequence[float], index: int
) -> list[int]:
    """The lines a header cell wraps onto: set in its face and size right under it, starting
    within its width ("Creatures and" / "contents", "Ke" / "y" in a narrow key column, and
    "# Locatio" / "n" where two cells ran together on one line and the second one's label
    wrapped under it, at its own column). ``by_top`` is the page's lines in top order,
    ``tops`` their tops."""
    tol = _rules().column_tolerance
    level = heading_level(ctx.lines[index])
    out: list[int] = []
    above = ctx.lines[index]
    for j, line in by_top[bisect_right(tops, above.bbox.top) :]:
        if line.bbox.top - above.bbox.bottom > WRAP_GAP_EM * max(above.size, 1.0):
            break
        inside = above.bbox.x0 - tol <= line.bbox.x0 < above.bbox.x1
        if not inside or line.bbox.top <= above.bbox.top:
            continue
        if heading_level(line) != level or not line.text.strip():
            break
        out.append(j)
        above = line
    return out


def _find_header(ctx: Context, page: _Page, band: Sequence[int]) -> _Header | None:
    """The header row among the lines of one height, left to right: a run of adjacent
    short cells whose labels name a key column and the columns after it; other text at that height
    (the next column, the facing page of an imposed sheet) is no part of it."""
    rules = _rules()
    short = [len(ctx.lines[i].text.split()) <= MAX_CELL_WORDS for i in band]
    if not any(short):
        return None
    wraps = {
        i: _continuations(ctx, page.by_top, page.tops, i)
        for i, ok in zip(band, short, strict=True)
        if ok
    }
    cell_texts = {
        i: (ctx.lines[i].text.strip(), [ctx.lines[j].text for j in found])
        for i, found in wraps.items()
    }
    readings_of: dict[int, list[str]] = {}  # each cell's readings, made when first needed

    def readings(i: int) -> list[str]:
        if i not in readings_of:
            readings_of[i] = cell_readings(*cell_texts[i])
        return readings_of[i]

    def labelled(i: int, first: bool) -> list[str]:
        """The readings of cell ``i`` that name a column (``header_roles`` takes no other),
        in their order: only these are tried together, never a product of readings one of
        which names nothing (a band of many short cells made millions of them)."""
        if (i, first) not in labelled_of:
            labelled_of[i, first] = [r for r in readings(i) if cell_roles(r, first)]
        return labelled_of[i, first]

    labelled_of: dict[tuple[int, bool], list[str]] = {}

    for a in range(len(band)):
        # a header's first cell names the key column: without that no span from it is one
        if not short[a] or not key_in_readings(*cell_texts[band[a]]):
            continue
        if not any(names_key(r) and cell_roles(r, True) for r in readings(band[a])):
            continue
        for b in range(len(band), a, -1):
            if not all(short[a:b]):
                continue
            cells = band[a:b]
            for choice in product(*(labelled(i, k == 0) for k, i in enumerate(cells))):
                roles = header_roles(choice)
                if roles is None:
                    continue
                left = ctx.lines[cells[0]].bbox.x0 - rules.column_tolerance
                right = ctx.lines[band[b]].bbox.x0 if b < len(band) else float("inf")
                lines = tuple(sorted({*cells, *(j for i in cells for j in wraps[i])}))
                return _Header(tuple(cells), lines, roles, _Span(left, right))
    return None


def _headers_in(ctx: Context, page: _Page, band: Sequence[int], used: set[int]) -> list[_Header]:
    """The header rows among the lines of one height, left to right: after one, the text
    right of it may hold another table's (two tables side by side, an imposed sheet)."""
    found: list[_Header] = []
    rest = list(band)
    while rest and (header := _find_header(ctx, page, rest)) is not None:
        if used.intersection(header.cells):
            break
        found.append(header)
        rest = [i for i in rest if ctx.lines[i].bbox.x0 >= header.span.right]
    return found


def _page_headers(
    ctx: Context, page_lines: Sequence[tuple[int, TextLine]]
) -> list[tuple[int, list[_Header]]]:
    """The header rows of one page, by halves of the sheet, not by height: on a sheet of two
    pages side by side the right page's part, its header level with the left page's, is
    read after the left page's lower part, whose row it goes on with (``_by_halves``)."""
    rules = _rules()
    by_top = sorted(page_lines, key=lambda item: item[1].bbox.top)
    page = _Page(by_top, [ln.bbox.top for _, ln in by_top])
    seen: set[float] = set()
    used: set[int] = set()  # header cells already read (a header is found once)
    headers_of: dict[tuple[int, ...], list[_Header]] = {}
    found: list[_Header] = []
    for _, line in page_lines:
        top = round(line.bbox.top, 1)
        if top in seen:
            continue
        band = _band(page, line.bbox.top, rules.row_tolerance)
        if band not in headers_of:  # the lines of one row share their headers
            headers_of[band] = _headers_in(ctx, page, band, used)
        for header in headers_of[band]:
            if used.intersection(header.cells):
                break  # read already from another line of the row
            seen.add(top)
            used.update(header.cells)
            found.append(header)
    return _by_halves(ctx, found)


def _by_halves(ctx: Context, headers: Sequence[_Header]) -> list[tuple[int, list[_Header]]]:
    """The headers by the part of the sheet they stand in, each part's top to bottom, with
    where the reader first comes to the part: headers whose first cells start at one x are
    one table's parts down one page (or column) of the sheet. The parts are read in the
    order the reader comes to them (the left page of an imposed sheet before the right; a
    booklet's sheet holds a page read early and one read late), and down the page in each,
    whatever order the reader gave their lines (it may give a lower part's header before
    the first one's)."""
    tol = _rules().column_tolerance
    groups: list[list[_Header]] = []
    for header in sorted(headers, key=lambda h: min(h.cells)):
        x = ctx.lines[header.cells[0]].bbox.x0
        group = next((g for g in groups if abs(ctx.lines[g[0].cells[0]].bbox.x0 - x) <= tol), None)
        if group is None:
            groups.append([header])
        else:
            group.append(header)
    return [
        (min(g[0].cells), sorted(g, key=lambda h: ctx.lines[h.cells[0]].bbox.top)) for g in groups
    ]


def table_rows(ctx: Context) -> tuple[list[TableRow], frozenset[int]]:
    """Every key-table row of the document, in reading order, and the lines of the tables
    (header rows included: no other area starts on them)."""
    cell_roles.cache_clear()  # the cache holds one document's header cells, no more
    by_page: dict[int, list[tuple[int, TextLine]]] = {}
    for i, line in enumerate(ctx.lines):
        by_page.setdefault(line.page, []).append((i, line))
    rows: list[TableRow] = []
    headers: set[int] = set()
    last_key: dict[tuple[str, ...], int] = {}  # by a header's labels: its table's last key
    parts = [
        (start, header, page_lines)
        for page_lines in by_page.values()
        for start, found in _page_headers(ctx, page_lines)
        for header in found
    ]
    parts.sort(key=lambda part: part[0])  # stable: a half's headers stay top to bottom
    for _, header, page_lines in parts:
        labels = tuple(" ".join(ctx.lines[i].text for i in header.cells).casefold().split())
        part = _rows_under(ctx, page_lines, header, last_key.get(labels))
        if part.continued is not None and rows:
            # the row that closed the part read before goes on here
            rows[-1] = join_continued(rows[-1], part.continued)
            headers.update(header.lines)
        headers.update(header.lines if part.rows else ())
        rows.extend(part.rows)
        if part.rows and (parsed := parse_key_text(part.rows[-1].key)) is not None:
            last_key[labels] = parsed[0].number
    covered = headers.union(i for row in rows for i in row.lines)
    for page_lines in by_page.values():
        free = [(i, ln) for i, ln in page_lines if i not in covered]
        for grid in page_grids(free):
            rows.extend(axis_rows(ctx, grid))
            covered.update(grid.header, (i for row in grid.rows for i in row.lines))
    return sorted(rows, key=lambda row: row.order), frozenset(covered)
