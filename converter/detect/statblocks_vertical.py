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
from functools import lru_cache
from typing import NamedTuple

from converter.detect.old_school_marks import family_marks, line_form, old_school_style
from converter.detect.statblock_common import clean_name, clean_text, lines_source, singular_name
from converter.detect.statline import FieldMatch, StatLine, find_fields, grammar, read_fields
from converter.detect.statline_d20 import d20_style
from converter.models import BBox, Document, StatBlock, StatStyle, TextLine
from converter.ruledata import load_lexicon

_KEY_FILLS = frozenset({"ac", "hp", "hit_dice"})
# Fields read as their value's shape alone ("1d8 or by weapon" → "1d8"), as the one-line
# grammar reads them; the rest keep their words ("1 bite", "Fighter 2").
_SHAPED_FILLS = _KEY_FILLS | {"damage"}
_NAME_COUNT = re.compile(r"\s*\((?P<n>\d{1,3})\)\s*$")
_PARENS = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
_SENTENCE_END = re.compile(r"[.!?]$|[.!?]\s+[A-Z]")
_SHORT_VALUE_WORDS = 4


@dataclass(frozen=True)
class _Grammar:
    label: re.Pattern[str]
    field_of: dict[str, str]  # label (lower case) → field id
    shapes: dict[str, re.Pattern[str]]  # field id → its value shape
    fills: dict[str, str | None]  # field id → the StatBlock field it fills
    inner: dict[str, frozenset[str]]  # field id → the statistics its value prints inside it
    size_type: re.Pattern[str]  # a 3e size and type ("Medium Undead")
    min_fields: int
    cell_reach: float
    far_cell_words: int
    wrap_ends: tuple[str, ...]
    max_name_words: int


@lru_cache(maxsize=1)
def _grammar() -> _Grammar:
    table = load_lexicon("stat_fields")
    data = load_lexicon("stat_vertical")
    words = load_lexicon("stat_oneline")
    field_of: dict[str, str] = {}
    for entry in table["fields"]:
        for label in entry["labels"]:
            if len(label) > 1:  # "D" alone is a die's letter at a line's start
                field_of.setdefault(label.lower(), entry["field"])
    for field, labels in data["labels"].items():
        for label in labels:
            field_of.setdefault(label.lower(), field)
    for entry in data["fields"]:
        for label in entry["labels"]:
            field_of.setdefault(label.lower(), entry["field"])
    alternatives = "|".join(re.escape(label) for label in sorted(field_of, key=len, reverse=True))
    shapes = {e["field"]: re.compile(table["shapes"][e["shape"]]) for e in table["fields"]}
    fills = {e["field"]: e["fills"] for e in table["fields"]}
    fills.update({e["field"]: e["fills"] for e in data["fields"]})
    return _Grammar(
        label=re.compile(rf"(?P<l>{alternatives})(?![\w#])\s*(?P<colon>[:=])?\s*(?P<v>.*)$", re.I),
        field_of=field_of,
        shapes=shapes,
        fills=fills,
        inner={field: frozenset(ids) for field, ids in data["inner_fields"].items()},
        size_type=re.compile(
            rf"(?P<size>{'|'.join(words['sizes_3e'])})\s+(?P<type>{'|'.join(words['types_3e'])})\b",
            re.I,
        ),
        min_fields=data["min_fields"],
        cell_reach=float(data["cell_reach"]),
        far_cell_words=data["far_cell_words"],
        wrap_ends=tuple(data["wrap_ends"]),
        max_name_words=data["max_name_words"],
    )


@dataclass(frozen=True)
class _FieldLine:
    field: str
    value: str  # the value on the line, "" for a label alone
    lines: int = 1  # 2 for a label wrapped in its cell ("Armor" / "Class:")


@dataclass(frozen=True)
class _Row:
    index: int  # the field line
    field: str
    value: str
    span: tuple[int, ...]  # the label's lines and its value cells


def _fits_shape(field: str, value: str) -> bool:
    shape = _grammar().shapes.get(field)
    return shape is not None and shape.match(value) is not None


def _holds_one_field(field: str, value: str) -> bool:
    """True when a value prints no other labelled statistic ("6, HD 1, hp 4" prints two) but
    those its field prints inside it ("Saves: Fort +0, Ref +2, Will +0")."""
    labelled = grammar().labelled - _save_values() - _grammar().inner.get(field, frozenset())
    return not any(f.field in labelled for f in find_fields(_PARENS.sub(" ", value)))


@lru_cache(maxsize=1)
def _save_values() -> frozenset[str]:
    """Fields a save's line prints as its value ("Save As F2"): no second statistic."""
    return frozenset(load_lexicon("stat_fields")["save_values"])


