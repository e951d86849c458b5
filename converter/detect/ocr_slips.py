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
from collections.abc import Sequence
from dataclasses import dataclass

from converter.ruledata import load_lexicon

_DATA = load_lexicon("ocr_slips")
_CONFUSABLES: dict[str, str] = _DATA["confusables"]
# Tesseract's own slips ("&" for a bold "8"): read as digits only in words the read stage's
# OCR read (font ``OCR_FONT_PREFIX``), where nothing else could have printed them.
_OCR_CONFUSABLES: dict[str, str] = {**_CONFUSABLES, **_DATA["ocr_confusables"]}
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
# A slot ends where the line, a separator, a bracket, a unit mark or the next label (a capital,
# "#AT") comes; a lower-case word after it is prose ("the AC I ledger").
_SLOT_END = r"(?=[ \t]*(?:$|\n|[,;:.)\](\['’\"×/]|[A-Z#]))"
_REAL_FIELD = re.compile(rf"(?<![\w#])(?:{_LABELS})[ \t]*:?[ \t]*\d")
_LABEL_SET = frozenset(_DATA["number_labels"])
_LIST_LABELS = frozenset(_DATA["list_labels"])


class _Slots:
    """The slot patterns for one table of confusable characters."""

    def __init__(self, confusables: dict[str, str], stray_stops: bool = False) -> None:
        digits = re.escape("".join(confusables))
        # Tesseract reads a narrow gap as a stop: "hp.6", "CR.1/4", "hp. 28"; right after a
        # label whose value is a number and before a digit, the stop is the gap.
        self.stray_stop = (
            re.compile(rf"(?<![\w#])(?P<label>{_LABELS})(?P<stop>\.)(?=[ \t]?[0-9{digits}])")
            if stray_stops
            else None
        )
        value = rf"[0-9{digits}](?:[0-9{digits}]|[+/-][0-9{digits}]|d[0-9{digits}])*\**"
        self.letters = frozenset(confusables)
        self.table = str.maketrans(confusables)
        # A narrow column may wrap a slot between its label and its value ("HD" / "S; hp 15").
        self.label_slot = re.compile(
            rf"(?<![\w#])(?P<label>{_LABELS})(?P<gap>[ \t]*:?[ \t]*(?:\n[ \t]*)?)"
            rf"(?P<v>{value})(?!\w){_SLOT_END}"
        )
        # After a slot's value: the next item of a list of values, one per creature ("hp l6,
        # 2l"), for the labels that list them; or the same statistic in other units in
        # brackets right after it ("MV 9O' (3O')", "AC 6 [l3]").
        self.list_item = re.compile(rf"[ \t]*,[ \t]*(?:\n[ \t]*)?(?P<v>{value})(?!\w){_SLOT_END}")
        self.alternate = re.compile(rf"['’\"]?[ \t]*[(\[](?P<v>{value})(?=['’\"]?[)\]])")
        self.die_slot = re.compile(
            rf"(?<=\()(?P<v>[0-9{digits}]*d[0-9{digits}]+(?:[+-][0-9{digits}]+)?)(?=\))"
        )


_TEXT_LAYER = _Slots(_CONFUSABLES)
_OCR = _Slots(_OCR_CONFUSABLES, stray_stops=True)
_TABLE = _TEXT_LAYER.table


@dataclass(frozen=True)
class SlipRepair:
    """One slot value read as digits: as printed and as read ("&" → "8")."""

    label: str
    printed: str
    read: str

    def evidence(self) -> str:
        """The repair as an evidence line: 'OCR slip read as a number: AC & → 8', or for a
        stop read as the gap after a label, "OCR slip read as a gap: 'hp.' → 'hp '"."""
        if self.read == " ":
            return f"OCR slip read as a gap: '{self.label}{self.printed}' → '{self.label} '"
        return f"OCR slip read as a number: {self.label} {self.printed} → {self.read}".replace(
            "  ", " "
        )


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


def _as_number(token: str, table: dict[int, str] = _TABLE) -> str | None:
    """``token`` with its confusable letters as digits, when that parses whole and changed."""
    if "d" in token:
        head, _, tail = token.partition("d")
        read = f"{head.translate(table)}d{tail.translate(table)}"
    else:
        read = token.translate(table)
    if read == token or not _SHAPE.fullmatch(read):
        return None
    return read


