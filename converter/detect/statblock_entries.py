"""The entry lines of a block whose fields each open a line with a label ("AC 17", "HP 38;
Bloodied 19", "Speed 6"): the size its entries are set in, and where a block cut at a
column's or page's foot goes on. The levelled (``statblocks_leveled``) and the roled
(``statblocks_roled``) families read their entries alike, each with its own label pattern.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from converter.models import TextLine

SIZE_TOLERANCE = 0.3  # points: a block's lines are set in one size
LABEL_SIZE_REACH = 1.5  # points: a label (or a band) may be set a little larger


def in_size(line: TextLine, size: float, entry: bool) -> bool:
    """True when a line is set in the block's size (an entry's label within a wider reach)."""
    reach = LABEL_SIZE_REACH if entry else SIZE_TOLERANCE
    return abs(line.size - size) <= reach


def field_label(field: re.Pattern[str], text: str) -> str | None:
    """The field label a line opens with, if any."""
    match = field.match(text)
    return match.group(0) if match else None


def field_size(
    field: re.Pattern[str], lines: Sequence[TextLine], texts: Sequence[str], start: int, stop: int
) -> float:
    """The type size of a block's entries: that of its first line opening with a label."""
    for index in range(start, min(stop, start + 4)):
        if field.match(texts[index]):
            return lines[index].size
    return lines[start].size if start < stop else 0.0


def resume_after_break(
    field: re.Pattern[str],
    reach: int,
    lines: Sequence[TextLine],
    texts: Sequence[str],
    span: Sequence[int],
    stop: int,
    size: float,
) -> int | None:
    """The line where a block cut at its column's or page's foot goes on: the next line,
    within ``reach``, that opens with a label in the block's size (other text may be read
    between), when the block has not printed that label yet (a block prints each field
    once: a second "Str" line is another block's)."""
    last = span[-1]
    following = last + 1
    if following >= stop:
        return None
    here, there = lines[last], lines[following]
    if (here.page, here.column) == (there.page, there.column):
        return None
    printed = {field_label(field, texts[index]) for index in span}
    for index in range(following, min(stop, following + reach)):
        label = field_label(field, texts[index])
        if label is not None and in_size(lines[index], size, True):
            return index if label not in printed else None
    return None
