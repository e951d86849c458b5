"""Words split without a hyphen: by a stray space (an unproofed OCR text, "skel eton") or at
the end of a full line in a narrow box ("A salam" / "ander.").

Both are joined only where the word list says so: the two parts make a word and neither is a
word of its own (a split falls mid-word: "skel eton", "salam" / "ander"; "war dog" and
"shape" / "changer" stay as printed). A label never takes part: a part that is, or is the
start of, a stat field's label, an area field's label, a key's label word or a roster
column's label ("Mons" of "Monsters:", "HD", "Area", "Num" of "Number"; rules data in
``stat_fields.yaml``, ``area_fields.yaml``, ``area_keys.yaml``, ``stat_roster.yaml``) stays
apart, as does a line that opens a field of its own, so two narrow labels or a label and its
value are never read as one word.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from converter.ruledata import load_lexicon
from converter.wordlist import is_word, word_list

MIN_PART = 2  # letters in each part of a split word: one letter alone is a word or a label

_LETTERS = re.compile(r"[A-Za-z]+")
# A line opening a field of its own: a label word closed by a colon or followed by a value.
_FIELD_START = re.compile(r"^\s*([A-Za-z][A-Za-z#/ -]{0,24}?)\s*(?::|\s+[\d+-])")


@cache
def _labels() -> frozenset[str]:
    """Every label a split must not touch, lower case: stat fields', area fields', keys'."""
    stat = load_lexicon("stat_fields")["fields"]
    labels = {label for field in stat for label in field["labels"]}
    labels |= set(load_lexicon("area_fields")["labels"])
    labels |= {w for w in load_lexicon("area_keys")["key_label_words"] if w.isalpha()}
    roster = load_lexicon("stat_roster")
    for column in ("name_labels", "key_labels", "note_labels", "statline_labels", "count_labels"):
        labels |= {label for label in roster[column] if label[:1].isalpha()}
    return frozenset(label.casefold().rstrip(".") for label in labels)


@cache
def _label_starts() -> frozenset[str]:
    """Every start of a label's first word ("mon", "mons" of "monsters")."""
    return frozenset(
        label.split()[0][:end] for label in _labels() for end in range(1, len(label.split()[0]) + 1)
    )


def is_label_piece(part: str) -> bool:
    """True when ``part`` is a label, or the start of one ("Mons" of "Monsters:")."""
    word = part.casefold().rstrip(":.")
    return word in _labels() or word in _label_starts()


def is_split_word(before: str, after: str) -> bool:
    """True when ``before`` and ``after`` are one word split in two: the parts make a word of
    the list, neither is one of its own, neither is (or starts) a label."""
    if len(before) < MIN_PART or len(after) < MIN_PART:
        return False
    if _whole_word(before) or _whole_word(after) or not is_word(before + after):
        return False
    return not (is_label_piece(before) or is_label_piece(after))


def _whole_word(part: str) -> bool:
    """True when ``part`` is a word of the list as printed, or the plural of one of three
    letters or more: a piece is read no further ("tes" of "acoly" / "tes" is no "te" + "es",
    though the list's looser ``is_word`` takes it so)."""
    word = part.casefold()
    words = word_list()
    return word in words or (word.endswith("s") and len(word) > 3 and word[:-1] in words)


def _same_case(before: str, after: str) -> bool:
    """One word's letters: "skel"/"eton", "Skel"/"eton", "SKEL"/"ETON" (never "Skel"/"Eton")."""
    if after.islower():
        return before.islower() or before.istitle()
    return before.isupper() and after.isupper()


def join_split_words(text: str) -> str:
    """``text`` with each word a stray space split rejoined ("Here 9 skel etons whittle" →
    "Here 9 skeletons whittle")."""
    if " " not in text:
        return text
    places = [match.span() for match in _LETTERS.finditer(text)]
    pieces: list[str] = []
    last = 0
    index = 0
    while index < len(places) - 1:
        (start, end), (after_start, after_end) = places[index], places[index + 1]
        # the cheap tests of ``is_split_word`` first (lengths, a part that is a word of its
        # own): nearly every pair of a line fails them, and all the tests are pure
        if (
            after_start == end + 1
            and end - start >= MIN_PART
            and after_end - after_start >= MIN_PART
            and text[end] == " "
            and not _printed_word(text[start:end])
            and not _printed_word(text[after_start:after_end])
            and not _touches_more(text, start, after_end)
            and _same_case(text[start:end], text[after_start:after_end])
            and is_split_word(text[start:end], text[after_start:after_end])
        ):
            pieces.append(text[last:end])
            last = end + 1
            index += 2
            continue
        index += 1
    if not pieces:
        return text
    return "".join(pieces) + text[last:]


@lru_cache(maxsize=1 << 14)
def _printed_word(part: str) -> bool:
    """``_whole_word``, remembered per part: a page's short words come back on every line."""
    return _whole_word(part)


# A part must be a whole run of letters: no digit, no apostrophe, no hyphen next to it (what
# ``[\w’'-]`` matches: ``\w`` of a str pattern is a char that ``isalnum`` or "_").
_AROUND_CHARS = frozenset("’'-_")


def _touches_more(text: str, start: int, end: int) -> bool:
    """True when the two parts run on into a digit, an apostrophe or a hyphen ("x1 eton")."""
    return (start > 0 and _runs_on(text[start - 1])) or (end < len(text) and _runs_on(text[end]))


def _runs_on(char: str) -> bool:
    """True when ``char`` is one a part may not touch (``_AROUND_CHARS``)."""
    return char.isalnum() or char in _AROUND_CHARS


def opens_field(text: str) -> bool:
    """True when a line starts a field of its own ("Treasure: …", "HD 4 …", "Exits")."""
    head = _FIELD_START.match(text)
    if head is not None and head.group(1).strip().casefold() in _labels():
        return True
    return text.strip().rstrip(":.").casefold() in _labels()
