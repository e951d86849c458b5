"""The stat-line field grammar: runs of labelled statistics, read from ``stat_fields.yaml``.

Every field of the lexicon (``AC 6 [13]``, ``HP 11 (2d8 + 2)``, ``CR 1/4 (XP 50; PB +2)``,
``STR 12``, an unlabelled ``1d6`` …) becomes compiled patterns: its label before the value
and, unless the table says the label only leads, after it ("22 HP, 1 Armor, 14 STR"). The
fields found in a text are chained into runs while they sit close together (at most
``max_gap`` characters of other text between two, no sentence end, no paragraph break,
unlabelled dice never from the next line unless the line ends on a separator, never out of
the parenthesis a run opened in, and a value before its label only after separators); a run
of at least ``min_fields`` distinct fields, two of them labelled and one a key statistic, is
a stat line. ``read_fields`` turns its values into the StatBlock fields they fill.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from converter.ruledata import load_lexicon

_SENTENCE_END = re.compile(r"[.!?]\s+[A-Z]")
_WORD = re.compile(r"[^\W\d_]{2,}")
_DIE = re.compile(r"\d*d\d+(?:\s*[+-]\s*\d+)?")
_XP_IN = re.compile(r"(?:XP\s*(?P<a>[\d,]+)|(?P<b>[\d,]+)\s*XP)")
# A line opening with a creature's label ("Goblin:", "SPIDER QUEEN:", "Hobgoblins (4):")
# starts that creature's stats, whatever statistic the line before ended on.
LINE_LABEL = re.compile(r"[A-Z][\w’'-]*(?:[ ,]+[A-Za-z][\w’'-]*){0,4}\s*(?:\(\d+\))?\s*:")


def opens_labelled_line(gap: str) -> bool:
    """True when the text before a statistic is a new line's creature label ("Goblin: CR 1/4")."""
    _, newline, tail = gap.rpartition("\n")
    return bool(newline) and LINE_LABEL.fullmatch(tail.strip()) is not None


@dataclass(frozen=True)
class FieldMatch:
    """One statistic found in a text: its field id, offsets and the value as printed."""

    field: str
    start: int
    end: int
    value: str
    value_first: bool = False  # printed before its label ("22 HP"), not after it ("HP 22")


@dataclass(frozen=True)
class StatLine:
    """A run of statistics: where it is in the text and the fields it holds, in order."""

    start: int
    end: int
    fields: tuple[FieldMatch, ...]

    def ids(self) -> frozenset[str]:
        return frozenset(f.field for f in self.fields)

    def first(self, field: str) -> FieldMatch | None:
        return next((f for f in self.fields if f.field == field), None)


@dataclass(frozen=True)
class Pattern:
    """One compiled way a field is printed: its label before the value, after it, or none."""

    field: str
    regex: re.Pattern[str]
    value_first: bool
    # The labels as printed, one of which every match holds (none: an unlabelled field): a
    # stretch of text holding none of them is not searched.
    needles: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Grammar:
    """The compiled field table."""

    patterns: tuple[Pattern, ...]
    keys: frozenset[str]
    labelled: frozenset[str]
    fills: dict[str, str]
    families: tuple[dict[str, Any], ...]
    d20_fields: frozenset[str]  # a line with one is of a d20 family
    thing_fields: frozenset[str]  # a thing prints these as well as a creature
    creature_lists: frozenset[str]  # of those, lists of one value per creature ("hp 4, 3")
    level_fields: frozenset[str]  # a creature level: without hit dice, a game of its own
    own_game_fields: frozenset[str]  # only another game prints these: its line is that game's
    measures: tuple[str, ...]  # another game's measure of a creature, rated by its own table
    name_line_fields: frozenset[str]  # printed after a block's name: each opens a run
    worded_armor: frozenset[str]  # "Armor 13" with hit dice: an ascending AC of its own game
    min_fields: int
    max_gap: int
    hint: re.Pattern[str]  # any label with a value: where the patterns are worth trying
    # ``hint``'s two alternatives on their own (a label then its value, a value then its
    # label): each opens with a set of characters ``re`` can skip to, which the two joined
    # do not (the first opens with a group), so the joined one is tried at every position.
    hint_parts: tuple[re.Pattern[str], ...]  # the hint's alternatives, each searched apart
    needles: frozenset[str]  # every pattern's labels: looked for once in each window


