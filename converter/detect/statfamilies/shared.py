"""Readings several families share, made once per document.

The 5e parser reads 2014 and 2024 blocks in one pass, and the one-line grammar reads B/X, AD&D,
3e and inline stats in one pass (its naming rules look back across earlier lines); each family
takes its own blocks from that reading. A reading is kept for the last document asked about.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

from converter.detect.old_school_marks import (
    OLD_SCHOOL,
    family_marks,
    line_form,
    old_school_style,
)
from converter.detect.statblock_common import body_size, lines_source
from converter.detect.statblock_context import (
    paren_lead_in,
    phrase_before_paren,
    shows_a_likeness,
)
from converter.detect.statblock_names import NameContext, individual_for_run, name_for_run
from converter.detect.statblock_owner import follows_a_creature
from converter.detect.statblock_stream import Stream, build_stream, page_furniture
from converter.detect.statblocks_5e import find_5e_statblocks, unparsed_5e_problems
from converter.detect.statblocks_oldschool import OneLine, find_oldschool_statblocks
from converter.detect.statfamilies.result import FamilyResult, Found
from converter.detect.statline import (
    StatLine,
    family_of,
    find_statlines,
    grammar,
    read_fields,
    worded_armor,
)
from converter.detect.statline_d20 import d20_style
from converter.detect.statline_notes import Notes, trailing_notes
from converter.models import Document, Problem, StatBlock, StatStyle

T = TypeVar("T")
_memo: dict[str, tuple[Document, object]] = {}


def _once(key: str, document: Document, make: Callable[[], T]) -> T:
    held = _memo.get(key)
    if held is not None and held[0] is document:
        return held[1]  # type: ignore[return-value]
    value = make()
    _memo[key] = (document, value)
    return value


@dataclass(frozen=True)
class FifthReading:
    blocks: tuple[tuple[StatBlock, tuple[int, ...]], ...]
    problems: tuple[Problem, ...]


def fifth(document: Document) -> FifthReading:
    """The 5e blocks of ``document`` with their line spans, and the blocks that did not parse."""

    def make() -> FifthReading:
        blocks = find_5e_statblocks(document)
        claimed = frozenset(index for _, span in blocks for index in span)
        return FifthReading(blocks, unparsed_5e_problems(document, claimed))

    return _once("fifth", document, make)


def stream(document: Document) -> Stream:
    """The document's text as one stream (see ``statblock_stream``)."""

    def make() -> Stream:
        size = body_size(document)
        return build_stream(document.lines, size, page_furniture(document.pages, size))

    return _once("stream", document, make)


@dataclass(frozen=True)
class OneLineReading:
    lines: tuple[OneLine, ...]
    problems: tuple[Problem, ...]


def oneline(document: Document, claimed: frozenset[int]) -> OneLineReading:
    """The one-line grammar's stat lines; ``claimed`` of the first family asking is skipped."""

    def make() -> OneLineReading:
        found, problems = find_oldschool_statblocks(document, stream(document), claimed)
        return OneLineReading(found, problems)

    return _once("oneline", document, make)


def lines_of(stream_: Stream, start: int, end: int) -> frozenset[int]:
    """The indices of the stream lines a text span covers."""
    return frozenset(range(stream_.line_at(start), stream_.line_at(max(start, end - 1)) + 1))


# What may follow a stat line on its last line for that line to be the line's own: closing
# brackets and punctuation ("…, dagger (d6))."), nothing that another stat line could open in.
_LINE_REST = re.compile(r"[\s)\].,;:]*")


def claimed_lines(stream_: Stream, start: int, end: int) -> frozenset[int]:
    """The lines a stat line at ``start:end`` claims: all it covers, but its last line only
    when it ends that line. Prose runs on after inline stats ("(HP 5, …, claw (d6)) broods
    over a fire. Two vine horrors (HP 15, …"), and the next creature's stats may open there."""
    covered = lines_of(stream_, start, end)
    last = max(covered)
    if last == min(covered):
        return covered
    line_end = stream_.text.find("\n", end)
    rest = stream_.text[end : len(stream_.text) if line_end < 0 else line_end]
    return covered if _LINE_REST.fullmatch(rest) else covered - {last}


def fifth_family(
    document: Document, claimed: frozenset[int], wanted: Callable[[str], bool]
) -> FamilyResult:
    """The 5e blocks of the styles ``wanted`` whose lines are all unclaimed."""
    blocks: list[Found] = []
    taken: set[int] = set()
    for block, span in fifth(document).blocks:
        if wanted(block.style) and not claimed.intersection(span):
            blocks.append(Found(block, span[0]))
            taken.update(span)
    return FamilyResult(tuple(blocks), frozenset(taken))


def oneline_family(
    document: Document, claimed: frozenset[int], wanted: Callable[[OneLine], bool]
) -> FamilyResult:
    """The one-line grammar's stat lines ``wanted`` whose first line is unclaimed."""
    reading = oneline(document, claimed)
    text_stream = stream(document)
    blocks: list[Found] = []
    taken: set[int] = set()
    for line in reading.lines:
        if line.line in claimed or not wanted(line):
            continue
        blocks.append(Found(line.block, line.line, line.start, line.undecided, line.form))
        taken.update(claimed_lines(text_stream, line.start, line.end))
        if line.rest:  # its part the page broke off, under the table's header again
            taken.update(claimed_lines(text_stream, *line.rest))
    return FamilyResult(tuple(blocks), frozenset(taken))


