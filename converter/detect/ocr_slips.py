"""OCR slips in the slots of the stat grammar that want a number.

An OCR text layer nobody proof-read prints digits as the letters they look like: "HD l",
"7+l", "AC S", "THACO lS", "Dmg ld6". A careful reader reads them as numbers where, and only
where, a number must stand: the value right after a stat label, a bracketed damage die. Such
a token is read with the confusable letters as digits (``rules/lexicon/ocr_slips.yaml``) when
the result parses whole as a number, a die, a range or a fraction, and the slot is on a stat
line (another statistic with a real digit is printed near it); running prose is never touched.
Every repair swaps one character for one, so offsets into the text hold.
"""

from __future__ import annotations

import re

from converter.ruledata import load_lexicon

_DATA = load_lexicon("ocr_slips")
_CONFUSABLES: dict[str, str] = _DATA["confusables"]
_DIGIT_LOOKS = {
    digit: "".join(letter for letter, d in _CONFUSABLES.items() if d == digit)
    for digit in set(_CONFUSABLES.values())
}
_SHAPE = re.compile("|".join(f"(?:{shape})" for shape in _DATA["number_shapes"]))
_CONTEXT = int(_DATA["context_chars"])


def _label_pattern(label: str) -> str:
    """A label as a regex; a digit in it ("THAC0") also matches the letters it is misread as."""
    out = []
    for char in label:
        looks = _DIGIT_LOOKS.get(char, "")
        out.append(f"[{char}{looks}]" if looks else re.escape(char))
    return "".join(out)


_LABELS = "|".join(
    _label_pattern(label) for label in sorted(_DATA["number_labels"], key=len, reverse=True)
)
_DIGITS = re.escape("".join(_CONFUSABLES))
_VALUE = rf"[0-9{_DIGITS}](?:[0-9{_DIGITS}]|[+/-][0-9{_DIGITS}]|d[0-9{_DIGITS}])*\**"
# A slot ends where the line, a separator, a bracket, a unit mark or the next label (a capital,
# "#AT") comes; a lower-case word after it is prose ("the AC I ledger").
_SLOT_END = r"(?=[ \t]*(?:$|\n|[,;:.)\](\['’\"×/]|[A-Z#]))"
# A narrow column may wrap a slot between its label and its value ("HD" / "S; hp 15").
_LABEL_SLOT = re.compile(
    rf"(?<![\w#])(?P<label>{_LABELS})(?P<gap>[ \t]*:?[ \t]*(?:\n[ \t]*)?)(?P<v>{_VALUE})(?!\w)"
    rf"{_SLOT_END}"
)
# After a slot's value: the next item of a list of values, one per creature ("hp l6, 2l"),
# for the labels that list them; or the same statistic in other units in brackets right after
# it ("MV 9O' (3O')", "AC 6 [l3]").
_LIST_LABELS = frozenset(_DATA["list_labels"])
_LIST_ITEM = re.compile(rf"[ \t]*,[ \t]*(?:\n[ \t]*)?(?P<v>{_VALUE})(?!\w){_SLOT_END}")
_ALTERNATE = re.compile(rf"['’\"]?[ \t]*[(\[](?P<v>{_VALUE})(?=['’\"]?[)\]])")
_DIE_SLOT = re.compile(
    rf"(?<=\()(?P<v>[0-9{_DIGITS}]*d[0-9{_DIGITS}]+(?:[+-][0-9{_DIGITS}]+)?)(?=\))"
)
_REAL_FIELD = re.compile(rf"(?<![\w#])(?:{_LABELS})[ \t]*:?[ \t]*\d")
_TABLE = str.maketrans(_CONFUSABLES)
_LABEL_SET = frozenset(_DATA["number_labels"])


_KEY_LETTERS = "".join(_DATA["key_confusables"])
# A key of up to three characters, digits and key confusables with at least one of those,
# before the key's stop or a space and the name.
KEY_SLIP = re.compile(
    rf"^(?P<key>(?=[0-9{_KEY_LETTERS}]*[{_KEY_LETTERS}])[0-9{_KEY_LETTERS}]{{1,3}})(?=[.:)]|\s+[A-Z])"
)