def _alternatives(labels: list[str]) -> str:
    return "|".join(re.escape(label) for label in sorted(labels, key=len, reverse=True))


def _guarded_alternatives(labels: list[str]) -> str:
    r"""``(?<![\w#])(?:A|B)`` as ``(?:A(?<![\w#]A)|B(?<![\w#]B))``: the same test of the
    character before the label, made once the label's letters matched, so that the pattern
    opens with letters ``re`` can skip to instead of being tried at every position."""
    escaped = (re.escape(label) for label in sorted(labels, key=len, reverse=True))
    return "|".join(f"{label}(?<![\\w#]{label})" for label in escaped)


def _labels_after(entry: dict[str, Any]) -> list[str]:
    """The labels of a field that may follow its value ("22 HP", "14 STR", "50 XP"): its
    ``after`` labels, and its own labels unless the table says they only lead."""
    own = entry["labels"] if entry.get("order", "either") == "either" else []
    return sorted({*own, *entry.get("after", ())})


def _patterns(entry: dict[str, Any], shape: str) -> list[Pattern]:
    field = entry["field"]
    if not entry["labels"] and not entry.get("after"):
        return [Pattern(field, re.compile(rf"(?<![\w/+-])(?P<v>{shape})(?![\w/])"), False)]
    made: list[Pattern] = []
    if entry["labels"]:
        labels = _guarded_alternatives(entry["labels"])
        regex = re.compile(rf"(?P<l>{labels})\s*[:=]?\s*(?P<v>{shape})(?![\w/])")
        made.append(Pattern(field, regex, False, frozenset(entry["labels"])))
    after = _labels_after(entry)
    if after:
        # The value and its label on one printed line, blanks only between ("6 HP", "12DEX").
        regex = re.compile(
            rf"(?<![\w/+.-])(?P<v>{shape})[ \t]*(?P<l>{_alternatives(after)})(?![\w#])"
        )
        made.append(Pattern(field, regex, True, frozenset(after)))
        # A narrow column may wrap between a value and the label after it, inside a list of
        # statistics or after an attack: "Brass Sentinel 17 HP, 2" / "Armor, 6 STR, …",
        # "Spear (d10 damage) 12" / "HP 1 Armor", "3 HP 0" / "Armor". Whether the chain's
        # labels lead or follow is still decided by its end (``_yielding``).
        wrapped = re.compile(
            rf"(?<![\w/+.-])(?P<v>{shape})[ \t]*\n[ \t]*(?P<l>{_alternatives(after)})(?![\w#])"
        )
        made.append(Pattern(field, wrapped, True, frozenset(after)))
    return made


def _label_first_hints(data: dict[str, Any]) -> list[str]:
    """The hint's first alternatives: a label, then the start of its value; a label whose
    value is the words of its line, then a letter (each apart, so that each opens with a
    set of first characters ``re`` can skip to: joined, they lose it)."""
    shapes: dict[str, str] = data["shapes"]
    every_label = [label for e in data["fields"] for label in e["labels"]]
    # a label whose value is a class and level ("SV F2", "Save As F2": ``save_values``) opens
    # the statistic there, not at the class level as a field of its own
    value_labels = [
        label for e in data["fields"] if e["field"] in data["save_values"] for label in e["labels"]
    ]
    # A value given as words and their die types ("Attributes: Agility d6, Smarts d4, …",
    # Savage Worlds and kin) is a labelled value as much as a number is; the hint takes the
    # whole list, so that the window read around it reaches the line the list ends on.
    hint = (
        rf"(?:{_alternatives(every_label)})\s*[:=]?\s*"
        rf"(?:[-+\d½¼⅛]|(?:{_alternatives(value_labels)})\s?\d|{shapes['die_types']})"
    )
    # A label whose value is the words of its line ("Motive: Hungers for flesh", the Cypher
    # System's) is a labelled value too: the hint takes it, so that the window read around a
    # block's first line reaches the name line over it.
    text_labels = [
        label for e in data["fields"] if e["shape"] == "line_text" for label in e["labels"]
    ]
    return [hint, f"(?:{_alternatives(text_labels)})[ \t]*[A-Za-z]"] if text_labels else [hint]


