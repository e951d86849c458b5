"""Running headers, footers and page numbers (document level): text repeated at the same place
at the top or bottom edge of most pages is page furniture, not the module's text
(``strip_running_headers``); a page's layout is ``layout.glyphs_to_page``.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from converter.models import PageText, TextLine
from converter.read.layout import renumber_page
from converter.read.merged_heads import split_merged_heads

_DIGITS = re.compile(r"\d+")
_FOLIO_HEAD = re.compile(r"^(?:(?P<lead>\d{1,4})\s+\D.*\D|\D.*\D\s+(?P<tail>\d{1,4}))$")
_PAGE_NUMBER = re.compile(r"^(?:page\s+)?[-–—]?\s*(\d{1,4})\s*[-–—]?$", re.I)
HEADER_BAND = 0.1  # top / bottom share of the page searched for running headers and footers
EDGE_LINES = 2  # only this many lines nearest the top or bottom edge may be headers
HEADER_GAP = 0.8  # a header nearer the body text than this many line heights is "close" ...
HEADER_CLOSE_SHARE = 0.4  # ... and must repeat on this share of the pages
PLACE_SHARE = 0.5  # two edge lines whose centres lie within this many line heights match
TITLE_SCALE = 1.5  # the first page's largest type is its title when this much the usual
MIN_TITLE_CHARS = 8  # a title this long (letters, no spaces) may mark a running head


def _edge_lines(page: PageText) -> list[tuple[TextLine, bool]]:
    """Lines that may be page furniture, each with whether it sits close to the body text.

    They are among the ``EDGE_LINES`` outermost at the top or bottom and inside
    ``HEADER_BAND``. A line less than ``HEADER_GAP`` line heights from the body text is
    *close*: it may be a column's first heading (``Actions``), so it needs more evidence.
    """
    ordered = sorted(page.lines, key=lambda line: line.bbox.top)
    band = HEADER_BAND * page.height
    top_edge = [ln for ln in ordered[:EDGE_LINES] if ln.bbox.bottom <= band]
    bottom_edge = [ln for ln in ordered[-EDGE_LINES:] if ln.bbox.top >= page.height - band]
    edge = list(dict.fromkeys(top_edge + bottom_edge))
    body = [other for other in ordered if not _among(other, edge)]
    out: list[tuple[TextLine, bool]] = []
    for line in edge:
        box = line.bbox
        below = line in top_edge
        gaps = [
            (other.bbox.top - box.bottom) if below else (box.top - other.bbox.bottom)
            for other in body
        ]
        gap = min(gaps, default=box.bottom - box.top)
        out.append((line, gap < HEADER_GAP * (box.bottom - box.top)))
    return out


def _among(line: TextLine, group: Sequence[TextLine]) -> bool:
    """``line in group``, the same answer: the same line, or an equal one (equal lines have
    equal texts, so the texts, cheap to compare, are compared before the whole lines)."""
    return any(line is other or (line.text == other.text and line == other) for other in group)


@dataclass(frozen=True)
class _EdgeLine:
    """A line that may be page furniture (``_edge_lines``), as the header rules see it."""

    page: int
    index: int  # the line's index on its page
    text: str  # ``_header_text``: its words without numbers or spaces
    middle: float  # its vertical centre
    height: float
    size: float  # its largest type size
    number: int | None  # its first number
    close: bool  # it sits close to the body text


def _header_text(line: TextLine) -> str:
    """A line's text with its numbers and spaces left out: a running head keeps its words
    when the page number moves to the outer edge ("2 Title" / "Title 3"), and an OCR layer
    may read it with or without the gaps between its words ("TheSunkenKeep")."""
    return "".join(_DIGITS.sub(" ", line.text.lower()).split())


def _same_place(a: _EdgeLine, b: _EdgeLine) -> bool:
    """Two edge lines stand at the same place when their centres lie within half a line
    height: an OCR layer sizes each line from its own height, so the boxes of one running
    head drift by a point or two from page to page."""
    return abs(a.middle - b.middle) <= PLACE_SHARE * max(a.height, b.height)


def _document_title(pages: Sequence[PageText]) -> tuple[int, str, float] | None:
    """The module's title: the largest type on the first page with text, when it is set
    well above that page's usual size (a display line, not a heading among others); as
    (page number, ``_header_text`` of its lines, size)."""
    first = next((page for page in pages if page.lines), None)
    if first is None:
        return None
    sizes = sorted(line.size for line in first.lines)
    largest, usual = sizes[-1], sizes[len(sizes) // 2]
    if largest < TITLE_SCALE * usual:
        return None
    text = "".join(_header_text(line) for line in first.lines if line.size == largest)
    return (first.number, text, largest) if len(text) >= MIN_TITLE_CHARS else None


def find_running_headers(pages: Sequence[PageText]) -> set[tuple[int, int]]:
    """Return ``(page number, line index)`` of running headers, footers and page numbers.

    A header is text (digits and spaces ignored) repeated at the same place (``_same_place``)
    near the top or bottom edge of at least three pages, or of ``HEADER_CLOSE_SHARE`` of the
    pages when it sits close to the body text; a head apart from the body that holds the
    module's title counts the title page as one of its pages (it carries the title in large
    type instead). A page number is a lone number there whose difference from the page
    number is shared by at least two pages.
    """
    if len(pages) < 2:
        return set()
    need, need_close = _needs(len(pages))
    edges: list[_EdgeLine] = []
    offsets: Counter[int] = Counter()
    lone_offsets: dict[tuple[int, int], int] = {}
    texts: dict[str, set[int]] = defaultdict(set)
    folios: list[tuple[int, int, str]] = []
    for page in pages:
        index = {id(line): i for i, line in enumerate(page.lines)}
        for line, close in _edge_lines(page):
            edge = _edge_record(page.number, index[id(line)], line, close)
            edges.append(edge)
            texts[edge.text].add(page.number)
            if _is_folio_head(line.text, page.number):
                folios.append((page.number, edge.index, edge.text))
            lone = _PAGE_NUMBER.match(line.text.strip())
            if lone:
                offsets[int(lone.group(1)) - page.number] += 1
                lone_offsets[(page.number, edge.index)] = int(lone.group(1)) - page.number
    page_offset, seen = offsets.most_common(1)[0] if offsets else (None, 0)
    title = _document_title(pages)
    by_text: dict[str, list[_EdgeLine]] = defaultdict(list)
    for edge in edges:
        by_text[edge.text].append(edge)
    drop: set[tuple[int, int]] = set()
    for edge in edges:
        peers = [other for other in by_text[edge.text] if _same_place(edge, other)]
        on_pages = {other.page for other in peers} | _title_page(edge, title)
        numbers = {(other.page, other.number) for other in peers if other.number is not None}
        repeated = len(on_pages) >= (need_close if edge.close else need)
        repeated = repeated and _numbers_like_furniture(numbers)
        repeated = repeated or (len(on_pages) >= 2 and _counts_pages(numbers))
        offset = lone_offsets.get((edge.page, edge.index))
        if repeated or (offset is not None and offset == page_offset and seen >= 2):
            drop.add((edge.page, edge.index))
    drop |= _folio_heads(pages, folios, texts, drop)
    return drop


def _needs(count: int) -> tuple[int, int]:
    """The pages of ``count`` a running head repeats on: apart from the body, close to it."""
    need = 3 if count >= 3 else 2
    return need, max(need, math.ceil(HEADER_CLOSE_SHARE * count))


def _edge_record(number: int, index: int, line: TextLine, close: bool) -> _EdgeLine:
    first_number = _DIGITS.search(line.text)
    box = line.bbox
    return _EdgeLine(
        page=number,
        index=index,
        text=_header_text(line),
        middle=(box.top + box.bottom) / 2,
        height=box.bottom - box.top,
        size=line.size,
        number=int(first_number.group()) if first_number else None,
        close=close,
    )


def _title_page(edge: _EdgeLine, title: tuple[int, str, float] | None) -> set[int]:
    """The title page, as one more page of a head that stands apart from the body and holds
    the module's title in smaller type ("The Sunken Keep · Revised"); else nothing."""
    if title is None or edge.close:
        return set()
    page, text, size = title
    return {page} if text in edge.text and edge.size < size - 1.0 else set()


