"""An area template printed as a two-column label | text table: each row's text is read after
its label.

Some modules print every area as the same form, a gridded table under the area's heading
whose left cells are the field labels (Description, Monsters, Traps, Treasure, Exits;
``rules/lexicon/area_fields.yaml``) and whose right cells hold the field's text. A reader
may give the two columns apart, as a page's columns: every label and heading of the page
first, then every text cell, so each area got its labels and the last one all the text. A
text cell belongs to the row of the label beside it: it is read right after that label, in
the label's paragraph, whatever order the reader gave.

A label table is at least ``MIN_ROWS`` label cells in one column of a page, one under the
other with no other line of that column between them, each with a text cell on its row to
its right; the text column's left edge is where those cells start. A label wrapped in a
narrow cell ("Descri" / "ption", "Traps and" / "Hazards") is one label. A row's cell runs
down from the label's row to the next line of the label column (the next label, the next
area's heading).

A field whose label says it holds the area's creatures ("Monsters", "Encounter", "Creatures":
``creature_labels``), run in ("Monsters: 4 goblins …") or a table's label cell, is a list, as
a key table's creatures cell is: each item names a creature there, with its count or none,
known word or not ("A bog hag.", "wolf", "goblins (4): AC 6 …"; ``creatures_cells``), up to
the next field's label or the end of its paragraph (a table's cells are read in their label's).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import pairwise
from statistics import median

from converter.detect.creatures_cells import cell_creatures, line_wrapped
from converter.models import CreatureMention, Source, TextLine
from converter.ruledata import load_lexicon

_FIELDS = load_lexicon("area_fields")  # vocabulary: rules/lexicon/area_fields.yaml
LABELS = frozenset(label.casefold() for label in _FIELDS["labels"])
CREATURE_LABELS = frozenset(label.casefold() for label in _FIELDS["creature_labels"])
# every start of a label ("m", "mo", ... "monsters"): a cell whose first word starts no label
# opens none, however its lines are joined
LABEL_STARTS = frozenset(label[:end] for label in LABELS for end in range(len(label) + 1))
MIN_ROWS = 2  # label cells with a text cell on their row: a table, not a stray label
ROW_TOLERANCE_EM = 0.5  # a cell's first line this close to its label's (in the label's size)
EDGE_TOLERANCE_PT = 2.0  # a cell's lines start this close to the text column's left edge
CELL_REACH_EM = 20.0  # a text cell stands at most this far right of its label
WRAP_LINES = 8  # a label wrapped in a narrow cell (a few letters a line) spans at most this
WRAP_GAP_EM = 0.6  # ... set this close under one another


def label_text(text: str) -> str:
    """A label as matched: its words, any case, without a closing colon or full stop."""
    return " ".join(text.strip().rstrip(":.").split()).casefold()


def is_field_label(text: str) -> bool:
    """True when ``text`` is an area template's field label ("Monsters", "Exits:")."""
    return label_text(text) in LABELS


@dataclass(frozen=True)
class _Label:
    lines: tuple[int, ...]  # indices of its lines (more than one when wrapped)
    first: TextLine
    last: TextLine


def may_open_label(text: str) -> bool:
    """False only when no label opens with ``text``, alone or with lines joined after it.

    A joined label's text starts with the first line's first word (without the ":" or "."
    that may close it), case-folded char by char, so that word must start a label. A line
    without a word is not ruled out."""
    words = text.split(None, 1)
    return not words or words[0].rstrip(":.").casefold() in LABEL_STARTS


def _joined(texts: Sequence[str], piece: str) -> list[str]:
    """Each of ``texts`` with ``piece`` joined on (inside a word or at a space), kept only
    while it still opens a label: a label cell's next line goes on with its word."""
    if not texts:
        out = [piece]
    else:
        out = [f"{text}{piece}" for text in texts] + [f"{text} {piece}" for text in texts]
    return [text for text in out if label_text(text) in LABEL_STARTS]


def spells_label(pieces: Sequence[str]) -> bool:
    """True when ``pieces`` (a heading's words, a cell's lines), joined inside a word or at a
    space as a narrow cell wraps its label ("Exi" / "ts", "Tr" / "ea" / "su" / "re"), spell a
    field label: the head of a field of an area's form, no place's name."""
    joined: list[str] = []
    for piece in pieces:
        joined = _joined(joined, piece.strip())
        if not joined:
            return False
    return any(is_field_label(text) for text in joined)


def _wrapped_label(lines: Sequence[TextLine], i: int) -> _Label | None:
    """The label cell opening at line ``i``: the line alone, or with the lines under it at
    its left edge, set close, whose text joined (inside a word or at a space) is a label;
    the longest such label ("Monster" / "s" is "Monsters", not "Monster" and a line "s")."""
    first = lines[i]
    if not may_open_label(first.text):
        return None  # most lines: prose, whose first word starts no label
    joined = _joined([], first.text.strip())
    found: _Label | None = None
    for j in range(i, min(i + WRAP_LINES, len(lines))):
        if j > i:
            line, above = lines[j], lines[j - 1]
            tight = line.bbox.top - above.bbox.bottom <= WRAP_GAP_EM * line.size
            if line.page != first.page or abs(line.bbox.x0 - first.bbox.x0) > 1 or not tight:
                break
            joined = _joined(joined, line.text.strip())
        if not joined:
            break
        if any(is_field_label(text) for text in joined):
            found = _Label(tuple(range(i, j + 1)), first, lines[j])
    return found


