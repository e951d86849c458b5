"""The vertical stat block (Basic Fantasy, Labyrinth Lord, the B/X clones): one field a line.

Such a module prints a creature's statistics under its name as a little table, a statistic to
a row: "No. Appearing: 1d6", "Armor Class: 6 [13]", "Hit Dice: 2+2", "Move: 120' (40')" …
Either the label and value share a line, or the label sits alone in the left cell and the
value in the cell to its right (a reader then gives the label column and the value column as
two runs of lines, paired here by their rows). Read a line at a time, the one-line grammar
sees a label without its value, or two fields per block at most; read whole, the run of field
lines is one creature named by the line above it.

The rules (vocabulary in ``rules/lexicon/stat_vertical.yaml``, labels and value shapes also
from ``stat_fields.yaml``):
- a field line opens with a statistic's label (in any case, a whole word) and holds that one
  statistic: after a colon any value, without one a value of the field's shape (or, but for
  an armour class, hit dice or hit points, a short value without a sentence end: "Saves As
  Fighter 1"), never a second labelled statistic outside parentheses;
- a label alone on its line takes the nearest line whose middle lies in its row, to its right
  in the label's own column, within ``cell_reach`` points, or farther but short (a table
  across a page-wide column, whose value column the reader made a column of its own), as
  its value;
- a value broken on a list's separator ("5, 16, 10,") goes on with the next line when that
  hangs right of the label's margin, just under it, in no label's row;
- a run of consecutive field lines (their value cells between them passed over) is a block
  when it holds ``min_fields`` fields, one an armour class, hit dice or hit points with a
  value of its shape, the line above it reads as a name (short, no sentence, no digits
  except a count "(3)", set bold or larger than the fields) and the line after it is no
  line of several statistics (the run would be a part of a 3.5e block, a few fields a line);
- an armour class is its first number ("6 [13]" → 6), hit points one number (a list of each
  creature's hit points fills none), a whole number appearing is the block's count.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from converter.detect.old_school_marks import family_marks, line_form, old_school_style
from converter.detect.statblock_common import clean_name, clean_text, lines_source, singular_name
from converter.detect.statline import FieldMatch, StatLine, find_fields, grammar, read_fields
from converter.detect.statline_d20 import d20_style
from converter.detect.vertical_field_lines import (
    KEY_FILLS,
    PARENS,
    SENTENCE_END,
    SHAPED_FILLS,
    Cells,
    FieldLine,
    field_line,
    fits_shape,
    vertical_grammar,
    wrapped_field_line,
)
from converter.models import Document, StatBlock, StatStyle, TextLine

_NAME_COUNT = re.compile(r"\s*\((?P<n>\d{1,3})\)\s*$")


@dataclass(frozen=True)
class _Row:
    index: int  # the field line
    field: str
    value: str
    span: tuple[int, ...]  # the label's lines and its value cells


def _name(text: str) -> tuple[str, int | None] | None:
    """The creature's name and printed count of a block's name line ("Kobolds (6)")."""
    count: int | None = None
    counted = _NAME_COUNT.search(text)
    if counted:
        count, text = int(counted.group("n")), text[: counted.start()]
    if SENTENCE_END.search(text.strip()) or any(c.isdigit() for c in text):
        return None
    name = clean_name(text)
    words = name.split()
    if not words or len(words) > vertical_grammar().max_name_words or not name[0].isupper():
        return None
    if field_line(name) is not None:
        return None
    return (singular_name(name) if count and count > 1 else name), count


def _is_key(row: _Row) -> bool:
    return vertical_grammar().fills.get(row.field) in KEY_FILLS and fits_shape(row.field, row.value)


def _hp_value(value: str) -> str | None:
    """Hit points printed once ("9", "9 (2d8)"); a list of each creature's ("5, 1, 2") is none."""
    bare = PARENS.sub(" ", value)
    return value if len(re.findall(r"\d+", bare)) == 1 else None