@cache
def grammar() -> Grammar:
    """Return the field table compiled (once per process)."""
    data = load_lexicon("stat_fields")
    shapes: dict[str, str] = data["shapes"]
    patterns = [p for e in data["fields"] for p in _patterns(e, shapes[e["shape"]])]
    every_after = [label for e in data["fields"] for label in _labels_after(e)]
    value_first = rf"\d[ \t]*(?:{_alternatives(every_after)})(?![\w#])"
    parts = [*_label_first_hints(data), value_first]
    hint = re.compile("|".join(parts))
    return Grammar(
        patterns=tuple(patterns),
        keys=frozenset(e["field"] for e in data["fields"] if e["key"]),
        labelled=frozenset(e["field"] for e in data["fields"] if e["labels"] or e.get("after")),
        fills={e["field"]: e["fills"] for e in data["fields"] if e["fills"]},
        families=tuple(data["families"]),
        d20_fields=frozenset(data["d20_fields"]),
        thing_fields=frozenset(data["thing_fields"]),
        creature_lists=frozenset(data["creature_lists"]),
        level_fields=frozenset(data["level_fields"]),
        own_game_fields=frozenset(data["own_game_fields"]),
        measures=tuple(data["measures"]),
        name_line_fields=frozenset(data["name_line_fields"]),
        worded_armor=frozenset(data["worded_armor"]),
        min_fields=data["min_fields"],
        max_gap=data["max_gap"],
        hint=hint,
        hint_parts=tuple(re.compile(part) for part in parts),
        needles=frozenset(n for pattern in patterns for n in pattern.needles),
    )


@cache
def field_labels() -> frozenset[str]:
    """Every printed label of a statistic, lower case ("atk", "init", "hit dice")."""
    data = load_lexicon("stat_fields")
    return frozenset(label.lower() for e in data["fields"] for label in e["labels"])


def hint_spans(text: str) -> Iterator[tuple[int, int]]:
    """The spans ``grammar().hint.finditer(text)`` gives, from its alternatives searched
    apart: at each step the leftmost match, the earlier alternative's on a tie (the order the
    joined pattern tries them in), the next search from that match's end. A match found
    earlier that starts at or after that end is still the first one from there."""
    parts = grammar().hint_parts
    found = [part.search(text, 0) for part in parts]
    while any(m is not None for m in found):
        match = min((m for m in found if m is not None), key=lambda m: m.start())
        yield match.span()
        pos = match.end()
        for i, m in enumerate(found):
            if m is not None and m.start() < pos:
                found[i] = parts[i].search(text, pos)


def _windows(text: str) -> list[tuple[int, int]]:
    """Return the stretches of ``text`` worth reading: a line holding a labelled value, with
    the line before and after it (one cheap pass instead of every pattern over all text)."""
    windows: list[tuple[int, int]] = []
    for hint_start, hint_end in hint_spans(text):
        start = text.rfind("\n", 0, max(0, text.rfind("\n", 0, hint_start))) + 1
        line_end = text.find("\n", hint_end)
        end = len(text) if line_end < 0 else text.find("\n", line_end + 1)
        end = len(text) if end < 0 else end
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(windows[-1][1], end))
        else:
            windows.append((start, end))
    return windows


@dataclass(frozen=True)
class _Candidate:
    """A field the patterns matched, with where its label and value sit."""

    item: FieldMatch
    label: tuple[int, int] | None  # None for an unlabelled field ("1d6", "claws (d8)")
    value_start: int
    value_first: bool


def _candidates(text: str) -> list[_Candidate]:
    found: list[_Candidate] = []
    patterns, needles = grammar().patterns, grammar().needles
    for start, end in _windows(text):
        present = {n for n in needles if text.find(n, start, end) >= 0}
        for pattern in patterns:
            if pattern.needles and pattern.needles.isdisjoint(present):
                continue  # none of its labels is in this stretch: it cannot match there
            for match in pattern.regex.finditer(text, start, end):
                value = match.group("v").strip()
                label = match.span("l") if "l" in pattern.regex.groupindex else None
                item = FieldMatch(
                    pattern.field, match.start(), match.end(), value, pattern.value_first
                )
                found.append(_Candidate(item, label, match.start("v"), pattern.value_first))
    return found


