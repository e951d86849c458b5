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

This module orders the rules; the label before a line (rule 2) is read in
``statblock_labels``, and what the rules read around the line (counted phrases, headings,
known creatures, the box ahead) is in ``statblock_context``.
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
from converter.detect.line_cells import cell_at, cell_start, char_x
from converter.detect.statblock_caption import caption_over_box
from converter.detect.statblock_common import (
    clean_name,
    drop_system_label,
    singular_name,
    split_bracket_count,
    split_multiplier,
)
from converter.detect.statblock_context import (
    COUNT,
    STOP_MODIFIERS,
    before_paren,
    bold_phrase,
    bracket_counted,
    counted_phrase,
    existential,
    is_creature_name,
    modified_heading,
    named_ahead,
    paren_lead_in,
    phrase_before_paren,
    phrase_before_run,
)
from converter.detect.statblock_entry_name import entry_name
from converter.detect.statblock_heading import heading_before
from converter.detect.statblock_individual import Individual, individual_before_run
from converter.detect.statblock_labels import (
    COUNT_BRACKET_END,
    box_right,
    ended_line_breaks,
    label_before_run,
    label_start,
)
from converter.detect.statblock_subject import subject_of_clause
from converter.detect.vertical_field_lines import label_piece
from converter.ruledata import load_lexicon

if TYPE_CHECKING:
    from converter.detect.statblock_stream import Stream
    from converter.models import TextLine

UNNAMED = "unnamed creature"
_CONTEXT_CHARS = 600
_CALLED = re.compile(r"\bcalled\s+(?P<name>[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*){0,3})\s*[,.:;]?\s*$")
_FUNCTION_WORDS = load_lexicon("function_words")  # rules/lexicon/function_words.yaml
_ARTICLES = "|".join(_FUNCTION_WORDS["indefinite_articles"] + _FUNCTION_WORDS["definite_articles"])
_NAMED = re.compile(
    rf"\b(?:{_ARTICLES}|{COUNT})\s+(?P<np>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){{0,2}}?)\s+named\b",
    re.IGNORECASE,
)

_SENTENCE_SPLIT = re.compile(r"(?<!\bvs\.)(?<!\bp\.)(?<!\bft\.)(?<!\bno\.)(?<=[.!?;])\s+")
_ROW_START = re.compile(r"\s*(?:\d+(?:\s*-\s*\d+)?[.)]?\s+|\d+d\d+(?:[+-]\d+)?\s+)\S")
_INDEFINITE_END = re.compile(r"\b(?:a|an)\s+(?P<np>(?:[a-z-]+\s+){0,2}[a-z-]+)\s*[.!]?\s*$")


@dataclass(frozen=True)
class NameContext:
    """What the parser knows about the stat lines before this one."""

    previous_end: int
    previous_name: str | None


_ALIGNED_PT = 3.0  # a name line over its stat line starts at the same x
_ITEM_LINES = 3  # a creature item wraps over this many lines at most
_BRACKET_ONLY = re.compile(r"^\([^()]*\)\s*[:;,—–-]?$")  # "(several):", a count alone
_LINE_DONE = re.compile(r"(?:[.!?:;)\]\d—–-]|\bd\d+)\s*$")  # a sentence, a stat line, a dash


def _box_start(stream: Stream, offset: int) -> int:
    """Where the box (paragraph, cell, column) holding ``offset`` starts in the stream: a
    phrase before a bracket never reaches into the box before (a name in the next cell). A
    box that opens in lower case after a box broken off mid-sentence at its size is the rest
    of that paragraph, run over a column or page turn ("A lone hobgoblin scratches marks" /
    "into the wall (AC 5; …"): the sentence's subject is read in the box before."""
    index = _box_first(stream, stream.line_at(offset))
    while index > 0 and _runs_over(stream.lines[index - 1], stream.lines[index]):
        index = _box_first(stream, index - 1)
    return max(stream.line_starts[index], cell_cut(stream, offset) or 0)


def _box_first(stream: Stream, index: int) -> int:
    """The index of the first line of the box holding line ``index``."""
    place = (stream.lines[index].page, stream.lines[index].block)
    while index > 0 and (stream.lines[index - 1].page, stream.lines[index - 1].block) == place:
        index -= 1
    return index


_SAME_SIZE = 0.5  # points: a paragraph run over a turn keeps its type size
_ENDS_SENTENCE = re.compile(r"[.!?:;\"”)]\s*$")


