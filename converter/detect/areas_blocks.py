"""The stat blocks printed in or under an area: a block printed right under an area's text,
in the same column, belongs to the area even when its name is set as large as the area's
heading, and its lines are left out of the area's text; a named heading that is a block's
own first lines is no place. Blocks whose box lies inside the area are linked by name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from converter.detect.areas_common import (
    Candidate,
    Context,
)
from converter.detect.areas_heading_text import (
    small_caps_to_text,
)
from converter.detect.areas_section_blocks import part_of_statblock
from converter.detect.creatures_names import name_to_singular
from converter.detect.statline import find_fields
from converter.models import BBox, StatBlock, TextLine

_BAR_INSET = 6.0  # points
# Type this much larger than a box's own is another text's (9 pt prose under an 8 pt box).
_LARGER_TYPE = 1.05


def _opens_block(line: TextLine, block: StatBlock) -> bool:
    """True when ``line`` is the first line of ``block`` (its box starts on the line); a name
    set in a shaded bar is inset from the block's edge by the bar's padding."""
    box = block.source.bbox
    return (
        box is not None
        and line.page == block.page
        and line.bbox.top <= box.top + 2 <= line.bbox.bottom + 2
        and line.bbox.x0 - _BAR_INSET <= box.x0 <= line.bbox.x1
    )


def _names_block(line: TextLine, block: StatBlock) -> bool:
    """True when ``line`` is the block's name line ("Orc Captain CR 3" for "Orc Captain"),
    not a sentence that merely holds the block's first words (a map label)."""
    printed = small_caps_to_text(line.text).strip().casefold()
    return _opens_block(line, block) and printed.startswith(block.name.casefold())


def block_name_lines(ctx: Context, statblocks: Sequence[StatBlock]) -> frozenset[int]:
    """Indices of the heading lines that name a stat block printed right under the text
    before it, in the same column. A block heading a column of its own is not the room's."""
    by_page: dict[int, list[StatBlock]] = {}
    for block in statblocks:
        by_page.setdefault(block.page, []).append(block)
    found: set[int] = set()
    for j in ctx.headings:
        line = ctx.lines[j]
        previous = ctx.lines[j - 1] if j > 0 else None
        if previous is None or (previous.page, previous.column) != (line.page, line.column):
            continue
        if any(_names_block(line, b) for b in by_page.get(line.page, ())):
            found.add(j)
    return frozenset(found)


def names_over_blocks(ctx: Context, statblocks: Sequence[StatBlock]) -> frozenset[int]:
    """Indices of the heading lines that print a block's name (its count in brackets after
    it) right over the block's first line, in the same column, when the block's box starts
    under them: "CAVE BEARS (9)" over "HD5+1 HTK26,30 …" in a terse key's paragraph. The
    name is the block's own, not a heading that ends the area the block is printed in; the
    lines under it stay the area's text (the run's notes go on into the room's)."""
    by_page: dict[int, list[StatBlock]] = {}  # a block opens only on its own page's lines
    for block in statblocks:
        by_page.setdefault(block.page, []).append(block)
    found: set[int] = set()
    for j in ctx.headings:
        if j + 1 >= len(ctx.lines):
            continue
        line, below = ctx.lines[j], ctx.lines[j + 1]
        if (line.page, line.column) != (below.page, below.column):
            continue
        if any(_over_block(line, below, b) for b in by_page.get(below.page, ())):
            found.add(j)
    return frozenset(found)


def _over_block(line: TextLine, below: TextLine, block: StatBlock) -> bool:
    """True when ``line`` prints ``block``'s name (its count in brackets after it) and the
    block's box opens on the line under it."""
    printed = small_caps_to_text(line.text).split("(")[0].strip()
    return (
        bool(printed)
        and _opens_block(below, block)
        and not _opens_block(line, block)
        and block.name.casefold() == name_to_singular(printed)
    )


def names_a_block(ctx: Context, index: int, statblocks: Sequence[StatBlock]) -> bool:
    """True when line ``index`` is a stat block's name line, whatever the block's family:
    the block's box opens on it ("Cave Bears (7)" over a profile grid) or right under it, in
    its column ("OGRES (2)" over "Skill 8 Stamina 25 …"). A count in brackets after a
    creature's name is its number, no key after a place's name."""
    line = ctx.lines[index]
    below = ctx.lines[index + 1] if index + 1 < len(ctx.lines) else None
    if below is not None and (below.page, below.column) != (line.page, line.column):
        below = None
    printed = small_caps_to_text(line.text).split("(")[0].strip()
    singular = name_to_singular(printed) if printed else ""
    return any(
        (_opens_block(line, b) and b.name.casefold() in (singular, printed.casefold()))
        or _names_block(line, b)
        or (below is not None and _over_block(line, below, b))
        for b in statblocks
        if b.page == line.page
    )


