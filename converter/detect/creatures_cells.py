"""The creatures a key table's creatures cell lists ("Monsters", "Occupants" column).

A creatures cell is a list, not prose: each item names who is there, with its count
("3 goblins", "ghouls (many)", "Ogre (HD 4+1, AC 5)", "two wolves and a bear"); the
statistics printed under an item ("AC 6, HD 1, hp 4/3, bite 1d6") are that creature's and
name nothing. So every item is a present creature whether or not its name is a known word
(the column header says what the cell holds); a count printed before the name, or alone in
brackets after it, is its count; dice or a vague word ("many") mean no fixed count; a
singular name without a count is one, a plural one without a count is uncounted.

A stat line wraps like any text: a line after a stat line that stopped short of a value
("… hp 20, short" / "sword 1d8", "… hp" / "4/2/7, claw 1d6") goes on with it. An item is a
short noun phrase (a few words, no digits, no function words inside: "sleeps by the fire"
is a clause); a cell line that is none (a note, a sentence) lists nobody and stays text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from converter.detect.creatures_counts import BARRIERS, NUMBER_WORDS, VAGUE_WORDS
from converter.detect.creatures_names import name_to_singular
from converter.detect.statblock_common import is_plural
from converter.detect.statline import grammar
from converter.models import CreatureMention, Source, TextLine
from converter.ruledata import load_lexicon

MAX_NAME_WORDS = 4
_WORD = r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ’'-]*"
_ITEM = re.compile(
    rf"^(?:(?P<count>\d+d\d+(?:[+-]\d+)?|\d+|[a-z]+)\s+)?"
    rf"(?P<name>{_WORD}(?:\s+{_WORD}){{0,{MAX_NAME_WORDS}}})"
    r"(?:\s*\((?P<note>[^()]*)\))?(?:\s*[x×]\s*(?P<times>\d+))?\s*[.,;:]?$",
    re.IGNORECASE,
)
_SEPARATORS = re.compile(r"\s*(?:[;,&+]|\band\b)\s*")
_COUNT_NOTE = re.compile(r"^\s*(?:(?P<n>\d+)|(?P<dice>\d+d\d+(?:[+-]\d+)?)|(?P<word>[a-z]+))\s*$")
_FUNCTION_WORDS = load_lexicon("function_words")  # rules/lexicon/function_words.yaml
# An article in a count cell: an indefinite one counts one, the definite one gives no number.
_ARTICLES: dict[str, int | None] = {
    **dict.fromkeys(_FUNCTION_WORDS["indefinite_articles"], 1),
    **dict.fromkeys(_FUNCTION_WORDS["definite_articles"], None),
}
_VALUE_END = re.compile(r"[\d)\]½¼⅛'’\"]\s*$")  # a stat line that ends on a value is whole
# a stat line broken inside a value: after an attack's "1 ×" (the weapon on the next line),
# inside its weapon ("1 × short" / "sword (1d6)": an attack's value runs to its damage) or
# before the "× claw" it goes on with
_JOIN_END = re.compile(r"\s[×x+]\s*$|\s[×x]\s+[^\W\d_][\w'’-]*$")
_JOIN_START = re.compile(r"^[×+]\s")


@cache
def _empty_words() -> frozenset[str]:
    return frozenset(w.lower() for w in load_lexicon("key_tables")["empty_cells"])


@cache
def _column_label() -> re.Pattern[str]:
    header = load_lexicon("key_tables")["header"]
    labels = [label for role in ("contents", "creatures", "other") for label in header[role]]
    return re.compile(rf"^(?:{'|'.join(labels)})$", re.IGNORECASE)


def is_column_label(text: str) -> bool:
    """True for a key table's column label ("Monsters", "Occupants"): it names a column,
    never a creature."""
    return _column_label().match(text.strip()) is not None


@cache
def _header_row() -> re.Pattern[str]:
    header = load_lexicon("key_tables")["header"]
    label = "|".join(label for labels in header.values() for label in labels)
    return re.compile(rf"^(?:{label})(?:\s+(?:{label}))+$", re.IGNORECASE)


def is_header_row(text: str) -> bool:
    """True for a line of two or more column labels ("Room Description Monsters"): a key
    table's header row run together on one line, which names no creature."""
    return _header_row().match(text.strip()) is not None


def item_name(text: str) -> tuple[str, int | None] | None:
    """The creature one item names, as printed, with the count it prints ("3 clay golems",
    "Goblin ×4"; none for "ghouls (many)"), or None when the text is no such item (a clause, a
    column label). A name alone gives no count: over a stat block it names the kind, and a
    singular kind is no count of one ("Cave Bear" over the block of "a gaggle of cave bears")."""
    if is_column_label(text):
        return None
    read = read_item(text.strip())
    return None if read is None else (read[0], read[1] if read[2] else None)


