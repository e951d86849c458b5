"""Unit tests for the stat-block detector on synthetic Documents (no PDFs, fast); the 5e and
Pathfinder blocks are in test_statblocks_5e."""

from __future__ import annotations

import pytest
from statblock_lines import _document, _heading, _line, _only, _plain

from converter.detect.statblocks import find_statblocks


@pytest.mark.parametrize(
    ("text", "name", "ac", "hit_dice", "hp", "count", "style"),
    [
        (
            "Goblins (6): AC 6, HD 1-1, hp 4 each, #AT 1, D 1d6, MV 60', ML 7",
            "Goblin",
            6,
            "1-1",
            4,
            6,
            "bx",
        ),
        ("Ogre: HD 4+1 AC 5 1d8 F4 MV 12 ML 9 XP 200", "Ogre", 5, "4+1", None, None, "bx"),
        ("The guard (HD4 AC3 1d8) bars the door.", "guard", 3, "4", None, None, "bx"),
        (
            "8 Orcs: AC 14, HD 1, #At 1 spear, Dam 1d6, Mv 30', Sv F1, ML 8, XP 25 ea.",
            "Orc",
            14,
            "1",
            None,
            8,
            "bx",
        ),
        ("Giant rat: HD ½ AC 9 1d3 MV 6 ML 5 XP 5", "Giant rat", 9, "½", None, None, "bx"),
        ("Ghast: HD 3+2 AC 4 1d4/1d4/1d8 F3 MV 15 ML 9", "Ghast", 4, "3+2", None, None, "bx"),
        (
            'TROLL: AC 4; MV 12"; HD 6+6; hp 40; #AT 3; D 1-4/1-4/2-8; SA rend; '
            "SD regeneration; AL CE",
            "Troll",
            4,
            "6+6",
            40,
            None,
            "adnd",
        ),
        (
            "Orc Warrior: CR 1/2; Medium humanoid; HD 1d8+1; hp 5; Init +0; Spd 30 ft.; "
            "AC 13, touch 10, flat-footed 13",
            "Orc Warrior",
            13,
            "1d8+1",
            5,
            None,
            "3e",
        ),
        ("Slug: HD 6 + 1 AC - 1 1 d 6 / 1 d 6 F 6 MV 12", "Slug", -1, "6+1", None, None, "bx"),
        ("• Orc ×3: AC 6, HD 1, hp 5, MV 90', ML 8", "Orc", 6, "1", 5, 3, "bx"),
    ],
)
def test_oldschool_one_liners(
    text: str,
    name: str,
    ac: int,
    hit_dice: str,
    hp: int | None,
    count: int | None,
    style: str,
) -> None:
    block = _only(_document([_plain(["Some words before the stats.", text])]))
    assert (block.name, block.ac, block.hit_dice, block.hp, block.count, block.style) == (
        name,
        ac,
        hit_dice,
        hp,
        count,
        style,
    )


def test_ose_line_under_bold_heading() -> None:
    lines = [
        _heading("Goblin", 1, 80.0),
        _line(
            "AC 6 [13], HD 1 (4hp), Att 1 × weapon (1d6), THAC0 19 [0], MV 120' (40'), "
            "SV D12 W13 P14 B15 S16 (1), ML 8, AL C, XP 10",
            1,
            95.0,
        ),
    ]
    block = _only(_document([lines]))
    assert (block.name, block.ac, block.hit_dice, block.hp) == ("Goblin", 6, "1", 4)
    assert block.attacks is not None and block.attacks.startswith("1 × weapon")
    assert (block.morale, block.xp, block.alignment, block.speed) == ("8", "10", "C", "120' (40')")
    assert block.saves is not None and "D12 W13" in block.saves
    assert block.damage == "1d6"


def test_adnd_fields() -> None:
    text = 'TROLL: AC 4; MV 12"; HD 6+6; hp 40; #AT 3; D 1-4/1-4/2-8; SD regeneration; AL CE'
    block = _only(_document([_plain([text])]))
    assert (block.damage, block.attacks, block.alignment) == ("1-4/1-4/2-8", "3", "CE")
    assert block.special == ("regeneration",)


def test_several_stats_on_one_line_split_by_label() -> None:
    text = "Orcs: HD1 AC6 1d6. Boar: HD3+1 AC6 1d8. Giant Slug: HD2 AC8 1d6 (sticky)."
    blocks, _ = find_statblocks(_document([_plain([text])]))
    assert [(b.name, b.hit_dice, b.ac) for b in blocks] == [
        ("Orc", "1", 6),
        ("Boar", "3+1", 6),
        ("Giant Slug", "2", 8),
    ]


