"""A heading that resumes a place: "7. Well House (continued)" at the top of a page.

When an area runs over a page (or is cut by an advertisement, a map, a sidebar), many
modules repeat its heading where the text goes on, with a word that says so ("continued",
"cont.", "cont'd": ``rules/lexicon/page_furniture.yaml``). Such a heading names no new place:
it repeats the key, or with no key the name, of a place opened before it. Its text is that
place's, so the area it would open is merged into the earlier one. A heading with the word
but no earlier place of its key or name (the first part was never read as an area) is left
as it is. Pure functions over the areas' candidates.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from converter.detect.areas_common import Candidate, Context
from converter.models import Area, TextLine
from converter.ruledata import load_lexicon

_WORDS = "|".join(
    re.escape(w).replace(r"\.", r"\.?") + (r"(?!\w)" if w[-1].isalnum() else "")
    for w in sorted(load_lexicon("page_furniture")["continuation_words"], key=len, reverse=True)
)
# The continuation word closing a heading's name, with the brackets or dash round it.
_CONTINUED_RE = re.compile(
    rf"[\s,;:.—–-]*[(\[]?\s*\b(?:{_WORDS})\s*[)\]]?\s*[.:]?\s*$", re.IGNORECASE
)


def _folded(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", text.casefold()).split())


def continued_heading_text(ctx: Context, index: int, lines: int = 1) -> str:
    """The heading at ``index`` (``lines`` lines), with the next line when that line is the
    continuation word alone ("continued", "(cont.)") set in the heading's face and size in
    the same column: a continued heading wrapped in a narrow column ("6 Glazier's Chapel," /
    "continued") carries its word on its second line."""
    title = ctx.lines[index : index + lines]
    text = " ".join(line.text for line in title)
    after = index + lines
    if not title or after >= len(ctx.lines) or _CONTINUED_RE.search(text):
        return text
    last, nxt = title[-1], ctx.lines[after]
    alone = _CONTINUED_RE.match(nxt.text) is not None
    same_place = nxt.page == last.page and nxt.column == last.column
    if alone and same_place and _face(nxt) == _face(last):
        return f"{text} {nxt.text}"
    return text


def wrapped_word(ctx: Context, index: int) -> bool:
    """True when the line at ``index`` is the continuation word alone, wrapped under the
    heading line before it (``continued_heading_text``): the tail of that heading."""
    if index < 1 or _CONTINUED_RE.match(ctx.lines[index].text) is None:
        return False
    return continued_heading_text(ctx, index - 1) != ctx.lines[index - 1].text


def _face(line: TextLine) -> tuple[bool, float]:
    """A line's weight and type size (its last span's: a heading's name, after its key)."""
    span = line.spans[-1]
    return span.bold, round(span.size * 2) / 2


def _resumed_name(ctx: Context, start: Candidate) -> str | None:
    """The name a continued heading repeats ("Well House" in "7. Well House (continued)"),
    or None when the heading says no such thing. Only the heading line is read (and its
    continuation word wrapped onto the next): a run-in text after it is the place's text."""
    heading = continued_heading_text(ctx, start.index, start.title_lines)
    match = _CONTINUED_RE.search(heading)
    if match is None:
        return None
    head = heading[: match.start()]
    if start.key.text:
        key_at = head.find(start.key.text)
        head = head[key_at + len(start.key.text) :] if key_at >= 0 else head
    return _folded(head)


_LABELS = frozenset(w.casefold() for w in load_lexicon("area_keys")["key_label_words"])


def resumes_place(text: str, key: str, name: str) -> bool:
    """True when the heading ``text`` resumes the place keyed ``key`` and named ``name``: it
    ends with a continuation word and repeats the place's key (after a label word, "(Area 6
    continued)", its name optional) or, with no key, its name. Such a heading is no new
    place, so it does not end the place's text: what follows it is the place's, up to the
    next heading."""
    match = _CONTINUED_RE.search(text)
    if match is None:
        return False
    words = _folded(text[: match.start()]).split()
    while words and words[0] in _LABELS:
        words = words[1:]
    folded_key, folded_name = _folded(key), _folded(name)
    if folded_key:
        if words[: len(folded_key.split())] != folded_key.split():
            return False
        rest = " ".join(words[len(folded_key.split()) :])
        return not rest or rest == folded_name
    return bool(words) and " ".join(words) == folded_name


def resumed_places(ctx: Context, starts: Sequence[Candidate]) -> dict[int, int]:
    """For each start that resumes an earlier one, its position in ``starts`` → the earlier
    start's position: the last before it with its key (and its name, when the heading
    repeats one), or with no key, its name."""
    resumed: dict[int, int] = {}
    for i, start in enumerate(starts):
        name = _resumed_name(ctx, start)
        if name is None:
            continue
        for j in range(i - 1, -1, -1):
            earlier = starts[j]
            if j in resumed or earlier.key.text != start.key.text:
                continue
            earlier_name = _folded(earlier.name)
            if (start.key.text and not name) or (name and name == earlier_name):
                resumed[i] = j
                break
    return resumed


def merge_resumed(areas: list[Area], resumed: dict[int, int]) -> list[Area]:
    """The areas with each resumed part's text and blocks added to the place it resumes
    (positions as ``resumed_places`` gives them, the areas built one per start)."""
    merged = list(areas)
    for part, place in sorted(resumed.items()):
        first, more = merged[place], areas[part]
        merged[place] = replace(
            first,
            text=f"{first.text} {more.text}".strip(),
            statblocks=tuple(dict.fromkeys((*first.statblocks, *more.statblocks))),
            creatures=(*first.creatures, *more.creatures),
        )
    return [area for i, area in enumerate(merged) if i not in resumed]
