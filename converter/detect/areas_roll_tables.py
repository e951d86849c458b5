"""Where a table of die rolls starts under its own heading: an area's body ends there.

A wandering-monster, random-encounter or rumour table is printed as rows of roll results
("1 A skeleton (hunting)", "01–15 3d6 wolves", "3-4 Two bandits") under a heading of its own
("The Saltmoor Encounters (d6)", "Wandering Monsters") and a die column ("d6 | Encounter").
It tells what may come, never what a place holds, wherever it is printed: after a region's
last area, at the next page's head, beside a room. So the area it follows ends at its
heading, whatever the heading's size (a table's title is often set smaller than the keys).

A table is told by its shape, not its words: a heading line, then within
``stat_wandering.header_reach`` lines a die (in the heading, "(d6)", or as the first cell of
a header row, "d8 Rumour", or a roll word, "Roll"), then rows whose rolls follow on from
1 (or 01) in order (``MIN_ROWS`` of them at least; a row's wrapped lines between them).
A numbered list under a heading with no die (a list of rooms, of steps) is no table.
"""

from __future__ import annotations

import re
from functools import cache

from converter.detect.areas_common import Context
from converter.models import TextLine
from converter.ruledata import load_lexicon

MIN_ROWS = 3  # rows in sequence a table shows at least
_SIZE_APART = 0.4  # points by which two lines' types differ in size
_HANG = 2.0  # points a wrapped result stands in from its row's roll, at least
# A line of one number and nothing else: inside a table, a row's value wrapped alone.
_BARE_NUMBER = re.compile(r"^\s*\d{1,3}\s*$")
_ROLL = re.compile(r"^\s*(?P<low>\d{1,3})(?:\s*[-–—]\s*(?P<high>\d{1,3}))?(?:[.:)|]?\s+|\s*$)")


@cache
def _die_re() -> re.Pattern[str]:
    """A die as a table names it ("d6", "1d8", "d%"): ``stat_wandering.die_header``."""
    return re.compile(load_lexicon("stat_wandering")["die_header"], re.IGNORECASE)


@cache
def _roll_words() -> frozenset[str]:
    """A header's first word that names the roll column ("Roll"): ``stat_wandering``."""
    return frozenset(load_lexicon("stat_wandering")["roll_column_words"])


def names_die(text: str, header: bool) -> bool:
    """``_names_die``, for a table told otherwise (``areas_table_axes``)."""
    return _names_die(text, header)


def _names_die(text: str, header: bool) -> bool:
    """True when a heading names its die ("… (d6)") or a header row opens with the roll's
    column ("d8 Rumour", "Roll Result")."""
    if not header:
        return _die_re().search(text) is not None
    first = text.split()[0].lower() if text.split() else ""
    return _die_re().fullmatch(first) is not None or first in _roll_words()


_FACES = re.compile(r"\b\d?d(?P<faces>\d{1,3}|%)", re.IGNORECASE)


def _faces(*texts: str) -> int | None:
    """The faces of the die a table's heading or header row names ("(d6)" → 6, "d%" →
    100), or None when it names none (a "Roll" column)."""
    for text in texts:
        match = _FACES.search(text)
        if match is not None:
            return 100 if match.group("faces") == "%" else int(match.group("faces"))
    return None


def _rows_in_sequence(ctx: Context, start: int, reach: int, faces: int | None) -> list[int]:
    """The lines from ``start`` that hold rolls following on from 1 (a row's wrapped lines
    between them, a number alone out of sequence among them: a row's last value wrapped),
    up to anything else set as a heading, a roll out of sequence or past the
    die's ``faces`` (a d6 table's rows end at 6: a key "7" after it, a room box beside the
    table on a one-page dungeon, counts on from nothing of the table's); empty when fewer
    than ``MIN_ROWS``."""
    expected, rows, skipped, seen = 1, list[int](), 0, 0
    window = 3 * reach + 2 * MIN_ROWS  # the first rows stand this near the header
    for index in range(start, len(ctx.lines)):
        if index in ctx.headings or (len(rows) < MIN_ROWS and seen >= window):
            break
        match = _ROLL.match(ctx.lines[index].text)
        if match is None and rows and _hangs_under(ctx.lines[rows[-1]], ctx.lines[index]):
            continue  # the row's result wrapped under its cell, however many lines
        seen += 1
        if match is None:
            skipped += 1
            if skipped > reach:
                break
            continue
        low = int(match.group("low"))
        if rows and low != expected and _BARE_NUMBER.match(ctx.lines[index].text):
            continue  # a row's last value wrapped onto a line of its own ("…, ML" / "9")
        if (low != expected and not (not rows and low == 0)) or (faces and low > faces):
            break
        high = int(match.group("high") or low)
        if high < low:
            break
        rows, expected, skipped = [*rows, index], high + 1, 0
    return rows if len(rows) >= MIN_ROWS else []