def statlines(document: Document) -> tuple[StatLine, ...]:
    """The field grammar's stat lines over the document's stream."""
    return _once("statlines", document, lambda: tuple(find_statlines(stream(document).text)))


def grammar_family(document: Document, claimed: frozenset[int], family: str) -> FamilyResult:
    """The field grammar's stat lines of lexicon family ``family`` on unclaimed lines."""
    text_stream = stream(document)
    blocks: list[Found] = []
    taken: set[int] = set()
    previous_end = 0
    every = statlines(document)
    for index, line in enumerate(every):
        span = lines_of(text_stream, line.start, line.end)
        kind = family_of(line)
        if (
            kind is None
            or kind["id"] != family
            or claimed & span
            or _a_likeness(text_stream, line)
            or _a_thing(text_stream, line)
        ):
            previous_end = max(previous_end, line.end)
            continue
        style = _style(text_stream.text, line, kind)
        before = every[index + 1].start if index + 1 < len(every) else len(text_stream.text)
        notes = trailing_notes(text_stream, line, before)
        block = grammar_block(document, text_stream, line, style, previous_end, notes)
        undecided = style in OLD_SCHOOL and not _marks(line)
        form = line_form(f.field for f in line.fields)
        blocks.append(Found(block, min(span), line.start, undecided, form))
        end = notes.end if notes else line.end
        taken.update(claimed_lines(text_stream, line.start, end))
        previous_end = end
    return FamilyResult(tuple(blocks), frozenset(taken))


_PHRASE_CHARS = 200  # text before a stat parenthesis read for the phrase it follows


def _a_likeness(text_stream: Stream, line: StatLine) -> bool:
    """True for a thing's armour class and hit points in a parenthesis after a creature a made
    thing shows ("a statue of a griffon (AC 15, hp 40)"): the statue's, no creature's."""
    if not line.ids() <= grammar().thing_fields:
        return False
    before = text_stream.text[max(0, line.start - _PHRASE_CHARS) : line.start]
    return shows_a_likeness(paren_lead_in(before) or before)


def _a_thing(text_stream: Stream, line: StatLine) -> bool:
    """True for an armour class and one hit-point value in a parenthesis ("a door (AC 15,
    hp 18)") after a phrase that names no creature: a thing prints them as well as a creature, and the
    label's case ("hp", "HP") tells nothing; the old-school reader holds flat "HP" lines to
    the same rule (``statblocks_oldschool._is_statline``). A list of hit points, one per
    creature ("hp 4, 3, 2"), is a group's."""
    ids = line.ids()
    if not ids <= grammar().thing_fields or ids & grammar().creature_lists:
        return False
    before = text_stream.text[max(0, line.start - _PHRASE_CHARS) : line.start]
    if phrase_before_paren(paren_lead_in(before) or before) is None:
        return False  # no parenthesis after a phrase: a block under its name line ("Sexton")
    return not follows_a_creature(before)


def _style(text: str, line: StatLine, family: dict[str, Any]) -> StatStyle:
    """A lexicon family's style, but a line printing a field only the d20 grammar prints (a
    challenge rating, "Init +1", "Fort +1") is of a d20 family (3e or 5e), told by its fields:
    a catch-all style would map its rating by hit dice. A line printing a creature level and
    no hit dice ("LVL 2, AC 13, HP 9") is of a game of its own, rated by that level. An
    old-school line is AD&D's when its fields show it (a move in inches), as the one-line
    grammar reads it. A line printing a field only another game prints ("Stamina 25") is that
    game's, whatever else it prints."""
    rules = grammar()
    ids = line.ids()
    if ids & rules.own_game_fields:
        return "other"
    if ids & rules.d20_fields:
        return d20_style(text[line.start : line.end])
    if ids & rules.level_fields and not any(rules.fills.get(i) == "hit_dice" for i in ids):
        return "other"
    if worded_armor(line) is not None:
        return "other"  # "Armor 13, …, 2 Hit Dice": an ascending armour class, its own game
    style = cast(StatStyle, family["style"])
    return old_school_style(_marks(line)) if style in OLD_SCHOOL else style


def _marks(line: StatLine) -> frozenset[StatStyle]:
    """What a line's own fields say of its old-school family (``old_school_marks``)."""
    return family_marks((f.field, f.value) for f in line.fields)


def grammar_block(
    document: Document,
    text_stream: Stream,
    line: StatLine,
    style: StatStyle,
    previous_end: int,
    notes: Notes | None = None,
) -> StatBlock:
    """A StatBlock from one field-grammar stat line, named by the text before it, with the
    notes that close its list (``statline_notes``) as its special."""
    end = notes.end if notes else line.end
    first = text_stream.line_at(line.start)
    last = text_stream.line_at(max(line.start, end - 1))
    lines = text_stream.lines[first : last + 1]
    context = NameContext(previous_end, None)
    name, count = name_for_run(text_stream.text, line.start, context, text_stream)
    individual = individual_for_run(text_stream.text, line.start, context, text_stream)
    return StatBlock(
        name=name,
        page=lines[0].page,
        style=style,
        source=lines_source(document, lines),
        count=count,
        kind=individual.kind if individual else None,
        text=text_stream.text[line.start : end].replace("\n", " "),
        special=notes.notes if notes else (),
        **read_fields(line),
    )
