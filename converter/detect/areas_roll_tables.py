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
from converter.ruledata import load_lexicon

MIN_ROWS = 3  # rows in sequence a table shows at least
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


def _rows_in_sequence(ctx: Context, start: int, reach: int) -> bool:
    """True when the lines from ``start`` hold ``MIN_ROWS`` rolls that follow on from 1 (a
    row's wrapped lines between them), before anything else set as a heading."""
    expected, rows, skipped = 1, 0, 0
    for index in range(start, min(len(ctx.lines), start + 3 * reach + 2 * MIN_ROWS)):
        if index in ctx.headings:
            break
        match = _ROLL.match(ctx.lines[index].text)
        if match is None:
            skipped += 1
            if skipped > reach:
                break
            continue
        low = int(match.group("low"))
        if low != expected and not (rows == 0 and low == 0):
            break
        high = int(match.group("high") or low)
        if high < low:
            break
        rows, expected, skipped = rows + 1, high + 1, 0
        if rows >= MIN_ROWS:
            return True
    return False


def roll_table_heads(ctx: Context) -> frozenset[int]:
    """The indices of the heading lines that open a table of die rolls (module docstring)."""
    reach = int(load_lexicon("stat_wandering")["header_reach"])
    found: set[int] = set()
    for index in sorted(ctx.headings):
        if index + 1 >= len(ctx.lines):
            continue
        rows_from = index + 1
        if not _names_die(ctx.lines[index].text, header=False):
            if not _names_die(ctx.lines[rows_from].text, header=True):
                continue
            rows_from += 1
        elif _names_die(ctx.lines[rows_from].text, header=True):
            rows_from += 1  # the heading's die, then the header row's ("d6 Encounter")
        if _rows_in_sequence(ctx, rows_from, reach):
            found.add(index)
    return frozenset(found)
