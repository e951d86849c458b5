"""Notes in a margin beside one column of text are read beside the text they stand by.

A page of one long column of text with a note margin beside it (marginal notes, a creature's
stat box, a pointer "Noise here carries to area 5.") is read column by column: the whole
text column, then the whole margin. A note belongs to the text beside it, though: an area
whose text runs on from the page before fills the page's top, the next area's heading
stands at its foot, and a stat box at the top of the margin was read after that heading, in
the next area. Here each paragraph of the margin is read right after the entry of the text
column it starts beside (from the text line at the height of its first line on to the next
heading or run-in key, within its paragraph), so it is the area's whose text sits beside
it on the same page.

A margin is a column segment narrower than ``MARGIN_SHARE`` of the page's widest one, set
in smaller type than it (``SMALLER_PT``), beside it (no x in common), level with it (some
height in common) and set the same way up: text turned on the page beside upright text is a
map's or a mind map's, printed sideways, not notes on the text (a page header over a mind
map printed sideways is no text column with a margin of its nodes). The rule acts only on
a page whose other segments all stand over or under the text column (a title, a key hung
in the left margin): two columns of running text of like width are never interleaved.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from statistics import median

from converter.detect.areas_floats import page_floats
from converter.models import TextLine
from converter.read.layout import is_turned_line

MARGIN_SHARE = 0.5  # a margin is at most this share of the text column's width
SMALLER_PT = 0.5  # ... and set at least this much smaller than the text column
EDGE_PT = 2.0  # segments whose x-ranges meet within this are side by side
LARGER_PT = 1.0  # a line this much larger than the text column's is a heading
_RUN_IN_KEY = re.compile(r"^\s*[A-Z]?\d+[a-z]?(?:[-.]\d+[a-z]?)?[.):]\s+[A-Z]")


def _x_range(lines: Sequence[TextLine]) -> tuple[float, float]:
    return min(line.bbox.x0 for line in lines), max(line.bbox.x1 for line in lines)


def _y_range(lines: Sequence[TextLine]) -> tuple[float, float]:
    return min(line.bbox.top for line in lines), max(line.bbox.bottom for line in lines)


def _overlaps(a: tuple[float, float], b: tuple[float, float], edge: float = 0.0) -> bool:
    return a[0] < b[1] - edge and b[0] < a[1] - edge


def _turned(lines: Sequence[TextLine]) -> bool:
    """True when most of a segment's lines are printed turned on the page."""
    return 2 * sum(1 for line in lines if is_turned_line(line)) > len(lines)


def _margins(page: Sequence[TextLine]) -> frozenset[int] | None:
    """The column segments of one page's lines that are a note margin beside its text
    column; None when the page is no single text column with such a margin."""
    segments: dict[int, list[TextLine]] = {}
    for line in page:
        segments.setdefault(line.column, []).append(line)
    widths = {c: _x_range(lines)[1] - _x_range(lines)[0] for c, lines in segments.items()}
    widest = max(widths, key=lambda c: widths[c])
    text_x = _x_range(segments[widest])
    text = [
        line
        for line in page
        if line.column == widest or _overlaps(_x_range([line]), text_x, EDGE_PT)
    ]
    text_y, text_size = _y_range(text), median(line.size for line in text)
    margins: set[int] = set()
    for column, lines in segments.items():
        if column == widest or _overlaps(_x_range(lines), text_x, EDGE_PT):
            continue  # the text column, or a title or a heading over or under it
        narrow = widths[column] <= MARGIN_SHARE * (text_x[1] - text_x[0])
        smaller = median(line.size for line in lines) <= text_size - SMALLER_PT
        upright_alike = _turned(lines) == _turned(segments[widest])
        if not (narrow and smaller and upright_alike and _overlaps(_y_range(lines), text_y)):
            return None  # a second column of text, or something else beside it
        margins.add(column)
    return frozenset(margins) if margins else None


def _opens_entry(line: TextLine, size: float) -> bool:
    """True for a line that opens a new entry of the text column: a heading set larger than
    its text, or a run-in key ("2-3. Niche.", "4a) Alcove")."""
    return line.size >= size + LARGER_PT or _RUN_IN_KEY.match(line.text) is not None


def _insert_after(text: list[TextLine], note: list[TextLine], size: float) -> int:
    """The index in ``text`` after which ``note`` is read (-1: before it all): the end of the
    entry, within its paragraph, of the text line beside the note's first line (the last
    one whose top stands at or above that line's middle); an entry ends before the next
    heading or run-in key."""
    first = note[0]
    middle = (first.bbox.top + first.bbox.bottom) / 2
    above = [k for k, line in enumerate(text) if line.bbox.top <= middle]
    if not above:
        return -1
    k = max(above, key=lambda k: (text[k].bbox.top, k))
    paragraph = (text[k].column, text[k].block)
    while (
        k + 1 < len(text)
        and (text[k + 1].column, text[k + 1].block) == paragraph
        and not _opens_entry(text[k + 1], size)
    ):
        k += 1
    return k


def _page_order(page: list[TextLine], is_note: Callable[[TextLine], bool]) -> list[TextLine]:
    """One page's lines with each margin paragraph (``is_note``) read after the sentence of
    the text it starts beside."""
    text = [line for line in page if not is_note(line)]
    size = median(line.size for line in text)
    notes: list[list[TextLine]] = []
    for line in page:
        if not is_note(line):
            continue
        if notes and (notes[-1][-1].column, notes[-1][-1].block) == (line.column, line.block):
            notes[-1].append(line)
        else:
            notes.append([line])
    after: dict[int, list[TextLine]] = {}  # index in ``text`` → notes read after it
    for note in notes:
        after.setdefault(_insert_after(text, note, size), []).extend(note)
    out = list(after.get(-1, []))
    for k, line in enumerate(text):
        out.append(line)
        out.extend(after.get(k, []))
    return out


def notes_beside_text(lines: Sequence[TextLine]) -> tuple[tuple[TextLine, ...], frozenset[int]]:
    """``lines`` with every page's note margin read beside its text column (see the module),
    other pages in their order; and the indices (in the lines returned) of the margin's
    lines."""
    out, notes, _ = notes_and_floats(lines)
    return out, notes


def _note_test(
    margins: frozenset[int] | None, boxes: frozenset[tuple[int, int]]
) -> Callable[[TextLine], bool]:
    """Whether a line is a note: in a margin column, else in a float's paragraph."""
    if margins:
        return lambda line: line.column in margins
    return lambda line: (line.column, line.block) in boxes


def notes_and_floats(
    lines: Sequence[TextLine],
) -> tuple[tuple[TextLine, ...], frozenset[int], frozenset[int]]:
    """``notes_beside_text``, the floats of a page with no margin read beside their text as
    well (``areas_floats``); and the indices of the floats' lines (among the notes)."""
    out: list[TextLine] = []
    notes: set[int] = set()
    floats: set[int] = set()
    page: list[TextLine] = []
    for line in [*lines, None]:
        if line is not None and (not page or line.page == page[0].page):
            page.append(line)
            continue
        margins = _margins(page) if page else None
        boxes = page_floats(page) if page and not margins else frozenset()
        ordered = _page_order(page, _note_test(margins, boxes)) if margins or boxes else page
        for k, ln in enumerate(ordered):
            if margins and ln.column in margins:
                notes.add(len(out) + k)
            if (ln.column, ln.block) in boxes:
                notes.add(len(out) + k)
                floats.add(len(out) + k)
        out.extend(ordered)
        page = [line] if line is not None else []
    return tuple(out), frozenset(notes), frozenset(floats)
