"""The banded d20 stat block (Pathfinder 1, late 3.5), read whole from its name line to its end.

Such a block prints a field to a line: a name line ("GOBLIN WARCHIEF CR 3", in a shaded bar or
bold), "XP 800" under it (or "CR 3 XP 800" under a bare name), the creature's alignment, size and
type ("NE Small humanoid"), "Init …", then the DEFENSE / OFFENSE / STATISTICS parts, each
headed by a section label on a line of its own and each line opening with a field label.
Read a line at a time, the one-line grammar cuts such a block where its fields sit far apart
and names the pieces after a section label or after the area heading that carries the
encounter's total "(CR 4)"; read whole, it is one creature named by the line that opens it.

The rules (vocabulary in ``rules/lexicon/stat_banded.yaml``):
- a block opens at an "XP n" line followed within a few lines by an alignment-size-type line
  or an "Init" line; its name is the text before "CR" on that line, or else the line above;
- it runs on while lines are section labels, open with a field label (never followed by a
  colon: "Treasure:" opens prose) or continue the line before in the block's own type size;
- a block cut at the foot of a column or page before its defences resumes at the next line
  that opens with a field label (a sidebar or another page's text may be read in between);
- a count printed with the name ("BOG HAGS (5)") is the block's count.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from converter.detect.oneline_fields import block_fields
from converter.detect.reading_pages import reading_page_numbers
from converter.detect.statblock_common import clean_name, clean_text, lines_source, singular_name
from converter.models import Document, StatBlock, TextLine
from converter.ruledata import load_lexicon

_SIZE_TOLERANCE = 0.3  # points: a wrapped field line is set in its block's size
_LABEL_SIZE_REACH = 1.5  # points: a field line's label may be set a little larger
_MAX_NAME_WORDS = 8
# A run-in label opening a line: "Development:", "Vine Horrors (5):".
_LEAD = re.compile(r"[A-Z][\w’'-]*(?:\s+[\w’'-]+){0,3}(?:\s*\([^()]{1,12}\))?:")


@dataclass(frozen=True)
class _Grammar:
    xp_line: re.Pattern[str]
    title_rating: re.Pattern[str]
    lone_rating: re.Pattern[str]
    rating: re.Pattern[str]
    name_count: re.Pattern[str]
    header: re.Pattern[str]
    field: re.Pattern[str]
    sections: frozenset[str]
    header_lines: int
    resume_reach: int


@lru_cache(maxsize=1)
def _grammar() -> _Grammar:
    data = load_lexicon("stat_banded")
    words = load_lexicon("stat_oneline")
    alignments = "|".join(words["alignments"])
    sizes = "|".join(words["sizes_3e"])
    types = "|".join(words["types_3e"])
    labels = "|".join(re.escape(label) for label in sorted(data["field_labels"], key=len)[::-1])
    return _Grammar(
        xp_line=re.compile(data["xp_line"]),
        title_rating=re.compile(data["title_rating"]),
        lone_rating=re.compile(data["lone_rating"]),
        rating=re.compile(data["rating"]),
        name_count=re.compile(data["name_count"]),
        header=re.compile(rf"(?:^|\s)(?:{alignments})\s+(?:{sizes})\s+(?i:{types})\b|^Init\b"),
        field=re.compile(rf"^(?:{labels})\b(?!\s*:)"),
        sections=frozenset(data["sections"]),
        header_lines=data["header_lines"],
        resume_reach=data["resume_reach"],
    )


def _is_section(text: str) -> bool:
    return text.lower().strip(" :") in _grammar().sections


def _defends(text: str) -> bool:
    """True for a block's armour class or hit points line: a block without one is cut."""
    return re.match(r"(?:AC|hp)\s+\d", text) is not None


def _opens_field(line: TextLine, text: str, size: float) -> bool:
    return _grammar().field.match(text) is not None and abs(line.size - size) <= _LABEL_SIZE_REACH


@dataclass(frozen=True)
class _Opening:
    name_line: int  # index of the line printing the name
    xp_line: int
    name: str
    count: int | None


def _name_text(raw: str) -> tuple[str, int | None] | None:
    """The name and printed count of a name line without its rating ("Bog Hags (5) CR 3")."""
    grammar = _grammar()
    text = grammar.title_rating.sub("", raw).strip()
    count: int | None = None
    counted = grammar.name_count.search(text)
    if counted:
        count, text = int(counted.group("n")), text[: counted.start()]
    # a sentence's end, looked for before the name is tidied (which drops a closing stop):
    # "… is followed by" / "cold footsteps for a day." over "CR 2 XP 600" ends a paragraph
    sentence_end = text.rstrip().endswith((".", "!", "?"))
    name = clean_name(text)
    words = name.split()
    if not words or len(words) > _MAX_NAME_WORDS or not name[0].isalpha():
        return None
    if sentence_end or _is_section(name) or _grammar().field.match(name):
        return None
    return (singular_name(name) if count and count > 1 else name), count


