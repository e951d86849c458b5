"""Sibling keys: an area is known by its place in the key as well as by its text.

A heading keyed "B." between an "A." and a "C." set in the same type is the area B of that
key, however short its body ("B. Stair Head" over two lines and a creature list, its text
cut at the first sub-area "1."). The section reader scores such a heading by its scene
alone and drops it below the area floor; a key of the same kind and type as a neighbouring
area's, one step before or after it, keeps it (as key chains keep a terse entry by the
keys around it, ``areas_chains``). A place name without a key between two areas set in its
type is an area the same way (``between_kept``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Container, Sequence

from converter.detect.areas_common import (
    Candidate,
    Context,
)
from converter.detect.areas_heading_text import (
    small_caps_to_text,
)
from converter.models import Area

# a heading's own key: one capital letter or a number, then its stop and a title
_HEADING_KEY_RE = re.compile(r"^(?:(?P<upper>[A-Z])|(?P<number>\d{1,3}))[.:)]\s+\S")


def heading_key(text: str) -> tuple[str, int] | None:
    """The kind ("upper" or "number") and ordinal of the key opening a heading's text."""
    match = _HEADING_KEY_RE.match(small_caps_to_text(text.strip()))
    if match is None:
        return None
    if match.group("upper"):
        return "upper", ord(match.group("upper")) - ord("A") + 1
    return "number", int(match.group("number"))


def steps_between_areas(
    keys: Sequence[tuple[str, int] | None], styles: Sequence[object], areas: Sequence[bool]
) -> set[int]:
    """The positions whose key is one step after the key of the nearest sibling before it,
    or one step before the key of the nearest sibling after it, that sibling being an area
    on its own evidence (``areas``). A sibling is a key of the same kind in the same style
    (``styles``): sub-areas keyed another way in between are passed over."""
    placed: set[int] = set()
    for k, key in enumerate(keys):
        if key is None:
            continue
        for step in (-1, 1):
            j = k + step
            while 0 <= j < len(keys):
                other = keys[j]
                if other is not None and other[0] == key[0] and styles[j] == styles[k]:
                    break
                j += step
            if 0 <= j < len(keys) and areas[j] and keys[j] == (key[0], key[1] + step):
                placed.add(k)
    return placed


def _style(ctx: Context, start: Candidate) -> tuple[float, bool]:
    """A heading line's type: its size (to a half point) and weight."""
    line = ctx.lines[start.index]
    return round(line.size * 2) / 2, line.bold


def placed_by_siblings(
    ctx: Context, starts: Sequence[Candidate], areas: Sequence[Area], floor: float
) -> frozenset[int]:
    """The line indices of the starts whose key is one step from the key of a sibling that is
    an area on its own evidence (its confidence reaches ``floor``)."""
    keys = [heading_key(ctx.lines[start.index].text) for start in starts]
    styles = [_style(ctx, start) for start in starts]
    good = [area.confidence >= floor for area in areas]
    placed = steps_between_areas(keys, styles, good)
    return frozenset(starts[k].index for k in placed)


def between_kept(
    members: Sequence[int], kept: Container[int], fits: Callable[[int], bool]
) -> list[int]:
    """The ``members`` (section positions of one heading style) standing after one kept
    member and before another, not kept themselves, that ``fits``: the named key's
    counterpart of a key's place in its sequence (``steps_between_areas``). A short room
    set under a place name like its neighbours is a place because they are; a heading of
    another kind set like them (a note for the referee, a roll table) says so in its text,
    which ``fits`` reads."""
    ordered = sorted(members)
    kept_at = [k for k, p in enumerate(ordered) if p in kept]
    if len(kept_at) < 2:
        return []
    inner = ordered[kept_at[0] + 1 : kept_at[-1]]
    return [p for p in inner if p not in kept and fits(p)]