def _yielding(found: list[_Candidate]) -> set[int]:
    """The offsets of value-first readings that give way to a label-first one.

    With no separators, "2 HD 2 AC 7" reads both ways: "2 HD" / "2 AC" and a dangling 7, or
    a count 2 then "HD 2" / "AC 7". A chain of numbers and labels in turn is one creature's
    and is printed one way throughout: it ends on its last value when the labels lead and on
    its last label when they follow ("22 HP 1 Armor 14 STR"), so its end decides."""
    leading = {c.label: c for c in found if c.label is not None and not c.value_first}
    following = {c.value_start: c.label for c in found if c.label is not None and c.value_first}
    gives_way: dict[int, bool] = {}
    for start in sorted(following, reverse=True):  # a chain's later links are decided first
        rival = leading.get(following[start])
        if rival is None:
            gives_way[start] = False  # the chain ends on this label: the labels follow
        else:
            gives_way[start] = gives_way.get(rival.value_start, True)
    return {start for start, yields in gives_way.items() if yields}


def find_fields(text: str) -> list[FieldMatch]:
    """Return the statistics in ``text``, left to right, the longest where two overlap."""
    found = _candidates(text)
    yielding = _yielding(found)
    items = [c.item for c in found if not (c.value_first and c.value_start in yielding)]
    items.sort(key=lambda f: (f.start, -(f.end - f.start)))
    kept: list[FieldMatch] = []
    for item in items:
        if not kept or item.start >= kept[-1].end:
            kept.append(item)
    return kept


