"""A two-column roster printed without a header row: its columns from its rows' cells.

A "Monster | Stats" roster (``statblocks_pair``) is found by its header, whose second label
gives the x where the stat-line column starts. Some tables print no header: the name cell
and the stat cell stand side by side under the area's text, and a name too long for its
cell wraps onto the row's next line ("Giant" / "Beetle (2)"), where the reader gives it on
one line with the stat cell's next words ("Beetle (2) D12 W13 P14 …") or as a line of its
own beside them. Read as running text, such a row names its block by the name's first word
("Giant"), the name's second line joins the stat line, and a one-word name left over is
completed from the area's heading ("Giant cistern").

A table shows its columns without a header all the same:
- a row's first line holds the name cell's words (a few, opening with a capital or a
  number), a gap wider than ``CELL_GAP_EM`` and than any word gap on the line
  (``WORD_GAP_SHARE``: the two cells' padding, never a word space however the words are
  set), then the stat cell opening with a stat line of two fields or more; or the name cell
  is a line of its own, the stat line beside it on its row. Where that stat line starts is
  where the stat-line column starts (the parting);
- every line under it in the table starts at the name cell's left edge or at the parting,
  at the row's size, and no word crosses the parting: a line at the left edge that runs on
  past it with its words spaced as words ends the table (the area's next paragraph), and so
  does a line of the name cell with no stat cell's words on its row (the next heading);
- the table is a roster only when one of its rows wraps its name (a name-cell line whose
  stat words on its row do not open with the label the first row's open with) and every
  row's name cell is a name (``is_name_cell``): a row whose name fits its cell reads the
  same as a stat line led by the name, which the one-line families read already.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.detect.statblocks_roster import page_lines, roster_rules, same_row
from converter.detect.statline import find_fields, find_statlines
from converter.models import TextLine

CELL_GAP_EM = 0.6  # a name cell's words end at least this far (em) left of the stat column
WORD_GAP_SHARE = 1.5  # ... and that gap is this many times the line's widest word gap
MAX_NAME_WORDS = 4  # a name cell's first line holds at most this many words
_MIN_FIELDS = 2


def _size(line: TextLine) -> float:
    return max(line.size, 1.0)


def _stats_at(text: str) -> int | None:
    """Where the first stat line of two fields or more in ``text`` starts; None when none."""
    found = find_statlines(text)
    if not found or len(found[0].fields) < _MIN_FIELDS:
        return None
    return found[0].start


def _opens_name(text: str) -> bool:
    """A name cell's first line: a few words opening with a capital or a number."""
    words = text.split()
    return 0 < len(words) <= MAX_NAME_WORDS and (words[0][0].isupper() or words[0][0].isdigit())


def is_name_cell(text: str) -> bool:
    """A headerless roster's name cell, its lines joined: a name of a few words (a count
    before or after it), opening with a capital or a number, holding no statistic."""
    return _opens_name(" ".join(text.split()[:MAX_NAME_WORDS])) and (
        len(text.split()) <= MAX_NAME_WORDS and not find_fields(text)
    )


def _cell_gap(line: TextLine, cut: int) -> bool:
    """True when the line's characters before ``cut`` end a cell gap short of the character
    at ``cut``: wider than ``CELL_GAP_EM`` and than any word gap elsewhere on the line (a
    cell's padding on both sides of a rule, never a word space, however the words are set)."""
    spans = line.char_spans()
    text = line.text
    end = len(text[:cut].rstrip())
    if spans is None or end == 0 or cut >= len(text):
        return False
    gap = spans[cut][0] - spans[end - 1][1]
    words = [
        spans[i + 1][0] - spans[i - 1][1]
        for i in range(1, len(text) - 1)
        if text[i] == " " and text[i - 1] != " " and i not in range(end, cut)
    ]
    widest = max(words, default=0.0)
    return gap >= CELL_GAP_EM * _size(line) and gap >= WORD_GAP_SHARE * widest


def _row_opening(
    lines: Sequence[TextLine], index: int, claimed: frozenset[int]
) -> tuple[float, float] | None:
    """The name cell's left edge and the parting when line ``index`` opens a headerless
    roster's row (see the module's docstring); None when it does not."""
    line = lines[index]
    # Both forms open with the name cell's first word, which opens the line: a line whose
    # first char is no capital or digit opens no row, and its stat-line search is skipped
    # (the line's own ``_opens_name`` test, made before the search instead of after)
    opening = line.text.lstrip()[:1]
    if not (opening.isupper() or opening.isdigit()):
        return None
    if not line.is_placed():  # (its places not paired: few lines need them)
        return None
    start = _stats_at(line.text)
    if start is not None and start > 0:  # the name's words, a cell gap, the stat line
        name = line.text[:start].rstrip()
        if not _opens_name(name) or not _cell_gap(line, start):
            return None
        return line.bbox.x0, line.char_x[2 * start]  # the stat line's first char's x0
    if start is not None or not _opens_name(line.text):
        return None
    # the cell gap's test first (the same difference, its terms read once): it turns away
    # most of the page's lines, which ``same_row`` then never reads; all the tests are pure,
    # so the lines kept are the same
    x1, gap = line.bbox.x1, CELL_GAP_EM * _size(line)
    beside = [
        other
        for other in page_lines(lines, line.page)
        if lines[other].bbox.x0 - x1 >= gap
        and other not in claimed
        and other != index
        and same_row(line, lines[other])
    ]
    if not beside:
        return None
    nearest = lines[min(beside, key=lambda other: lines[other].bbox.x0)]
    if _stats_at(nearest.text) != 0:
        return None
    return line.bbox.x0, nearest.bbox.x0


