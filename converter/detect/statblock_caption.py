"""A stat box that opens a page under a caption left at the foot of the page before.

A box floated beside the prose (a label | value table with its creature's name as its
caption) is broken by the page like any other block: the caption, maybe with the table's
first rows, stays at the foot of one page and the rest of the table opens the next. No line
over those rows on their page names anything (the rows under them are labels, maybe wrapped
in a narrow cell: "Armor" / "Class"): the box takes its caption, found among the last lines
of the page before, past the box's own first rows at its x, as the cell that starts at the
box's left edge (within a cell's padding) set in the box's own bold type. Boxes set side by
side leave their captions side by side on one line ("Carrion Bat      Salamander"), and a
caption may stand on the baseline of the prose's last line beside it ("… around a Ogre"):
cells part at a space wider than any word space, or at a space where the type changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from converter.detect.creatures_cells import item_name
from converter.detect.statblock_common import clean_name, clean_text
from converter.detect.vertical_field_lines import field_line, label_piece

if TYPE_CHECKING:
    from converter.detect.statblock_stream import Stream
    from converter.models import TextLine, TextSpan

_ALIGNED_PT = 3.0  # the rows of one table start at the same x
_PADDING_EM = 1.0  # a caption starts at most this many ems left or right of its table's rows
_SIZE_SLACK = 0.5  # a caption in the box's own type: its size, within this many points
_CAPTION_WORDS = 12  # two or three captions side by side on one line
_FOOT_LINES = 6  # lines of the prose beside the box's head, and its value cells
_GAP_EM = 1.0  # captions side by side stand apart by more than any word space


def caption_over_box(stream: Stream, run_start: int) -> tuple[str, int | None] | None:
    """The name and count of the caption a stat line's box left at the foot of the page
    before (see the module's docstring), or None."""
    index = stream.line_at(run_start)
    run_line = stream.lines[index]
    if stream.text[stream.line_starts[index] : run_start].strip():
        return None  # the stats open no row of their own
    first = _box_top(stream, index)
    if first is None:
        return None
    found = _caption_at_foot(stream, run_line.page, first, run_line.bbox.x0)
    if found is None:
        return None
    caption, cell = found
    item = item_name(caption.text[cell[0] : cell[1]])
    return (clean_name(item[0]), item[1]) if item else None


def _box_top(stream: Stream, index: int) -> int | None:
    """The first line of the table's rows over line ``index`` (a field's label with its
    value, or alone, maybe wrapped: "Armor" / "Class"), when they open their page: no line
    of the page above them."""
    run_line = stream.lines[index]
    first = index
    while first > 0:
        above = stream.lines[first - 1]
        if above.page != run_line.page or abs(above.bbox.x0 - run_line.bbox.x0) > _ALIGNED_PT:
            break
        over = stream.lines[first - 2].text if first > 1 else ""
        row = field_line(clean_text(above.text).strip()) is not None
        if not (row or label_piece(above.text) or label_piece(above.text, over)):
            return None  # a line of something else over the rows: not the page's top
        first -= 1
    top = stream.lines[first].bbox.top
    on_page = (line for line in stream.lines if line.page == run_line.page)
    if any(line.bbox.bottom <= top for line in on_page):
        return None  # a line over the box on its own page
    return first


def _caption_at_foot(
    stream: Stream, page: int, first: int, x: float
) -> tuple[TextLine, tuple[int, int]] | None:
    """The caption line and its cell at ``x`` among the last lines the stream read on the
    page before ``page`` (the box's first line following them directly in the stream, or
    after other boxes of ``page``'s top): the lowest line whose cell at ``x`` is set in the
    box's bold type (``_in_box_type``), past the box's own first rows when the page broke
    the table under them ("Clay Golem" / "Armour 4" / "Class" | "Hit Dice 7" …)."""
    looked = 0
    for index in range(first - 1, -1, -1):
        line = stream.lines[index]
        if line.page == page:
            continue
        if line.page != page - 1:
            return None
        over = stream.lines[index - 1].text if index else ""
        if _row_at(line, over, x, stream.lines[first]):
            continue  # the box's first rows, left under its caption with it
        if looked >= _FOOT_LINES:
            return None
        looked += 1
        cell = _cell_near(line, x)
        if cell is not None and _in_box_type(line, cell, stream.lines[first]):
            return line, cell
    return None


def _row_at(line: TextLine, over: str, x: float, row: TextLine) -> bool:
    """True for a row of the box at ``x`` (a field's label, with its value or alone, maybe
    wrapped under the line ``over`` it)."""
    text = clean_text(line.text).strip()
    aligned = abs(line.bbox.x0 - x) <= _ALIGNED_PT and abs(line.size - row.size) <= _SIZE_SLACK
    return aligned and (field_line(text) is not None or label_piece(text, over))


def _in_box_type(caption: TextLine, cell: tuple[int, int], label: TextLine) -> bool:
    """True when the caption's cell is set in the box's own bold type, a few words of a name:
    alone on its line, or on the baseline of the prose's last line beside the box."""
    text = caption.text[cell[0] : cell[1]]
    spans = _spans_over(caption, cell)
    return (
        bool(spans)
        and all(span.bold for span in spans)
        and all(abs(span.size - label.size) <= _SIZE_SLACK for span in spans)
        and 0 < len(text.split()) <= _CAPTION_WORDS
        and text[-1] not in ".,;:!?"
    )


def _spans_over(line: TextLine, cell: tuple[int, int]) -> list[TextSpan]:
    """The spans of ``line`` holding a letter of ``line.text[cell[0]:cell[1]]``."""
    out: list[TextSpan] = []
    at = 0
    for span in line.spans:
        start, at = at, at + len(span.text)
        if start < cell[1] and at > cell[0] and span.text.strip():
            out.append(span)
    return out if at == len(line.text) else []


def _cell_near(line: TextLine, x: float) -> tuple[int, int] | None:
    """Where in ``line.text`` the cell starting nearest ``x`` starts and ends, within a
    cell's padding. Cells part at a space wider than any word space (``_GAP_EM``: captions
    side by side), or at a space where the type changes (a caption set on the baseline of
    the prose's line beside it, its gap no wider than a justified line's spaces)."""
    placed = line.placed_chars
    if placed is None:
        return None
    types = _char_types(line)
    cells: list[list[int]] = []
    gap_from: float | None = None
    for offset, (char, x0, _x1) in enumerate(placed):
        if char.isspace():
            gap_from = x0 if gap_from is None else gap_from
            continue
        wide = gap_from is not None and x0 - gap_from > _GAP_EM * line.size
        retyped = gap_from is not None and types[offset] != types[cells[-1][1] - 1]
        if not cells or wide or retyped:
            cells.append([offset, offset + 1])
        cells[-1][1] = offset + 1
        gap_from = None
    near = [
        (abs(placed[start][1] - x), start, end)
        for start, end in cells
        if abs(placed[start][1] - x) <= _PADDING_EM * line.size
    ]
    return (min(near)[1], min(near)[2]) if near else None


def _char_types(line: TextLine) -> list[tuple[bool, float]]:
    """Each character's (bold, size), from the span holding it."""
    out: list[tuple[bool, float]] = []
    for span in line.spans:
        out.extend([(span.bold, round(span.size, 1))] * len(span.text))
    return out + [(False, 0.0)] * (len(line.text) - len(out))