def _paren_close(text: str, start: int) -> int | None:
    """Return the offset of the ")" closing a parenthesis opened just before ``start``."""
    before = start  # the text before ``start`` without its trailing blanks, not copied
    while before > 0 and text[before - 1] in " \t":
        before -= 1
    if before == 0 or text[before - 1] != "(":
        return None
    depth = 1
    for index in range(start, min(len(text), start + 400)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return index
    return None


def _continues(gap: str, limit: int | None) -> bool:
    """True when a line break inside a run only wraps it: the run is in a parenthesis still
    open, or its line ends on a separator ("…, 4 WIL," / "bite (d6))")."""
    return limit is not None or gap.rstrip(" \t\n").endswith((",", ";"))


def _joins(text: str, run: list[FieldMatch], item: FieldMatch, limit: int | None) -> bool:
    gap = text[run[-1].end : item.start]
    if limit is not None and item.start > limit:
        return False
    if item.field in grammar().name_line_fields:
        return False  # "… Speed 10" / "BANDIT  DIFFICULTY 5": the next block's name line
    if "\n\n" in gap or _SENTENCE_END.search(gap):
        return False
    if "\n" in gap and item.field not in grammar().labelled and not _continues(gap, limit):
        return False  # bare dice on the next line belong to a table, not to this creature
    if item.value_first and _WORD.search(gap):
        return False  # "5 HP of rubble and 2 STR checks": a listed number follows a separator
    if item.field in grammar().labelled and any(f.field == item.field for f in run):
        return False  # a labelled statistic again: the next creature's line starts
    if (item.field in grammar().labelled or item.field in grammar().keys) and opens_labelled_line(
        gap
    ):
        return False  # "… ML 9, AL C" / "Ogres (2): HP 18, …": another creature's line
    return len(gap.strip(" \t\n,;/|()[]")) <= grammar().max_gap


def find_statlines(text: str) -> list[StatLine]:
    """Return every stat line of ``text`` (runs of fields that make one)."""
    rules = grammar()
    lines: list[StatLine] = []
    run: list[FieldMatch] = []
    limit: int | None = None

    def close() -> None:
        ids = {f.field for f in run}
        labelled = ids & rules.labelled
        if len(ids) >= rules.min_fields and ids & rules.keys and len(labelled) >= 2:
            lines.append(StatLine(run[0].start, run[-1].end, tuple(run)))

    for item in find_fields(text):
        if run and _joins(text, run, item, limit):
            run.append(item)
            continue
        if run:
            close()
        run, limit = [], None
        if item.field in rules.labelled or item.field in rules.name_line_fields:
            run = [item]
            limit = _paren_close(text, item.start)
    if run:
        close()
    return lines


def family_of(line: StatLine) -> dict[str, Any] | None:
    """Return the first family of the lexicon whose needed fields the line holds."""
    ids = line.ids()
    for family in grammar().families:
        if all(ids & set(group) for group in family["needs"]) and not ids & set(family["forbids"]):
            return family
    return None


def _first_int(text: str) -> int | None:
    match = re.match(r"[+-]?\d+", text.replace(",", ""))
    return int(match.group(0)) if match else None


def _hit_points(value: str) -> tuple[int | None, str | None]:
    """``"11 (2d8 + 2)"`` → (11, "2d8+2"); ``"3d6"`` → (None, "3d6"); ``"17"`` → (17, None);
    ``"2d8 (9)"`` → (9, "2d8"): the dice first, their average in brackets after them."""
    if re.fullmatch(r"\d+d\d+(?:[+-]\d+)?", value):
        return None, value
    dice_first = re.fullmatch(r"(\d+d\d+(?:[+-]\d+)?)\s*\((\d+)\)", value)
    if dice_first:
        return int(dice_first.group(2)), dice_first.group(1)
    dice = _DIE.search(value)
    return _first_int(value), re.sub(r"\s+", "", dice.group(0)) if dice else None


def _challenge(value: str) -> tuple[str, str | None]:
    """``"1/4 (XP 50; PB +2)"`` → ("1/4", "50")."""
    rating = re.match(r"\d+/\d+|\d+|[½¼⅛]", value)
    xp = _XP_IN.search(value)
    plain = {"½": "1/2", "¼": "1/4", "⅛": "1/8"}
    cr = rating.group(0) if rating else value
    return plain.get(cr, cr), (xp.group("a") or xp.group("b")) if xp else None


def read_fields(line: StatLine) -> dict[str, Any]:
    """Return the StatBlock fields the line fills: the first value of each statistic."""
    rules = grammar()
    out: dict[str, Any] = {}
    damage: list[str] = []
    for item in line.fields:
        fills = rules.fills.get(item.field)
        if fills == "damage":
            die = _DIE.search(item.value) if item.field == "weapon" else None
            damage.append(die.group(0) if die else item.value)
            continue
        if fills is None or (fills in out and fills != "hit_dice"):
            continue
        if fills == "ac":
            out["ac"] = _first_int(item.value)
        elif fills == "hp":
            hp, dice = _hit_points(item.value)
            out["hp"] = None if item.field == "hp_each" else hp  # a list is no one value
            if dice and "hit_dice" not in out:
                out["hit_dice"] = dice
        elif fills == "hit_dice":
            out["hit_dice"] = re.sub(r"\s*([+-])\s*", r"\1", item.value).rstrip("*")
        elif fills == "cr":
            out["cr"], xp = _challenge(item.value)
            if xp and "xp" not in out:
                out["xp"] = xp
        else:
            out[fills] = item.value
    if damage:
        out["damage"] = "/".join(damage)
    worded = worded_armor(line)
    if worded is not None and "ac" not in out:
        out["ac"] = _first_int(worded.value)
    return out


def printed_measure(text: str) -> tuple[str, int] | None:
    """The first of another game's measures of a creature (``stat_fields.measures``) that a
    block's text prints, as its field and number ("Skill 8 Stamina 25" → ("skill", 8)), or
    None: what rates a block that prints no hit dice, challenge rating or level."""
    found = {f.field: f.value for f in find_fields(text)}
    for field in grammar().measures:
        number = _first_int(found[field]) if field in found else None
        if number is not None:
            return field, number
    return None


def worded_armor(line: StatLine) -> FieldMatch | None:
    """The armour printed as a word ("Armor 13") of a line with hit dice and no armour
    class (``stat_fields.worded_armor``): that game's ascending armour class; else None."""
    rules = grammar()
    ids = line.ids()
    if "ac" in ids or not any(rules.fills.get(i) == "hit_dice" for i in ids):
        return None
    return next((f for f in line.fields if f.field in rules.worded_armor), None)
