"""Parser for old-school stat lines: B/X, Labyrinth Lord, OSE, BFRPG, AD&D 1e and 3e one-liners.

The text of the document is read as one stream. Key/value tokens (``AC 6``, ``HD 4+1``,
``MV 120'``, ``ML 8``, ``XP 25``, ``#AT 1``, ``D 1-4/1-4``, ``F4``, bare damage dice ...) are
found with the token table of ``rules/lexicon/stat_oneline.yaml`` and chained into runs while they sit close together; a run that
holds an armor class or hit dice plus at least one other statistic is a stat line. Its name
comes from the text just before it (see ``statblock_names``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from converter.detect import old_school_marks as games
from converter.detect.literal_first import compile_literal_first
from converter.detect.oneline_notes import clause_notes, trailing_note
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
from converter.detect.statblock_stream import LOOSE_KEYS, Stream, name_lines, title_between
from converter.detect.statline import opens_labelled_line
from converter.detect.statline_d20 import d20_style, with_rating_note
from converter.models import Document, Problem, StatBlock, StatStyle
from converter.ruledata import load_lexicon

# A damage die inside an attack; one die may be printed without its count ("claw (d8)").
_DIE = r"(?<![A-Za-z])\d*d\d+(?:[+-]\d+)?"


def _placed(size: str, alignments: list[str]) -> str:
    """``size`` matched only right after an alignment ("LG Medium") or a semicolon and one
    blank ("; " or ";" and a line break: a narrow column wraps there)."""
    behind = "|".join([*(rf"(?<=\b{a} {size})" for a in alignments), rf"(?<=;\s{size})"])
    return f"{size}(?:{behind})"


def _token_patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The token table of ``stat_oneline.yaml`` with its ``<<name>>`` pieces filled in."""
    data = load_lexicon("stat_oneline")
    alignments = "|".join(data["alignments"])
    pieces = {
        **data["pieces"],
        "alignments": alignments,
        "sizes_3e": "|".join(data["sizes_3e"]),
        # Each size right after an alignment or a semicolon: the fixed-width look-behinds
        # tested once the size's letters matched (the same test of the text before it).
        "placed_sizes_3e": "|".join(_placed(size, data["alignments"]) for size in data["sizes_3e"]),
        "types_3e": "(?i:" + "|".join(data["types_3e"]) + ")",
    }
    compiled = []
    for token in data["tokens"]:
        pattern = re.sub(r"<<(\w+)>>", lambda m: pieces[m.group(1)], token["pattern"])
        compiled.append((token["field"], compile_literal_first(pattern)))  # same matches
    return tuple(compiled)


_ONELINE = load_lexicon("stat_oneline")
_TOKENS = _token_patterns()
_MAX_GAP: int = _ONELINE["max_gap"]
_TITLE_REACH: int = _ONELINE["title_reach"]
# Statistics only a creature has: flat "HP" with AC and none of these is a ship or an object.
_CREATURE_KINDS = frozenset(_ONELINE["creature_fields"])
# Statistics only the d20 grammar prints ("CR 2", "Init +1", "Fort +1, Ref +0, Will +2").
_D20_KINDS = frozenset(_ONELINE["d20_fields"])
_OWN_GAME_MARKS = tuple(re.compile(mark) for mark in _ONELINE["own_game_marks"])


@dataclass(frozen=True)
class _Token:
    kind: str
    start: int
    end: int
    value: str
    extra: str | None = None
    lower_hp: bool = False
    listed: bool = False  # one value of a list, one per creature ("hp 5, 4, 3")


@dataclass
class _Run:
    tokens: list[_Token] = field(default_factory=list)

    @property
    def start(self) -> int:
        return self.tokens[0].start

    @property
    def end(self) -> int:
        return self.tokens[-1].end

    def kinds(self) -> set[str]:
        return {t.kind for t in self.tokens}

    def first(self, kind: str) -> _Token | None:
        return next((t for t in self.tokens if t.kind == kind), None)


