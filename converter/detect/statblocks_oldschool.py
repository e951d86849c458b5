"""Parser for old-school stat lines: B/X, Labyrinth Lord, OSE, BFRPG, AD&D 1e and 3e one-liners.

The text of the document is read as one stream. Key/value tokens (``AC 6``, ``HD 4+1``,
``MV 120'``, ``ML 8``, ``XP 25``, ``#AT 1``, ``D 1-4/1-4``, ``F4``, bare damage dice ...) are
found with the token table of ``rules/lexicon/stat_oneline.yaml`` (``oneline_tokens``) and
chained into runs while they sit close together (``oneline_runs``); a run that holds an armor
class or hit dice plus at least one other statistic is a stat line, read here with its name
from the text just before it (``statblock_names``), its notes (``oneline_notes``) and its part
after a page break; its family (``oneline_family``) and fields (``oneline_fields``) come from
its tokens.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from converter.detect import old_school_marks as games
from converter.detect.oneline_family import run_marks
from converter.detect.oneline_fields import run_fields
from converter.detect.oneline_notes import clause_notes, trailing_note
from converter.detect.oneline_runs import WEAK_KINDS, chain_runs
from converter.detect.oneline_tokens import CREATURE_KINDS, TITLE_REACH, Run, Token, line_tokens
from converter.detect.statblock_common import clean_text, lines_source
from converter.detect.statblock_entry_name import entry_descriptor
from converter.detect.statblock_names import (
    NameContext,
    individual_for_run,
    item_opens_line,
    name_for_run,
)
from converter.detect.statblock_owner import follows_a_creature
from converter.detect.statblock_page_breaks import Joined, broken_by_the_page, joined_text
from converter.detect.statblock_stream import LOOSE_KEYS, Stream, name_lines
from converter.models import Document, Problem, StatBlock


def _holds_stats(text: str) -> bool:
    """True when a note's text holds a statistic that is no weak field (the next creature's
    line, not a note)."""
    return any(token.kind not in WEAK_KINDS for token in line_tokens(text))


_TABLE_TAIL = re.compile(r"\s+\d+\s+\d+\s+\d+\b")
_PHRASE_CHARS = 200  # text before a stat parenthesis read for the phrase it follows


def _follows_creature(run: Run, text: str) -> bool:
    """True when the run opens a parenthesis after a phrase whose head noun is a known
    creature ("Four bandits (AC 12; HP 11 …", "Bandit (AC 12, HP 11, …"), not a thing ("a
    door (AC 15, HP 18)"): the count before it is no evidence, doors and barrels are counted.
    A creature a made thing shows ("a statue of a griffon (AC 15, HP 40)") is that thing."""
    return follows_a_creature(text[max(0, run.start - _PHRASE_CHARS) : run.start])


def _is_statline(run: Run, text: str) -> bool:
    kinds = run.kinds() - {"st"}  # a 3e size/type line names a creature but proves nothing
    if any(_TABLE_TAIL.match(text, t.end) for t in run.tokens if t.kind in ("hd", "ac", "mv")):
        return False  # a table row of values ("HD 1 2 3 4 5"), not one creature
    has_hp_dice = any(t.kind == "hp" and ("d" in t.value or t.extra) for t in run.tokens)
    # a creature level stands where the old-school lines print hit dice ("LVL 2, HP 9, ATK
    # claw (d8)"): it marks a creature's stats as hit dice do
    if not ({"ac", "hd", "lv"} & kinds or has_hp_dice):
        return False
    if len(kinds) < 2:
        return False
    flat_hp_only = "hp" in kinds and "hd" not in kinds and not has_hp_dice
    # Ships, doors and fortresses print "HP 20 AC 9 3d8", "(AC 15, HP 18)": hull points, no
    # creature statistics. Such a line is a creature's when the phrase it follows names one.
    if flat_hp_only and not (CREATURE_KINDS & kinds):
        return _follows_creature(run, text)
    if "hd" in kinds or has_hp_dice or len(kinds) >= 3:
        return True
    # Only an armor class and one more value: a creature's attacks ("AC -1, tail slap 2d8,
    # bite 4d8") pass; prose ("a door with AC 15 takes 2d6", "AC 5 earns 100 XP") does not.
    return sum(t.kind == "dice" or "/" in t.value for t in run.tokens) >= 2


def _block(
    document: Document,
    stream: Stream,
    run: Run,
    context: NameContext,
    note: tuple[str, int] | None = None,
    clauses: tuple[str, ...] = (),
    joined: Joined | None = None,
) -> StatBlock:
    end = note[1] if note else run.end
    first_line = stream.line_at(run.start)
    last_line = stream.line_at(max(run.start, (joined.head_end if joined else end) - 1))
    lines = stream.lines[first_line : last_line + 1]
    name, count = name_for_run(stream.text, run.start, context, stream)
    individual = individual_for_run(stream.text, run.start, context, stream)
    text = joined.text if joined else stream.text
    fields = run_fields(run, text)
    fields["special"] += ((note[0],) if note else ()) + clauses
    descriptor = entry_descriptor(stream, run.start) if fields["size"] is None else None
    if descriptor is not None:
        fields["size"], fields["type"] = descriptor  # the line under the name: "Small Humanoid—…"
    return StatBlock(
        name=name,
        page=lines[0].page,
        source=lines_source(document, lines),
        count=count,
        kind=individual.kind if individual else None,
        text=text[run.start : end].replace("\n", " "),
        **fields,
    )


def _join(stream: Stream, head: Run, tail: Run) -> tuple[Run, Joined] | None:
    """The head and tail of a stat line the page broke, read as one run, when the run the
    two make goes on across the break (one creature prints each key statistic once: a tail
    that repeats the head's armour class is another creature's)."""
    text, head_end, tail_start = joined_text(stream, head, tail)
    tokens = [
        replace(t, start=t.start + head.start, end=t.end + head.start)
        for t in line_tokens(text[head.start :])
    ]
    runs = chain_runs(tokens, text)
    if not runs or runs[0].start != head.start or runs[0].end <= head_end:
        return None
    tail_end = runs[0].end - head_end - 1 + tail_start
    return runs[0], Joined(text, head_end, (tail_start, tail_end))


def _read_across_breaks(
    stream: Stream, tokens: list[Token], titles: Sequence[tuple[int, int]]
) -> tuple[list[Run], dict[int, Joined]]:
    """The stream's runs, each stat line the page broke read as one run in its head's place
    and its tail's tokens taken out of the stream's (what follows the line there, the next
    creature's stats, chains as it would after any line), and the joined runs by index."""
    runs = chain_runs(tokens, stream.text, titles)
    joins: dict[int, tuple[Run, Joined]] = {}
    for head, tail in broken_by_the_page(stream, runs).items():
        merged = _join(stream, runs[head], runs[tail])
        if merged is not None and _is_statline(merged[0], merged[1].text):
            joins[runs[head].start] = merged
    if not joins:
        return runs, {}
    spans = [joined.tail for _, joined in joins.values()]
    kept = [t for t in tokens if not any(start <= t.start < end for start, end in spans)]
    result: list[Run] = []
    index: dict[int, Joined] = {}
    for run in chain_runs(kept, stream.text, titles):
        if run.start in joins:
            run, index[len(result)] = joins[run.start]
        result.append(run)
    return result, index


@dataclass(frozen=True)
class OneLine:
    """A stat line read: its block, the index of its first line and its offsets in the stream."""

    block: StatBlock
    line: int
    start: int
    end: int
    undecided: bool = False  # its fields tell AD&D from B/X by none of their marks
    form: tuple[str, ...] = ()  # the order of its key statistics (``line_form``)
    rest: tuple[int, int] | None = None  # offsets of its part after a page break, if any


def find_oldschool_statblocks(
    document: Document, stream: Stream, skip_lines: frozenset[int] = frozenset()
) -> tuple[tuple[OneLine, ...], tuple[Problem, ...]]:
    """Return the old-school stat lines of ``stream`` and problems for lines that did not parse.

    ``skip_lines`` holds indices of lines already claimed by another parser (5e blocks).
    """
    titles = name_lines(stream)
    runs, joins = _read_across_breaks(stream, line_tokens(stream.text), titles)
    tails = sorted(joined.tail for joined in joins.values())
    blocks: list[OneLine] = []
    covered: set[int] = set(skip_lines)
    previous_end = 0
    previous_name: str | None = None
    pending: Run | None = None  # a 3e/Pathfinder title line "Goblin Warrior CR 1/3 / XP 135"
    for n, run in enumerate(runs):
        if stream.line_at(run.start) in skip_lines:
            continue
        # a line's part after a page break is its head's; it names no creature after it
        previous_end = max([previous_end] + [e for s, e in tails if s <= e <= run.start])
        if pending is not None and run.start - pending.end <= TITLE_REACH:
            run = Run(pending.tokens + run.tokens)
        joined = joins.get(n)
        text = joined.text if joined else stream.text
        if not _is_statline(run, text):
            # A rejected line (a ship's hull points) still ends the text that names the next one.
            if "cr" in run.kinds() and not _encounter_rating(run, stream.text):
                pending = run
            elif {"ac", "hd"} & run.kinds() or _tail_before(runs, n, stream.text):
                previous_end = run.end
            continue
        pending = None
        context = NameContext(previous_end=previous_end, previous_name=previous_name)
        note = None if joined else trailing_note(stream.text, run.end, _holds_stats)
        end = joined.head_end if joined else note[1] if note else run.end
        # semicolon notes are read into the block's special, not its extent: the lines it
        # claims and the text that names the next creature stay as they were
        clauses = () if note or joined else clause_notes(stream.text, run.end, _holds_stats)
        block = _block(document, stream, run, context, note, clauses, joined)
        # an AD&D or B/X line whose fields show neither: the document's lines settle it
        undecided = block.style in games.OLD_SCHOOL and not run_marks(run, text)
        form = games.line_form(t.kind for t in run.tokens)
        rest = joined.tail if joined else None
        first = stream.line_at(run.start)
        blocks.append(OneLine(block, first, run.start, end, undecided, form, rest))
        previous_end, previous_name = end, block.name
        covered.update(range(first, stream.line_at(end - 1) + 1))
        if rest:
            covered.update(range(stream.line_at(rest[0]), stream.line_at(rest[1] - 1) + 1))
    return tuple(blocks), _unparsed(document, stream, covered)


def _encounter_rating(run: Run, text: str) -> bool:
    """True for a rating printed in brackets ("A4. Guard Post (CR 4)"): the total of an
    area's encounter, which opens no creature's stats the way a title line's "CR 2" does."""
    rating = run.first("cr")
    return rating is not None and text[: rating.start].rstrip(" \t").endswith("(")


def _tail_before(runs: Sequence[Run], n: int, text: str) -> bool:
    """True when run ``n`` is the tail of a stat line cut off before the next creature's
    line (``item_opens_line``): its fields are no part of the next creature's name."""
    after = runs[n + 1] if n + 1 < len(runs) else None
    return after is not None and item_opens_line(text[runs[n].end : after.start])


def _unparsed(document: Document, stream: Stream, covered: set[int]) -> tuple[Problem, ...]:
    problems: list[Problem] = []
    for index, line in enumerate(stream.lines):
        if index in covered:
            continue
        text = clean_text(line.text)
        keys = set(LOOSE_KEYS.findall(text))
        if len(keys) >= 3:
            problems.append(
                Problem(
                    file=document.file,
                    page=line.page,
                    rule="statblock-unparsed",
                    level="warning",
                    message=f"looks like a stat line but did not parse: {text.strip()[:160]!r}",
                )
            )
    return tuple(problems)