def _labels(lines: Sequence[TextLine]) -> list[_Label]:
    found: list[_Label] = []
    taken: set[int] = set()
    for i in range(len(lines)):
        if i in taken:
            continue
        label = _wrapped_label(lines, i)
        if label is not None:
            found.append(label)
            taken.update(label.lines)
    return found


def _mid(line: TextLine) -> float:
    return (line.bbox.top + line.bbox.bottom) / 2


def _row_partner(page: Sequence[TextLine], label: _Label) -> TextLine | None:
    """The nearest line right of a label's first line on its row, within ``CELL_REACH_EM``."""
    first = label.first
    right = max(line.bbox.x1 for line in (label.first, label.last))
    beside = [
        line
        for line in page
        if right <= line.bbox.x0 <= right + CELL_REACH_EM * first.size
        and abs(_mid(line) - _mid(first)) <= ROW_TOLERANCE_EM * first.size
    ]
    return min(beside, key=lambda line: line.bbox.x0, default=None)


def _in_label_column(line: TextLine, label: _Label, edge: float) -> bool:
    """True when ``line`` stands in the column of ``label``: it starts left of the text
    column's ``edge`` and reaches over the label's left edge (a line of a page column further
    left does not)."""
    return line.bbox.x0 < edge - EDGE_TOLERANCE_PT and line.bbox.x1 > label.first.bbox.x0


def _between(page: Sequence[TextLine], upper: _Label, lower: _Label, edge: float) -> bool:
    """True when a line of the label column stands between two labels."""
    return any(
        _in_label_column(line, upper, edge)
        and upper.last.bbox.top < line.bbox.top < lower.first.bbox.top
        for line in page
    )


def _row_end(page: Sequence[TextLine], label: _Label, edge: float) -> float:
    """Where a label's row ends: a little above the next line of the label column under it
    (the next label, the next area's heading, a paragraph across the page)."""
    tolerance = ROW_TOLERANCE_EM * label.first.size
    below = [
        line.bbox.top
        for line in page
        if _in_label_column(line, label, edge) and line.bbox.top > label.last.bbox.top + tolerance
    ]
    return min(below, default=float("inf")) - tolerance


def _tables(page: Sequence[TextLine], labels: list[_Label], edge: float) -> list[list[_Label]]:
    """The label cells of one column of a page (top to bottom) cut into tables: runs of
    labels with no other line of the label column between them (an area's heading, a
    paragraph), each at least ``MIN_ROWS`` long."""
    runs: list[list[_Label]] = []
    for label in labels:
        if runs and not _between(page, runs[-1][-1], label, edge):
            runs[-1].append(label)
            continue
        runs.append([label])
    return [run for run in runs if len(run) >= MIN_ROWS]


def _label_columns(labels: list[_Label]) -> list[list[_Label]]:
    """Labels grouped by the left edge they share (each group one table column of a page)."""
    columns: list[list[_Label]] = []
    for label in sorted(labels, key=lambda label: label.first.bbox.x0):
        if columns and label.first.bbox.x0 - columns[-1][0].first.bbox.x0 <= EDGE_TOLERANCE_PT:
            columns[-1].append(label)
        else:
            columns.append([label])
    return [sorted(column, key=lambda label: label.first.bbox.top) for column in columns]


def _cells_by_label(lines: Sequence[TextLine]) -> list[tuple[_Label, list[int]]]:
    """Each label cell of a label table with the indices of its text cell's lines: those
    starting at the text column's edge from the label's row down to its row's end."""
    labels = _labels(lines)
    cells: list[tuple[_Label, list[int]]] = []
    wanted = {label.first.page for label in labels}
    # one pass groups the wanted pages' lines (a scan of every line per page was quadratic)
    on_page: dict[int, list[int]] = {number: [] for number in wanted}
    for i, line in enumerate(lines):
        if line.page in on_page:
            on_page[line.page].append(i)
    for number in sorted(wanted):
        indices = on_page[number]
        page = [lines[i] for i in indices]
        partners = {
            label.lines: partner
            for label in labels
            if label.first.page == number and (partner := _row_partner(page, label)) is not None
        }
        paired = [label for label in labels if label.lines in partners]
        for column in _label_columns(paired):
            edge = median(partners[label.lines].bbox.x0 for label in column)
            for table in _tables(page, column, edge):
                for label in table:
                    start = label.first.bbox.top - ROW_TOLERANCE_EM * label.first.size
                    end = _row_end(page, label, edge)
                    row = [
                        i
                        for i in indices
                        if abs(lines[i].bbox.x0 - edge) <= EDGE_TOLERANCE_PT
                        and start <= lines[i].bbox.top < end
                    ]
                    cells.append((label, row))
    return cells


