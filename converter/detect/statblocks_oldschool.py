"""Parser for old-school stat lines: B/X, Labyrinth Lord, OSE, BFRPG, AD&D 1e and 3e one-liners.

The text of the document is read as one stream. Key/value tokens (``AC 6``, ``HD 4+1``,
``MV 120'``, ``ML 8``, ``XP 25``, ``#AT 1``, ``D 1-4/1-4``, ``F4``, bare damage dice ...) are
found with the token table of ``rules/lexicon/stat_oneline.yaml`` (``oneline_tokens``) and
chained into runs while they sit close together; a run that
holds an armor class or hit dice plus at least one other statistic is a stat line. Its name
comes from the text just before it (see ``statblock_names``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from converter.detect import old_school_marks as games
from converter.detect.oneline_notes import clause_notes, trailing_note
from converter.detect.oneline_tokens import (
    CREATURE_KINDS,
    D20_KINDS,
    DIE,
    MAX_GAP,
    ONELINE,
    OWN_GAME_MARKS,
    TITLE_REACH,
    Run,
    Token,
    line_tokens,
)
from converter.detect.statblock_common import (
    clean_text,
    counts_a_label,
    dice_text,
    int_or_none,
    lines_source,
)
from converter.detect.statblock_names import (
    NameContext,
    individual_for_run,
    item_opens_line,
    name_for_run,
)
from converter.detect.statblock_owner import follows_a_creature
from converter.detect.statblock_page_breaks import Joined, broken_by_the_page, joined_text
from converter.detect.statblock_stream import LOOSE_KEYS, Stream, name_lines, title_between
from converter.detect.statline import opens_labelled_line
from converter.detect.statline_d20 import d20_style, with_rating_note
from converter.models import Document, Problem, StatBlock, StatStyle


def _holds_stats(text: str) -> bool:
    """True when a note's text holds a statistic that is no weak field (the next creature's
    line, not a note)."""
    return any(token.kind not in _WEAK_KINDS for token in line_tokens(text))


_TABLE_TAIL = re.compile(r"\s+\d+\s+\d+\s+\d+\b")
_BRACKETED = re.compile(r"\([^()]*\)")
# Unkeyed tokens ("1d6", "F2") join a run only within its sentence; keyed ones may follow
# a label ("No. of Attacks: 1 weapon").
_WEAK_KINDS = frozenset(ONELINE["weak_fields"])
_SENTENCE_BREAK = re.compile(r"[.!?]\s+[A-Z]|:")
_GAP_WORD = re.compile(r"[A-Za-z]{2}")
# An attack's own label before it is no word between ("Atk" / "dagger +3 melee (1d8)", the
# label left at a line's end when a narrow column wraps the attack onto the next line).
_ATTACK_LABEL = re.compile(r"\b(?:Atk|Att|ATK|Attacks?|ATTACKS?)\b")
# The first word of an attack's name left at a line's end when the column wraps the name
# ("Speed 30 ft., short" / "sword +2 (1d8)"): a lower-case word after the list's separator,
# the line break right after it. It is the attack's, no word between.
_WRAPPED_ATTACK_HEAD = re.compile(r"(?<=[,;])[ \t]*[a-z][\w’'-]*[ \t]*$")
_TITLE_NAME = re.compile(r"[A-Z][\w’'-]*(?:[ ,]+[A-Za-z][\w’'-]*){0,4}")
_KEY_KINDS = frozenset({"ac", "hd", "hp", "cr"})


def _opens_title_line(gap: str) -> bool:
    """True when the text before a challenge rating is a new line's creature title ("Vine
    Horror CR 2"): a 3e / Pathfinder block's title line starts that creature's stats."""
    head, newline, tail = gap.rpartition("\n")
    return bool(newline) and _TITLE_NAME.fullmatch(tail.strip()) is not None