_COUNT_AFTER_NAME = re.compile(r"\(\s*\d{1,3}\s*\)\s*$")  # "HILL TROLLS (2)"


def counted_name_lines(ctx: Context, statblocks: Sequence[StatBlock]) -> frozenset[int]:
    """Indices of the lines that end in a number in brackets and are a found block's name
    line (``names_a_block``): the group's count, never a key, so no candidate of a key
    sequence either ("GREY OOZES (3)" standing in for the heading "3. Signal Room" after it
    was chosen as the sequence's 3, then dropped as a count, left no area 3)."""
    pages = {b.page for b in statblocks}
    return frozenset(
        i
        for i, line in enumerate(ctx.lines)
        if line.page in pages
        and _COUNT_AFTER_NAME.search(line.text)
        and names_a_block(ctx, i, statblocks)
    )


def block_body_lines(ctx: Context, statblocks: Sequence[StatBlock]) -> frozenset[int]:
    """Indices of the stat-block lines (``ctx.stat_lines``) in the body's type that open no
    block: a block's own body, however it is set ("DM1-8 AL:N TR:J,K. SCRIBES" in capitals,
    read as a heading), is no heading that ends the area it is printed in."""
    by_page: dict[int, list[StatBlock]] = {}
    for block in statblocks:
        by_page.setdefault(block.page, []).append(block)
    return frozenset(
        k
        for k in ctx.stat_lines
        if in_body_type(ctx, k)
        and not any(_opens_block(ctx.lines[k], b) for b in by_page.get(ctx.lines[k].page, ()))
    )


_BODY_SLACK_PT = 0.3


def in_body_type(ctx: Context, index: int) -> bool:
    """True when a line is set no larger than the body text: a heading set larger ("APPENDIX:
    CREATURES" over a box that reaches it) stays a heading, whatever box it lies in."""
    return ctx.lines[index].size <= ctx.body_size + _BODY_SLACK_PT


def statblock_lines(
    ctx: Context, statblocks: Sequence[StatBlock], name_lines: frozenset[int]
) -> frozenset[int]:
    """Indices of the lines of the stat blocks that open with a heading line: their box, in
    the name line's column. They are the block's text, not the room's. A float's line that
    names a block is one such heading (``_float_captions``), and so is a block's name line
    opening a column (``_column_heads``)."""
    by_page: dict[int, list[StatBlock]] = {}  # a block's name line is on the block's page
    for block in statblocks:
        by_page.setdefault(block.page, []).append(block)
    found: set[int] = set()
    heads = name_lines | _float_captions(ctx, by_page) | _column_heads(ctx, by_page)
    for j in sorted(heads):
        name = ctx.lines[j]
        boxes = [b.source.bbox for b in by_page.get(name.page, ()) if _names_block(name, b)]
        bottom = max((box.bottom for box in boxes if box is not None), default=name.bbox.bottom)
        k = j
        while k < len(ctx.lines):
            line = ctx.lines[k]
            if line.page != name.page or line.column != name.column:
                break
            # Past the parsed box, the block's paragraph goes on (3e "Melee …" lines), in the
            # block's own type: running text set larger is the room's, under the box.
            if line.bbox.top > bottom and (
                k in ctx.headings
                or line.block != ctx.lines[k - 1].block
                or _set_larger_than_box(line, ctx.lines[j + 1 : k], bottom)
            ):
                break
            found.add(k)
            k += 1
    return frozenset(found)


def _set_larger_than_box(line: TextLine, box_lines: Sequence[TextLine], bottom: float) -> bool:
    """True when ``line`` is set in larger type than every line of the block's box under its
    name (a title may be set larger): a stat box is printed in type no larger than the text
    round it (a sidebar's or a table's size), so a larger line past the box's foot is the
    running text it sits in, even where the reader gave box and text one paragraph (no gap
    under the box wider than a line's)."""
    inside = [box_line.size for box_line in box_lines if box_line.bbox.top <= bottom]
    return bool(inside) and line.size > max(inside) * _LARGER_TYPE


