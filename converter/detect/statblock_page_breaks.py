"""A stat line that a key table's row carries over a page break (``statblocks_oldschool``).

A table row too tall for what is left of its page breaks inside itself: its first part
closes the page, the rest opens the next page under the header row printed again, and
each of its cells goes on there (``areas_table_breaks`` reads the row so). A stat line in
the row's creatures cell breaks with it: its head ("Spider Queen: AC 5;", "Hill Troll (7):
AC 4, HD") is the last line of its column on one page, its tail ("MV 9\\"; HD 5; hp 25; …",
"6+1, hp 29, …") the first line under the same column's label on the next. The reader
gives a page's table column by column, so in the text stream a page's other columns stand
between the two. Read apart, the head holds too little to be a stat line (or holds half of
one) and the tail holds the rest with no name over it but the column's label; read on
across the break they are one creature's line, as the row is one row.

Only geometry and the header's words decide: the tail's line opens with its statistics
right under the first line of its column on its page, a line that repeats, in the head's
column on the page before, a line printed above the head (the column's label again), and
the head's line is the last of its column on its page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from converter.detect.oneline_tokens import Run
from converter.detect.statblock_stream import Stream
from converter.models import TextLine

# How far apart (in the line's ems) two lines' left edges may sit and be one column's.
_COLUMN_EMS = 1.0


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold()


def _line_text(stream: Stream, index: int) -> str:
    start = stream.line_starts[index]
    end = stream.line_starts[index + 1] - 1 if index + 1 < len(stream.lines) else len(stream.text)
    return stream.text[start:end]


def _same_column(a: TextLine, b: TextLine) -> bool:
    return abs(a.bbox.x0 - b.bbox.x0) <= _COLUMN_EMS * max(a.size, b.size, 1.0)


def _label_over(stream: Stream, line: int) -> str | None:
    """The text of the line right over ``line`` in its column, on its page, when there is
    one with words (a column's label printed again over the rest of a broken row)."""
    if line == 0:
        return None
    above, here = stream.lines[line - 1], stream.lines[line]
    text = _plain(_line_text(stream, line - 1))
    if above.page != here.page or not _same_column(above, here) or not text:
        return None
    return text if above.bbox.top < here.bbox.top else None


def _pages(stream: Stream) -> dict[int, list[int]]:
    by_page: dict[int, list[int]] = {}
    for index, line in enumerate(stream.lines):
        if _line_text(stream, index).strip():
            by_page.setdefault(line.page, []).append(index)
    return by_page


def _ends_column_under(stream: Stream, page_lines: Sequence[int], last: int, label: str) -> bool:
    """Whether line ``last`` is its column's lowest on its page and the column holds, above
    it, a line reading ``label`` (the header the next page prints again)."""
    foot = stream.lines[last]
    column = [i for i in page_lines if _same_column(stream.lines[i], foot)]
    if any(stream.lines[i].bbox.top > foot.bbox.top for i in column):
        return False
    return any(
        stream.lines[i].bbox.top < foot.bbox.top and _plain(_line_text(stream, i)) == label
        for i in column
    )


def _tops_column(stream: Stream, page_lines: Sequence[int], label: int) -> bool:
    """Whether line ``label`` is the first of its column on its page: a table goes on at a
    page's top, so the header printed again over a broken row's rest stands first there."""
    top = stream.lines[label]
    return not any(
        _same_column(stream.lines[i], top) and stream.lines[i].bbox.top < top.bbox.top
        for i in page_lines
    )


def _opens_line(stream: Stream, run: Run) -> int | None:
    """The index of ``run``'s line when the run opens it: no word before its statistics,
    at most a value the head's last label left ("6+1, hp 29, …" under "… AC 4, HD")."""
    line = stream.line_at(run.start)
    before = stream.text[stream.line_starts[line] : run.start]
    return None if any(c.isalpha() for c in before) else line


def broken_by_the_page(stream: Stream, runs: Sequence[Run]) -> dict[int, int]:
    """The runs a page break cut in two: the head run's index to the tail run's."""
    pages = _pages(stream)
    found: dict[int, int] = {}
    for tail_index, tail in enumerate(runs):
        line = _opens_line(stream, tail) if tail.tokens else None
        label = _label_over(stream, line) if line is not None else None
        if line is None or label is None:
            continue
        page = stream.lines[line].page
        before = max((p for p in pages if p < page), default=None)
        if before is None or not _tops_column(stream, pages[page], line - 1):
            continue
        for head_index in range(tail_index - 1, -1, -1):
            head = runs[head_index]
            last = stream.line_at(max(head.start, head.end - 1))
            if stream.lines[last].page < before:
                break
            if stream.lines[last].page == before and _ends_column_under(
                stream, pages[before], last, label
            ):
                if head_index not in found:
                    found[head_index] = tail_index
                break
    return found


@dataclass(frozen=True)
class Joined:
    """A stat line read on across a page break: ``text`` is the stream up to the end of the
    head's line, then the tail's lines; ``head_end`` is where the head's line ends (offsets
    before it are the stream's own)."""

    text: str
    head_end: int
    tail: tuple[int, int]  # the stream offsets of the tail's part of the line


def _line_end(text: str, offset: int) -> int:
    end = text.find("\n", offset)
    return len(text) if end < 0 else end


def joined_text(stream: Stream, head: Run, tail: Run) -> tuple[str, int, int]:
    """The stream to the end of the head's line, a line break, then the tail's lines (from
    its line's start); with where the head's line ends and the tail's line starts."""
    head_end = _line_end(stream.text, head.end)
    tail_start = stream.line_starts[stream.line_at(tail.start)]
    rest = stream.text[tail_start : _line_end(stream.text, tail.end)]
    return stream.text[:head_end] + "\n" + rest, head_end, tail_start
