"""A monster roster read as a grid: its columns from where its characters sit.

A narrow roster wraps its cells: a label breaks inside its cell ("No" / ".", "At" / "k"), a
name or a value breaks mid-word ("Lampre" / "y Eel", "1d" / "6"), and on one baseline the
letters of two neighbouring cells may sit closer than a word gap, so the line's text glues
them ("Hhp", "AtD"). Read as text, such a row has no columns. Read by its characters' places
(``TextLine.char_spans``), it has: every cell of a column starts at the column's left edge,
and the header row, set at the top of its cells, starts each label there.

The rules:
- a column's left edge is where a piece of the header's first row starts: a piece is a run
  of characters with no space and no gap wider than ``piece_gap_em`` inside it, so a label
  is one cell however close it sits to the next, and two labels never make one;
- every character of the table belongs to the column whose edge is the last at or left of
  it: words in one column never join words of another;
- the header is the header row and the rows under it with nothing in the name column; its
  labels are the column's pieces top to bottom, joined;
- a row opens at a line with something in the name column after a step wider than the
  table's leading (cells are padded apart; lines inside a cell are set at the leading), or,
  when all steps are alike, where some cell's first word would have fit on the line above
  in its column or a cell starts that was empty there (a cell wraps a word only when it
  does not fit, so a new row's short values show it); a cell has room up to the next
  column's edge less ``cell_pad_em``, not only as far as its widest line reaches (a short
  table's rows may all be narrower than their cells);
- a cell's lines join with a space, but without one where its text broke mid-word: the line
  above reaches its column's right edge and the line below goes on in lower case or digits,
  or it opens on a closing mark ("No" / ".") or the line above ends on an opening one or a
  sign ("8 [" / "11]", "1d4+" / "1").
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from operator import itemgetter, le
from typing import NamedTuple

from converter.models import TextLine

PIECE_GAP_EM = 0.1  # characters further apart than this are two pieces (two cells or words)
EDGE_SLACK_EM = 0.15  # a character this far left of a column's edge is still in it
STEP_SLACK_EM = 0.2  # a step this much wider than the leading opens a row
FILL_SLACK_EM = 0.7  # a line ending this close to its column's right edge fills the cell

_Char = tuple[str, float, float]  # the character, its x0 and x1
_X0 = itemgetter(1)


@dataclass(frozen=True)
class Band:
    """The characters of one visual line of a table (lines the reader set apart on one
    baseline joined), left to right."""

    top: float
    chars: tuple[_Char, ...]
    lines: tuple[int, ...]


@dataclass(frozen=True)
class Grid:
    """A table read by its columns: each row's cells, header first, as printed."""

    edges: tuple[float, ...]
    labels: tuple[str, ...]  # each column's header label, its pieces joined
    header_lines: tuple[int, ...]
    rows: tuple[tuple[tuple[str, ...], tuple[int, ...]], ...]  # (cells, lines) per row


def placed_chars(line: TextLine) -> tuple[_Char, ...] | None:
    """The line's characters with their x0 and x1, or None when it carries no places (made
    once per line: the roster finder asks every line of a page for its row's)."""
    return line.placed_chars


def bands(
    lines: Sequence[TextLine],
    indices: Sequence[int],
    tolerance: float,
    span: tuple[float, float] = (-math.inf, math.inf),
) -> list[Band]:
    """The table's lines grouped by baseline (tops within ``tolerance``), top to bottom, with
    their characters inside ``span`` (a line the reader ran on into a table beside this one
    gives each its own); every line must carry its characters' places (the caller checks)."""
    return [_band(lines, group, span) for group in _baseline_groups(lines, indices, tolerance)]


def first_band(
    lines: Sequence[TextLine],
    indices: Sequence[int],
    tolerance: float,
    span: tuple[float, float] = (-math.inf, math.inf),
) -> Band:
    """``bands(...)[0]`` without the others' characters (``indices`` is not empty)."""
    return _band(lines, _baseline_groups(lines, indices, tolerance)[0], span)


def _baseline_groups(
    lines: Sequence[TextLine], indices: Sequence[int], tolerance: float
) -> list[list[int]]:
    ordered = sorted(indices, key=lambda i: (lines[i].bbox.top, lines[i].bbox.x0))
    groups: list[list[int]] = []
    for index in ordered:
        if groups and abs(lines[groups[-1][0]].bbox.top - lines[index].bbox.top) <= tolerance:
            groups[-1].append(index)
        else:
            groups.append([index])
    return groups


def _band(lines: Sequence[TextLine], group: Sequence[int], span: tuple[float, float]) -> Band:
    # The reader may set a row's runs apart in any order, one inside another's span: their
    # characters are merged by place, a space closing each run.
    chars: list[_Char] = []
    whole = span == (-math.inf, math.inf)
    for index in group:
        placed = placed_chars(lines[index]) or ()
        if not whole:
            placed = tuple(char for char in placed if span[0] <= char[1] < span[1])
        chars.extend(placed)
        if placed:
            chars.append((" ", placed[-1][2], placed[-1][2]))
    chars.sort(key=_X0)
    return Band(lines[group[0]].bbox.top, tuple(chars), tuple(group))


