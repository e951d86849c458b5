"""How far a document's type sizes can be trusted.

A typeset PDF gives every line of a paragraph one size. An OCR text layer (Tesseract's PDF
renderer and its kin) does not know the typeset size: it gives each line one whole size
estimated from the line's height, so the lines of one running sentence come out 9, 11, 10 pt
and a heading set two points larger than the body may come out smaller than a body line.
The sizes two lines of one sentence come out in show that noise; a size difference within
it says nothing about a heading or a paragraph's end. What still tells them where neither
size nor weight can be trusted: a stat line ends its paragraph, and capitals end a title.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from converter.detect.lines_memo import LinesMemo
from converter.detect.statline import find_fields
from converter.models import TextLine

STOP_END_RE = re.compile(r"[.!?:;\"”]\s*$")
# A die opening a line ("d6 Rumour", "d% Encounter", "1d8 Result") is a table's header row,
# not a sentence going on in lower case.
DIE_OPENING_RE = re.compile(r"^\d*d(?:\d+|%)(?!\w)")
MIN_RUN_ON_PAIRS = 12  # fewer sentences running over a line break tell nothing
RUN_ON_WORDS = 3  # a line of running text holds a few words (no map label, no lone letter)
NOISY_SHARE = 0.3  # typeset text gives one size to (nearly) every such pair, OCR to few
SENTENCE_LOWER_WORDS = 3  # a line ended by a stop with this many lower-case words is a sentence
LIST_MARK_RE = re.compile(r"^(?:\(cid:\d+\)|[^\w\s(\[])$")  # one glyph, no letter or digit
DROP_CAP_RATIO = 1.6  # an initial letter this many times its line's type size is a drop cap
STAT_LINE_FIELDS = 2  # a line ending on this many stat fields ends a stat line
CAPITAL_TITLE_LETTERS = 4  # a title in capitals holds this many letters at least
BODY_TOP_SHARE = 0.95  # the largest size a body line takes, less the odd outlier


def running_text_ceiling(lines: Sequence[TextLine]) -> float | None:
    """``measured_text_ceiling``, kept for the last tuples of lines asked: the areas' context
    and the section tree's styles ask it of the same tuple, one after the other, and the
    document's lines are asked before and after the areas' view (``lines_memo``)."""
    found, kept = _CEILINGS.find(lines)
    if found:
        return kept
    ceiling = measured_text_ceiling(lines)
    _CEILINGS.keep(lines, ceiling)
    return ceiling


_CEILINGS: LinesMemo[float | None] = LinesMemo(equal=False)


def measured_text_ceiling(lines: Sequence[TextLine]) -> float | None:
    """The largest size a line of running text comes out in, when this document's sizes are
    measured line by line (an OCR layer); None for typeset text, whose sizes hold.

    Running text is read from pairs of lines of a few words in one paragraph (page, column and
    block) where the first ends without a stop and the second goes on in lower case: one
    sentence, which a typesetter never sets in two sizes. When many such pairs differ, the
    sizes are noise, and a line is set larger than the body only above the largest of them
    (less the odd outlier). A paragraph's initial (a drop cap) is no size of its line: a
    booklet that opens every description with one is typeset, not noisy."""
    pairs = [
        (size_without_initial(first), size_without_initial(second))
        for first, second in zip(lines, lines[1:], strict=False)
        if (first.page, first.column, first.block) == (second.page, second.column, second.block)
        and not STOP_END_RE.search(first.text)
        and second.text.lstrip()[:1].islower()
        and min(len(first.text.split()), len(second.text.split())) >= RUN_ON_WORDS
    ]
    differing = sum(1 for first, second in pairs if first != second)
    if len(pairs) < MIN_RUN_ON_PAIRS or differing < NOISY_SHARE * len(pairs):
        return None
    sizes = sorted(size for pair in pairs for size in pair)
    return sizes[min(len(sizes) - 1, int(BODY_TOP_SHARE * len(sizes)))]


def size_without_initial(line: TextLine) -> float:
    """A line's type size, leaving out a drop cap or a list mark: a paragraph's first letter
    set far larger than the rest of its line is an initial, and a bullet or dash glyph set
    larger than its item (or a glyph the font does not map, "(cid:127)") is the list's mark;
    either way the line is body text."""
    spans = [s for s in line.spans if s.text.strip()]
    if len(spans) > 1:
        first = spans[0].text.strip()
        rest = max(s.size for s in spans[1:])
        if LIST_MARK_RE.match(first) and spans[0].size > rest:
            return rest
        if len(first) == 1 and spans[0].size > rest * DROP_CAP_RATIO:
            return rest
    return line.size


def running_text(lines: Sequence[TextLine], index: int, larger_from: float) -> bool:
    """True when line ``index`` reads as running text, which an OCR size may put a point or
    two over the body: a whole sentence ("Doors stand in the east and west walls."), or a
    sentence that goes on in the next line of its paragraph, set at a body line's size
    ("Somewhere below, a chain clinks now" / "and then."). A heading names something in a
    few words without a full stop, and a heading wrapped over two lines keeps its size on
    the second. (Asked only where sizes are noise: typeset sizes are the setter's word.)"""
    line = lines[index]
    words = line.text.split()
    lower = sum(1 for word in words if word[:1].islower())
    if line.text.rstrip().endswith((".", "!", "?")) and lower >= SENTENCE_LOWER_WORDS:
        return True
    if index + 1 >= len(lines):
        return False
    following = lines[index + 1]
    return (
        (line.page, line.column, line.block) == (following.page, following.column, following.block)
        and not STOP_END_RE.search(line.text)
        and following.text.lstrip()[:1].islower()
        and not DIE_OPENING_RE.match(following.text.lstrip())
        and following.size < larger_from
    )


@lru_cache(maxsize=8192)  # asked twice of most lines (a key's paragraph start, its entry's)
def ends_stat_line(text: str) -> bool:
    """True when ``text`` ends on the last of a few stat fields ("… MV 90' (30'), SV F1, ML 10,
    AL N"): a stat line is a paragraph of its own and stops without a full stop, so the line
    after it opens a new one, whatever its size (a noisy OCR size tells nothing)."""
    fields = find_fields(text)
    return len(fields) >= STAT_LINE_FIELDS and fields[-1].end >= len(text.rstrip())


def capitals_end(text: str, following: str) -> bool:
    """True when ``text`` is set in capitals (a few words of letters, none small) and the
    next line is not: a title in capitals ends with its capitals, whatever the next line
    opens with (an OCR slip reads "Cobwebs" as "c0bwebs")."""
    letters = [c for c in text if c.isalpha()]
    return (
        len(letters) >= CAPITAL_TITLE_LETTERS
        and not any(c.islower() for c in letters)
        and not find_fields(text)
        and any(c.islower() for c in following)
    )