def _opening(lines: Sequence[TextLine], texts: Sequence[str], index: int) -> _Opening | None:
    """The block opening at the XP line ``index``, when the header grammar follows it."""
    grammar = _grammar()
    match = grammar.xp_line.match(texts[index])
    if match is None:
        return None
    ahead = texts[index + 1 : index + 1 + grammar.header_lines]
    if not any(grammar.header.search(text) for text in ahead):
        return None
    if match.group("name"):
        named = _name_text(match.group("name"))
        return _Opening(index, index, *named) if named else None
    return _name_above(lines, texts, index)


def _name_above(lines: Sequence[TextLine], texts: Sequence[str], index: int) -> _Opening | None:
    """The block whose name is printed above its XP line ``index``; a name wrapped in a
    narrow column leaves its rating alone on the second line ("Horned Demon" / "CR 4",
    "Spider Queen CR" / "3"), and the two lines, set alike, are read as one."""
    if index == 0:
        return None
    above = texts[index - 1]
    if not (_grammar().lone_rating.fullmatch(above) or re.fullmatch(r"\d+(?:/\d+)?", above)):
        named = _name_text(above)
        return _Opening(index - 1, index, *named) if named else None
    first, second = lines[index - 2] if index > 1 else None, lines[index - 1]
    if first is None or (first.page, first.column) != (second.page, second.column):
        return None
    if first.bold != second.bold or abs(first.size - second.size) > _SIZE_TOLERANCE:
        return None
    named = _name_text(f"{texts[index - 2]} {above}")
    return _Opening(index - 2, index, *named) if named else None


def _continues(lines: Sequence[TextLine], texts: Sequence[str], index: int, size: float) -> bool:
    """True for a line wrapped from the block line before it: the block's size, no lead."""
    line, before = lines[index], lines[index - 1]
    if abs(line.size - size) > _SIZE_TOLERANCE or not texts[index]:
        return False
    if _LEAD.match(texts[index]):
        return False  # "Development: …", "Goblins (4): CR 1; …" open something else
    if _grammar().rating.search(texts[index]):
        return False  # a block prints its rating once: another creature's stats begin
    return line.page == before.page or not texts[index][:1].isupper()


def _resume(
    lines: Sequence[TextLine], texts: Sequence[str], last: int, stop: int, size: float
) -> int | None:
    """The line where a block cut at its column's foot goes on: the next field line."""
    following = last + 1
    if following >= stop:
        return None
    here, there = lines[last], lines[following]
    if (here.page, here.column) == (there.page, there.column):
        return None
    for index in range(following, min(stop, following + _grammar().resume_reach)):
        if _opens_field(lines[index], texts[index], size) or _is_section(texts[index]):
            return index
    return None


def _field_size(lines: Sequence[TextLine], texts: Sequence[str], start: int, stop: int) -> float:
    """The type size of a block's field lines: that of its first line opening with a field
    label (a section label or a name may be set larger)."""
    for index in range(start, min(stop, start + _grammar().header_lines + 2)):
        if _grammar().field.match(texts[index]):
            return lines[index].size
    return lines[start].size


def _follow(
    lines: Sequence[TextLine],
    texts: Sequence[str],
    span: list[int],
    stop: int,
    header_end: int,
    ratings: frozenset[int],
) -> tuple[int, ...]:
    """``span`` (a block's first lines) with the lines that go on with it, up to ``stop``; a
    name bar's rating read apart (``ratings``) is passed over, never read as this block's."""
    size = _field_size(lines, texts, span[-1], stop)
    defended = False
    index = span[-1] + 1
    while index < stop:
        text, line = texts[index], lines[index]
        if index in ratings:
            index += 1
            continue
        header = index <= header_end and abs(line.size - size) <= _SIZE_TOLERANCE
        if _is_section(text) or _opens_field(line, text, size) or header:
            defended = defended or _defends(text)
        elif not (index - 1 == span[-1] and _continues(lines, texts, index, size)):
            resumed = None if defended else _resume(lines, texts, span[-1], stop, size)
            if resumed is None:
                break
            index = resumed
            continue
        span.append(index)
        index += 1
    return tuple(span)


def _extent(
    lines: Sequence[TextLine],
    texts: Sequence[str],
    opening: _Opening,
    stop: int,
    ratings: frozenset[int],
) -> tuple[int, ...]:
    """The indices of the lines of the block opening at ``opening``, up to ``stop``."""
    span = list(range(opening.name_line, opening.xp_line + 1))
    header_end = opening.xp_line + _grammar().header_lines
    return _follow(lines, texts, span, stop, header_end, ratings)


