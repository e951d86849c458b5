"""The profile grid (Warhammer Fantasy Roleplay and the games printed on its model).

Such a module prints a creature as its name on a line, then a ruled grid of two rows: the
characteristic headings ("M WS BS S T W I A Dex Ld Int Cl WP Fel") over one number each
("4 64 20 4 5 19 35 2 21 29 50 34 57 47"). No hit dice, no armour class, no level: the
hit points are the Wounds column (W). Read a line at a time, no other grammar sees a
statistic in it ("S 4" is no label the field grammar knows; a row of bare numbers is none).

The rules (vocabulary in ``rules/lexicon/stat_profile.yaml``):
- a heading row holds only characteristic headings, each a whole cell or run together with
  its neighbours ("MWSBSST" set condensed), among them the ``signature`` ones (weapon and
  ballistic skill: a row of single letters is any table's);
- a value row under it holds exactly one value a heading, a number or a dash;
- a reader may give a wide grid in pieces, each heading piece followed by its values in
  reading order ("M WS BS S" / "3 48 44 4" / "T W I A …" / "4 25 35 2 …"): consecutive pairs
  are one grid, whose headings, taken together, are at least ``min_labels``; the pieces of a
  row stand at any gap (a ruled grid's columns are as wide as the table sets them);
- the line before the grid in reading order (the last of the page before when the grid
  opens a page), else the nearest line right above it by place (or the page before's lowest
  when nothing stands above it on its page), names the creature: short, no sentence, set bold or larger than
  the values, its count in brackets after it ("Cave Bears (7)": 7, the name singular) or a
  roll ("Harpies (1d4+1)": no fixed count).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from converter.detect.statblock_common import clean_name, clean_text, lines_source, singular_name
from converter.models import Document, StatBlock, TextLine
from converter.ruledata import load_lexicon

_BRACKET_AFTER = re.compile(r"\s*\((?:(?P<n>\d{1,3})|\d*d\d+(?:\s*[+-]\s*\d+)?)\)\s*$")
_SENTENCE_END = re.compile(r"[.!?:;]$")


@dataclass(frozen=True)
class _Grammar:
    labels: frozenset[str]
    signature: frozenset[str]
    min_labels: int
    hp_labels: frozenset[str]
    value: re.Pattern[str]
    max_name_words: int


@lru_cache(maxsize=1)
def profile_grammar() -> _Grammar:
    data = load_lexicon("stat_profile")
    return _Grammar(
        labels=frozenset(data["labels"]),
        signature=frozenset(data["signature"]),
        min_labels=int(data["min_labels"]),
        hp_labels=frozenset(data["hp_labels"]),
        value=re.compile(data["value"]),
        max_name_words=int(data["max_name_words"]),
    )


def _cells(line: TextLine) -> list[str]:
    return clean_text(line.text).split()


@lru_cache(maxsize=4096)
def _run_labels(cell: str) -> tuple[str, ...] | None:
    """The headings a cell is when a reader ran them together ("MWSBSSTWI": the narrow gaps
    between a ruled grid's headings lost in a condensed setting): the fewest headings that
    spell it, or None when none do (every cell of a heading row is one or more headings)."""
    labels = profile_grammar().labels
    longest = max(len(label) for label in labels)
    best: list[tuple[str, ...] | None] = [()] + [None] * len(cell)
    for end in range(1, len(cell) + 1):
        for start in range(max(0, end - longest), end):
            before, now = best[start], best[end]
            if before is None or cell[start:end] not in labels:
                continue
            if now is None or len(before) + 1 < len(now):
                best[end] = (*before, cell[start:end])
    return best[-1]


def _heading_cells(line: TextLine) -> list[str] | None:
    """The headings the line's cells spell, or None when a cell spells none: asked of every
    line of the document, and most lines' first word is no heading, so the cells after the
    first that fails are not read."""
    cells = _cells(line)
    labels: list[str] = []
    for cell in cells:
        run = _run_labels(cell)
        if run is None:
            return None
        labels.extend(run)
    return labels if cells else None


def _value_cells(line: TextLine) -> list[str] | None:
    cells = _cells(line)
    value = profile_grammar().value
    return cells if cells and all(value.fullmatch(c) for c in cells) else None


_ROW_SLACK = 0.35  # ems: pieces of one row stand on one baseline
_ROW_BELOW = 1.8  # ems: the next row of a grid opens within this under the row above


@dataclass(frozen=True)
class _Row:
    lines: tuple[int, ...]
    cells: tuple[str, ...]
    left: float
    right: float
    bottom: float


def _joins(cells: Sequence[str], more: Sequence[str], heading: Sequence[str] | None) -> bool:
    """Whether ``more``, the cells of the next piece right on a row's baseline, are of the
    row. A ruled grid's columns are as wide as the table sets them, not as their text: a
    narrow heading ("M") in a wide column stands far from the next, so the gap between
    pieces says nothing. The row stays one grid's: a heading row holds no heading twice (a
    repeated one opens a grid beside it), a value row no more values than its headings."""
    if heading is None:
        return not set(more) & set(cells) and len(set(more)) == len(more)
    return len(cells) + len(more) <= len(heading)


def _placed_cells(line: TextLine, heading: Sequence[str] | None) -> list[tuple[float, str]] | None:
    """The row cells of ``line``, each at the x its word starts at (the headings of a word
    run together share it), or None when the reader gave no places for its characters."""
    chars = line.placed_chars
    if chars is None:
        return None
    words: list[tuple[float, str]] = []
    for char, x0, _ in chars:
        if char.isspace():
            words.append((0.0, ""))
        elif not words or not words[-1][1]:
            words.append((x0, char))
        else:
            words[-1] = (words[-1][0], words[-1][1] + char)
    words = [(x, word) for x, word in words if word]
    if [word for _, word in words] != _cells(line):
        return None
    if heading is not None:
        return words
    return [(x, label) for x, word in words for label in _run_labels(word) or ()]


def _row_at(
    lines: Sequence[TextLine], page: Sequence[int], seed: int, heading: Sequence[str] | None
) -> _Row | None:
    """The row whose leftmost piece is line ``seed``: the pieces on its baseline, each right
    of the one before with no other line between, all heading cells (``heading`` None) or all value
    cells (then as many as ``heading`` holds). A reader may give a wide grid's row as pieces
    set apart in reading order, so they are gathered by place; and it may give a cell or a
    few of a row as a piece of their own inside the span of the rest ("M WS BS S T W I Dex …"
    and "A" where it stands): the cells are then put in order by their places."""
    first = lines[seed]
    em = first.size
    cells_of = _heading_cells if heading is None else _value_cells
    if cells_of(first) is None:
        return None
    same_row = sorted(
        (
            i
            for i in page
            if abs(lines[i].bbox.top - first.bbox.top) <= _ROW_SLACK * em
            and lines[i].bbox.x0 > first.bbox.x0
            and i != seed
        ),
        key=lambda i: lines[i].bbox.x0,
    )
    chosen = [seed]
    cells = list(cells_of(first) or ())
    placed = _placed_cells(first, heading)
    for i in same_row:
        more = cells_of(lines[i])
        inside = lines[i].bbox.x0 <= max(lines[c].bbox.x1 for c in chosen)
        if inside:
            more_placed = _placed_cells(lines[i], heading)
            if more is None or placed is None or more_placed is None:
                continue
            if not _joins(cells, more, heading):
                continue
            placed = sorted([*placed, *more_placed], key=lambda cell: cell[0])
            cells = [cell for _, cell in placed]
            chosen.append(i)
            continue
        if more is None or not _joins(cells, more, heading):
            break
        chosen.append(i)
        cells.extend(more)
        placed = None if placed is None else placed + [(lines[i].bbox.x0, c) for c in more]
    if heading is not None and len(cells) != len(heading):
        return None
    boxes = [lines[i].bbox for i in chosen]
    return _Row(
        tuple(chosen),
        tuple(cells),
        boxes[0].x0,
        max(b.x1 for b in boxes),
        max(b.bottom for b in boxes),
    )


def _row_under(
    lines: Sequence[TextLine], page: Sequence[int], above: _Row, heading: Sequence[str] | None
) -> _Row | None:
    """The grid's next row: its leftmost piece opens right under ``above``, inside its span."""
    em = lines[above.lines[0]].size
    under = [
        i
        for i in page
        if above.bottom - _ROW_SLACK * em < lines[i].bbox.top <= above.bottom + _ROW_BELOW * em
        and above.left - em <= lines[i].bbox.x0 <= above.right
    ]
    under.sort(key=lambda i: lines[i].bbox.x0)
    return _row_at(lines, page, under[0], heading) if under else None