def _fits(line: TextLine, left: float, parting: float) -> tuple[str, str] | None:
    """("name", the stat cell's words on it) for a line of the name cell (the stat cell's
    words, if any, from the parting on past a cell gap), ("stats", its text) for a line of
    the stat cell, None for no line of the table."""
    tolerance = roster_rules().edge_tolerance
    if abs(line.bbox.x0 - parting) <= tolerance:
        return "stats", line.text
    if abs(line.bbox.x0 - left) > tolerance:
        return None
    if line.bbox.x1 <= parting - CELL_GAP_EM * _size(line):
        return "name", ""
    spans = line.char_spans()
    if spans is None:
        return None
    cut = next((i for i, (x0, _) in enumerate(spans) if x0 >= parting - tolerance / 2), None)
    if cut is None or abs(spans[cut][0] - parting) > tolerance / 2 or not _cell_gap(line, cut):
        return None  # a word runs across the stat column's edge, or words spaced as words
    return "name", line.text[cut:]


def _first_word(text: str) -> str:
    words = text.split(maxsplit=1)
    return words[0].casefold() if words else ""


def headless_table(
    lines: Sequence[TextLine], index: int, claimed: frozenset[int]
) -> tuple[float, float, list[int]] | None:
    """A headerless roster opening at line ``index``: the name cell's left edge, the parting
    and the table's lines (``index`` first); None when no such table opens there."""
    opening = _row_opening(lines, index, claimed)
    if opening is None:
        return None
    left, parting = opening
    rules = roster_rules()
    head = lines[index]
    tolerance = rules.edge_tolerance
    candidates = sorted(
        (
            i
            for i in page_lines(lines, head.page)
            if i not in claimed
            and left - tolerance <= lines[i].bbox.x0 <= parting + tolerance
            and lines[i].bbox.top >= head.bbox.top - tolerance
        ),
        key=lambda i: (lines[i].bbox.top, lines[i].bbox.x0),
    )
    height = max(head.bbox.bottom - head.bbox.top, 1.0)
    bottom = head.bbox.bottom
    table: list[int] = []
    cells: dict[int, tuple[str, str]] = {}
    for i in candidates:
        line = lines[i]
        fits = _fits(line, left, parting)
        if line.bbox.top - bottom > rules.max_gap_lines * height or fits is None:
            break
        if abs(line.size - head.size) > rules.size_tolerance:
            break
        table.append(i)
        cells[i] = fits
        bottom = max(bottom, line.bbox.bottom)
    table = _rows_with_stats(lines, table, cells)
    return (left, parting, table) if _wraps_a_name(lines, table, cells) else None


def _row_stats(lines: Sequence[TextLine], i: int, cells: dict[int, tuple[str, str]]) -> str:
    """The stat cell's words on the row of name-cell line ``i``: on it, or on a stat-cell
    line beside it."""
    if cells[i][1].strip():
        return cells[i][1]
    beside = [
        j for j, (kind, _) in cells.items() if kind == "stats" and same_row(lines[i], lines[j])
    ]
    return cells[beside[0]][1] if beside else ""


def _rows_with_stats(
    lines: Sequence[TextLine], table: list[int], cells: dict[int, tuple[str, str]]
) -> list[int]:
    """The table up to its first name-cell line with no stat cell's words on its row: a
    name wraps beside its stat line, a line alone at the left edge (the area's next
    heading, a paragraph's last line) is none of the table's."""
    for at, i in enumerate(table):
        if cells[i][0] == "name" and not _row_stats(lines, i, cells).strip():
            return table[:at]
    return table


def _wraps_a_name(
    lines: Sequence[TextLine], table: Sequence[int], cells: dict[int, tuple[str, str]]
) -> bool:
    """True when a line of the name cell opens no row: its stat cell's words on its row do
    not open with the label the table's first row opens with."""
    names = [i for i in table if cells[i][0] == "name"]
    if not names:
        return False
    opening = _first_word(_row_stats(lines, names[0], cells))
    return any(_first_word(_row_stats(lines, i, cells)) != opening for i in names[1:])
