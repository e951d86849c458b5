"""The area detector's ``Context`` built from a document: run-on keys cut into lines of their
own, lone keys joined to the text they hang by, the body type size, and which lines are
headings (a few words set bold, larger or in capitals, that are neither stat fields nor the
end of a running sentence)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import cache

from converter.detect.areas_capitals import digit_slip_keys, single_capital_readings
from converter.detect.areas_common import (
    LARGER_PT,
    MAX_HEADING_WORDS,
    TABLE_HEADING_RE,
    WRAP_GAP,
    Context,
    heading_level,
    key_slip_read,
    lines_to_body_size,
    parse_key_text,
)
from converter.detect.areas_fields import rows_beside_labels
from converter.detect.areas_hanging import attach_hanging_keys
from converter.detect.areas_margins import notes_and_floats
from converter.detect.areas_sizes import (
    DIE_OPENING_RE,
    running_text,
    running_text_ceiling,
    size_without_initial,
)
from converter.detect.areas_word_keys import document_key_words
from converter.detect.statline import find_fields
from converter.models import Document, TextLine, TextSpan
from converter.ruledata import load_lexicon

STOP_END_RE = re.compile(r"[.!?:\"”]\s*$")  # a sentence or a heading ends here


def is_heading(line: TextLine, body_size: float, larger_from: float = 0.0) -> bool:
    """A line of a few words, not running on, set bold, larger than the body (from
    ``larger_from`` where sizes are noise) or in capitals."""
    words = line.text.split()
    if not words or len(words) > MAX_HEADING_WORDS or not any(c.isalpha() for c in line.text):
        return False
    # a key's OCR slip ("l Clock Room") is the digit's, no lower-case sentence's start
    opening = key_slip_read(line.text.lstrip())[:1]
    if line.text.rstrip().endswith((",", ";")) or opening.islower():
        return False
    larger = max(body_size + LARGER_PT, larger_from)
    bigger = size_without_initial(line) >= larger
    # where sizes are noise, capitals at a body line's size or under it are a heading's too
    smallest = body_size - 0.2 - (larger - body_size - LARGER_PT)
    caps = len(words) >= 1 and line.text.upper() == line.text and line.size >= smallest
    return line.bold or bigger or (caps and len(line.text) > 3)


def _wrapped_after_comma(
    lines: Sequence[TextLine], index: int, body_size: float, larger_from: float
) -> bool:
    """True for a heading's first line ending on a comma, wrapped inside the list it prints
    ("5 Pump Chamber — 4 hill trolls," / "1d4+1 wolves"): a comma ends no heading, so the
    line alone reads as running text, but the line under it, a heading's line in the same
    size and weight, in its block and set tight under it, shows the heading goes on there."""
    line = lines[index]
    if not line.text.rstrip().endswith(",") or index + 1 >= len(lines):
        return False
    following = lines[index + 1]
    return (
        (following.page, following.column, following.block) == (line.page, line.column, line.block)
        and heading_level(following) == heading_level(line)
        and following.bbox.top - line.bbox.bottom <= WRAP_GAP * line.size
        and is_heading(replace(line, text=line.text.rstrip()[:-1]), body_size, larger_from)
        and is_heading(following, body_size, larger_from)
    )


def _caps_fragment(
    lines: Sequence[TextLine], index: int, body_size: float, larger_from: float = 0.0
) -> bool:
    """True for a line in capitals at body size, neither bold nor larger, that is no title:
    stat fields ("F1, ML 7, AL N", the tail of a stat line wrapped in a narrow box) or the
    end of the line before it, which runs on without a stop ("… SZ M; INT low;" / "AL CE")."""
    line = lines[index]
    if line.bold or size_without_initial(line) >= max(body_size + LARGER_PT, larger_from):
        return False
    if find_fields(line.text):
        return True
    previous = lines[index - 1] if index > 0 else None
    return (
        previous is not None
        and (previous.page, previous.column, previous.block) == (line.page, line.column, line.block)
        and not STOP_END_RE.search(previous.text)
        and not is_heading(previous, body_size, larger_from)
    )


def _split_at(line: TextLine, at: int) -> tuple[TextLine, TextLine]:
    """Cut a line before span ``at``; the box is shared out by characters."""
    before, after = line.spans[:at], line.spans[at:]
    head = "".join(s.text for s in before).rstrip()
    tail = "".join(s.text for s in after).lstrip()
    share = len(head) / max(len(head) + len(tail), 1)
    box = line.bbox
    middle = box.x0 + share * (box.x1 - box.x0)
    first = replace(line, text=head, spans=before, bbox=replace(box, x1=middle))
    second = replace(line, text=tail, spans=after, bbox=replace(box, x0=middle))
    return first, second


def split_run_on_keys(lines: Sequence[TextLine]) -> tuple[TextLine, ...]:
    """Cut lines where a bold key lead starts after a sentence ("… the door. **02.09 Mill.**
    Five …"): keys printed run on inside a paragraph each open an entry of their own."""
    out: list[TextLine] = []
    carried: TextLine | None = None  # a key cut off a line's end, its name on the next line
    for line in lines:
        pending = line
        if carried is not None:
            if _opens_entry(carried, pending):
                pending = _prefixed(carried, pending)
            else:
                out.append(carried)
            carried = None
        k = 1
        while k < len(pending.spans):
            span = pending.spans[k]
            before = "".join(s.text for s in pending.spans[:k]).rstrip()
            if (
                span.bold
                and not pending.spans[k - 1].bold
                and before.endswith((".", "!", "?"))
                and parse_key_text(span.text) is not None
            ):
                first, pending = _split_at(pending, k)
                out.append(first)
                k = 1
                continue
            k += 1
        pieces = _split_coordinate_keys(pending)
        if len(pieces) > 1 and _coordinate_key().fullmatch(pieces[-1].text.rstrip(".:")):
            carried = pieces.pop()
        out.extend(pieces)
    if carried is not None:
        out.append(carried)
    return tuple(out)


def _opens_entry(key: TextLine, line: TextLine) -> bool:
    """True when ``line`` goes on from the key cut off the end of the line before it: the
    same page, column and paragraph, and it opens with a capitalised word (the key's name)."""
    same = (key.page, key.column, key.block) == (line.page, line.column, line.block)
    return same and line.text[:1].isupper()


def _prefixed(key: TextLine, line: TextLine) -> TextLine:
    """``line`` with the key cut off the end of the line before it in front: a key that ends
    a line heads the entry that the next line runs on with, as the reader reads it."""
    spans = (replace(key.spans[0], text=key.text + " "), *line.spans)
    return replace(line, text=f"{key.text} {line.text}", spans=spans, char_x=())


@cache
def _coordinate_key() -> re.Pattern[str]:
    return re.compile(load_lexicon("area_keys")["coordinate_key"])  # rules/lexicon/area_keys.yaml


@cache
def _coordinate_run_on() -> re.Pattern[str]:
    key = _coordinate_key().pattern
    # before a capitalised name, or at the line's end (the name wraps onto the next line)
    return re.compile(rf"[.!?]\s+(?P<key>{key})[.:]?(?:\s+[A-Z]|\s*$)")


def _split_coordinate_keys(line: TextLine) -> list[TextLine]:
    """Cut a line before each map grid's coordinate key run on after a sentence ("… sleeps
    here. 03.08 Crooked Tower: …"), in the body's type too (a key set in a tinted box): the
    shape is a key's alone. The cut falls inside a span, which is split there."""
    out: list[TextLine] = []
    pending = line
    while (found := _coordinate_run_on().search(pending.text)) is not None:
        first, pending = _split_text_at(pending, found.start("key"))
        out.append(first)
    out.append(pending)
    return out


def _split_text_at(line: TextLine, at: int) -> tuple[TextLine, TextLine]:
    """Cut a line at character ``at`` of its text (splitting the span there)."""
    spans: list[TextSpan] = []
    cut, seen = 0, 0
    for span in line.spans:
        inside = at - seen
        if 0 < inside < len(span.text):
            spans += [
                replace(span, text=span.text[:inside]),
                replace(span, text=span.text[inside:]),
            ]
            cut = len(spans) - 1
        else:
            if inside == 0:
                cut = len(spans)
            spans.append(span)
        seen += len(span.text)
    return _split_at(replace(line, spans=tuple(spans)), cut)


def _lone_key_text(text: str) -> bool:
    """True when ``text`` is a key and nothing else ("12", "B3.")."""
    parsed = parse_key_text(text)
    return parsed is not None and not parsed[1]


def _table_caption(lines: Sequence[TextLine], index: int) -> bool:
    """True for a table's caption, whatever size an OCR layer gave it: a few words naming a
    table ("Rumours Heard in the Village (d6)", "Random Encounters"), no stop, over the
    table's die header row ("d6 Rumour"). It heads the table's rows and ends what came
    before, as a heading does (asked only where sizes are noise)."""
    text = lines[index].text.strip()
    if index + 1 >= len(lines) or STOP_END_RE.search(text):
        return False
    return (
        len(text.split()) <= MAX_HEADING_WORDS
        and bool(TABLE_HEADING_RE.search(text))
        and bool(DIE_OPENING_RE.match(lines[index + 1].text.lstrip()))
    )


def document_to_context(document: Document) -> Context:
    lines = attach_hanging_keys(split_run_on_keys(document.lines), _lone_key_text)
    lines = rows_beside_labels(lines)  # a label | text table's cells after their labels
    # a margin's notes, and the boxes the text flows around, by the text beside them
    lines, margin_notes, floats = notes_and_floats(lines)
    body = lines_to_body_size(lines)
    ceiling = running_text_ceiling(lines)
    larger = body + LARGER_PT if ceiling is None else max(body, ceiling) + LARGER_PT
    headings = frozenset(
        i
        for i, line in enumerate(lines)
        if (is_heading(line, body, larger) or _wrapped_after_comma(lines, i, body, larger))
        and not _caps_fragment(lines, i, body, larger)
        and not (ceiling is not None and running_text(lines, i, larger))
        or (ceiling is not None and _table_caption(lines, i))
    )
    ctx = Context(
        lines, body, headings, larger, ceiling is not None, margin_notes=margin_notes, floats=floats
    )
    letters, romans = single_capital_readings(ctx)
    ctx = replace(ctx, letter_keys=letters, roman_keys=romans)
    ctx = replace(ctx, slip_keys=digit_slip_keys(ctx))
    return replace(ctx, key_words=document_key_words(ctx))
