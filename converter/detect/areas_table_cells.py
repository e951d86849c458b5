"""The cells of a key table's row (``converter.detect.areas_tables``): which column each
line starts in, and each cell's text, read by the column it starts in (a name wrapped in
its cell, a key with the name under it), never by the order the lines were read. A name or
location line run on into the cell beside it is cut at the name's end; a line going on
inside a word its narrow cell broke is joined to it (``areas_table_words``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from converter.detect.areas_common import SENTENCE_END_RE, SMALL_WORDS, Context, parse_key_text
from converter.detect.areas_table_header import ROLES
from converter.detect.areas_table_keys import prefix_alone
from converter.detect.areas_table_words import broke_mid_word, join_pieces
from converter.detect.creatures_cells import line_wrapped
from converter.models import TextLine
from converter.ruledata import load_lexicon

NAME_ROLES = ("key", "location")  # columns whose text may run on into the next column
MERGED = float("inf")  # the x of a column whose lines all ran together with the one before


@dataclass(frozen=True)
class Column:
    x: float  # where its lines start
    role: str


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


def column_of(line: TextLine, columns: Sequence[Column]) -> int:
    """The index of the column a line starts in (the last one starting left of it)."""
    tol = column_tolerance()
    return max((k for k, column in enumerate(columns) if column.x <= line.bbox.x0 + tol), default=0)


@dataclass(frozen=True)
class Cells:
    text: dict[str, list[str]]  # each role's lines, top to bottom
    wraps: tuple[bool, ...]  # each creatures line: it broke off the one above for want of room
    name: str  # the key and location cells' words, a word broken in the cell joined


@dataclass(frozen=True)
class Rights:
    """Where the text of the table's name cells and of its creatures cells ends."""

    name: float
    creatures: float


def row_cells(
    ctx: Context, indices: Sequence[int], columns: Sequence[Column], right: Rights, key_line: int
) -> Cells:
    """The text of a row's cells by role, each cell's lines top to bottom (the key cut off
    its first line). A key or location line that runs on past the next column's start ran
    together with that cell: cut at the name's end (``split_name``). Of each creatures
    line, whether it broke off the line above for want of room (``right``: where the
    column's text ends): one item wrapped, not two; a line going on inside the word above
    it in a name or creatures cell is that word's rest (``areas_table_words``). A name cell
    opening with a bold lead holds the room's description after it (``bold_lead``).
    ``key_line``: the line the row's key opens on (its letters alone over its digits,
    ``row_keys``, are key, not name)."""
    cells: dict[str, list[str]] = {role: [] for role in ROLES}
    names: list[tuple[str, TextLine]] = []  # the name's pieces and their lines
    last: TextLine | None = None  # the creatures cell's line above
    wraps: list[bool] = []
    described: list[str] = []  # a name cell's description after its bold lead
    for i in sorted(indices, key=lambda j: (ctx.lines[j].bbox.top, ctx.lines[j].bbox.x0)):
        line = ctx.lines[i]
        text = line.text.strip()
        k = column_of(line, columns)
        if k == 0:
            parsed = parse_key_text(text)
            text = parsed[1] if parsed else _after_letters(text) if i == key_line else text
        role = columns[k].role
        after = _runs_on(line, columns, k)
        lead = None if described else _bold_name(line, text, role, after)
        if role in NAME_ROLES and (described or lead is not None):
            if lead is not None:  # the bold lead is the name; what follows, the description
                cells[role].append(lead[0])
                names.append((lead[0], line))
            described.append(text if lead is None else lead[1])
            continue
        if after is not None:
            went_on = cells[after.role]
            mid_sentence = bool(went_on) and not SENTENCE_END_RE.search(went_on[-1])
            name, rest = split_name(text, mid_sentence)
            cells[role].append(name)
            went_on.append(rest)
            names.extend((text, line) for text in (name, rest if after.role in NAME_ROLES else ""))
        elif text and role == "creatures":
            above = cells[role][-1] if cells[role] else ""
            if last is not None and broke_mid_word(last, above, line, text, right.creatures):
                cells[role][-1] += text  # the rest of a word the cell broke
            else:
                cells[role].append(text)
                wraps.append(last is not None and line_wrapped(last, line, right.creatures))
            last = line
        elif text:
            cells[role].append(text)
            if role in NAME_ROLES:
                names.append((text, line))
    names.sort(key=lambda piece: columns[column_of(piece[1], columns)].role != "key")
    cells["contents"][:0] = described
    return Cells(
        {role: [part for part in parts if part] for role, parts in cells.items()},
        tuple(wraps),
        " ".join(join_pieces(names, right.name)),
    )


