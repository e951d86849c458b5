"""Creatures a level roster puts in its rooms.

Some old-school modules print one roster for a whole level ("Room | Occupants | No. | AC |
HD | hp | Treasure") above short keyed entries that name no creature ("See roster."). Each
row is a stat block (``statblocks_roster``) whose key cell names the room its creatures are
in (``StatBlock.area_key``): they are present there, the row's count theirs, whatever the
room's text says, and the block is printed for that room, not for the area whose text the
roster happens to sit in. Keys may start again on the next level, so a row's room is the
first area with its key after the roster in reading order (else the last before it).

A level's roster of kinds ("Denizens | Where | Stats") lists in one row's rooms cell every
room the kind is in, each with its number there (``StatBlock.placements``): the kind is
present in each, with that number, when every key the cell lists is an area found (a cell of
dice or page numbers names none, and places nothing).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from converter.detect.creatures_names import name_to_singular
from converter.models import Area, CreatureMention, StatBlock


def _norm_key(key: str) -> str:
    return key.strip().rstrip(".").lower()


def _after(area: Area, block: StatBlock) -> bool:
    """True when the area starts after the block in reading order: its page read (never the
    sheet's number: an imposed booklet's sheet 1 holds its last page), then its top."""
    return area.source.reading_place() > block.source.reading_place()


def _room_of(areas: Sequence[Area], block: StatBlock, key: str) -> int | None:
    """The index of the area ``key`` names: the first with that key after the row, else the
    last before it; None when no area has it."""
    wanted = _norm_key(key)
    keyed = [i for i, area in enumerate(areas) if area.key and _norm_key(area.key) == wanted]
    later = [i for i in keyed if _after(areas[i], block)]
    if later:
        return later[0]
    return keyed[-1] if keyed else None


@dataclass(frozen=True)
class _Placed:
    block: StatBlock
    count: int | None
    count_text: str  # the count as printed ("many", "2d4": an amount, though no number)


def _placings(areas: Sequence[Area], block: StatBlock) -> list[tuple[int, _Placed]]:
    """The rooms a roster row puts its creatures in, each with the row's number there: its
    key cell's room, or every room of its rooms cell when each key is an area found (a cell
    whose keys name no area, dice or page numbers, places none)."""
    if block.area_key:
        room = _room_of(areas, block, block.area_key)
        return [] if room is None else [(room, _Placed(block, block.count, block.count_text))]
    rooms = [(_room_of(areas, block, key), count) for key, count in block.placements]
    if any(room is None for room, _ in rooms):
        return []
    return [
        (room, _Placed(block, count, "" if count is None else str(count)))
        for room, count in rooms
        if room is not None
    ]


def _mentions(placed: Sequence[_Placed]) -> tuple[CreatureMention, ...]:
    """One mention a creature kind: rows of one kind in one room add up (a count unknown
    in any row leaves the sum unknown)."""
    counts: dict[str, int | None] = {}
    texts: dict[str, str] = {}
    sources = {}
    for one in placed:
        name = name_to_singular(one.block.name)
        if name in counts:
            before = counts[name]
            counts[name] = None if before is None or one.count is None else before + one.count
            texts[name] = f"{texts[name]} + {one.count_text}"
        else:
            counts[name] = one.count
            texts[name] = one.count_text
            sources[name] = one.block.source
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
    placed = [block for block in statblocks if block.area_key or block.placements]
    if not placed:
        return tuple(areas)
    rooms: dict[int, list[_Placed]] = {}
    for block in placed:
        for room, one in _placings(areas, block):
            rooms.setdefault(room, []).append(one)
    # a name some block outside the rosters also has stays where that block is printed
    names = {block.name for block in placed} - {
        b.name for b in statblocks if not (b.area_key or b.placements)
    }
    out = []
    for index, area in enumerate(areas):
        own = rooms.get(index, [])
        blocks = [name for name in area.statblocks if name not in names]
        blocks += [one.block.name for one in own]
        creatures = (*_mentions(own), *area.creatures) if own else area.creatures
        out.append(replace(area, creatures=creatures, statblocks=tuple(dict.fromkeys(blocks))))
    return tuple(out)
