"""Creatures a level roster puts in its rooms.

Some old-school modules print one roster for a whole level ("Room | Occupants | No. | AC |
HD | hp | Treasure") above short keyed entries that name no creature ("See roster."). Each
row is a stat block (``statblocks_roster``) whose key cell names the room its creatures are
in (``StatBlock.area_key``): they are present there, the row's count theirs, whatever the
room's text says, and the block is printed for that room, not for the area whose text the
roster happens to sit in. Keys may start again on the next level, so a row's room is the
first area with its key after the roster in reading order (else the last before it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from converter.detect.creatures_names import name_to_singular
from converter.models import Area, CreatureMention, StatBlock


def _norm_key(key: str) -> str:
    return key.strip().rstrip(".").lower()


def _after(area: Area, block: StatBlock) -> bool:
    """True when the area starts after the block in reading order: its page read (never the
    sheet's number: an imposed booklet's sheet 1 holds its last page), then its top."""
    return area.source.reading_place() > block.source.reading_place()


def _room_of(areas: Sequence[Area], block: StatBlock) -> int | None:
    """The index of the area the row's key names: the first with that key after the row,
    else the last before it; None when no area has it."""
    key = _norm_key(block.area_key or "")
    keyed = [i for i, area in enumerate(areas) if area.key and _norm_key(area.key) == key]
    later = [i for i in keyed if _after(areas[i], block)]
    if later:
        return later[0]
    return keyed[-1] if keyed else None


def _mentions(blocks: Sequence[StatBlock]) -> tuple[CreatureMention, ...]:
    """One mention a creature kind: rows of one kind in one room add up (a count unknown
    in any row leaves the sum unknown)."""
    counts: dict[str, int | None] = {}
    texts: dict[str, str] = {}
    sources = {}
    for block in blocks:
        name = name_to_singular(block.name)
        if name in counts:
            before = counts[name]
            counts[name] = None if before is None or block.count is None else before + block.count
            texts[name] = f"{texts[name]} + {block.count_text}"
        else:
            counts[name] = block.count
            texts[name] = block.count_text
            sources[name] = block.source
    # the cell as printed: an amount with no number ("many", "2d4") stays one
    return tuple(
        CreatureMention(
            name, count, str(count) if count is not None else texts[name], sources[name]
        )
        for name, count in counts.items()
    )


def with_rostered(areas: Sequence[Area], statblocks: Sequence[StatBlock]) -> tuple[Area, ...]:
    """Each area with the creatures of the roster rows naming its key listed first, their
    blocks its own and no other area's."""
    placed = [block for block in statblocks if block.area_key]
    if not placed:
        return tuple(areas)
    rooms: dict[int, list[StatBlock]] = {}
    for block in placed:
        room = _room_of(areas, block)
        if room is not None:
            rooms.setdefault(room, []).append(block)
    # a name some block outside the rosters also has stays where that block is printed
    names = {block.name for block in placed} - {b.name for b in statblocks if not b.area_key}
    out = []
    for index, area in enumerate(areas):
        own = rooms.get(index, [])
        blocks = [name for name in area.statblocks if name not in names]
        blocks += [block.name for block in own]
        creatures = (*_mentions(own), *area.creatures) if own else area.creatures
        out.append(replace(area, creatures=creatures, statblocks=tuple(dict.fromkeys(blocks))))
    return tuple(out)
