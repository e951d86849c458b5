"""A key table known by its centred cells, with a header row or none (``areas_tables``).

A grid whose text is centred in its cells prints each column's lines on one axis: their
middles line up, their left edges wander with the lines' lengths. Prose never does this
on several axes side by side: a column of running text is left-aligned or justified (its
left edges line up), and a centred heading stands alone. So where, row after row, a
column of keys stands level with cells of two or more other columns whose lines are
centred on their own axes (left edges spread, middles on one x), parted by gaps wider
than a word space, the lines are a key table, whatever its header row says, or whether it
has one: the alignment is the evidence, not the labels. The key column is the one whose
cells are keys; the first column after it is the area's name when its cells are short
and capitalised (a name, not a sentence); the header row, if any (the cells above the
first key), names a creatures column when its label is one the lexicon knows.

Pure functions over ``TextLine`` records.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from converter.detect.areas_common import Context, parse_key_text
from converter.detect.areas_heading_text import heading_to_name
from converter.detect.areas_roll_tables import names_die
from converter.detect.areas_table_header import cell_roles
from converter.detect.areas_table_row import TableRow, top_to_bottom
from converter.models import BBox, TextLine

CELL_GAP_EM = 1.2  # a gap this much wider than a word space parts two cells of one line
AXIS_EM = 0.3  # the middles of one column's lines stand this close to each other
SPREAD_EM = 0.5  # a centred column's left (and right) edges spread at least this far
MIN_ROWS = 3  # keys of one table
MIN_COLUMNS = 2  # centred columns beside the keys (one is a list: a roll's results)
NAME_WORDS = 6  # a name cell's words at most
LEADING_EM = 0.6  # a cell's lines stand at most this far apart (white between two lines)


@dataclass(frozen=True)
class Piece:
    """A cell's text on one line: a line, or a part of one parted by a wide gap."""

    line: int
    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    size: float

    @property
    def mid(self) -> float:
        return (self.x0 + self.x1) / 2


@dataclass(frozen=True)
class AxisRow:
    """One row of a centred grid: its key piece and each column's cell text."""

    key: Piece
    cells: tuple[tuple[str, ...], ...]  # each text column's lines, top to bottom
    lines: tuple[int, ...]
    box: BBox


@dataclass(frozen=True)
class AxisGrid:
    rows: tuple[AxisRow, ...]
    roles: tuple[str, ...]  # each text column's: location, creatures or contents
    header: tuple[int, ...]  # the header row's lines


def line_pieces(index: int, line: TextLine) -> list[Piece]:
    """``line`` cut at its gaps ``CELL_GAP_EM`` wider than a word space (the whole line
    when its letters' places are unknown): a piece runs from an inked letter to the next
    cut, the blanks before a cut its own, and spans its inked letters.

    Read off the line's flat places (``TextLine.char_x``) at its inked letters' indices
    rather than letter by letter: every line of every page is cut so."""
    text, xs, box = line.text, line.char_x, line.bbox
    if not xs or len(xs) != 2 * len(text):
        whole = Piece(index, text.strip(), box.x0, box.x1, box.top, box.bottom, line.size)
        return [whole] if whole.text else []
    inked = [k for k, char in enumerate(text) if not char.isspace()]
    if not inked:
        return []
    gap = CELL_GAP_EM * max(line.size, 1.0)
    x0s, x1s = xs[0::2], xs[1::2]
    cuts = [j for j in range(1, len(inked)) if x0s[inked[j]] - x1s[inked[j - 1]] > gap]
    firsts = [0, *cuts]
    lasts = [*cuts, len(inked)]
    out = []
    for n, (first, last) in enumerate(zip(firsts, lasts, strict=True)):
        start = inked[first] if n else 0
        end = inked[last] if last < len(inked) else len(text)
        out.append(
            Piece(
                index,
                text[start:end].strip(),
                x0s[inked[first]],
                x1s[inked[last - 1]],
                box.top,
                box.bottom,
                line.size,
            )  # fmt: skip
        )
    return out