def _words_before_attack(gap: str, text: str, token: Token) -> bool:
    """True when words stand between a run and an attack ("… ML 8. The ogre swings a club
    +3 (1d8)"): prose, not the run's list. The attack's own label ("Atk") and the first word
    of its name wrapped to the line before ("short" / "sword +2 (1d8)") are no such words."""
    if text[token.start : token.start + 1] == "\n" or text[token.start - 1 : token.start] == "\n":
        gap = _WRAPPED_ATTACK_HEAD.sub("", gap)
    return _GAP_WORD.search(_ATTACK_LABEL.sub("", gap)) is not None


def _encounter_rating(run: Run, text: str) -> bool:
    """True for a rating printed in brackets ("A4. Guard Post (CR 4)"): the total of an
    area's encounter, which opens no creature's stats the way a title line's "CR 2" does."""
    rating = run.first("cr")
    return rating is not None and text[: rating.start].rstrip(" \t").endswith("(")


_DIE_IN = re.compile(r"\d*d\d")


def _attack_open(run: Run, text: str) -> bool:
    """True when the run ends on an attack printed without its damage ("Att 1 × club" at a
    line's end): the dice opening the next line are that attack's, wrapped, where a table's
    next row follows a line that ended on a complete statistic."""
    last = run.tokens[-1]
    return last.kind == "at" and _DIE_IN.search(text[last.start : last.end]) is None


# A stat line wrapped inside its list of fields keeps a separator at the wrap: after the last
# value of the line ("hp 9, 12 ·" / "claw 1d10", "hp 28, 20," / "20 · dagger 1d10", "slam" after
# a dot) or opening the next line ("· claw 1d10"). A table's next row opens with its roll or its
# name, and its row before ends on a value, so dice after a separator are no new row.
_LIST_GOES_ON = re.compile(r"[·•;,|]")


# Inline statistics are one creature's to a bracket: a bracket closed, words, and a new one
# opened ("… (AC 8, HD 1). Six bandits (CR 1/4; AC 12 …") start the next group's line, whatever
# field the new bracket opens with; but a bracket holding a die alone is an attack's damage
# ("Ghoul (HD 2) claw (d6)"), never a group's statistics.
_NEXT_BRACKET = re.compile(r"\)[^()]*[A-Za-z]{2}[^()]*\(")
_BARE_DIE_IN_BRACKET = re.compile(r"d\d+\)")


def _opens_next_bracket(text: str, end: int, token: Token) -> bool:
    """True when a bracket closed after the run, words, and a new bracket opened before the
    token start the next group's statistics; not when the new bracket is the token's own and
    holds a die alone, an attack's damage ("Ghoul (HD 2) claw (d6)"). The gap alone is read,
    so no later bracket of the same line counts."""
    match = _NEXT_BRACKET.search(text, end, token.start)
    if match is None:
        return False
    return not (match.end() == token.start and _BARE_DIE_IN_BRACKET.match(text, token.start))


def _runs(tokens: list[Token], text: str, titles: Sequence[tuple[int, int]] = ()) -> list[Run]:
    """Chain tokens into runs; a run starts with a keyed token and breaks at long gaps,
    sentence ends, a repeated AC/HD/CR, dice on the next line after a complete line, or a
    title line between two statistics: a name set on a line of its own (a box's name bar,
    "Acolyte", "Bog Hags (8)") opens the next creature's stats, though the fields before it
    ("THAC0 14 AL Chaotic XP 75", the tail of a box read row by row) hold no armour class;
    so does a line opening with a creature item before an armour class or hit dice after
    fields that hold neither (``item_opens_line``); and a die alone in a bracket closed by a
    colon, the next label's count ("Kobolds (1d8):", ``counts_a_label``)."""
    runs: list[Run] = []
    current = Run()
    for token in tokens:
        if not current.tokens:
            if token.kind not in _WEAK_KINDS:
                current.tokens.append(token)
            continue
        gap = text[current.end : token.start]
        kinds = current.kinds()
        if (
            (token.kind in ("hd", "ac", "cr") and token.kind in kinds)
            or len(_BRACKETED.sub("()", gap)) > MAX_GAP
            or "\n\n" in gap
            or (token.kind in _WEAK_KINDS and _SENTENCE_BREAK.search(gap))
            or (token.kind == "hit" and _words_before_attack(gap, text, token))
            or (
                "\n" in gap
                and token.kind == "dice"
                and len(kinds) >= 3
                and not _attack_open(current, text)
                and not _LIST_GOES_ON.search(gap)
            )
            or (token.kind not in _WEAK_KINDS and opens_labelled_line(gap))
            or (token.kind == "cr" and _opens_title_line(gap))
            or _opens_next_bracket(text, current.end, token)
            or title_between(titles, current.end, token.start)
            or (token.kind == "dice" and counts_a_label(text, token.start, token.end))
            or (token.kind in ("ac", "hd") and not {"ac", "hd"} & kinds and item_opens_line(gap))
        ):
            runs.append(current)
            current = Run([] if token.kind in _WEAK_KINDS else [token])
            continue
        current.tokens.append(token)
    if current.tokens:
        runs.append(current)
    return runs


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


