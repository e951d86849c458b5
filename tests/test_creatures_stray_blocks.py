"""A stat block floated out of its own room is no creature of the room read before it.

A two-column page floats a 5e block to the next page's top (or across the columns): in
reading order its text lands at the end of the room before, whose own text names other
creatures and never this one. Its name line is then the room's one word of it, and it
names no creature there; a room whose text names nothing but its blocks keeps them, and a
room that names the block's creature keeps it.
"""

from __future__ import annotations

from converter.detect.creatures_stage import find_creatures
from converter.models import Area, Source, StatBlock

TOAD = (
    "Marsh Toad Small beast, neutral Armor Class 11 Hit Points 5 (1d6 + 2) Speed 30 ft. "
    "Challenge 1/4 (50 XP) Actions Bite. Melee Weapon Attack: +4 to hit, reach 5 ft."
)
SEA_DOOR = (
    "Soot streaks the ceiling above a bell rope. 3d6 gorgon hounds play dice for brass "
    "buttons. A spiral stair climbs to the lamp room. "
)


def _block(name: str, page: int) -> StatBlock:
    return StatBlock(name=name, page=page, style="5e", source=Source("m.pdf", page))


def _area(key: str, name: str, text: str) -> Area:
    return Area(key=key, name=name, page=1, text=text, source=Source("m.pdf", 1))


def _names(area: Area) -> list[str]:
    return sorted(m.name for m in area.creatures)


def test_a_floated_block_names_no_creature_in_the_room_read_before_it() -> None:
    blocks = [_block("Marsh Toad", 2), _block("Gorgon Hound", 1)]
    rooms = [
        _area("3", "Sea Door", SEA_DOOR + TOAD),
        _area("4", "Oil Store", "Two marsh toads hum a wreckers' shanty by the stair."),
    ]
    sea_door, oil_store = find_creatures(rooms, blocks)
    assert _names(sea_door) == ["gorgon hound"]
    assert _names(oil_store) == ["marsh toad"]


def test_a_room_of_its_blocks_alone_keeps_them() -> None:
    blocks = [_block("Marsh Toad", 1)]
    (room,) = find_creatures([_area("3", "Sea Door", "The room is damp. " + TOAD)], blocks)
    assert _names(room) == ["marsh toad"]


def test_a_room_naming_the_block_keeps_it() -> None:
    blocks = [_block("Marsh Toad", 1), _block("Gorgon Hound", 1)]
    text = SEA_DOOR + "A marsh toad croaks on the sill. " + TOAD
    (room,) = find_creatures([_area("3", "Sea Door", text)], blocks)
    assert _names(room) == ["gorgon hound", "marsh toad"]


def test_a_block_no_neighbour_names_stays_in_its_room() -> None:
    """A room may name its occupant by a role alone ("the guardian") over the kind's block
    and name other creatures too: with no room beside it naming the block's creature, the
    block is the room's own."""
    blocks = [_block("Marsh Toad", 1), _block("Gorgon Hound", 1)]
    rooms = [
        _area("3", "Sea Door", SEA_DOOR + "The guardian of the stair croaks. " + TOAD),
        _area("4", "Oil Store", "Oil jars stand in rows along the wall."),
    ]
    sea_door, _ = find_creatures(rooms, blocks)
    assert _names(sea_door) == ["gorgon hound", "marsh toad"]


def test_a_name_opening_a_terse_fragment_is_the_rooms_own_mention() -> None:
    """A terse key names a room's creature alone as a sentence of its own ("Scribe,
    asleep.", "Ash Imp."): capitalised, its one mention, beside a room whose block it is.
    A block prints its name over its statistics with no stop or comma and clause after it,
    so such a name is the text's own mention, and the room keeps its creature."""
    blocks = [_block("Scribe", 1), _block("Ash Imp", 1)]
    for fragment, name in (("Scribe, asleep.", "scribe"), ("Ash Imp.", "ash imp")):
        rooms = [
            _area("6", "Feast Hall", f"Wet floor. {fragment.split(',')[0].rstrip('.')} (AC 9)."),
            _area("7", "Guard Post", f"Collapsed to the north. 9 Watchmen. {fragment} 40 sp."),
        ]
        _, guard_post = find_creatures(rooms, blocks)
        assert _names(guard_post) == sorted(["watchman", name])
