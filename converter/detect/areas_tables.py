"""Areas printed as the rows of a key table: ``Key | Location | Contents``.

The read stage gives lines, not cells: a table comes out as lines that start at a few
shared x positions (one per column), several cells of one row sometimes run together on
one line. A table is found by its header row (cell labels from ``key_tables.yaml``, in
key, location, contents order); below it, every line that starts at the key column with a
key opens a row, and the row holds the lines that start at a column's x between its top
and the next row's. The header row is never an area; the table ends where a line starts
off the columns, at a wide vertical gap, or at the page's end.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import product

from converter.detect.areas_common import (
    SENTENCE_END_RE,
    SMALL_WORDS,
    Context,
    heading_level,
    heading_to_name,
    parse_key_text,
)
from converter.detect.areas_sections import scene_rules, score_scene
from converter.models import Area, BBox, Source, StatBlock, TextLine
from converter.ruledata import load_lexicon

TABLE_EVIDENCE = "key table row"
WRAP_GAP_EM = 0.6  # a header cell's wrapped line sits closer than this under the one above
MAX_CELL_WORDS = 6  # a header cell's line has a few words at most (two cells run together)


@dataclass(frozen=True)
class TableRow:
    index: int  # the key cell's line, into the context's lines
    key: str
    name: str
    contents: str
    page: int
    box: BBox
    lines: tuple[int, ...]  # every line of the row


@dataclass(frozen=True)
class _Span:
    left: float  # a line must end right of this to be in the table ...
    right: float  # ... and start left of this


@dataclass(frozen=True)
class _Page:
    by_top: list[tuple[int, TextLine]]  # a page's lines in top order
    tops: list[float]


@dataclass(frozen=True)
class _Header:
    cells: tuple[int, ...]  # the header row's lines, left to right
    lines: tuple[int, ...]  # those and the lines its cells wrap onto
    named: bool  # it has a location cell
    span: _Span  # the table's width


@dataclass(frozen=True)
class _Rules:
    header: re.Pattern[str]
    contents: re.Pattern[str]  # the contents cell's label alone
    column_tolerance: float
    row_tolerance: float
    max_row_gap_em: float


@cache
def _rules() -> _Rules:
    data = load_lexicon("key_tables")

    def cell(name: str) -> str:
        return "(?:" + "|".join(data["header"][name]) + ")"

    header = re.compile(
        rf"^{cell('key')}\s+(?P<location>{cell('location')}\s+)?{cell('contents')}$", re.IGNORECASE
    )
    t = data["thresholds"]
    return _Rules(
        header,
        re.compile(rf"^{cell('contents')}$", re.IGNORECASE),
        float(t["column_tolerance_pt"]),
        float(t["row_tolerance_pt"]),
        float(t["max_row_gap_em"]),
    )


def _band(page: _Page, top: float, tolerance: float) -> tuple[int, ...]:
    """Indices of the lines whose top is within ``tolerance`` of ``top``, left to right.
    Only the lines of the page's top order near ``top`` are tested (a point of slack
    around the window, the test itself exact): one band costs its own lines, not the page's."""
    lo = bisect_left(page.tops, top - tolerance - 1.0)
    hi = bisect_right(page.tops, top + tolerance + 1.0)
    near = [
        (line.bbox.x0, i) for i, line in page.by_top[lo:hi] if abs(line.bbox.top - top) <= tolerance
    ]
    return tuple(i for _, i in sorted(near))


def _columns(table: Sequence[TextLine], left: float, tolerance: float) -> list[float]:
    """The x positions lines of the table start at, left to right (from ``left`` on)."""
    starts: list[float] = []
    for x in sorted(line.bbox.x0 for line in table if line.bbox.x0 >= left - tolerance):
        if not starts or x - starts[-1] > tolerance:
            starts.append(x)
    return starts


def split_name(text: str, mid_sentence: bool = False) -> tuple[str, str]:
    """Cut a location cell run together with its contents ("Bone Chapel Rain has found its
    way …"): the name is title case, the contents a sentence, so the contents start at the
    last capitalised word before the first lower-case word that is not a small word. On a
    row's later line, where the contents go on in the middle of a sentence ("Vat fountain
    juts from it"), they start at that lower-case word itself."""
    words = text.split()
    last_capital = -1
    for k, word in enumerate(words):
        if word[:1].isupper() or word[:1].isdigit():
            last_capital = k
        elif word.lower() not in SMALL_WORDS:
            if mid_sentence:
                return " ".join(words[: last_capital + 1]), " ".join(words[last_capital + 1 :])
            break
    else:
        return text, ""
    if last_capital <= 0:
        return "", text
    return " ".join(words[:last_capital]), " ".join(words[last_capital:])


