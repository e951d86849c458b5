"""Segments → lines: a column segment's fragments grouped into lines in reading order.

* ``segment_to_raw_lines`` groups each segment's fragments (``regions.fragments_to_segments``
  cuts the page into segments) into lines: map labels beside column text go after it
  (``find_side_labels``), and free-form segments (text around a map) are read as text boxes
  (``lines_to_boxes``).

Pure functions over the records of ``converter.read.lines``.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.label_cells import join_label_cells, join_wrapped_label_rows
from converter.read.lines import Fragment, RawLine, join_raw_lines, row_to_lines
from converter.read.margins import heads_line, rows_with_initials, set_on_line

# Tunables (documented in docs/extraction.md).
LINE_SPLIT_GAP_EM = 3.0  # fragments on one baseline further apart than this are separate lines
LABEL_MAX_CHARS = 4  # a short line beside the text with nothing above or below is a map label
FREE_SPLIT_GAP_EM = 1.2  # in free-form text, runs further apart than this are separate lines
FREE_FORM_SHARE = 0.2  # a segment with this share of rows holding text side by side is free-form
FREE_FORM_WIDE_SHARE = 0.5  # ... or this share, with two rows of runs LINE_SPLIT_GAP_EM apart
NOTE_TITLE_PT = 1.0  # a box whose first line is this much larger than the rest is a titled note
NOTE_RUN_ON_WORDS = 3  # a line of this many words running on into the next is wrapped prose
RAW_WORD_GAP_EM = 0.3  # words part at gaps this wide when the page's own word gap is not known


def segment_to_raw_lines(
    frags: Sequence[Fragment], word_gap: float = RAW_WORD_GAP_EM
) -> list[list[RawLine]]:
    """Turn a segment's fragments into groups of lines in reading order.

    A column segment gives one group (plus one for map labels beside it).  A segment where
    several rows hold separate runs of text side by side (a free-form page, text around a
    map) is read as text boxes instead: ``lines_to_boxes``. ``word_gap`` (em) is the page's
    word-gap tolerance (``lines.gaps_to_word_tolerance``): where no space glyphs part the
    words (an OCR layer, TeX) it tells a run of several words from one word.
    """
    rows = rows_with_initials(frags)
    fine = [row_to_lines(row, FREE_SPLIT_GAP_EM) for row in rows]
    pieces = [row_to_lines(row, LINE_SPLIT_GAP_EM) for row in rows]
    side_by_side = sum(1 for row in fine if _runs_side_by_side(row, word_gap))
    # Two rows of notes set far apart (mind-map nodes of two lines on one baseline) are
    # free-form too; two rows of a justified paragraph are not (their gaps are narrower).
    wide = sum(1 for row in pieces if _runs_side_by_side(row, word_gap))
    many = side_by_side >= 3 and side_by_side >= FREE_FORM_SHARE * len(rows)
    if many or (wide >= 2 and wide >= FREE_FORM_WIDE_SHARE * len(rows)):
        return lines_to_boxes([line for row in fine for line in row], word_gap)
    pieces = join_wrapped_label_rows(pieces)
    flat = [line for row in pieces for line in row]
    labels = find_side_labels(flat)
    if not labels:
        return [[join_raw_lines(row) for row in pieces]]
    text: list[RawLine] = []
    i = 0
    for row in pieces:
        kept = [line for k, line in enumerate(row, start=i) if k not in labels]
        if kept:
            text.append(join_raw_lines(kept))
        i += len(row)
    return [text, [flat[k] for k in sorted(labels)]] if text else [flat]


def _runs_side_by_side(row: Sequence[RawLine], word_gap: float) -> bool:
    """True when a row holds two runs of text longer than a map label, one of them of
    several words. A justified line of a narrow column stretches every gap between its
    words alike: when they are wide enough to part it, each run is one word."""
    long = [line for line in row if len(line.glyphs) > LABEL_MAX_CHARS]
    return len(long) > 1 and any(" " in _raw_text(line, word_gap).strip() for line in row)


def lines_to_boxes(
    lines: Sequence[RawLine], word_gap: float = RAW_WORD_GAP_EM
) -> list[list[RawLine]]:
    """Cluster lines into text boxes (each line directly under the last line of its box, over
    the same x-range) and order the boxes top to bottom.  Boxes whose lines pair up row by row
    are table columns and are zipped back into rows. A stat-field label's cell is first
    joined to its value cell on its row (``label_cells.join_label_cells``).
    """
    boxes: list[list[RawLine]] = []
    for line in sorted(join_label_cells(lines), key=lambda ln: (ln.top, ln.x0)):
        height = line.bottom - line.top
        best: tuple[float, int] | None = None
        for i, box in enumerate(boxes):
            last = box[-1]
            gap = line.top - last.bottom
            if not -0.5 * height <= gap <= 0.8 * height:
                continue
            overlap = min(line.x1, last.x1) - max(line.x0, last.x0)
            narrow = min(line.x1 - line.x0, last.x1 - last.x0)
            if overlap < 0.3 * narrow and abs(line.x0 - last.x0) > 1.5 * height:
                continue
            if best is None or gap < best[0]:
                best = (gap, i)
        if best is None:
            boxes.append([line])
        else:
            boxes[best[1]].append(line)
    boxes = _merge_row_cells(_zip_table_columns(boxes, word_gap))
    boxes.sort(key=lambda box: (round(box[0].top, 1), box[0].x0))
    return boxes


def _merge_row_cells(boxes: list[list[RawLine]]) -> list[list[RawLine]]:
    """Join one-line boxes standing in a row of three or more (a widely spaced table row)."""
    singles = sorted((box[0] for box in boxes if len(box) == 1), key=lambda ln: ln.top)
    rows: list[list[RawLine]] = []
    for line in singles:
        mid = (line.top + line.bottom) / 2
        if rows and rows[-1][0].top <= mid <= rows[-1][0].bottom:
            rows[-1].append(line)
        else:
            rows.append([line])
    merged = {id(line) for row in rows if len(row) >= 3 for line in row}
    if not merged:
        return boxes
    out = [box for box in boxes if len(box) > 1 or id(box[0]) not in merged]
    out += [[join_raw_lines(sorted(row, key=lambda ln: ln.x0))] for row in rows if len(row) >= 3]
    return out


def _rows_pair(a: Sequence[RawLine], b: Sequence[RawLine]) -> bool:
    return len(a) == len(b) >= 2 and all(
        x.top < y.bottom and y.top < x.bottom and (x.x1 <= y.x0 or y.x1 <= x.x0)
        for x, y in zip(a, b, strict=True)
    )


def _raw_text(line: RawLine, word_gap: float = RAW_WORD_GAP_EM) -> str:
    """A raw line's text, words parted at space glyphs and at gaps over ``word_gap`` em."""
    parts: list[str] = []
    right = None
    for g in line.glyphs:
        if parts and (g.space_before or (right is not None and g.x0 - right > word_gap * g.size)):
            parts.append(" ")
        parts.append(g.text)
        right = g.x1
    return "".join(parts)