def _runs_over(last: TextLine, first: TextLine) -> bool:
    """True when ``first``, a box's first line, goes on with the sentence ``last`` (the box
    before's last line) broke off: it opens in lower case, at the same size, and ``last``
    ends no sentence."""
    return (
        first.text.lstrip()[:1].islower()
        and abs(first.size - last.size) <= _SAME_SIZE
        and not _ENDS_SENTENCE.search(last.text)
    )


def cell_cut(stream: Stream, offset: int) -> int | None:
    """Where the cell holding ``offset`` starts in the stream, when a column gap (wider than
    a word space) stands between its line's start and it (a table row merged into one line:
    "Nursery a cracked flagstone. Beware … that | AC 3, HD 6+1"); else None. No phrase read
    before a stat line crosses it: the words before it are another column's, unless that
    cell is one creature item and nothing else, the row's label naming its line."""
    index = stream.line_at(offset)
    line, line_start = stream.lines[index], stream.line_starts[index]
    if stream.text[line_start : line_start + len(line.text) + 1].rstrip("\n") != line.text:
        return None  # the stream's text of the line is not its placed letters'
    cut = cell_start(line, offset - line_start)
    if cut is None:
        return None
    first = cell_start(line, cut - 1) or 0
    previous = line.text[first:cut].strip()
    if first and _BRACKET_ONLY.match(previous):
        # a count in brackets is its label's ("Hobgoblins  (several):  AC 5"): a label set in
        # a face of wider spaces (a fake bold drawn word by word) opens no cell at its bracket
        previous = line.text[(cell_start(line, first - 1) or 0) : cut].strip()
    if item_name(previous) is not None:
        return None  # a row's own label cell ("Goblins (4) | AC 6, HD 1"): it names the line
    return line_start + cut


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
    cut = cell_cut(stream, run_start)
    if cut is not None:  # a cell of a row merged into one line: the item is the cell above
        return _cell_item_name(stream, index, cut, run_start)
    before = stream.text[stream.line_starts[index] : run_start].strip()
    if index == 0 or (before and not _BRACKET_ONLY.match(before)):
        return None
    # the item's bracket may open the stat line ("Giant Beetles" / "(several): AC 4 …")
    stats, first = stream.lines[index], index if before else index - 1
    label = stream.lines[first]
    if label.page != stats.page or abs(label.bbox.x0 - stats.bbox.x0) > _ALIGNED_PT:
        return None
    right = box_right(stream, index)
    # the lines as the stream reads them: a label cell's piece run into its row ("**Mo**
    # spider queens") is no part of the item, and a line of a piece alone is no text
    texts = [before or stream.line_text(first)]
    while first > 0 and _joins_line(stream.lines[first], stream.lines[first - 1]):
        above, text = stream.lines[first - 1], stream.line_text(first - 1)
        bracket = texts[0].startswith("(")  # "young wyrms" / "(many)"
        if not text or _LINE_DONE.search(text) or is_column_label(text) or _stat_text(text):
            # the line before ended, it is the column's label over the cell, or it is the
            # end of the stat line above ("… ML 6, AL N"), another creature's
            break
        if len(texts) >= _ITEM_LINES or not (
            bracket or line_wrapped(above, stream.lines[first], right)
        ):
            return None  # the line before goes on into this one: a sentence, not an item
        texts.insert(0, text)
        first -= 1
    over = stream.line_text(first - 1) if first > 0 else ""
    if label_piece(" ".join(texts), over):
        return None  # "Armour 9" / "Class" over "Hit Dice 1": the table's label, no item
    item = item_name(" ".join(texts))
    return (clean_name(item[0]), item[1]) if item else None


def _cell_item_name(
    stream: Stream, index: int, cut: int, run_start: int
) -> tuple[str, int | None] | None:
    """The item of a stat line opening a cell of a row merged into one line (``cell_cut``):
    the cell of the line above at the same x, when it is one creature item and nothing else
    ("… onto | horned demon" / "… that | AC 3, HD 6+1"); its column's label or a stat line
    there names no one."""
    stats = stream.lines[index]
    before = stream.text[cut:run_start].strip()
    x = char_x(stats, cut - stream.line_starts[index])
    if before or x is None or index == 0:
        return None
    above = stream.lines[index - 1]
    if (above.page, above.block) != (stats.page, stats.block):
        return None
    text = cell_at(above, x)
    if not text or is_column_label(text) or _stat_text(text):
        return None
    item = item_name(text)
    return (clean_name(item[0]), item[1]) if item else None


def _stat_text(text: str) -> bool:
    """True for a line of statistics: labelled ones, or fields valued in words, maybe after
    a value wrapped from the line above ("M; INT low; AL CE")."""
    rest = text.split(None, 1)[1] if len(text.split()) > 1 else ""
    return has_stats(text) or only_fields(text) or only_fields(rest)


