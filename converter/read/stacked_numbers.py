"""A number set in a drop-cap size and stacked, one digit under another: one number.

A key printed as a large number in the margin beside its entry ("9 GUIDE'S TENT. …") has
room for one digit where the margin is narrow; a two-digit key is then set as a column of
digits, "1" over "0", read top down. The reader gives the top digit as the start of the
entry's first line ("1 WATCHTOWER. Old camel dung …") and the lower one as a line of its own
("0") under it, after the entry's next lines, which stand to the right of the digit, or as
the start of the entry's line beside it ("0 leads down."). Read
apart, area 10 became an area 1, its creatures those of the area before it.

A line opening with digits alone in their span, at a size at least ``DROP_SIZE_RATIO`` times the text beside
the line it joins, set under the number that opens that line (the same size and weight, its
left edge within ``SAME_COLUMN_EM`` of the number's, its top at most ``MAX_STEP_EM`` below
the number's top, every line between them wholly to its right) and followed by no title in
bold (the key of an entry of its own), is that number's next digit.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from converter.models import TextLine

DROP_SIZE_RATIO = 1.8  # a drop number is set far larger than the text it opens
SAME_COLUMN_EM = 0.6  # digits of a stack share their left edge, within this share of a digit
# The next digit's top lies within this many sizes below the one above: stacked digits are
# set at their own leading (1.2 sizes), where the next entry's number stands at least a line
# of its entry lower (1.5 sizes and more).
MAX_STEP_EM = 1.35
SIZE_SLACK = 0.3  # points: one size, as two glyphs of one font are read
LOOK_BACK = 6  # lines looked back for the number a lone digit continues

_DIGITS = re.compile(r"^\d{1,2}$")


def join_stacked_numbers(lines: Sequence[TextLine]) -> list[TextLine]:
    """``lines`` with each stacked digit joined to the number above it (``"1 WATCHTOWER."``
    and ``"0"`` → ``"10 WATCHTOWER."``); the digit leaves its line, and a line left empty
    is dropped."""
    out = list(lines)
    for index, line in enumerate(lines):
        if not _opens_with_digits(line):
            continue
        for above in range(index - 1, max(-1, index - 1 - LOOK_BACK), -1):
            if _stacks_under(out[above], line, out[above + 1 : index]):
                out[above] = _with_digits(out[above], line)
                out[index] = _without_digits(line)
                break
    return [line for line in out if line.text.strip()]


def _opens_with_digits(line: TextLine) -> bool:
    """True when the line's first span is one or two digits, alone or larger than the rest
    and not opening an entry of its own (the next text set bold: a title after its key)."""
    first = line.spans[0] if line.spans else None
    if first is None or not _DIGITS.match(first.text.strip()):
        return False
    rest = [span for span in line.spans[1:] if span.text.strip()]
    if not rest:
        return True
    return not rest[0].bold and first.size >= DROP_SIZE_RATIO * max(span.size for span in rest)


def _stacks_under(opening: TextLine, digit: TextLine, between: Sequence[TextLine]) -> bool:
    """True when the digits opening ``digit`` are the next of the drop number opening
    ``opening``."""
    if not opening.text.strip() or opening.page != digit.page or len(opening.spans) < 2:
        return False
    number, rest = opening.spans[0], opening.spans[1:]
    lone = digit.spans[0]
    if not _DIGITS.match(number.text.strip()) or number.bold != lone.bold:
        return False
    if abs(number.size - lone.size) > SIZE_SLACK:
        return False
    if lone.size < DROP_SIZE_RATIO * max(span.size for span in rest):
        return False
    size = lone.size
    if abs(opening.bbox.x0 - digit.bbox.x0) > SAME_COLUMN_EM * size:
        return False
    if not 0 < digit.bbox.top - opening.bbox.top <= MAX_STEP_EM * size:
        return False
    right = _digits_right(digit)
    return all(line.bbox.x0 >= right for line in between if line.text.strip())


def _digits_width(digit: TextLine) -> float:
    """The printed width of the digits opening ``digit``: measured when the reader placed
    them, else their share of the line's width."""
    count = len(digit.spans[0].text.rstrip())
    places = digit.char_spans()
    if places is not None:
        return places[count - 1][1] - places[0][0]
    return (digit.bbox.x1 - digit.bbox.x0) * count / max(len(digit.text.rstrip()), 1)


def _digits_right(digit: TextLine) -> float:
    return digit.bbox.x0 + _digits_width(digit)


def _with_digits(opening: TextLine, digit: TextLine) -> TextLine:
    """``opening`` with the digit's text put after its number; the places kept when known."""
    number = opening.spans[0]
    digits = number.text.rstrip()
    added = digit.spans[0].text.strip()
    first = replace(number, text=digits + added + number.text[len(digits) :])
    spans = (first, *opening.spans[1:])
    text = "".join(span.text for span in spans)
    places = opening.char_spans()
    char_x: tuple[float, ...] = ()
    if places is not None:
        width = _digits_width(digit) / len(added)
        new = [
            (digit.bbox.x0 + i * width, digit.bbox.x0 + (i + 1) * width) for i in range(len(added))
        ]
        merged = places[: len(digits)] + new + places[len(digits) :]
        char_x = tuple(x for pair in merged for x in pair)
    return replace(opening, text=text, spans=spans, char_x=char_x)


def _without_digits(digit: TextLine) -> TextLine:
    """The line with its opening digits gone (empty when they were all of it)."""
    spans = list(digit.spans[1:])
    if spans:
        spans[0] = replace(spans[0], text=spans[0].text.lstrip())
    text = "".join(span.text for span in spans)
    places = digit.char_spans()
    char_x: tuple[float, ...] = ()
    x0 = digit.bbox.x0 + _digits_width(digit)
    if places is not None and text:
        kept = places[len(digit.text) - len(text) :]
        char_x = tuple(x for pair in kept for x in pair)
        x0 = kept[0][0]
    return replace(
        digit, text=text, spans=tuple(spans), char_x=char_x, bbox=replace(digit.bbox, x0=x0)
    )
