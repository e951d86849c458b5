"""Footnotes: a band of notes at a page's foot, each cited by a mark in the text above it.

Older modules and zines print a group's stat line as a footnote ("… a harpy paces.³" and, at
the page's foot under the body, "³ Harpy: AC 7, HD 3 …"). In reading order the band comes
after the page's last line of text, so it ran into the last area on the page, and every
noted creature of the page was read as present there. What makes the band page furniture
is its typography and its grammar, not its words: it sits at the foot of the page, set
smaller than the body; its notes open with a mark (a numeral or a traditional note symbol,
``rules/lexicon/page_furniture.yaml``) set smaller still; and that mark stands, smaller than
the text round it, in a line of the body higher up. A note belongs to the area whose text
carries its mark. Notes are printed in the order of their marks, so a symbol used twice on a
page (the sequence * † ‡ § begun again) matches in order. A note whose mark no line of the
body carries keeps its place in reading order: without a reference there is no evidence of
another owner, and dropping it would lose its stats. Pure functions over the areas' context.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import groupby

from converter.detect.areas_common import Context
from converter.models import TextLine
from converter.ruledata import load_lexicon

_FURNITURE = load_lexicon("page_furniture")
BAND_SCALE: float = _FURNITURE["thresholds"]["band_scale"]  # a note's type / the body's
MARK_SCALE: float = _FURNITURE["thresholds"]["mark_scale"]  # a mark's type / its text's
_SYMBOLS = "".join(re.escape(s) for s in _FURNITURE["note_symbols"])
# One mark: a numeral, or one note symbol once or repeated ("**", "††").
_MARK = rf"(?:\d{{1,3}}|([{_SYMBOLS}])\1{{0,2}})"
_MARKS_RE = re.compile(rf"^\s*{_MARK}(?:\s*,?\s*{_MARK})*\s*$")
_MARK_RE = re.compile(_MARK)
JUMP_LINE_RE = re.compile(_FURNITURE["jump_line"], re.IGNORECASE)


@dataclass(frozen=True)
class Footnotes:
    """``furniture``: lines of page-foot notes that are no area's running text (the notes
    matched to a mark, their marks, the band's jump lines); ``cited_by``: the lines each
    matched note opens on → the body line carrying its mark."""

    furniture: frozenset[int] = frozenset()
    cited_by: dict[int, int] = field(default_factory=dict)


def _marks(text: str) -> list[str]:
    """The marks of a text made of marks only ("1", "1 2", "†", "**"), left to right."""
    if not _MARKS_RE.match(text):
        return []
    return [m.group(0) for m in _MARK_RE.finditer(text)]


def _line_marks(lines: Sequence[TextLine], k: int) -> list[str]:
    """The note marks of ``lines[k]``: a line of marks only set smaller than a neighbour on
    its page (a raised mark the reader gave a line of its own), or spans of marks set
    smaller than the rest of the line."""
    line = lines[k]
    neighbours = [lines[j] for j in (k - 1, k + 1) if 0 <= j < len(lines)]
    round_it = max((n.size for n in neighbours if n.page == line.page), default=0.0)
    if line.size <= MARK_SCALE * round_it and (own := _marks(line.text)):
        return own
    largest = max((span.size for span in line.spans), default=0.0)
    found: list[str] = []
    if len(line.spans) > 1:
        for span in line.spans:
            if span.size <= MARK_SCALE * largest:
                found += _marks(span.text)
    return found


def _opening_mark(line: TextLine) -> str | None:
    """The mark opening a note: a band line that is one mark (a raised mark the reader gave
    a line of its own), or a note whose first span is a mark set smaller than the rest."""
    own = _marks(line.text)
    if len(own) == 1:
        return own[0]
    spans = [s for s in line.spans if s.text.strip()]
    if len(spans) > 1 and spans[0].size <= MARK_SCALE * max(s.size for s in spans[1:]):
        first = _marks(spans[0].text)
        return first[0] if len(first) == 1 else None
    return None


def _band(ctx: Context, indices: Sequence[int]) -> list[int]:
    """The page's foot lines set in note type: from the lowest line up to the first line of
    body type, top to bottom."""
    limit = BAND_SCALE * ctx.body_size
    band: list[int] = []
    for k in sorted(indices, key=lambda j: -ctx.lines[j].bbox.top):
        if ctx.lines[k].size > limit:
            break
        band.append(k)
    return sorted(band, key=lambda j: (ctx.lines[j].bbox.top, ctx.lines[j].bbox.x0))


def _entries(ctx: Context, band: Sequence[int]) -> tuple[list[int], list[tuple[str, list[int]]]]:
    """The band's lines before its first note, and its notes: (mark, lines) each."""
    before: list[int] = []
    notes: list[tuple[str, list[int]]] = []
    for k in band:
        mark = _opening_mark(ctx.lines[k])
        if mark is not None:
            notes.append((mark, [k]))
        elif notes:
            notes[-1][1].append(k)
        else:
            before.append(k)
    return before, notes