def _grid(
    lines: Sequence[TextLine], page: Sequence[int], start: int
) -> tuple[list[tuple[str, str]], tuple[int, ...]]:
    """The heading → value pairs of the grid whose first heading row opens at line
    ``start``, and the lines they cover (none when no row pair is there)."""
    pairs: list[tuple[str, str]] = []
    covered: list[int] = []
    headings = _row_at(lines, page, start, None)
    while headings is not None:
        values = _row_under(lines, page, headings, headings.cells)
        if values is None:
            break
        pairs.extend(zip(headings.cells, values.cells, strict=True))
        covered.extend([*headings.lines, *values.lines])
        headings = _row_under(lines, page, values, None)
    return pairs, tuple(covered)


def _is_profile(pairs: Sequence[tuple[str, str]]) -> bool:
    rules = profile_grammar()
    headings = [heading for heading, _ in pairs]
    return (
        len(headings) >= rules.min_labels
        and len(set(headings)) == len(headings)
        and rules.signature <= set(headings)
    )


def _name(line: TextLine, first_value: TextLine) -> tuple[str, int | None] | None:
    """The creature's name and its printed count, from the line before a grid in reading
    order: above it, or the last line of the page before when the grid opens its page (a
    page break falls between a name and its grid as between any two lines)."""
    if line.page not in (first_value.page, first_value.page - 1):
        return None
    if not (line.bold or line.size > first_value.size):
        return None  # a name is set apart from the grid: bold or larger
    text = clean_text(line.text).strip()
    count: int | None = None
    bracket = _BRACKET_AFTER.search(text)
    if bracket is not None:
        count = int(bracket.group("n")) if bracket.group("n") else None
        text = text[: bracket.start()]
    if _SENTENCE_END.search(text) or any(c.isdigit() for c in text):
        return None
    name = clean_name(text)
    words = name.split()
    if not words or len(words) > profile_grammar().max_name_words or not name[0].isupper():
        return None
    return (singular_name(name) if count != 1 else name), count


