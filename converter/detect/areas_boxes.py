"""Keys that each open a text box of their own, scattered over a page in any order.

A one-page dungeon sets its key in boxes placed round a central map: each box opens with its
room's key ("③ Bakery …", "**3 Bakery** …"), and the boxes stand wherever the map leaves room,
so the order the page is read in (column by column, or the order the boxes were drawn) says
nothing about the order of the keys: 6, 4, 3, 2, 5, 1 is as likely as 1 … 6. The reading-order
chaining of ``areas_chains`` then finds no sequence. Here the keys that each open a column
segment of their own (the reader makes each free-standing box one) are put in key order, and
every run of them that counts up is one key sequence, each area ending with its box.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from converter.detect.areas_chains import follows
from converter.detect.areas_common import (
    Candidate,
    Context,
    join_lines,
    keys_only,
    parse_key,
    parse_key_text,
)

MIN_BOX_KEYS = 3  # fewer keys out of order are no evidence of a scattered key
BOXED_KEY = "key opening a box"  # the evidence such keys carry
PINNED_SHARE = 0.5  # this share of a sequence's keys printed as labels on its page: map pins
SENTENCE_STOPS = (".", "!", "?")
ITEM_MIN_WORDS = 6  # a sentence this long at least is a statement; a title is a few words
ITEM_MIN_LOWER = 3  # ... with this many words in lower case (a title capitalises its words)
INNER_STOP_RE = re.compile(r"[.!?][\"”’)]?\s+[A-Z0-9]")  # a sentence ends inside the text


def opens_box(ctx: Context, index: int) -> bool:
    """True when line ``index`` is the first line of its column segment on its page."""
    if index == 0:
        return True
    line, previous = ctx.lines[index], ctx.lines[index - 1]
    return (previous.page, previous.column) != (line.page, line.column)


def _box_end(ctx: Context, index: int) -> int:
    """The index after the last line of the column segment line ``index`` is in."""
    line = ctx.lines[index]
    end = index + 1
    while end < len(ctx.lines) and (ctx.lines[end].page, ctx.lines[end].column) == (
        line.page,
        line.column,
    ):
        end += 1
    return end


def _runs_on(ctx: Context, index: int) -> bool:
    """True when the sentence of line ``index`` goes on in the next line of its paragraph:
    no stop at its end, the next line in the same block, no heading, in lower case."""
    if index + 1 >= len(ctx.lines) or index + 1 in ctx.headings:
        return False
    line, following = ctx.lines[index], ctx.lines[index + 1]
    if (following.page, following.column, following.block) != (line.page, line.column, line.block):
        return False
    return not line.text.rstrip().endswith(SENTENCE_STOPS) and following.text.lstrip()[:1].islower()


def _paragraph_ends(ctx: Context, index: int) -> bool:
    """True when nothing of line ``index``'s paragraph follows it: the next line stands in
    another block, column or page, is a heading, or opens with a key of its own."""
    if index + 1 >= len(ctx.lines) or index + 1 in ctx.headings:
        return True
    line, following = ctx.lines[index], ctx.lines[index + 1]
    if (following.page, following.column, following.block) != (line.page, line.column, line.block):
        return True
    return parse_key(following) is not None


def sentence_item(ctx: Context, cand: Candidate) -> bool:
    """True when a key's entry is one declarative sentence and nothing more: "3. Morale is
    checked when half of a group has fallen.", maybe wrapped over lines (each line running
    on in lower case). That is a numbered rule or note. A room opens with a title, a few
    words set apart (a bold lead, a line of its own, a stop after it), and its scene follows
    in sentences of their own: "3. Guard Post" / "Two guards dice by a brazier." is no one
    sentence, however its lines wrap."""
    if cand.heading or cand.fixed_name:
        return False
    last = cand.index + cand.title_lines - 1
    while not ctx.lines[last].text.rstrip().endswith(SENTENCE_STOPS):
        if not _runs_on(ctx, last):
            return False
        last += 1
    text = " ".join([cand.rest, join_lines(ctx.lines[cand.index + cand.title_lines : last + 1])])
    words = text.split()
    lower = sum(1 for word in words if word[:1].islower())
    whole = len(words) >= ITEM_MIN_WORDS and lower >= ITEM_MIN_LOWER
    return whole and not INNER_STOP_RE.search(text.strip()) and _paragraph_ends(ctx, last)


def _list_item(ctx: Context, cand: Candidate, candidates: Sequence[Candidate]) -> bool:
    """True when a key opening a box is an item of a numbered list of rules or notes, not a
    room: its entry is one sentence (``sentence_item``) and either its key is also another
    entry's key on its page (the room of that number is keyed elsewhere), or it goes on
    from the key read just before it, itself such a sentence (a list that ran over into
    the next column: "1. Roll for surprise …", "2. Torches last …", then "3. Morale …")."""
    if not sentence_item(ctx, cand):
        return False
    same_key = any(
        other.index != cand.index
        and other.page == cand.page
        and other.key.text == cand.key.text
        and not sentence_item(ctx, other)
        for other in candidates
    )
    before = [other for other in candidates if other.index < cand.index]
    goes_on = bool(before) and follows(before[-1].key, cand.key) == 0.0
    return same_key or (goes_on and sentence_item(ctx, before[-1]))


def _counting_runs(keys: Sequence[Candidate]) -> list[list[Candidate]]:
    """The keys in key order, cut wherever one does not continue the one before."""
    ordered = sorted(keys, key=lambda c: (c.key.prefix, c.key.number, c.key.suffix))
    runs: list[list[Candidate]] = []
    for cand in ordered:
        if runs and follows(runs[-1][-1].key, cand.key) is not None:
            runs[-1].append(cand)
        else:
            runs.append([cand])
    return [run for run in runs if len(run) >= MIN_BOX_KEYS]


def scattered_box_chains(ctx: Context, candidates: Sequence[Candidate]) -> list[list[Candidate]]:
    """Per page, the key sequences of keys that each open a box of their own and stand out
    of key order on the page (in order, the reading-order chaining finds them as they are).
    A key's title is read in its box: a map's room number alone in a segment, with the next
    box's first line after it, opens no box; nor does an item of a numbered list of rules that
    ran over into a segment of its own (``_list_item``). Each key's area ends with its box."""
    by_page: dict[int, list[Candidate]] = {}
    ordered = sorted(candidates, key=lambda c: c.index)
    for cand in ordered:
        if (
            opens_box(ctx, cand.index)
            and _box_end(ctx, cand.index) >= cand.index + cand.title_lines
            and not _list_item(ctx, cand, ordered)
        ):
            by_page.setdefault(cand.page, []).append(cand)
    chains: list[list[Candidate]] = []
    for keys in by_page.values():
        for run in _counting_runs(keys):
            in_reading_order = sorted(run, key=lambda c: c.index)
            if in_reading_order == run:
                continue
            chains.append(
                [
                    replace(c, end=_box_end(ctx, c.index), evidence=(*c.evidence, BOXED_KEY))
                    for c in run
                ]
            )
    return chains


def pinned_on_page(ctx: Context, chain: Sequence[Candidate]) -> bool:
    """True when most keys of ``chain`` are also printed on its page as bare labels (lines of
    keys only, "1 2 3 4", as a map drawn in the page's text labels its rooms): the entries
    are that map's key, however terse."""
    page = chain[0].page
    labels: set[str] = set()
    for line in ctx.lines:
        if line.page == page and keys_only(line.text):
            labels.update(
                parsed[0].text
                for parsed in (parse_key_text(word) for word in line.text.split())
                if parsed is not None
            )
    return sum(c.key.text in labels for c in chain) >= PINNED_SHARE * len(chain)