def _bracketed_fields(value: str, printed: set[str]) -> list[FieldMatch]:
    """Fields a row prints in brackets after its own value and no row of the block prints
    ("HD 1 (7 hp)": the hit points ride on the hit dice line, as in a one-line block)."""
    inner = [m for group in PARENS.findall(value) for m in find_fields(group)]
    return [m for m in inner if m.field not in printed]


def _fields(rows: Sequence[_Row]) -> dict[str, object]:
    """The StatBlock fields of a block's rows, read as the field grammar reads its values."""
    rules = vertical_grammar()
    matches: list[FieldMatch] = []
    out: dict[str, object] = {}
    sized: dict[str, object] = {}
    for row in rows:
        fills = rules.fills.get(row.field)
        value = row.value
        if not value or fills is None:
            continue
        if fills == "size_type":
            found = rules.size_type.match(value)
            if found and not sized:
                sized = {"size": found["size"].capitalize(), "type": found["type"].lower()}
            continue
        if fills == "count":
            if re.fullmatch(r"\d{1,3}", value) and "count" not in out:
                out["count"] = int(value)
            continue
        if fills == "hp" and (value := _hp_value(value) or "") == "":
            continue
        shape = rules.shapes.get(row.field)
        trimmed = shape.match(value) if shape is not None and fills in SHAPED_FILLS else None
        matches.append(FieldMatch(row.field, 0, 0, trimmed.group(0) if trimmed else value))
    printed = {m.field for m in matches}
    matches.extend(m for row in rows for m in _bracketed_fields(row.value, printed))
    out.update(read_fields(StatLine(0, 0, tuple(matches))))
    out.update(sized)
    return out


def _rows(
    lines: Sequence[TextLine], found: dict[int, FieldLine], cells: Cells, start: int
) -> tuple[list[_Row], int]:
    """The rows of the run of field lines opening at ``start`` and the index after it; the
    value cells of its labels are passed over where the reading order puts them between."""
    rows: list[_Row] = []
    cell_lines: set[int] = set()
    index = start
    while index < len(lines):
        if index in cell_lines:
            index += 1
            continue
        line = found.get(index)
        if line is None and rows and _wrapped_over_break(lines, found, index, rows[-1]):
            row = rows[-1]
            value = f"{row.value} {clean_text(lines[index].text).strip()}".strip()
            rows[-1] = _Row(row.index, row.field, value, (*row.span, index))
            index += 1
            continue
        following = (
            None if line or not rows else _value_pieces(found, cells, index, rows, cell_lines)
        )
        if following is not None:
            index = following
            continue
        if line is None or not _same_stretch(lines, start, index):
            break
        label = tuple(range(index, index + line.lines))
        own = [] if line.value else [c for i in label if (c := cells.right_of(i)) is not None]
        own = list(dict.fromkeys(own))
        wrapped = cells.wrapped_after(own[-1] if own else label[-1], index)
        while wrapped is not None and wrapped not in own:  # a cell wrapped over lines
            own.append(wrapped)
            wrapped = cells.wrapped_after(wrapped, index)
        value = " ".join([line.value, *(clean_text(lines[c].text).strip() for c in own)])
        cell_lines.update(own)
        rows.append(_Row(index, line.field, value.strip(), (*label, *own)))
        index += line.lines
    return rows, index


_WRAPPED_WORDS = 4  # a value's end wrapped onto a line of its own is a few words, no sentence


def _wrapped_over_break(
    lines: Sequence[TextLine], found: dict[int, FieldLine], index: int, last: _Row
) -> bool:
    """True when line ``index``, no field line, is the end of the last row's value wrapped
    over a page or column break ("INTELLIGENCE: Average" at a page's foot, "(8-10)" opening
    the next): a break falls between two lines of a value as between any two lines. The row
    ran to the break (its last line the one before in reading order, its label with a
    value), the line opens the next page or column in the values' type (a line set bold or
    larger there is the next sheet's name), and the run's next field line follows it there,
    flush with it at the left, as a wrapped value sits under its label."""
    if index + 1 >= len(lines) or index - 1 not in last.span or index + 1 not in found:
        return False
    here, before, after = lines[index], lines[index - 1], lines[index + 1]
    if (here.page, here.column) == (before.page, before.column):
        return False
    if (after.page, after.column) != (here.page, here.column) or ":" not in before.text:
        return False
    if (here.bold and not before.bold) or here.size > before.size + 0.25:
        return False  # set apart from the values: the next sheet's name, a heading
    text = clean_text(here.text).strip()
    return (
        abs(here.bbox.x0 - after.bbox.x0) <= 0.5 * here.size
        and after.bbox.top > here.bbox.top
        and len(text.split()) <= _WRAPPED_WORDS
        and not SENTENCE_END.search(text)
    )


