"""The headed grid (The One Ring and the games printed on its model).

Such a module prints a creature as its name line (bold, its count in brackets after it),
maybe a line of its manner ("Wary of light."), then a ruled grid of worded headings over one
row of numbers, one under each ("ATTRIBUTE LEVEL  ENDURANCE  MIGHT  HATE  PARRY  ARMOUR" over
"5  20  1  3  +1  2"). No hit dice, no armour class: the hit points are a heading's column
(Endurance), the measure another's (Attribute Level, read by the field grammar from the
block's text). The profile grid (``statblocks_profile``) is the same shape in letters; these
headings are words, and one of two words wraps in a narrow column ("ATTRIBUTE" over "LEVEL").

The rules (vocabulary in ``rules/lexicon/stat_headed.yaml``):
- a heading row holds only one grid's headings, each whole or (a heading of several words)
  its first words, the rest on a line of their own right under the row; the row holds the
  grid's ``signature`` headings and at least ``min_headings``;
- the value row right under it holds exactly one value a heading, a number or a dash;
- the nearest bold line among the ``name_lines_back`` before the heading row in reading
  order, short and no sentence, names the creature, its count in brackets after it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from converter.detect.statblock_common import (
    clean_name,
    clean_text,
    lines_source,
    singular_name,
    split_bracket_count,
)
from converter.models import Document, StatBlock, TextLine
from converter.ruledata import load_lexicon

_SENTENCE_END = re.compile(r"[.!?:;]$")
_ROW_BELOW = 1.8  # ems: the next row of a grid opens within this under the row above


@dataclass(frozen=True)
class _Grid:
    headings: tuple[tuple[str, ...], ...]  # each heading's words, longest first
    signature: frozenset[str]
    min_headings: int
    hp_headings: frozenset[str]


@dataclass(frozen=True)
class _Grammar:
    grids: tuple[_Grid, ...]
    value: re.Pattern[str]
    name_lines_back: int
    max_name_words: int


@lru_cache(maxsize=1)
def headed_grammar() -> _Grammar:
    data = load_lexicon("stat_headed")
    grids = tuple(
        _Grid(
            headings=tuple(
                sorted((tuple(h.split()) for h in g["headings"]), key=len, reverse=True)
            ),
            signature=frozenset(g["signature"]),
            min_headings=int(g["min_headings"]),
            hp_headings=frozenset(g["hp_headings"]),
        )
        for g in data["grids"]
    )
    return _Grammar(
        grids, re.compile(data["value"]), int(data["name_lines_back"]), int(data["max_name_words"])
    )


def _words(line: TextLine) -> list[str]:
    return clean_text(line.text).upper().split()


@lru_cache(maxsize=1)
def _first_words() -> frozenset[str]:
    return frozenset(h[0] for grid in headed_grammar().grids for h in grid.headings)


def _opens_a_heading(line: TextLine) -> bool:
    """True when the line's first word opens one of the grids' headings (cheap, asked first)."""
    words = _words(line)
    return bool(words) and words[0] in _first_words()


def _heading_row(words: Sequence[str], grid: _Grid) -> tuple[list[str], list[str]] | None:
    """The headings a row's words are, left to right, and the words wrapped under it (a
    heading of several words printed with its first words only), or None when a word is
    no heading's."""
    headings: list[str] = []
    wrapped: list[str] = []
    at = 0
    while at < len(words):
        whole = next((h for h in grid.headings if tuple(words[at : at + len(h)]) == h), None)
        if whole is not None:
            headings.append(" ".join(whole))
            at += len(whole)
            continue
        broken = next((h for h in grid.headings if len(h) > 1 and h[0] == words[at]), None)
        if broken is None:
            return None
        headings.append(" ".join(broken))
        wrapped.extend(broken[1:])
        at += 1
    return headings, wrapped


_ROW_SLACK = 0.35  # ems: pieces of one row stand on one baseline


def _on_row(lines: Sequence[TextLine], page: Sequence[int], index: int) -> list[int]:
    """Line ``index`` and the pieces right of it on its baseline, left to right: a reader
    may give a grid's row in pieces set apart by the grid's wide columns."""
    first = lines[index]
    same = (
        i
        for i in page
        if i != index
        and abs(lines[i].bbox.top - first.bbox.top) <= _ROW_SLACK * first.size
        and lines[i].bbox.x0 > first.bbox.x1
    )
    return [index, *sorted(same, key=lambda i: lines[i].bbox.x0)]