def rows_beside_labels(lines: Sequence[TextLine]) -> tuple[TextLine, ...]:
    """``lines`` with each label table's text cells read right after their labels, in the
    label's column and paragraph; other lines keep their order."""
    cells = _cells_by_label(lines)
    if not cells:
        return tuple(lines)
    after = {label.lines[-1]: (label.first, row) for label, row in cells}
    moved = {i for _, row in cells for i in row}
    out: list[TextLine] = []
    for i, line in enumerate(lines):
        if i in moved:
            continue
        out.append(line)
        if i in after:
            label, row = after[i]
            out.extend(replace(lines[j], column=label.column, block=label.block) for j in row)
    return tuple(out)


def _bold_lead(line: TextLine) -> tuple[str, str]:
    """(the text of the bold spans a line opens with, the rest of the line)."""
    lead: list[str] = []
    for k, span in enumerate(line.spans):
        if not span.bold and span.text.strip():
            return "".join(lead).strip(), "".join(s.text for s in line.spans[k:]).strip()
        lead.append(span.text)
    return "".join(lead).strip(), ""


@dataclass(frozen=True)
class _Lead:
    label: str  # the field's label, as matched
    lines: int  # the lines its label cell spans (more than one when wrapped)
    rests: tuple[str, ...]  # the text of those lines after the label
    colon: bool = False  # run in before a colon ("Monsters: …"), not a cell of its own


def _lead_at(lines: Sequence[TextLine], k: int) -> _Lead | None:
    """The field label line ``k`` opens with: a lead before a colon ("Monsters: 4 goblins
    …"), the whole line ("Monsters"), or a bold lead, maybe wrapped over the lines under it
    in a narrow label cell whose row the reader joined to its text cell ("**Monster** 6
    acolytes: AC 9 …" / "**s** 2, 7, 1; …"); the longest label the lines make."""
    text = lines[k].text
    head, colon, rest = text.partition(":")
    if colon and is_field_label(head):
        return _Lead(label_text(head), 1, (rest.strip(),), colon=True)
    joined: list[str] = []
    rests: list[str] = []
    found: _Lead | None = None
    for j in range(k, min(k + WRAP_LINES, len(lines))):
        piece, rest = _bold_lead(lines[j])
        if not piece:  # a line of plain type is a piece of a label cell only when whole
            piece, rest = lines[j].text.strip(), ""
        joined = _joined(joined, piece)
        if not joined:
            break
        rests.append(rest)
        label = next((t for t in joined if is_field_label(t)), None)
        if label is not None:
            found = _Lead(label_text(label), j - k + 1, tuple(rests))
    return found


def label_pieces(lines: Sequence[TextLine]) -> dict[int, str]:
    """The lines that open with a piece of a field label joined to the text of their row (a
    narrow label cell the reader ran into its text cell: "**Monster** carrion bat: AC 7 …" /
    "**s** spear 1d6; …"), each with the text after its piece: the label is no part of that
    text (of a creature's name, of its statistics)."""
    out: dict[int, str] = {}
    k = 0
    while k < len(lines):
        lead = _lead_at(lines, k)
        if lead is None:
            k += 1
            continue
        if not lead.colon and any(lead.rests):
            out.update((k + n, rest) for n, rest in enumerate(lead.rests))
        k += lead.lines
    return out


def _column_right(lines: Sequence[TextLine], line: TextLine) -> float:
    """The right edge of the text column ``line`` stands in (its longest line's end)."""
    return max(ln.bbox.x1 for ln in lines if (ln.page, ln.column) == (line.page, line.column))


def field_creatures(lines: Sequence[TextLine], source: Source) -> tuple[CreatureMention, ...]:
    """The creatures the area's creature fields list (see the module's docstring), one
    mention per name, in order; none when the area has no such field."""
    found: dict[str, CreatureMention] = {}
    k = 0
    while k < len(lines):
        lead = _lead_at(lines, k)
        if lead is None or lead.label not in CREATURE_LABELS:
            k += lead.lines if lead else 1
            continue
        field = list(lines[k : k + lead.lines])
        texts = list(lead.rests)
        paragraph = (field[0].page, field[0].column, field[0].block)
        k += lead.lines
        while (
            k < len(lines)
            and (lines[k].page, lines[k].column, lines[k].block) == paragraph
            and _lead_at(lines, k) is None
        ):
            field.append(lines[k])
            texts.append(lines[k].text)
            k += 1
        right = _column_right(lines, field[0])
        wraps = [False] + [
            line_wrapped(a, b, right, text)
            for (a, b), text in zip(pairwise(field), texts[1:], strict=True)
        ]
        for mention in cell_creatures(texts, source, wraps):
            found.setdefault(mention.name, mention)
    return tuple(found.values())
