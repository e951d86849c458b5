"""The fields of an area template on lines built by hand: a table's text cells read after
their labels, wherever the reader put them; a label wrapped in a narrow cell; a Monsters
field read as a list, also when the reader joined each label cell to its row."""

from __future__ import annotations

import pytest

from converter.detect.areas_fields import field_creatures, rows_beside_labels
from converter.models import BBox, Source, TextLine, TextSpan

SOURCE = Source("case.pdf", 1)


def _line(
    text: str, x0: float, top: float, size: float, bold: bool = False, column: int = 0
) -> TextLine:
    span = TextSpan(text, "Case-Bold" if bold else "Case", size, bold, False)
    box = BBox(x0, top, x0 + 0.5 * size * len(text), top + size)
    return TextLine(text, 1, box, (span,), column, column)


@pytest.mark.parametrize("size", [8.0, 9.5, 11.0])
def test_cells_read_apart_go_back_to_their_labels(size: float) -> None:
    lead = size * 1.25
    labels = ["Description", "Monsters", "Traps", "Exits"]
    cells = [
        ["A cold hall.", "Dust lies thick."],
        ["3 ghouls", "A bog hag."],
        ["None"],
        ["A door."],
    ]
    left: list[TextLine] = [_line("1. Cold Hall", 50, 40, size + 2, bold=True)]
    right: list[TextLine] = []
    top = 40 + 2 * lead
    for label, cell in zip(labels, cells, strict=True):
        left.append(_line(label, 52, top, size, bold=True))
        right += [
            _line(text, 52 + 12 * size, top + k * lead, size, column=1)
            for k, text in enumerate(cell)
        ]
        top += lead * len(cell) + 4
    order = [line.text for line in rows_beside_labels([*left, *right])]
    assert order == [
        "1. Cold Hall",
        "Description",
        "A cold hall.",
        "Dust lies thick.",
        "Monsters",
        "3 ghouls",
        "A bog hag.",
        "Traps",
        "None",
        "Exits",
        "A door.",
    ]


def test_a_paragraph_beside_headings_is_no_table() -> None:
    """Labels set as headings in one page column, prose between them, and the other page
    column's lines beside them at the same heights: no table, nothing moves."""
    lines = [
        _line("Treasure", 50, 100, 10, bold=True),
        _line("A chest holds 40 gp and a silver ring.", 50, 113, 10),
        _line("Development", 50, 130, 10, bold=True),
        _line("The ogre wakes at any noise.", 50, 143, 10),
        _line("On the far side a river runs.", 320, 100, 10, column=1),
        _line("Boats are tied at the jetty.", 320, 130, 10, column=1),
    ]
    assert rows_beside_labels(lines) == tuple(lines)


def test_a_label_cell_joined_to_its_row_opens_the_field() -> None:
    """The reader joined each line of a narrow, wrapped label cell to the text on its row
    ("**Monster** 6 acolytes: …" / "**s** 2, 7, 1; …")."""

    def row(label: str, text: str, top: float) -> TextLine:
        spans = (
            TextSpan(label, "Case-Bold", 9, True, False),
            TextSpan(" " + text, "Case", 9, False, False),
        )
        return TextLine(label + " " + text, 1, BBox(50, top, 300, top + 9), spans)

    lines = [
        row("Monster", "6 acolytes: AC 9 [10]; HD 1; hp 6, 4,", 100),
        row("s", "2, 7, 1; Att sting 1d8; MV 90'; ML 9", 111),
        _line("7 cave crawlers", 80, 122, 9),
        row("Traps", "None", 135),
    ]
    found = {m.name: m.count for m in field_creatures(lines, SOURCE)}
    assert found == {"acolyte": 6, "cave crawler": 7}


