"""The name line that opens a creature's entry names its stats, not the heading above it.

A story game's creature entry (Dungeon World and its hacks) opens with the creature's name in
bold, then its tags, then its stats: "**Thorn Sprite** *Horde, Tiny, Intelligent,*" / "*Hoarder*"
/ "Dagger (d6 damage) 3 HP 1 Armor", or "**Giant Beetle** — *horde, organized,*" / "*cautious.*
HP 3 · Armor 2 · Damage d6". The nearest name-like line opening the entry (a short bold or
capitalised name at a line's start, alone on its line or followed by a dash or the tags) names
the stats below it; a keyed heading further up names the area, and only names the stats when
no such line sits between them. A line between the name and the stats must be the entry's own:
its tags (``rules/lexicon/stat_entries.yaml``) going on, its attack with the damage die in
brackets ("Spear (d6 damage)"), or the stat line itself.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from converter.detect.creatures_cells import is_column_label
from converter.detect.statblock_common import clean_name
from converter.detect.vertical_field_lines import label_piece
from converter.ruledata import load_lexicon

if TYPE_CHECKING:
    from converter.detect.statblock_stream import Stream
    from converter.models import TextLine

_ENTRY_LINES = 7  # the name, three lines of tags, the attack, the stat line wrapped
# The entry's attack, a weapon with its damage die in brackets ("Spear (d10 damage)", "Claw
# (b[2d6] damage)"), maybe with the first of the stats after it, wrapped from the line below.
_ATTACK_LINE = re.compile(r"^[A-Za-z][\w'’ -]{0,24}\([^()]*\b\d*d\d+[^()]*\)[\s\d]*$")
_NAME_WORDS = 4
_DASH_LEAD = re.compile(r"^\s*[—–-]\s*")
# Tags are split by commas, or by dashes in a descriptor ("Small Humanoid—Sentient—Chaotic").
_TAG_SPLIT = re.compile(r"\s*[,—–]\s*")
_TAG_WORD = re.compile(r"^[A-Za-z][\w'’-]*$")


@cache
def _tag_words() -> tuple[frozenset[str], int]:
    data = load_lexicon("stat_entries")  # rules/lexicon/stat_entries.yaml
    return frozenset(data["tag_words"]), data["tag_words_max"]


def is_tags(text: str) -> bool:
    """True for a list of tags ("Horde, Small, Intelligent,", "(horde, cautious)", "Hoarder",
    "Small Humanoid—Sentient—Chaotic"): items of a few words separated by commas or dashes,
    one of them a known tag word."""
    known, most = _tag_words()
    # a compound broken at its hyphen goes on on the next line ("Semi" / "-Intelligent")
    body = text.strip().strip("()").strip().lstrip("-").rstrip(".,;")
    items = [item for item in _TAG_SPLIT.split(body) if item]
    if not items:
        return False
    for item in items:
        words = item.split()
        if len(words) > most or not all(_TAG_WORD.match(word) for word in words):
            return False
    return any(word.lower() in known for item in items for word in item.split())


def _opening_name(line: TextLine, rest_end: int | None) -> str | None:
    """The bold or capitalised name opening ``line`` when the rest of the line (up to
    ``rest_end`` characters, the stats' start on their own line) is nothing, a dash or tags."""
    text = line.text.strip() if rest_end is None else line.text[:rest_end].strip()
    name = line.bold_prefix
    if not name or not text.startswith(name):
        words = text.split()
        caps = [w for w in words[:_NAME_WORDS] if w.isupper() and len(w) > 1]
        name = " ".join(caps) if caps and caps == words[: len(caps)] else ""
    name = name.rstrip(" —–-")
    if not name or name[-1] in ":.;,!?" or not name[0].isupper():
        return None  # "Instinct:", "Trap:": a label; "Guard Room.": a run-in lead
    if len(name.split()) > _NAME_WORDS or not re.search(r"[A-Za-z]{2}", name):
        return None
    rest = text[len(name) :].strip() if text.startswith(name) else None
    if rest is None:
        return None
    rest = _DASH_LEAD.sub("", rest)
    if rest and not is_tags(rest):
        return None
    return clean_name(name)


def entry_name(stream: Stream, run_start: int, start: int) -> str | None:
    """The name opening the entry of the stats at ``run_start``, looked for no further back
    than ``start`` (the previous block's end, the heading's end); None when none does."""
    index = stream.line_at(run_start)
    run_line = stream.lines[index]
    for line_index in range(index, max(-1, index - _ENTRY_LINES), -1):
        line = stream.lines[line_index]
        line_start = stream.line_starts[line_index]
        if line_start < start or line.page != run_line.page or line.column != run_line.column:
            return None
        own_line = line_index == index
        name = _opening_name(line, run_start - line_start if own_line else None)
        above = stream.lines[line_index - 1].text if line_index else ""
        if name and (label_piece(name) or label_piece(name, above)):
            continue  # "**Armor**" / "**Class**" over "Hit Points 9": the table's own label
        if name and is_column_label(name):
            return None  # a key table's column label printed again over a broken row
        if name:
            return name
        if not (own_line or is_tags(line.text) or _ATTACK_LINE.match(line.text.strip())):
            return None  # a line of prose between: the entry opens no nearer than it
    return None


@cache
def _size_type_re() -> re.Pattern[str]:
    """A size word then a type word opening a descriptor ("Small Humanoid—…"), from the
    one-line grammar's lists (``stat_oneline.yaml`` sizes_3e, types_3e)."""
    data = load_lexicon("stat_oneline")
    sizes, kinds = "|".join(data["sizes_3e"]), "|".join(data["types_3e"])
    return re.compile(rf"^(?P<size>{sizes})\s+(?P<type>(?i:{kinds}))\b")


def entry_descriptor(stream: Stream, run_start: int) -> tuple[str, str] | None:
    """The size and type of the descriptor line just above the stats at ``run_start``
    ("Small Humanoid—Sentient—Chaotic", wrapped or not, under the name line: Dolmenwood and
    kin print it where 5e prints "Small humanoid (goblinoid), neutral evil"), or None."""
    index = stream.line_at(run_start)
    run_line = stream.lines[index]
    lines: list[str] = []  # the descriptor's lines, last first ("Medium" / "Beast—…—Lawful")
    for line_index in range(index - 1, max(-1, index - 1 - _ENTRY_LINES), -1):
        line = stream.lines[line_index]
        if line.page != run_line.page or not is_tags(line.text):
            break
        lines.append(line.text.strip())
    descriptor = " ".join(reversed(lines))
    match = _size_type_re().match(descriptor) if "—" in descriptor else None
    return (match.group("size").capitalize(), match.group("type").lower()) if match else None