def _axes(pieces: Sequence[Piece]) -> list[list[Piece]]:
    """The pieces by the axis their middles stand on (middles chained within ``AXIS_EM``,
    the chain no wider than twice that), each top to bottom."""
    axes: list[list[Piece]] = []
    for piece in sorted(pieces, key=lambda p: p.mid):
        tol = AXIS_EM * piece.size
        if axes and piece.mid - axes[-1][-1].mid <= tol and piece.mid - axes[-1][0].mid <= 2 * tol:
            axes[-1].append(piece)
        else:
            axes.append([piece])
    return [sorted(axis, key=lambda p: p.top) for axis in axes if len(axis) >= MIN_ROWS]


def _centred(axis: Sequence[Piece]) -> bool:
    """Lines on one axis whose left edges and right edges both spread: centred, neither
    left-aligned (a column of prose) nor right-aligned."""
    em = max(p.size for p in axis)
    return (
        max(p.x0 for p in axis) - min(p.x0 for p in axis) >= SPREAD_EM * em
        and max(p.x1 for p in axis) - min(p.x1 for p in axis) >= SPREAD_EM * em
    )


def _keys(axis: Sequence[Piece]) -> list[Piece] | None:
    """The axis's keys, top to bottom, when it is a key column: the run of keys from its
    first (the pieces above are its header cell, the first other piece under it ends the
    grid), the keys distinct."""
    first = next((k for k, p in enumerate(axis) if _is_key(p.text)), None)
    if first is None or first > 3:
        return None
    end = next((k for k in range(first, len(axis)) if not _is_key(axis[k].text)), len(axis))
    keys = list(axis[first:end])  # the keys' run: a line under the grid ends it
    if len(keys) < MIN_ROWS:
        return None
    printed = [parse_key_text(p.text) for p in keys]
    if len({(k[0].prefix, k[0].number, k[0].suffix) for k in printed if k}) < len(keys):
        return None
    return keys


def _is_key(text: str) -> bool:
    parsed = parse_key_text(text)
    return parsed is not None and len(parsed[1].split()) <= NAME_WORDS


def _cells(axis: Sequence[Piece]) -> list[list[Piece]]:
    """An axis's cells: its pieces top to bottom in runs at one leading."""
    cells: list[list[Piece]] = []
    for piece in axis:
        if cells and piece.top - cells[-1][-1].bottom <= LEADING_EM * piece.size:
            cells[-1].append(piece)
        else:
            cells.append([piece])
    return cells


def _level_key(cell: Sequence[Piece], keys: Sequence[Piece]) -> int | None:
    """The key whose line's middle stands within the cell's height (half a line of
    slack), the nearest when more do; None when none does."""
    top, bottom = cell[0].top, cell[-1].bottom
    slack = (cell[0].bottom - cell[0].top) / 2
    mid = (top + bottom) / 2
    level = [
        (abs((k.top + k.bottom) / 2 - mid), n)
        for n, k in enumerate(keys)
        if top - slack <= (k.top + k.bottom) / 2 <= bottom + slack
    ]
    return min(level)[1] if level else None


def page_grids(page_lines: Sequence[tuple[int, TextLine]]) -> list[AxisGrid]:
    """The centred key tables of one page's lines (those no key table read already)."""
    pieces = [p for i, line in page_lines for p in line_pieces(i, line)]
    grids: list[AxisGrid] = []
    taken: set[int] = set()
    for keys in _axes([p for p in pieces if _is_key(p.text)]):
        if taken.intersection(p.line for p in keys):
            continue
        grid = _grid(keys, pieces)
        if grid is not None:
            grids.append(grid)
            taken.update(i for row in grid.rows for i in row.lines)
    return grids