# Two or three capitals and a bare number ("DX 9", "ST 12", "CN 8"): an abbreviated statistic
# and its value, as a run wrapped inside its list leaves one opening the next line. A creature
# named in capitals is counted in a bracket or by a sign ("ORCS (4)", "GOBLIN ×3"), and a
# word of two or three capitals is an abbreviation, no name (``creatures_presence``).
_ABBREVIATED_SCORE = re.compile(r"[A-Z]{2,3}\s*:?\s*[+-]?\d+")


def item_opens_line(gap: str) -> bool:
    """True when the text ``gap`` between two statistics holds, after a line break, a line
    opening with one creature item and nothing else ("Lantern Beetle (7) " before "AC 4",
    "Brass Sentinels (several):" over it): the next creature's line begins there, so the
    fields before the break (the tail of a stat line broken by a page: "24; #AT 1; …
    INT low; AL CE") are not its statistics."""
    head, newline, last = gap.rstrip().rpartition("\n")
    if not newline and not head:
        return False
    item = last.strip().rstrip(":;,—–-").strip()
    return _ABBREVIATED_SCORE.fullmatch(item) is None and item_name(item) is not None


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
    cut = cell_cut(stream, run_start) or 0  # no phrase crosses a column gap
    called = _CALLED.search(
        text[max(context.previous_end, run_start - _CONTEXT_CHARS, cut) : run_start].replace(
            "\n", " "
        )
    )
    if called:
        return clean_name(called.group("name")), 1  # a proper name, kept as printed
    start = max(context.previous_end, run_start - _CONTEXT_CHARS, _box_start(stream, run_start))
    before = text[start:run_start]
    lead_in = paren_lead_in(before)  # "a watchman (This creature's vital stats are HD 1d8 …"
    inline = phrase_before_paren(before if lead_in is None else lead_in)
    if inline:
        # "… sleep under a sodden altar cloth (AC 6 …": the clause's subject owns the stats
        owner = subject_of_clause(before, inline[0]) if lead_in is None else None
        inline = owner or inline
        return singular_name(inline[0]), inline[1]  # "5 scribes (HD 3 …": never the "("
    name, count, from_context = _name_and_count(text, run_start, context, stream)
    if from_context and not is_creature_name(name):
        # The line runs on from a noun phrase of its sentence ("… sits a tinker: 3 HP, …"),
        # or a line boxed on its own is named by the short box after it.
        run_in = phrase_before_run(text[max(context.previous_end, run_start - 80, cut) : run_start])
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
    item = _item_line_name(stream, run_start) or caption_over_box(stream, run_start)
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
    start = max(context.previous_end, run_start - _CONTEXT_CHARS, cell_cut(stream, run_start) or 0)
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

    label_start_at = label_start(text, start, run_start, stream)
    own_raw = (
        _sentences(text[label_start_at:run_start])[2] if label_start_at > start else current_raw
    )
    opens_line = start == 0 or text[start - 1] == "\n"
    label = label_before_run(
        raw, own_raw, heading, opens_line, ended_line_breaks(stream, start, run_start)
    )
    if label:
        return label[0], label[1], False

    # The entry's own lines are looked at past a "heading" among them: a line of tags set
    # alone in italics stands out as one ("**Goblin** *Horde, Small,*" / "*Organized*").
    entry = entry_name(stream, run_start, max(context.previous_end, run_start - _CONTEXT_CHARS))
    if entry:
        # "**Goblin** *Horde, Small*" / "3 HP 1 Armor", under a heading; "HILL TROLLS (2)" over
        # its line names the group and its number, as a label "Hill Trolls (2):" would
        name, count = split_bracket_count(entry)
        return name, count, False

    modified = None
    if heading and "," not in heading:
        modified = modified_heading(flat, heading, first_in_entry)
        if modified and first_in_entry and len(heading.split()) > 1:
            modified = None
    if own_paragraph and first_in_entry and heading:
        return clean_name(modified or heading), None, True

    if current:
        bold = bold_phrase(stream, run_start - len(current) - 1, run_start)
        if bold and not is_column_label(COUNT_BRACKET_END.sub("", bold)) and not label_piece(bold):
            # a column's label printed again over a row the page broke ("Encounter" over
            # the rest of "Cave Crawlers" / "(8): AC 7, HD 3 …", both bold) names no one, nor
            # does a field's label over its row ("**Armor Class**" / "Hit Points 9")
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