def _row_text(
    ctx: Context, indices: Sequence[int], columns: Sequence[float], named: bool
) -> tuple[str, str]:
    """(name, contents) of a row's lines (the key cut off its first line); ``named`` when
    the header has a location cell (its text may have run into the key's line)."""
    tol = _rules().column_tolerance
    name_parts: list[str] = []
    contents_parts: list[str] = []
    contents_x = columns[-1]
    for i in sorted(indices, key=lambda j: (ctx.lines[j].bbox.top, ctx.lines[j].bbox.x0)):
        line = ctx.lines[i]
        text = line.text.strip()
        if abs(line.bbox.x0 - columns[0]) <= tol:
            parsed = parse_key_text(text)
            text = parsed[1] if parsed else text
        if line.bbox.x0 >= contents_x - tol:
            contents_parts.append(text)
        elif line.bbox.x1 > contents_x + tol and named:
            mid_sentence = bool(contents_parts) and not SENTENCE_END_RE.search(contents_parts[-1])
            name, rest = split_name(text, mid_sentence)
            name_parts.append(name)
            contents_parts.append(rest)
        elif named:
            name_parts.append(text)
        else:
            contents_parts.append(text)
    return " ".join(p for p in name_parts if p), " ".join(p for p in contents_parts if p)


def _table_lines(
    page_lines: Sequence[tuple[int, TextLine]], header_top: float, header_bottom: float, span: _Span
) -> list[tuple[int, TextLine]]:
    """The lines below a header down to the table's end (a wide gap or a line off the
    columns), in top order. Only lines across the table's width count: a line wholly left
    of it or starting right of it (a margin label, the facing page of an imposed sheet, the
    next column of the page) is beside the table and neither belongs to it nor ends it."""
    rules = _rules()
    below = sorted(
        (
            (i, ln)
            for i, ln in page_lines
            if ln.bbox.top > header_bottom - rules.row_tolerance
            and ln.bbox.x1 > span.left
            and ln.bbox.x0 < span.right
        ),
        key=lambda item: (item[1].bbox.top, item[1].bbox.x0),
    )
    out: list[tuple[int, TextLine]] = []
    bottom = header_bottom
    for i, line in below:
        if line.bbox.top - bottom > rules.max_row_gap_em * max(line.size, 1.0):
            break
        if rules.header.match(line.text.strip()):
            break
        out.append((i, line))
        bottom = max(bottom, line.bbox.bottom)
    return out


def _rows_under(
    ctx: Context, page_lines: Sequence[tuple[int, TextLine]], header: _Header
) -> list[TableRow]:
    rules = _rules()
    tol = rules.column_tolerance
    first = ctx.lines[header.cells[0]]
    top, bottom = first.bbox.top, max(ctx.lines[i].bbox.bottom for i in header.lines)
    table = _table_lines(page_lines, top, bottom, header.span)
    columns = _columns([ln for _, ln in table], first.bbox.x0, tol)
    if len(columns) < 2 or abs(columns[0] - first.bbox.x0) > tol:
        return []
    # a table has the columns its header names: a start further right is beside it
    columns = columns[: 3 if header.named else 2]
    last = ctx.lines[header.cells[-1]]
    if len(header.cells) > 1 and rules.contents.match(last.text.strip()):
        # the last header cell is the contents cell alone: the table's last column is there
        columns = [x for x in columns if x <= last.bbox.x0 + tol] or columns
    narrowed = _Span(header.span.left, min(header.span.right, columns[-1] + tol + 1.0))
    table = _table_lines(page_lines, top, bottom, narrowed)
    kept = [(i, ln) for i, ln in table if any(abs(ln.bbox.x0 - x) <= tol for x in columns)]
    if len(kept) < len(table):  # a line off the columns: the table ended before it
        stop = next(k for k, (i, ln) in enumerate(table) if (i, ln) not in kept)
        kept = table[:stop]
    keys = [
        (i, ln)
        for i, ln in kept
        if abs(ln.bbox.x0 - columns[0]) <= tol
        and (parsed := parse_key_text(ln.text)) is not None
        and parsed[0].number > 0
    ]
    rows: list[TableRow] = []
    for k, (i, line) in enumerate(keys):
        top = line.bbox.top - rules.row_tolerance
        next_top = keys[k + 1][1].bbox.top - rules.row_tolerance if k + 1 < len(keys) else None
        members = [
            j
            for j, ln in kept
            if ln.bbox.top >= top and (next_top is None or ln.bbox.top < next_top)
        ]
        name, contents = _row_text(ctx, members, columns, header.named)
        parsed = parse_key_text(line.text)
        if parsed is None or not name[:1].isalpha() and not contents:
            continue
        box = line.bbox
        for j in members:
            box = box.union(ctx.lines[j].bbox)
        rows.append(
            TableRow(
                i, parsed[0].text, heading_to_name(name), contents, line.page, box, tuple(members)
            )
        )
    return rows


def _continuations(
    ctx: Context, by_top: Sequence[tuple[int, TextLine]], tops: Sequence[float], index: int
) -> list[int]:
    """The lines a header cell wraps onto: set in its face and size right under it, at its
    x ("Creatures and" / "contents", "Ke" / "y" in a narrow key column). ``by_top`` is the
    page's lines in top order, ``tops`` their tops."""
    tol = _rules().column_tolerance
    level = heading_level(ctx.lines[index])
    out: list[int] = []
    above = ctx.lines[index]
    for j, line in by_top[bisect_right(tops, above.bbox.top) :]:
        if line.bbox.top - above.bbox.bottom > WRAP_GAP_EM * max(above.size, 1.0):
            break
        if abs(line.bbox.x0 - above.bbox.x0) > tol or line.bbox.top <= above.bbox.top:
            continue
        if heading_level(line) != level or not line.text.strip():
            break
        out.append(j)
        above = line
    return out