_HD_AS_DICE = re.compile(r"\d+d\d+(?:\s*[+-]\s*\d+)?")
_HIT_POINTS_AFTER = re.compile(r"\s*(?:hit points|hp)\b", re.IGNORECASE)


def _hd_as_dice(hit_dice: Token, text: str) -> bool:
    """True for hit dice printed as dice ("HD 2d8", "HD 4d8+4"): the d20 grammar's (3e, Castles
    & Crusades, its armour class ascending), where the old-school families print a number of
    dice ("HD 2", "HD 3+1", "HD 1-1"); but a creature of less than one die there prints its hit
    points' dice ("HD 1d4 Hit Points", Basic Fantasy)."""
    return bool(_HD_AS_DICE.fullmatch(hit_dice.value)) and not _HIT_POINTS_AFTER.match(
        text, hit_dice.end
    )


def _own_game(run: Run, text: str) -> bool:
    """True when the run's printed line, to its end, shows a statistic B/X never prints (a
    skill bonus, a save as one target roll "12+"): a game of its own with an ascending armour
    class (Worlds Without Number and kin), rated by its hit dice as B/X is."""
    line_end = text.find("\n", run.end)
    end = len(text) if line_end < 0 else line_end
    return any(mark.search(text, run.start, end) for mark in OWN_GAME_MARKS)


def _style(run: Run, text: str) -> StatStyle:
    """The family of a run, from the fields it prints: a d20 field ("Init +1", "Act 1d20",
    "Fort +1, Ref +0, Will +2", a rating), "touch" or hit dice as dice make it a d20 line;
    special attacks or a move in inches make it AD&D; the rest is B/X (``old_school_marks``)."""
    kinds = run.kinds()
    hit_dice = run.first("hd")
    if (
        D20_KINDS & kinds
        or any("touch" in t.value for t in run.tokens)
        or (hit_dice is not None and _hd_as_dice(hit_dice, text))
    ):
        # a d20 line: 3e or 5e by the fields it prints, the rating's "(XP 50; PB +2)" too
        rating = run.first("cr")
        end = with_rating_note(text, rating.end, run.end) if rating else run.end
        return d20_style(text[run.start : end])
    if _own_game(run, text):
        return "other"
    if kinds == {"hd", "dice"}:
        # hit dice and attack dice alone, no armour class, which every B/X and AD&D line
        # prints: a game where the players roll to defend (The Black Hack and kin)
        return "other"
    if "lv" in kinds and "hd" not in kinds:
        # a creature level where the old-school lines print hit dice ("LV 2"): a game of its
        # own (Shadowdark and kin), read by the level, not by a family's table
        return "other"
    return games.old_school_style(_marks(run, text))


def _marks(run: Run, text: str) -> frozenset[StatStyle]:
    """What the run's own fields say of its old-school family (``old_school_marks``), each
    read as printed ("AC 6 [13]" with its bracket, "MV 9\"" with its inch mark)."""
    return games.family_marks((t.kind, text[t.start : t.end]) for t in run.tokens)


