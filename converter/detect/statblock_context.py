"""Reading the text around an old-school stat line for the creature it describes.

``statblock_names`` decides which rule names a line; this module holds what those rules
read: the word lists and counts of a noun phrase, the counted or bracketed phrases of
the nearest sentences, the known-creature vocabulary ("there are also huge kraken"), the
headings that stand out on their page, and the short box after a boxed stat line
("throne room guarded by a four armed bone golem").
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache
from typing import TYPE_CHECKING

from converter.detect.creatures import TOKEN_RE
from converter.detect.creatures_counts import VAGUE_WORDS
from converter.detect.creatures_names import load_vocabulary, name_to_singular, plural_of
from converter.detect.creatures_presence import (
    DEPICTION_VERBS,
    IMAGE_NOUNS,
    MATERIAL_WORDS,
    Token,
    absent_reason,
)
from converter.detect.statblock_common import (
    ARTICLE_COUNTS,
    NUMBER_WORDS,
    clean_name,
    is_plural,
    singular,
)
from converter.numberwords import DOZEN, PAIRS
from converter.ruledata import load_lexicon

if TYPE_CHECKING:
    from converter.detect.statblock_stream import Stream
    from converter.models import TextLine

_COUNT_WORDS = sorted((w for w in NUMBER_WORDS if w not in ARTICLE_COUNTS), key=len)
COUNT = r"(?:\d+d\d+(?:[+-]\d+)?|\d+|" + "|".join(reversed(_COUNT_WORDS)) + r")"
# The phrase after a count is only looked at, so a count of things ("takes three rounds")
# does not hide a later count of creatures in the same sentence.
_COUNTED = re.compile(
    rf"(?<![\w#.,/+-])(?P<count>{COUNT}(?:\s+{COUNT})*)\s+(?=(?P<rest>[^.;:!?()]*))",
    re.IGNORECASE,
)
_WORDS = load_lexicon("stat_words")  # vocabulary: rules/lexicon/stat_words.yaml
_FUNCTION_WORDS = load_lexicon("function_words")  # rules/lexicon/function_words.yaml
_INDEFINITE = frozenset(_FUNCTION_WORDS["indefinite_articles"])  # an article counts one
_DEFINITE = frozenset(_FUNCTION_WORDS["definite_articles"])  # "the" counts none
_RANK_BEFORE = re.compile(rf"\b(?:{'|'.join(_WORDS['rank_words'])})\s*$", re.IGNORECASE)
_DETERMINERS = re.compile(
    rf"^(?:(?:{'|'.join(_WORDS['label_determiners'])}|{COUNT})\s+)+", re.IGNORECASE
)


_NOT_CREATURES = frozenset(_WORDS["not_creatures"])
STOP_MODIFIERS = frozenset(_WORDS["stop_modifiers"])
# Words that name a kind of a creature rather than a creature ("White:" under "Dragon").
KIND_ADJECTIVES = frozenset(_WORDS["kind_adjectives"])


# The phrase starts at a word's start: "5E Mercenaries (6)" names "Mercenaries", never the
# "E" of a game-system label.
_BRACKET_COUNTED = re.compile(
    r"(?<![\w’'-])(?P<np>[A-Za-z][\w’'-]*(?:\s+[A-Za-z][\w’'-]*){0,5})\s*"
    r"\((?P<count>\d+d\d+(?:[+-]\d+)?|\d+)\)"
)
_EXISTENTIAL = re.compile(_WORDS["existential"], re.IGNORECASE)
_LEADING_WORDS = frozenset(_WORDS["leading_words"])
_MAX_MODIFIERS = 3
# A box after a boxed stat line names it only when it is a short label, not a paragraph.
_AHEAD_CHARS = 240
_FIELD_LABEL = re.compile(r"\s*[A-Z][\w’'-]*(?:\s+[\w’'-]+)?\s*:")


def count_value(text: str) -> int | None:
    """Return the number a run of count words means ("twenty five" → 25), or None."""
    total: int | None = None
    for word in text.lower().split():
        value = int(word) if word.isdecimal() else NUMBER_WORDS.get(word)
        if value is None:
            return None
        total = value if total is None else (total * value if value >= 100 else total + value)
    return total


def strip_determiners(label: str) -> tuple[str, int | None]:
    """Return the label without its leading articles and counts, and the count they give."""
    label = clean_name(label)
    match = _DETERMINERS.match(label + " ")
    count = None
    if match:
        count = count_value(
            " ".join(w for w in match.group(0).split() if re.fullmatch(COUNT, w, re.I))
        )
        label = label[match.end() :] if match.end() <= len(label) else ""
    return label.strip(" ,"), count


def head_noun(heading: str) -> str:
    """Return the last word of a heading's first part ("Ape, Giant" → "Ape")."""
    return heading.split(",")[0].strip().split()[-1]


