"""Keys printed after the place's name: "Prior's Cell — 7", "Prior's Cell (7)", or the number
set flush right on the heading's row (in the same line with a wide gap before it, or a line of
its own beside the heading, in the column or in the page margin). The marks are the lexicon's
(``key_shapes.yaml`` `after_name`); the line must be set in a heading's type, read as a place's
name, and not head a stat block. ``areas_keys`` keeps such keys only in a key sequence: a lone
"(5)" after a name is a count as often as a key."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence

from converter.detect.areas_common import (
    MAX_HEADING_WORDS,
    SMALL_WORDS,
    Context,
    Key,
)
from converter.detect.areas_heading_text import (
    heading_to_name,
)
from converter.detect.statline import find_fields, find_statlines
from converter.models import TextLine
from converter.ruledata import load_lexicon

_SHAPE = load_lexicon("key_shapes")["after_name"]  # vocabulary: rules/lexicon/key_shapes.yaml


def _number(tag: str) -> str:
    """A key's number and sub-area letter, in groups named for ``tag`` ("7", "12b")."""
    return rf"(?P<{tag}num>\d{{1,3}})(?P<{tag}suffix>[A-Za-z])?"


_IN_BRACKETS = "|".join(
    re.escape(pair[0]) + _number(f"b{i}") + re.escape(pair[1])
    for i, pair in enumerate(_SHAPE["brackets"])
)
_SEPARATED_RE = re.compile(
    r"^(?P<name>.*?\S)\s+[" + re.escape("".join(_SHAPE["separators"])) + r"]\s+" + _number("") + "$"
)
_BRACKETED_RE = re.compile(rf"^(?P<name>.*?\S)\s*(?:{_IN_BRACKETS})$")
_BARE_RE = re.compile(r"^(?P<name>.*?\S)\s+" + _number("") + "$")
_KEY_ALONE_RE = re.compile(rf"^(?:{_number('')}|{_IN_BRACKETS})$")  # "7", "(7)", "[7]"
GAP_EM = float(_SHAPE["gap_em"])
_SEPARATORS = "".join(_SHAPE["separators"])
KEY_AFTER = "key after name"  # the evidence of a candidate read here
SIZE_SLACK = 0.5  # points: a wrapped heading's lines open in one size
ROW_SLACK = 0.5  # ems: a number this close to the heading's top stands on its row
ROW_REACH = 200  # lines either side searched for a line on a heading's row (a page's worth)


def _heading_type(ctx: Context, line: TextLine) -> bool:
    return line.bold or ctx.is_larger(line.size)


def _place_name(text: str) -> bool:
    """True when ``text`` reads as a place's name: a few words, capitalised but the small
    ones, no digit, no sentence or lead punctuation."""
    words = text.split()
    if not 0 < len(words) <= MAX_HEADING_WORDS or any(c.isdigit() for c in text):
        return False
    if not text[:1].isupper() or text.rstrip().endswith((".", ":", ";", ",", "!", "?")):
        return False
    named = [w for w in words if w.lower() not in SMALL_WORDS and w[:1].isalpha()]
    return bool(named) and all(w[:1].isupper() for w in named)


def _heads_stats(ctx: Context, index: int) -> bool:
    """True when the line or the next one opens a stat line ("Goblins (4)" / "AC 13, HP 7"):
    the number after the name is the creatures' count, not a key."""
    texts = [ctx.lines[index].text]
    if index + 1 < len(ctx.lines):
        texts.append(ctx.lines[index + 1].text)
    for text in texts:
        fields = find_fields(text.strip())
        lines = find_statlines(text.strip())
        if (fields and fields[0].start == 0) or (lines and lines[0].start == 0):
            return True
    return bool(find_fields(texts[0]))


def _flush_right(line: TextLine, name_end: int) -> bool:
    """True when the number after ``name_end`` stands a wide gap from the name's last letter
    (a word space is a quarter em of the name's size; a tab to the margin is far wider)."""
    chars = line.placed_chars
    if chars is None or name_end < 1:
        return False
    name_size = min((span.size for span in line.spans), default=line.size)
    first = next((i for i in range(name_end, len(chars)) if not chars[i][0].isspace()), None)
    return first is not None and chars[first][1] - chars[name_end - 1][2] >= GAP_EM * name_size


