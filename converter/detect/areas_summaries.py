"""Smaller boxes of statistics inside an area's run of lines (``areas._area_end``): a
one-page dungeon's monster summary ends the area it follows; a note read after its page's
text, or the area's own stat lines printed where its text broke to a new column or page,
do not."""

from __future__ import annotations

import re

from converter.detect.areas_common import Context
from converter.ruledata import load_lexicon

STAT_LINE_RE = re.compile(load_lexicon("area_keys")["stat_line"], re.IGNORECASE)
SMALLER_TYPE = 0.5


def starts_stat_summary(ctx: Context, index: int, key_size: float) -> bool:
    """True for the first line of a separate box of game statistics set in a smaller type
    than the area's key and the text it follows (a one-page dungeon's monster summary),
    which ends an inline area; a line of the area's own type that goes on in a new box (the
    area running on over a page or column, stats inline in its prose) does not. The area's
    first body line follows no text of the area but its heading, which is set larger than any
    body: it never ends the area (a typewritten key whose first sentence wraps its stats,
    "Five bone rats (AC 8," under "5 - SCRIPTORIUM", lost the whole room's text)."""
    line, previous = ctx.lines[index], ctx.lines[index - 1]
    smaller = min(key_size, previous.size) - SMALLER_TYPE
    if line.block == previous.block or line.size > smaller or index in ctx.margin_notes:
        return False  # ... nor does a margin's note, read beside the text it stands by
    return bool(STAT_LINE_RE.search(line.text))


def aside_before_page_turn(ctx: Context, index: int, limit: int) -> int | None:
    """True when the smaller box of statistics at ``ctx.lines[index]`` is an aside read after
    its page's text (a margin note, a sidebar) and the area runs on over the page: nothing
    of the area's body type follows it on its page, and the next page opens, before any
    heading, with text of that type. A one-page dungeon's monster summary is followed on its
    own page by more text, or by the next area's heading: it still ends the area. Before,
    an area whose heading sat at a page foot lost its next page's text (and creatures).
    Returns the index of the next page's first line, or None."""
    body_size = ctx.lines[index - 1].size
    page = ctx.lines[index].page
    k = index
    while k < limit and ctx.lines[k].page == page:
        if ctx.lines[k].size > body_size - SMALLER_TYPE:
            return None
        k += 1
    if k >= limit or k in ctx.headings or abs(ctx.lines[k].size - body_size) >= SMALLER_TYPE:
        return None
    return k


def stats_run_on(ctx: Context, index: int, limit: int) -> bool:
    """True when the smaller stat lines at ``ctx.lines[index]`` open the column or page the
    area's text broke to, and the area's text goes on under them: the first line after them
    set in the body type of the text before is no heading. The area's stat lines were set
    where its text ran out of room, the text after them (a person's "… uses the commoner
    stat block", their traits) still the area's. A one-page dungeon's summary follows its
    area's text in the same column; one that opens a column and is followed by the next
    area's heading still ends the area. Before, the text after the stat lines was lost."""
    line, previous = ctx.lines[index], ctx.lines[index - 1]
    if (line.page, line.column) == (previous.page, previous.column):
        return False
    body_size = previous.size
    k = index
    while k < limit and ctx.lines[k].size <= body_size - SMALLER_TYPE:
        k += 1
    if k >= limit or k in ctx.headings:
        return False
    return abs(ctx.lines[k].size - body_size) < SMALLER_TYPE
