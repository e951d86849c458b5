"""The levelled block with a role (4th-edition D&D), read whole from its name bar to its end.

Such a block prints a name bar whose right end gives the creature's level and its role
("GOBLIN CUTTER   Level 1 Minion Skirmisher"), a type line under it that opens with a size
word ("Small natural humanoid   XP 25"), then lines that open with a bold label ("HP 38;
Bloodied 19   Initiative +3", "AC 17, Fortitude 13, Reflex 15, Will 12", "Speed 6",
"Alignment Evil", "Str 14 (+2) …") or a power's bold name ("Short Sword (standard;
at-will) …"); newer books group the powers under bands, bold lines set in a coloured bar
across the block ("Standard Actions", "Triggered Actions").

The rules (vocabulary in ``rules/lexicon/stat_roled.yaml``):
- a block opens at a type line (a size word, then words, then perhaps "XP 175"; wrapped over
  at most ``type_lines``) right under a bar whose text ends with a level word, a number and
  one or more role words; the bar may wrap over a few bold lines of one size in a narrow
  column ("Vine" / "Horror Level 4" / "Skirmisher"), or its level and role be read apart on
  the bar's row;
- its name is the bar's text before the level: the level and role are no part of it; the
  level is kept as printed and is no challenge rating and no hit dice; the size and type come
  from the type line;
- it runs on while lines, in the block's type size, open with a field label or a bold lead,
  or continue the line before; a band (a bold line of a few words) is the block's when an
  entry follows it and a field label comes after it: a band between the block's first field
  and its last is inside the block, never a heading of the page's;
- the style is ``other`` (neither a 5e nor a 3e block: no CR, no hit dice, defences as
  Fortitude, Reflex and Will); hit points are the first number after "HP" ("HP 38;
  Bloodied 19": 38; the bloodied value is half of them).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from converter.detect.level_role import level_role_pattern
from converter.detect.oneline_fields import block_fields
from converter.detect.statblock_common import clean_name, clean_text, lines_source
from converter.detect.statblock_entries import (
    SIZE_TOLERANCE,
    field_label,
    field_size,
    in_size,
    resume_after_break,
)
from converter.models import Document, StatBlock, TextLine
from converter.ruledata import load_lexicon

_STACK_GAP = 0.6  # type sizes: the lines of a wrapped bar are set tight under one another
_TYPE_WORDS = re.compile(r"[A-Za-z][A-Za-z ,()'’-]*")
_SENTENCE_END = re.compile(r"[.!?][)\"”’]?$")
_COLON_LEAD = re.compile(r"[A-Z][\w’'-]*(?:\s+[\w’'-]+){0,3}:")
_NAME_BREAKS = re.compile(r"[.:;!?](?:\s|$)")  # a key or a sentence, never a creature's name


@dataclass(frozen=True)
class _Grammar:
    bar: re.Pattern[str]
    lone_level: re.Pattern[str]
    size_line: re.Pattern[str]
    xp: re.Pattern[str]
    field: re.Pattern[str]
    types: tuple[str, ...]
    bar_lines: int
    type_lines: int
    name_words: int
    band_words: int
    resume_reach: int


@lru_cache(maxsize=1)
def _grammar() -> _Grammar:
    data = load_lexicon("stat_roled")
    sizes = "|".join(load_lexicon("stat_oneline")["sizes_3e"])
    level = level_role_pattern()
    labels = "|".join(re.escape(label) for label in sorted(data["field_labels"], key=len)[::-1])
    return _Grammar(
        bar=re.compile(rf"(?P<name>\S.*?)\s+{level}"),
        lone_level=re.compile(level),
        size_line=re.compile(rf"(?P<size>{sizes})\s+(?P<words>{_TYPE_WORDS.pattern})"),
        xp=re.compile(rf"\s*{data['xp']}"),
        field=re.compile(rf"(?:{labels})\b(?!\s*:)"),
        types=tuple(sorted(data["types"], key=len, reverse=True)),
        bar_lines=data["bar_lines"],
        type_lines=data["type_lines"],
        name_words=data["name_words"],
        band_words=data["band_words"],
        resume_reach=data["resume_reach"],
    )


@dataclass(frozen=True)
class TypeLine:
    """What a type line tells: the size, the creature type and the experience award."""

    size: str
    type: str | None
    xp: str | None


def _label_of(text: str) -> str | None:
    """The field label a line opens with, if any."""
    return field_label(_grammar().field, text)


def type_line(text: str) -> TypeLine | None:
    """The size, type and XP of a type line ("Large elemental magical beast (fire)  XP 175"):
    a size word, then words only, then perhaps the award; None for any other line."""
    grammar = _grammar()
    xp_match = grammar.xp.search(text)
    words = text[: xp_match.start()] if xp_match else text
    match = grammar.size_line.fullmatch(words.strip())
    if match is None:
        return None
    described = f" {match.group('words').split('(')[0].lower().strip()} "
    # the last type word: 4e prints the origin first ("elemental" in "Large elemental giant");
    # the longer type first where two end alike ("magical beast" before "beast")
    ends = [
        (described.rfind(f" {t} ") + len(t), len(t), t)
        for t in grammar.types
        if f" {t} " in described
    ]
    kind = max(ends)[2] if ends else None
    return TypeLine(match.group("size"), kind, xp_match.group("xp") if xp_match else None)


@dataclass(frozen=True)
class _Opening:
    bar: tuple[int, ...]  # the bar's lines (a level read apart on its row among them)
    type_end: int  # index of the type line's last line
    name: str
    level: str
    role: str  # as printed after the level: "Elite Controller (Leader)"
    kind: TypeLine
    award: int | None  # an award read apart on the type line's row ("XP 125")


@dataclass(frozen=True)
class _Apart:
    """Lines a reader may give apart from their row, set at the right end of a bar or a
    type line: a level and role alone, an award alone."""

    levels: tuple[int, ...]
    awards: tuple[int, ...]


def _stacked(lines: Sequence[TextLine], upper: int, lower: int) -> bool:
    """True when line ``upper`` is the bar line right over ``lower``: same box, weight and
    size, set tight."""
    a, b = lines[upper], lines[lower]
    return (
        (a.page, a.column, a.block) == (b.page, b.column, b.block)
        and a.bold
        and b.bold
        and abs(a.size - b.size) <= SIZE_TOLERANCE
        and 0 <= b.bbox.top - a.bbox.bottom <= _STACK_GAP * b.size
    )


def _name(raw: str) -> str | None:
    """The creature's name from a bar's text before its level, or None when that text is no
    name (a key, a sentence, too many words)."""
    name = clean_name(raw)
    words = name.split()
    if not words or len(words) > _grammar().name_words or not name[0].isalpha():
        return None
    return None if _NAME_BREAKS.search(raw.strip()) else name


def _bar_above(
    lines: Sequence[TextLine], texts: Sequence[str], levels: Sequence[int], index: int
) -> tuple[tuple[int, ...], str, re.Match[str]] | None:
    """The bar ending right over line ``index``: its lines, name, and the match of its level
    and role. The longest stack of bar lines whose text reads as a name, a level and a role
    wins (a narrow column wraps the name too); else a name line with its level and role read
    apart on its row (right after it, or anywhere: a run at a row's right end may be read as a
    column of its own)."""
    grammar = _grammar()
    top = index - 1
    if top < 0 or not lines[top].bold:
        return None
    level = grammar.lone_level.fullmatch(texts[top])
    if level is not None and top > 0 and _same_row(lines, top - 1, top):
        name = _name(texts[top - 1])
        return None if name is None else ((top - 1, top), name, level)
    stack = [top]
    while (
        len(stack) < grammar.bar_lines and stack[0] > 0 and _stacked(lines, stack[0] - 1, stack[0])
    ):
        stack.insert(0, stack[0] - 1)
    for first in range(len(stack)):
        chosen = stack[first:]
        match = grammar.bar.fullmatch(" ".join(texts[i] for i in chosen))
        if match is not None and (name := _name(match.group("name"))) is not None:
            return tuple(chosen), name, match
    beside = next((i for i in levels if _same_row(lines, top, i)), None)
    if beside is None or (name := _name(texts[top])) is None:
        return None
    level = grammar.lone_level.fullmatch(texts[beside])
    return ((top, beside), name, level) if level else None


def _same_row(lines: Sequence[TextLine], name: int, other: int) -> bool:
    """True when line ``other`` sits on line ``name``'s row, to its right."""
    a, b = lines[name], lines[other]
    middle = (b.bbox.top + b.bbox.bottom) / 2
    return a.page == b.page and a.bbox.top <= middle <= a.bbox.bottom and b.bbox.x0 >= a.bbox.x1