@pytest.mark.parametrize(
    ("texts", "name", "count"),
    [
        (
            [
                "In times of need she will send a valkyrie named War, Mercy or Fight: HD 6 AC 2 1d8"
                " MV 18 ML 12 XP 600"
            ],
            "valkyrie",
            None,
        ),
        (
            ["She summons an air elemental called Flying Debris, HD 16 AC -2 3d8 F16 MV 36"],
            "Flying Debris",
            1,
        ),
        (
            ["The ten giant spiders trained to paralyze victims. HD 4+1 AC 5 1d8 F2 MV 12 ML 8"],
            "giant spider",
            10,
        ),
        (
            ["3 1d6 giant bats spying for their overlord HD 2 AC 6 1d4 F1 ML 8 MV 18 XP 20"],
            "giant bat",
            None,
        ),
        (
            ["Their invisible captain: hp 3d6 AC 5 1d6 E3 MV 12 ML 8 XP 65"],
            "invisible captain",
            None,
        ),
    ],
)
def test_names_from_introducing_text(texts: list[str], name: str, count: int | None) -> None:
    block = _only(_document([_plain(texts)]))
    assert (block.name, block.count) == (name, count)


def test_rolled_hit_points_become_hit_dice() -> None:
    block = _only(_document([_plain(["Their invisible captain: hp 3d6 AC 5 1d6 E3 MV 12"])]))
    assert (block.hp, block.hit_dice) == (None, "3d6")


def test_labels_under_a_heading_take_its_noun() -> None:
    lines = [
        _heading("Dragon", 1, 80.0),
        _line("Dragons are large and all of them fly.", 1, 95.0),
        _line("White: HD 6 AC 3 1d4/1d4/2d8 F6 ML 8 MV 24 XP 600; ice", 1, 107.0, size=9.0),
        _line("Red: HD 10 AC -1 1d8/1d8/4d8 F10 ML 10 MV 24 XP 1000; fire", 1, 119.0, size=9.0),
    ]
    blocks, _ = find_statblocks(_document([lines]))
    assert [(b.name, b.ac) for b in blocks] == [("White dragon", 3), ("Red dragon", -1)]


def test_heading_names_a_stat_paragraph_and_later_lines_use_the_text() -> None:
    lines = [
        _line([("Bear", False, True, 12.0)], 1, 80.0),
        _line("Bears will usually ignore you unless you come closer than 30 ft.", 1, 95.0),
        _line("HD 4 AC 6 1d4/1d4/1d6 F2 MV 12 ML 5 XP 400", 1, 107.0, size=9.0),
        _line("Larger bears are possible. Usually these dire bears are the result", 1, 119.0),
        _line("of bear magic.", 1, 131.0),
        _line("HD 6 AC 6 1d6/1d6/1d10 F3 MV 12 ML 11 XP 600", 1, 143.0, size=9.0),
    ]
    blocks, _ = find_statblocks(_document([lines]))
    assert [b.name for b in blocks] == ["Bear", "dire bear"]


@pytest.mark.parametrize(
    "text",
    [
        "Any gnome with 5 HD can cast illusions; creatures with 4 HD or less flee.",
        "War bears wear barding and have AC 4 instead of 6.",
        "It grants AC 1. A golem shield adds another AC -3 for a total of AC -2.",
        "A caravel has a single catapult and 10 crew. HP 20 AC 9 3d8.",
        "Roll 2d6 for the number of goblins and 1d6 for their leader.",
        "The iron door has AC 15 and deals 2d6 damage to anyone who forces it.",
        "Defeating the sentry (AC 5) earns each hero 100 XP.",
        "Armor Class: 20 Hit Points: 200 Speed: 30 ft., swim 30 ft.",
    ],
)
def test_prose_is_not_a_stat_block(text: str) -> None:
    blocks, problems = find_statblocks(_document([_plain([text])]))
    assert blocks == ()
    assert problems == ()


def test_margin_table_is_not_a_stat_block() -> None:
    lines = _plain(
        ["HD Example", "1 orc", "2 ghoul", "AC Example", "9 unarmored human", "8 zombie"]
    )
    blocks, _ = find_statblocks(_document([lines]))
    assert blocks == ()


def test_unparsable_stat_line_is_a_problem() -> None:
    blocks, problems = find_statblocks(
        _document([_plain(["Hydra: HD see text, AC varies, MV 12, ML 9, XP varies"])])
    )
    assert blocks == ()
    assert len(problems) == 1
    problem = problems[0]
    assert (problem.rule, problem.level, problem.page) == ("statblock-unparsed", "warning", 1)
    assert "HD see text" in problem.message


def test_empty_document() -> None:
    assert find_statblocks(_document([[]])) == ((), ())


def test_key_per_line_monster_entry() -> None:
    lines = [
        _heading("Hobgoblin", 1, 80.0),
        *_plain(
            [
                "Armor Class: 14",
                "Hit Dice: 1",
                "No. of Attacks: 1 weapon",
                "Damage: 1d8 or by weapon",
                "Movement: 30'",
                "Save As: Fighter: 1",
                "Morale: 9",
                "XP: 25",
            ],
            start=95.0,
        ),
    ]
    block = _only(_document([lines]))
    assert (block.name, block.ac, block.hit_dice, block.damage, block.morale, block.xp) == (
        "Hobgoblin",
        14,
        "1",
        "1d8",
        "9",
        "25",
    )
    assert block.speed == "30'"


