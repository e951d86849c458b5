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

from collections.abc import Sequence
from functools import lru_cache

from converter.detect.statblock_common import clean_name
from converter.detect.statblocks_roster import (
    NAME,
    Column,
    Header,
    Row,
    find_header,
    is_header,
    page_lines,
    read_rows,
    roster_rules,
    row_block,
    same_row,
    table_lines,
    table_regions,
)
from converter.detect.statblocks_roster_grid import read_grid
from converter.models import BBox, Document, StatBlock, TextLine


def _grid_header(lines: Sequence[TextLine], index: int, claimed: frozenset[int]) -> list[int]:
    """The header row a line opens when its first word is a name column's label: the line
    and the lines the reader set apart on its row to its right."""
    line = lines[index]
    first = line.text.split(maxsplit=1)[0] if line.text.strip() else ""
    if roster_rules().column_of.get(first.lower()) != NAME or line.char_spans() is None:
        return []
    row = [
        i
        for i in page_lines(lines, line.page)
        if i != index
        and i not in claimed
        and same_row(line, lines[i])
        and lines[i].bbox.x0 > line.bbox.x0 + roster_rules().edge_tolerance
        and _opens_with_label(lines[i].text)
    ]
    return [index, *row]


def _opens_with_label(text: str) -> bool:
    """True when a line's first word is a column label or a label's start (a narrow cell
    breaks its label: "H" / "D"): a header run the reader set apart, not a row of another
    table on the same baseline."""
    first = text.split(maxsplit=1)[0] if text.strip() else ""
    return bool(first) and any(label.startswith(first) for label in _label_forms())


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
    return tuple(columns) if columns[0].kind == NAME and is_header(columns) else None


def _grid_cell(kind: str, text: str) -> bool:
    """True when a cell's whole text is a value of its column's shape."""
    match = roster_rules().shapes[kind].match(text)
    return match is not None and match.end() == len(text)


def _grid(
    lines: Sequence[TextLine], index: int, claimed: frozenset[int]
) -> tuple[Header, list[Row]] | None:
    """The roster a header at ``index`` opens, read by its characters' places
    (``statblocks_roster_grid``), or None when its lines have none or it reads as no roster."""
    row = _grid_header(lines, index, claimed)
    if not row:
        return None
    header = Header((), (), False, tuple(row))
    table = table_lines(lines, header, claimed)
    grid = read_grid(lines, row, table, lines[index].size)
    columns = _grid_columns(grid.labels) if grid is not None else None
    if grid is None or columns is None:
        return None
    rows: list[Row] = []
    for cells, line_ids in grid.rows:
        name = clean_name(cells[0])
        kept = {
            i: cell
            for i, cell in enumerate(cells)
            if i > 0 and cell and _grid_cell(columns[i].kind, cell)
        }
        if name and len(kept) >= 2:
            rows.append(Row(name, kept, line_ids))
    return Header(columns, (), False, grid.header_lines), rows


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
    for index in range(len(lines)):
        if index in claimed or index in taken:
            continue
        grid = _grid(lines, index, claimed | taken)
        if grid is not None:
            header, rows = grid
            taken.update(header.lines)
        else:
            found = find_header(lines, index, claimed | taken)
            if found is None:
                continue
            header = found
            taken.update(header.lines)
            rows = read_rows(lines, header, table_lines(lines, header, claimed | taken))
        for row in rows:
            taken.update(row.lines)
            block = None if header.roll else row_block(document, header.columns, row)
            if block is not None:
                out.append((block, row.lines))
        if not header.roll and rows:
            regions.extend(
                table_regions(lines, [*header.lines, *(i for r in rows for i in r.lines)])
            )
    return out, frozenset(taken), tuple(regions)
