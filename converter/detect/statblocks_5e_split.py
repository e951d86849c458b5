"""5e stat blocks broken apart by a column or page break, put back together.

A 5e block is a head (the name and the size/type line) and a body (Armor Class, Hit Points,
Speed, abilities, traits, Challenge). A column or page break can fall anywhere in it, and when
the text is read in another order than it was set (a column read late, a page printed out of
booklet order) the halves no longer follow each other. So the halves are matched by what they
are, not by where they fall:

- a head with no armor-class line under it and a body with no head above it, on the same page
  or facing pages, are one block (the nearest pair first);
- a Challenge line left over from a body cut in two belongs to a block of its page (or the
  page before) that has none, and gives it its rating when there is only one such block.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from converter.detect.reading_pages import reading_page_numbers
from converter.detect.statblock_common import clean_text
from converter.models import StatBlock, TextLine

_AC_LINE = re.compile(r"^(?:Armou?r Class|AC)\s*:?\s*-?\d+")
_HP_LINE = re.compile(r"^(?:Hit ?Points?|HP)\s*:?\s*\d+")
_CHALLENGE_LINE = re.compile(
    r"^(?:Challenge(?: Rating)?|CR)\s*:?\s*(?P<cr>\d+\s*/\s*\d+|\d+|[½¼⅛])\s*\([^)]*XP"
)
_PAGE_REACH = 1  # a head and its body sit on the same page or on facing pages
_PLAIN = {"½": "1/2", "¼": "1/4", "⅛": "1/8"}


@dataclass(frozen=True)
class Head:
    """A block's name and size/type lines with no armor class under them."""

    name_index: int
    type_index: int


def _text(line: TextLine) -> str:
    return clean_text(line.text).strip()


def orphan_bodies(lines: Sequence[TextLine], taken: set[int]) -> list[int]:
    """The armor-class lines that open a body with no head: an "Armor Class" line with its
    hit points right after, outside every block read so far."""
    found = []
    for index, line in enumerate(lines):
        if index in taken or not _AC_LINE.match(_text(line)):
            continue
        following = lines[index + 1 : index + 3]
        if any(_HP_LINE.match(_text(other)) for other in following):
            found.append(index)
    return found


def set_together(lines: Sequence[TextLine], start: int) -> int:
    """The index after the last line set on with ``lines[start]``: the same page and column
    edge, each line just below the one before. A body read out of its set order is only
    what was printed in one piece; the next text in reading order may be anything."""
    end = start + 1
    while end < len(lines):
        above, line = lines[end - 1], lines[end]
        gap = line.bbox.top - above.bbox.bottom
        if (
            line.page != above.page
            or abs(line.bbox.x0 - lines[start].bbox.x0) > 2 * line.size
            or not -0.5 * line.size <= gap <= 1.5 * line.size
        ):
            break
        end += 1
    return end


def pair_halves(
    lines: Sequence[TextLine], heads: Sequence[Head], bodies: Sequence[int]
) -> list[tuple[Head, int]]:
    """Each body with the nearest unused head on its page or a facing page."""
    options = []
    reading = reading_page_numbers(lines)  # facing in reading order, not on one sheet
    for body in bodies:
        for head in heads:
            pages = abs(reading[head.type_index] - reading[body])
            if pages <= _PAGE_REACH:
                options.append((pages, abs(head.type_index - body), head.type_index, body, head))
    options.sort(key=lambda option: option[:4])
    used_heads: set[int] = set()
    used_bodies: set[int] = set()
    pairs = []
    for _, _, _, body, head in options:
        if head.type_index in used_heads or body in used_bodies:
            continue
        used_heads.add(head.type_index)
        used_bodies.add(body)
        pairs.append((head, body))
    return pairs


def challenge_tails(lines: Sequence[TextLine], taken: set[int]) -> list[tuple[int, str]]:
    """Challenge lines ("Challenge 1/4 (50 XP)") outside every block: (index, rating)."""
    tails = []
    for index, line in enumerate(lines):
        match = _CHALLENGE_LINE.match(_text(line))
        if index not in taken and match:
            rating = re.sub(r"\s+", "", match.group("cr"))
            tails.append((index, _PLAIN.get(rating, rating)))
    return tails


def give_tails(
    lines: Sequence[TextLine],
    blocks: list[tuple[StatBlock, tuple[int, ...]]],
    tails: Sequence[tuple[int, str]],
) -> list[tuple[StatBlock, tuple[int, ...]]]:
    """Each left-over Challenge line joins the nearest block without a rating on its page,
    else on the page before; it gives its rating only when that block is the only one there
    without a rating (several cut blocks on one page: which tail is whose is not known)."""
    out = list(blocks)
    reading = reading_page_numbers(lines)  # the page before in reading order, not by sheet
    for index, rating in tails:
        page = reading[index]
        for back in (0, 1):
            unrated = [
                number
                for number, (block, span) in enumerate(out)
                if block.cr is None and span and reading[span[0]] == page - back
            ]
            if not unrated:
                continue
            nearest = min(unrated, key=lambda n: min(abs(i - index) for i in out[n][1]))
            block, span = out[nearest]
            if len(unrated) == 1:
                block = replace(block, cr=rating)
            out[nearest] = (block, (*span, index))
            break
    return out