def _under_row(lines: Sequence[TextLine], page: Sequence[int], row: Sequence[int]) -> list[int]:
    """The lines that open right under the row of lines ``row``, inside its span, left to
    right."""
    em = lines[row[0]].size
    bottom = max(lines[i].bbox.bottom for i in row)
    left, right = lines[row[0]].bbox.x0, max(lines[i].bbox.x1 for i in row)
    under = (
        i
        for i in page
        if bottom - _ROW_SLACK * em < lines[i].bbox.top <= bottom + _ROW_BELOW * em
        and left - em <= lines[i].bbox.x0 <= right
    )
    return sorted(under, key=lambda i: (lines[i].bbox.top, lines[i].bbox.x0))


def _headings_of(
    lines: Sequence[TextLine], pieces: Sequence[int], grid: _Grid
) -> tuple[list[str], list[str], list[int]] | None:
    """The headings of the row's pieces, taken left to right while they read as the grid's
    headings: the headings, the words wrapped under them and the pieces taken."""
    best: tuple[list[str], list[str], list[int]] | None = None
    words: list[str] = []
    for k, i in enumerate(pieces):
        words += _words(lines[i])
        row = _heading_row(words, grid)
        if row is None:
            break
        best = (row[0], row[1], list(pieces[: k + 1]))
    return best


def _grid_at(
    lines: Sequence[TextLine], page: Sequence[int], index: int
) -> tuple[_Grid, list[tuple[str, str]], tuple[int, ...]] | None:
    """The grid whose heading row opens at line ``index``: its heading → value pairs and
    the lines it covers (the heading pieces, the wrapped words' line, the value pieces)."""
    rules = headed_grammar()
    for grid in rules.grids:
        read = _headings_of(lines, _on_row(lines, page, index), grid)
        if read is None:
            continue
        headings, wrapped, row = read
        if len(headings) < grid.min_headings or not grid.signature <= set(headings):
            continue
        under = _under_row(lines, page, row)
        covered = list(row)
        if wrapped and under and _words(lines[under[0]]) == wrapped:
            covered.append(under[0])
            under = _under_row(lines, page, [*row, under[0]])
        values: list[str] = []
        for i in under:
            cells = lines[i].text.split()  # raw: a tidied text runs "5 +1" together
            if len(values) >= len(headings) or not all(rules.value.fullmatch(c) for c in cells):
                break
            values += cells
            covered.append(i)
        if len(values) == len(headings):
            return grid, list(zip(headings, values, strict=True)), tuple(sorted(covered))
    return None


def _name(line: TextLine, grid_line: TextLine) -> tuple[str, int | None] | None:
    """The creature's name and printed count from a bold name line, else None; a page break
    falls between a name and its grid as between any two lines."""
    if line.page not in (grid_line.page, grid_line.page - 1) or not line.bold:
        return None
    name, count = split_bracket_count(clean_text(line.text).strip())
    if _SENTENCE_END.search(name) or any(c.isdigit() for c in name):
        return None
    name = clean_name(name)
    words = name.split()
    if not words or len(words) > headed_grammar().max_name_words or not name[0].isupper():
        return None
    return (singular_name(name) if count != 1 else name), count


def _named(lines: Sequence[TextLine], index: int) -> tuple[int, tuple[str, int | None]] | None:
    """The line naming the grid whose heading row is line ``index``, and what it names: the
    nearest bold name among the lines before it (a line of the creature's manner between)."""
    back = headed_grammar().name_lines_back
    for at in range(index - 1, max(-1, index - 1 - back), -1):
        named = _name(lines[at], lines[index])
        if named is not None:
            return at, named
    return None


@dataclass(frozen=True)
class HeadedBlock:
    """A headed grid read, with the indices of the lines it covers (its name to its values)."""

    block: StatBlock
    span: tuple[int, ...]


def find_headed_blocks(document: Document, claimed: frozenset[int]) -> tuple[HeadedBlock, ...]:
    """The headed grids of ``document`` none of whose lines ``claimed`` holds."""
    lines = document.lines
    pages: dict[int, list[int]] = {}
    for i, line in enumerate(lines):
        pages.setdefault(line.page, []).append(i)
    found: list[HeadedBlock] = []
    taken: set[int] = set()
    for index in range(1, len(lines)):
        if index in taken or not _opens_a_heading(lines[index]):
            continue
        read = _grid_at(lines, pages[lines[index].page], index)
        named = _named(lines, index) if read is not None else None
        if read is None or named is None:
            continue
        grid, pairs, covered = read
        at, (name, count) = named
        span = tuple(sorted({*range(at, covered[0]), *covered}))
        if claimed.intersection(span):
            continue
        taken.update(span)
        hp = next((int(v) for h, v in pairs if h in grid.hp_headings and v.isdigit()), None)
        text = ", ".join(f"{heading} {value}" for heading, value in pairs)
        block = StatBlock(
            name=name,
            page=lines[at].page,
            style="other",
            source=lines_source(document, [lines[i] for i in span]),
            hp=hp,
            count=count,
            text=f"{name}: {text}",
        )
        found.append(HeadedBlock(block, span))
    return tuple(found)