@pytest.mark.parametrize(
    ("label", "rest", "more", "present"),
    [
        ("Monsters:", "A bog hag.", [], {"bog hag": 1}),
        ("Encounter:", "wolf", ["2d4 skeletons"], {"wolf": 1, "skeleton": None}),
        (
            "Creatures:",
            "ogres (3): AC 5 [14]; HD 4+1; hp 19, 12, 9;",
            ["Att club 1d10; ML 10", "6 watchmen"],
            {"ogre": 3, "watchman": 6},
        ),
        ("Treasure:", "A bog hag's purse with 12 gp.", [], {}),
    ],
)
def test_a_creature_field_is_a_list(
    label: str, rest: str, more: list[str], present: dict[str, int | None]
) -> None:
    lines = [_line(f"{label} {rest}", 50, 100, 9)]
    lines += [_line(text, 50, 111 + 11 * k, 9) for k, text in enumerate(more)]
    lines.append(_line("Exits: A narrow stair climbs west.", 50, 111 + 11 * len(more), 9))
    assert {m.name: m.count for m in field_creatures(lines, SOURCE)} == present


def test_a_run_in_field_ends_with_its_paragraph() -> None:
    """A hex's "Encounters: 2 in 6 by day …" lists nobody, and the paragraphs after it (a
    person's line, a creature's stat line) are no items of it."""
    note = _line("Encounters: 2 in 6 by day, 3 in 6 by night.", 50, 100, 9)
    person = _line("Tobin Reed (kobold; AC 7, HD 1, hp 8)", 50, 115, 9, column=1)
    block = _line("Giant Beetle — AC 4, HD 2, hp 6, Att 2 × slam (1d8)", 50, 130, 9, column=2)
    assert field_creatures([note, person, block], SOURCE) == ()


@pytest.mark.parametrize("size", [8.0, 9.5, 11.0])
@pytest.mark.parametrize(
    ("field", "present"),
    [
        (["Creatures: A salamander, half asleep, counts coins aloud."], {"salamander": 1}),
        (["Creatures: A salamander, half asleep, counts coins", "aloud."], {"salamander": 1}),
        (["Monsters: An ogre, chained, snores by the door."], {"ogre": 1}),
        (["Occupants: A bog hag, awake, guards the door."], {"bog hag": 1}),
        (["Monsters: 2 ghouls, a wolf, 3 guards"], {"ghoul": 2, "wolf": 1, "guard": 3}),
        (
            [
                "Creatures: A salamander (HD3 AC6 1d8),",
                "half asleep, counts its coins aloud. 8 cultists (AC 8, MV",
                '9", HD 1, hp 8) keep watch by the altar.',
            ],
            {"salamander": 1},
        ),
        (
            [
                "Monsters: An ogre (AC 4, HD 4+1),",
                "chained, snores by the door where 3 guards (AC 5, HD 1)",
                "dice for coppers.",
            ],
            {"ogre": 1},
        ),
    ],
)
def test_what_a_listed_creature_does_is_no_item(
    size: float, field: list[str], present: dict[str, int | None]
) -> None:
    """A creatures field whose commas set off what its first creature is or does ("A
    salamander, half asleep, counts coins aloud.") is a sentence about that creature: an item
    opening with a creature's verb in -s or ending in a creature's state names nobody. A real
    list keeps every item, a plural that is also a verb ("3 guards") among them."""
    lead = size * 1.25
    lines = [_line(text, 50, 100 + lead * k, size) for k, text in enumerate(field)]
    lines.append(_line("Exits: A narrow stair climbs west.", 50, 100 + lead * len(field), size))
    assert {m.name: m.count for m in field_creatures(lines, SOURCE)} == present