def _orphans(
    lines: Sequence[TextLine], texts: Sequence[str], taken: set[int], ratings: frozenset[int]
) -> list[tuple[int, ...]]:
    """Runs of field lines no block opened: a block's defences and the rest, printed at the
    top of another column than its header (the reading order put something in between)."""
    runs: list[tuple[int, ...]] = []
    ordered = sorted(taken)
    index = 0
    while index < len(lines):
        text = texts[index]
        if index in taken or not (_is_section(text) or _grammar().field.match(text)):
            index += 1
            continue
        after = bisect.bisect_left(ordered, index)
        stop = ordered[after] if after < len(ordered) else len(lines)
        run = _follow(lines, texts, [index], stop, index, ratings)
        if any(_defends(texts[i]) for i in run):
            runs.append(run)
        index = run[-1] + 1
    return runs


def _rejoin(
    lines: Sequence[TextLine],
    spans: list[tuple[int, ...]],
    cut: list[int],
    orphans: list[tuple[int, ...]],
) -> None:
    """Join each header cut before its defences (``cut``, indices into ``spans``) to the
    nearest run of orphan field lines on its page or the next or previous one."""
    free = list(orphans)
    reading = reading_page_numbers(lines)  # near in reading order, never by sheet number
    for number in cut:
        head = spans[number]
        page = reading[head[0]]
        near = [run for run in free if abs(reading[run[0]] - page) <= 1]
        if not near:
            continue
        run = min(near, key=lambda r: abs(r[0] - head[-1]))
        free.remove(run)
        spans[number] = head + run


def _bar_rating(
    lines: Sequence[TextLine], ratings: dict[int, list[int]], name_line: int
) -> int | None:
    """The lone "CR n" line printed at the right of a name bar on the name's own row: read
    apart from the name (a wide gap between them), it may sit anywhere in reading order.
    ``ratings`` holds the indices of the lone ratings of each page."""
    name = lines[name_line]
    for index in ratings.get(name.page, ()):
        line = lines[index]
        middle = (line.bbox.top + line.bbox.bottom) / 2
        if (
            line.page == name.page
            and name.bbox.top <= middle <= name.bbox.bottom
            and line.bbox.x0 >= name.bbox.x1
        ):
            return index
    return None


def find_banded_blocks(document: Document) -> tuple[tuple[StatBlock, tuple[int, ...]], ...]:
    """The banded d20 blocks of ``document`` with the indices of the lines each covers."""
    lines = document.lines
    texts = [clean_text(line.text).strip() for line in lines]
    openings = [
        opening
        for index, text in enumerate(texts)
        if text.startswith(("XP", "CR")) or " XP" in text
        if (opening := _opening(lines, texts, index)) is not None
    ]
    ratings: dict[int, list[int]] = {}
    for index, text in enumerate(texts):
        if text.startswith("CR") and _grammar().lone_rating.fullmatch(text):
            ratings.setdefault(lines[index].page, []).append(index)
    rating_set = frozenset(index for page in ratings.values() for index in page)
    spans: list[tuple[int, ...]] = []
    for number, opening in enumerate(openings):
        stop = openings[number + 1].name_line if number + 1 < len(openings) else len(lines)
        spans.append(_extent(lines, texts, opening, stop, rating_set))
    cut = [n for n, span in enumerate(spans) if not any(_defends(texts[i]) for i in span)]
    if cut:
        taken = {index for span in spans for index in span}
        _rejoin(lines, spans, cut, _orphans(lines, texts, taken, rating_set))
    found: list[tuple[StatBlock, tuple[int, ...]]] = []
    for opening, span in zip(openings, spans, strict=True):
        read = [texts[index] for index in span]
        rating = None
        if not _grammar().title_rating.search(texts[opening.name_line]):
            rating = _bar_rating(lines, ratings, opening.name_line)
        if rating is not None:
            read.insert(1, texts[rating])
            span = (*span, rating)
        name_line = lines[opening.name_line]
        # The block's box is where it opens: its name's column (it may go on in another).
        block_lines = [
            lines[index]
            for index in span
            if (lines[index].page, lines[index].column) == (name_line.page, name_line.column)
        ]
        text = "\n".join(read)
        fields = block_fields(text)
        fields["style"] = "3e"
        block = StatBlock(
            name=opening.name,
            page=lines[opening.name_line].page,
            source=lines_source(document, block_lines),
            count=opening.count,
            text=text.replace("\n", " "),
            **fields,
        )
        found.append((block, span))
    return tuple(found)
