"""The label just before an old-school stat line, rule 2 of ``statblock_names``: "Orcs: HD 1",
"Goblins (6): AC 6", "3. uplifted evil monkeys (6d10) HD 1-1", "4-6 Wolves: HD 2" (a table
row's roll is no part of the name), "Goblin Warrior CR 1/3", "… as if swinging. KOBOLD HD1"
(articles and counts dropped; "White:" under the heading "Dragon" → "White dragon").

A label is read on the text before the line and on the lines' geometry: where a printed line
ended with room to spare (an item of a list, not a name wrapped over two lines) and where a
box's caption stands over the label. The naming cascade, and the other rules, stay in
``statblock_names``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from converter.detect.creatures_cells import is_column_label, line_wrapped
from converter.detect.statblock_common import (
    drop_system_label,
    opens_system_label,
    system_label_wrap,
)
from converter.detect.statblock_context import KIND_ADJECTIVES, head_noun, strip_determiners
from converter.detect.vertical_field_lines import label_piece

if TYPE_CHECKING:
    from converter.detect.statblock_stream import Stream

_ROW_LABEL = re.compile(
    r"(?:^|\n)\s*\d+(?:\s*-\s*\d+)?[.)]?\s+(?P<label>[^\n.:;]{1,50}?)\s*(?:\((?P<count>[^()\n]{1,12})\))?\s*$"
)
# A label closed by a colon or a dash ("Goblins (6):", "3 Stirges —", "Ogre– "): the text
# before a stat run ends there, so a dash at its end is a separator, never a hyphenated
# name's own hyphen (that has a word after it).
_COLON_LABEL = re.compile(
    r"(?P<label>[^.:;!?()\[\]\"“”—–]{1,80}?)\s*(?:\((?P<count>[^()]{1,12})\))?"
    r"\s*[:—–-]\s*$"
)
# A bracket holding a die and a word is an attack's damage ("Spear (d6 damage)", "(1d8 bite)"),
# never a count ("Goblins (2d6):").
_ATTACK_BRACKET = re.compile(r"\d*d\d+\S*\s+[A-Za-z]{3,}|[A-Za-z]{3,}\s+\d*d\d+")
_PAREN_LABEL = re.compile(r"(?P<label>[^.:;!?()\[\]\"“”]{1,60}?)\s*\((?P<count>[^()]{1,12})\)\s*$")
# A title-case name opening the line of its stats ("Goblin Warrior CR 1/3").
_TITLE_LABEL = re.compile(r"(?:^|\n)(?P<label>[A-Z][\w’'-]*(?:[ ,]+[A-Z][\w’'-]*){0,3})[ \t]*$")
# A name in capitals opening a sentence right before its stats, maybe wrapped over two lines
# ("… as if swinging. KOBOLD HD1 …", "… water. BRASS" / "SENTINEL HD4+1 …"): terse keys print a
# creature's name in capitals as the label of its stats, mid-paragraph. So does the text
# before the stats open with it, past the breaks that ended what came before (the last stat
# line): a block's name in a narrow margin wraps there ("GORGON" / "HOUND AC 6 …").
_CAPS_LABEL = re.compile(
    r"(?:^[ \t\n]*|[.!?;:][ \t\n]+)(?P<label>[A-Z][A-Z’'-]+(?:[ \t\n]+[A-Z][A-Z’'-]+){0,3})[ \t]*$"
)
_BULLET = re.compile(r"^[•·▪◦*–—-]+\s*")
_TIMES_COUNT = re.compile(r"\s*[x×]\s*(?P<n>\d+)\s*$")
_CLAUSE_END = re.compile(r"[.!?;:]$")
_SENTENCE_INSIDE = re.compile(r"[.!?;]\s+\S")  # a sentence ends inside the line
_INITIAL = re.compile(r"(?:^|\s)[A-Z]\.$")
_ROLL_RANGE = re.compile(r"^\d+\s*-\s*\d+[.)]?\s+")
COUNT_BRACKET_END = re.compile(r"\s*\([^()]*\)\s*[:;,—–-]?\s*$")  # "Goblins (6):" → "Goblins"


def ended_line_breaks(stream: Stream, start: int, end: int) -> frozenset[int]:
    """The offsets (from ``start``) of the breaks in the stream's ``start:end`` after a line
    that ended with room for the next line's first word, or ended its box (a paragraph, a
    cell): the line ended, it did not wrap. A break into another column is left open."""
    out: set[int] = set()
    for index in range(stream.line_at(start), stream.line_at(end)):
        above, below = stream.lines[index], stream.lines[index + 1]
        if (above.page, above.column) != (below.page, below.column):
            continue
        if above.block != below.block:
            out.add(stream.line_starts[index + 1] - 1 - start)
            continue
        begin = stream.line_starts[index + 1]
        stop = stream.text.find("\n", begin)
        text = stream.text[begin : stop if stop >= 0 else len(stream.text)]
        if not line_wrapped(above, below, box_right(stream, index), text):
            out.add(stream.line_starts[index + 1] - 1 - start)
    return frozenset(out)


def box_right(stream: Stream, index: int) -> float:
    """The right edge of the text of the box holding line ``index`` (its widest line)."""
    place = (stream.lines[index].page, stream.lines[index].block)
    start = end = index
    while start > 0 and (stream.lines[start - 1].page, stream.lines[start - 1].block) == place:
        start -= 1
    while end + 1 < len(stream.lines) and (
        (stream.lines[end + 1].page, stream.lines[end + 1].block) == place
    ):
        end += 1
    return max(line.bbox.x1 for line in stream.lines[start : end + 1])


def _label_name(label: str, heading: str | None) -> str | None:
    label = _TIMES_COUNT.sub("", _BULLET.sub("", _ROLL_RANGE.sub("", label.strip())))
    label = drop_system_label(label)  # "Old School Ogres": the rules family, not the name
    label = re.sub(r"\s*[—–-]+$", "", label)  # the dash closing a label is no name
    words = label.split()
    if len(words) > 4 and "," in label:
        label = label.rsplit(",", 1)[1]
    name, _ = strip_determiners(label)
    words = name.split()
    if not words or len(words) > 4 or not re.search(r"[A-Za-z]", name):
        return None
    if len(words) == 1 and words[0].lower() in KIND_ADJECTIVES and heading:
        return f"{words[0]} {head_noun(heading).lower()}"
    return name


def _label_tail(label: str) -> str:
    """Drop a trailing note of the previous line: "ice\nBlack" → "Black"."""
    head, _, last = label.rpartition("\n")
    if head.strip() and last.strip()[:1].isupper() and head.strip()[:1].islower():
        above = head.rpartition("\n")[2]
        # "… only\nFifth Edition Lamprey\nEels": the label line's name goes on below it
        return f"{above}\n{last}" if opens_system_label(above.strip()) else last
    return label


def _after_line_ends(text: str, raw: str, start: int, line_ends: frozenset[int]) -> str:
    """``text`` (at offset ``start`` of the raw text) from its last break that ends a line
    (``line_ends``): a name runs on over a break only where its line was full. A name in
    capitals marks its own words by their case ("… from a chain. MIRE" / "TOADS (6) HD2"):
    it is kept whole."""
    if text.isupper():
        return text
    cut = max(
        (
            i + 1
            for i, char in enumerate(text)
            if char == "\n"
            and start + i in line_ends
            and not opens_system_label(raw[raw.rfind("\n", 0, start + i) + 1 : start + i])
        ),
        default=0,
    )
    return text[cut:]


def _without_label_rows(raw: str) -> str:
    """``raw`` without the lines at its end that are a stat table's labels printed alone,
    maybe wrapped in a narrow cell ("Harpy" / "Armor" / "Class" over "Hit Points 19"): a
    field's label names no one, the line over the table's rows may."""
    lines = raw.rstrip("\n").split("\n")
    kept = len(lines)
    while kept > 0:
        over = lines[kept - 2] if kept > 1 else ""
        if not lines[kept - 1].strip() or not (
            label_piece(lines[kept - 1]) or label_piece(lines[kept - 1], over)
        ):
            break
        kept -= 1
    return raw if kept == len(lines) else "\n".join(lines[:kept]) + "\n"


def label_before_run(
    raw: str,
    current_raw: str,
    heading: str | None,
    raw_opens_line: bool = True,
    line_ends: frozenset[int] = frozenset(),
) -> tuple[str, int | None] | None:
    """The name and count of a label just before a stat line ("Goblins (6):"); ``raw`` is the
    text before the line and ``raw_opens_line`` says whether it starts a printed line;
    ``line_ends`` are the offsets in ``raw`` of breaks after a line that ended with room to
    spare (an item of a list: "9 ghouls" / "barrow wight: AC 5 …" is no "ghouls barrow wight")."""
    raw, current_raw = _without_label_rows(raw), _without_label_rows(current_raw)
    whole = (_ROW_LABEL, _CAPS_LABEL, _TITLE_LABEL)  # read on the raw text, newlines kept
    for pattern in (_ROW_LABEL, _COLON_LABEL, _PAREN_LABEL, _CAPS_LABEL, _TITLE_LABEL):
        searched = raw if pattern in whole else current_raw
        label = pattern.search(searched)
        if not label or (pattern is _PAREN_LABEL and _ATTACK_BRACKET.search(label.group("count"))):
            continue  # "Dagger (d6 damage) 3 HP": a weapon and its damage, no name and count
        text = label.group("label") if pattern is _CAPS_LABEL else _label_tail(label.group("label"))
        end = len(raw) - len(searched) + label.end("label")
        text = _after_line_ends(text, raw, end - len(text), line_ends)
        text = system_label_wrap(raw[: end - len(text)], text)
        last_line = text.rpartition("\n")[2].strip()
        before = raw[: len(raw) - len(searched) + label.start("label")].rstrip(" \t")
        # A label may open after a sentence on its line ("… 1d8. Giant" / "Slug: HD 2"), but
        # not after an initial ("by J." / "Vesely" / "Ghouls (7):").
        after_sentence = _CLAUSE_END.search(before) is not None and not _INITIAL.search(before)
        mid_line = not (before.endswith("\n") or after_sentence) if before else not raw_opens_line
        label_end = raw.find("\n", len(before))
        first_line = raw[before.rfind("\n") + 1 : label_end if label_end >= 0 else len(raw)]
        if mid_line and (
            opens_system_label(first_line.strip())
            or opens_system_label(text.partition("\n")[0].strip())
        ):
            mid_line = False  # "[OSE] Cinder" / "Hound:": the label opens its stat line
        if last_line[:1].isupper() and (len(text.split()) > 4 or ("\n" in text and mid_line)):
            # A margin note printed beside the label ran into it, or the label took in the
            # end of the line before ("by J. Vesely" / "Ghouls (7):"): a label wrapped over
            # two lines starts its first line or a sentence, so keep the label's own line.
            text = last_line
        name = _label_name(text.replace("\n", " "), heading)
        if name and is_column_label(COUNT_BRACKET_END.sub("", name)):
            continue  # a column's label over a row's rest the page broke off names no one
        if name:
            _, count = strip_determiners(text.replace("\n", " "))
            times = _TIMES_COUNT.search(text)
            count_text = times.group("n") if times else label.groupdict().get("count")
            if count_text and count_text.strip().isdecimal():
                count = int(count_text)
            return name, count
    return None


def label_start(text: str, start: int, run_start: int, stream: Stream) -> int:
    """Where a label closed by a colon or a bracket before the stat line at ``run_start``
    may start. Such a label wraps as a sentence does: when the stat line's own printed line
    has words before the run ("Horned Demons (9): AC 3 …") and the line over it did not
    break for want of room (its next word would have fitted) and is no running text going
    on into it (a sentence ended on it: "… chain. MIRE" / "TOADS (6) HD2"), it is a line of
    its own, a box's caption ("Stat box: Ogres"), and no part of the label; nor is a line
    over a paragraph gap."""
    index = stream.line_at(run_start)
    line_start = stream.line_starts[index]
    if not start < line_start < run_start or not text[line_start:run_start].strip():
        return start
    line, above = stream.lines[index], stream.lines[index - 1]
    if (above.page, above.block) != (line.page, line.block):
        return line_start  # a paragraph gap: the line over it is a paragraph of its own
    if (
        _SENTENCE_INSIDE.search(above.text)
        or line_wrapped(above, line, box_right(stream, index))
        or opens_system_label(above.text.strip())
    ):
        return start  # running text goes on into the label, or the label wrapped
    return line_start