def counted_phrase(sentence: str) -> tuple[str, int | None] | None:
    """Return the first counted plural noun phrase of a sentence ("The ten giant spiders")."""
    for match in _COUNTED.finditer(sentence):
        chunks = match.group("rest").split(",")
        for index, chunk in enumerate(chunks[:2]):
            words = chunk.split()
            if index == 1 and not 0 < len(chunks[0].split()) <= 2:
                break
            for position, word in enumerate(words[:4]):
                bare = word.strip("’'\"“”").lower()
                if not re.fullmatch(r"[a-z][a-z-]*", bare) or bare in _NOT_CREATURES:
                    break
                if bare in STOP_MODIFIERS and position > 0:
                    break
                if is_plural(bare):
                    phrase = [w for w in words[max(0, position - 2) : position + 1]]
                    while phrase and phrase[0].lower() in STOP_MODIFIERS:
                        phrase.pop(0)
                    if not phrase:
                        break
                    if _RANK_BEFORE.search(sentence, 0, match.start()):
                        return " ".join(phrase), None  # "level 5 magic users": a rank
                    return " ".join(phrase), count_value(match.group("count"))
    return None


def _noun_forms(noun: str) -> str:
    forms = {noun, noun + "s", noun + "es"}
    if noun.endswith("f"):
        forms.add(noun[:-1] + "ves")
    if noun.endswith("y"):
        forms.add(noun[:-1] + "ies")
    if noun.endswith("man"):
        forms.add(noun[:-3] + "men")
    return "|".join(re.escape(form) for form in sorted(forms, key=len, reverse=True))


def modified_heading(context: str, heading: str, first_in_entry: bool) -> str | None:
    """Return the last "<kind> <heading noun>" in ``context`` ("hill giants" under "Giant"),
    or, for a later line of an entry, "an ogre mage" under "Ogre"."""
    noun = singular(head_noun(heading).lower())
    if not noun.isalpha():
        return None
    forms = _noun_forms(noun)
    pattern = re.compile(rf"\b(?P<mod>[A-Za-z][\w-]*)\s+(?P<noun>{forms})\b", re.IGNORECASE)
    found: tuple[int, str] | None = None
    for match in pattern.finditer(context):
        mod = match.group("mod")
        if mod.lower() in KIND_ADJECTIVES or (
            not first_in_entry and mod[0].isupper() and mod.lower() not in STOP_MODIFIERS
        ):
            found = (match.start(), f"{mod} {match.group('noun')}")
    if not first_in_entry:
        after = re.compile(rf"\b(?:a|an)\s+(?P<noun>{forms})\s+(?P<tail>[a-z]{{3,}})\b", re.I)
        for match in after.finditer(context):
            tail = match.group("tail")
            if tail.lower() not in STOP_MODIFIERS and (found is None or match.start() > found[0]):
                found = (match.start(), f"{match.group('noun')} {tail}")
    return found[1] if found else None


def bold_phrase(stream: Stream, start: int, end: int) -> str | None:
    """Return the last short bold phrase between ``start`` and ``end`` of the stream."""
    index = bisect.bisect_left(stream.bold, (start, start))
    chunks: list[tuple[int, int]] = []
    for bold_start, bold_end in stream.bold[max(0, index - 1) :]:
        if bold_start >= end:
            break
        if bold_end <= start:
            continue
        if chunks and not stream.text[chunks[-1][1] : bold_start].strip():
            chunks[-1] = (chunks[-1][0], bold_end)
        else:
            chunks.append((max(bold_start, start), min(bold_end, end)))
    for chunk_start, chunk_end in reversed(chunks):
        name, _ = strip_determiners(stream.text[chunk_start:chunk_end].replace("\n", " "))
        name = name.rstrip(" —–-")  # "**Marsh Toad —** AC 8": the dash sets the name off
        if name and len(name.split()) <= 4 and re.search(r"[A-Za-z]{2}", name):
            return name
    return None