def pieces(chars: Sequence[_Char], size: float) -> list[tuple[str, float, float]]:
    """Runs of characters with no space and no gap wider than ``PIECE_GAP_EM`` inside."""
    return list(iter_pieces(chars, size))


def first_piece(chars: Sequence[_Char], size: float) -> str:
    """The text of ``pieces(chars, size)[0]``, "" when there is none, reading no further."""
    return next((text for text, _, _ in iter_pieces(chars, size)), "")


def leading_piece(line: TextLine, size: float) -> str | None:
    """``first_piece`` of ``first_band`` of the line alone over its whole width, read from its
    text and places without building the band, when its characters already run left to right
    (the band's sort keeps that order); None when they do not, or when it carries no places."""
    text, xs = line.text, line.char_x
    if not xs or len(xs) != 2 * len(text):  # no places (``TextLine.char_spans``)
        return None
    if xs[-1] < xs[-2] or not all(map(le, xs[0:-2:2], xs[2::2])):
        return None  # the band's closing space would not come last, or its sort reorders
    return _first_piece_of_text(text, xs, size)


def line_first_piece(line: TextLine, size: float) -> str:
    """``first_piece`` of the line's own characters in their order (``placed_chars``), ""
    when it carries no places: read from its text and places without building the
    characters (asked of every run beside every line of a page)."""
    text, xs = line.text, line.char_x
    if not xs or len(xs) != 2 * len(text):  # no places (``TextLine.char_spans``)
        return ""
    return _first_piece_of_text(text, xs, size)


def _first_piece_of_text(text: str, xs: Sequence[float], size: float) -> str:
    """``first_piece`` of the characters of ``text`` placed at ``xs`` (x0, x1 of each), in
    that order: from the first character that is no space up to a space or a gap wider than
    ``PIECE_GAP_EM``."""
    gap = PIECE_GAP_EM * size
    first = 0
    while first < len(text) and text[first].isspace():
        first += 1
    end = first
    while end < len(text) and not text[end].isspace():
        if end > first and xs[2 * end] - xs[2 * end - 1] > gap:
            break
        end += 1
    return text[first:end]


def iter_pieces(chars: Sequence[_Char], size: float) -> Iterator[tuple[str, float, float]]:
    """``pieces``, one at a time."""
    text, x0, x1 = "", 0.0, 0.0
    for char, cx0, cx1 in chars:
        if char.isspace() or (text and cx0 - x1 > PIECE_GAP_EM * size):
            if text:
                yield (text, x0, x1)
            text = ""
            if char.isspace():
                continue
        if not text:
            x0 = cx0
        text += char
        x1 = cx1
    if text:
        yield (text, x0, x1)


def _column(edges: Sequence[float], x: float, size: float) -> int:
    """The column whose edge is the last at or left of ``x`` (the first for text left of
    every edge)."""
    slack = EDGE_SLACK_EM * size
    found = 0
    for index, edge in enumerate(edges):
        if x >= edge - slack:
            found = index
    return found


class _Part(NamedTuple):
    """A column's text on one band."""

    text: str
    end: float  # where its last character ends
    first_width: float  # how wide its first word is


def _parts(band: Band, edges: Sequence[float], size: float) -> list[_Part | None]:
    """Each column's text on one band (None for an empty cell line)."""
    words: list[list[tuple[str, float, float]]] = [[] for _ in edges]
    for piece in pieces(band.chars, size):
        words[_column(edges, piece[1], size)].append(piece)
    return [
        _Part(" ".join(w[0] for w in ws), ws[-1][2], ws[0][2] - ws[0][1]) if ws else None
        for ws in words
    ]


_CONTINUES = re.compile(r"[a-z\d'’.,;:)\]]")


def _join(above: str, above_end: float, below: str, right: float, size: float) -> str:
    """A cell's two lines as one: glued where the text broke mid-word (see the module)."""
    if below[:1] in (".", ")", "]", ",") or above.endswith(("[", "(", "+", "-", "–")):
        return above + below
    filled = above_end >= right - FILL_SLACK_EM * size
    if filled and _CONTINUES.match(below) and not above.endswith((",", "/")):
        return above + below
    return f"{above} {below}"


def _cells(
    group: Sequence[Band], edges: Sequence[float], rights: Sequence[float], size: float
) -> tuple[str, ...]:
    texts: list[str] = ["" for _ in edges]
    ends = [0.0 for _ in edges]
    for band in group:
        for column, part in enumerate(_parts(band, edges, size)):
            if part is None:
                continue
            text, end, _ = part
            if texts[column]:
                text = _join(texts[column], ends[column], text, rights[column], size)
            texts[column], ends[column] = text, end
    return tuple(texts)


