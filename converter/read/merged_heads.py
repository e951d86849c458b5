"""A running head read on one line with other text set apart from it: the head is cut off.

A running head is text repeated at the same place on most pages (``running_heads.find_running_headers``
drops such lines whole). Where a page prints other text on the head's baseline (a browser's
print header "The Sunken Keep – Print view" at the left edge, the sheet's own title centred
on the same baseline), the reader gives one line, "The Sunken Keep – Print view  The Sunken
Keep", and that line repeats on no other page as a whole: the head stayed, on those pages and
on the ones that print it alone, now too few to count as a running head.

``split_merged_heads`` cuts such a line in two. A line at the page's edge (``layout``'s edge
lines) is read as *parts*, runs of text set at least ``PART_GAP_EM`` of their size apart
(or printed over one another: a run that starts back left of the text before it). When its
opening parts (or its closing ones) read, numbers and spaces left out, as the
opening (closing) parts of edge lines on at least as many pages as a running head needs
(counting its own), at the same place (the same left or right edge within ``EDGE_SLACK_EM``
sizes, centres within ``PLACE_SHARE`` line heights) and with at least ``MIN_HEAD_CHARS``
letters, those parts become a line of their own and the rest another, in that order; the
head is then dropped as any running head is, and the rest stays or goes on its own merits.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from converter.models import BBox, PageText, TextLine, TextSpan

# Tunables (documented in docs/extraction.md).
PART_GAP_EM = 1.5  # texts set this many sizes apart on one baseline are parts of a line
EDGE_SLACK_EM = 1.0  # a head's parts start (or end) at the same x within this many sizes
PLACE_SHARE = 0.5  # ... their centres within this many line heights
MIN_HEAD_CHARS = 8  # a head cut from a line holds at least this many letters

_DIGITS = re.compile(r"\d+")


@dataclass(frozen=True)
class _Piece:
    """The opening (``left``) or closing parts of an edge line: their text as a head reads
    (numbers and spaces out), the page, the edge x, the line's centre and height."""

    page: int
    text: str
    left: bool
    x: float
    middle: float
    height: float


def _norm(text: str) -> str:
    return "".join(_DIGITS.sub(" ", text.lower()).split())


def _part_starts(line: TextLine) -> list[int]:
    """Where each part after the first starts: the index of its first character. Parts are
    runs set ``PART_GAP_EM`` of the line's size apart, or overprinted: a run that starts
    that far left of where the text before it ends (two heads drawn on one baseline)."""
    places = line.placed_chars
    if places is None:
        return []
    starts: list[int] = []
    last_x1: float | None = None
    for k, (char, x0, x1) in enumerate(places):
        if char.isspace():
            continue
        if last_x1 is not None and abs(x0 - last_x1) >= PART_GAP_EM * line.size:
            starts.append(k)  # set apart, or back over the text before: another run
        last_x1 = x1
    return starts


def _pieces(page: int, line: TextLine) -> list[tuple[int, _Piece]]:
    """Every opening and closing run of whole parts (the whole line among them), each with
    the index where it is cut from the rest (0 or the length for the whole line)."""
    box, text = line.bbox, line.text
    middle, height = (box.top + box.bottom) / 2, box.bottom - box.top
    out: list[tuple[int, _Piece]] = [
        (len(text), _Piece(page, _norm(text), True, box.x0, middle, height)),
        (0, _Piece(page, _norm(text), False, box.x1, middle, height)),
    ]
    for cut in _part_starts(line):
        out.append((cut, _Piece(page, _norm(text[:cut]), True, box.x0, middle, height)))
        out.append((cut, _Piece(page, _norm(text[cut:]), False, box.x1, middle, height)))
    return out


def _same_place(a: _Piece, b: _Piece, size: float) -> bool:
    return (
        a.left == b.left
        and a.text == b.text
        and abs(a.x - b.x) <= EDGE_SLACK_EM * size
        and abs(a.middle - b.middle) <= PLACE_SHARE * max(a.height, b.height)
    )


def _cut_of(page: int, line: TextLine, need: int, pieces: Sequence[_Piece]) -> int | None:
    """Where ``line`` parts into its longest repeated head and the rest, if anywhere."""
    best: tuple[int, int] | None = None
    for cut, piece in _pieces(page, line):
        if cut in (0, len(line.text)) or len(piece.text) < MIN_HEAD_CHARS:
            continue
        pages = {p.page for p in pieces if _same_place(piece, p, line.size)} | {page}
        if len(pages) >= need and (best is None or len(piece.text) > best[0]):
            best = (len(piece.text), cut)
    return None if best is None else best[1]


def _sliced_spans(spans: Sequence[TextSpan], start: int, end: int) -> tuple[TextSpan, ...]:
    """The spans' characters from ``start`` to ``end`` of the line's text."""
    out: list[TextSpan] = []
    at = 0
    for span in spans:
        lo, hi = max(start, at), min(end, at + len(span.text))
        if lo < hi:
            out.append(replace(span, text=span.text[lo - at : hi - at]))
        at += len(span.text)
    return tuple(out)


def _part(line: TextLine, start: int, end: int) -> TextLine:
    """The line's characters from ``start`` to ``end``, blanks at either end left out, with
    their places and their box."""
    text = line.text
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    places = line.char_spans() or []
    kept = places[start:end]
    box = replace(line.bbox, x0=kept[0][0], x1=kept[-1][1]) if kept else line.bbox
    return replace(
        line,
        text=text[start:end],
        spans=_sliced_spans(line.spans, start, end),
        bbox=BBox(box.x0, box.top, box.x1, box.bottom),
        char_x=tuple(x for pair in kept for x in pair),
    )


def split_merged_heads(
    pages: Sequence[PageText],
    edges: Sequence[Sequence[tuple[TextLine, bool]]],
    need: int,
    need_close: int,
) -> list[PageText]:
    """``pages`` with each edge line that opens or closes with a running head cut in two.

    ``edges`` gives each page's edge lines (in the pages' order) with whether each sits
    close to the body text (``running_heads._edge_lines``); ``need`` and ``need_close`` are the
    pages a running head must repeat on, apart from the body and close to it."""
    pieces = [
        piece
        for page, lines in zip(pages, edges, strict=True)
        for line, _ in lines
        for _, piece in _pieces(page.number, line)
    ]
    out: list[PageText] = []
    for page, lines in zip(pages, edges, strict=True):
        cuts: dict[int, int] = {}
        for line, close in lines:
            found = _cut_of(page.number, line, need_close if close else need, pieces)
            if found is not None:
                cuts[id(line)] = found
        if not cuts:
            out.append(page)
            continue
        kept: list[TextLine] = []
        for line in page.lines:
            cut = cuts.get(id(line))
            if cut is None:
                kept.append(line)
            else:
                kept += [_part(line, 0, cut), _part(line, cut, len(line.text))]
        out.append(replace(page, lines=tuple(kept)))
    return out
