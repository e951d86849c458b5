"""The levelled d20 stat block (Pathfinder 2e), read whole from its name bar to its end.

Such a block prints a name bar with the creature's level at its right end ("CAVE BEAR
CREATURE 4", one line, or the name and the level read apart on one row), a row of trait tags
under it ("LE LARGE ANIMAL": short capitalised words, in boxes or spaced; the alignment, the
size and the creature type among them), then lines that each open with a bold label
("Perception +9; darkvision", "AC 19; Fort +9, Ref +11, Will +7", "HP 45", "Melee …") or an
ability's bold name ("Ferocity [reaction] …").

The rules (vocabulary in ``rules/lexicon/stat_leveled.yaml``):
- a block opens at a trait row holding a size word, under a line that ends with a level word
  and number (or under a name whose row carries such a level, read apart);
- its name is the bar's text before the level; its size, type and alignment come from the
  trait row; a level is no challenge rating and is not read as one;
- it runs on while lines, in the block's type size, open with a field label or a bold lead,
  or continue the line before (a wrapped field); a block cut at the foot of a column or page
  resumes at the next field line within reach;
- a count printed with the name ("GOBLINS (3)") is the block's count; otherwise it has none
  (the prose gives it).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from converter.detect.oneline_fields import block_fields
from converter.detect.reading_pages import reading_page_numbers
from converter.detect.statblock_common import clean_name, clean_text, lines_source
from converter.detect.statblock_entries import (
    field_size,
    in_size,
    resume_after_break,
)
from converter.models import Document, StatBlock, TextLine
from converter.ruledata import load_lexicon

_MAX_NAME_WORDS = 8
_TRAIT_WORD = re.compile(r"[A-Z][A-Za-z'’-]*")
_SENTENCE_END = re.compile(r"[.!?][)\"”’]?$")
_COLON_LEAD = re.compile(r"[A-Z][\w’'-]*(?:\s+[\w’'-]+){0,3}:")


@dataclass(frozen=True)
class _Grammar:
    bar: re.Pattern[str]
    lone_level: re.Pattern[str]
    creature_words: frozenset[str]
    hit_points: re.Pattern[str]
    name_count: re.Pattern[str]
    field: re.Pattern[str]
    sizes: dict[str, str]
    types: tuple[str, ...]
    alignments: frozenset[str]
    trait_words: int
    trait_word_length: int
    trait_lines: int
    resume_reach: int


@lru_cache(maxsize=1)
def _grammar() -> _Grammar:
    data = load_lexicon("stat_leveled")
    words = load_lexicon("stat_oneline")
    level_words = [*data["level_words"], *data["thing_level_words"]]
    number = data["level_number"]
    spelled = "|".join(re.escape(w) for w in level_words)
    level = rf"(?P<word>(?i:{spelled}))\s+(?P<level>{number})"
    # A bar set in capitals in a narrow column may bring its level up against the name, and
    # the reader glue the two ("HORNED DEMONCREATURE 5"): a capitalised level word then.
    capitals = "|".join(re.escape(w.upper()) for w in level_words)
    glued = rf"(?<=[A-Z])(?P<glued>{capitals})\s+(?P<glued_level>{number})"
    labels = "|".join(re.escape(label) for label in sorted(data["field_labels"], key=len)[::-1])
    return _Grammar(
        bar=re.compile(rf"(?P<name>\S.*?)(?:\s+{level}|{glued})"),
        lone_level=re.compile(level),
        creature_words=frozenset(data["level_words"]),
        hit_points=re.compile(data["hit_points"]),
        name_count=re.compile(data["name_count"]),
        field=re.compile(rf"(?:{labels})\b(?!\s*:)"),
        sizes={size.lower(): size for size in words["sizes_3e"]},
        types=tuple(sorted(data["types"], key=len, reverse=True)),
        alignments=frozenset(words["alignments"]),
        trait_words=data["trait_words"],
        trait_word_length=data["trait_word_length"],
        trait_lines=data["trait_lines"],
        resume_reach=data["resume_reach"],
    )


@dataclass(frozen=True)
class Traits:
    """What a trait row tells: the size, the creature type and the alignment."""

    size: str | None
    type: str | None
    alignment: str | None


def tag_row(text: str, least: int = 2) -> tuple[str, ...] | None:
    """The words of a row of tags ("CE SMALL HUMANOID", "Uncommon Mechanical Trap"): two (or
    ``least``) or more short capitalised words and nothing else; None for any other line."""
    grammar = _grammar()
    words = tuple(text.split())
    if not least <= len(words) <= grammar.trait_words:
        return None
    if any(len(w) > grammar.trait_word_length or not _TRAIT_WORD.fullmatch(w) for w in words):
        return None
    return words


def trait_row(text: str) -> Traits | None:
    """The traits of a creature's row of tags: a tag row with a size word among its tags."""
    words = tag_row(text)
    return None if words is None else _traits(words)