def _on_stat_line(text: str, start: int, end: int) -> bool:
    """True when another statistic with a real digit is printed near the slot."""
    before = text[max(0, start - _CONTEXT) : start]
    after = text[end : end + _CONTEXT]
    return bool(_REAL_FIELD.search(before) or _REAL_FIELD.search(after))


class _Repairer:
    """One pass of one table of confusables over a text: the repaired characters, and each
    repair made (the label of the slot it is on, as printed and as read)."""

    def __init__(self, slots: _Slots, text: str) -> None:
        self.slots, self.text, self.chars = slots, text, list(text)
        self.repairs: list[SlipRepair] = []
        self.label = ""

    def run(self) -> _Repairer:
        if self.slots.stray_stop is not None and "." in self.text:
            self.gaps(self.slots.stray_stop)
        if not any(letter in self.text for letter in self.slots.letters):
            return self
        for match in self.slots.label_slot.finditer(self.text):
            self.label = match.group("label")
            self.repair(match)
            self.repair_after(match)
        for match in self.slots.die_slot.finditer(self.text):
            self.label = "die"
            self.repair(match)
        return self

    def gaps(self, stop: re.Pattern[str]) -> None:
        """Read each stray stop between a label and its value as the gap ("hp.6" → "hp 6");
        the slots are then read in the text so repaired."""
        for match in stop.finditer(self.text):
            if _on_stat_line(self.text, match.start(), match.end()):
                self.chars[match.start("stop")] = " "
                label = match.group("label").translate(_TABLE)
                self.repairs.append(SlipRepair(label, ".", " "))
        self.text = "".join(self.chars)

    def repair(self, match: re.Match[str]) -> None:
        """Write the slot's repaired value (and label: "THACO" → "THAC0") into ``chars``."""
        text, printed = self.text, match.group("v")
        value = _as_number(printed, self.slots.table)
        value = value or (printed if _SHAPE.fullmatch(printed) else None)
        label = match.groupdict().get("label")
        if label is not None and not match.group("gap") and not any(c.isdigit() for c in printed):
            return  # letters run into a label are a word ("CROSS", "Acts"): a slot is set apart
        label_slip = label is not None and label not in _LABEL_SET
        if value is None or (value == printed and not label_slip):
            return
        if not _on_stat_line(text, match.start(), match.end()):
            return
        self.chars[match.start("v") : match.end("v")] = value
        if label is not None and label_slip:
            self.chars[match.start("label") : match.end("label")] = label.translate(_TABLE)
        if value != printed:
            self.repairs.append(SlipRepair(self.label.translate(_TABLE), printed, value))

    def repair_after(self, slot: re.Match[str]) -> None:
        """Repair the values that go on a label's slot: its bracketed other reading, and the
        further items of a list of values for the labels that list them (``list_labels``)."""
        alternate = self.slots.alternate.match(self.text, slot.end())
        if alternate is not None:
            self.repair(alternate)
        if slot.group("label") not in _LIST_LABELS:
            return
        item = self.slots.list_item.match(self.text, slot.end())
        while item is not None:
            self.repair(item)
            item = self.slots.list_item.match(self.text, item.end())


def repair_stat_slips(text: str, ocr_spans: Sequence[tuple[int, int]] = ()) -> str:
    """``text`` with the OCR slips of its numeric stat slots read as digits (same length);
    within ``ocr_spans`` (offsets of words the read stage's OCR read) Tesseract's own slips
    too (``ocr_confusables``)."""
    chars = _Repairer(_TEXT_LAYER, text).run().chars
    for start, end in ocr_spans:
        chars[start:end] = _Repairer(_OCR, "".join(chars[start:end])).run().chars
    return "".join(chars)


def ocr_slip_repairs(text: str) -> tuple[SlipRepair, ...]:
    """The repairs ``repair_stat_slips`` makes in ``text`` read by OCR, in text order."""
    return tuple(_Repairer(_OCR, text).run().repairs)
