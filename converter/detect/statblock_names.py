"""Naming old-school stat lines from the text that introduces them.

Rules, first that applies wins (the corpus truth files document the convention):
00. A named individual's parenthesis: "Old Ambrose (hobgoblin; AC 5 …" → "Old Ambrose" × 1,
   a hobgoblin (``statblock_individual``; the block keeps the kind).
0. A stat line under a line that is one creature item and nothing else ("lantern beetle",
   "3 clay golems" in a table's monster cell; never a column label such as "Monsters").
   Stats opening a parenthesis in prose take the phrase just before it: "5 scribes (HD 3 …"
   → scribe × 5, "An owl demon (HD6+1 …" → owl demon × 1, also after words that lead in
   to the stats inside it: "a watchman (This creature's vital stats are HD 1d8 …" → watchman.
1. "an air elemental called Flying Debris, HD 16 …" → the proper name; "a valkyrie named
   War, Mercy …: HD 6" → the creature before "named".
2. A label just before the line: "Orcs: HD 1", "Goblins (6): AC 6", "3. uplifted evil
   monkeys (6d10) HD 1-1", "4-6 Wolves: HD 2" (a table row's roll is no part of the name),
   "Their invisible captain: hp 3d6", "Goblin Warrior CR 1/3"
   (articles and counts dropped; "White:" under the heading "Dragon" → "White dragon").
3. A stat paragraph that is the first after a heading takes the heading ("Ape, Giant"), or
   a kind of it named in the text ("Giant" → "hill giants").
4. A bold phrase in the same sentence ("… a nameless **shape changer**: HD 4").
5. A counted noun phrase in the nearest sentences: "The ten giant spiders … HD 4+1",
   "1d6 giant bats spying … HD 2", "about 500 ghouls. HD 2", "… avoid the strangling
   vines (1d4). HD 4+4"; a known creature brought in by "there are also …" ("There are
   also huge, ship-sized kraken …"); else "… is a blue dragon.".
6. The words before a bracket: "the guard (HD 4 AC 3 1d8)".
7. A kind of the heading named since the last line ("these dire bears" under "Bear",
   "an ogre mage" under "Ogre"), the heading itself, or the previous line's name when
   nothing new was said ("; at level 10 its stats are …").

A heading counts only when it stands out from the body text of its own page too (a
document whose short licence page is set in tiny type has a small overall body size), and
a line of turned text (a label running up a map) never takes an upright heading. When the
name came only from a heading or an earlier line and is not a creature word, a stat line
boxed on its own takes the creature of the short box after it ("HD 8 AC 2 …" beside
"throne room guarded by a four armed bone golem").

This module orders the rules and reads labels; what they read around the line (counted
phrases, headings, known creatures, the box ahead) is in ``statblock_context``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from converter.detect.creatures_cells import (
    has_stats,
    is_column_label,
    is_header_row,
    item_name,
    line_wrapped,
    only_fields,
)
from converter.detect.statblock_common import (
    clean_name,
    drop_system_label,
    opens_system_label,
    singular_name,
    split_multiplier,
    system_label_wrap,
)
from converter.detect.statblock_context import (
    COUNT,
    KIND_ADJECTIVES,
    STOP_MODIFIERS,
    before_paren,
    bold_phrase,
    bracket_counted,
    counted_phrase,
    existential,
    head_noun,
    is_creature_name,
    modified_heading,
    named_ahead,
    paren_lead_in,
    phrase_before_paren,
    phrase_before_run,
    strip_determiners,
)
from converter.detect.statblock_entry_name import entry_name
from converter.detect.statblock_heading import heading_before
from converter.detect.statblock_individual import Individual, individual_before_run
from converter.ruledata import load_lexicon

if TYPE_CHECKING:
    from converter.detect.statblock_stream import Stream
    from converter.models import TextLine

UNNAMED = "unnamed creature"
_CONTEXT_CHARS = 600
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
# creature's name in capitals as the label of its stats, mid-paragraph.
_CAPS_LABEL = re.compile(
    r"(?:^|[.!?;:][ \t\n]+)(?P<label>[A-Z][A-Z’'-]+(?:[ \t\n]+[A-Z][A-Z’'-]+){0,3})[ \t]*$"
)
_BULLET = re.compile(r"^[•·▪◦*–—-]+\s*")
_TIMES_COUNT = re.compile(r"\s*[x×]\s*(?P<n>\d+)\s*$")
_CALLED = re.compile(r"\bcalled\s+(?P<name>[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*){0,3})\s*[,.:;]?\s*$")
_FUNCTION_WORDS = load_lexicon("function_words")  # rules/lexicon/function_words.yaml
_ARTICLES = "|".join(_FUNCTION_WORDS["indefinite_articles"] + _FUNCTION_WORDS["definite_articles"])
_NAMED = re.compile(
    rf"\b(?:{_ARTICLES}|{COUNT})\s+(?P<np>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){{0,2}}?)\s+named\b",
    re.IGNORECASE,
)

_CLAUSE_END = re.compile(r"[.!?;:]$")
_SENTENCE_INSIDE = re.compile(r"[.!?;]\s+\S")  # a sentence ends inside the line
_INITIAL = re.compile(r"(?:^|\s)[A-Z]\.$")
_SENTENCE_SPLIT = re.compile(r"(?<!\bvs\.)(?<!\bp\.)(?<!\bft\.)(?<!\bno\.)(?<=[.!?;])\s+")
_ROW_START = re.compile(r"\s*(?:\d+(?:\s*-\s*\d+)?[.)]?\s+|\d+d\d+(?:[+-]\d+)?\s+)\S")
_INDEFINITE_END = re.compile(r"\b(?:a|an)\s+(?P<np>(?:[a-z-]+\s+){0,2}[a-z-]+)\s*[.!]?\s*$")


@dataclass(frozen=True)
class NameContext:
    """What the parser knows about the stat lines before this one."""

    previous_end: int
    previous_name: str | None


_ROLL_RANGE = re.compile(r"^\d+\s*-\s*\d+[.)]?\s+")
_ALIGNED_PT = 3.0  # a name line over its stat line starts at the same x
_ITEM_LINES = 3  # a creature item wraps over this many lines at most
_COUNT_BRACKET_END = re.compile(r"\s*\([^()]*\)\s*[:;,—–-]?\s*$")  # "Goblins (6):" → "Goblins"
_BRACKET_ONLY = re.compile(r"^\([^()]*\)\s*[:;,—–-]?$")  # "(several):", a count alone
_LINE_DONE = re.compile(r"(?:[.!?:;)\]\d—–-]|\bd\d+)\s*$")  # a sentence, a stat line, a dash


def _box_start(stream: Stream, offset: int) -> int:
    """Where the box (paragraph, cell, column) holding ``offset`` starts in the stream: a
    phrase before a bracket never reaches into the box before (a name in the next cell)."""
    index = stream.line_at(offset)
    place = (stream.lines[index].page, stream.lines[index].block)
    while index > 0 and (stream.lines[index - 1].page, stream.lines[index - 1].block) == place:
        index -= 1
    return stream.line_starts[index]


def _joins_line(line: TextLine, above: TextLine) -> bool:
    """True when ``above`` is the line right over ``line`` in its box, at its x."""
    same_box = (above.page, above.block) == (line.page, line.block)
    return same_box and abs(above.bbox.x0 - line.bbox.x0) <= _ALIGNED_PT


def _item_line_name(stream: Stream, run_start: int) -> tuple[str, int | None] | None:
    """A stat line opening its own line right under a line that is one creature item and
    nothing else ("lantern beetle", "3 clay golems", "ghouls (many)" in a table's monster
    cell; its bracket maybe on a line of its own, its name maybe wrapped in a narrow cell)
    takes that item's name and count, whatever the case of its letters. The item must be
    lines of their own: the line before it, in its box and at its x, has ended (a sentence,
    a stat line, a dash), so a wrapped sentence ("guarded by" / "four goblins") never names
    it; a column label ("Monsters") is never a name."""
    index = stream.line_at(run_start)
    before = stream.text[stream.line_starts[index] : run_start].strip()
    if index == 0 or (before and not _BRACKET_ONLY.match(before)):
        return None
    # the item's bracket may open the stat line ("Giant Beetles" / "(several): AC 4 …")
    stats, first = stream.lines[index], index if before else index - 1
    label = stream.lines[first]
    if label.page != stats.page or abs(label.bbox.x0 - stats.bbox.x0) > _ALIGNED_PT:
        return None
    right = _box_right(stream, index)
    texts = [before or label.text.strip()]
    while first > 0 and _joins_line(stream.lines[first], stream.lines[first - 1]):
        above = stream.lines[first - 1]
        bracket = texts[0].startswith("(")  # "young wyrms" / "(many)"
        if (
            _LINE_DONE.search(above.text.strip())
            or is_column_label(above.text)
            or _stat_text(above.text)
        ):
            # the line before ended, it is the column's label over the cell, or it is the
            # end of the stat line above ("… ML 6, AL N"), another creature's
            break
        if len(texts) >= _ITEM_LINES or not (
            bracket or line_wrapped(above, stream.lines[first], right)
        ):
            return None  # the line before goes on into this one: a sentence, not an item
        texts.insert(0, above.text.strip())
        first -= 1
    item = item_name(" ".join(texts))
    return (clean_name(item[0]), item[1]) if item else None


def _stat_text(text: str) -> bool:
    """True for a line of statistics: labelled ones, or fields valued in words, maybe after
    a value wrapped from the line above ("M; INT low; AL CE")."""
    rest = text.split(None, 1)[1] if len(text.split()) > 1 else ""
    return has_stats(text) or only_fields(text) or only_fields(rest)


def item_opens_line(gap: str) -> bool:
    """True when the text ``gap`` between two statistics holds, after a line break, a line
    opening with one creature item and nothing else ("Lantern Beetle (7) " before "AC 4",
    "Brass Sentinels (several):" over it): the next creature's line begins there, so the
    fields before the break (the tail of a stat line broken by a page: "24; #AT 1; …
    INT low; AL CE") are not its statistics."""
    head, newline, last = gap.rstrip().rpartition("\n")
    if not newline and not head:
        return False
    return item_name(last.strip().rstrip(":;,—–-").strip()) is not None


def _line_ends(stream: Stream, start: int, end: int) -> frozenset[int]:
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
        if not line_wrapped(above, below, _box_right(stream, index), text):
            out.add(stream.line_starts[index + 1] - 1 - start)
    return frozenset(out)


def _box_right(stream: Stream, index: int) -> float:
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


def _label(
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
        if name and is_column_label(_COUNT_BRACKET_END.sub("", name)):
            continue  # a column's label over a row's rest the page broke off names no one
        if name:
            _, count = strip_determiners(text.replace("\n", " "))
            times = _TIMES_COUNT.search(text)
            count_text = times.group("n") if times else label.groupdict().get("count")
            if count_text and count_text.strip().isdigit():
                count = int(count_text)
            return name, count
    return None


def individual_for_run(
    text: str, run_start: int, context: NameContext, stream: Stream
) -> Individual | None:
    """The named individual whose parenthesis the stat line at ``run_start`` opens in ("Old
    Ambrose (hobgoblin; AC 5 …"), read within its paragraph; else None."""
    start = max(context.previous_end, run_start - _CONTEXT_CHARS, _box_start(stream, run_start))
    heading = heading_before(stream, run_start)
    if heading is not None and heading[1] <= run_start:
        start = max(start, heading[1])  # a heading's words are no part of a person's name
    return individual_before_run(text[start:run_start])


def name_for_run(
    text: str, run_start: int, context: NameContext, stream: Stream
) -> tuple[str, int | None]:
    """Return the name (singular) and count (when printed) of the stat line at ``run_start``;
    a named individual's line is theirs, as printed ("Old Ambrose"), one of them."""
    individual = individual_for_run(text, run_start, context, stream)
    if individual is not None:
        return individual.name, 1
    called = _CALLED.search(
        text[max(context.previous_end, run_start - _CONTEXT_CHARS) : run_start].replace("\n", " ")
    )
    if called:
        return clean_name(called.group("name")), 1  # a proper name, kept as printed
    start = max(context.previous_end, run_start - _CONTEXT_CHARS, _box_start(stream, run_start))
    before = text[start:run_start]
    lead_in = paren_lead_in(before)  # "a watchman (This creature's vital stats are HD 1d8 …"
    inline = phrase_before_paren(before if lead_in is None else lead_in)
    if inline:
        return singular_name(inline[0]), inline[1]  # "5 scribes (HD 3 …": never the "("
    name, count, from_context = _name_and_count(text, run_start, context, stream)
    if from_context and not is_creature_name(name):
        # The line runs on from a noun phrase of its sentence ("… sits a tinker: 3 HP, …"),
        # or a line boxed on its own is named by the short box after it.
        run_in = phrase_before_run(text[max(context.previous_end, run_start - 80) : run_start])
        ahead = run_in or named_ahead(stream, run_start)
        if ahead:
            name, count = ahead
    name, times = split_multiplier(drop_system_label(name))  # "Ghoul ×3": name, count three
    return singular_name(name), times if times is not None else count


# long: one cascade of naming evidence, strongest first; each step returns, read top to bottom
def _name_and_count(
    text: str, run_start: int, context: NameContext, stream: Stream
) -> tuple[str, int | None, bool]:
    """Return the name, the count and whether the name came only from the context (a
    heading, the previous line) rather than from words introducing this line."""
    item = _item_line_name(stream, run_start)
    if item is not None:
        return item[0], item[1], False
    heading_entry = heading_before(stream, run_start)
    if heading_entry is not None and (
        is_header_row(heading_entry[2]) or is_column_label(heading_entry[2])
    ):
        # a key table's header row, or its label alone over a column (printed again over
        # a row broken by the page), names its columns, not a creature
        heading_entry = None
    first_in_entry = heading_entry is not None and heading_entry[0] >= context.previous_end
    heading = clean_name(heading_entry[2]) if heading_entry else None
    start = max(context.previous_end, run_start - _CONTEXT_CHARS)
    if heading_entry and first_in_entry:
        start = max(start, heading_entry[1])
    raw = text[start:run_start]
    row = raw.rpartition("\n")[2]
    if _ROW_START.match(row):
        # A table row ("3 1d6 giant bats spying … HD 2"): the row alone names its line.
        raw = row
    own_paragraph = not raw.rpartition("\n")[2].strip()
    flat = raw.replace("\n", " ")
    current, earlier, current_raw = _sentences(raw)

    for sentence in (current, *reversed(earlier[-3:])):
        named = list(_NAMED.finditer(sentence))
        if named:
            return clean_name(named[-1].group("np")), None, False

    label_start = _label_start(text, start, run_start, stream)
    own_raw = _sentences(text[label_start:run_start])[2] if label_start > start else current_raw
    opens_line = start == 0 or text[start - 1] == "\n"
    label = _label(raw, own_raw, heading, opens_line, _line_ends(stream, start, run_start))
    if label:
        return label[0], label[1], False

    # The entry's own lines are looked at past a "heading" among them: a line of tags set
    # alone in italics stands out as one ("**Goblin** *Horde, Small,*" / "*Organized*").
    entry = entry_name(stream, run_start, max(context.previous_end, run_start - _CONTEXT_CHARS))
    if entry:
        return entry, None, False  # "**Goblin** *Horde, Small*" / "3 HP 1 Armor", under a heading

    modified = None
    if heading and "," not in heading:
        modified = modified_heading(flat, heading, first_in_entry)
        if modified and first_in_entry and len(heading.split()) > 1:
            modified = None
    if own_paragraph and first_in_entry and heading:
        return clean_name(modified or heading), None, True

    if current:
        bold = bold_phrase(stream, run_start - len(current) - 1, run_start)
        if bold and not is_column_label(_COUNT_BRACKET_END.sub("", bold)):
            # a column's label printed again over a row the page broke ("Encounter" over
            # the rest of "Cave Crawlers" / "(8): AC 7, HD 3 …", both bold) names no one
            return bold, None, False

    nearby = _phrase_nearby(current, earlier, own_paragraph)
    if nearby is not None and not is_column_label(nearby[0]):  # "Monsters" / "(8): AC 7"
        return nearby[0], nearby[1], False
    paren_name = before_paren(current)
    if paren_name:
        return paren_name, None, False
    if modified:
        return clean_name(modified), None, True
    if heading and first_in_entry:
        return heading, None, True
    if context.previous_name and len(flat.strip()) < 80:
        return context.previous_name, None, True
    return heading or UNNAMED, None, True


def _sentences(raw: str) -> tuple[str, list[str], str]:
    """The sentence ``raw`` ends in (empty when it ends with a stop), the sentences before
    it, and that last sentence as printed (newlines kept)."""
    flat = raw.replace("\n", " ")
    sentences = list(_SENTENCE_SPLIT.split(flat.strip()))
    ends_sentence = bool(re.search(r"[.!?;]\s*$", flat))
    current = "" if ends_sentence or not sentences else sentences[-1]
    earlier = sentences if ends_sentence else sentences[:-1]
    # ``flat`` is ``raw`` with newlines as spaces, so offsets agree.
    current_raw = raw[len(flat.rstrip()) - len(current) :] if current else ""
    return current, earlier, current_raw


def _label_start(text: str, start: int, run_start: int, stream: Stream) -> int:
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
        or line_wrapped(above, line, _box_right(stream, index))
        or opens_system_label(above.text.strip())
    ):
        return start  # running text goes on into the label, or the label wrapped
    return line_start


def _phrase_nearby(
    current: str, earlier: list[str], own_paragraph: bool
) -> tuple[str, int | None] | None:
    """The name and count of a counted ("3 giant bats"), brought-in ("there are …") or, in a
    paragraph the line runs on in, indefinite noun phrase ending the sentence before, from the
    sentences nearest the line (the line's own first); None when none names it."""
    nearest = (current, *reversed(earlier[-3 if own_paragraph else -2 :]))
    for sentence in nearest:
        counted = counted_phrase(sentence) or bracket_counted(sentence)
        if counted:
            return clean_name(counted[0]), counted[1]
    for sentence in nearest:
        brought_in = existential(sentence)
        if brought_in:
            return clean_name(brought_in), None
    if not own_paragraph and earlier:
        indefinite = _INDEFINITE_END.search(earlier[-1])
        if indefinite and not STOP_MODIFIERS & set(indefinite.group("np").split()):
            return clean_name(indefinite.group("np")), 1
    return None