def is_note_box(box: Sequence[RawLine], word_gap: float = RAW_WORD_GAP_EM) -> bool:
    """True for a box that is one note, not a column of table cells: its first line is a
    title set larger than the lines under it, or a line of words runs on into the next
    (a wrapped sentence: no stop at its end, the next line starts in lower case). The cells
    of a table column are each a line of their own, in one type size."""
    if len(box) < 2:
        return False
    sizes = [max(g.size for g in line.glyphs) for line in box]
    if sizes[0] >= max(sizes[1:]) + NOTE_TITLE_PT:
        return True
    texts = [_raw_text(line, word_gap).strip() for line in box]
    return any(
        len(a.split()) >= NOTE_RUN_ON_WORDS
        and not a.endswith((".", "!", "?", ":", ";"))
        and b[:1].islower()
        for a, b in zip(texts, texts[1:], strict=False)
    )


def _zip_table_columns(boxes: list[list[RawLine]], word_gap: float) -> list[list[RawLine]]:
    """Zip boxes whose lines pair up row for row back into table rows; notes (a title over
    wrapped text: mind-map nodes set side by side on one baseline) stay boxes of their own.
    Two boxes with another standing between them on their rows are no neighbouring cells
    (a key column and a creatures column with the wrapped description between): a row read
    as one line holds its cells in their order, so they stay apart."""
    notes = {id(box) for box in boxes if is_note_box(box, word_gap)}
    merged = True
    while merged:
        merged = False
        for i, a in enumerate(boxes):
            if id(a) in notes:
                continue
            for j in range(i + 1, len(boxes)):
                b = boxes[j]
                if id(b) in notes or not _rows_pair(a, b) or _box_between(a, b, boxes):
                    continue
                rows = [join_raw_lines((x, y)) for x, y in zip(a, b, strict=True)]
                boxes = [box for k, box in enumerate(boxes) if k not in (i, j)] + [rows]
                merged = True
                break
            if merged:
                break
    return boxes


def _box_between(
    a: Sequence[RawLine], b: Sequence[RawLine], boxes: Sequence[Sequence[RawLine]]
) -> bool:
    """Whether a line of another box stands between boxes ``a`` and ``b`` (side by side),
    level with one of their rows."""
    left, right = (a, b) if a[0].x0 <= b[0].x0 else (b, a)
    gap_x0 = max(line.x1 for line in left)
    gap_x1 = min(line.x0 for line in right)
    rows = [(x.top, x.bottom) for x in a]
    return any(
        gap_x0 <= line.x0
        and line.x1 <= gap_x1
        and any(t < line.bottom and line.top < bt for t, bt in rows)
        for box in boxes
        if box is not a and box is not b
        for line in box
    )


def find_side_labels(lines: Sequence[RawLine]) -> set[int]:
    """Indices of short isolated lines standing beside the text: map labels.

    A label is at most ``LABEL_MAX_CHARS`` letters, shares its height with a longer line and has
    no line above or below it over the same x-range (a table cell has its column).  Labels are
    read after the text, so the room numbers of a map beside a column do not cut its sentences.
    A short line typeset on the line right of it (same top or bottom, about its size) is a
    hanging key of that line, not a label (``margins.set_on_line``), and so is a display
    numeral whose top stands within the line (``margins.heads_line``).
    """
    labels: set[int] = set()
    for i, line in enumerate(lines):
        if len(line.glyphs) > LABEL_MAX_CHARS:
            continue
        beside = stacked = keyed = False
        reach = 2.0 * (line.bottom - line.top)
        for j, other in enumerate(lines):
            if j == i or other.top > line.bottom + reach or other.bottom < line.top - reach:
                continue
            if other.x0 < line.x1 + 1 and other.x1 > line.x0 - 1:
                stacked = True
                break
            if other.top < line.bottom and other.bottom > line.top:
                longer = len(other.glyphs) > LABEL_MAX_CHARS
                beside = beside or longer
                keyed = keyed or (longer and other.x0 > line.x1 and _set_on(line, other))
        if beside and not stacked and not keyed:
            labels.add(i)
    return labels


def _set_on(key: RawLine, line: RawLine) -> bool:
    spot = (key.top, key.bottom, max(g.size for g in key.glyphs))
    row = (line.top, line.bottom, max(g.size for g in line.glyphs))
    return set_on_line(spot, row) or heads_line(spot, row)
