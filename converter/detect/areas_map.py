"""Areas on a map page: labels printed over the map and headed regions around it.

A one-page adventure often has no key at all: the map carries its own labels ("throne room
guarded by a four armed bone golem", "outer wall") and a few headed paragraphs describe the
regions around it ("Lake", "Forest"). A page is read as such a map page when it holds at least
``MIN_CENTRED_LABELS`` blocks of short, centred lines (text set over a drawing, not in a column)
and no numbered key; only blocks of words (no digits or brackets, some lower case) count,
so that tables and stat blocks set in narrow centred cells do not make a map. On a map page:

- a **label** is a block of a few short lines in body type or smaller, in one or two sizes
  (curved or rotated text comes in many sizes and is left out), that names a thing before it
  says anything about it: it starts in lower case, or its first clause ends with a colon, or it
  has no sentence end and no verb of being or having; numbered lines, stat lines and sentences
  ("A blue haze fills this level.") are notes, not areas. The area's name is the label's first
  clause up to a describing word ("baboon lair full of …" → "Baboon lair");
- a **region** is a heading of the page's largest heading size below the title whose last word
  is a place ("Lake", "Forest"), with the prose of its block.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from converter.detect.areas_common import Candidate, Context, Key, lines_to_body_size, parse_key
from converter.models import TextLine
from converter.read.layout import is_turned_line
from converter.ruledata import load_lexicon

MIN_CENTRED_LABELS = 3
MAX_LABEL_LINES = 10
MAX_LABEL_LINE_WORDS = 8
MAX_LABEL_WIDTH_SHARE = 0.35  # of the page width
CENTRE_TOLERANCE = 3.0  # points between the middles of a centred block's lines
MAX_LABEL_SIZES = 2
MAX_NAME_WORDS = 8
HEADING_STEP = 0.8  # points above body type that make a heading
_WORDS = load_lexicon("area_map")  # vocabulary: rules/lexicon/area_map.yaml
PLACE_HEAD_RE = re.compile(rf"\b({'|'.join(_WORDS['region_heads'])})$", re.IGNORECASE)
BEING_VERB_RE = re.compile(rf"\b({'|'.join(_WORDS['being_verbs'])})\b", re.IGNORECASE)
STAT_RE = re.compile(r"\b(HD|AC|HP|MV|ML)\s*\d", re.IGNORECASE)
# Words after which a label stops naming and starts describing.
DESCRIBING_WORDS = frozenset(_WORDS["describing_words"])


def _lines_by_page(ctx: Context) -> dict[int, list[int]]:
    """The line indices of each page, in reading order (one pass, not one per page)."""
    by_page: dict[int, list[int]] = {}
    for i, line in enumerate(ctx.lines):
        by_page.setdefault(line.page, []).append(i)
    return by_page


def _blocks(ctx: Context, on_page: Sequence[int]) -> list[list[int]]:
    """The line indices of each block of a page (``on_page``: its lines), in reading order."""
    groups: dict[tuple[int, int], list[int]] = {}
    for i in on_page:
        line = ctx.lines[i]
        groups.setdefault((line.column, line.block), []).append(i)
    return list(groups.values())


def _sizes(lines: Sequence[TextLine]) -> set[float]:
    return {round(s.size, 1) for line in lines for s in line.spans if s.text.strip()}


def _page_body_size(ctx: Context, on_page: Sequence[int]) -> float:
    """The page's own body size: a map page's text is often set apart from the rest."""
    return lines_to_body_size([ctx.lines[i] for i in on_page])


def _short_block(lines: Sequence[TextLine], page_width: float, body: float) -> bool:
    """A block of a few short lines in body type or smaller, in at most two sizes.

    Turned text is left out: on a map it runs along a stair or a passage as a connector or
    a note ("stairs", "secret passage"), while location labels are set upright.
    """
    return (
        0 < len(lines) <= MAX_LABEL_LINES
        and not any(is_turned_line(line) for line in lines)
        and all(len(line.text.split()) <= MAX_LABEL_LINE_WORDS for line in lines)
        and all(line.bbox.x1 - line.bbox.x0 <= page_width * MAX_LABEL_WIDTH_SHARE for line in lines)
        and all(line.size <= body + 0.2 for line in lines)
        and len(_sizes(lines)) <= MAX_LABEL_SIZES
    )


def _wordy(lines: Sequence[TextLine]) -> bool:
    """Words only, some in lower case: a map label, not a table row or a stat line."""
    text = " ".join(line.text for line in lines)
    return not re.search(r"[\d()+±−]", text) and any(c.islower() for c in text)


def _centred(lines: Sequence[TextLine]) -> bool:
    """Two or more lines of different starts sharing one middle: text set over a drawing."""
    if len(lines) < 2:
        return False
    middles = [(line.bbox.x0 + line.bbox.x1) / 2 for line in lines]
    starts = [line.bbox.x0 for line in lines]
    return max(middles) - min(middles) <= CENTRE_TOLERANCE and max(starts) - min(starts) > 1.0


def _first_clause(text: str) -> tuple[str, str]:
    """The text up to the first clause mark, and that mark ("" at the end of the text)."""
    match = re.search(r"[,:;.!?]", text)
    if match is None:
        return text.strip(), ""
    return text[: match.start()].strip(), match.group(0)


def label_name(text: str) -> str:
    """The name a map label gives: its first clause up to a describing word, capitalised."""
    clause, _mark = _first_clause(text)
    words: list[str] = []
    for word in clause.split():
        if words and word.lower() in DESCRIBING_WORDS:
            break
        words.append(word)
    name = " ".join(words[:MAX_NAME_WORDS])
    return name[:1].upper() + name[1:]


def _label_text(lines: Sequence[TextLine]) -> str:
    """The label proper: the block's lines in its first line's size (a smaller note under
    it, "it works for demihumans, too!", is not part of the name)."""
    size = round(lines[0].size, 1)
    return " ".join(line.text.strip() for line in lines if round(line.size, 1) == size)


def _is_label(lines: Sequence[TextLine]) -> bool:
    """True when a short block names a place or thing rather than making a note."""
    first = lines[0]
    if parse_key(first) is not None or any(STAT_RE.search(line.text) for line in lines):
        return False
    text = _label_text(lines)
    clause, mark = _first_clause(text)
    if not clause or not clause[0].isalpha() or re.search(r"[\d()]", clause):
        return False
    if mark == ":":
        return True
    if mark in (".", "!", "?") or BEING_VERB_RE.search(text):
        return False
    return clause[0].islower() or len(clause.split()) <= MAX_NAME_WORDS


def _title_size(ctx: Context, page: int) -> float:
    return max((line.size for line in ctx.lines if line.page == page), default=0.0)


def _region_level(ctx: Context, page: int, body: float) -> float | None:
    """The largest heading size of ``page`` below its title's."""
    title = _title_size(ctx, page)
    sizes = {
        round(line.size, 1)
        for line in ctx.lines
        if line.page == page and body + HEADING_STEP <= line.size < title - HEADING_STEP
    }
    return max(sizes) if sizes else None


