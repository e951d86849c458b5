"""Hit points printed as a row of tick boxes or pips ("hp □□□□□ □□□").

A table-ready module prints, under a creature's stat line, a row of empty boxes or circles to
tick off as it takes damage, one per hit point, often in runs of five. Where the row is all
its "hp" label holds (no number printed beside it) the boxes are the creature's hit points: a
careful reader counts them. Rows parted by a slash ("hp □□□□ / □□□") are several creatures'
and give no one value, so they are left as printed; so is a row after a printed number ("hp 4
□□□□": the number says it). The count replaces the row in place, padded to its length, so
offsets into the text hold (``rules/lexicon/tally_marks.yaml``).
"""

from __future__ import annotations

import re
from functools import cache

from converter.ruledata import load_lexicon


@cache
def _pattern() -> re.Pattern[str]:
    data = load_lexicon("tally_marks")
    marks = "[" + "".join(re.escape(m) for m in data["marks"]) + "]"
    labels = "|".join(re.escape(label) for label in data["labels"])
    return re.compile(rf"(?<![^\W\d_])(?:{labels})\s+(?P<row>{marks}+(?:\s+{marks}+)*)")


@cache
def _separators() -> frozenset[str]:
    return frozenset(load_lexicon("tally_marks")["row_separators"])


def read_tally_marks(text: str) -> str:
    """``text`` with each lone row of hit-point marks after an hp label read as its count
    (same length: the number, then spaces)."""
    if not any(mark in text for mark in load_lexicon("tally_marks")["marks"]):
        return text
    chars = list(text)
    for match in _pattern().finditer(text):
        start, end = match.span("row")
        row = match.group("row")
        after = text[end:].lstrip()
        if after[:1] in _separators():
            continue  # several creatures' rows: no one value
        count = str(sum(1 for ch in row if not ch.isspace()))
        if len(count) > len(row):
            continue
        chars[start:end] = list(count.ljust(len(row)))
    return "".join(chars)
