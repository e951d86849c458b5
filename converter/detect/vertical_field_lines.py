"""The field lines of a vertical stat block, and the cells of their table.

A field line opens with a statistic's label and holds that one statistic
(``field_line``); a label wrapped in its cell goes on in the next line
(``wrapped_field_line``); a label alone on its line finds its value in the cell printed in its
row (``Cells``). The rules are in ``converter.detect.statblocks_vertical``'s docstring; the
vocabulary in ``rules/lexicon/stat_vertical.yaml`` and ``stat_fields.yaml``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from converter.detect.statblock_common import clean_text
from converter.detect.statline import find_fields, grammar
from converter.models import BBox, TextLine
from converter.ruledata import load_lexicon

KEY_FILLS = frozenset({"ac", "hp", "hit_dice"})
# Fields read as their value's shape alone ("1d8 or by weapon" → "1d8"), as the one-line
# grammar reads them; the rest keep their words ("1 bite", "Fighter 2").
SHAPED_FILLS = KEY_FILLS | {"damage"}
PARENS = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
SENTENCE_END = re.compile(r"[.!?]$|[.!?]\s+[A-Z]")
_SHORT_VALUE_WORDS = 4


@dataclass(frozen=True)
class _Grammar:
    label: re.Pattern[str]
    field_of: dict[str, str]  # label (lower case) → field id
    shapes: dict[str, re.Pattern[str]]  # field id → its value shape
    fills: dict[str, str | None]  # field id → the StatBlock field it fills
    inner: dict[str, frozenset[str]]  # field id → the statistics its value prints inside it
    # fields that are a row only with a value of this shape (brackets aside), never alone
    values: dict[str, re.Pattern[str]]
    size_type: re.Pattern[str]  # a 3e size and type ("Medium Undead")
    min_fields: int
    cell_reach: float
    far_cell_words: int
    wrap_ends: tuple[str, ...]
    max_name_words: int


@lru_cache(maxsize=1)
def vertical_grammar() -> _Grammar:
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
        values={e["field"]: re.compile(e["value"]) for e in data["fields"] if e.get("value")},
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
class FieldLine:
    field: str
    value: str  # the value on the line, "" for a label alone
    lines: int = 1  # 2 for a label wrapped in its cell ("Armor" / "Class:")


def fits_shape(field: str, value: str) -> bool:
    shape = vertical_grammar().shapes.get(field)
    return shape is not None and shape.match(value) is not None


def _holds_one_field(field: str, value: str) -> bool:
    """True when a value prints no other labelled statistic ("6, HD 1, hp 4" prints two) but
    those its field prints inside it ("Saves: Fort +0, Ref +2, Will +0")."""
    labelled = (
        grammar().labelled - _save_values() - vertical_grammar().inner.get(field, frozenset())
    )
    return not any(f.field in labelled for f in find_fields(PARENS.sub(" ", value)))


@lru_cache(maxsize=1)
def _save_values() -> frozenset[str]:
    """Fields a save's line prints as its value ("Save As F2"): no second statistic."""
    return frozenset(load_lexicon("stat_fields")["save_values"])


def _short(value: str) -> bool:
    """True for a value of a few words and no sentence ("Fighter 1", "J, M, D")."""
    return len(value.split()) <= _SHORT_VALUE_WORDS and not SENTENCE_END.search(value)


def field_line(text: str) -> FieldLine | None:
    """The statistic a line holds, when it is one label and its value (or the label alone)."""
    rules = vertical_grammar()
    match = rules.label.match(text)
    if match is None:
        return None
    field = rules.field_of[match.group("l").lower()]
    value = match.group("v").strip()
    shape = rules.values.get(field)
    if shape is not None and not shape.fullmatch(PARENS.sub(" ", value).strip()):
        return None  # a room's "Treasure: A psalter with" is its sentence, a heading no row
    if not value:
        return FieldLine(field, "")
    shapeless = not match.group("colon") and not fits_shape(field, value)
    if shapeless and (rules.fills.get(field) in KEY_FILLS or not _short(value)):
        return None
    if not _holds_one_field(field, value):
        return None
    return FieldLine(field, value)


def prints_hit_dice(text: str) -> bool:
    """True for a line holding a creature's hit dice alone ("Hit Dice: 3", "HD 2+1"): an
    old-school block's line, which a 5e block never prints (its dice follow its hit points)."""
    found = field_line(text)
    return found is not None and vertical_grammar().fills.get(found.field) == "hit_dice"


# a wrapped label's end and its colon, or the colon alone ("Space/Reach" / ":")
_LABEL_END = re.compile(r"(?:[^\W\d][\w.#'’ /-]*)?:")
_WORD_END = re.compile(r"[^\W\d][^\W\d'’-]*")  # one word, no digit: a label's end, no colon


def wrapped_field_line(first: str, second: str) -> FieldLine | None:
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
            if label.lower() not in vertical_grammar().field_of:
                continue
            joined = field_line(f"{label}: {rest}".strip())
            if joined is not None:
                return FieldLine(joined.field, joined.value, lines=2)
    return None