def _rights(all_bands: Sequence[Band], edges: Sequence[float], size: float) -> list[float]:
    """Each column's right edge: the farthest any of its characters reaches."""
    rights = list(edges)
    for band in all_bands:
        for _, x0, x1 in pieces(band.chars, size):
            column = _column(edges, x0, size)
            rights[column] = max(rights[column], x1)
    return rights


def _row_starts(
    body: Sequence[Band],
    edges: Sequence[float],
    rights: Sequence[float],
    size: float,
    name_column: int = 0,
) -> list[int]:
    """Which bands open a row (see the module)."""
    steps = [later.top - earlier.top for earlier, later in zip(body, body[1:], strict=False)]
    leading = min(steps, default=0.0)
    alike = not steps or max(steps) - leading <= STEP_SLACK_EM * size
    rooms = _rooms(edges, rights)
    starts: list[int] = []
    for index, band in enumerate(body):
        parts = _parts(band, edges, size)
        if parts[name_column] is None:
            continue
        if index == 0:
            starts.append(index)
        elif not alike:
            if steps[index - 1] > leading + STEP_SLACK_EM * size:
                starts.append(index)
        elif not _wrapped(_parts(body[index - 1], edges, size), parts, rooms, size):
            starts.append(index)
    return starts


def _rooms(edges: Sequence[float], rights: Sequence[float]) -> list[float]:
    """How far a line in each column could reach: at least its farthest character, and up to
    the next column's edge less the narrowest gap any column leaves before the next (cells
    are padded alike, so no cell ends nearer its neighbour than that). A column whose values
    are all one short line ("13", "14") has room for more than they reach; the last column's
    end is unknown beyond its farthest character."""
    gaps = [edge - right for edge, right in zip(edges[1:], rights, strict=False)]
    if not gaps:
        return list(rights)
    gap = max(min(gaps), 0.0)
    rooms = [max(right, edge - gap) for edge, right in zip(edges[1:], rights, strict=False)]
    return [*rooms, rights[-1]]


def _wrapped(
    above: Sequence[_Part | None],
    parts: Sequence[_Part | None],
    rooms: Sequence[float],
    size: float,
) -> bool:
    """True when every cell line of a band goes on from the line above in its column: that
    column had text on the band above, and the band's first word there would not have fit
    after it within the column's room (a cell wraps a word only when it does not fit; a new
    row's short values do)."""
    for column, part in enumerate(parts):
        if part is None:
            continue
        line_above = above[column]
        if line_above is None:
            return False
        if line_above.end + 0.25 * size + part.first_width <= rooms[column]:
            return False
    return True


def read_grid(
    lines: Sequence[TextLine],
    header: Sequence[int],
    table: Sequence[int],
    size: float,
    span: tuple[float, float] = (-math.inf, math.inf),
    name_column: int = 0,
) -> Grid | None:
    """The table under the header row ``header`` (line indexes on one baseline) over the
    lines ``table``, read by the places of its characters inside ``span``; None when a line
    has no places. A row opens with text in ``name_column`` (a level roster's key column
    before it is blank on a room's second row)."""
    if not all(lines[i].is_placed() for i in (*header, *table)):
        return None
    tolerance = 0.3 * size
    head = bands(lines, header, tolerance, span)[0]
    edges = tuple(x0 for _, x0, _ in pieces(head.chars, size))
    if len(edges) < 2:
        return None
    if len(edges) <= name_column:
        return None
    return grid_at(head, bands(lines, table, tolerance, span), edges, size, name_column)


def grid_at(
    head: Band, table: Sequence[Band], edges: Sequence[float], size: float, name_column: int = 0
) -> Grid | None:
    """The grid of the bands ``table`` under the header band ``head``, its columns at
    ``edges`` (``read_grid`` takes them from the header's pieces; a table laid the other way
    round, whose header cells are names of several words, from where its cells start)."""
    under = [band for band in table if band.chars]
    wrapped = 0
    while wrapped < len(under) and _parts(under[wrapped], edges, size)[name_column] is None:
        wrapped += 1
    head_bands, body = [head, *under[:wrapped]], under[wrapped:]
    rights = _rights([*head_bands, *body], edges, size)
    labels = _cells(head_bands, edges, rights, size)
    starts = _row_starts(body, edges, rights, size, name_column)
    if not starts or starts[0] != 0:
        return None
    rows = []
    for start, end in zip(starts, [*starts[1:], len(body)], strict=True):
        group = body[start:end]
        line_ids = tuple(sorted(i for band in group for i in band.lines))
        rows.append((_cells(group, edges, rights, size), line_ids))
    header_lines = tuple(i for band in head_bands for i in band.lines)
    return Grid(tuple(edges), labels, header_lines, tuple(rows))