def _tokens(text: str) -> list[_Token]:
    found: list[_Token] = []
    for kind, pattern in _TOKENS:
        for match in pattern.finditer(text):
            groups = match.groupdict()
            value = groups.get("v") or match.group(0)
            lower_hp = kind == "hp" and match.group(0)[:2] == "hp"
            listed = bool(groups.get("each"))
            start, end = match.span()
            found.append(_Token(kind, start, end, value.strip(), groups.get("d"), lower_hp, listed))
    found.sort(key=lambda t: (t.start, -(t.end - t.start)))
    kept: list[_Token] = []
    for token in found:
        if kept and token.start < kept[-1].end:
            continue
        kept.append(token)
    return kept


def _holds_stats(text: str) -> bool:
    """True when a note's text holds a statistic that is no weak field (the next creature's
    line, not a note)."""
    return any(token.kind not in _WEAK_KINDS for token in _tokens(text))


_TABLE_TAIL = re.compile(r"\s+\d+\s+\d+\s+\d+\b")
_BRACKETED = re.compile(r"\([^()]*\)")
# Unkeyed tokens ("1d6", "F2") join a run only within its sentence; keyed ones may follow
# a label ("No. of Attacks: 1 weapon").
_WEAK_KINDS = frozenset(_ONELINE["weak_fields"])
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


def _words_before_attack(gap: str, text: str, token: _Token) -> bool:
    """True when words stand between a run and an attack ("… ML 8. The ogre swings a club
    +3 (1d8)"): prose, not the run's list. The attack's own label ("Atk") and the first word
    of its name wrapped to the line before ("short" / "sword +2 (1d8)") are no such words."""
    if text[token.start : token.start + 1] == "\n" or text[token.start - 1 : token.start] == "\n":
        gap = _WRAPPED_ATTACK_HEAD.sub("", gap)
    return _GAP_WORD.search(_ATTACK_LABEL.sub("", gap)) is not None


def _encounter_rating(run: _Run, text: str) -> bool:
    """True for a rating printed in brackets ("A4. Guard Post (CR 4)"): the total of an
    area's encounter, which opens no creature's stats the way a title line's "CR 2" does."""
    rating = run.first("cr")
    return rating is not None and text[: rating.start].rstrip(" \t").endswith("(")


_DIE_IN = re.compile(r"\d*d\d")


def _attack_open(run: _Run, text: str) -> bool:
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


def _opens_next_bracket(text: str, end: int, token: _Token) -> bool:
    """True when a bracket closed after the run, words, and a new bracket opened before the
    token start the next group's statistics; not when the new bracket is the token's own and
    holds a die alone, an attack's damage ("Ghoul (HD 2) claw (d6)"). The gap alone is read,
    so no later bracket of the same line counts."""
    match = _NEXT_BRACKET.search(text, end, token.start)
    if match is None:
        return False
    return not (match.end() == token.start and _BARE_DIE_IN_BRACKET.match(text, token.start))


