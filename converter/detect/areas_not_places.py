"""Lines the area detectors find that are not places: a running head read as a key, an aside
set among the areas (split from ``areas.py``, which calls them by name)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import NamedTuple

from converter.detect.areas_common import Candidate, Context, join_lines, parse_key
from converter.detect.areas_sections import scene_rules, text_signals
from converter.models import TextLine

TITLE_SIZE_RATIO = 1.5  # a module title is set this many times the body size at least
ASIDE_REACH = 12  # lines read to tell an aside from a scene


class Title(NamedTuple):
    """The module's title and each page's top and bottom text edge (see ``running_head``)."""

    text: str
    edges: dict[int, tuple[float, float]]


def module_title(ctx: Context) -> Title:
    """The module's title: the line of words set largest on the first page, when it
    stands out (a one-word "CREDITS" on an imposed sheet's other half is no title)."""
    edges: dict[int, tuple[float, float]] = {}
    for ln in ctx.lines:
        top, bottom = edges.get(ln.page, (ln.bbox.top, ln.bbox.bottom))
        edges[ln.page] = (min(top, ln.bbox.top), max(bottom, ln.bbox.bottom))
    page = ctx.lines[0].page
    first = [ln for ln in ctx.lines if ln.page == page and len(ln.text.split()) >= 2]
    line = max(first, key=_words_size, default=None)
    if line is None or _words_size(line) < TITLE_SIZE_RATIO * ctx.body_size:
        return Title("", edges)
    return Title(line.text.strip(), edges)


def _words_size(line: TextLine) -> float:
    """The largest size the line's words are set in: a title is words set large, and a
    line led by a large key numeral (a display key beside its entry) is body text."""
    worded = [s.size for s in line.spans if any(c.isalpha() for c in s.text)]
    return max(worded, default=line.size)


def running_head(ctx: Context, start: Candidate, title: Title) -> bool:
    """True for a running head read as a key: a page number before the module's title
    ("2 Beneath the Ashen Abbey · Newsletter edition"), the page's own number or a line at
    the top or bottom edge of its page (an imposed sheet holds two printed pages)."""
    line = ctx.lines[start.index]
    if not title.text or title.text.casefold() not in line.text.casefold():
        return False
    top, bottom = title.edges[line.page]
    at_edge = line.bbox.top <= top + 1 or line.bbox.bottom >= bottom - 1
    return start.key.number == line.page or at_edge


def furniture(ctx: Context, start: Candidate, starts: Sequence[Candidate], title: Title) -> bool:
    """True for a running head or a page's key head read as a key (``starts``: all)."""
    return running_head(ctx, start, title) or page_key_head(ctx, start, starts, title)


def _ends_on_separator(text: str) -> bool:
    """True when a line ends on a dash or a colon after its key: a heading whose name was
    wrapped onto the next line. A page's key head prints keys and nothing more."""
    last = text.rstrip()[-1:]
    return bool(last) and (last == ":" or unicodedata.category(last) == "Pd")


def page_key_head(
    ctx: Context, start: Candidate, starts: Sequence[Candidate], title: Title
) -> bool:
    """True for a page's key head read as a key: a line at the page's top or bottom text edge
    that prints only a key or a range of keys ("Areas 41-46", "Room 47", "41-46"), each of
    them a key that begins further down the same page or the key running on from the page
    before, as a dictionary's head gives the first and last word of its page. The places are
    the keys below it; the head is furniture (megadungeon books print it on every page)."""
    line = ctx.lines[start.index]
    parsed = parse_key(line)
    if parsed is None or parsed[1].strip() or line.page not in title.edges:
        return False
    if _ends_on_separator(line.text):
        return False  # "Area 1-1 –" wrapped after its key: the dash announces a name
    top, bottom = title.edges[line.page]
    if not (line.bbox.top <= top + 1 or line.bbox.bottom >= bottom - 1):
        return False
    numbers = [int(n) for n in re.findall(r"\d+", start.key.text)]
    before = [s for s in starts if s.index < start.index and s.key.number > 0]
    running_on = before[-1].key.number if before else None
    below = {s.key.number for s in starts if s.page == line.page and s.index > start.index}
    return 1 <= len(numbers) <= 2 and all(n in below or n == running_on for n in numbers)


def aside(ctx: Context, start: Candidate, stops: Sequence[int]) -> bool:
    """True when a named heading's text, up to the next area's start, is too short for a
    scene or holds no word of one: an aside set among the areas (a sidebar's "Light" over a
    sentence of advice, its heading in a style no other area uses), which must not claim
    the area after it."""
    first = start.index + start.title_lines
    end = next((k for k in stops if k > start.index), len(ctx.lines))
    text = join_lines(ctx.lines[first : min(end, first + ASIDE_REACH)], ctx.body_size)
    if len(text.split()) < scene_rules().thresholds["min_body_words"]:
        return True
    return text_signals(text)[0] <= 0  # no word of a scene: advice to the GM, rules