def _hd_text(value: str) -> str:
    """Return printed hit dice without spaces around signs ("6 + 1" → "6+1", "1 per head")."""
    value = re.sub(r"\s*([+-])\s*", r"\1", clean_text(value)).rstrip("*")
    return re.sub(r"\s+", " ", value).strip()


def _hit_dice(run: Run) -> tuple[str | None, int | None]:
    """The hit dice and hit points a run prints; a list of each creature's hit points ("hp 5,
    4, 3") is no one value, so none is read."""
    hd = run.first("hd")
    hp = run.first("hp")
    hit_dice = _hd_text(hd.value) if hd else None
    hp_value: int | None = None
    if hp is not None:
        if "d" in hp.value:
            hit_dice = hit_dice or dice_text(hp.value)
        else:
            hp_value = None if hp.listed else int_or_none(hp.value)
            if hp.extra and hit_dice is None:
                hit_dice = dice_text(hp.extra)
    return hit_dice, hp_value


def _damage(run: Run) -> str | None:
    dmg = run.first("dmg")
    if dmg:
        return dmg.value
    dice = [t.value for t in run.tokens if t.kind == "dice"]
    if not dice:
        # OSE prints the damage inside the attack: "Att 1 × weapon (1d6)".
        # "Scimitar +3 (1d6+1)": the damage of an attack printed with its bonus to hit.
        attacks = [t for t in run.tokens if t.kind in ("at", "hit")]
        dice = [d for t in attacks for d in re.findall(DIE, t.value)]
    return "/".join(dice) if dice else None


def _run_fields(run: Run, text: str) -> dict[str, Any]:
    """The StatBlock fields a run's tokens give (every field but name, page, source, text)."""
    hit_dice, hp = _hit_dice(run)
    ac = run.first("ac")
    cr = run.first("cr")
    xp = run.first("xp")
    ml = run.first("ml")
    mv = run.first("mv")
    al = run.first("al")
    at = run.first("at") or run.first("hit")
    saves = [t.value for t in run.tokens if t.kind in ("sv", "fortrefwill", "cls")]
    size_type = run.first("st")
    level = run.first("lv")
    return {
        "style": _style(run, text),
        "ac": int_or_none(ac.value) if ac else None,
        "hp": hp,
        "hit_dice": hit_dice,
        "cr": cr.value if cr else None,
        "level": level.value if level else None,
        "size": size_type.value.capitalize() if size_type else None,
        "type": size_type.extra.lower() if size_type and size_type.extra else None,
        "alignment": al.value if al else None,
        "speed": mv.value if mv else None,
        "attacks": at.value.strip() if at else None,
        "damage": _damage(run),
        "morale": ml.value if ml else None,
        "xp": xp.value if xp else None,
        "saves": " ".join(saves) if saves else None,
        "special": tuple(t.value.strip() for t in run.tokens if t.kind == "sa"),
    }


def block_fields(text: str) -> dict[str, Any]:
    """The fields of a whole block's text read as one run: a block printed a field to a line
    (the banded d20 block) is one creature however far apart its fields sit."""
    return _run_fields(Run(line_tokens(text)), text)


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
    fields = _run_fields(run, text)
    fields["special"] += ((note[0],) if note else ()) + clauses
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
    runs = _runs(tokens, text)
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
    runs = _runs(tokens, stream.text, titles)
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
    for run in _runs(kept, stream.text, titles):
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
        undecided = block.style in games.OLD_SCHOOL and not _marks(run, text)
        form = games.line_form(t.kind for t in run.tokens)
        rest = joined.tail if joined else None
        first = stream.line_at(run.start)
        blocks.append(OneLine(block, first, run.start, end, undecided, form, rest))
        previous_end, previous_name = end, block.name
        covered.update(range(first, stream.line_at(end - 1) + 1))
        if rest:
            covered.update(range(stream.line_at(rest[0]), stream.line_at(rest[1] - 1) + 1))
    return tuple(blocks), _unparsed(document, stream, covered)


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