def _runs(tokens: list[_Token], text: str, titles: Sequence[tuple[int, int]] = ()) -> list[_Run]:
    """Chain tokens into runs; a run starts with a keyed token and breaks at long gaps,
    sentence ends, a repeated AC/HD/CR, dice on the next line after a complete line, or a
    title line between two statistics: a name set on a line of its own (a box's name bar,
    "Acolyte", "Bog Hags (8)") opens the next creature's stats, though the fields before it
    ("THAC0 14 AL Chaotic XP 75", the tail of a box read row by row) hold no armour class;
    so does a line opening with a creature item before an armour class or hit dice after
    fields that hold neither (``item_opens_line``); and a die alone in a bracket closed by a
    colon, the next label's count ("Kobolds (1d8):", ``counts_a_label``)."""
    runs: list[_Run] = []
    current = _Run()
    for token in tokens:
        if not current.tokens:
            if token.kind not in _WEAK_KINDS:
                current.tokens.append(token)
            continue
        gap = text[current.end : token.start]
        kinds = current.kinds()
        if (
            (token.kind in ("hd", "ac", "cr") and token.kind in kinds)
            or len(_BRACKETED.sub("()", gap)) > _MAX_GAP
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
            current = _Run([] if token.kind in _WEAK_KINDS else [token])
            continue
        current.tokens.append(token)
    if current.tokens:
        runs.append(current)
    return runs


_PHRASE_CHARS = 200  # text before a stat parenthesis read for the phrase it follows


def _follows_creature(run: _Run, text: str) -> bool:
    """True when the run opens a parenthesis after a phrase whose head noun is a known
    creature ("Four bandits (AC 12; HP 11 …", "Bandit (AC 12, HP 11, …"), not a thing ("a
    door (AC 15, HP 18)"): the count before it is no evidence, doors and barrels are counted.
    A creature a made thing shows ("a statue of a griffon (AC 15, HP 40)") is that thing."""
    return follows_a_creature(text[max(0, run.start - _PHRASE_CHARS) : run.start])


def _is_statline(run: _Run, text: str) -> bool:
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
    if flat_hp_only and not (_CREATURE_KINDS & kinds):
        return _follows_creature(run, text)
    if "hd" in kinds or has_hp_dice or len(kinds) >= 3:
        return True
    # Only an armor class and one more value: a creature's attacks ("AC -1, tail slap 2d8,
    # bite 4d8") pass; prose ("a door with AC 15 takes 2d6", "AC 5 earns 100 XP") does not.
    return sum(t.kind == "dice" or "/" in t.value for t in run.tokens) >= 2


_HD_AS_DICE = re.compile(r"\d+d\d+(?:\s*[+-]\s*\d+)?")
_HIT_POINTS_AFTER = re.compile(r"\s*(?:hit points|hp)\b", re.IGNORECASE)


def _hd_as_dice(hit_dice: _Token, text: str) -> bool:
    """True for hit dice printed as dice ("HD 2d8", "HD 4d8+4"): the d20 grammar's (3e, Castles
    & Crusades, its armour class ascending), where the old-school families print a number of
    dice ("HD 2", "HD 3+1", "HD 1-1"); but a creature of less than one die there prints its hit
    points' dice ("HD 1d4 Hit Points", Basic Fantasy)."""
    return bool(_HD_AS_DICE.fullmatch(hit_dice.value)) and not _HIT_POINTS_AFTER.match(
        text, hit_dice.end
    )


def _own_game(run: _Run, text: str) -> bool:
    """True when the run's printed line, to its end, shows a statistic B/X never prints (a
    skill bonus, a save as one target roll "12+"): a game of its own with an ascending armour
    class (Worlds Without Number and kin), rated by its hit dice as B/X is."""
    line_end = text.find("\n", run.end)
    end = len(text) if line_end < 0 else line_end
    return any(mark.search(text, run.start, end) for mark in _OWN_GAME_MARKS)


def _style(run: _Run, text: str) -> StatStyle:
    """The family of a run, from the fields it prints: a d20 field ("Init +1", "Act 1d20",
    "Fort +1, Ref +0, Will +2", a rating), "touch" or hit dice as dice make it a d20 line;
    special attacks or a move in inches make it AD&D; the rest is B/X (``old_school_marks``)."""
    kinds = run.kinds()
    hit_dice = run.first("hd")
    if (
        _D20_KINDS & kinds
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


def _marks(run: _Run, text: str) -> frozenset[StatStyle]:
    """What the run's own fields say of its old-school family (``old_school_marks``), each
    read as printed ("AC 6 [13]" with its bracket, "MV 9\"" with its inch mark)."""
    return games.family_marks((t.kind, text[t.start : t.end]) for t in run.tokens)


def _hd_text(value: str) -> str:
    """Return printed hit dice without spaces around signs ("6 + 1" → "6+1", "1 per head")."""
    value = re.sub(r"\s*([+-])\s*", r"\1", clean_text(value)).rstrip("*")
    return re.sub(r"\s+", " ", value).strip()


def _hit_dice(run: _Run) -> tuple[str | None, int | None]:
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


def _damage(run: _Run) -> str | None:
    dmg = run.first("dmg")
    if dmg:
        return dmg.value
    dice = [t.value for t in run.tokens if t.kind == "dice"]
    if not dice:
        # OSE prints the damage inside the attack: "Att 1 × weapon (1d6)".
        # "Scimitar +3 (1d6+1)": the damage of an attack printed with its bonus to hit.
        attacks = [t for t in run.tokens if t.kind in ("at", "hit")]
        dice = [d for t in attacks for d in re.findall(_DIE, t.value)]
    return "/".join(dice) if dice else None


def _run_fields(run: _Run, text: str) -> dict[str, Any]:
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
    return _run_fields(_Run(_tokens(text)), text)


def _block(
    document: Document,
    stream: Stream,
    run: _Run,
    context: NameContext,
    note: tuple[str, int] | None = None,
    clauses: tuple[str, ...] = (),
) -> StatBlock:
    end = note[1] if note else run.end
    first_line = stream.line_at(run.start)
    last_line = stream.line_at(max(run.start, end - 1))
    lines = stream.lines[first_line : last_line + 1]
    name, count = name_for_run(stream.text, run.start, context, stream)
    individual = individual_for_run(stream.text, run.start, context, stream)
    fields = _run_fields(run, stream.text)
    fields["special"] += ((note[0],) if note else ()) + clauses
    return StatBlock(
        name=name,
        page=lines[0].page,
        source=lines_source(document, lines),
        count=count,
        kind=individual.kind if individual else None,
        text=stream.text[run.start : end].replace("\n", " "),
        **fields,
    )


@dataclass(frozen=True)
class OneLine:
    """A stat line read: its block, the index of its first line and its offsets in the stream."""

    block: StatBlock
    line: int
    start: int
    end: int
    undecided: bool = False  # its fields tell AD&D from B/X by none of their marks
    form: tuple[str, ...] = ()  # the order of its key statistics (``line_form``)


def find_oldschool_statblocks(
    document: Document, stream: Stream, skip_lines: frozenset[int] = frozenset()
) -> tuple[tuple[OneLine, ...], tuple[Problem, ...]]:
    """Return the old-school stat lines of ``stream`` and problems for lines that did not parse.

    ``skip_lines`` holds indices of lines already claimed by another parser (5e blocks).
    """
    runs = _runs(_tokens(stream.text), stream.text, name_lines(stream))
    blocks: list[OneLine] = []
    covered: set[int] = set(skip_lines)
    previous_end = 0
    previous_name: str | None = None
    pending: _Run | None = None  # a 3e/Pathfinder title line "Goblin Warrior CR 1/3 / XP 135"
    for n, run in enumerate(runs):
        if stream.line_at(run.start) in skip_lines:
            continue
        if pending is not None and run.start - pending.end <= _TITLE_REACH:
            run = _Run(pending.tokens + run.tokens)
        if not _is_statline(run, stream.text):
            # A rejected line (a ship's hull points) still ends the text that names the next one.
            if "cr" in run.kinds() and not _encounter_rating(run, stream.text):
                pending = run
            elif {"ac", "hd"} & run.kinds() or _tail_before(runs, n, stream.text):
                previous_end = run.end
            continue
        pending = None
        context = NameContext(previous_end=previous_end, previous_name=previous_name)
        note = trailing_note(stream.text, run.end, _holds_stats)
        end = note[1] if note else run.end
        # semicolon notes are read into the block's special, not its extent: the lines it
        # claims and the text that names the next creature stay as they were
        clauses = () if note else clause_notes(stream.text, run.end, _holds_stats)
        block = _block(document, stream, run, context, note, clauses)
        # an AD&D or B/X line whose fields show neither: the document's lines settle it
        undecided = block.style in games.OLD_SCHOOL and not _marks(run, stream.text)
        form = games.line_form(t.kind for t in run.tokens)
        blocks.append(OneLine(block, stream.line_at(run.start), run.start, end, undecided, form))
        previous_end, previous_name = end, block.name
        covered.update(range(stream.line_at(run.start), stream.line_at(end - 1) + 1))
    return tuple(blocks), _unparsed(document, stream, covered)


def _tail_before(runs: Sequence[_Run], n: int, text: str) -> bool:
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
