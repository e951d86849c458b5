"""Single-capital keys: a letter or a roman numeral, told by the sibling keys around it.

"C. The Chapel" and "D. Well Room" read alone as the roman numerals 100 and 500, or as the
third and fourth letters. Which one is meant is told by the keys printed around them, as a
reader tells it: the keys set in the same type (size and weight) that open paragraphs in the
document. A single capital with a sibling one letter before or after it ("A.", "B.", "C.",
"D." …) is a letter key; a roman reading needs a roman sequence around it (a sibling one
less or one more as a numeral: "I." and "II.", "V." and "IV."). A single capital with
neither (a lone "C." heading, a lone "I.") is read as no key: nothing on the page says
which it is. Keys of two capitals or more ("II.", "XIV.") are roman numerals
whatever is around them (``areas_common.parse_key_text``).
"""

from __future__ import annotations

import re

from converter.detect.areas_common import (
    LETTER_PREFIX,
    ROMAN_PREFIX,
    Context,
    Key,
    paragraph_start,
    parse_key,
    parse_key_text,
    roman_value,
)
from converter.detect.areas_heading_text import (
    small_caps_to_text,
)
from converter.detect.areas_word_keys import word_key_rest
from converter.detect.ocr_slips import caps_key_digit, read_caps_key_slip

# A paragraph opened by a key of capitals only ("C.", "IV:", "D)"), then a title
_CAPITALS_KEY_RE = re.compile(r"^(?P<key>[A-Z]{1,7})[.:)]\s+(?P<rest>\S.*)$")
_STEP = 1  # siblings of one sequence stand one letter or one numeral apart


def _capitals(text: str) -> tuple[str, str] | None:
    """(the key, the text after it) for a text opened by a key of capitals, or None."""
    match = _CAPITALS_KEY_RE.match(small_caps_to_text(text.strip()))
    if match is None:
        return None
    key = match.group("key")
    if len(key) > 1 and roman_value(key) is None:
        return None  # a word in capitals ("NOTE:"), no key
    return key, match.group("rest")


def _sibling_style(ctx: Context, index: int) -> tuple[float, bool]:
    """A key line's type: its size (to a half point) and whether its key is set in bold."""
    line = ctx.lines[index]
    return round(line.size * 2) / 2, line.bold or bool(line.bold_prefix.strip())


def _letters_around(key: str) -> tuple[str, str]:
    return chr(ord(key) - _STEP), chr(ord(key) + _STEP)


def _numerals_around(key: str) -> tuple[int, int] | None:
    value = roman_value(key)
    return None if value is None else (value - _STEP, value + _STEP)


def single_capital_readings(ctx: Context) -> tuple[frozenset[int], frozenset[int]]:
    """(the lines whose single-capital key is a letter, those whose is a roman numeral), each
    decided by the keys of capitals set in the same type elsewhere in the document: one a
    letter before or after it makes a letter, one a numeral before or after it a numeral.
    The siblings are looked for in the whole document, not only next to it in reading
    order: a booklet's imposed pages and a page's boxes are read out of the key's order."""
    keys: dict[tuple[float, bool], list[tuple[int, str]]] = {}
    for index, line in enumerate(ctx.lines):
        found = _capitals(line.text)
        if found is not None and paragraph_start(ctx, index):
            keys.setdefault(_sibling_style(ctx, index), []).append((index, found[0]))
    letters: set[int] = set()
    romans: set[int] = set()
    for run in keys.values():
        printed = {key for _, key in run}
        values = {roman_value(key) for key in printed}
        for index, key in run:
            if len(key) != 1:
                continue
            numerals = _numerals_around(key)
            if any(letter in printed for letter in _letters_around(key)):
                letters.add(index)
            elif numerals is not None and any(value in values for value in numerals):
                romans.add(index)
    return frozenset(letters), frozenset(romans)


