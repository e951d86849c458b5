"""Records and text helpers shared by the area detector's modules.

A ``Context`` holds the document's lines, body type size and heading lines (``areas_context``
builds it); a ``Candidate`` is a line that may start an area (a numbered key, a named heading
or a map label).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache

from converter.detect.areas_heading_text import TEXT_CACHE_SIZE, left_open, small_caps_to_text
from converter.detect.areas_sizes import (
    capitals_end,
    ends_stat_line,
    running_text,
)
from converter.detect.note_marks import line_text
from converter.detect.ocr_slips import KEY_SLIP, read_key_slip
from converter.detect.reading_pages import reading_page_numbers
from converter.models import TextLine
from converter.numberwords import CARDINALS
from converter.ruledata import load_lexicon

_AREA_KEYS = load_lexicon("area_keys")  # vocabulary: rules/lexicon/area_keys.yaml
# The words a key may follow ("Room 12", "ENCOUNTER 3", "Rm 7", "Rm. 7": a short form may
# take a full stop) and the signs ("§ 4", "§4").
_KEY_WORDS = "|".join(w.lower() for w in _AREA_KEYS["key_label_words"] if w.isalpha())
_KEY_SIGNS = "|".join(
    re.escape(w) + r"\s*" for w in _AREA_KEYS["key_label_words"] if not w.isalpha()
)
# A plural key word ("Areas 5–7:") is read only before a run of keys, a number, a dash and a
# number: before one number the plural is prose ("Rooms 3 and 4 are flooded").
_RUN_WORDS = "|".join(w.lower() for w in _AREA_KEYS["run_label_words"])
_RUN_AHEAD = r"(?=\d{1,3}\s?[-–—]\s?\d)"
KEY_WORD = rf"^(?:(?P<word>(?i:{_KEY_WORDS})\.?\s+|(?i:{_RUN_WORDS})\s+{_RUN_AHEAD}|{_KEY_SIGNS}))?"
KEY_TAIL = r"(?P<punct>[.:)]|\s|$)\s*(?P<rest>\S.*)?$"
# A hex key the text layer ran into its name ("0206Kingsfoot": the key set in a narrow
# indent, no gap left for a space): no word starts with four digits, so a capitalised word
# right after them is the name.
HEX_GLUED = r"(?=[A-Z][a-z])"
KEY_RE = re.compile(
    KEY_WORD + r"(?P<key>(?P<sign>[-–−](?=\d))?(?P<prefix>[A-Z]{1,2}-?)?"
    rf"(?P<num>\d{{2}}\.\d{{2}}(?=[.:\s]|$|{HEX_GLUED})|\d{{1,3}}|\d{{4}}(?=[.:\s]|$|{HEX_GLUED}))"
    r"(?P<suffix>[A-Za-z])?)"
    + KEY_TAIL.replace("|$)", rf"|$|(?<=\d\d\d\d){HEX_GLUED}|(?<=\d\d\.\d\d){HEX_GLUED})", 1)
)
ROMAN_RE = re.compile(r"^(?P<key>[IVXLC]{1,7})\.\s+(?P<rest>[A-Z].*)$")
ROMAN_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
ROMAN_PREFIX = "roman"  # the prefix of a roman numeral's key ("XII.")
LETTER_PREFIX = "letter"  # the prefix of a letter's key ("C." in a run A., B., C. …)
# A heading over the module's places, and one over a table (no place).
LOCATION_HEADING_RE = re.compile(_AREA_KEYS["locations_heading"], re.IGNORECASE)
TABLE_HEADING_RE = re.compile(_AREA_KEYS["table_heading"], re.IGNORECASE)
KEY_LABELS = "|".join(map(re.escape, _AREA_KEYS["key_labels"]))  # "Area", "Room" before a key
AREA_LABEL_RE = re.compile(rf"^({KEY_LABELS})\s+\w+\s*:", re.IGNORECASE)
_FUNCTION_WORDS = load_lexicon("function_words")  # rules/lexicon/function_words.yaml
SMALL_WORDS = frozenset(_FUNCTION_WORDS["small_words"])  # lower case in a title, no name word
SENTENCE_END_RE = re.compile(r"[.!?:;\"”)]\s*$")
# A line set this much smaller than the next ends what it belongs to (a stat line in small
# type under a room, which stops without a full stop): the next line opens a paragraph.
SMALLER_LINE_PT = 0.5
MAX_TITLE_WORDS = 8
# A first sentence up to this long is a title whole: an area name is the heading's whole
# phrase, never cut mid-phrase ("The corridor ends in a black pit used as a latrine").
MAX_WHOLE_TITLE_WORDS = 14
DANGLING_WORDS = SMALL_WORDS | frozenset(
    _FUNCTION_WORDS["dangling_words"] + _FUNCTION_WORDS["possessive_determiners"]
)
MAX_HEADING_WORDS = 12
HEX_KEY_DIGITS = 4
EDGE_MATCH_PT = 1.0  # two lines starting this close share a left edge
WRAP_GAP = 0.6  # a wrapped heading's next line sits closer than this many font sizes
LARGER_PT = 0.8  # a line set this much larger than the body (or its noise) stands out


@dataclass(frozen=True)
class Key:
    text: str
    prefix: str
    number: int
    suffix: str


@dataclass(frozen=True)
class Candidate:
    index: int  # into the document's line list
    key: Key
    name: str
    rest: str  # text after the key on the key line
    page: int
    heading: bool  # the key line is a heading line of its own
    score: float
    title_lines: int = 1  # 2 when the key stands alone and the title is the next line
    end: int | None = None  # the index after the area's last line, when its block fixes it
    evidence: tuple[str, ...] = ()  # what made it a candidate ("key sequence", "named heading")
    fixed_name: bool = False  # the name is the whole heading: never re-read from the text


@dataclass(frozen=True)
class Context:
    lines: tuple[TextLine, ...]
    body_size: float
    headings: frozenset[int]  # indices of heading lines
    # a line this large is set larger than the body: more than LARGER_PT over the body size,
    # or over the largest size running text comes out in where sizes are noise (OCR)
    larger_from: float = 0.0
    noisy_sizes: bool = False
    # lines whose single-capital key ("C.") is a letter, or a roman numeral, by its siblings
    # (``areas_capitals``); a single capital in neither is no key
    letter_keys: frozenset[int] = frozenset()
    roman_keys: frozenset[int] = frozenset()
    # lines whose single-capital key is an OCR slip for a digit ("L. WELL HOUSE" is key 1),
    # told by the numbered keys beside it (``areas_capitals.digit_slip_keys``)
    slip_keys: frozenset[int] = frozenset()
    # indices of the lines of stat blocks (``areas_blocks.stat_text_lines``): a creature's
    # abilities there ("Critical damage: breaks the target's shield") are no rules text
    stat_lines: frozenset[int] = frozenset()
    # indices of the lines of a roster printed as the blocks' table (its header row of
    # stat-field labels, its rows): the header labels the roster's columns and introduces
    # no list printed after the roster
    roster_lines: frozenset[int] = frozenset()
    # indices of the lines of die tables, heading to last row (``areas_roll_tables``): the
    # table's heading heads its rows only, no key printed after the table
    roll_lines: frozenset[int] = frozenset()
    # indices of the lines of a note margin read beside the text they stand by
    # (``areas_margins``): a stat box there is a note on the area, no summary ending it
    margin_notes: frozenset[int] = frozenset()
    # indices of the lines of boxes the text flows around (``areas_floats``), among the
    # margin notes: set where the layout had room, so a stat box there is no area's own
    floats: frozenset[int] = frozenset()
    # the words this document labels its keys with, told by repetition ("day" in "Day 14 —
    # Drowned Chapel", ``areas_word_keys``), beside the lexicon's key words; lower case
    key_words: frozenset[str] = frozenset()

    def is_larger(self, size: float) -> bool:
        return size >= max(self.body_size + LARGER_PT, self.larger_from)

    @cached_property
    def reading_pages(self) -> tuple[int, ...]:
        """Each line's page in reading order (``reading_pages.reading_page_numbers``): what
        comes before, after or how far, never the sheet number (an imposed booklet)."""
        return reading_page_numbers(self.lines)

    @cached_property
    def page_lines(self) -> dict[int, tuple[int, ...]]:
        """The indices of each page's lines, ascending: what is read on a line's row or in
        its column is read among these, not among the lines of other pages."""
        out: dict[int, list[int]] = {}
        for index, line in enumerate(self.lines):
            out.setdefault(line.page, []).append(index)
        return {page: tuple(indices) for page, indices in out.items()}


def roman_value(text: str) -> int | None:
    """ "XII" → 12; None for a text that is not a roman numeral of ``ROMAN_VALUES``."""
    total, previous = 0, 0
    for char in reversed(text.upper()):
        value = ROMAN_VALUES.get(char)
        if value is None:
            return None
        total = total - value if value < previous else total + value
        previous = max(previous, value)
    return total or None


def join_lines(lines: Sequence[TextLine], body_size: float = 0.0) -> str:
    """Join lines into one paragraph, leaving out tiny number-only map labels and the note
    marks glued to words (``note_marks``)."""
    kept = [
        line_text(line).strip()
        for line in lines
        if not (line.size < body_size - 1.0 and re.fullmatch(r"[\dA-Z ]{1,4}", line.text.strip()))
    ]
    # the words one space apart: ``re.sub(r"\s+", " ", text).strip()``, as ``\s`` and
    # ``str.split`` know the same whitespace (``Py_UNICODE_ISSPACE``), without the regex
    return " ".join(" ".join(kept).split())


def lines_to_body_size(lines: Sequence[TextLine]) -> float:
    sizes: Counter[float] = Counter()
    for line in lines:
        sizes[round(line.size, 1)] += len(line.text)
    return sizes.most_common(1)[0][0] if sizes else 0.0


def heading_level(line: TextLine) -> tuple[float, bool]:
    return (round(line.size, 1), line.bold)


def _same_box(line: TextLine, following: TextLine) -> bool:
    """True when ``following`` stands in ``line``'s column: the same block of the reader, or
    the same left edge (a short last line a reader cut off as a column of its own, where the
    gutter of a table under it runs up past the line's end)."""
    if following.page != line.page:
        return False
    if (following.column, following.block) == (line.column, line.block):
        return True
    return abs(following.bbox.x0 - line.bbox.x0) <= EDGE_MATCH_PT


def wrapped_heading_lines(ctx: Context, index: int) -> int:
    """How many lines after heading ``index`` continue it, wrapped in a narrow column
    ("Area 9: The Drowned Chapel of" / "the Lantern Saint"): same size and weight, same block
    and column, set tight under it, not a key unless the line before is left open (a heading
    naming its occupants wraps before a count: "4 Loading Shaft —" / "7 salamanders"), and
    the line before ends no sentence."""
    line = ctx.lines[index]
    count = 0
    while index + count + 1 < len(ctx.lines):
        previous, following = ctx.lines[index + count], ctx.lines[index + count + 1]
        if (
            heading_level(following) != heading_level(line)
            or not following.text.strip()
            or not _same_box(line, following)
            or following.bbox.top - previous.bbox.bottom > WRAP_GAP * line.size
            or previous.text.rstrip().endswith((".", ":", "!", "?"))
            or (parse_key(following) is not None and not left_open(previous.text))
            or len(f"{line.text} {following.text}".split()) > MAX_HEADING_WORDS
            or capitals_end(previous.text, following.text)
            or (ctx.noisy_sizes and running_text(ctx.lines, index + count + 1, ctx.larger_from))
        ):
            break
        count += 1
    return count


def paragraph_start(ctx: Context, index: int) -> bool:
    if index == 0 or index in ctx.headings:
        return True
    line, previous = ctx.lines[index], ctx.lines[index - 1]
    if previous.page != line.page or previous.column != line.column:
        return True
    if previous.block != line.block or index - 1 in ctx.headings:
        return True
    if not ctx.noisy_sizes and previous.size <= line.size - SMALLER_LINE_PT:
        return True
    if SENTENCE_END_RE.search(previous.text):
        return True
    # a stat line wrapped onto a short last line ("… ML 6," / "AL N") ends with it
    before = ctx.lines[index - 2] if index >= 2 else None
    wrapped = before is not None and (before.page, before.column, before.block) == (
        previous.page,
        previous.column,
        previous.block,
    )
    return ends_stat_line(f"{before.text} {previous.text}" if wrapped and before else previous.text)


def parse_key(line: TextLine) -> tuple[Key, str, bool] | None:
    """Return (key, text after the key, key has explicit punctuation) for a key line."""
    return parse_key_text(line.text)


@cache
def lexicon_key_res() -> tuple[re.Pattern[str], ...]:
    """The key shapes of ``key_shapes.yaml``, each with the key word before and the
    punctuation and text after it that a plain key takes."""
    shapes = load_lexicon("key_shapes")["shapes"]
    return tuple(
        re.compile(KEY_WORD + f"(?P<key>{entry['pattern']})" + KEY_TAIL)
        for entry in shapes.values()
    )


@cache
def lexicon_key_marks() -> tuple[str, ...]:
    """Per shape of ``lexicon_key_res``, the marks printed around the key ("(3)"): they
    delimit it like a full stop after it does, and are no part of the key itself."""
    shapes = load_lexicon("key_shapes")["shapes"]
    return tuple(entry.get("marks", "") for entry in shapes.values())


@cache
def lexicon_key_spelled() -> tuple[bool, ...]:
    """Per shape of ``lexicon_key_res``, whether its number is a spelled word ("Area One")."""
    shapes = load_lexicon("key_shapes")["shapes"]
    return tuple(bool(entry.get("spelled")) for entry in shapes.values())


@cache
def lexicon_key_numeral() -> tuple[bool, ...]:
    """Per shape of ``lexicon_key_res``, whether its number is one numeral glyph ("③")."""
    shapes = load_lexicon("key_shapes")["shapes"]
    return tuple(bool(entry.get("numeral")) for entry in shapes.values())


def _numeral_value(glyph: str) -> int | None:
    """ "③" → 3, "❿" → 10, "⑴" → 1: the number a numeral glyph encloses (None for others)."""
    value = unicodedata.numeric(glyph, -1.0)
    return int(value) if value >= 1 and value == int(value) else None


def _spelled_number(word: str) -> int | None:
    """ "Twelve" → 12, "twenty-one" → 21; None for anything else."""
    parts = word.lower().split("-")
    values = [CARDINALS.get(part) for part in parts]
    if None in values or not 1 <= len(values) <= 2:
        return None
    return sum(v for v in values if v is not None)


def _lexicon_key(text: str) -> tuple[Key, str, bool] | None:
    shapes = zip(
        lexicon_key_res(),
        lexicon_key_marks(),
        lexicon_key_spelled(),
        lexicon_key_numeral(),
        strict=True,
    )
    for pattern, marks, spelled, numeral in shapes:
        match = pattern.match(text)
        if match is None or (spelled and not match.group("word")):
            continue  # a number word alone opens prose ("Two goblins …"), never a key
        groups = match.groupdict()
        if spelled:
            number = _spelled_number(match.group("num"))
        elif numeral:
            number = _numeral_value(match.group("num"))
        else:
            number = int(match.group("num"))
        if number is None:
            continue
        printed = match.group("key").strip(marks).strip()
        key = Key(
            # "Area Four" and "④" are key 4, as the map's pin prints it
            str(number) if spelled or numeral else printed.upper(),
            (groups.get("prefix") or "").upper(),
            number,
            (groups.get("suffix") or "").upper(),
        )
        rest, punct = _rest_and_punct(match)
        return key, rest, punct or bool(marks) or numeral
    return None


def _rest_and_punct(match: re.Match[str]) -> tuple[str, bool]:
    punct = match.group("punct").strip() != "" or bool(match.group("word"))
    rest = (match.group("rest") or "").strip()
    marks = leader_length(rest) or _separator_run(rest)
    if marks:  # "12 — The Well", "2 · Bell Loft", "3 // Flax Barn"
        rest, punct = rest[marks:].lstrip(), True
    return rest, punct


def _separator_run(rest: str) -> int:
    """The length of the marks opening ``rest`` that part a key from its name: a run of
    punctuation (dashes, other punctuation, the lexicon's symbols) ended by a space; glued to
    the name, only the lexicon's own marks part it ("12 —The Well"), since other punctuation
    glued to a word belongs to it ("3 /4 of them", "2 .45 calibre"); 0 when none."""
    length = 0
    while length < len(rest) and _is_separator(rest[length]):
        length += 1
    if length < len(rest) and not rest[length].isspace():
        separators = key_separators()
        if not all(char in separators for char in rest[:length]):
            return 0
    return length


@cache
def _leader_re() -> re.Pattern[str]:
    marks = "".join(map(re.escape, load_lexicon("key_shapes")["leader_marks"]))
    return re.compile(rf"[{marks}](?:[ \u2009\u200a\u202f]?[{marks}]){{2,}}(?=\s|$)")


def ends_in_leader(text: str) -> bool:
    """True when ``text`` (a line up to its name) ends in a leader after a key or word."""
    return bool(_leader_end_re().search(text.rstrip()))


@cache
def _leader_end_re() -> re.Pattern[str]:
    return re.compile(rf"\s{_leader_re().pattern.split('(?=')[0]}$")


def leader_length(rest: str) -> int:
    """The length of a leader opening ``rest`` (the text after a key): three or more leader
    marks (``key_shapes.yaml`` `leader_marks`), each parted from the next by at most one
    space, ended by a space or the line's end ("27 . . . . Ossuary Walk"). The leader is
    filler between key and name, as a contents line sets it; 0 when none opens ``rest``."""
    match = _leader_re().match(rest)
    return match.end() if match else 0


@cache
def _is_separator(char: str) -> bool:
    shapes = load_lexicon("key_shapes")
    if char in shapes["not_separators"]:
        return False
    return char in shapes["separators"] or unicodedata.category(char) in {"Pd", "Po"}


@cache
def key_separators() -> str:
    """The marks printed between a key and its name, after a space (``key_shapes.yaml``)."""
    return "".join(load_lexicon("key_shapes")["separators"])


@lru_cache(maxsize=TEXT_CACHE_SIZE)  # one line's text is parsed by several stages
def key_slip_read(text: str) -> str:
    """A heading's opening key with OCR slips read as digits ("l2. Well" → "12. Well", "lO."
    → "10."): a key slot wants a number, so a token of digits and the letters an OCR layer
    prints for them (``ocr_slips.yaml`` `key_confusables`: never "I" or "S", a roman numeral's and a
    letter key's own) before the key's stop or a space is that number."""
    slip = KEY_SLIP.match(text)
    if slip is None:
        return text
    return read_key_slip(slip.group("key")) + text[slip.end("key") :]


# A line's text is asked by several stages (LGMRD: 5,800 asks of 3,200 texts).
@lru_cache(maxsize=TEXT_CACHE_SIZE)
def parse_key_text(printed: str) -> tuple[Key, str, bool] | None:
    """``parse_key`` for a text: a heading joined over lines, or a run-in lead (pure: the
    key shapes are the lexicon's, read once; the answer is immutable, so it is shared)."""
    text = key_slip_read(small_caps_to_text(printed.strip()))
    match = KEY_RE.match(text)
    if match is not None and _number_goes_on(match):
        match = None  # "7.1 Prayer Cell": the point is inside one number, no key's stop
    if match is None:
        shaped = _lexicon_key(text)
        if shaped is not None:
            return shaped
    if match:
        number = int(match.group("num").replace(".", ""))
        key = Key(
            match.group("key").upper().replace("−", "–").replace("-", "–", 1)
            if match.group("sign")
            else match.group("key").upper(),
            (match.group("prefix") or "").upper().rstrip("-"),
            -number if match.group("sign") else number,
            (match.group("suffix") or "").upper(),
        )
        return key, *_rest_and_punct(match)
    roman = ROMAN_RE.match(text)
    if roman:
        value = roman_value(roman.group("key"))
        if value is not None:
            return Key(roman.group("key"), ROMAN_PREFIX, value, ""), roman.group("rest"), True
    return None


def _number_goes_on(match: re.Match[str]) -> bool:
    """True when a plain key's point is followed by a digit without a space ("7.1"): the
    number goes on after the point, as a sub-area's decimal key, not a stop."""
    end = match.end("punct")
    return match.group("punct") == "." and match.string[end : end + 1].isdigit()


def keys_only(text: str) -> bool:
    """True when every word of ``text`` is a key with a number ("C2 C3 C4", "1A 1B"): a row
    of labels printed over a map, whose first key is not the heading of an entry."""
    words = text.split()
    return bool(words) and all(
        any(c.isdigit() for c in word) and parse_key_text(word) is not None for word in words
    )


def entry_lines(ctx: Context, index: int, limit: int = 40) -> list[TextLine]:
    """The lines after a key line up to the next heading or key-like paragraph start."""
    out: list[TextLine] = []
    for j in range(index + 1, min(index + 1 + limit, len(ctx.lines))):
        if j in ctx.headings:
            break
        if paragraph_start(ctx, j) and parse_key(ctx.lines[j]) is not None:
            break
        out.append(ctx.lines[j])
    return out


def _head_clause(title: str) -> str:
    """The title up to its first comma, semicolon or bracket outside quotes ("Burial place of
    "Siegrune, Hammer of Achfurt"" has none: the comma is inside the quote)."""
    quoted = False
    for index, char in enumerate(title):
        if char in '"“”':
            quoted = not quoted if char == '"' else char == "“"
        elif char in ",;(" and not quoted:
            return title[:index]
    return title


def title_of(text: str) -> str:
    """The title at the start of an inline key's text: its first sentence, or the words
    before a spaced dash ("Dove Cote — Silt covers …"); when that runs long, its first
    clause ("Orc alchemist at his desk, growing …"), or the sentence whole when it is one
    phrase of at most ``MAX_WHOLE_TITLE_WORDS``; only a longer one is cut after a few
    words, never on a dangling "the" or "by"."""
    match = re.match(r"^(.{2,160}?)(?:[.!?:]|\s[—–])(?:\s|$)", text)
    title = match.group(1) if match else text
    if len(title.split()) > MAX_TITLE_WORDS:
        head = _head_clause(title)
        words = head.split()
        if len(words) > MAX_WHOLE_TITLE_WORDS:
            words = words[:MAX_TITLE_WORDS]
            while len(words) > 2 and words[-1].lower() in DANGLING_WORDS:
                words.pop()
        title = " ".join(words) if len(words) >= 2 else head
    return title.strip(" ,:;")
