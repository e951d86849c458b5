"""Notes set in a side margin beside the text: read with the paragraph they stand beside.

A module set with a wide outer margin puts stat lines, cross-references and errata there,
each note beside the paragraph it belongs to, in a smaller type. The XY-cut reads that
margin as a column after the text, so on a page whose text runs on to the next page the
notes came between the two halves of a paragraph (or of an area begun at the page's foot),
and cut it: what the paragraph said after the page break belonged to no area, and the notes
of the page's first area were read as the last area's. A note is an aside to the paragraph
beside it: each note of such a margin column is read right after the paragraph it stands
beside (the last one starting at or above it), never inside a paragraph.

A margin: the column segments on one side of the page, every other upright line wholly on the
other side of them (the margin is the page's edge), beside one column of text (no two of its segments
side by side), at most ``NOTE_COLUMN_SHARE`` of the text's width, and set smaller than the
text (``NOTE_SIZE_SHARE`` of its median size at most).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from statistics import median

from converter.models import TextLine

# Tunables (documented in docs/extraction.md).
NOTE_COLUMN_SHARE = 0.5  # a margin column is at most this share of the text's width
NOTE_SIZE_SHARE = 0.95  # ... and set at most this share of the text's median size
EDGE_SLACK_PT = 1.0  # a margin column starts this close to the text's edge, or further out


def _margin_columns(lines: Sequence[TextLine]) -> frozenset[int]:
    """The column indices of the page's margin of notes (each note may be a segment of its
    own), or none: the columns on one side of the page that every other line keeps clear of."""
    edges: dict[int, tuple[float, float]] = {}
    for line in lines:
        x0, x1 = edges.get(line.column, (line.bbox.x0, line.bbox.x1))
        edges[line.column] = (min(x0, line.bbox.x0), max(x1, line.bbox.x1))
    by_x0 = sorted(edges, key=lambda c: edges[c][0])
    by_x1 = sorted(edges, key=lambda c: edges[c][1])
    sides = [by_x0[len(by_x0) - k :] for k in range(len(by_x0) - 1, 0, -1)]
    sides += [by_x1[:k] for k in range(len(by_x1) - 1, 0, -1)]
    for side in sides:  # the widest margin first
        chosen = frozenset(side)
        if _is_margin(lines, chosen):
            return chosen
    return frozenset()


def _is_margin(lines: Sequence[TextLine], columns: frozenset[int]) -> bool:
    notes = [line for line in lines if line.column in columns]
    text = [line for line in lines if line.column not in columns]
    x0, x1 = min(n.bbox.x0 for n in notes), max(n.bbox.x1 for n in notes)
    tx0, tx1 = min(t.bbox.x0 for t in text), max(t.bbox.x1 for t in text)
    beside = tx1 <= x0 + EDGE_SLACK_PT or x1 <= tx0 + EDGE_SLACK_PT
    narrow = x1 - x0 <= NOTE_COLUMN_SHARE * (tx1 - tx0)
    smaller = median(n.size for n in notes) <= NOTE_SIZE_SHARE * median(t.size for t in text)
    return beside and narrow and smaller and _one_column(text)


def _one_column(text: Sequence[TextLine]) -> bool:
    """True when no two column segments of ``text`` stand side by side: a margin runs beside
    one column of text, while the last of three columns set in small type is a column."""
    boxes: dict[int, tuple[float, float, float, float]] = {}
    for line in text:
        b = line.bbox
        x0, top, x1, bottom = boxes.get(line.column, (b.x0, b.top, b.x1, b.bottom))
        boxes[line.column] = (min(x0, b.x0), min(top, b.top), max(x1, b.x1), max(bottom, b.bottom))
    return not any(
        (a[2] <= b[0] or b[2] <= a[0]) and a[1] < b[3] and b[1] < a[3]
        for k, a in enumerate(boxes.values())
        for b in list(boxes.values())[k + 1 :]
    )


def _runs(lines: Sequence[TextLine]) -> list[list[TextLine]]:
    """The lines cut where the block changes: paragraphs, notes, boxes."""
    runs: list[list[TextLine]] = []
    for line in lines:
        if runs and runs[-1][-1].block == line.block:
            runs[-1].append(line)
        else:
            runs.append([line])
    return runs


def notes_beside_paragraphs(lines: Sequence[TextLine]) -> list[TextLine]:
    """A page's upright lines in reading order with each note of a margin column read after
    the paragraph it stands beside (the last one whose first line is at or above the note's
    top), or before the text when it stands above all of it."""
    margin = _margin_columns(lines)
    if not margin:
        return list(lines)
    text = _runs([line for line in lines if line.column not in margin])
    notes = _runs([line for line in lines if line.column in margin])
    after: dict[int, list[list[TextLine]]] = {}
    for note in notes:
        top = note[0].bbox.top
        beside = [k for k, run in enumerate(text) if run[0].bbox.top <= top + EDGE_SLACK_PT]
        after.setdefault(beside[-1] if beside else -1, []).append(note)
    out = [line for note in after.get(-1, []) for line in note]
    for k, run in enumerate(text):
        out += run
        out += [line for note in after.get(k, []) for line in note]
    return _renumbered(out, min(line.block for line in lines))


def _renumbered(lines: Sequence[TextLine], first: int) -> list[TextLine]:
    """The lines with their blocks numbered again in their new order from ``first`` (block
    numbers run through the page in reading order): as many blocks as before, each whole."""
    out: list[TextLine] = []
    block = first - 1
    for k, line in enumerate(lines):
        if k == 0 or line.block != lines[k - 1].block:
            block += 1
        out.append(replace(line, block=block))
    return out