def _grid(key_axis: Sequence[Piece], pieces: Sequence[Piece]) -> AxisGrid | None:
    """The grid whose key column ``key_axis`` is: the centred columns right of it whose
    cells stand level with its keys row after row, or None when fewer than ``MIN_COLUMNS``."""
    em = max(p.size for p in key_axis)
    top, bottom = key_axis[0].top - 4 * em, key_axis[-1].bottom + 4 * em
    near = [p for p in pieces if top <= p.top and p.bottom <= bottom]
    axes = _axes(near)
    own = next((a for a in axes if key_axis[0] in a), None)
    keys = _keys(own) if own is not None else None
    if keys is None or _die_header(own[: own.index(keys[0])] if own else []):
        return None
    if _prose_across(keys, pieces):
        return None
    right = max(p.x1 for p in keys)
    columns: list[list[list[Piece]]] = []  # each column's cells by row
    headers: list[list[Piece]] = []
    for axis in axes:
        if axis is own or axis[0].mid <= right:
            continue
        by_row: list[list[Piece]] = [[] for _ in keys]
        above: list[Piece] = []
        for cell in _cells(axis):
            n = _level_key(cell, keys)
            if n is not None:
                by_row[n].extend(cell)
            elif keys[0].top - 3 * em <= cell[-1].bottom <= keys[0].top:
                above = list(cell)  # the header cell: the last cell above the first key
        filled = [p for row in by_row for p in row]
        if min((p.x0 for p in filled), default=0.0) <= right:
            continue  # text reaching left of the keys: no column of the grid
        if min((p.x0 for p in above), default=right + 1) <= right:
            above = []  # prose over the grid, no header cell
        if 3 * sum(1 for row in by_row if row) >= 2 * len(keys) and _centred(filled):
            columns.append(by_row)
            headers.append(above)
    if len(columns) < MIN_COLUMNS or _under_die(pieces, keys, columns, headers):
        return None
    roles = _roles(columns, headers)
    if "location" not in roles and not _named_elsewhere(keys, headers):
        return None  # numbers beside numbers (a level table, a roster): no place is named
    return _assemble(keys, columns, headers, pieces, roles)


def _prose_across(keys: Sequence[Piece], pieces: Sequence[Piece]) -> bool:
    """True when lines between the first key and the last run across the key column into
    the room of the columns beside it, a line for every key or more: a column of prose
    whose headings ("05 · Punt House", "07 · Peat Store") happen to centre near one x. A
    grid's key column holds its keys and their wrapped names between them, nothing that
    crosses into the next column."""
    em = max(p.size for p in keys)
    left, right = min(p.x0 for p in keys), max(p.x1 for p in keys)
    across = [
        p
        for p in pieces
        if keys[0].bottom <= p.top
        and p.bottom <= keys[-1].top
        and p.x0 <= right
        and p.x1 >= right + em
        and p.x1 > left
    ]
    return len(across) >= len(keys) - 1


def _named_elsewhere(keys: Sequence[Piece], headers: Sequence[Sequence[Piece]]) -> bool:
    """Whether the places have names outside a name column: in the key cells ("1 Gatehouse"),
    or in a column a known header label names (a description, who is there)."""
    named = [parse_key_text(p.text) for p in keys]
    if all(k is not None and k[1].strip()[:1].isalpha() for k in named):
        return True
    return any(cell_roles(" ".join(p.text for p in head), False) for head in headers if head)


def _under_die(
    pieces: Sequence[Piece],
    keys: Sequence[Piece],
    columns: Sequence[Sequence[Sequence[Piece]]],
    headers: Sequence[Sequence[Piece]],
) -> bool:
    """A grid whose caption, just above it, names a die ("Wandering Monsters (d6)"): a
    roll table's rows, what may come, no map key."""
    em = max(p.size for p in keys)
    cells = [*keys, *(p for col in columns for row in col for p in row)]
    top = min(p.top for p in [*keys, *(p for head in headers for p in head)])
    left, right = min(p.x0 for p in cells), max(p.x1 for p in cells)
    return any(
        names_die(p.text, header=False)
        for p in pieces
        if top - 4 * em <= p.bottom <= top + 1.0 and p.x1 > left and p.x0 < right
    )