# At most this many lines stand between two rows of a table read out of order.
_BETWEEN_ROWS = 8


def _value_pieces(
    found: dict[int, FieldLine], cells: Cells, index: int, rows: list[_Row], taken: set[int]
) -> int | None:
    """Add to ``rows`` the lines from ``index`` to the next row's label that lie in the value
    column of a row read (a cell wrapped, or a justified cell read in pieces: "Armor Class:
    15" / "(+5" / "flat-footed 15"); the next row's own value cell, read before its label, is
    passed over. Only between two rows: an indented paragraph after the table is no cell of
    it. Returns the next row's label, or None (and ``rows`` as they were) when a line between
    is neither."""
    following = next((i for i in range(index, index + _BETWEEN_ROWS) if i in found), None)
    if following is None or following == index or ":" not in cells.text(rows[-1].index):
        return None  # a label | value table prints its labels with a colon
    labels = [row.index for row in rows] + [following]
    pieces: dict[int, list[int]] = {}
    for between in (i for i in range(index, following) if i not in taken):
        place = cells.band_of(between, labels)
        if place is None:
            return None
        pieces.setdefault(place, []).append(between)
    for place, own in pieces.items():
        if place < len(rows):
            row = rows[place]
            text = " ".join(cells.text(i) for i in own)
            value = f"{row.value} {text}".strip()
            rows[place] = _Row(row.index, row.field, value, (*row.span, *own))
    return following


def _same_stretch(lines: Sequence[TextLine], start: int, index: int) -> bool:
    """True when line ``index`` may go on with a run of field lines opened at ``start``: on the
    run's page, or on the next one, the run's field lines going on unbroken in reading order
    (a block cut at a page's foot, its other fields opening the next page)."""
    return lines[index].page in (lines[start].page, lines[start].page + 1)


def _block(
    document: Document, lines: Sequence[TextLine], rows: Sequence[_Row], name_index: int
) -> VerticalBlock | None:
    """The block named by line ``name_index`` with field ``rows``; ``lines`` is
    ``document.lines``, built once by the caller (a tuple of every line of the document)."""
    rules = vertical_grammar()
    if len({row.field for row in rows}) < rules.min_fields or not any(map(_is_key, rows)):
        return None
    name_line, first = lines[name_index], lines[rows[0].index]
    if name_line.page != first.page or not (name_line.bold or name_line.size > first.size):
        return None  # a block's name is set apart from its fields: bold or larger
    named = _name(clean_text(name_line.text).strip())
    if named is None:
        return None
    name, count = named
    fields = _fields(rows)
    count = count if count is not None else fields.pop("count", None)  # type: ignore[assignment]
    fields.pop("count", None)
    span = (name_index, *(i for row in rows for i in row.span))
    here = (name_line.page, name_line.column)
    placed = [lines[i] for i in span if (lines[i].page, lines[i].column) == here]
    # the block's text is what it prints, its rows' lines (an area asks which of its lines
    # are a block's own: "AC 8 6 7" is, "ac 8 6 7" reads as no line of the block)
    text = "; ".join(" ".join(clean_text(lines[i].text).strip() for i in row.span) for row in rows)
    marks = _marks(rows)
    block = StatBlock(
        name=name,
        page=name_line.page,
        style=_style(lines, rows, marks),
        source=lines_source(document, placed),
        count=count,
        text=f"{name}: {text}",
        **fields,  # type: ignore[arg-type]
    )
    return VerticalBlock(block, span, not marks, line_form(row.field for row in rows))