def test_swords_and_wizardry_line() -> None:
    text = "Orc: HD 1; AC 6[13]; Atk 1 weapon (1d8); Move 12; Save 17; AL C; CL/XP 1/15"
    block = _only(_document([_plain([text])]))
    assert (block.name, block.ac, block.hit_dice, block.xp, block.saves) == (
        "Orc",
        6,
        "1",
        "15",
        "17",
    )


def test_group_hit_points_and_normal_man_save() -> None:
    text = "Kobolds (4): AC 7, HD ½, hp 3, 2, 2, 1, #AT 1, D 1-4, MV 120' (40'), Save NM, ML 6"
    block = _only(_document([_plain([text])]))
    # a group's hit points, one per kobold, are no one value: the block prints none
    assert (block.name, block.count, block.hit_dice, block.hp, block.saves) == (
        "Kobold",
        4,
        "½",
        None,
        "NM",
    )


def test_block_source_points_at_the_stat_line() -> None:
    lines = _plain(["A quiet cave.", "Ogre: HD 4+1 AC 5 1d8 F4 MV 12 ML 9 XP 200"], page=1)
    block = _only(_document([lines]))
    assert block.source.file == "test.pdf"
    assert block.source.page == 1
    assert block.source.bbox is not None and block.source.bbox.top == lines[1].bbox.top


@pytest.mark.parametrize(
    ("text", "name", "ac", "hit_dice", "hp", "style"),
    [
        (
            "Goblins (6): AL C, MV 60' (20'), AC 6, HD 1-1, #AT 1 (weapon), DG 1d6, "
            "SV 0-level human, ML 7, XP 5, hp 4, 3, 3, 2, 2, 1",
            "Goblin",
            6,
            "1-1",
            None,
            "bx",
        ),
        (
            "KOBOLDS (8): AC 7, HD ½, hp 3 each, #AT 1, D 1-4, MV 120' (40'), Save NM, ML 6",
            "Kobold",
            7,
            "½",
            3,
            "bx",
        ),
        (
            "Goblin (4): Init +1; Atk spear +1 melee (1d6); AC 10; HD 1d6; hp 3 each; MV 20'; "
            "Act 1d20; SV Fort +0, Ref +1, Will -1; AL C.",
            "Goblin",
            10,
            "1d6",
            3,
            "3e",
        ),
        (
            "Gnoll (3): AC 5 [14], HD 2 (9hp), Att 1 × weapon (2d4), THAC0 18 [+1], "
            "MV 90' (30'), SV D12 W13 P14 B15 S16 (2), ML 8, AL C, XP 20",
            "Gnoll",
            5,
            "2",
            9,
            "bx",
        ),
    ],
)
def test_more_oldschool_layouts(
    text: str, name: str, ac: int, hit_dice: str, hp: int | None, style: str
) -> None:
    block = _only(_document([_plain([text])]))
    assert (block.name, block.ac, block.hit_dice, block.hp, block.style) == (
        name,
        ac,
        hit_dice,
        hp,
        style,
    )


def test_adnd_module_creatures_in_brackets() -> None:
    text = 'In the cellar lurk 5 giant rats (AC 7, MV 12"//6", HD 1/2, hp 3 each, #AT 1, D 1-3).'
    block = _only(_document([_plain([text])]))
    assert (block.name, block.count, block.style, block.hit_dice, block.damage) == (
        "giant rat",
        5,
        "adnd",
        "1/2",
        "1-3",
    )


def test_shadowdark_line_under_heading() -> None:
    lines = [
        _heading("GOBLIN", 1, 80.0),
        _line(
            "AC 11, HP 5, ATK 1 club +0 (1d4), MV near, S +0, D +1, C +0, I -1, W -1, "
            "Ch -2, AL C, LV 1",
            1,
            95.0,
        ),
    ]
    block = _only(_document([lines]))
    assert (block.name, block.ac, block.hp, block.alignment) == ("Goblin", 11, 5, "C")
    # a level where old-school lines print hit dice: none of the five families, read by it
    assert (block.style, block.level, block.hit_dice) == ("other", "1", None)


@pytest.mark.parametrize(
    ("text", "style", "level"),
    [
        ("AC 13, HP 30, ATK 2 slam +5 (2d6), MV near, AL N, LV 6", "other", "6"),
        ("AC 12; HP 9; ATK 1 bite +1 (1d6); MV double near; AL C; LV 2", "other", "2"),
        # hit dice printed: the line is an old-school one whatever else it prints
        ("AC 6, HD 2, hp 9, MV 120', LV 2, AL C", "bx", "2"),
    ],
)
def test_a_printed_level_is_kept(text: str, style: str, level: str) -> None:
    block = _only(_document([[_heading("BOG HAG", 1, 80.0), _line(text, 1, 95.0)]]))
    assert (block.style, block.level) == (style, level)