def _type_lines(
    lines: Sequence[TextLine], texts: Sequence[str], index: int
) -> tuple[int, TypeLine] | None:
    """The type line starting at ``index`` (joined with the line it wraps onto while the
    joined text still reads as one): the index of its last line and what it tells."""
    read = type_line(texts[index])
    if read is None:
        return None
    end = index
    while end + 1 - index < _grammar().type_lines and end + 1 < len(lines):
        following = lines[end + 1]
        if (following.page, following.column) != (lines[index].page, lines[index].column):
            break
        if opens_entry(following, texts[end + 1]):
            break
        more = type_line(" ".join(texts[index : end + 2]))
        if more is None:
            break
        read, end = more, end + 1
    return end, read


def _opening(
    lines: Sequence[TextLine], texts: Sequence[str], apart: _Apart, index: int
) -> _Opening | None:
    """The block whose type line starts at line ``index``, when a bar is right over it."""
    typed = _type_lines(lines, texts, index)
    if typed is None:
        return None
    bar = _bar_above(lines, texts, apart.levels, index)
    if bar is None:
        return None
    kind, award = typed[1], None
    if kind.xp is None:
        award = next((i for i in apart.awards if _same_row(lines, index, i)), None)
        if award is not None and (match := _grammar().xp.fullmatch(texts[award])):
            kind = TypeLine(kind.size, kind.type, match.group("xp"))
    level_role = bar[2]
    return _Opening(
        bar[0], typed[0], bar[1], level_role.group("level"), level_role.group("role"), kind, award
    )