@lru_cache(maxsize=1)
def _vocabulary_forms() -> dict[tuple[str, ...], str]:
    """Map the words of every known creature name, singular and plural, to its singular."""
    forms: dict[tuple[str, ...], str] = {}
    for name, plural in load_vocabulary().items():
        forms.setdefault(tuple((plural or plural_of(name)).split()), name)
        forms[tuple(name.split())] = name
    return forms


@lru_cache(maxsize=1)
def _creature_heads() -> frozenset[str]:
    return frozenset(name.split()[-1] for name in load_vocabulary())


def is_creature_name(name: str) -> bool:
    """True when the name's head noun is a known creature ("Ape, Giant", "hill giants")."""
    words = name_to_singular(name).split()
    return bool(words) and words[-1] in _creature_heads()


def _bare(token: str) -> str:
    return token.strip(",;:.!?()\"“”‘’'").lower()


def _is_modifier_here(tokens: list[str], position: int) -> bool:
    """True for a kind word that is also a creature, describing the next noun ("giant sharks")."""
    if position + 1 >= len(tokens) or tokens[position].endswith((",", ";", ":", ".", "!", "?")):
        return False
    following = _bare(tokens[position + 1])
    return (
        _bare(tokens[position]) in KIND_ADJECTIVES
        and re.fullmatch(r"[a-z][a-z-]*", following) is not None
        and following not in STOP_MODIFIERS
    )


def _known_creature_at(tokens: list[str], start: int) -> tuple[int, int] | None:
    """Return the span of a known creature name after at most a few describing words."""
    forms = _vocabulary_forms()
    for position in range(start, min(len(tokens), start + _MAX_MODIFIERS + 1)):
        for length in (3, 2, 1):
            span = tokens[position : position + length]
            if len(span) < length or tuple(_bare(t) for t in span) not in forms:
                continue
            if any(t.endswith((",", ";", ".")) for t in span[:-1]):
                continue
            if length == 1 and _is_modifier_here(tokens, position):
                continue
            return position, position + length
        word = _bare(tokens[position])
        if not re.fullmatch(r"[a-z][a-z-]*", word) or word in STOP_MODIFIERS:
            return None
        if tokens[position].endswith((".", ";", ":", "!", "?")):
            return None
    return None


def existential(sentence: str) -> str | None:
    """Return the known creature a "there are (also) …" sentence brings in."""
    match = _EXISTENTIAL.search(sentence)
    if not match:
        return None
    tokens = match.group("rest").split()
    start = 0
    while start < len(tokens) and _bare(tokens[start]) in _LEADING_WORDS:
        start += 1
    found = _known_creature_at(tokens, start)
    if not found:
        return None
    first, end = found
    if first > start and _bare(tokens[first - 1]) in KIND_ADJECTIVES:
        first -= 1  # "there are also giant sharks" keeps its kind
    return " ".join(_bare(t) for t in tokens[first:end])


def bracket_counted(sentence: str) -> tuple[str, int | None] | None:
    """Return a plural noun phrase with its count in brackets: "the strangling vines (1d4)"."""
    for match in reversed(list(_BRACKET_COUNTED.finditer(sentence))):
        words = match.group("np").split()
        for index in range(len(words) - 1, -1, -1):
            if words[index].lower() in STOP_MODIFIERS:
                words = words[index + 1 :]
                break
        words = words[-2:]
        if not words:
            continue
        last = words[-1].lower()
        count_text = match.group("count")
        count = int(count_text) if count_text.isdecimal() else None
        if last in _NOT_CREATURES or not is_plural(last):
            continue
        return " ".join(words), count
    return None


def _block_end(lines: tuple[TextLine, ...], index: int) -> int:
    """Return the index after the last line of the block (box, paragraph) holding ``index``."""
    place = (lines[index].page, lines[index].block)
    while index < len(lines) and (lines[index].page, lines[index].block) == place:
        index += 1
    return index