def _style(
    lines: Sequence[TextLine], rows: Sequence[_Row], marks: frozenset[StatStyle]
) -> StatStyle:
    """A block with a field only the d20 games print (a challenge rating, an initiative: a
    3.5 Monster Manual entry) is of the d20 family its printed rows show (``statline_d20``),
    as a one-line stat line with one is; any other is old-school, of its marks' family."""
    if not any(row.field in grammar().d20_fields for row in rows):
        return old_school_style(marks)
    return d20_style(" ".join(clean_text(lines[i].text) for row in rows for i in row.span))


def _marks(rows: Sequence[_Row]) -> frozenset[StatStyle]:
    """What the block's fields say of its family (``old_school_marks``): AD&D's when it prints
    a field only its monster-manual entries have ("% In Lair", "Magic Resistance") or moves
    in inches; the B/X clones' when it moves in feet or prints a morale or a save."""
    return family_marks((row.field, row.value) for row in rows)


def _aligned(lines: Sequence[TextLine], pair: tuple[int, int]) -> bool:
    """True for two lines of one cell: the same page, their left edges together."""
    first, second = lines[pair[0]], lines[pair[1]]
    return first.page == second.page and abs(first.bbox.x0 - second.bbox.x0) <= 1.0


def _field_lines(lines: Sequence[TextLine], claimed: frozenset[int]) -> dict[int, FieldLine]:
    """The field lines of the document by the index of their first line (a wrapped label's
    second line is no field line of its own)."""
    texts = [clean_text(line.text).strip() for line in lines]
    found: dict[int, FieldLine] = {}
    index = 0
    while index < len(lines):
        wrapped = None
        pair = (index, index + 1)
        if index + 1 < len(lines) and not claimed.intersection(pair) and _aligned(lines, pair):
            wrapped = wrapped_field_line(texts[index], texts[index + 1])
        single = field_line(texts[index]) if index not in claimed else None
        if wrapped is not None or single is not None:
            found[index] = wrapped or single  # type: ignore[assignment]
        index += 2 if wrapped is not None else 1
    return found


def _goes_on(lines: Sequence[TextLine], after: int) -> bool:
    """True when the line after a run opens with a label but holds several statistics ("Fort
    +6, Ref +2, Will +1"): the run is a part of a block printed a few fields a line (3.5e),
    not a block of its own."""
    if after >= len(lines) or lines[after].page != lines[after - 1].page:
        return False
    text = clean_text(lines[after].text).strip()
    rules = vertical_grammar()
    opened = rules.label.match(text)
    if opened is None or rules.field_of[opened.group("l").lower()] in rules.values:
        return False  # a row only with a value of its shape ("Treasure: Standard") is prose
    return field_line(text) is None


class VerticalBlock(NamedTuple):
    """A vertical block read, with the indices of the lines it covers (its name, its field
    lines and their value cells); ``undecided`` when its fields show neither AD&D nor B/X."""

    block: StatBlock
    span: tuple[int, ...]
    undecided: bool
    form: tuple[str, ...]  # the order of its key statistics (``line_form``)


def find_vertical_blocks(document: Document, claimed: frozenset[int]) -> tuple[VerticalBlock, ...]:
    """The vertical blocks of ``document`` none of whose lines ``claimed`` holds."""
    lines = document.lines
    found = _field_lines(lines, claimed)
    if len(found) < vertical_grammar().min_fields:
        return ()
    labels = frozenset(i for index, f in found.items() for i in range(index, index + f.lines))
    cells = Cells(lines, labels)
    blocks: list[VerticalBlock] = []
    index = 1
    while index < len(lines):
        if index not in found or index - 1 in labels or index - 1 in claimed:
            index += 1
            continue
        rows, after = _rows(lines, found, cells, index)
        made = None if _goes_on(lines, after) else _block(document, lines, rows, index - 1)
        if made is not None and not claimed.intersection(made.span):
            blocks.append(made)
        index = max(after, index + 1)
    return tuple(blocks)