def _marked(line: TextLine) -> tuple[str, Key] | None:
    """The name and the key of a line that ends in a key after a mark, in brackets or set
    flush right ("Cell — 7", "Cell (7)", "Cell        7"), else None."""
    text = line.text.strip()
    marked = _SEPARATED_RE.match(text) or _BRACKETED_RE.match(text)
    bare = _BARE_RE.match(text)
    if marked is None and bare and _flush_right(line, line.text.find(text) + bare.end("name")):
        marked = bare
    if marked is None:
        return None
    key = _read_number(text[marked.end("name") :].strip(" " + _SEPARATORS))
    return (marked.group("name"), key) if key else None


def _right_on_row(ctx: Context, left: TextLine, right: TextLine) -> bool:
    """True when ``right`` stands on ``left``'s row, a wide gap to its right, both in a
    heading's type: a number tabbed flush right or set in the margin beside a heading."""
    return _placed_right(left, right) and _heading_type(ctx, left) and _heading_type(ctx, right)


def _placed_right(left: TextLine, right: TextLine) -> bool:
    """``right`` on ``left``'s page and row, a wide gap to its right (places only: cheap)."""
    return (
        right.page == left.page
        and abs(right.bbox.top - left.bbox.top) <= ROW_SLACK * max(left.size, right.size)
        and right.bbox.x0 - left.bbox.x1 >= GAP_EM * left.size
    )


def _nearby(ctx: Context, index: int) -> Sequence[int]:
    """The lines around ``index`` a line on its row may be read among (columns, margins):
    those of its page within ``ROW_REACH`` of it, in order (every reader of them asks first
    for the same page, so the lines of other pages are not handed out to be turned down)."""
    page = ctx.page_lines[ctx.lines[index].page]
    low = bisect_left(page, index - ROW_REACH)
    return page[low : bisect_left(page, index + ROW_REACH, low)]


def _number_beside(ctx: Context, index: int) -> int | None:
    """The index of a line that is only a key, standing on the row of heading line ``index``
    to its right (set flush right or in the margin), else None."""
    line = ctx.lines[index]
    for j in _nearby(ctx, index):
        other = ctx.lines[j]
        # the places first: most of the lines around are on other rows, and reading a line's
        # key costs a regex and its spans (the same conjunction, in a cheaper order)
        if (
            j != index
            and _placed_right(line, other)
            and _lead_key(other)
            and _heading_type(ctx, line)
            and _heading_type(ctx, other)
            and not (_read_number(other.text) is None and _past_column_of(ctx, index, j))
        ):
            return j
    return None


def _lead_key(line: TextLine) -> Key | None:
    """The key a line is, or opens with in a bold span of its own: a number tabbed to a
    column's edge is read on one row with the next column's first line ("3" + "flooded
    passage runs east."), its type (bold, larger) still its own."""
    whole = _read_number(line.text)
    spans = [span for span in line.spans if span.text.strip()]
    if whole is not None or len(spans) < 2 or not spans[0].bold:
        return whole
    return _read_number(spans[0].text) if spans[0].size > spans[1].size else None


def _read_number(text: str) -> Key | None:
    """The key of a text that is only a key, bare or in brackets ("7", "(7)", "[12b]")."""
    match = _KEY_ALONE_RE.match(text.strip())
    if match is None:
        return None
    groups = {name: value for name, value in match.groupdict().items() if value}
    number = next(value for name, value in groups.items() if name.endswith("num"))
    suffix = next((value for name, value in groups.items() if name.endswith("suffix")), "")
    return Key(f"{int(number)}{suffix.upper()}", "", int(number), suffix.upper())