def _folio_heads(
    pages: Sequence[PageText],
    folios: Sequence[tuple[int, int, str]],
    texts: dict[str, set[int]],
    drop: set[tuple[int, int]],
) -> set[tuple[int, int]]:
    """ "2 Title" on page 2 whose words stand at the edge of another page, or are set larger
    there (the title on the first): a running head with its folio, in a booklet too short
    for it to repeat."""
    pending = [f for f in folios if (f[0], f[1]) not in drop and not texts[f[2]] - {f[0]}]
    titles = _title_sizes(pages, {text for _, _, text in pending}) if pending else {}
    by_number = {page.number: page for page in pages}
    out: set[tuple[int, int]] = set()
    for number, i, text in folios:
        head = by_number[number].lines[i]
        size = max((span.size for span in head.spans), default=0.0)
        larger = any(p != number and s > size + 1.0 for p, s in titles.get(text, ()))
        if texts[text] - {number} or larger:
            out.add((number, i))
    return out


def _title_sizes(pages: Sequence[PageText], wanted: set[str]) -> dict[str, list[tuple[int, float]]]:
    """For each text of ``wanted``, the pages whose lines read it (numbers left out), each
    with that line's smallest type size."""
    out: dict[str, list[tuple[int, float]]] = defaultdict(list)
    for page in pages:
        for line in page.lines:
            text = _header_text(line)
            if text in wanted:
                out[text].append((page.number, min((s.size for s in line.spans), default=0.0)))
    return out