def _traits(words: Sequence[str]) -> Traits | None:
    """Size, type and alignment of a creature's tags; None without a size word."""
    grammar = _grammar()
    lowered = [word.lower() for word in words]
    sizes = [grammar.sizes[word] for word in lowered if word in grammar.sizes]
    if not sizes:
        return None
    joined = f" {' '.join(lowered)} "
    kind = next((t for t in grammar.types if f" {t} " in joined), None)
    alignment = next((w for w in words if w in grammar.alignments), None)
    return Traits(sizes[0], kind, alignment)


@dataclass(frozen=True)
class _Bar:
    name_line: int
    level_line: int | None  # a level read apart from the name, on the bar's row
    name: str
    creature: bool  # a creature's level ("CREATURE 3"), not a thing's ("HAZARD 2")
    level: str  # the level as printed, a minus glyph unified: "3", "-1"


@dataclass(frozen=True)
class _Opening:
    bar: _Bar
    traits_end: int  # index of the tag row's last line
    name: str
    count: int | None
    traits: Traits | None  # None for a thing: its lines are claimed, it makes no block

    @property
    def name_line(self) -> int:
        return self.bar.name_line

    @property
    def level_line(self) -> int | None:
        return self.bar.level_line


def _same_row(lines: Sequence[TextLine], name: int, other: int) -> bool:
    """True when line ``other`` sits on line ``name``'s row, to its right."""
    a, b = lines[name], lines[other]
    middle = (b.bbox.top + b.bbox.bottom) / 2
    return a.page == b.page and a.bbox.top <= middle <= a.bbox.bottom and b.bbox.x0 >= a.bbox.x1


def _is_creature(match: re.Match[str]) -> bool:
    word = match.group("word") or match.groupdict().get("glued") or ""
    return word.lower() in _grammar().creature_words


def _level(match: re.Match[str]) -> str:
    printed = match.group("level") or match.groupdict().get("glued_level") or ""
    return printed.replace("\u2212", "-").replace("\u2013", "-").lstrip("+")


def _bar(
    lines: Sequence[TextLine], texts: Sequence[str], levels: Sequence[int], above: int
) -> _Bar | None:
    """The name bar ending at line ``above`` (right over a tag row), its level on its own
    line or read apart on the same row; ``levels`` are the lines that open with a level (a
    bar crossing the column gutter may have its level run into the next column's line on
    its row, "CREATURE 5 west walls.": that line stays the prose's)."""
    grammar = _grammar()
    if (match := grammar.bar.fullmatch(texts[above])) is not None:
        return _Bar(above, None, match.group("name"), _is_creature(match), _level(match))
    if (match := grammar.lone_level.fullmatch(texts[above])) is not None:
        if above > 0 and _same_row(lines, above - 1, above):
            return _Bar(above - 1, above, texts[above - 1], _is_creature(match), _level(match))
        return None
    level = next((i for i in levels if _same_row(lines, above, i)), None)
    if level is None or (match := grammar.lone_level.match(texts[level])) is None:
        return None
    alone = match.end() == len(texts[level])
    return _Bar(above, level if alone else None, texts[above], _is_creature(match), _level(match))