def _cell_readings(text: str, wrapped: Sequence[str]) -> list[str]:
    """The ways a header cell's text reads with the lines it wrapped onto: after a space,
    or joined to the last word (a word broken without a hyphen, or with one), or joined to
    an earlier word when two cells ran together on the first line ("Ke Room" / "y")."""
    if not wrapped:
        return [text]
    more = " ".join(wrapped)
    words = text.split()
    readings = [f"{text} {more}", f"{text}{more}", f"{text.removesuffix('-')}{more}"]
    for k in range(len(words) - 1):
        readings.append(" ".join([*words[:k], words[k] + more, *words[k + 1 :]]))
    return list(dict.fromkeys(readings))


def _find_header(ctx: Context, page: _Page, band: Sequence[int]) -> _Header | None:
    """The header row among the lines of one height, left to right: a run of adjacent
    short cells whose labels read key, (location,) contents; other text at that height
    (the next column, the facing page of an imposed sheet) is no part of it."""
    rules = _rules()
    short = [len(ctx.lines[i].text.split()) <= MAX_CELL_WORDS for i in band]
    if not any(short):
        return None
    wraps = {
        i: _continuations(ctx, page.by_top, page.tops, i)
        for i, ok in zip(band, short, strict=True)
        if ok
    }
    for a in range(len(band)):
        for b in range(len(band), a, -1):
            if not all(short[a:b]):
                continue
            cells = band[a:b]
            readings = [
                _cell_readings(ctx.lines[i].text.strip(), [ctx.lines[j].text for j in wraps[i]])
                for i in cells
            ]
            for choice in product(*readings):
                match = rules.header.match(" ".join(choice))
                if match is None:
                    continue
                left = ctx.lines[cells[0]].bbox.x0 - rules.column_tolerance
                right = ctx.lines[band[b]].bbox.x0 if b < len(band) else float("inf")
                lines = tuple(sorted({*cells, *(j for i in cells for j in wraps[i])}))
                named = bool(match.group("location"))
                return _Header(tuple(cells), lines, named, _Span(left, right))
    return None


def table_rows(ctx: Context) -> tuple[list[TableRow], frozenset[int]]:
    """Every key-table row of the document, in reading order, and the lines of the tables
    (header rows included: no other area starts on them)."""
    by_page: dict[int, list[tuple[int, TextLine]]] = {}
    for i, line in enumerate(ctx.lines):
        by_page.setdefault(line.page, []).append((i, line))
    rows: list[TableRow] = []
    headers: set[int] = set()
    rules = _rules()
    for page_lines in by_page.values():
        by_top = sorted(page_lines, key=lambda item: item[1].bbox.top)
        page = _Page(by_top, [ln.bbox.top for _, ln in by_top])
        seen: set[float] = set()
        used: set[int] = set()  # header cells already read (a header is found once)
        headers_of: dict[tuple[int, ...], _Header | None] = {}  # the lines of a row share one
        for _, line in page_lines:
            top = round(line.bbox.top, 1)
            if top in seen:
                continue
            band = _band(page, line.bbox.top, rules.row_tolerance)
            if band not in headers_of:
                headers_of[band] = _find_header(ctx, page, band)
            header = headers_of[band]
            if header is not None and not used.intersection(header.cells):
                seen.add(top)
                used.update(header.cells)
                found = _rows_under(ctx, page_lines, header)
                headers.update(header.lines if found else ())
                rows.extend(found)
    covered = frozenset(headers.union(i for row in rows for i in row.lines))
    return sorted(rows, key=lambda row: row.index), covered


def row_to_area(ctx: Context, file: str, row: TableRow, statblocks: Sequence[StatBlock]) -> Area:
    """An area for a table row: its key and location cell, the contents cell as its text."""
    cells = [ctx.lines[i] for i in row.lines]
    verdict = score_scene(cells, keyed=True, named=False, run_in=True, stat_inside=False)
    floor = float(scene_rules().thresholds["min_area"])
    inside = tuple(
        dict.fromkeys(
            b.name
            for b in statblocks
            if b.page == row.page
            and b.source.bbox is not None
            and row.box.top - 1 <= b.source.bbox.top <= row.box.bottom + 1
            and row.box.x0 - 1 <= b.source.bbox.x0 <= row.box.x1 + 1
        )
    )
    evidence = tuple(dict.fromkeys((TABLE_EVIDENCE, f"key {row.key}", *verdict.evidence)))
    return Area(
        key=row.key,
        name=row.name or row.key,
        page=row.page,
        text=row.contents,
        source=Source(file, row.page, row.box),
        statblocks=inside,
        confidence=max(verdict.confidence, floor),
        evidence=evidence,
    )
