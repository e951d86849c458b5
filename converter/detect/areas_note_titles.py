"""A bold title at the text's own size under headings set like the places is no place.

Headings rank by size: a module sets its place names in one style ("Oil Store", "Watch
Platform", larger than the text) and the lowest rank of heading, a bold line at the text's
own size, titles what belongs to a place or stands beside the places: a boxed note ("For the
Referee", "Note"), a sidebar, a part of a room. Such a title is never a sibling of the
places. It matters most where a sidebar is floated to a column's top or foot (a zine set in
Typst or InDesign, a sidebar that does not fit where it is anchored goes where there is
room): the reader takes the box between a room's text and the rest of that text (the next
column's top), so the box's title, read as a place, took that rest (its creatures, its stat
lines) from the room, whose own text was then too short to pass as a place.

Both area readers ask it: ``areas_named`` of the headings under a locations heading (set
smaller than the size most of the places under it share, two of them at least) and
``areas_sections`` of a section under a heading set like the places (a level that heads two
kept unkeyed areas at least), whether that heading passed as an area or not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Mapping, Sequence

from converter.detect.areas_common import Candidate, Context
from converter.models import Section

SMALLER_THAN_PLACES_PT = 0.5  # a heading this much smaller than the places' ...
TEXT_SIZE_PT = 0.3  # ... and no larger than the text (give or take this) is a note's title
MIN_PLACES_OF_STYLE = 2  # a size or level heads this many places at least: the places' style


def _at_text_size(ctx: Context, index: int) -> bool:
    return ctx.lines[index].size <= ctx.body_size + TEXT_SIZE_PT


def without_note_titles(
    ctx: Context, found: list[Candidate], parents: dict[int, int]
) -> list[Candidate]:
    """``found`` less the note titles among the headings under a locations heading
    (``parents``: each such heading's locations heading): set at the text's size and smaller
    than the size most of the places under the same locations heading share."""
    sizes: dict[int, Counter[float]] = {}
    for cand in found:
        if cand.index in parents:
            sizes.setdefault(parents[cand.index], Counter())[_size(ctx, cand)] += 1
    places = {p: c.most_common(1)[0] for p, c in sizes.items()}

    def note_title(cand: Candidate) -> bool:
        size, count = places[parents[cand.index]]
        return (
            count >= MIN_PLACES_OF_STYLE
            and _size(ctx, cand) < size - SMALLER_THAN_PLACES_PT
            and _at_text_size(ctx, cand.index)
        )

    return [cand for cand in found if cand.index not in parents or not note_title(cand)]


def _size(ctx: Context, cand: Candidate) -> float:
    return round(ctx.lines[cand.index].size, 1)


def place_levels_of(
    sections: Sequence[Section],
    considered: Mapping[int, tuple[Candidate, object, bool]],
    kept: Container[int],
) -> frozenset[int]:
    """The heading levels that head ``MIN_PLACES_OF_STYLE`` kept unkeyed areas or more (by
    position in ``sections``): the style the module sets its place names in."""
    levels = Counter(
        sections[p].heading.level
        for p, (cand, _, _) in considered.items()
        if p in kept and not cand.key.text
    )
    return frozenset(level for level, n in levels.items() if n >= MIN_PLACES_OF_STYLE)


def note_title_under(
    ctx: Context, sections: Sequence[Section], position: int, place_levels: frozenset[int]
) -> bool:
    """True for a section headed at the text's own size under a heading set like the places
    (one of ``place_levels``), whether that heading passed as an area or not."""
    if not _at_text_size(ctx, sections[position].heading.index):
        return False
    parent = sections[position].parent
    while parent is not None:
        if sections[parent].heading.level in place_levels:
            return True
        parent = sections[parent].parent
    return False


def places_holding_notes(
    ctx: Context,
    sections: Sequence[Section],
    considered: Mapping[int, tuple[Candidate, object, bool]],
    kept: Container[int],
    place_levels: frozenset[int],
) -> list[int]:
    """The unkeyed sections headed like the places (``place_levels``) that did not pass and
    hold a note's title (``note_title_under``): the room's text that runs on past the note
    was read as the note's, so the room is to be judged with its parts."""
    holding = {
        sections[c].parent
        for c in range(len(sections))
        if sections[c].parent is not None and note_title_under(ctx, sections, c, place_levels)
    }
    return [
        p
        for p in sorted(p for p in holding if p is not None)
        if p in considered
        and p not in kept
        and not considered[p][0].key.text
        and sections[p].heading.level in place_levels
    ]
