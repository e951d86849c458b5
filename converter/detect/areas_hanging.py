"""Hanging keys: a key printed alone in the left margin beside the heading it numbers,
the text indented past it (see ``areas``). The reader takes the margin for a column of its
own, so the keys come before, or after, the headings they belong to; each is put back in
front of the heading on its baseline. A table's key cell beside a name cell is left alone:
what is under a name cell is the next row's short name, not prose. A key cell beside an
entry that opens with a bold run-in name ("**Guild Hall.** Water drips …") is a keyed
description set as a table (a map's key printed as a legend): the key hangs beside the
name's line even when the cell is wide and the rows' text runs on as one paragraph."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace

from converter.detect.reading_pages import page_runs
from converter.models import TextLine

HANGING_KEY_CHARS = 6  # a key printed alone in the margin: "12", "B3.", "1-3"
HANGING_KEY_GAP_EM = 5.0  # ... at most this far left of its heading, in font sizes
SAME_BASELINE_EM = 0.3
BELOW_REACH_EM = 2.5  # the text under a heading starts within this many font sizes
MIN_BELOW_WORDS = 4  # ... with a line of prose, not a table cell's short name
CAPTION_OVER_KEY_PT = 1.0  # a line above a key this much larger is a caption, not its paragraph
KEY_CELL_GAP_EM = 20.0  # a key cell's key at most this far left of its row's bold run-in name
RUN_IN_END = (".", ":", "—", "–")  # a bold run-in name ends so, then the text runs on
LINE_NUMBER_RUN = 4  # numbers down a margin at one pitch, counting at one step: line numbers
LINE_NUMBER_SCALE = 0.85  # ... set at most this share of the page's text size, not bold
EDGE_SLACK_PT = 1.5  # ... their right edges one (set flush right), within this
PITCH_SLACK_PT = 0.6  # ... each step down the page the same, within this

# a bare number in a margin: its size, right edge, top, value and line index
Number = tuple[float, float, float, int, int]


def _key_text(text: str, is_key: Callable[[str], bool]) -> bool:
    text = text.strip()
    if not text or len(text) > HANGING_KEY_CHARS or not any(c.isdigit() for c in text):
        return False
    return is_key(text)


def _lone_key(lines: Sequence[TextLine], index: int, is_key: Callable[[str], bool]) -> bool:
    """True when line ``index`` is a key and nothing else, in a block of its own or in a
    block of keys alone (the reader took a margin of keys, one under another, for one
    paragraph), maybe under a larger caption or heading read into that block."""
    line = lines[index]
    if not _key_text(line.text, is_key):
        return False
    place = (line.page, line.column, line.block)
    return all(
        (lines[k].page, lines[k].column, lines[k].block) != place
        or _key_text(lines[k].text, is_key)
        or (k < index and lines[k].size >= line.size + CAPTION_OVER_KEY_PT)
        for k in (index - 1, index + 1)
        if 0 <= k < len(lines)
    )


def _opens_paragraph_below(lines: Sequence[TextLine], index: int, page: range) -> bool:
    """True when line ``index`` starts its block and prose goes on right under it, at its
    left edge or a little inset (read-aloud text): a heading over its text. A table's
    cell beside a key cell has the next cell of its row beside it and a short name below."""
    line = lines[index]
    place = (line.page, line.column, line.block)
    before = index > 0 and (lines[index - 1].page, lines[index - 1].column, lines[index - 1].block)
    if before == place:
        return False
    after = lines[index + 1] if index + 1 < len(lines) else None
    if after is not None and (after.page, after.column, after.block) == place:
        return after.bbox.top > line.bbox.bottom - 1
    reach = line.bbox.bottom + BELOW_REACH_EM * line.size
    inset = line.bbox.x0 + HANGING_KEY_GAP_EM * line.size
    below = [
        lines[j]
        for j in page
        if line.bbox.bottom - 1 < lines[j].bbox.top <= reach
        and line.bbox.x0 - 1 <= lines[j].bbox.x0 <= inset
    ]
    return sum(len(ln.text.split()) for ln in below) >= MIN_BELOW_WORDS


def _opens_run_in_entry(line: TextLine) -> bool:
    """True when ``line`` opens with a bold run-in name and goes on in the body face
    ("**Guild Hall.** Water drips …"): an entry starts there, though the reader ran the
    rows of a table, parted by rules rather than gaps, into one paragraph."""
    lead = line.bold_prefix
    rest = line.text.strip()[len(lead) :].strip()
    return (
        bool(rest)
        and lead.endswith(RUN_IN_END)
        and any(c.isalpha() for c in lead)
        and not lead[:1].isdigit()
    )


def _hanging_partner(lines: Sequence[TextLine], index: int, page: range) -> int | None:
    """The heading a lone key hangs beside: the line starting a paragraph on the key's
    baseline, a little to its right; else the nearest line to its right on that baseline
    when it opens with a bold run-in name within a key cell's width (a key table's row)."""
    key = lines[index]
    beside: list[tuple[float, int]] = []
    for j in page:
        line = lines[j]
        gap = line.bbox.x0 - key.bbox.x1
        if j == index or abs(line.bbox.top - key.bbox.top) > SAME_BASELINE_EM * key.size:
            continue
        if 0 <= gap <= HANGING_KEY_GAP_EM * key.size and _opens_paragraph_below(lines, j, page):
            return j
        if gap >= 0:
            beside.append((gap, j))
    if not beside:
        return None
    gap, nearest = min(beside)
    if gap <= KEY_CELL_GAP_EM * key.size and _opens_run_in_entry(lines[nearest]):
        return nearest
    return None


def line_numbers(lines: Sequence[TextLine], span: range) -> frozenset[int]:
    """The lines of ``span`` (one page) that number the text's lines down a margin, as
    drafts and manuscripts do: bare numbers in one plain size, smaller than the page's text
    (an annotation, where a key is set at least as large and often bold), flush right on one
    edge, at least ``LINE_NUMBER_RUN`` of them one under another at one pitch and counting up
    at one step (every line or every fifth). Keys hang beside headings, as far apart as the texts
    between them: no run of them keeps one pitch while counting at one step."""
    sizes: Counter[float] = Counter()
    for i in span:
        sizes[round(lines[i].size, 1)] += len(lines[i].text)
    small = sizes.most_common(1)[0][0] * LINE_NUMBER_SCALE if sizes else 0.0
    numbers = sorted(
        (round(lines[i].size, 1), lines[i].bbox.x1, lines[i].bbox.top, int(text), i)
        for i in span
        if (text := lines[i].text.strip()).isdecimal()
        and len(text) <= HANGING_KEY_CHARS
        and lines[i].size <= small
        and not lines[i].bold
    )
    margins: list[list[Number]] = []  # one size, right edges within EDGE_SLACK_PT
    for number in numbers:
        same = margins and margins[-1][-1][0] == number[0]
        if same and number[1] - margins[-1][-1][1] <= EDGE_SLACK_PT:
            margins[-1].append(number)
        else:
            margins.append([number])
    found: set[int] = set()
    for margin in margins:
        run: list[Number] = []
        for number in sorted(margin, key=lambda n: n[2]):
            if run and not _steps_on(run, number):
                found |= {n[4] for n in run} if len(run) >= LINE_NUMBER_RUN else set()
                run = run[-1:]
            run.append(number)
        found |= {n[4] for n in run} if len(run) >= LINE_NUMBER_RUN else set()
    return frozenset(found)


def _steps_on(run: Sequence[Number], number: Number) -> bool:
    """True when ``number`` goes on the run above it: counting up, further down, and (from
    the run's second number) at the run's step and pitch."""
    last = run[-1]
    if number[3] <= last[3] or number[2] <= last[2]:
        return False
    if len(run) < 2:
        return True
    before = run[-2]
    step, pitch = last[3] - before[3], last[2] - before[2]
    return number[3] - last[3] == step and abs((number[2] - last[2]) - pitch) <= PITCH_SLACK_PT


def attach_hanging_keys(
    lines: Sequence[TextLine], is_key: Callable[[str], bool]
) -> tuple[TextLine, ...]:
    """Put each key printed alone in a left margin (a hanging key, set beside the heading
    it numbers while the text is indented past it) in front of its heading: the reader
    takes the margin for a column of its own and reads every key before any heading.
    ``is_key`` tells a key alone ("12", "B3.") from other short text."""
    keys: dict[int, int] = {}  # heading line -> its key line
    # a reading page's lines, not its sheet's: a booklet's sheet holds two pages read far
    # apart, and every line read between them would be searched for a partner
    for span in page_runs(lines):
        numbering = line_numbers(lines, span)
        for index in span:
            if index not in numbering and _lone_key(lines, index, is_key):
                partner = _hanging_partner(lines, index, span)
                if partner is not None and partner not in keys:
                    keys[partner] = index
    if not keys:
        return tuple(lines)
    moved = set(keys.values())
    out: list[TextLine] = []
    for index, line in enumerate(lines):
        if index in moved:
            continue
        key = keys.get(index)
        out.append(line if key is None else _key_before(lines[key], line))
    return tuple(out)


def _key_before(key: TextLine, heading: TextLine) -> TextLine:
    first = key.spans[0] if key.spans else heading.spans[0]
    space = replace(first, text=" ")
    return replace(
        heading,
        text=f"{key.text.strip()} {heading.text.strip()}",
        spans=(*key.spans, space, *heading.spans),
        bbox=key.bbox.union(heading.bbox),
        char_x=_joined_places(key, heading),
    )


def _joined_places(key: TextLine, heading: TextLine) -> tuple[float, ...]:
    """The letters' places of the key put before its heading (the space between them spans
    the gap), or none when either line's are unknown: a table's cells stay told apart by
    their x (``areas_table_axes``)."""
    placed_key, placed_heading = key.placed_chars, heading.placed_chars
    if placed_key is None or placed_heading is None:
        return ()
    first, second = _stripped(placed_key), _stripped(placed_heading)
    if first is None or second is None:
        return ()
    gap = (first[-1][2], second[0][1])
    return tuple(x for _, x0, x1 in (*first, (" ", *gap), *second) for x in (x0, x1))


def _stripped(chars: Sequence[tuple[str, float, float]]) -> list[tuple[str, float, float]] | None:
    text = "".join(c for c, _, _ in chars)
    start = len(text) - len(text.lstrip())
    end = len(text.rstrip())
    return list(chars[start:end]) if end > start else None
