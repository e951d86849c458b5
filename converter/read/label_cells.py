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
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from converter.read.lines import RawLine, join_raw_lines
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


def _text(line: RawLine) -> str:
    parts: list[str] = []
    right = None
    for g in line.glyphs:
        if parts and (g.space_before or (right is not None and g.x0 - right > 0.3 * g.size)):
            parts.append(" ")
        parts.append(g.text)
        right = g.x1
    return "".join(parts)


def is_cell_label(line: RawLine) -> bool:
    """True for a line that is only a stat-field label ("Armor Class", "Senses:", "Hit Dice:")."""
    text = " ".join(_text(line).split())
    return text.rstrip(":").strip().casefold() in _LABELS or text.casefold() in _COLON_LABELS


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
    if not labels:
        return list(lines)
    edges = _value_edges(lines)
    taken: set[int] = set()
    joined: dict[int, RawLine] = {}
    for i in labels:
        if i in taken:
            continue
        j = _nearest_right(lines, i, taken | joined.keys())
        if j is None or not _is_value_cell(lines[i], lines[j], edges):
            continue
        taken.add(j)
        joined[i] = join_raw_lines((lines[i], lines[j]))
    if not joined:
        return list(lines)
    return [joined.get(i, line) for i, line in enumerate(lines) if i not in taken]
