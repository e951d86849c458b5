"""Outline sub-areas: a module numbered as an outline ("LEVEL I", areas "A." … "F.", rooms
"1." … under a lettered area) tells its levels by the kind of key, not by a prefix as "4.1"
or "4-1" do. A run-in numbered lead inside the body of an area keyed by a letter or a roman
numeral ("**1. Root Cellar.** Soot streaks …") starts a sub-area of its own, even when it
is the only one under its area and so continues no key sequence."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from converter.detect.areas_common import (
    Candidate,
    Context,
    paragraph_start,
    parse_key_text,
)
from converter.detect.areas_heading_text import (
    small_caps_to_text,
)
from converter.detect.areas_key_candidates import TITLE_WORDS, key_candidate
from converter.detect.areas_sizes import LIST_MARK_RE

# Outline ranks, outermost first: roman numeral, capital letter, number, lower-case letter
# (a single capital that is also a roman numeral, "C.", ranks as either: both outrank a number).
_OUTLINE_KEY_RE = re.compile(
    r"^(?:(?P<roman>[IVXLC]{2,})|(?P<upper>[A-Z])|(?P<number>\d{1,3})|(?P<lower>[a-z]))[.:)]\s"
)
_RANKS = {"roman": 0, "upper": 1, "number": 2, "lower": 3}


def outline_rank(text: str) -> int | None:
    """The outline level a key opening ``text`` stands at, or None for no outline key."""
    match = _OUTLINE_KEY_RE.match(small_caps_to_text(text.strip()))
    if match is None:
        return None
    return next(_RANKS[kind] for kind, value in match.groupdict().items() if value)


def _run_in_lead(ctx: Context, cand: Candidate) -> bool:
    """True when the key line opens with a bold lead of the key and a short title closed by a
    full stop, and the paragraph runs on after it ("**1. Root Cellar.** Soot streaks …")."""
    line = ctx.lines[cand.index]
    lead = small_caps_to_text(line.bold_prefix).strip()
    parsed = parse_key_text(lead)
    fills = _lead_fills_line(ctx, cand.index)
    if (cand.heading and not fills) or parsed is None or parsed[0] != cand.key:
        return False
    title = parsed[1].strip()
    if not (title.endswith(".") and title[:1].isupper()) or len(title.split()) > TITLE_WORDS:
        return False
    runs_on = len(lead) < len(line.text.strip()) or cand.title_lines == 2 or fills
    return runs_on and (paragraph_start(ctx, cand.index) or _after_list_item(ctx, cand.index))


def _lead_fills_line(ctx: Context, index: int) -> bool:
    """True when a numbered bold lead fills its line and its paragraph runs on below it in
    the body's type ("**2. Drowned Crypt.**" / "Broken crates …"): a narrow column wrapped
    right after the lead's stop, so the line reads as a heading of its own, but it is a
    run-in lead set no larger than the text."""
    line = ctx.lines[index]
    if index + 1 >= len(ctx.lines) or outline_rank(line.text) != _RANKS["number"]:
        return False
    following = ctx.lines[index + 1]
    return (
        line.bold
        and small_caps_to_text(line.bold_prefix).strip() == line.text.strip()
        and line.text.rstrip().endswith(".")
        and not ctx.is_larger(line.size)
        and (following.page, following.column, following.block)
        == (line.page, line.column, line.block)
        and not following.bold
        and following.size <= line.size
    )


def _after_list_item(ctx: Context, index: int) -> bool:
    """True when one of the two lines before opens with a list mark: an item (of one line or
    wrapped onto a second) ends where a bold lead opens a line, though it has no stop."""
    before = ctx.lines[max(0, index - 2) : index]
    return any(
        line.page == ctx.lines[index].page
        and bool(line.text.split())
        and bool(LIST_MARK_RE.match(line.text.split()[0]))
        for line in before
    )


def _body_end(ctx: Context, parent: Candidate, following: int) -> int:
    """Where the parent's body ends: at the next area start or the next heading set in bold
    or larger type (a bullet list set apart, a numbered lead filling its line, is no heading
    here). A page's first line is
    skipped: a running head, and the body goes on below it (a section's end stops at that
    head, so the parent's ``end`` is not used)."""
    first = parent.index + parent.title_lines
    return next(
        (i for i in range(first, following) if _heading(ctx, i) and not _lead_fills_line(ctx, i)),
        following,
    )


def _heading(ctx: Context, index: int) -> bool:
    """True for a heading line set in bold or in larger type: all of it, as a list's bullet
    glyph is often set larger than its item."""
    line = ctx.lines[index]
    page_top = ctx.lines[index - 1].page != line.page
    text_size = min((span.size for span in line.spans), default=line.size)
    styled = line.bold or ctx.is_larger(text_size)
    return index in ctx.headings and styled and not page_top


def outline_sub_starts(ctx: Context, starts: Sequence[Candidate]) -> list[Candidate]:
    """The numbered run-in sub-areas inside areas keyed at a higher outline rank, that no
    other detector found (``starts``: the areas found, in reading order)."""
    out: list[Candidate] = []
    for position, parent in enumerate(starts):
        parent_rank = outline_rank(ctx.lines[parent.index].text)
        if parent_rank is None or parent_rank >= _RANKS["number"]:
            continue
        following = starts[position + 1].index if position + 1 < len(starts) else len(ctx.lines)
        for index in range(parent.index + parent.title_lines, _body_end(ctx, parent, following)):
            cand = key_candidate(ctx, index)
            if cand is None or cand.key.prefix or cand.key.suffix or not cand.key.text.isdigit():
                continue
            if _run_in_lead(ctx, cand):
                out.append(replace(cand, evidence=(*cand.evidence, "outline sub-key")))
    return out


_DOTTED_KEY_RE = re.compile(r"^(\d{1,3})\.\d{1,3}$")
_BARE_KEY_RE = re.compile(r"^\d{1,3}$")
OUTRANK_PT = 0.5  # a chapter's head is set at least this much larger than its areas' heads


def _line_size(ctx: Context, index: int) -> float:
    return max((span.size for span in ctx.lines[index].spans), default=0.0)


def _one_run(numbers: set[int]) -> bool:
    """True when ``numbers`` run on from 1 with no gap: one sequence of section numbers."""
    return min(numbers) == 1 and max(numbers) == len(numbers)


def chapter_number_starts(ctx: Context, starts: Sequence[Candidate]) -> frozenset[int]:
    """The heading starts numbered at the chapter level of a module keyed as "2.1", "2.2" …:
    where dotted keys are most of the keys and their chapter numbers lie within the bare
    numbers' run ("2.1" … "2.8" among "1" … "3"), the bare numbers are the module's sections
    (an overview, the key, the credits), set larger than the areas' heads, and no areas
    themselves. The bare numbers and the dotted keys' chapter numbers running on from 1
    together say the same ("1 Background" before "2.1" … "2.8", whose chapter heading "2 The
    Signal Rock" has no text of its own to start an area): chapters are numbered in one
    sequence. A bare number set as the dotted keys are ("6. Bell Loft" over "6.1.") is an
    area with sub-areas."""
    dotted = [s for s in starts if _DOTTED_KEY_RE.match(s.key.text)]
    bare = [s for s in starts if s.heading and _BARE_KEY_RE.match(s.key.text)]
    if len(dotted) < 3 or len(dotted) <= len(bare):
        return frozenset()
    parents = {int(m.group(1)) for s in dotted if (m := _DOTTED_KEY_RE.match(s.key.text))}
    numbers = sorted(int(s.key.text) for s in bare)
    if not numbers or not (
        numbers[0] <= min(parents) <= max(parents) <= numbers[-1] or _one_run({*numbers, *parents})
    ):
        return frozenset()  # the dotted keys' chapters are not among these numbers
    sizes = sorted(_line_size(ctx, s.index) for s in dotted)
    area_size = sizes[len(sizes) // 2]
    return frozenset(s.index for s in bare if _line_size(ctx, s.index) >= area_size + OUTRANK_PT)
