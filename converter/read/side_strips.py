"""Running side strips: text turned sideways in a page's side margin, repeated on every page.

A module may print a label up its outer margin ("The Vinegar Abbey — for the referee only", a
chapter's tab) as it prints a running head at the top. Such a line is page furniture: it is
no part of the text beside it, and read after the page's upright text it stood between the
last line of one page and the first of the next, so a stat block cut at a page's foot no
longer ran on into its rest ("Harpies (2d6)" / "AC 7 [12] MV 60' (30')" | strip | "HD 3
(11hp) …"). ``strip_running_headers`` only looks at a page's top and bottom edges.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence

from converter.models import PageText, TextLine
from converter.read.layout import is_turned_line, renumber_page

MIN_PAGES = 3  # a strip repeats on this many pages (on both pages of a two-page document)
PLACE_SIZES = 2.0  # two strips stand at the same place when their centres are this near (sizes)
_DIGITS = re.compile(r"\d+")


def _strip_key(line: TextLine) -> str:
    """A strip's words without numbers or spaces: a page number in it moves from page to page."""
    return "".join(_DIGITS.sub(" ", line.text.lower()).split())


def _in_side_margin(line: TextLine, page: PageText) -> bool:
    """True when a turned line stands wholly left or right of all the page's upright text."""
    upright = [other.bbox for other in page.lines if not is_turned_line(other)]
    if not upright:
        return False  # a page turned as a whole (a landscape table) has no margin beside it
    box = line.bbox
    return box.x1 <= min(b.x0 for b in upright) or box.x0 >= max(b.x1 for b in upright)


def _middle(line: TextLine) -> tuple[float, float]:
    box = line.bbox
    return (box.x0 + box.x1) / 2, (box.top + box.bottom) / 2


def find_side_strips(pages: Sequence[PageText]) -> set[tuple[int, int]]:
    """``(position of the page in pages, line index)`` of each turned line in a side margin
    whose words stand at the same place (``PLACE_SIZES``) on at least ``MIN_PAGES`` pages (two
    of two). Pages go by position: the two halves of an imposed sheet share its number."""
    if len(pages) < 2:
        return set()
    need = min(MIN_PAGES, len(pages))
    found: dict[str, list[tuple[int, int, TextLine]]] = defaultdict(list)
    for position, page in enumerate(pages):
        for index, line in enumerate(page.lines):
            if is_turned_line(line) and _strip_key(line) and _in_side_margin(line, page):
                found[_strip_key(line)].append((position, index, line))
    drop: set[tuple[int, int]] = set()
    for strips in found.values():
        for position, index, line in strips:
            x, y = _middle(line)
            reach = PLACE_SIZES * line.size
            pages_there = {
                other_position
                for other_position, _, other in strips
                if abs(_middle(other)[0] - x) <= reach and abs(_middle(other)[1] - y) <= reach
            }
            if len(pages_there) >= need:
                drop.add((position, index))
    return drop


def strip_side_strips(pages: Sequence[PageText]) -> list[PageText]:
    """The pages without their running side strips (``find_side_strips``), renumbered."""
    drop = find_side_strips(pages)
    if not drop:
        return list(pages)
    out: list[PageText] = []
    for position, page in enumerate(pages):
        kept = [line for i, line in enumerate(page.lines) if (position, i) not in drop]
        out.append(renumber_page(page, kept) if len(kept) != len(page.lines) else page)
    return out