def _hangs_under(row: TextLine, line: TextLine) -> bool:
    """True when ``line`` is ``row``'s result wrapped under its cell: in the row's type, set
    in from the row's left edge (the roll's column stays empty on a wrapped line), above the
    next row. A narrow column wraps a result over four or five lines."""
    return (
        abs(line.size - row.size) < _SIZE_APART
        and line.bbox.x0 - row.bbox.x0 >= _HANG
        and line.page == row.page
        and line.column == row.column
        and _ROLL.match(line.text) is None
    )


def _heading_wraps(ctx: Context, index: int) -> bool:
    """True when the heading at ``index`` goes on on the next line: wrapped inside its
    bracket ("Wandering Monsters (roll 1d6 every" / "turn; 1 = encounter)"), or set in its
    size and weight and no row nor header row ("What the lamp" / "shows (d6)")."""
    heading, after = ctx.lines[index], ctx.lines[index + 1]
    if heading.text.count("(") > heading.text.count(")"):
        return True
    return (
        abs(after.size - heading.size) < _SIZE_APART
        and after.bold == heading.bold
        and _ROLL.match(after.text) is None
        and not _names_die(after.text, header=True)
    )


def roll_tables(ctx: Context) -> dict[int, list[int]]:
    """The tables of die rolls: each one's heading line and the lines opening its rows
    (module docstring). The heading ends the area before it; the rows are no areas, though
    a row open a column of its own (a table whose rows ran on into the next column, "3 A
    lost scavenger, chased by …" at its top): a roll's result is what may come, no place."""
    reach = int(load_lexicon("stat_wandering")["header_reach"])
    found: dict[int, list[int]] = {}
    wrapped = -1  # a heading's second line: one heading with the first, heading no table
    for index in sorted(ctx.headings):
        if index + 1 >= len(ctx.lines) or index == wrapped:
            continue
        rows_from = index + 1
        heading = ctx.lines[index].text
        if rows_from + 1 < len(ctx.lines) and _heading_wraps(ctx, index):
            heading = f"{heading} {ctx.lines[rows_from].text}"
            wrapped, rows_from = rows_from, rows_from + 1
        if not _names_die(heading, header=False):
            if not _names_die(ctx.lines[rows_from].text, header=True):
                continue
            rows_from += 1
        elif _names_die(ctx.lines[rows_from].text, header=True):
            rows_from += 1  # the heading's die, then the header row's ("d6 Encounter")
        faces = _faces(heading, ctx.lines[rows_from - 1].text)
        rows = _rows_in_sequence(ctx, rows_from, reach, faces)
        if rows:
            found[index] = rows
    return found


def tables_inside_text(ctx: Context, tables: dict[int, list[int]]) -> dict[int, int]:
    """The die tables set inside a place's text, each heading → the index after its last
    line: a table after a line of text (not under a heading of its own, which opens a
    chapter's or level's table) whose rows, wrapped lines and all, are set apart in size
    from the text that follows them, when that text is in the type of the text before the
    table and no heading. A room's "Searching the room (d6)" between its scene and its
    creatures is a table the room's text goes on after; a table the next key or a chapter
    follows ends the place before it, as any table does."""
    inside: dict[int, int] = {}
    for head, rows in tables.items():
        before = _text_before(ctx, head, rows)
        if before < 0 or before in ctx.headings:
            continue
        row_size = ctx.lines[rows[-1]].size
        after = rows[-1] + 1
        while (
            after < len(ctx.lines)
            and after not in ctx.headings
            and abs(ctx.lines[after].size - row_size) < _SIZE_APART
        ):
            after += 1  # a row's wrapped lines
        if after >= len(ctx.lines) or after in ctx.headings:
            continue
        text_size = ctx.lines[after].size
        apart = abs(text_size - row_size) >= _SIZE_APART
        if apart and abs(text_size - ctx.lines[before].size) < _SIZE_APART:
            inside[head] = after
    return inside


def _text_before(ctx: Context, head: int, rows: list[int]) -> int:
    """The line before a table's heading that tells what the table stands in (-1 for
    none): at a page's head, the last line of the page before that is no furniture. A
    running foot or folio closing that page is set smaller than a table's rows, as it is
    smaller than any text (a table opening a page after a room's first lines is still
    inside the room)."""
    before, page = head - 1, ctx.lines[head].page
    row_size = ctx.lines[rows[0]].size
    while (
        before >= 0
        and ctx.lines[before].page < page
        and ctx.lines[before].size < row_size - _SIZE_APART
    ):
        before -= 1
    return before