def field_line(text: str) -> _FieldLine | None:
    """The statistic a line holds, when it is one label and its value (or the label alone)."""
    rules = _grammar()
    match = rules.label.match(text)
    if match is None:
        return None
    field = rules.field_of[match.group("l").lower()]
    value = match.group("v").strip()
    if not value:
        return _FieldLine(field, "")
    if not match.group("colon") and not _fits_shape(field, value):
        short = len(value.split()) <= _SHORT_VALUE_WORDS and not _SENTENCE_END.search(value)
        if rules.fills.get(field) in _KEY_FILLS or not short:
            return None
    if not _holds_one_field(field, value):
        return None
    return _FieldLine(field, value)


def prints_hit_dice(text: str) -> bool:
    """True for a line holding a creature's hit dice alone ("Hit Dice: 3", "HD 2+1"): an
    old-school block's line, which a 5e block never prints (its dice follow its hit points)."""
    found = field_line(text)
    return found is not None and _grammar().fills.get(found.field) == "hit_dice"


# a wrapped label's end and its colon, or the colon alone ("Space/Reach" / ":")
_LABEL_END = re.compile(r"(?:[^\W\d][\w.#'’ /-]*)?:")
_WORD_END = re.compile(r"[^\W\d][^\W\d'’-]*")  # one word, no digit: a label's end, no colon


def wrapped_field_line(first: str, second: str) -> _FieldLine | None:
    """The statistic of a label wrapped in a narrow cell: its head on the first line (with
    the value, when the cell prints it at the top: "Armor 7"), its end and colon alone on the
    second ("Class:"), the break between words or inside one ("No. Appe" / "aring:"). The
    joined label wins over a shorter one the second line prints alone ("No." / "Appearing:").
    A label printed with no colon (a wiki's infobox: "Armour 7" / "Class") wraps its last
    word alone on the second line."""
    if _LABEL_END.fullmatch(second):
        tail = second[:-1].strip()
    elif _WORD_END.fullmatch(second):
        tail = second
    else:
        return None
    words = first.split()
    for cut in range(len(words), 0, -1):
        head, rest = " ".join(words[:cut]), " ".join(words[cut:])
        for label in (f"{head} {tail}", f"{head}{tail}"):
            if label.lower() not in _grammar().field_of:
                continue
            joined = field_line(f"{label}: {rest}".strip())
            if joined is not None:
                return _FieldLine(joined.field, joined.value, lines=2)
    return None


class _Cells:
    """The lines of each page, to find the value cell printed in a label's row."""

    def __init__(self, lines: Sequence[TextLine], labels: frozenset[int]) -> None:
        self._lines = lines
        self._labels = labels
        self._by_page: dict[int, list[int]] = {}
        self._label_rows: dict[tuple[int, int], list[BBox]] = {}
        for index, line in enumerate(lines):
            if index not in labels:
                self._by_page.setdefault(line.page, []).append(index)
            else:
                self._label_rows.setdefault((line.page, line.column), []).append(line.bbox)

    def wrapped_after(self, last: int, label: int) -> int | None:
        """The line that goes on with the value ending on line ``last`` (of the label on line
        ``label``) on a list's separator ("5, 16, 10,"): the next line, just under it, hanging
        right of the label's margin (a wrap of the label column's text would start at it), in
        no label's row (never the next label's cell) and no label itself."""
        following = last + 1
        if following >= len(self._lines) or following in self._labels:
            return None
        if not clean_text(self._lines[last].text).rstrip().endswith(_grammar().wrap_ends):
            return None  # a value broken at its line's end ends on a list's separator
        line, above = self._lines[following], self._lines[last]
        height = above.bbox.bottom - above.bbox.top
        if line.page != above.page or line.bbox.x0 <= self._lines[label].bbox.x0 + 2.0:
            return None
        if not 0 <= line.bbox.top - above.bbox.top <= 2 * height:
            return None
        if self._in_label_row(line):
            return None
        return following if field_line(clean_text(line.text).strip()) is None else None

    def _in_label_row(self, line: TextLine, but: BBox | None = None) -> bool:
        middle = (line.bbox.top + line.bbox.bottom) / 2
        rows = self._label_rows.get((line.page, line.column), ())
        return any(row.top <= middle <= row.bottom for row in rows if row != but)

    def band_of(self, index: int, labels: Sequence[int]) -> int | None:
        """The position in ``labels`` (a run's row labels in order, then the next row's) of
        the row whose value column holds line ``index``: right of that label's margin, at
        most ``cell_reach`` past its end or in its column, between its top and the next
        label's (a cell wrapped, or a justified cell read in pieces), in no other label's row
        but its own. The next row's own label row counts as its band."""
        line = self._lines[index]
        if index in self._labels or field_line(clean_text(line.text).strip()) is not None:
            return None
        middle = (line.bbox.top + line.bbox.bottom) / 2
        reach = _grammar().cell_reach
        for place, label in enumerate(labels):
            head = self._lines[label]
            if head.page != line.page or line.bbox.x0 <= head.bbox.x0 + 2.0:
                continue
            near = line.column == head.column or line.bbox.x0 - head.bbox.x1 <= reach
            below = self._lines[labels[place + 1]] if place + 1 < len(labels) else None
            if below is None:
                inside = head.bbox.top <= middle <= head.bbox.bottom
            else:
                inside = head.bbox.top - 1.0 <= middle < below.bbox.top
            if near and inside and not self._in_label_row(line, head.bbox):
                return place
        return None

    def text(self, index: int) -> str:
        return clean_text(self._lines[index].text).strip()

    def right_of(self, index: int) -> int | None:
        line = self._lines[index]
        label = line.bbox
        rules = _grammar()
        reach = rules.cell_reach
        best: tuple[float, int] | None = None
        for other in self._by_page.get(line.page, ()):
            box: BBox = self._lines[other].bbox
            middle = (box.top + box.bottom) / 2
            gap = box.x0 - label.x1
            near = gap <= reach or self._lines[other].column == line.column
            # farther off, across a page-wide table the reader cut in two, a short cell
            near = near or len(self._lines[other].text.split()) <= rules.far_cell_words
            in_row = label.top <= middle <= label.bottom and gap >= -0.5 and near
            if in_row and (best is None or gap < best[0]):
                best = (gap, other)
        return best[1] if best else None


