"""Words split without a hyphen: by a stray space (an unproofed OCR text, "skel eton") or at
the end of a full line in a narrow box ("A salam" / "ander.").

Both are joined where the word list says so: the two parts make a word and neither is a
word of its own (a split falls mid-word: "skel eton", "salam" / "ander"; "war dog" and
"shape" / "changer" stay as printed). Where a part is a word ("gob lins", "lantern beet les",
"kob old"), they are joined only when the document prints the joined form whole elsewhere
(``printed_words``: "Goblins (2): AC 6", a heading, another mention) and neither part is a
grammar word that would make the two a phrase ("drag on" beside "dragon", "go at" beside
"goat": ``phrase_words`` of ``function_words.yaml``). A label never takes part: a part that is, or is the
start of, a stat field's label, an area field's label, a key's label word or a roster
column's label ("Mons" of "Monsters:", "HD", "Area", "Num" of "Number"; rules data in
``stat_fields.yaml``, ``area_fields.yaml``, ``area_keys.yaml``, ``stat_roster.yaml``) stays
apart, as does a line that opens a field of its own, so two narrow labels or a label and its
value are never read as one word.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache, lru_cache

from converter.ruledata import load_lexicon
from converter.wordlist import is_word, word_list

MIN_PART = 2  # letters in each part of a split word: one letter alone is a word or a label

_LETTERS = re.compile(r"[A-Za-z]+")
_AROUND_WORD = "\"'‘’“”([{)]}.,;:!?"  # marks a printed word may stand between
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
def _stat_labels() -> frozenset[str]:
    """Every stat field's label, lower case ("ac", "hd", "armor class" gives "armor")."""
    stat = load_lexicon("stat_fields")["fields"]
    return frozenset(label.split()[0].casefold() for f in stat for label in f["labels"])


def is_stat_label(word: str) -> bool:
    """True when ``word`` is a stat field's label, or its first word ("AC", "Armor")."""
    return word.casefold().rstrip(".:") in _stat_labels()


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


@cache
def _phrase_words() -> frozenset[str]:
    """Grammar words that make a phrase with the word beside them ("drag on", "band it")."""
    lexicon = load_lexicon("function_words")
    lists = ("small_words", "dangling_words", "possessive_determiners", "phrase_words")
    return frozenset(word for name in lists for word in lexicon[name])


def printed_words(texts: Iterable[str]) -> frozenset[str]:
    """Every word the texts print whole, case-folded: what a document spells as one word
    somewhere, to tell a split of it elsewhere. A word stands between spaces, its brackets
    and stops aside; the letters of an address or a path are none ("publicdomain" of
    "creativecommons.org/publicdomain/zero" makes no "public" / "domain" one word)."""
    return frozenset(
        word.casefold()
        for text in texts
        for token in text.split()
        if (word := token.strip(_AROUND_WORD)).isalpha()
    )


def is_split_word(before: str, after: str, printed: frozenset[str] = frozenset()) -> bool:
    """True when ``before`` and ``after`` are one word split in two, neither (the start of)
    a label: the parts make a word of the list and neither is one of its own, or the
    document prints them whole elsewhere (``printed``) and neither is a grammar word."""
    if len(before) < MIN_PART or len(after) < MIN_PART:
        return False
    if is_label_piece(before) or is_label_piece(after):
        return False
    joined = (before + after).casefold()
    if not (_whole_word(before) or _whole_word(after)):
        return is_word(joined) or joined in printed
    phrase = _phrase_words()
    return joined in printed and before.casefold() not in phrase and after.casefold() not in phrase


def _whole_word(part: str) -> bool:
    """True when ``part`` is a word of the list as printed, or the plural of one of three
    letters or more: a piece is read no further ("tes" of "acoly" / "tes" is no "te" + "es",
    though the list's looser ``is_word`` takes it so)."""
    word = part.casefold()
    words = word_list()
    return word in words or (word.endswith("s") and len(word) > 3 and word[:-1] in words)


def same_case(before: str, after: str) -> bool:
    """One word's letters: "skel"/"eton", "Skel"/"eton", "SKEL"/"ETON" (never "Skel"/"Eton")."""
    if after.islower():
        return before.islower() or before.istitle()
    return before.isupper() and after.isupper()


def join_split_words(text: str, printed: frozenset[str] = frozenset()) -> str:
    """``text`` with each word a stray space split rejoined ("Here 9 skel etons whittle" →
    "Here 9 skeletons whittle"); ``printed``: the words the document prints whole."""
    spaces = stray_spaces(text, printed)
    if not spaces:
        return text
    bounds = [-1, *spaces, len(text)]
    return "".join(text[bounds[i] + 1 : bounds[i + 1]] for i in range(len(bounds) - 1))


def stray_spaces(text: str, printed: frozenset[str] = frozenset()) -> list[int]:
    """Where in ``text`` a stray space splits a word (``is_split_word``), in order."""
    if " " not in text:
        return []
    places = [match.span() for match in _LETTERS.finditer(text)]
    spaces: list[int] = []
    index = 0
    while index < len(places) - 1:
        (start, end), (after_start, after_end) = places[index], places[index + 1]
        # the cheap tests of ``is_split_word`` first (lengths; a part that is a word of its own
        # when the document does not print the two whole): nearly every pair of a line fails
        # them, all are pure
        if (
            after_start == end + 1
            and end - start >= MIN_PART
            and after_end - after_start >= MIN_PART
            and text[end] == " "
            and _may_join(text[start:end], text[after_start:after_end], printed)
            and not _touches_more(text, start, after_end)
            and same_case(text[start:end], text[after_start:after_end])
            and is_split_word(text[start:end], text[after_start:after_end], printed)
        ):
            spaces.append(end)
            index += 2
            continue
        index += 1
    return spaces


def _may_join(before: str, after: str, printed: frozenset[str]) -> bool:
    """What ``is_split_word`` needs at least: neither part a word of its own, or the two
    printed whole elsewhere in the document (a part that is a word joins only then)."""
    if not (_printed_word(before) or _printed_word(after)):
        return True
    return bool(printed) and (before + after).casefold() in printed


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