def _numbered_keys(ctx: Context) -> dict[tuple[float, bool], list[tuple[int, int]]]:
    """The plain numbered keys opening paragraphs ("2. KENNEL YARD"), by their type."""
    keys: dict[tuple[float, bool], list[tuple[int, int]]] = {}
    for index, line in enumerate(ctx.lines):
        parsed = parse_key(line)
        if parsed is None or parsed[0].prefix or parsed[0].suffix or not parsed[0].text.isdigit():
            continue
        if paragraph_start(ctx, index):
            keys.setdefault(_sibling_style(ctx, index), []).append((index, parsed[0].number))
    return keys


def digit_slip_keys(ctx: Context) -> frozenset[int]:
    """The lines whose opening single capital is an OCR slip for a digit key ("L. WELL HOUSE"
    for "1. WELL HOUSE", ``ocr_slips.yaml`` `caps_key_confusables`). A capital is a letter or
    a numeral by shape, so the key sequence decides, as a reader decides: the numbered key
    set in the same type just before it in reading order is the digit's predecessor, or the
    one just after it its successor ("L." then "2.", "3." …). A capital its letter or roman
    siblings claim ("K.", "L.", "M.") stays theirs."""
    slips = [
        (index, int(printed))
        for index, line in enumerate(ctx.lines)
        if (printed := caps_key_digit(line.text.strip())) is not None
        and index not in ctx.letter_keys
        and index not in ctx.roman_keys
    ]
    if not slips:
        return frozenset()
    numbered = _numbered_keys(ctx)
    found: set[int] = set()
    for index, value in slips:
        if not paragraph_start(ctx, index):
            continue
        run = numbered.get(_sibling_style(ctx, index), [])
        before = [number for at, number in run if at < index]
        after = [number for at, number in run if at > index]
        if (before and before[-1] == value - _STEP) or (after and after[0] == value + _STEP):
            found.add(index)
    return frozenset(found)


def _slip_read(line: str, printed: str) -> str:
    """``printed`` (line ``line``'s text, or a heading joined from it) with its slip key read
    as its digit. The read is of the line as printed: the capitals-joining of small caps
    would run the slip into the title ("L KENNEL" → "LKENNEL")."""
    joined = small_caps_to_text(line)
    if printed.startswith(line):
        return read_caps_key_slip(line) + printed[len(line) :]
    if printed.startswith(joined):
        return read_caps_key_slip(line) + printed[len(joined) :]
    return read_caps_key_slip(printed)


def parse_key_in(ctx: Context, index: int, text: str | None = None) -> tuple[Key, str, bool] | None:
    """``parse_key`` for line ``index`` of the document (or ``text`` printed there: a heading
    joined over lines, a bold lead), a single capital read as its siblings tell
    (``single_capital_readings``): a letter key "C" is number 3 of the sequence A, B, C …"""
    printed = ctx.lines[index].text if text is None else text
    if index in ctx.slip_keys:
        return parse_key_text(_slip_read(ctx.lines[index].text.strip(), printed.strip()))
    parsed = parse_key(ctx.lines[index]) if text is None else parse_key_text(text)
    if parsed is None and ctx.key_words:
        return _after_key_word(printed, ctx.key_words)
    found = _capitals(printed)
    if found is None or len(found[0]) != 1:
        return parsed
    key, rest = found
    if index in ctx.letter_keys:
        return Key(key, LETTER_PREFIX, ord(key) - ord("A") + 1, ""), rest, True
    if index in ctx.roman_keys or parsed is None or parsed[0].prefix != ROMAN_PREFIX:
        return parsed
    return None  # a lone "C." or "I.": neither a letter nor a numeral by its siblings


def _after_key_word(printed: str, words: frozenset[str]) -> tuple[Key, str, bool] | None:
    """The key after one of the document's own key words ("Day 14 — Drowned Chapel" is key
    14, "Drowned Chapel"), read as the word was found (``areas_word_keys``): a number, a
    separator and the rest; prose that opens with the word and a number ("Day 2 the party
    …") has no separator and is no key."""
    rest = word_key_rest(printed, words)
    parsed = None if rest is None else parse_key_text(rest)
    if parsed is None or not parsed[2] or parsed[0].prefix or parsed[0].suffix:
        return None
    return parsed