def map_page_starts(
    ctx: Context, pages: dict[int, float], keyed_pages: set[int]
) -> list[Candidate]:
    """Labels and headed regions of every map page (``pages``: number → width) that has no
    numbered key; each candidate carries the end of its block."""
    found: list[Candidate] = []
    by_page = _lines_by_page(ctx)
    for page, width in sorted(pages.items()):
        if page in keyed_pages:
            continue
        blocks = _blocks(ctx, by_page.get(page, []))
        body = _page_body_size(ctx, by_page.get(page, []))
        short = [b for b in blocks if _short_block([ctx.lines[i] for i in b], width, body)]
        centred = [b for b in short if _centred(ls := [ctx.lines[i] for i in b]) and _wordy(ls)]
        if len(centred) < MIN_CENTRED_LABELS:
            continue
        found.extend(_regions(ctx, page, blocks, body))
        for block in short:
            lines = [ctx.lines[i] for i in block]
            if not _is_label(lines):
                continue
            found.append(_start(block, label_name(_label_text(lines)), page))
    return found


def _regions(
    ctx: Context, page: int, blocks: Sequence[Sequence[int]], body: float
) -> list[Candidate]:
    level = _region_level(ctx, page, body)
    out: list[Candidate] = []
    for block in blocks:
        line = ctx.lines[block[0]]
        if level is None or round(line.size, 1) != level:
            continue
        words = line.text.split()
        if len(block) > 1 and words and PLACE_HEAD_RE.search(line.text.strip()):
            out.append(_start(block, line.text.strip(), page, title_lines=1))
    return out


def _start(block: Sequence[int], name: str, page: int, title_lines: int = 0) -> Candidate:
    key = Key("", "", 0, "")
    return Candidate(
        block[0], key, name, "", page, True, 0.0, title_lines=title_lines, end=block[-1] + 1
    )