def named_ahead(stream: Stream, run_start: int) -> tuple[str, int | None] | None:
    """Return the creature a short box right after a boxed stat line names ("guarded by a
    four armed bone golem"), with its count."""
    lines = stream.lines
    first = stream.line_at(run_start)
    if first > 0 and _block_end(lines, first - 1) > first:
        return None  # the stats share their box with the text before them
    following = _block_end(lines, first)
    if following >= len(lines) or lines[following].page != lines[first].page:
        return None
    text = " ".join(line.text for line in lines[following : _block_end(lines, following)])
    if len(text) > _AHEAD_CHARS or _FIELD_LABEL.match(text):
        return None  # a paragraph, or a field of the entry above ("Numbers: 1d4 …")
    tokens = text.split()
    for index, token in enumerate(tokens):
        word = _bare(token)
        if word in _INDEFINITE or word in NUMBER_WORDS or re.fullmatch(COUNT, word):
            found = _known_creature_at(tokens, index + 1)
            if found:
                name = " ".join(_bare(t) for t in tokens[found[0] : found[1]])
                return name, count_value(word) if word not in _INDEFINITE else 1
    return None


_PAREN_DETERMINERS = frozenset(_WORDS["paren_determiners"])


def before_paren(sentence: str) -> str | None:
    """Return the noun phrase a bracketed stat line follows: "the guard (HD 4 …" → "guard"."""
    if not sentence.rstrip().endswith("("):
        return None
    phrase = re.split(r"[,;:]", sentence.rstrip()[:-1])[-1]
    words = phrase.split()
    for index in range(len(words) - 1, -1, -1):
        if words[index].lower() in _PAREN_DETERMINERS:
            words = words[index + 1 :]
            break
    name = " ".join(words)
    if 0 < len(words) <= 3 and re.fullmatch(r"[A-Za-z][\w’' -]*", name):
        return clean_name(name)
    return None


# Where a clause ends: a mark, or a word that joins two clauses (``stat_words.clause_joiners``);
# the mapping names a thing printed with stats by the same clauses (converter/mapping/things).
CLAUSE_BREAK = re.compile(
    rf"[.;:!?()\[\],]|\s(?:{'|'.join(_WORDS['clause_joiners'])})\s", re.IGNORECASE
)
_PHRASE_REACH = 160


def phrase_before_paren(before: str) -> tuple[str, int | None] | None:
    """Return the creature and count of the phrase an inline stat parenthesis follows:
    "… 5 scribes (" → ("scribes", 5), "An owl demon (" → ("owl demon", 1), "Bone Knight
    (hiding) (" → ("Bone Knight", None), "Ghast, wounded (" → ("Ghast", None)."""
    text = before.rstrip()
    if not text.endswith("("):
        return None
    return _phrase_at_end(group_head(text[:-1]), needs_determiner=False)


# What the presence rules answer when a name is a made likeness ("a statue of a griffon",
# "statues of griffons", "a marble griffon", "a relief depicting a dragon"): an image noun
# (as printed, so plural too), a material, a depiction verb.
_LIKENESS_WORDS = (
    IMAGE_NOUNS | {noun + "s" for noun in IMAGE_NOUNS} | MATERIAL_WORDS | DEPICTION_VERBS
)
_LIKENESS_REACH = 160  # characters before the "(" read for the phrase and its clause


def shows_a_likeness(before: str) -> bool:
    """True when the creature named right before a stat parenthesis ("… a statue of a griffon
    (") is what a made thing shows, by the presence rules' likeness words (``absent_reason``):
    the statistics in the parenthesis are the statue's, relief's or carving's, not a
    creature's, as a door's "(AC 15, HP 18)" is the door's."""
    text = before.rstrip()
    if not text.endswith("("):
        return False
    words = [
        Token(m.group(0), m.group(0).lower().replace("’", "'"))
        for m in TOKEN_RE.finditer(group_head(text[:-1])[-_LIKENESS_REACH:])
    ]
    forms = _vocabulary_forms()
    for length in (3, 2, 1):
        start = len(words) - length
        if start >= 0 and tuple(t.lower for t in words[start:]) in forms:
            return absent_reason(words, start, len(words)) in _LIKENESS_WORDS
    return False


# Words opening a stat parenthesis before its first statistic, with no bracket closed and no
# sentence ended ("(This creature's vital stats are HD 2d8 …", "(stats: AC 5 …"): the
# parenthesis still follows its group's phrase, so that phrase names it, not the lead-in.
_LEAD_IN = re.compile(r"\((?P<lead>[A-Za-z][A-Za-z’' \t\n-]{0,60}:?)[ \t\n]*$")


def paren_lead_in(before: str) -> str | None:
    """The text up to and with the "(" of a stat parenthesis that opens with words before its
    statistics ("… a watchman (This creature's vital stats are " → "… a watchman ("); None
    when the statistics open the parenthesis or stand outside one."""
    match = _LEAD_IN.search(before)
    return before[: match.start() + 1] if match else None