def _is_folio_head(text: str, page_number: int) -> bool:
    """True when ``text`` is words led or followed by the page's own number ("2 Title")."""
    match = _FOLIO_HEAD.match(text.strip())
    if match is None:
        return False
    return int(match.group("lead") or match.group("tail")) == page_number


def _numbers_like_furniture(seen: set[tuple[int, int]]) -> bool:
    """A repeated line's numbers are furniture when they stay put or follow the page number.

    ``Chapter 3`` on every page, or ``Page 12 of 87``, is furniture; ``121. Chamber 121``
    then ``125. Chamber 125`` on the next page is a room heading that happens to sit there.
    """
    if not seen:
        return True
    values = {value for _, value in seen}
    offsets = {value - page for page, value in seen}
    return len(values) == 1 or len(offsets) == 1


def _counts_pages(seen: set[tuple[int, int]]) -> bool:
    """True when a line's number changes from page to page exactly as the page number does
    ("2 Title" on page 2, "Title 3" on page 3): a running head with its folio, even in a
    booklet too short for it to repeat three times."""
    values = {value for _, value in seen}
    return len(values) >= 2 and len({value - page for page, value in seen}) == 1


def strip_running_headers(pages: Sequence[PageText]) -> list[PageText]:
    """Remove running headers, footers and page numbers; renumber columns and blocks. A head
    read on one line with other text is cut from it first (``merged_heads``)."""
    if len(pages) >= 2:
        edges = [_edge_lines(page) for page in pages]
        pages = split_merged_heads(pages, edges, *_needs(len(pages)))
    drop = find_running_headers(pages)
    if not drop:
        return list(pages)
    out: list[PageText] = []
    for page in pages:
        kept = [line for i, line in enumerate(page.lines) if (page.number, i) not in drop]
        out.append(renumber_page(page, kept) if len(kept) != len(page.lines) else page)
    return out