def label_piece(text: str, above: str = "") -> bool:
    """True when ``text`` is a statistic's label with no value ("Armor Class"), or ends one
    wrapped in a narrow cell, its head the line ``above`` ("Armor" / "Class"): a row of a stat
    table, never a creature's name."""
    whole = field_line(" ".join(text.split()))
    if whole is not None and not whole.value:
        return True
    head = above.strip().rpartition("\n")[2].strip()  # the line right over it
    return bool(head) and wrapped_field_line(head, text.strip()) is not None


def _bracket_open(text: str) -> bool:
    """True when ``text`` opens a round bracket it does not close ("2 (1d6 -")."""
    return text.count("(") > text.count(")")


def _wrapped_under(head: TextLine, line: TextLine) -> bool:
    """True when ``line`` goes on under the row ``head`` opens, flush with its margin, in its
    column, in the row's type: a run-in value wrapped in a narrow column (a line set bold or
    larger there is the next block's name: "XP VALUE: 20" / "WATCHMAN" / "CLIMATE/…")."""
    return (
        line.column == head.column
        and (head.bold or not line.bold)
        and line.size <= head.size + 0.3
        and abs(line.bbox.x0 - head.bbox.x0) <= 2.0
        and line.bbox.top >= head.bbox.bottom - 1.0
    )


class Cells:
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
        ``label``) on a list's separator ("5, 16, 10,") or inside a bracket ("2 (1d6 -" over
        "1)": a narrow cell wraps the hit dice, and a bracket is always closed): the next
        line, just under it, hanging right of the label's margin (a wrap of the label
        column's text would start at it), in no label's row (never the next label's cell)
        and no label itself."""
        following = last + 1
        if following >= len(self._lines) or following in self._labels:
            return None
        ending = clean_text(self._lines[last].text).rstrip()
        line, above = self._lines[following], self._lines[last]
        broken = ending.endswith(vertical_grammar().wrap_ends) or _bracket_open(ending)
        if not broken and not self._flush_above_a_label(line, above, label):
            return None  # a value broken at its line's end ends on a separator or in brackets
        height = above.bbox.bottom - above.bbox.top
        if line.page != above.page or line.bbox.x0 <= self._lines[label].bbox.x0 + 2.0:
            return None
        if not 0 <= line.bbox.top - above.bbox.top <= 2 * height:
            return None
        if self._in_label_row(line):
            return None
        return following if field_line(clean_text(line.text).strip()) is None else None

    def _flush_above_a_label(self, line: TextLine, above: TextLine, label: int) -> bool:
        """True for a value cell wrapped at a word ("Medium" / "Humanoid", "Temperate marshes
        and" / "ruins"): the line flush with the cell's line above it and wholly above a
        the next label of the table (the row goes on till that label's top), so no
        paragraph under the table's last row."""
        if abs(line.bbox.x0 - above.bbox.x0) > 1.0:
            return False
        head = self._lines[label]
        rows = self._label_rows.get((head.page, head.column), ())
        below = [row.top for row in rows if row.top > head.bbox.bottom - 1.0]
        return bool(below) and line.bbox.bottom <= min(below) + 1.0

    def _in_label_row(self, line: TextLine, but: BBox | None = None) -> bool:
        middle = (line.bbox.top + line.bbox.bottom) / 2
        rows = self._label_rows.get((line.page, line.column), ())
        return any(row.top <= middle <= row.bottom for row in rows if row != but)

    def band_of(self, index: int, labels: Sequence[int]) -> int | None:
        """The position in ``labels`` (a run's row labels in order, then the next row's) of
        the row whose value column holds line ``index``: right of that label's margin, at
        most ``cell_reach`` past its end or in its column, between its top and the next
        label's (a cell wrapped, or a justified cell read in pieces), in no other label's row
        but its own. The next row's own label row counts as its band. A value run in after
        its label and wrapped in a narrow column ("CLIMATE/TERRAIN:" / "Ruins",
        "INTELLIGENCE: Average" / "(8-10)") goes on under the label, flush with its margin,
        in its column: that row's too."""
        line = self._lines[index]
        if index in self._labels or field_line(clean_text(line.text).strip()) is not None:
            return None
        middle = (line.bbox.top + line.bbox.bottom) / 2
        reach = vertical_grammar().cell_reach
        for place, label in enumerate(labels):
            head = self._lines[label]
            if head.page != line.page or (
                line.bbox.x0 <= head.bbox.x0 + 2.0 and not _wrapped_under(head, line)
            ):
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
        rules = vertical_grammar()
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
            if in_row and self._lines[other].column != line.column:
                in_row = not _sentence_tail(self._lines[other].text)
            if in_row and (best is None or gap < best[0]):
                best = (gap, other)
        return best[1] if best else None


def _sentence_tail(text: str) -> bool:
    """True for the end of a paragraph's sentence run on from the line before: it opens in
    lower case and ends the sentence ("ladder climbs to the rigging."). Such a line of the
    next text column, level with a label alone, is running text, never the label's value
    cell (a value opens with a capital, a digit or a sign, and ends on no full stop)."""
    stripped = clean_text(text).strip()
    return bool(stripped) and stripped[0].islower() and SENTENCE_END.search(stripped) is not None