# A bracketed note of words on a group, before its stats ("Bone Knight (hiding) (AC 3 …").
_NOTE_END = re.compile(r"\([^()\d]{1,30}\)\s*$")
# One or two lower-case words after a comma, before the stats ("Ghast, wounded (AC 4 …").
_STATE_END = re.compile(r",\s*(?P<state>[a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*)?)\s*$")


def group_head(text: str) -> str:
    """The text up to the group a stat bracket belongs to, less what is said of the group
    between the two: a note in brackets, or a state after a comma that names no creature (a
    participle or an adjective, never a plural noun: "ogres, goblins (" lists two groups)."""
    text = text.rstrip()
    note = _NOTE_END.search(text)
    if note:
        text = text[: note.start()].rstrip()
    state = _STATE_END.search(text)
    if state and not any(_names_a_group(word) for word in state.group("state").split()):
        text = text[: state.start()]
    return text


def _names_a_group(word: str) -> bool:
    """True for a word after a comma that opens or names a group of its own ("…, a scribe (",
    "…, goblins (", "…, three ghouls ("), not a state of the group before the comma."""
    lower = word.lower()
    return (
        lower in STOP_MODIFIERS
        or lower in NUMBER_WORDS
        or is_plural(word)
        or is_creature_name(word)
    )


def phrase_before_run(before: str) -> tuple[str, int | None] | None:
    """Return the creature and count of a noun phrase that a stat line runs on from in its
    sentence: "… sits a tinker: 3 HP, …" → ("tinker", 1), "Two ferrymen, HD 1, …" → ("ferrymen",
    2). Only a phrase opened by an article or a count: other words before a comma are prose."""
    text = before.rstrip()
    if not text.endswith((",", ":", "—", "–")):
        return None
    return _phrase_at_end(text[:-1], needs_determiner=True)


def _phrase_at_end(before: str, needs_determiner: bool) -> tuple[str, int | None] | None:
    text = before[-_PHRASE_REACH:].replace("\n", " ").rstrip()
    clause = CLAUSE_BREAK.split(text)[-1].strip()
    tokens = clause.split()
    count: int | None = None
    words = tokens[-3:]
    for index in range(len(tokens) - 2, max(-1, len(tokens) - 6), -1):
        det = tokens[index].lower()
        if det in _INDEFINITE or det in _DEFINITE or re.fullmatch(COUNT, det, re.IGNORECASE):
            words = tokens[index + 1 :]
            count = 1 if det in _INDEFINITE else (None if det in _DEFINITE else count_value(det))
            if det in DOZEN and [t.lower() for t in tokens[max(0, index - 2) : index]][:1] == [
                "half"
            ]:
                count = DOZEN[det] // 2  # "half a dozen pilgrims ("
            if words[:-1] and words[0].lower() in STOP_MODIFIERS:
                # "a few zombies (", "the other goblins (": an amount or a reference, not a
                # number, between the article and the creature.
                while words[:-1] and words[0].lower() in STOP_MODIFIERS:
                    words.pop(0)
                count = None
            break
    else:
        if needs_determiner:
            return None
        # A table row's roll ("1-3 Grave Mole (") or a stop word is no part of the name.
        while words and (words[0].lower() in STOP_MODIFIERS or not words[0][0].isalpha()):
            words.pop(0)
    vague = [i for i, word in enumerate(words[:-1]) if word.lower() in VAGUE_WORDS]
    if vague:
        # "Among the bones scurry several wolves (": an amount word with no number opens
        # the group's phrase; the words before it (a place, a verb) are no part of its name
        words, count = words[vague[-1] + 1 :], None
    lowered = [w.lower() for w in words]
    if "of" in lowered[:-1]:
        # "a band of wolves (", "the pack of jackals (": the creature follows the group word,
        # which counts them only when it is a count noun ("a pair of", "a score of": 20)
        after = len(lowered) - lowered[::-1].index("of")
        noun = lowered[after - 2] if after >= 2 else ""
        words, count = words[after:], PAIRS.get(noun)
    if not words or len(words) > 4 or words[-1].lower() in _NOT_CREATURES:
        return None
    if any(w.lower() in STOP_MODIFIERS for w in words):
        return None
    return clean_name(" ".join(words)), count
