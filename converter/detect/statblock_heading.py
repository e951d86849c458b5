"""The heading a stat run sits under: the last heading of the stream before it that stands out
on its own page (a size above the page's body text, or bold/italic at body size), so that a
block with no name of its own can be named after its entry's title (``statblock_names``)."""

from __future__ import annotations

import bisect
from collections import Counter

from converter.detect.statblock_stream import Stream
from converter.read.layout import is_turned_line

_HEADING_REACH = 40  # earlier headings tried for one that stands out on its own page


def _page_body_size(stream: Stream, line_index: int, sizes: dict[int, float]) -> float:
    """Return the most common font size (by characters) of the page holding the line."""
    page = stream.lines[line_index].page
    if page not in sizes:
        first = last = line_index
        while first > 0 and stream.lines[first - 1].page == page:
            first -= 1
        while last + 1 < len(stream.lines) and stream.lines[last + 1].page == page:
            last += 1
        counts: Counter[float] = Counter()
        for line in stream.lines[first : last + 1]:
            for span in line.spans:
                counts[round(span.size, 1)] += len(span.text.strip())
        sizes[page] = counts.most_common(1)[0][0] if counts else 0.0
    return sizes[page]


def _stands_out(stream: Stream, heading_start: int, run_line: int, sizes: dict[int, float]) -> bool:
    index = stream.line_at(heading_start)
    line = stream.lines[index]
    if is_turned_line(stream.lines[run_line]) and not is_turned_line(line):
        return False  # turned text (a label along a map) is read apart from the page's headings
    body = _page_body_size(stream, index, sizes)
    return line.size >= body + 0.9 or ((line.bold or line.italic) and line.size >= body - 0.5)


def heading_before(stream: Stream, offset: int) -> tuple[int, int, str] | None:
    """Return the last heading before ``offset`` that stands out on its own page."""
    index = bisect.bisect_left(stream.headings, (offset, -1, ""))
    run_line = stream.line_at(offset)
    sizes: dict[int, float] = {}
    for entry in reversed(stream.headings[max(0, index - _HEADING_REACH) : index]):
        if _stands_out(stream, entry[0], run_line, sizes):
            return entry
    return None
