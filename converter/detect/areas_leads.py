"""Unnumbered place-name heads set in the body face and ended by a colon or a dash, on a
line of their own ("Dove Cote:", "Root Cellar —", or broken over two short lines) at the
start of a paragraph (see ``areas``).

A head like that is a place when it is name-shaped (a few capitalised words, no digits or
stat punctuation), opens a paragraph, and the text after it reads as a scene; the style
must repeat (two such heads at least), since one colon lead is as likely a label. A lead
that is stat-field grammar ("Ghoul: AC 6, HD 2", the wrapped "F2, ML 8, AL N" of a boxed
stat line) is never a place: the stat-line lexicon decides.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection

from converter.detect.areas_common import (
    Candidate,
    Context,
    Key,
    entry_lines,
    join_lines,
    paragraph_start,
)
from converter.detect.areas_heading_text import (
    heading_to_name,
    small_caps_to_text,
)
from converter.detect.areas_sections import place_name, scene_rules, text_signals
from converter.detect.statline import find_fields

HEAD_END_RE = re.compile(r"(?::|\s[—–])\s*$")
# A label, its colon and a dash for "none" ("Special Attacks: —", a stat table's row): a head
# ends with a colon or a dash, never both.
EMPTY_LABEL_RE = re.compile(r":\s*[—–]\s*$")
SENTENCE_RE = re.compile(r"[a-z]{2}[.!?](?:\s|$)")
MIN_SCENE_WEIGHT = 0.1  # the first paragraph holds some scene signal (room features, senses)
SHORT_SHARE = 0.75  # a head line is clearly shorter than its paragraph's widest line
MIN_REPEATS = 2  # a lead style used once is a label, not a key
BODY_LINES = 25


def _lead(ctx: Context, index: int) -> tuple[str, str, int] | None:
    """(head, text after it on the line, lines of the head) when line ``index`` is a colon
    or dash head: the whole line, or a short line whose next line ends the head ("Hidden" /
    "Oratory:", "Lamp Room" / "—"). A run-in lead ("Hit Points: Standard monster …") is a
    label of rules or entries far more often than a place, and is left to the key readers."""
    line = ctx.lines[index]
    text = small_caps_to_text(line.text.strip())
    if EMPTY_LABEL_RE.search(text):
        return None
    if HEAD_END_RE.search(text):
        return text, "", 1
    if index + 1 < len(ctx.lines):
        following = ctx.lines[index + 1]
        if (following.page, following.block) != (line.page, line.block):
            return None
        joined = f"{text} {small_caps_to_text(following.text.strip())}"
        # the end first: the widths of the lines around are the dearer test
        if HEAD_END_RE.search(" " + joined) and _short(ctx, index) and _short(ctx, index + 1):
            return joined.strip(), "", 2
    return None


def _short(ctx: Context, index: int) -> bool:
    """True when line ``index`` is clearly shorter than the widest line of its block."""
    line = ctx.lines[index]
    block = [
        ln.bbox.x1 - ln.bbox.x0
        for ln in ctx.lines[max(0, index - 12) : index + 12]
        if (ln.page, ln.block) == (line.page, line.block)
    ]
    widest = max(block, default=0.0)
    return 0 < line.bbox.x1 - line.bbox.x0 < SHORT_SHARE * widest


def _is_stat_text(text: str) -> bool:
    return bool(find_fields(text))


def _candidate(ctx: Context, index: int) -> Candidate | None:
    # the head first: a paragraph start can cost a stat-line reading of the line before it
    lead = _lead(ctx, index)
    if lead is None or not paragraph_start(ctx, index):
        return None
    head, rest, head_lines = lead
    name = heading_to_name(HEAD_END_RE.sub("", head).strip())
    if not place_name(name) or _is_stat_text(head):
        return None
    body = entry_lines(ctx, index + head_lines - 1, limit=BODY_LINES)
    first = [ln for ln in body if body and ln.block == body[0].block] if not rest else []
    if rest:  # run in: the lead's own paragraph
        first = [ln for ln in body if ln.block == ctx.lines[index].block]
    opening = f"{rest} {join_lines(first, ctx.body_size)}".strip()
    if _is_stat_text(opening[:40]):
        return None  # "Ghoul: AC 6, HD 2, hp 10": a creature's stat line
    if len(opening.split()) < scene_rules().thresholds["min_body_words"]:
        return None
    weight, _ = text_signals(opening)
    if weight < MIN_SCENE_WEIGHT or not SENTENCE_RE.search(opening):
        return None
    line = ctx.lines[index]
    key = Key("", "", 0, "")
    return Candidate(index, key, name, rest, line.page, not rest, 0.0, head_lines, fixed_name=True)


def lead_starts(ctx: Context, taken: Collection[int]) -> list[Candidate]:
    """Colon and dash heads that are places, in a style used at least twice."""
    found = [c for c in (_candidate(ctx, i) for i in range(len(ctx.lines)) if i not in taken) if c]
    styles = Counter(_style(ctx, c.index) for c in found)
    return [c for c in found if styles[_style(ctx, c.index)] >= MIN_REPEATS]


def _style(ctx: Context, index: int) -> tuple[bool, bool, bool]:
    """A lead's style: weight, slant and whether it stands alone (the size is left out: a
    long head squeezed to fit its column is the same style)."""
    line = ctx.lines[index]
    return line.bold, line.italic, HEAD_END_RE.search(line.text.strip()) is not None