def _named(
    lines: Sequence[TextLine], pages: dict[int, list[int]], start: int, value: TextLine
) -> tuple[int, tuple[str, int | None]] | None:
    """The line naming the grid whose first heading piece is line ``start``, and what it
    names: the line before it in reading order, else the nearest line right above it by
    place (a reader that gives a wide grid in pieces may set the next name between them),
    or, when nothing stands above it on its page, the lowest line of the page before."""
    named = _name(lines[start - 1], value)
    if named is not None:
        return start - 1, named
    head = lines[start].bbox
    em = lines[start].size

    def under_left(i: int) -> bool:
        return abs(lines[i].bbox.x0 - head.x0) <= em and _heading_cells(lines[i]) is None

    page = lines[start].page
    above = [i for i in pages[page] if lines[i].bbox.bottom <= head.top + _ROW_SLACK * em]
    if above:
        near = head.top - _ROW_BELOW * 1.5 * em
        above = [i for i in above if lines[i].bbox.bottom >= near and under_left(i)]
    else:
        above = [i for i in pages.get(page - 1, ()) if under_left(i)]
    if not above:
        return None
    at = max(above, key=lambda i: lines[i].bbox.bottom)
    named = _name(lines[at], value)
    return (at, named) if named is not None else None


def _hp(pairs: Sequence[tuple[str, str]]) -> int | None:
    hp_labels = profile_grammar().hp_labels
    return next((int(v) for h, v in pairs if h in hp_labels and v.isdigit()), None)


@dataclass(frozen=True)
class ProfileBlock:
    """A profile read, with the indices of the lines it covers (its name and its grid)."""

    block: StatBlock
    span: tuple[int, ...]


def find_profile_blocks(document: Document, claimed: frozenset[int]) -> tuple[ProfileBlock, ...]:
    """The profile grids of ``document`` none of whose lines ``claimed`` holds."""
    lines = document.lines
    pages: dict[int, list[int]] = {}
    for i, line in enumerate(lines):
        pages.setdefault(line.page, []).append(i)
    found: list[ProfileBlock] = []
    taken: set[int] = set()
    for index in range(1, len(lines)):
        if index in taken or _heading_cells(lines[index]) is None:
            continue
        pairs, covered = _grid(lines, pages[lines[index].page], index)
        if not pairs or not _is_profile(pairs):
            continue
        named = _named(lines, pages, index, lines[covered[-1]])
        if named is None:
            continue
        at, (name, count) = named
        span = (at, *covered)
        if claimed.intersection(span):
            continue
        profile = ", ".join(f"{heading} {value}" for heading, value in pairs)
        block = StatBlock(
            name=name,
            page=lines[at].page,
            style="other",
            source=lines_source(document, [lines[i] for i in span]),
            hp=_hp(pairs),
            count=count,
            text=f"{name}: {profile}",
        )
        found.append(ProfileBlock(block, span))
        taken.update(span)
    return tuple(found)


def printed_profile(block: StatBlock) -> dict[str, str] | None:
    """The heading → value pairs of a block read from a profile grid (its text, "Name: M 4, WS
    64, …", as ``find_profile_blocks`` writes it), or None for a block of any other grammar."""
    _, _, body = block.text.partition(": ")
    pairs = [cell.split(" ") for cell in body.split(", ")]
    if not all(len(pair) == 2 for pair in pairs):
        return None
    read = [(heading, value) for heading, value in pairs]
    if not all(h in profile_grammar().labels for h, _ in read) or not _is_profile(read):
        return None
    return dict(read)