def _stats_at(line: str) -> int | None:
    """Where the first labelled statistic of a line starts ("AC 6, HD 1 …"), or None: at the
    label of a save right before it, whose value is a row of letters and numbers ("SV D12 W13
    P14 B15 S16", found at its "D12") and no name."""
    match = grammar().hint.search(line)
    if match is None:
        return None
    label = _save_label_before().search(line, 0, match.start())
    return match.start() if label is None else label.start()


@cache
def _save_label_before() -> re.Pattern[str]:
    """A save's label (the fields that fill ``saves``), alone before the end of the text."""
    fills = grammar().fills
    labels = {n for p in grammar().patterns if fills.get(p.field) == "saves" for n in p.needles}
    alternatives = "|".join(re.escape(label) for label in sorted(labels, key=len, reverse=True))
    return re.compile(rf"(?<![\w'’-])(?:{alternatives})\s*[:=]?\s*$")


def _item_stats_at(line: str) -> int | None:
    """``_stats_at`` for a line of the list: None when every statistic is in a bracket closed
    on the line and another item follows one after a separator ("2d4 skeletons (hp 5 each);
    6 carrion bats (hp 4, 6)"): each item carries its own, and the list goes on past them."""
    stats = _stats_at(line)
    if stats is None:
        return None
    masked = re.sub(r"\([^()]*\)", lambda m: "_" * len(m.group(0)), line)
    if _stats_at(masked) is not None or "(" in masked or ")" in masked:
        return stats
    goes_on = re.search(r"_\s*[;,]\s*(?:\d|[^\W\d_])", masked)
    return None if goes_on else stats


def only_fields(text: str) -> bool:
    """True for a line made of labelled statistics and nothing else, whatever their values
    ("Int low Al Chaotic", "SZ M; INT low"): no word of it is left for a name."""
    rest, found = text, False
    for pattern in grammar().patterns:
        if pattern.needles and any(n in rest for n in pattern.needles):
            rest, count = pattern.regex.subn(" ", rest)
            found = found or count > 0
    return found and re.search(r"[^\W_]", rest) is None


def has_stats(text: str) -> bool:
    """True for a line holding a labelled statistic: its wrap goes on with the statistics."""
    return _stats_at(text) is not None


def _split_items(line: str) -> list[str]:
    """The items of a cell line, cut at commas, semicolons and "and" outside brackets."""
    masked = re.sub(r"\([^()]*\)", lambda m: "_" * len(m.group(0)), line)
    items: list[str] = []
    start = 0
    for match in _SEPARATORS.finditer(masked):
        items.append(line[start : match.start()])
        start = match.end()
    items.append(line[start:])
    return [item.strip() for item in items if item.strip()]


def _only_a_quantity(item: str) -> str | None:
    """The quantity word an item is made of ("many", "a few", "several (hp 5 each)"), or None:
    a word of number with no noun names nobody."""
    words = re.sub(r"\([^()]*\)", " ", item).lower().strip(" .;:").split()
    if words[:1] and words[0] in _ARTICLES:
        words = words[1:]
    return words[0] if len(words) == 1 and words[0] in VAGUE_WORDS else None


def _counted_items(items: Sequence[str]) -> list[str]:
    """The items with each bare quantity given to the name before it as its count:
    "jackals, many (hp 5 each)" lists jackals, many of them, not a creature called "many"."""
    out: list[str] = []
    for item in items:
        word = _only_a_quantity(item)
        if word is None:
            out.append(item)
        elif out and "(" not in out[-1]:
            out[-1] = f"{out[-1]} ({word})"
    return out


def _count_of(word: str | None) -> tuple[int | None, str] | None:
    """(count, as printed) of a count word before a name; None when it is no count."""
    if word is None:
        return None
    lower = word.lower()
    if lower.isdecimal():
        return int(lower), word
    if re.fullmatch(r"\d+d\d+(?:[+-]\d+)?", lower):
        return None, word
    if lower in NUMBER_WORDS:
        return NUMBER_WORDS[lower], word
    if lower in _ARTICLES:
        return _ARTICLES[lower], word
    return None


