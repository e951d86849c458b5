"""Named areas: headings under a locations heading, headings each followed by an
area-description label line, headings of one style each opening with a read-aloud paragraph, and
headings whose text opens by saying what place it is
("This is the home of …", "<Name> is a small village …") (see ``areas``)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from converter.detect.areas_common import (
    AREA_LABEL_RE,
    LOCATION_HEADING_RE,
    TABLE_HEADING_RE,
    Candidate,
    Context,
    Key,
    heading_level,
    join_lines,
    parse_key,
    wrapped_heading_lines,
)
from converter.detect.areas_header_cells import column_header
from converter.detect.areas_heading_text import (
    heading_to_name,
)
from converter.detect.areas_note_titles import without_note_titles
from converter.models import TextLine
from converter.ruledata import load_lexicon

# What a place's description says it is, after "This is" / "<Name> is".
_WORDS = load_lexicon("area_named")  # vocabulary: rules/lexicon/area_named.yaml
_SUBJECTS = "|".join(_WORDS["intro_subjects"])  # "This is …", "It is …"
PLACE_INTRO_RE = re.compile(
    rf"(?:the|an?)\s+(?:\w+\s+){{0,3}}?(?:{'|'.join(_WORDS['intro_nouns'])})\b", re.IGNORECASE
)
_IS_RE = re.compile(r"\s+is\s+", re.IGNORECASE)  # what must follow the subject
_THIS_IS_RE = re.compile(rf"^(?:{_SUBJECTS})\s+is\s+", re.IGNORECASE)
MIN_PROSE_WORDS = 8
MIN_PROSE_LINE_WORDS = 4
READ_ALOUD_MIN_WORDS = 15  # a read-aloud paragraph, not a type line or a subtitle
READ_ALOUD_INSET_EM = 0.5  # a boxed paragraph's left edge inside the GM text's, in font sizes
GM_TEXT_MIN_WORDS = 3  # the GM's text after read-aloud says something: a folio ("6") does not


def _has_area_label(ctx: Context, index: int) -> bool:
    """True when the line after heading ``index`` starts with an "Area …:" label."""
    following = index + 1
    return following < len(ctx.lines) and bool(
        AREA_LABEL_RE.match(ctx.lines[following].bold_prefix or "")
    )


def _paragraph(ctx: Context, first: int) -> list[TextLine]:
    """The lines of the block that starts at ``first``, up to a heading."""
    lines: list[TextLine] = []
    block = ctx.lines[first].block
    j = first
    while j < len(ctx.lines) and ctx.lines[j].block == block and j not in ctx.headings:
        lines.append(ctx.lines[j])
        j += 1
    return lines


def _words(lines: Sequence[TextLine]) -> int:
    """The words of letters on ``lines`` (a number or a sign is no word)."""
    return sum(1 for line in lines for word in line.text.split() if any(c.isalpha() for c in word))


def _opens_with_read_aloud(ctx: Context, index: int) -> bool:
    """True when heading ``index`` is followed by read-aloud text, the mark of a place a GM
    describes to the players: a paragraph of sentences set apart from the GM's text that
    follows it on the same page, in italics over roman type, or inset as in a drawn box.
    Rulebooks talk to the reader ("you") in plain paragraphs, and their italic lines after a
    heading are short (``Large beast, unaligned``)."""
    first = index + 1
    if first >= len(ctx.lines) or first in ctx.headings:
        return False
    box = _paragraph(ctx, first)
    after = first + len(box)
    if after >= len(ctx.lines) or after in ctx.headings:
        return False
    text = join_lines(box, ctx.body_size)
    if len(text.split()) < READ_ALOUD_MIN_WORDS or not re.search(r"[a-z]{2}[.!?]", text):
        return False
    gm_text = [line for line in _paragraph(ctx, after) if line.page == box[-1].page]
    if not gm_text or any(line.column != box[0].column for line in [*box, *gm_text]):
        return False
    if _words(gm_text) < GM_TEXT_MIN_WORDS:
        return False  # a page or slide number under a boxed note: no GM text to stand apart from
    if all(line.italic for line in box) and not any(line.italic for line in gm_text):
        return True
    inset = min(line.bbox.x0 for line in box) - min(line.bbox.x0 for line in gm_text)
    return inset >= READ_ALOUD_INSET_EM * ctx.body_size


def _introduces_place(ctx: Context, index: int) -> bool:
    """True when the text under heading ``index`` opens by saying what place it is: "This is
    the home of the sea elves …", "Tarnwick is a small fishing village …"."""
    heading = ctx.lines[index].text.strip()
    opening = join_lines(ctx.lines[index + 1 : index + 3], ctx.body_size)
    if _IS_RE.match(opening, len(heading)) is None:  # the heading's own name cannot lead
        match = _THIS_IS_RE.match(opening)  # (so no pattern is compiled for it)
    else:
        place_is = rf"^(?:{re.escape(heading)}|{_SUBJECTS})\s+is\s+"
        match = re.compile(place_is, re.IGNORECASE).match(opening)
    return match is not None and bool(PLACE_INTRO_RE.match(opening[match.end() :]))