def _runs_on(line: TextLine, columns: Sequence[Column], k: int) -> Column | None:
    """The column a key or location line in the ``k``-th column ran on into (``_run_into``:
    it reaches past that column's start, or the columns' labels ran together), or None."""
    after = _run_into(line, columns, k) if columns[k].role in NAME_ROLES else None
    if after is None or after.role == "creatures":
        return None
    return after if after.x == MERGED or line.bbox.x1 > after.x + column_tolerance() else None


def _bold_name(
    line: TextLine, text: str, role: str, after: Column | None
) -> tuple[str, str] | None:
    """``bold_lead`` of a name cell's line, unless the line ran on into a contents column
    (the description's own cell: ``split_name`` cuts it there)."""
    if role not in NAME_ROLES or (after is not None and after.role not in NAME_ROLES):
        return None
    return bold_lead(line, text)


def bold_lead(line: TextLine, text: str) -> tuple[str, str] | None:
    """A name cell's ``text`` (the end of ``line``) cut after its bold lead: the name and the
    description run in after it ("**Oil Store** Soot from the lamp room …"), or None when
    the cell does not start bold or holds nothing after the bold run. A name set in bold
    with its description in the body face is a keyed entry's run-in lead, as under a
    heading: the description is the area's text, not its name."""
    joined = "".join(span.text for span in line.spans)
    start = joined.rfind(text) if text else -1
    if start < 0 or joined.strip() != line.text.strip():
        return None
    lead_end = start
    at = 0
    for span in line.spans:
        end = at + len(span.text)
        if end > start and span.text.strip():
            if not span.bold:
                break
            lead_end = end
        at = end
    name, rest = joined[start:lead_end].strip(), joined[lead_end:].strip(" :.\u2013\u2014")
    return (name, rest) if name and rest else None


def _run_into(line: TextLine, columns: Sequence[Column], k: int) -> Column | None:
    """The column after the ``k``-th, which a name line starting there may run on into: the
    location column after the key's, or, when the key's line runs on past the location
    column into the one after it, that one (the key's words then are name and contents:
    "1 Observa A brass orrery …" where the name cell holds "Observa" alone)."""
    after = columns[k + 1] if k + 1 < len(columns) else None
    beyond = columns[k + 2] if k + 2 < len(columns) else None
    if (
        after is not None
        and after.role in NAME_ROLES
        and beyond is not None
        and beyond.role not in (*NAME_ROLES, "creatures")
        and beyond.x != MERGED
        and line.bbox.x1 > beyond.x + column_tolerance()
    ):
        return beyond
    return after


def _after_letters(text: str) -> str:
    """A key line's text after the key's letters printed alone ("Q Sluice" → "Sluice")."""
    words = text.split()
    return " ".join(words[1:]) if words and prefix_alone(words[0]) else text


def rights(lines: Sequence[TextLine], columns: Sequence[Column]) -> Rights:
    """Where the table's name cells' and creatures cells' text ends: the furthest a line in
    them reaches (of a name line run on into the contents beside it, its last letter
    before the contents column, where the reader placed its letters)."""
    roles = [columns[column_of(ln, columns)].role for ln in lines]
    after = [c.x for c in columns if c.role not in NAME_ROLES and c.x != MERGED]
    stop = min(after, default=float("inf"))
    names = [_end_before(ln, stop) for ln, r in zip(lines, roles, strict=True) if r in NAME_ROLES]
    creatures = [ln.bbox.x1 for ln, r in zip(lines, roles, strict=True) if r == "creatures"]
    return Rights(max(names, default=0.0), max(creatures, default=0.0))


def _end_before(line: TextLine, stop: float) -> float:
    """Where ``line``'s text ends left of ``stop`` (0 when unknown)."""
    if line.bbox.x1 < stop:
        return line.bbox.x1
    spans = line.char_spans() or []
    return max((x1 for x0, x1 in spans if x1 < stop - column_tolerance()), default=0.0)


@cache
def column_tolerance() -> float:
    """How far a line may start from its column's x and still be in it."""
    return float(load_lexicon("key_tables")["thresholds"]["column_tolerance_pt"])
