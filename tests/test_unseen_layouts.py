"""Modules laid out unlike the sample and the corpus, converted end to end.

Each PDF comes from ``tests/module_factory.py``; the assertions are what a GM reading the
output would expect: every room found with its key and name, the creatures in it with their
counts, and the stat blocks with their armor class, hit points, hit dice, challenge, size and
type. Tables and sidebars are not rooms.
"""

from __future__ import annotations

from pathlib import Path

import module_factory
import pytest

from converter.dmd_models import Conversion
from converter.models import Area, StatBlock
from converter.pipeline import convert_pdf


def _creatures(area: Area) -> dict[str, int | None]:
    return {mention.name: mention.count for mention in area.creatures}


def _block(conversion: Conversion, name: str) -> StatBlock:
    blocks = {block.name: block for block in conversion.detection.statblocks}
    assert name in blocks, f"no stat block {name!r}; found {sorted(blocks)}"
    return blocks[name]


@pytest.fixture(
    scope="module",
    params=[
        ("area-colon", False, True),
        ("em-dash", False, True),
        ("em-dash", True, True),
        ("area-colon", True, False),
    ],
    ids=["area-colon", "em-dash", "em-dash-block-in-room", "area-colon-block-in-room-no-header"],
)
def three_column(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Conversion:
    style, block_in_room, header = request.param
    path = tmp_path_factory.mktemp("three") / f"lantern-{style}-{block_in_room}-{header}.pdf"
    return convert_pdf(module_factory.three_column_module(path, style, block_in_room, header))


@pytest.fixture(scope="module")
def old_school(tmp_path_factory: pytest.TempPathFactory) -> Conversion:
    path = tmp_path_factory.mktemp("old") / "old-mill.pdf"
    return convert_pdf(module_factory.old_school_module(path))


@pytest.fixture(
    scope="module",
    params=[("Times-Italic", "{n}"), ("Times-Roman", "{n}."), ("Helvetica", "{n}")],
    ids=["italic-box", "roman-box-dotted-table", "sans-box"],
)
def page_per_room(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Conversion:
    box_font, table_keys = request.param
    path = tmp_path_factory.mktemp("pages") / "catacombs.pdf"
    return convert_pdf(module_factory.page_per_room_module(path, box_font, table_keys))


# --- three columns, a sidebar, a 2024 stat block -----------------------------------------


def test_three_column_rooms_have_keys_and_names(three_column: Conversion) -> None:
    areas = three_column.detection.areas
    expected = [(str(n), name) for n, name, _ in module_factory.THREE_COLUMN_ROOMS]
    assert [(a.key, a.name) for a in areas] == expected


def test_three_column_sidebar_is_no_room_text(three_column: Conversion) -> None:
    for area in three_column.detection.areas:
        assert "Running the Lantern Goblins" not in area.text
        assert "Initiative" not in area.text  # the stat block column is not room text


def test_three_column_creatures_and_counts(three_column: Conversion) -> None:
    by_key = {a.key: a for a in three_column.detection.areas}
    assert _creatures(by_key["11"]) == {"goblin": 2}
    assert _creatures(by_key["12"]) == {"giant rat": 4}
    assert _creatures(by_key["13"]) == {"goblin boss": 1, "goblin": 3}
    assert _creatures(by_key["15"]) == {}


def test_three_column_2024_stat_block(three_column: Conversion) -> None:
    boss = _block(three_column, "Goblin Boss")
    assert boss.style == "5e-2024"
    assert (boss.ac, boss.hp, boss.hit_dice, boss.cr) == (17, 21, "6d6", "1")
    assert (boss.size, (boss.type or "").lower()) == ("Small", "fey")
    assert boss.speed == "30 ft."  # the ability rows are not part of the speed
    sections = {feature.name: feature.section for feature in boss.features}
    assert sections == {
        "Lantern Greed": "trait",
        "Multiattack": "action",
        "Hook Knife": "action",
        "Duck and Weave": "bonus_action",
    }


def test_three_column_boss_links_to_its_block(three_column: Conversion) -> None:
    hall = next(e for e in three_column.encounters if e.area.key == "13")
    linked = {c.name: (c.statblock, c.resolved_by) for c in hall.creatures}
    assert linked["goblin boss"] == ("Goblin Boss", "module")


def test_three_column_block_under_room_belongs_to_it(three_column: Conversion) -> None:
    hall = next(a for a in three_column.detection.areas if a.key == "13")
    assert hall.text.endswith("She bargains before she fights.")  # the block is not room text
    printed_in_room = "Goblin Boss" in hall.statblocks
    in_third_column = all(not a.statblocks for a in three_column.detection.areas)
    assert printed_in_room != in_third_column


# --- one column, old-school statistics ---------------------------------------------------


def test_old_school_rooms(old_school: Conversion) -> None:
    areas = old_school.detection.areas
    assert [(a.key, a.name) for a in areas] == [
        ("1", "Guard Post"),
        ("2", "Store Room"),
        ("3", "Ogre's Den"),
        ("4", "Captain's Quarters"),
    ]


def test_old_school_counts(old_school: Conversion) -> None:
    by_key = {a.key: a for a in old_school.detection.areas}
    goblins = next(m for m in by_key["1"].creatures if m.name == "goblin")
    assert (goblins.count, goblins.count_text) == (None, "2d6")  # dice, not a fixed number
    assert _creatures(by_key["2"]).get("giant rat") == 12  # "a dozen rats", the rats' block
    assert _creatures(by_key["3"]).get("ogre") == 2
    assert _creatures(by_key["4"]).get("orc captain") == 1


def test_old_school_adnd_lines(old_school: Conversion) -> None:
    ogre = _block(old_school, "Ogre")
    # "hp 20, 17": one value an ogre, so the block prints no one value of hit points
    assert (ogre.style, ogre.ac, ogre.hit_dice, ogre.hp, ogre.count) == ("adnd", 5, "4+1", None, 2)
    assert (ogre.damage, ogre.alignment) == ("1-10", "CE")
    rats = _block(old_school, "Giant Rat")
    assert (rats.ac, rats.hit_dice, rats.count) == (7, "1/2", 12)


def test_old_school_35_block_is_in_its_room_not_its_text(old_school: Conversion) -> None:
    quarters = old_school.detection.areas[-1]
    assert quarters.statblocks == ("Orc Captain",)
    assert "falchion" not in quarters.text
    assert _creatures(quarters) == {"orc captain": 1}  # not "Male orc fighter 3"


def test_old_school_35_block(old_school: Conversion) -> None:
    captain = _block(old_school, "Orc Captain")
    assert captain.style == "3e"
    assert (captain.ac, captain.hp, captain.hit_dice, captain.cr) == (16, 27, "3d10+9", "3")
    assert (captain.size, captain.type, captain.alignment) == ("Medium", "humanoid", "CE")


def test_old_school_unnamed_keys_take_a_title_from_the_text(tmp_path: Path) -> None:
    path = module_factory.old_school_module(tmp_path / "unnamed.pdf", named_keys=False)
    areas = convert_pdf(path).detection.areas
    assert [a.key for a in areas] == ["1", "2", "3", "4"]
    for area, (_, text, _) in zip(areas, module_factory.OLD_SCHOOL_ROOMS, strict=True):
        assert text.startswith(area.name)
        assert area.name.split()[-1].lower() not in {"the", "by", "a", "of", "on"}
    assert _creatures(areas[1]).get("giant rat") == 12


# --- a room a page, read-aloud boxes, a random encounter table ----------------------------


def test_page_per_room_named_rooms(page_per_room: Conversion) -> None:
    areas = page_per_room.detection.areas
    assert [(a.key, a.name, a.page) for a in areas] == [
        (None, name, page) for page, (name, _, _) in enumerate(module_factory.PAGE_ROOMS, 2)
    ]


def test_page_per_room_text_keeps_read_aloud_and_gm_text(page_per_room: Conversion) -> None:
    crypt = page_per_room.detection.areas[0]
    assert crypt.text.startswith("Cold black water laps at your knees.")
    assert "holy symbol" in crypt.text
    assert "Skulls" not in crypt.text  # the next page's room is its own


def test_page_per_room_creatures(page_per_room: Conversion) -> None:
    found = [_creatures(a) for a in page_per_room.detection.areas]
    assert found == [{"zombie": 4}, {"skeleton": 6}, {"wight": 1}]


def test_random_encounter_table_is_not_rooms(page_per_room: Conversion) -> None:
    areas = page_per_room.detection.areas
    assert all(a.key is None for a in areas)
    assert all(a.page > 1 for a in areas)
    assert not any("Wandering" in a.name for a in areas)


def test_factory_is_deterministic(tmp_path: Path) -> None:
    first = module_factory.page_per_room_module(tmp_path / "a.pdf").read_bytes()
    second = module_factory.page_per_room_module(tmp_path / "b.pdf").read_bytes()
    assert first == second