def _opening(
    lines: Sequence[TextLine], texts: Sequence[str], levels: Sequence[int], index: int
) -> _Opening | None:
    """The block whose tag row starts at line ``index``, when a name bar is right over it;
    a creature's tags must hold its size."""
    if tag_row(texts[index]) is None:
        return None
    bar = _bar(lines, texts, levels, index - 1)
    if bar is None:
        return None
    traits = trait_row(texts[index])
    if bar.creature and traits is None:
        return None
    traits_end = _tags_end(texts, index)
    if traits is not None and traits_end > index:
        joined = [w for i in range(index, traits_end + 1) for w in texts[i].split()]
        traits = _traits(joined) or traits
    named = _name_text(bar.name)
    if named is None:
        return None
    return _Opening(bar, traits_end, *named, traits if bar.creature else None)


def _tags_end(texts: Sequence[str], index: int) -> int:
    """The last line of the tag row opening at line ``index``: a narrow column wraps the row
    onto lines of tags under it, down to a last tag alone ("LE MEDIUM" / "MONSTROSITY"); a
    lone word goes on with the row only when set as the row's tags are (capitals)."""
    capitals = texts[index].isupper()
    end = index
    while end + 1 - index < _grammar().trait_lines and end + 1 < len(texts):
        following = texts[end + 1]
        if tag_row(following, least=1 if capitals and following.isupper() else 2) is None:
            break
        end += 1
    return end


def _name_text(raw: str) -> tuple[str, int | None] | None:
    """The name and printed count of a bar's text before its level ("GOBLINS (3)")."""
    text = raw.strip()
    count: int | None = None
    counted = _grammar().name_count.search(text)
    if counted:
        count, text = int(counted.group("n")), text[: counted.start()]
    name = clean_name(text)
    words = name.split()
    if not words or len(words) > _MAX_NAME_WORDS or not name[0].isalpha():
        return None
    if name.endswith((".", "!", "?")):
        return None
    return name, count


def opens_entry(line: TextLine, text: str) -> bool:
    """True for a line opening a block entry: a field label, or a bold lead followed by
    text that is not bold (an ability's name: "Pack Attack It deals …")."""
    if _grammar().field.match(text):
        return True
    spans = [span for span in line.spans if span.text.strip()]
    return len(spans) > 1 and spans[0].bold and not all(span.bold for span in spans)


def _continues(texts: Sequence[str], index: int) -> bool:
    """True for a line wrapped from the one before it: the line before ends mid-sentence,
    or this one opens in lower case, a digit or a sign; never a run-in lead ("Treasure:")."""
    text, before = texts[index], texts[index - 1]
    if not text or _COLON_LEAD.match(text):
        return False
    return not _SENTENCE_END.search(before) or not text[0].isupper()


def _follow(
    lines: Sequence[TextLine],
    texts: Sequence[str],
    span: list[int],
    stop: int,
    skip: frozenset[int],
) -> tuple[int, ...]:
    """``span`` (a block's first lines) with the entry lines that go on with it, up to
    ``stop``; the lone levels of other bars (``skip``) are passed over."""
    size = field_size(_grammar().field, lines, texts, span[-1] + 1, stop)
    index = span[-1] + 1
    while index < stop:
        line, text = lines[index], texts[index]
        if index in skip:
            index += 1
            continue
        entry = opens_entry(line, text)
        wrapped = index - 1 == span[-1] and _continues(texts, index)
        if (entry or wrapped) and in_size(line, size, entry):
            span.append(index)
            index += 1
            continue
        resumed = resume_after_break(
            _grammar().field, _grammar().resume_reach, lines, texts, span, stop, size
        )
        if resumed is None or resumed <= index:
            break  # (a line at ``index`` that could resume would have been taken above)
        index = resumed
    return tuple(span)


def _defends(texts: Sequence[str], span: Sequence[int]) -> bool:
    """True for a block with its hit points: a block without them was cut."""
    return any(_grammar().hit_points.match(texts[index]) for index in span)


