"""Stat text of the stark styles with the truth each implies, and the OCR slips of the
``ocrtext`` style:

- ``dual``: a dual-statted group: the same creature once in a 5e-like line ("<b>5E</b>
  Goblins (4): AC 13, HP 7 (2d6), Speed 30 ft., spear +4 (1d6), CR 1/4") and once in the
  module's old-school one-liner (``statlines.oneliner``), each led by its system's label.
  Truth: two blocks of the same name, a ``5e`` one (ascending AC, the one HP, ``hit_dice``
  "2d6", ``cr``) and the old-school one as ``statlines.truth_entry`` gives it.
- ``ocr_prose`` / ``ocr_numbers`` / ``ocr_key``: what an unproof-read OCR pass does to
  printed text: words split ("T he", "cham ber"), a stray space before a comma, "rn" for
  "m"; in numbers "l" for 1, "O" for 0, "S" for 5. The truth keeps what a careful reader
  reads (the digits).
"""

from __future__ import annotations

import random
import re
from typing import Any

from . import statlines as st
from .feral import Amount

DUAL_LABELS = (("5E", "OSR"), ("5e:", "B/X:"), ("[5E]", "[OSE]"), ("Fifth Edition", "Old School"))


def said(amount: Amount) -> str:
    return amount.dice if amount.forms == "range_lines" else "several"


def fifth_line(numbers: st.Numbers, amount: Amount, label: str) -> tuple[str, dict[str, Any]]:
    """The 5e-like line of one group and its truth entry (named in the singular)."""
    kind = numbers.kind
    if amount.count and amount.count > 1:
        name = f"{st.title(kind.plural)} ({amount.count})"
    elif amount.count is None:
        name = f"{st.title(kind.plural)} ({said(amount)})"
    else:
        name = st.title(kind.name)
    bonus = 2 + max(0, (kind.hd - 1) // 2)
    line = (
        f"<b>{label}</b> <b>{name}:</b> AC {numbers.ac_asc}, HP {numbers.hp_5e} "
        f"({numbers.hit_dice_5e}), Speed 30 ft., {numbers.attack} +{bonus} ({numbers.dice}), "
        f"CR {numbers.cr}"
    )
    entry = st.truth_entry("5e", st.title(kind.name), numbers, full=False, count=1)
    return line, entry


# -- OCR slips -------------------------------------------------------------------------------
TAG = re.compile(r"(<[^>]+>)")
DIGIT_SLIPS = {"1": "l", "0": "O", "5": "S"}
RN_WORDS = ("from", "some", "time", "warm", "home", "mark")  # common words only, never a name


def _outside_tags(text: str, change: Any) -> str:
    return "".join(part if TAG.fullmatch(part) else change(part) for part in TAG.split(text))


def ocr_prose(rng: random.Random, text: str, splits: list[str]) -> str:
    """Prose words split, "rn" for "m" now and then, a space before a comma; no digit
    changes (a number in prose is read as printed)."""

    def word(match: re.Match[str]) -> str:
        w = match.group(0)
        roll = rng.random()
        if w in splits and roll < 0.35:
            return f"{w[0]} {w[1:]}"
        if len(w) >= 7 and roll < 0.08:
            cut = rng.randint(3, len(w) - 3)
            return f"{w[:cut]} {w[cut:]}"
        if w in RN_WORDS and roll > 0.7:
            return w.replace("m", "rn", 1)
        return w

    def change(part: str) -> str:
        part = re.sub(r"[A-Za-z]+", word, part)
        return re.sub(r",(?= )", lambda m: " ," if rng.random() < 0.08 else ",", part)

    return _outside_tags(text, change)


def ocr_numbers(rng: random.Random, line: str, chance: float = 0.3) -> str:
    """A stat line's digits after its bold label misread as letters ("hp l1, S"): 1 → l,
    0 → O, 5 → S, each digit with ``chance``."""
    head, sep, rest = line.partition("</b>")
    if not sep:
        head, rest = "", line

    def digit(match: re.Match[str]) -> str:
        d = match.group(0)
        return DIGIT_SLIPS[d] if rng.random() < chance else d

    changed = _outside_tags(rest, lambda part: re.sub(r"[105]", digit, part))
    return f"{head}{sep}{changed}"


def ocr_key(rng: random.Random, key: str) -> str:
    """A printed key with a 1 read as l or a 0 as O (20 % of the keys that have one)."""
    if not re.search(r"[10]", key) or rng.random() >= 0.2:
        return key
    return key.replace("1", "l", 1) if "1" in key else key.replace("0", "O", 1)