_CAPS_DIGITS: dict[str, str] = _DATA["caps_key_confusables"]
# A single capital an OCR layer may print for a digit key, then the key's stop or a space and
# a title opening with a capital ("L. WELL HOUSE", "L KENNEL YARD").
CAPS_KEY_SLIP = re.compile(rf"^(?P<key>[{''.join(_CAPS_DIGITS)}])(?:[.:)][ \t]+|[ \t]+)(?=[A-Z])")


def caps_key_digit(text: str) -> str | None:
    """The digit a heading's opening single capital may be a slip for ("L. WELL" → "1"), or
    None. Whether it is one is the key sequence's to tell (``areas_capitals``)."""
    slip = CAPS_KEY_SLIP.match(text)
    return None if slip is None else _CAPS_DIGITS[slip.group("key")]


def read_caps_key_slip(text: str) -> str:
    """``text`` with its opening single capital read as the digit it is a slip for; only for
    a line its key sequence has shown to hold one (``areas_capitals.digit_slip_keys``)."""
    slip = CAPS_KEY_SLIP.match(text)
    if slip is None:
        return text
    return _CAPS_DIGITS[slip.group("key")] + text[slip.end("key") :]


def read_key_slip(key: str) -> str:
    """A key token with its confusable letters as digits ("lO" → "10")."""
    return key.translate(_TABLE)


def _as_number(token: str) -> str | None:
    """``token`` with its confusable letters as digits, when that parses whole and changed."""
    if "d" in token:
        head, _, tail = token.partition("d")
        read = f"{head.translate(_TABLE)}d{tail.translate(_TABLE)}"
    else:
        read = token.translate(_TABLE)
    if read == token or not _SHAPE.fullmatch(read):
        return None
    return read


def _on_stat_line(text: str, start: int, end: int) -> bool:
    """True when another statistic with a real digit is printed near the slot."""
    before = text[max(0, start - _CONTEXT) : start]
    after = text[end : end + _CONTEXT]
    return bool(_REAL_FIELD.search(before) or _REAL_FIELD.search(after))


def _repair(text: str, chars: list[str], match: re.Match[str]) -> None:
    """Write the slot's repaired value (and label: "THACO" → "THAC0") into ``chars``."""
    printed = match.group("v")
    value = _as_number(printed) or (printed if _SHAPE.fullmatch(printed) else None)
    label = match.groupdict().get("label")
    if label is not None and not match.group("gap") and not any(c.isdigit() for c in printed):
        return  # letters run into a label are a word ("CROSS", "Acts"): a slot is set apart
    label_slip = label is not None and label not in _LABEL_SET
    if value is None or (value == printed and not label_slip):
        return
    if not _on_stat_line(text, match.start(), match.end()):
        return
    chars[match.start("v") : match.end("v")] = value
    if label is not None and label_slip:
        chars[match.start("label") : match.end("label")] = label.translate(_TABLE)


def repair_stat_slips(text: str) -> str:
    """``text`` with the OCR slips of its numeric stat slots read as digits (same length)."""
    if not any(letter in text for letter in _CONFUSABLES):
        return text
    chars = list(text)
    for match in _LABEL_SLOT.finditer(text):
        _repair(text, chars, match)
        _repair_after(text, chars, match)
    for match in _DIE_SLOT.finditer(text):
        _repair(text, chars, match)
    return "".join(chars)


def _repair_after(text: str, chars: list[str], slot: re.Match[str]) -> None:
    """Repair the values that go on a label's slot: its bracketed other reading, and the
    further items of a list of values for the labels that list them (``list_labels``)."""
    alternate = _ALTERNATE.match(text, slot.end())
    if alternate is not None:
        _repair(text, chars, alternate)
    if slot.group("label") not in _LIST_LABELS:
        return
    item = _LIST_ITEM.match(text, slot.end())
    while item is not None:
        _repair(text, chars, item)
        item = _LIST_ITEM.match(text, item.end())