def _orphans(
    lines: Sequence[TextLine], texts: Sequence[str], taken: set[int]
) -> list[tuple[int, ...]]:
    """Runs of entry lines no block took that print hit points: the rest of a block cut at
    a column's or page's foot, placed where the reading order did not put it next."""
    runs: list[tuple[int, ...]] = []
    ordered = sorted(taken)
    index = 0
    while index < len(lines):
        if index in taken or not _grammar().field.match(texts[index]):
            index += 1
            continue
        after = bisect.bisect_left(ordered, index)
        stop = ordered[after] if after < len(ordered) else len(lines)
        size = lines[index].size
        run = [index]
        while run[-1] + 1 < stop:
            following = run[-1] + 1
            line, text = lines[following], texts[following]
            entry = opens_entry(line, text)
            if not ((entry or _continues(texts, following)) and in_size(line, size, entry)):
                break
            run.append(following)
        if _defends(texts, run):
            runs.append(tuple(run))
        index = run[-1] + 1
    return runs


def _rejoin(
    lines: Sequence[TextLine],
    texts: Sequence[str],
    spans: list[tuple[int, ...]],
    skip: frozenset[int],
) -> None:
    """Join each block cut before its hit points to the nearest orphan run of entries on its
    page or the next (or the one before: an imposed booklet's sheets read out of order), in
    place."""
    cut = [n for n, span in enumerate(spans) if not _defends(texts, span)]
    if not cut:
        return
    taken = {index for span in spans for index in span} | set(skip)
    free = _orphans(lines, texts, taken)
    reading = reading_page_numbers(lines)  # near in reading order, never by sheet number
    for number in cut:
        head = spans[number]
        page = reading[head[-1]]
        near = [run for run in free if abs(reading[run[0]] - page) <= 1]
        if not near:
            continue
        run = min(near, key=lambda r: (reading[r[0]] < page, abs(r[0] - head[-1])))
        free.remove(run)
        spans[number] = head + run


def find_leveled_blocks(
    document: Document,
) -> tuple[tuple[StatBlock | None, tuple[int, ...]], ...]:
    """The levelled d20 blocks of ``document`` with the indices of the lines each covers; a
    thing's block (a hazard's) is None, with the lines it covers."""
    lines = document.lines
    texts = [clean_text(line.text).strip() for line in lines]
    levels = [i for i, text in enumerate(texts) if _grammar().lone_level.match(text)]
    openings = [
        opening
        for index in range(1, len(lines))
        if (opening := _opening(lines, texts, levels, index)) is not None
    ]
    skip = frozenset(i for i in levels if _grammar().lone_level.fullmatch(texts[i]))
    spans: list[tuple[int, ...]] = []
    for number, opening in enumerate(openings):
        stop = openings[number + 1].name_line if number + 1 < len(openings) else len(lines)
        head = list(range(opening.name_line, opening.traits_end + 1))
        spans.append(_follow(lines, texts, head, stop, skip))
    _rejoin(lines, texts, spans, skip)
    found: list[tuple[StatBlock | None, tuple[int, ...]]] = []
    for opening, span in zip(openings, spans, strict=True):
        if opening.level_line is not None:
            span = (*span, opening.level_line)
        block = None if opening.traits is None else _block(document, texts, opening, span)
        found.append((block, span))
    return tuple(found)


def _block(
    document: Document, texts: Sequence[str], opening: _Opening, span: tuple[int, ...]
) -> StatBlock:
    """The StatBlock of one block: its entries' fields, its traits, no rating."""
    lines = document.lines
    head = range(opening.name_line, opening.traits_end + 1)
    entries = [i for i in span if i not in head and i != opening.level_line]
    fields = block_fields("\n".join(texts[i] for i in entries))
    traits = opening.traits or Traits(None, None, None)
    fields.update(
        style="3e",
        cr=None,
        level=opening.bar.level,
        size=traits.size,
        type=traits.type,
        alignment=traits.alignment or fields.get("alignment"),
    )
    name_line = lines[opening.name_line]
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
        count=opening.count,
        text=" ".join(texts[i] for i in span if i != opening.level_line),
        **fields,
    )