def key_after_name(ctx: Context, index: int) -> tuple[Key, str, int] | None:
    """The key, the name and the lines the heading takes (1, or 2 when it wrapped with its
    key: "Lay Brothers'" / "Dorter (6)", "Warming Room" / "(1)") when line ``index`` is a
    place's name in a heading's type with its key after it, over no stat line."""
    line = ctx.lines[index]
    if not _heading_type(ctx, line) or _wraps_into(ctx, index):
        return None
    found = _read_after_name(ctx, index)
    return None if found is None or _heads_stats(ctx, index) else found


def _read_after_name(ctx: Context, index: int) -> tuple[Key, str, int] | None:
    """``key_after_name`` less the stat-line check (the costlier one, asked last)."""
    line = ctx.lines[index]
    text = line.text.strip()
    marked = _marked(line)
    if marked is not None:
        name, key = marked
        return (key, heading_to_name(name), 1) if _place_name(name) else None
    if not _place_name(text):
        return None
    beside = _number_beside(ctx, index)
    if beside is not None:
        tabbed = _lead_key(ctx.lines[beside])
        return (tabbed, heading_to_name(text), 1) if tabbed else None
    return _wrapped_key(ctx, index, text)


def _wraps_into(ctx: Context, index: int) -> bool:
    """True when line ``index`` ends a heading wrapped from the line before ("Drowned" /
    "Nave 4"): the key is read with the heading's first line."""
    if index == 0 or _marked(ctx.lines[index - 1]) is not None:
        return False
    previous = ctx.lines[index - 1]
    text = previous.text.strip()
    return (
        _heading_type(ctx, previous)
        and _place_name(text)
        and bool(_wrapped_key(ctx, index - 1, text))
    )


def _wrapped_key(ctx: Context, index: int, text: str) -> tuple[Key, str, int] | None:
    """A heading whose key (and maybe its name's last words) wrapped to the next line of its
    block, in its type: "Warming Room" / "(1)", "Lay Brothers'" / "Dorter (6)"."""
    if index + 1 >= len(ctx.lines):
        return None
    line, following = ctx.lines[index], ctx.lines[index + 1]
    block = (following.page, following.column, following.block)
    if block != (line.page, line.column, line.block) or not _heading_type(ctx, following):
        return None
    if abs(following.spans[0].size - line.spans[0].size) > SIZE_SLACK:
        return None  # a title over the heading ("PLACES IN THE ABBEY" / "Cell — 1"), not it
    lone = _read_number(following.text.strip(" " + _SEPARATORS))
    if lone is not None and following.text.strip()[:1] in _SEPARATORS + "([":
        return lone, heading_to_name(text), 2  # "Warming Room" / "(1)": the key alone
    marked = _marked(following)
    if marked is None or not _place_name(f"{text} {marked[0]}"):
        return None
    return marked[1], heading_to_name(f"{text} {marked[0]}"), 2


def keys_a_heading(ctx: Context, index: int) -> bool:
    """True when line ``index`` is only a key set on the row of a place's heading to its left,
    as that heading's key: it is read with the heading, no key of its own."""
    line = ctx.lines[index]
    if _lead_key(line) is None:
        return False
    runs_on = _read_number(line.text) is None  # the key opens a line of text
    return any(
        j != index
        and _right_on_row(ctx, ctx.lines[j], line)
        and _place_name(ctx.lines[j].text.strip())
        and not (runs_on and _past_column_of(ctx, j, index))
        for j in _nearby(ctx, index)
    )


def _past_column_of(ctx: Context, heading: int, index: int) -> bool:
    """True when line ``index`` starts right of every other line of the column of line
    ``heading``: its key opens the first line of the next column (an entry at a column's
    top, on the row of a heading across the gutter), where a number tabbed to the heading's
    column edge and read on one row with the next column's text starts inside that column."""
    where = (ctx.lines[heading].page, ctx.lines[heading].column)
    edges = [
        ctx.lines[j].bbox.x1
        for j in _nearby(ctx, heading)
        if j != index and (ctx.lines[j].page, ctx.lines[j].column) == where
    ]
    return bool(edges) and ctx.lines[index].bbox.x0 >= max(edges)