def _name(text: str) -> tuple[str, int | None] | None:
    """The creature's name and printed count of a block's name line ("Kobolds (6)")."""
    count: int | None = None
    counted = _NAME_COUNT.search(text)
    if counted:
        count, text = int(counted.group("n")), text[: counted.start()]
    if _SENTENCE_END.search(text.strip()) or any(c.isdigit() for c in text):
        return None
    name = clean_name(text)
    words = name.split()
    if not words or len(words) > _grammar().max_name_words or not name[0].isupper():
        return None
    if field_line(name) is not None:
        return None
    return (singular_name(name) if count and count > 1 else name), count


def _is_key(row: _Row) -> bool:
    return _grammar().fills.get(row.field) in _KEY_FILLS and _fits_shape(row.field, row.value)


def _hp_value(value: str) -> str | None:
    """Hit points printed once ("9", "9 (2d8)"); a list of each creature's ("5, 1, 2") is none."""
    bare = _PARENS.sub(" ", value)
    return value if len(re.findall(r"\d+", bare)) == 1 else None


def _bracketed_fields(value: str, printed: set[str]) -> list[FieldMatch]:
    """Fields a row prints in brackets after its own value and no row of the block prints
    ("HD 1 (7 hp)": the hit points ride on the hit dice line, as in a one-line block)."""
    inner = [m for group in _PARENS.findall(value) for m in find_fields(group)]
    return [m for m in inner if m.field not in printed]


def _fields(rows: Sequence[_Row]) -> dict[str, object]:
    """The StatBlock fields of a block's rows, read as the field grammar reads its values."""
    rules = _grammar()
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
        trimmed = shape.match(value) if shape is not None and fills in _SHAPED_FILLS else None
        matches.append(FieldMatch(row.field, 0, 0, trimmed.group(0) if trimmed else value))
    printed = {m.field for m in matches}
    matches.extend(m for row in rows for m in _bracketed_fields(row.value, printed))
    out.update(read_fields(StatLine(0, 0, tuple(matches))))
    out.update(sized)
    return out


def _rows(
    lines: Sequence[TextLine], found: dict[int, _FieldLine], cells: _Cells, start: int
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
        own += [wrapped] if wrapped is not None else []
        value = " ".join([line.value, *(clean_text(lines[c].text).strip() for c in own)])
        cell_lines.update(own)
        rows.append(_Row(index, line.field, value.strip(), (*label, *own)))
        index += line.lines
    return rows, index


# At most this many lines stand between two rows of a table read out of order.
_BETWEEN_ROWS = 8


def _value_pieces(
    found: dict[int, _FieldLine], cells: _Cells, index: int, rows: list[_Row], taken: set[int]
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
            rows[place] = _Row(row.index, row.field, f"{row.value} {text}", (*row.span, *own))
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
    rules = _grammar()
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


def _field_lines(lines: Sequence[TextLine], claimed: frozenset[int]) -> dict[int, _FieldLine]:
    """The field lines of the document by the index of their first line (a wrapped label's
    second line is no field line of its own)."""
    texts = [clean_text(line.text).strip() for line in lines]
    found: dict[int, _FieldLine] = {}
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
    return _grammar().label.match(text) is not None and field_line(text) is None


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
    if len(found) < _grammar().min_fields:
        return ()
    labels = frozenset(i for index, f in found.items() for i in range(index, index + f.lines))
    cells = _Cells(lines, labels)
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