def opens_entry(line: TextLine, text: str) -> bool:
    """True for a line opening a block entry: a field label, or a bold lead followed by
    text that is not bold (a power's name: "Bite (standard; at-will) +7 vs. AC …")."""
    if _grammar().field.match(text):
        return True
    spans = [span for span in line.spans if span.text.strip()]
    return len(spans) > 1 and spans[0].bold and not all(span.bold for span in spans)


def _is_band(line: TextLine, text: str) -> bool:
    """A band's look: a bold line of a few words, no sentence, no figures ("Standard
    Actions", "Triggered Actions")."""
    words = text.split()
    return (
        line.bold
        and 0 < len(words) <= _grammar().band_words
        and not any(c.isdigit() for c in text)
        and not _SENTENCE_END.search(text)
    )


def _continues(texts: Sequence[str], index: int) -> bool:
    """True for a line wrapped from the one before it: the line before ends mid-sentence,
    or this one opens in lower case, a digit or a sign; never a run-in lead ("Treasure:")."""
    text, before = texts[index], texts[index - 1]
    if not text or _COLON_LEAD.match(text):
        return False
    return not _SENTENCE_END.search(before) or not text[0].isupper()


def _band_at(lines: Sequence[TextLine], texts: Sequence[str], index: int, size: float) -> bool:
    """True for a band over the block's powers: a band's look, set no smaller than the
    block's entries, an entry right under it."""
    line, text = lines[index], texts[index]
    return (
        _is_band(line, text)
        and line.size >= size - SIZE_TOLERANCE
        and index + 1 < len(lines)
        and opens_entry(lines[index + 1], texts[index + 1])
    )


def _bridge(
    lines: Sequence[TextLine], texts: Sequence[str], span: Sequence[int], stop: int, size: float
) -> int | None:
    """The next line, within reach in the block's column, that opens with a field label the
    block has not printed yet, when every line before it is set in the block's size or is a
    band: the lines between the block's fields are the block's, whatever they look like (a
    power's bold name filling its line, its text wrapped under it)."""
    last = lines[span[-1]]
    printed = {_label_of(texts[index]) for index in span}
    for index in range(span[-1] + 1, min(stop, span[-1] + 1 + _grammar().resume_reach)):
        line = lines[index]
        if (line.page, line.column) != (last.page, last.column):
            return None
        label = _label_of(texts[index])
        if label is not None and in_size(line, size, True):
            return index if label not in printed else None
        if not (in_size(line, size, False) or _band_at(lines, texts, index, size)):
            return None
    return None


