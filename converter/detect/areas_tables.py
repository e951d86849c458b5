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
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from converter.detect.areas_common import SMALL_WORDS, Context, heading_to_name, parse_key_text
from converter.detect.areas_sections import scene_rules, score_scene
from converter.models import Area, BBox, Source, StatBlock, TextLine
from converter.ruledata import load_lexicon

TABLE_EVIDENCE = "key table row"


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
class _Rules:
    header: re.Pattern[str]
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
        float(t["column_tolerance_pt"]),
        float(t["row_tolerance_pt"]),
        float(t["max_row_gap_em"]),
    )


def _band(lines: Sequence[tuple[int, TextLine]], top: float, tolerance: float) -> list[int]:
    """Indices of the lines whose top is within ``tolerance`` of ``top``, left to right."""
    near = [(line.bbox.x0, i) for i, line in lines if abs(line.bbox.top - top) <= tolerance]
    return [i for _, i in sorted(near)]


def _columns(table: Sequence[TextLine], left: float, tolerance: float) -> list[float]:
    """The x positions lines of the table start at, left to right (from ``left`` on)."""
    starts: list[float] = []
    for x in sorted(line.bbox.x0 for line in table if line.bbox.x0 >= left - tolerance):
        if not starts or x - starts[-1] > tolerance:
            starts.append(x)
    return starts


def split_name(text: str) -> tuple[str, str]:
    """Cut a location cell run together with its contents ("Bone Chapel Rain has found its
    way …"): the name is title case, the contents a sentence, so the contents start at the
    last capitalised word before the first lower-case word that is not a small word."""
    words = text.split()
    last_capital = -1
    for k, word in enumerate(words):
        if word[:1].isupper() or word[:1].isdigit():
            last_capital = k
        elif word.lower() not in SMALL_WORDS:
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
            name, rest = split_name(text)
            name_parts.append(name)
            contents_parts.append(rest)
        elif named:
            name_parts.append(text)
        else:
            contents_parts.append(text)
    return " ".join(p for p in name_parts if p), " ".join(p for p in contents_parts if p)


def _table_lines(
    page_lines: Sequence[tuple[int, TextLine]], header_top: float, header_bottom: float
) -> list[tuple[int, TextLine]]:
    """The lines below a header down to the table's end (a wide gap or a line off the
    columns), in top order."""
    rules = _rules()
    below = sorted(
        ((i, ln) for i, ln in page_lines if ln.bbox.top > header_bottom - rules.row_tolerance),
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
    ctx: Context, page_lines: Sequence[tuple[int, TextLine]], header: Sequence[int], named: bool
) -> list[TableRow]:
    rules = _rules()
    tol = rules.column_tolerance
    first = ctx.lines[header[0]]
    table = _table_lines(page_lines, first.bbox.top, max(ctx.lines[i].bbox.bottom for i in header))
    columns = _columns([ln for _, ln in table], first.bbox.x0, tol)
    if len(columns) < 2 or abs(columns[0] - first.bbox.x0) > tol:
        return []
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
        name, contents = _row_text(ctx, members, columns, named)
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
        seen: set[float] = set()
        for _, line in page_lines:
            top = round(line.bbox.top, 1)
            if top in seen:
                continue
            band = _band(page_lines, line.bbox.top, rules.row_tolerance)
            text = " ".join(ctx.lines[i].text.strip() for i in band)
            match = rules.header.match(text)
            if match:
                seen.add(top)
                found = _rows_under(ctx, page_lines, band, bool(match.group("location")))
                headers.update(band if found else ())
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