def _has_prose(ctx: Context, index: int) -> bool:
    """True when the text under heading ``index`` holds a sentence (not a table column)."""
    lines: list[TextLine] = []
    for j in range(index + 1, min(index + 30, len(ctx.lines))):
        if j in ctx.headings and not AREA_LABEL_RE.match(ctx.lines[j].bold_prefix or ""):
            break
        lines.append(ctx.lines[j])
    text = join_lines(lines, ctx.body_size)
    first = [len(line.text.split()) for line in lines[:3]]
    if not first or sum(first) / len(first) < MIN_PROSE_LINE_WORDS:
        return False  # a table column: one or two words a line
    return len(text.split()) >= MIN_PROSE_WORDS and bool(re.search(r"[a-z]{2}[.!?]", text))


def _wrapped_headings(ctx: Context) -> dict[int, int]:
    """Each heading line's last line, for headings wrapped over several lines; the lines
    that continue one are left out."""
    last: dict[int, int] = {}
    continued: set[int] = set()
    for i in sorted(ctx.headings):
        if i not in continued:
            last[i] = i + wrapped_heading_lines(ctx, i)
            continued.update(range(i + 1, last[i] + 1))
    return last


def named_starts(ctx: Context, keyed: Sequence[Candidate]) -> list[Candidate]:
    """Headings under a locations heading, headings followed by an "Area …:" label, and
    headings of one style that each open with read-aloud text (two or more of them)."""
    keyed_lines = {c.index + k for c in keyed for k in range(c.title_lines)}
    last_line = _wrapped_headings(ctx)
    heading_list = sorted(last_line)
    labelled: Counter[tuple[float, bool]] = Counter()
    read_aloud: Counter[tuple[float, bool]] = Counter()
    for i in heading_list:
        if _has_area_label(ctx, last_line[i]):
            labelled[heading_level(ctx.lines[i])] += 1
        if _opens_with_read_aloud(ctx, last_line[i]):
            read_aloud[heading_level(ctx.lines[i])] += 1
    keyed_starts = sorted(c.index for c in keyed)
    found: list[Candidate] = []
    parents: dict[int, int] = {}  # a place found under a locations heading → that heading
    parent: tuple[float, bool] | None = None
    parent_index = -1
    for i in heading_list:
        if i in keyed_lines or parse_key(ctx.lines[i]) is not None:
            continue
        line = ctx.lines[i]
        last = last_line[i]
        title = " ".join(ctx.lines[j].text.strip() for j in range(i, last + 1))
        level = heading_level(line)
        has_label = _has_area_label(ctx, last)
        if parent is not None and level >= parent:
            parent = None
        if LOCATION_HEADING_RE.search(title) and not TABLE_HEADING_RE.search(title):
            parent, parent_index = level, i
            continue
        under_parent = parent is not None and level < parent
        if under_parent and any(parent_index < k < i for k in keyed_starts):
            continue  # a sub-heading inside a keyed area of this section
        if title.rstrip().endswith((".", ":")):
            continue  # a run-in label, not a place name
        if last == i and column_header(ctx, i):
            continue  # a table's header cell
        named = under_parent or (has_label and labelled[level] >= 2 and parent is None)
        named = named or _introduces_place(ctx, i)
        if not named and read_aloud[level] >= 2 and not TABLE_HEADING_RE.search(title):
            named = _opens_with_read_aloud(ctx, last)
        if named and _has_prose(ctx, last):
            key = Key("", "", 0, "")
            found.append(
                Candidate(i, key, heading_to_name(title), "", line.page, True, 0.0, last - i + 1)
            )
            if under_parent:
                parents[i] = parent_index
    return without_note_titles(ctx, found, parents)
