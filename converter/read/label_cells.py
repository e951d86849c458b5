"""Label cells: a stat-field label in a table's left cell joined to its value cell.

A word processor's 5e stat block set as a two-column table ("Armor Class | 14 (leather
armor)", "Hit Points | 34 (4d8 + 16)") prints each label and its value on one baseline across
a cell gap. Read as text boxes (``segment_lines.lines_to_boxes``), the label column and the
value column fall into separate boxes and the block's fields lose their values. A line that is
only a stat-field label (``stat_words.yaml`` ``cell_labels_5e``) is one cell of a label|value
row: it is joined to the nearest line to its right on its baseline, unless that line is a
label too (a header row of labels: "AC | HD | hp").
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.lines import RawLine, join_raw_lines
from converter.ruledata import load_lexicon

_WORDS = load_lexicon("stat_words")
_LABELS = frozenset(label.casefold() for label in _WORDS["cell_labels_5e"])
# The 3.5 entry's labels are cells only with their colon ("Treasure:"; "Treasure" is a heading).
_COLON_LABELS = frozenset(label.casefold() + ":" for label in _WORDS["cell_labels_3e"])
CELL_GAP_EM = 12.0  # a value cell stands at most this far right of its label's end


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


def join_label_cells(lines: Sequence[RawLine]) -> list[RawLine]:
    """The lines with each stat-field label joined to the value cell on its row (see the
    module's docstring); the value lines so joined are dropped, the order is kept."""
    taken: set[int] = set()
    joined: dict[int, RawLine] = {}
    for i, label in enumerate(lines):
        if i in taken or not is_cell_label(label):
            continue
        size = max(g.size for g in label.glyphs)
        best: tuple[float, int] | None = None
        for j, other in enumerate(lines):
            if j == i or j in taken or j in joined or not _on_row(label, other):
                continue
            gap = other.x0 - label.x1
            if 0 < gap <= CELL_GAP_EM * size and (best is None or gap < best[0]):
                best = (gap, j)
        if best is None or is_cell_label(lines[best[1]]):
            continue
        taken.add(best[1])
        joined[i] = join_raw_lines((label, lines[best[1]]))
    if not joined:
        return list(lines)
    return [joined.get(i, line) for i, line in enumerate(lines) if i not in taken]