def _follow(
    lines: Sequence[TextLine], texts: Sequence[str], head: Sequence[int], stop: int
) -> tuple[int, ...]:
    """The block's lines: ``head`` with the entry lines and bands that go on with it."""
    span = list(head)
    size = field_size(_grammar().field, lines, texts, span[-1] + 1, stop)
    index = span[-1] + 1
    while index < stop:
        line, text = lines[index], texts[index]
        entry = opens_entry(line, text)
        wrapped = index - 1 == span[-1] and _continues(texts, index)
        band = not entry and index + 1 < stop and _band_at(lines, texts, index, size)
        if band or ((entry or wrapped) and in_size(line, size, entry)):
            span.append(index)
            index += 1
            continue
        bridged = _bridge(lines, texts, span, stop, size)
        if bridged is not None:
            span.extend(range(index, bridged))
            index = bridged
            continue
        resumed = resume_after_break(
            _grammar().field, _grammar().resume_reach, lines, texts, span, stop, size
        )
        if resumed is None or resumed <= index:
            break
        index = resumed
    return _within_fields(lines, texts, span, len(head), size)


def _within_fields(
    lines: Sequence[TextLine], texts: Sequence[str], span: list[int], head: int, size: float
) -> tuple[int, ...]:
    """``span`` cut at the first band after its last field label: a bold line after the
    block's last field opens what follows the block (the next area's heading)."""
    labelled = [n for n, index in enumerate(span) if n >= head and _label_of(texts[index])]
    last = labelled[-1] if labelled else head
    for n in range(last + 1, len(span)):
        index = span[n]
        if not opens_entry(lines[index], texts[index]) and _is_band(lines[index], texts[index]):
            return tuple(span[:n])
    return tuple(span)


def find_roled_blocks(document: Document) -> tuple[tuple[StatBlock, tuple[int, ...]], ...]:
    """The levelled blocks with a role in ``document``, each with the indices of its lines."""
    lines = document.lines
    texts = [clean_text(line.text).strip() for line in lines]
    apart = _Apart(
        tuple(i for i, text in enumerate(texts) if _grammar().lone_level.fullmatch(text)),
        tuple(i for i, text in enumerate(texts) if _grammar().xp.fullmatch(text)),
    )
    openings = [
        opening
        for index in range(1, len(lines))
        if (opening := _opening(lines, texts, apart, index)) is not None
    ]
    found: list[tuple[StatBlock, tuple[int, ...]]] = []
    for number, opening in enumerate(openings):
        stop = openings[number + 1].bar[0] if number + 1 < len(openings) else len(lines)
        first = min(opening.bar)
        head = [*range(first, opening.type_end + 1)]
        span = _follow(lines, texts, head, stop)
        award = () if opening.award is None else (opening.award,)
        span = tuple(sorted({*span, *opening.bar, *award}))
        found.append((_block(document, texts, opening, span), span))
    return tuple(found)


def _block(
    document: Document, texts: Sequence[str], opening: _Opening, span: tuple[int, ...]
) -> StatBlock:
    """The StatBlock of one block: its entries' fields, its size and type, its level."""
    lines = document.lines
    head = {*opening.bar, *range(min(opening.bar), opening.type_end + 1), opening.award}
    entries = [i for i in span if i not in head]
    fields = block_fields("\n".join(texts[i] for i in entries))
    fields.update(
        style="other",
        cr=None,
        hit_dice=None,
        level=opening.level,
        role=" ".join(opening.role.split()),
        size=opening.kind.size.title(),
        type=opening.kind.type,
        xp=opening.kind.xp or fields.get("xp"),
    )
    name_line = lines[min(opening.bar)]
    # The block's box is where it opens: its name's column (it may go on in another).
    block_lines = [
        lines[i]
        for i in span
        if (lines[i].page, lines[i].column) == (name_line.page, name_line.column)
    ]
    return StatBlock(
        name=opening.name,
        page=name_line.page,
        source=lines_source(document, block_lines),
        text=" ".join(texts[i] for i in span),
        **fields,
    )