@pytest.mark.parametrize("size", [8.0, 9.5, 11.0])
@pytest.mark.parametrize(
    ("field", "present"),
    [
        (["Monsters: jackals, many (hp 5 each)"], {"jackal": None}),
        (
            ["Occupants: hill trolls, several (hp 26 each); 3 horned demons (hp 29, 25, 19)"],
            {"hill troll": None, "horned demon": 3},
        ),
        (["Encounter: bone rats, a few; 1 ogre (hp 19)"], {"bone rat": None, "ogre": 1}),
        (["Denizens: 2 ghouls, cave bats, numerous"], {"ghoul": 2, "cave bat": None}),
    ],
)
def test_a_quantity_word_is_no_creature(
    size: float, field: list[str], present: dict[str, int | None]
) -> None:
    """A roster that puts a group's quantity after its name ("jackals, many") lists one
    group with no fixed count: the word of quantity after the comma names nobody."""
    lead = size * 1.25
    lines = [_line(text, 50, 100 + lead * k, size) for k, text in enumerate(field)]
    lines.append(_line("Exits: A narrow stair climbs west.", 50, 100 + lead * len(field), size))
    found = field_creatures(lines, SOURCE)
    assert {m.name: m.count for m in found} == present
    assert all(m.count_text or m.count is not None for m in found)


@pytest.mark.parametrize("size", [8.0, 9.5, 11.0])
@pytest.mark.parametrize(
    ("field", "present"),
    [
        (
            ["Monsters: 4 goblins (hp 4, 3, 3, 2); 1 ogre (hp 19)"],
            {"goblin": 4, "ogre": 1},
        ),
        (
            ["Occupants: 2d4 skeletons (hp 5 each); 6 carrion", "bats (hp 4, 6, 2, 7, 6, 7)"],
            {"skeleton": None, "carrion bat": 6},
        ),
        (
            ["Encounter: 3 hill trolls (HD 6, hp 30, 27, 19), 2 cave", "bears (HD 5)"],
            {"hill troll": 3, "cave bear": 2},
        ),
    ],
)
def test_a_roster_goes_on_past_each_items_bracket(
    size: float, field: list[str], present: dict[str, int | None]
) -> None:
    """A roster line whose items each carry their hit points in brackets ("4 goblins (hp 4,
    3, 3, 2); 1 ogre (hp 19)") lists every item, with its count, also one wrapped onto the
    next line; the statistics in a closed bracket end no list."""
    lead = size * 1.25
    lines = [_line(text, 50, 100 + lead * k, size) for k, text in enumerate(field)]
    lines.append(_line("Exits: A narrow stair climbs west.", 50, 100 + lead * len(field), size))
    assert {m.name: m.count for m in field_creatures(lines, SOURCE)} == present


@pytest.mark.parametrize("size", [8.0, 9.5, 11.0])
@pytest.mark.parametrize(
    ("field", "present"),
    [
        (
            [
                "Creatures:",
                "Vine Horror AC 6 [13], HD 4 (17hp), Att 1 × club (1d10), THAC0 15 [4], MV 90',",
                "SV D12 W13 P14 B15 S16 (4), ML 10, AL Neutral, XP 45",
            ],
            {"vine horror": 1},
        ),
        (
            [
                "Monsters: 2 ghouls AC 6 [13], HD 2 (11hp), Att 1 × claw (1d4), THAC0 17 [2],",
                "Saves D12 W13 P14 B15 S16 (2), ML 9; Bone Rat AC 8, HD 1",
            ],
            {"ghoul": 2},
        ),
    ],
)
def test_a_saves_label_on_a_wrapped_stat_line_is_no_item(
    size: float, field: list[str], present: dict[str, int | None]
) -> None:
    """A stat line that wrapped before its save ("… MV 90'," / "SV D12 W13 P14 B15 S16 (4)")
    goes on with statistics: the save's label opens them, its row of letters and numbers is
    its value, and the label names no creature."""
    lead = size * 1.25
    lines = [_line(text, 50, 100 + lead * k, size) for k, text in enumerate(field)]
    lines.append(_line("Exits: A narrow stair climbs west.", 50, 100 + lead * len(field), size))
    assert {m.name: m.count for m in field_creatures(lines, SOURCE)} == present
