"""Label cells: a stat-field label in a table's left cell joined to its value cell.

A word processor's 5e stat block set as a two-column table ("Armor Class | 14 (leather
armor)", "Hit Points | 34 (4d8 + 16)") prints each label and its value on one baseline across
a cell gap. Read as text boxes (``segment_lines.lines_to_boxes``), the label column and the
value column fall into separate boxes and the block's fields lose their values. A line that is
only a stat-field label (``stat_words.yaml`` ``cell_labels_5e``) is one cell of a label|value
row: it is joined to the nearest line to its right on its baseline, unless that line is a
label too (a header row of labels: "AC | HD | hp").

A table's value cells line up at one left edge however long each label is, so a wide label
column puts a short label's value far from it ("Speed" … "30 ft." 14 ems on): a line on a
label's row further than ``CELL_GAP_EM`` is its value cell when it starts at the left edge
where the nearest lines on the rows of ``MIN_COLUMN_ROWS`` labels start (a value column).

A label cell narrower than its label wraps it: "Armor" beside the value, "Class" alone under it
at the cell's left edge, in the same type. A line that is no label but becomes one with the
line right under it (same left edge, same fonts, no wider gap than a line's leading) is the
label's head: the two are read as one label on the head's row (the tail's glyphs set after the
head's) and joined to the value cell as a label is; the tail line is dropped. Only under a
line of its table (the name, the type line, a row over it, within a line's leading): a wrapped
label opening its box (a page broke the table under its caption) is left as the page set it,
for the caption rule (``detect.statblock_caption``) to name the box.
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from converter.read.lines import Glyph, RawLine, join_raw_lines
from converter.ruledata import load_lexicon

_WORDS = load_lexicon("stat_words")
_LABELS = frozenset(label.casefold() for label in _WORDS["cell_labels_5e"])
# The 3.5 entry's labels are cells only with their colon ("Treasure:"; "Treasure" is a heading).
_COLON_LABELS = frozenset(label.casefold() + ":" for label in _WORDS["cell_labels_3e"])
CELL_GAP_EM = 12.0  # a value cell stands at most this far right of its label's end
# ... or this far, when it starts at the value column's left edge: the edge at which the lines
# beside this many labels start (one edge shared by label rows is a table's column)
TABLE_REACH_EM = 20.0
MIN_COLUMN_ROWS = 3
EDGE_TOLERANCE_PT = 1.0
WRAP_LEAD_EM = 0.6  # a wrapped label's tail starts at most this far under its head's bottom
OVER_LEAD_EM = 1.8  # a line of the table over a wrapped label stands at most this far over it


def _text(line: RawLine) -> str:
    parts: list[str] = []
    right = None
    for g in line.glyphs:
        if parts and (g.space_before or (right is not None and g.x0 - right > 0.3 * g.size)):
            parts.append(" ")
        parts.append(g.text)
        right = g.x1
    return "".join(parts)


def _is_label_text(text: str) -> bool:
    text = " ".join(text.split())
    return text.rstrip(":").strip().casefold() in _LABELS or text.casefold() in _COLON_LABELS


def is_cell_label(line: RawLine) -> bool:
    """True for a line that is only a stat-field label ("Armor Class", "Senses:", "Hit Dice:")."""
    return _is_label_text(_text(line))


def _wrapped_tail(lines: Sequence[RawLine], i: int, head: RawLine | None = None) -> int | None:
    """The line ending the label whose head is line ``i`` ("Armor" over "Class"), if any (or
    whose head is ``head``, a line not among ``lines``)."""
    if head is None:
        head = lines[i]
    else:
        i = -1
    size = max(g.size for g in head.glyphs)
    fonts = {g.font for g in head.glyphs if g.text.strip()}
    for k, tail in enumerate(lines):
        if (
            k != i
            and abs(tail.x0 - head.x0) <= EDGE_TOLERANCE_PT
            and 0 <= tail.top - head.bottom <= WRAP_LEAD_EM * size
            and {g.font for g in tail.glyphs if g.text.strip()} == fonts
            and _is_label_text(_text(head) + " " + _text(tail))
        ):
            return k
    return None


def _under_a_line(lines: Sequence[RawLine], head: RawLine) -> bool:
    """True when a line stands right over ``head`` (within a line's leading), over its x."""
    lead = OVER_LEAD_EM * max(g.size for g in head.glyphs)
    return any(
        0 <= head.top - line.bottom <= lead and line.x0 < head.x1 and line.x1 > head.x0
        for line in lines
        if line is not head
    )


def _join_wrapped(head: RawLine, tail: RawLine, value: RawLine) -> RawLine:
    """Head, tail and value as one line on the head's row: the tail's glyphs are set in the
    space between the head's end and the value cell, a space after the head."""
    size = max(g.size for g in head.glyphs)
    start = head.x1 + 0.25 * size
    room = max(value.x0 - 0.25 * size - start, 0.0)
    width = max(tail.x1 - tail.x0, 1e-6)
    scale = min(1.0, room / width)
    moved = tuple(
        g._replace(
            x0=start + (g.x0 - tail.x0) * scale,
            x1=start + (g.x1 - tail.x0) * scale,
            top=head.top,
            bottom=head.bottom,
            space_before=g.space_before or n == 0,
        )
        for n, g in enumerate(tail.glyphs)
    )
    glyphs: tuple[Glyph, ...] = head.glyphs + moved + value.glyphs
    return RawLine(
        min(head.x0, value.x0),
        min(head.top, value.top),
        max(head.x1, value.x1),
        max(head.bottom, value.bottom),
        glyphs,
    )


def _on_row(a: RawLine, b: RawLine) -> bool:
    mid_a, mid_b = (a.top + a.bottom) / 2, (b.top + b.bottom) / 2
    return a.top <= mid_b <= a.bottom and b.top <= mid_a <= b.bottom


def _nearest_right(lines: Sequence[RawLine], i: int, taken: Container[int]) -> int | None:
    """The line nearest to the right of line ``i`` on its row, within ``TABLE_REACH_EM``."""
    label = lines[i]
    reach = TABLE_REACH_EM * max(g.size for g in label.glyphs)
    best: tuple[float, int] | None = None
    for j, other in enumerate(lines):
        if j == i or j in taken or not _on_row(label, other):
            continue
        gap = other.x0 - label.x1
        if 0 < gap <= reach and (best is None or gap < best[0]):
            best = (gap, j)
    return None if best is None else best[1]


def _value_edges(lines: Sequence[RawLine]) -> list[float]:
    """The left edges at which the lines beside ``MIN_COLUMN_ROWS`` labels or more start."""
    starts = [
        lines[j].x0
        for i, line in enumerate(lines)
        if is_cell_label(line) and (j := _nearest_right(lines, i, ())) is not None
    ]
    return [
        x for x in starts if sum(abs(y - x) <= EDGE_TOLERANCE_PT for y in starts) >= MIN_COLUMN_ROWS
    ]


def _is_value_cell(label: RawLine, value: RawLine, edges: Sequence[float]) -> bool:
    if is_cell_label(value):  # a header row of labels
        return False
    if value.x0 - label.x1 <= CELL_GAP_EM * max(g.size for g in label.glyphs):
        return True
    return any(abs(value.x0 - x) <= EDGE_TOLERANCE_PT for x in edges)


def join_label_cells(lines: Sequence[RawLine]) -> list[RawLine]:
    """The lines with each stat-field label joined to the value cell on its row (see the
    module's docstring); the value lines so joined are dropped, the order is kept."""
    labels = [i for i, line in enumerate(lines) if is_cell_label(line)]
    heads = {
        i: k
        for i, line in enumerate(lines)
        if i not in labels
        and (k := _wrapped_tail(lines, i)) is not None
        and _under_a_line(lines, line)
    }
    if not labels and not heads:
        return list(lines)
    edges = _value_edges(lines)
    taken: set[int] = set()
    joined: dict[int, RawLine] = {}
    for i in [*heads, *labels]:  # a head first: its tail may be a label ("Immunities")
        if i in taken:
            continue
        j = _nearest_right(lines, i, taken | joined.keys() | set(heads.values()))
        if j is None or not _is_value_cell(lines[i], lines[j], edges):
            continue
        taken.add(j)
        if i in heads:
            taken.add(heads[i])
            joined[i] = _join_wrapped(lines[i], lines[heads[i]], lines[j])
        else:
            joined[i] = join_raw_lines((lines[i], lines[j]))
    if not joined:
        return list(lines)
    return [joined.get(i, line) for i, line in enumerate(lines) if i not in taken]


def join_wrapped_label_rows(rows: Sequence[Sequence[RawLine]]) -> list[list[RawLine]]:
    """A column's rows (each a list of pieces, left to right) with each wrapped label cell
    read whole: a row whose first piece is a label's head, with its value beside it, and the
    row under it only the label's tail at the head's left edge, in its type ("Armor" + "12
    (shield)" over "Class"), become one row of one line; the tail's row is dropped."""
    out: list[list[RawLine]] = []
    skip = False
    for r, row in enumerate(rows):
        if skip:
            skip = False
            continue
        below = rows[r + 1] if r + 1 < len(rows) else ()
        if (
            len(row) >= 2
            and len(below) == 1
            and _wrapped_tail(below, 0, row[0]) is not None
            and r > 0
            and _under_a_line([*rows[r - 1], row[0]], row[0])
        ):
            out.append([_join_wrapped(row[0], below[0], join_raw_lines(row[1:]))])
            skip = True
        else:
            out.append(list(row))
    return out
