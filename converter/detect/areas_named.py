"""Named areas: headings under a locations heading, headings each followed by an
area-description label line, and headings whose text opens by saying what place it is
("This is the home of …", "<Name> is a small village …") (see ``areas``)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from converter.detect.areas_common import (
    AREA_LABEL_RE,
    LOCATION_HEADING_RE,
    TABLE_HEADING_RE,
    Candidate,
    Context,
    Key,
    heading_level,
    heading_to_name,
    join_lines,
    parse_key,
)
from converter.models import TextLine

# What a place's description says it is, after "This is" / "<Name> is".
PLACE_INTRO_RE = re.compile(
    r"(?:the|an?)\s+(?:\w+\s+){0,3}?(?:home|lair|seat|domain|realm|capital|stronghold|haunt|"
    r"village|town|city|hamlet|island|isle|fortress|keep|castle|tower|dungeon|ruins?|temple|"
    r"monastery|forest|swamp|marsh|valley|mine|outpost|port|harbou?r)\b",
    re.IGNORECASE,
)
MIN_PROSE_WORDS = 8
MIN_PROSE_LINE_WORDS = 4


def _has_area_label(ctx: Context, index: int) -> bool:
    """True when the line after heading ``index`` starts with an "Area …:" label."""
    following = index + 1
    return following < len(ctx.lines) and bool(
        AREA_LABEL_RE.match(ctx.lines[following].bold_prefix or "")
    )


def _introduces_place(ctx: Context, index: int) -> bool:
    """True when the text under heading ``index`` opens by saying what place it is: "This is
    the home of the sea elves …", "Tarnwick is a small fishing village …"."""
    heading = re.escape(ctx.lines[index].text.strip())
    opening = join_lines(ctx.lines[index + 1 : index + 3], ctx.body_size)
    place_is = re.compile(rf"^(?:{heading}|this|it|here)\s+is\s+", re.IGNORECASE)
    match = place_is.match(opening)
    return match is not None and bool(PLACE_INTRO_RE.match(opening[match.end() :]))


def _has_prose(ctx: Context, index: int) -> bool:
    """True when the text under heading ``index`` holds a sentence (not a table column)."""
    lines: list[TextLine] = []
    for j in range(index + 1, min(index + 30, len(ctx.lines))):
        if j in ctx.headings and not AREA_LABEL_RE.match(ctx.lines[j].bold_prefix or ""):
            break
        lines.append(ctx.lines[j])
    text = join_lines(lines, ctx.body_size)
    first = [len(line.text.split()) for line in lines[:3]]
    if not first or sum(first) / len(first) < MIN_PROSE_LINE_WORDS:
        return False  # a table column: one or two words a line
    return len(text.split()) >= MIN_PROSE_WORDS and bool(re.search(r"[a-z]{2}[.!?]", text))


def named_starts(ctx: Context, keyed: Sequence[Candidate]) -> list[Candidate]:
    """Headings under a locations heading, or headings followed by an "Area …:" label."""
    keyed_lines = {c.index + k for c in keyed for k in range(c.title_lines)}
    heading_list = sorted(ctx.headings)
    labelled: Counter[tuple[float, bool]] = Counter()
    for i in heading_list:
        if _has_area_label(ctx, i):
            labelled[heading_level(ctx.lines[i])] += 1
    keyed_starts = sorted(c.index for c in keyed)
    found: list[Candidate] = []
    parent: tuple[float, bool] | None = None
    parent_index = -1
    for i in heading_list:
        if i in keyed_lines or parse_key(ctx.lines[i]) is not None:
            continue
        line = ctx.lines[i]
        level = heading_level(line)
        has_label = _has_area_label(ctx, i)
        if parent is not None and level >= parent:
            parent = None
        if LOCATION_HEADING_RE.search(line.text) and not TABLE_HEADING_RE.search(line.text):
            parent, parent_index = level, i
            continue
        under_parent = parent is not None and level < parent
        if under_parent and any(parent_index < k < i for k in keyed_starts):
            continue  # a sub-heading inside a keyed area of this section
        if line.text.rstrip().endswith((".", ":")):
            continue  # a run-in label, not a place name
        named = under_parent or (has_label and labelled[level] >= 2 and parent is None)
        named = named or _introduces_place(ctx, i)
        if named and _has_prose(ctx, i):
            name = heading_to_name(line.text)
            key = Key("", "", 0, "")
            found.append(Candidate(i, key, name, "", line.page, True, 0.0))
    return found