def read_item(item: str) -> tuple[str, int | None, str] | None:
    """(name as printed, count, count as printed) of one list item, or None."""
    match = _ITEM.match(item)
    if match is None:
        return None
    name, printed = match.group("name"), match.group("count")
    counted = _count_of(printed)
    if printed is not None and counted is None:
        name = f"{printed} {name}"  # the first word is part of the name ("giant rats")
    words = name.lower().split()
    if len(words) > MAX_NAME_WORDS or name.lower() in _empty_words():
        return None
    if any(word in BARRIERS and word != "of" for word in words):
        return None  # a clause ("ogre sleeps by the fire"), not a name
    note = _COUNT_NOTE.match(match.group("note") or "")
    if counted is None and match.group("times"):
        counted = int(match.group("times")), match.group("times")  # "Goblin ×4"
    elif counted is None and note and note.group("n"):
        counted = int(note.group("n")), note.group("n")
    elif counted is None and note:
        counted = None, note.group("dice") or note.group("word") or ""
    if counted is None:
        head = name.lower().partition(" of ")[0].split()[-1]  # "swarm of bats": one swarm
        counted = (None, "") if is_plural(head) else (1, "")
    return name, counted[0], counted[1]


@cache
def _predicate_words() -> tuple[frozenset[str], frozenset[str]]:
    """``rules/lexicon/creature_subjects``: the -s forms of what creatures do ("counts",
    "guards", "snores") and the states only a creature is in ("asleep", "chained")."""
    data = load_lexicon("creature_subjects")
    verbs = set()
    for entry in data["animate_verbs"]:
        verb = entry.split()[0]
        verbs |= {verb + "s", verb + "es"}
        if verb.endswith("y") and verb[-2:-1] not in "aeiou":
            verbs.add(verb[:-1] + "ies")
    return frozenset(verbs), frozenset(data["animate_states"])


def is_predicate(item: str) -> bool:
    """True when a list item says what the creature before it does or is, not who is there:
    several words opening with a creature's verb in -s ("counts coins aloud", "guards the
    door") or words ending in a state only a creature is in ("half asleep", "chained"). A
    name ends in its noun and opens with no verb."""
    words = [word.strip(".;:!?") for word in item.lower().split()]
    if not words:
        return False
    verbs, states = _predicate_words()
    return (len(words) > 1 and words[0] in verbs) or words[-1] in states


def _named_items(items: Sequence[str]) -> list[str]:
    """The items of a line up to the first that is a predicate: "A salamander, half asleep,
    counts coins aloud." is a sentence about its first item, whose commas set off what the
    salamander is and does, not a list of three. A line whose first item ends in a state
    ("half asleep, picks at a scab.") goes on with the sentence of the creature on the line
    above, which broke after its stats: it names nobody. (A first item opening with a verb in
    -s is kept: "Guards of the gate" is a name.)"""
    if items and _ends_in_state(items[0]):
        return []
    cut = next((k for k, item in enumerate(items) if k and is_predicate(item)), len(items))
    return list(items[:cut])


def _ends_in_state(item: str) -> bool:
    words = item.lower().split()
    return bool(words) and words[-1].strip(".;:!?") in _predicate_words()[1]


def _mention(item: str, source: Source) -> CreatureMention | None:
    read = read_item(item)
    return None if read is None else CreatureMention(name_to_singular(read[0]), *read[1:], source)


def line_wrapped(above: TextLine, below: TextLine, right: float, text: str | None = None) -> bool:
    """True when ``below`` goes on with ``above`` in a cell whose text ends at ``right``:
    the first word of ``below`` would not have fitted after ``above`` (a name wrapped in a
    narrow cell, "brass" / "sentinel"), so the line broke for want of room, not for a new item.
    ``text`` is the end of ``below`` that goes on (a label cell's piece read apart before it)."""
    text = (below.text if text is None else text).strip()
    if not text:
        return False
    first = text.split()[0]
    return above.bbox.x1 + 0.25 * max(above.size, 1.0) + _word_width(below, text, first) > right


def _word_width(line: TextLine, text: str, word: str) -> float:
    """The printed width of ``word`` opening ``text``, the end of ``line``: measured on its
    letters when the reader placed them, else its share of the line's width."""
    spans = line.char_spans()
    at = line.text.rfind(text)
    if spans is not None and at >= 0:
        return spans[at + len(word) - 1][1] - spans[at][0]
    return (line.bbox.x1 - line.bbox.x0) * len(word) / len(line.text.strip() or word)