def _match(
    cited: Sequence[tuple[int, str]], notes: Sequence[tuple[str, list[int]]]
) -> list[int | None]:
    """For each note in order, the body line carrying its mark: the first unused one after
    the last matched (notes follow their marks' order), else the first unused one."""
    used: set[int] = set()
    found: list[int | None] = []
    after = 0
    for mark, _ in notes:
        order = [*range(after, len(cited)), *range(after)]
        hit = next((i for i in order if i not in used and cited[i][1] == mark), None)
        if hit is not None:
            used.add(hit)
            after = hit + 1
        found.append(None if hit is None else cited[hit][0])
    return found


def _opening(ctx: Context, lines: Sequence[int]) -> list[int]:
    """The lines a note opens on: its mark's line, and the next when the mark stands alone."""
    return list(lines[:2]) if _marks(ctx.lines[lines[0]].text) else list(lines[:1])


def _page_notes(ctx: Context, indices: Sequence[int]) -> Footnotes:
    band = _band(ctx, indices)
    before, notes = _entries(ctx, band)
    in_band = set(band)
    cited = [(k, mark) for k in indices if k not in in_band for mark in _line_marks(ctx.lines, k)]
    owners = _match(cited, notes)
    if not notes or all(owner is None for owner in owners):
        return Footnotes()
    furniture = {k for k in before if JUMP_LINE_RE.match(ctx.lines[k].text)}
    cited_by: dict[int, int] = {}
    for (_, lines), owner in zip(notes, owners, strict=True):
        furniture |= {k for k in lines if _marks(ctx.lines[k].text)}  # a lone mark
        if owner is not None:
            furniture.update(lines)
            # the note opens on its mark's line and the first line of its text: a block's
            # box is found by where it opens, and a note's last line may touch the next box
            cited_by |= dict.fromkeys(_opening(ctx, lines), owner)
            # a raised mark the reader set on a line of its own sorts between the two body
            # lines it straddles ("Half a" / "*" / "dozen oozes"): it is no running text, and
            # left in it cuts a count from its name
            if _marks(ctx.lines[owner].text):
                furniture.add(owner)
    return Footnotes(frozenset(furniture), cited_by)


def page_footnotes(ctx: Context) -> Footnotes:
    """The footnotes of every page of the document (see the module's doc)."""
    furniture: set[int] = set()
    cited_by: dict[int, int] = {}
    for _, group in groupby(range(len(ctx.lines)), key=lambda k: ctx.lines[k].page):
        notes = _page_notes(ctx, list(group))
        furniture |= notes.furniture
        cited_by |= notes.cited_by
    return Footnotes(frozenset(furniture), cited_by)


def jump_lines(ctx: Context, start: int, end: int) -> frozenset[int]:
    """Lines ``start:end`` that only send the reader on or back ("Continued on next page",
    "(continued from page 5)", "Turn to page 7"): furniture, no area's text."""
    return frozenset(k for k in range(start, end) if JUMP_LINE_RE.match(ctx.lines[k].text))