def _die_header(cells: Sequence[Piece]) -> bool:
    """A key column headed by a die ("d6", "1d8", "Roll"): a roll table, no map key."""
    return any(names_die(p.text, header=True) for p in cells)


def _assemble(
    keys: Sequence[Piece],
    columns: Sequence[Sequence[Sequence[Piece]]],
    headers: Sequence[Sequence[Piece]],
    pieces: Sequence[Piece],
    roles: tuple[str, ...],
) -> AxisGrid | None:
    """The grid's rows and its columns' roles, or None when a key's line holds text off the
    grid. A line is the grid's only when each of its pieces is a cell's (a line the reader
    ran on into text beside the grid stays the text's)."""
    inside = {id(p) for p in keys} | {id(p) for col in columns for row in col for p in row}
    inside |= {id(p) for head in headers for p in head}
    outside = {p.line for p in pieces if id(p) not in inside}
    if outside.intersection(p.line for p in keys):
        return None  # a key's line runs on into text off the grid: no clean table
    rows: list[AxisRow] = []
    for n, key in enumerate(keys):
        cells = [key, *(p for col in columns for p in col[n])]
        box = BBox(
            min(p.x0 for p in cells), min(p.top for p in cells),
            max(p.x1 for p in cells), max(p.bottom for p in cells),
        )  # fmt: skip
        texts = tuple(tuple(p.text for p in col[n]) for col in columns)
        lines = tuple(sorted({p.line for p in cells} - outside))
        rows.append(AxisRow(key, texts, lines, box))
    header = {p.line for head in headers for p in head} - outside
    return AxisGrid(tuple(rows), roles, tuple(sorted(header)))


def _roles(
    columns: Sequence[Sequence[Sequence[Piece]]], headers: Sequence[Sequence[Piece]]
) -> tuple[str, ...]:
    """Each column's role: what its header cell names when the lexicon knows the label
    (location, creatures), else the first column is the location when its cells read as
    names (a few words, capitalised, no sentence's stop), the others contents."""
    roles = []
    for k, (column, head) in enumerate(zip(columns, headers, strict=True)):
        named = cell_roles(" ".join(p.text for p in head), False) if head else None
        if named and len(named) == 1 and named[0] in ("location", "creatures"):
            roles.append(named[0])
        elif k == 0 and not named and all(_name_cell(cell) for cell in column if cell):
            roles.append("location")
        else:
            roles.append("contents")
    if roles.count("location") > 1:
        roles = [r if r != "location" or k == roles.index("location") else "contents"
                 for k, r in enumerate(roles)]  # fmt: skip
    return tuple(roles)


def _name_cell(cell: Sequence[Piece]) -> bool:
    text = " ".join(p.text for p in cell)
    return len(text.split()) <= NAME_WORDS and text[:1].isupper() and not text.endswith(".")


def axis_rows(ctx: Context, grid: AxisGrid) -> list[TableRow]:
    """The rows of a key table told by its centred cells (``areas_table_axes``)."""
    rows: list[TableRow] = []
    for row in grid.rows:
        parsed = parse_key_text(row.key.text)
        if parsed is None:
            continue
        cells = dict.fromkeys(("location", "contents", "creatures"), "")
        for role, lines in zip(grid.roles, row.cells, strict=True):
            cells[role] = " ".join(filter(None, (cells[role], *lines)))
        name = " ".join(filter(None, (parsed[1], cells["location"])))
        creatures = (cells["creatures"],) if cells["creatures"] else ()
        line = ctx.lines[row.key.line]
        rows.append(
            TableRow(
                row.key.line,
                parsed[0].text,
                heading_to_name(name),
                cells["contents"],
                line.page,
                row.box,
                row.lines,
                creatures,
            )  # fmt: skip
        )
    return top_to_bottom(rows)