def _item_lines(lines: Sequence[str], wraps: Sequence[bool]) -> list[str]:
    """The cell's item lines: stat lines and their wrapped ends left out (the words before
    a line's statistics kept), and a line that only goes on with the item above (it broke
    for want of room, ``wraps``; or it is the item's bracket, "young wyrms" / "(many)")
    joined to it."""
    items: list[str] = []
    in_stats = after_item = after_stats = False
    fields_go_on = False  # the line above was fields whose last value wrapped onto this one
    for k, raw in enumerate(lines):
        line = raw.strip()
        if not line or fields_go_on:
            fields_go_on = False
            continue
        goes_on = _wrapped_on(lines, wraps, k)
        stats = _item_stats_at(line) if line else None
        if (in_stats or after_stats) and _joined_on(lines, k):
            # the stat line above broke inside a value: this line's words before its next
            # label go on with it ("Att 1 ×" / "dagger (1d8), THAC0 17"), naming nobody
            in_stats = stats is None or not _VALUE_END.search(line)
            after_stats = stats is not None or after_stats
            continue
        if stats is None and goes_on:
            # a label at the line's end whose value wrapped ("Thorn Sprite AC" / "5 HD 1")
            joined = _item_stats_at(f"{line} {goes_on}")
            stats = joined if joined is not None and joined < len(line) else None
        if stats is None and after_item and (line.startswith("(") or (k < len(wraps) and wraps[k])):
            items[-1] = f"{items[-1]} {line}"
            continue
        if stats is not None:
            # the statistics run to the line's end; what is before them names a creature,
            # the end of the item above when the line broke for want of room ("marsh" /
            # "toad: AC 8 …")
            went_on, in_stats = in_stats, not _VALUE_END.search(line)
            line = line[:stats].rstrip(" ([:—–-,;")
            if (went_on or after_stats) and re.search(r"[^\W\d_]", line) is None:
                # no name: the stat line above went on ("hp" / "18) Att 3", "Att 3" /
                # "1-4/1-4/1-8 Mv")
                line = ""
            if line and after_item and (line.startswith("(") or (k < len(wraps) and wraps[k])):
                # "Spider Queens" / "(6): AC 5; …", or the line broke for want of room
                items[-1], line = f"{items[-1]} {line}", ""
            after_item, after_stats = False, True
        elif in_stats and not re.match(r"^\d+\s+[A-Za-z]", line):
            in_stats = not _VALUE_END.search(line)  # the stat line wrapped onto this one
            continue
        elif after_stats and (only_fields(line) or only_fields(f"{line} {goes_on}")):
            # a stat line that ended on a value goes on with fields whose values are words
            # ("… THAC0 17" / "Int low Al Chaotic"): statistics still, no creature, and
            # each field whole, so the next line opens afresh (after the last field's value
            # when it wrapped: "Int low Al" / "Chaotic")
            in_stats, fields_go_on = False, not only_fields(line)
            continue
        else:
            in_stats, after_item, after_stats = False, True, False
        if line:
            items.append(line)
    return items


def _joined_on(lines: Sequence[str], k: int) -> bool:
    """True when line ``k`` of a cell goes on with a stat line broken inside a value: the
    line above ends in a joining sign ("Att 1 ×") or inside the weapon after one ("Att 1 ×
    short" / "sword (1d6)", an attack running to its damage), or this line opens with one
    ("× claw"),
    or the line above ends on a field's label, its value wrapped onto this line ("… Att" /
    "1 × bite (1d3), THAC0 17", "… AL" / "Chaotic, XP 25"): a label is followed by its value,
    so this line's words before its next label are that value, naming nobody."""
    above = lines[k - 1].strip() if k > 0 else ""
    if _JOIN_END.search(above) or _JOIN_START.match(lines[k].strip()):
        return True
    words = above.split()
    return len(words) > 1 and _item_stats_at(f"{words[-1]} 1") == 0


def _wrapped_on(lines: Sequence[str], wraps: Sequence[bool], k: int) -> str:
    """The next line of the cell when it broke off line ``k`` for want of room, else ""."""
    after = k + 1
    return (
        lines[after].strip() if after < len(lines) and after < len(wraps) and wraps[after] else ""
    )


def cell_creatures(
    lines: Sequence[str], source: Source, wraps: Sequence[bool] = ()
) -> tuple[CreatureMention, ...]:
    """The creatures a creatures cell lists, in order, one mention per name; ``wraps`` says
    which lines broke off the line above for want of room."""
    found: dict[str, CreatureMention] = {}
    for line in _item_lines(lines, wraps):
        items = _counted_items(_named_items(_split_items(line)))
        mentions = [_mention(item, source) for item in items]
        if not all(mentions):
            whole = _mention(line, source)
            mentions = [whole] if whole else []
        for mention in mentions:
            if mention is not None and mention.name not in found:
                found[mention.name] = mention
    return tuple(found.values())