def _column_heads(ctx: Context, by_page: dict[int, list[StatBlock]]) -> frozenset[int]:
    """Indices of the lines opening a column (or a page) that name a stat block whose box
    starts on them, set as the block's heading: no statistic on it, in larger type than the
    line under it. Such a name line at a column's top (a Pathfinder-like block's name bar,
    the room's text ending at the foot of the column before) heads the block whichever room
    it is printed in, and its lines are statistics ("HILL TROLL CREATURE 5" over "NE LARGE
    GIANT": a level and trait tags), never that room's running text. A one-line block
    opening a column ("Goblins (6) AC 6 [13], …", the name a bold lead in the statistics'
    type) has no heading of its own and is left as it was read."""
    found = set()
    for j, line in enumerate(ctx.lines[:-1]):
        before = ctx.lines[j - 1] if j else None
        if before is not None and (before.page, before.column) == (line.page, line.column):
            continue
        if line.size <= ctx.lines[j + 1].size * _LARGER_TYPE or find_fields(line.text):
            continue
        if any(_names_block(line, b) for b in by_page.get(line.page, ())):
            found.add(j)
    return frozenset(found)


def _float_captions(ctx: Context, by_page: dict[int, list[StatBlock]]) -> frozenset[int]:
    """Indices of the float lines (``ctx.floats``) that name a stat block: a box's caption
    (a wiki infobox's "Lamprey Eel" over its rows) is its block's name line. The box is read
    after the entry it starts beside, where the layout had room, so its caption there is no
    mention of a creature in that area's text."""
    return frozenset(
        j
        for j in ctx.floats
        if any(_names_block(ctx.lines[j], b) for b in by_page.get(ctx.lines[j].page, ()))
    )


_SAME_EDGE_PT = 1.5  # a block's wrapped line starts this close to the block's left edge
_SAME_SIZE_PT = 0.2


def stat_text_lines(ctx: Context, statblocks: Sequence[StatBlock]) -> frozenset[int]:
    """Indices of the lines of the stat blocks: those inside a block's box, and the lines that
    go on under it in its column, in its type size and from its left edge (an ability the
    block's reader left out of its box: "…, spear (d8), Critical" / "damage: breaks the" /
    "target's shield"). Their words are the creature's, not the entry's."""
    boxed = lines_in_regions(
        ctx, [(b.page, b.source.bbox) for b in statblocks if b.source.bbox is not None]
    )
    found = set(boxed)
    for j in sorted(boxed):
        first = ctx.lines[j]
        k = j + 1
        while k < len(ctx.lines) and k not in found and _goes_on(ctx, first, k):
            found.add(k)
            k += 1
    return frozenset(found)


def _goes_on(ctx: Context, block_line: TextLine, k: int) -> bool:
    line = ctx.lines[k]
    return (
        k not in ctx.headings
        and (line.page, line.column) == (block_line.page, block_line.column)
        and abs(line.size - block_line.size) <= _SAME_SIZE_PT
        and abs(line.bbox.x0 - block_line.bbox.x0) <= _SAME_EDGE_PT
    )


def lines_in_regions(ctx: Context, regions: Sequence[tuple[int, BBox]]) -> frozenset[int]:
    """Indices of the lines whose middle lies in one of ``regions`` (page, box) on its page."""
    by_page: dict[int, list[BBox]] = {}
    for page, box in regions:
        by_page.setdefault(page, []).append(box)
    found = set()
    for k, line in enumerate(ctx.lines):
        for box in by_page.get(line.page, ()):
            x = (line.bbox.x0 + line.bbox.x1) / 2
            y = (line.bbox.top + line.bbox.bottom) / 2
            if box.x0 <= x <= box.x1 and box.top <= y <= box.bottom:
                found.add(k)
                break
    return frozenset(found)


def statblocks_inside(
    ctx: Context,
    statblocks: Sequence[StatBlock],
    start: int,
    end: int,
    skip: frozenset[int] = frozenset(),
    more: Sequence[int] = (),
) -> tuple[str, ...]:
    """The names of the blocks opening on lines ``start:end``, but for the ``skip`` lines
    (asides read out of place: not the area's), and on the ``more`` lines printed elsewhere
    that are the area's (its notes at the page's foot)."""
    lines = [ctx.lines[k] for k in range(start, end) if k not in skip]
    lines += [ctx.lines[k] for k in more]
    names: list[str] = []
    for block in statblocks:
        if any(_opens_block(line, block) for line in lines):
            names.append(block.name)
    return tuple(dict.fromkeys(names))


def heads_statblock(ctx: Context, start: Candidate, blocks: Sequence[StatBlock]) -> bool:
    """True when a named heading is a stat block's own first lines ("Lantern Beetles (2)"
    over "AC 4 HD 1 …" in a box): no place, and it must not claim the text after it."""
    line = ctx.lines[start.index]
    place = (line.page, line.column, line.block)
    lines = [
        ln
        for ln in ctx.lines[start.index : start.index + 12]
        if (ln.page, ln.column, ln.block) == place
    ]
    return part_of_statblock(lines, [b for b in blocks if b.page == line.page])
