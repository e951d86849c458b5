"""Unit tests for the stat-block detector on synthetic Documents (no PDFs, fast)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from converter.detect.statblocks import find_statblocks
from converter.models import BBox, Document, PageText, StatBlock, TextLine, TextSpan

BODY = 9.8
SpanSpec = tuple[str, bool, bool] | tuple[str, bool, bool, float]


def _line(
    spans: str | Sequence[SpanSpec], page: int, top: float, column: int = 0, size: float = BODY
) -> TextLine:
    specs: Sequence[SpanSpec] = [(spans, False, False)] if isinstance(spans, str) else spans
    made = tuple(
        TextSpan(
            text=spec[0],
            font="Test-Bold" if spec[1] else "Test",
            size=spec[3] if len(spec) == 4 else size,
            bold=spec[1],
            italic=spec[2],
        )
        for spec in specs
    )
    text = "".join(span.text for span in made)
    x0 = 50.0 + 260.0 * column
    return TextLine(
        text=text,
        page=page,
        bbox=BBox(x0, top, x0 + 5.0 * len(text), top + 10.0),
        spans=made,
        column=column,
    )


def _document(pages: Sequence[Sequence[TextLine]]) -> Document:
    return Document(
        file="test.pdf",
        path="/tmp/test.pdf",
        sha256="0" * 64,
        pages=tuple(
            PageText(number=number, width=612.0, height=792.0, lines=tuple(lines))
            for number, lines in enumerate(pages, start=1)
        ),
    )


def _plain(texts: Sequence[str], page: int = 1, start: float = 100.0) -> list[TextLine]:
    return [_line(text, page, start + 12.0 * index) for index, text in enumerate(texts)]


def _feature(name: str, rest: str, page: int, top: float, column: int = 0) -> TextLine:
    return _line([(name + ". ", True, True), (rest, False, False)], page, top, column)


def _heading(text: str, page: int, top: float, size: float = 12.0, column: int = 0) -> TextLine:
    return _line([(text, True, False, size)], page, top, column)


def _key(name: str, rest: str, page: int, top: float, column: int = 0) -> TextLine:
    return _line([(name + " ", True, False), (rest, False, False)], page, top, column)


def _only(document: Document) -> StatBlock:
    blocks, _ = find_statblocks(document)
    assert len(blocks) == 1, [b.name for b in blocks]
    return blocks[0]


def _aboleth_lines(page: int = 1, column: int = 0) -> list[TextLine]:
    rows: list[TextLine] = [
        _heading("Aboleth", page, 80.0, column=column),
        _line([("Large aberration, lawful evil", False, True)], page, 95.0, column),
        _key("Armor Class", "17 (natural armor)", page, 110.0, column),
        _key("Hit Points", "135 (18d10 + 36)", page, 122.0, column),
        _key("Speed", "10 ft., swim 40 ft.", page, 134.0, column),
        _line([("STR DEX CON INT WIS CHA", True, False)], page, 146.0, column),
        _line("21 (+5) 9 (\u22121) 15 (+2) 18 (+4) 15 (+2) 18 (+4)", page, 158.0, column),
        _key("Saving Throws", "Con +6, Int +8, Wis +6", page, 170.0, column),
        _key("Damage Resistances", "radiant; bludgeoning, piercing,", page, 182.0, column),
        _line("and slashing from nonmagical attacks", page, 194.0, column),
        _key("Condition Immunities", "charmed, frightened", page, 206.0, column),
        _key("Senses", "darkvision 120 ft., passive Perception 20", page, 218.0, column),
        _key("Languages", "Deep Speech, telepathy 120 ft.", page, 230.0, column),
        _key("Challenge", "10 (5,900 XP)", page, 242.0, column),
        _feature("Amphibious", "The aboleth can breathe air and water.", page, 254.0, column),
        _feature("Mucous Cloud", "While underwater, the aboleth is", page, 266.0, column),
        _line("surrounded by transformative mucus.", page, 278.0, column),
        _heading("Actions", page, 290.0, size=10.8, column=column),
        _feature("Multiattack", "The aboleth makes three tentacle attacks.", page, 302.0, column),
        _feature("Tentacle", "Melee Weapon Attack: +9 to hit, reach 10 ft.", page, 314.0, column),
        _heading("Legendary Actions", page, 326.0, size=10.8, column=column),
        _line("The aboleth can take 3 legendary actions.", page, 338.0, column),
        _feature("Detect", "The aboleth makes a Wisdom (Perception) check.", page, 350.0, column),
    ]
    return rows


def test_5e_block_fields() -> None:
    block = _only(_document([_aboleth_lines()]))
    assert (block.name, block.style, block.page) == ("Aboleth", "5e", 1)
    assert (block.ac, block.hp, block.hit_dice, block.cr, block.xp) == (
        17,
        135,
        "18d10+36",
        "10",
        "5,900",
    )
    assert (block.size, block.type, block.alignment) == ("Large", "aberration", "lawful evil")
    assert block.speed == "10 ft., swim 40 ft."
    assert block.saves == "Con +6, Int +8, Wis +6"
    assert block.resistances == (
        "radiant",
        "bludgeoning, piercing, and slashing from nonmagical attacks",
    )
    assert block.condition_immunities == ("charmed", "frightened")
    sections = [(f.name, f.section) for f in block.features]
    assert sections[:4] == [
        ("Amphibious", "trait"),
        ("Mucous Cloud", "trait"),
        ("Multiattack", "action"),
        ("Tentacle", "action"),
    ]
    assert ("Detect", "legendary") in sections
    assert block.features[1].text.endswith("transformative mucus.")
    assert block.source.bbox is not None and block.source.bbox.top == 80.0


def test_5e_block_across_page_break_keeps_first_page() -> None:
    lines = _aboleth_lines()
    first, second = lines[:10], lines[10:]
    moved = [
        _line([(s.text, s.bold, s.italic, s.size) for s in line.spans], 2, line.bbox.top - 150.0)
        for line in second
    ]
    block = _only(_document([first, moved]))
    assert block.page == 1
    assert block.cr == "10"
    assert block.source.bbox is not None and block.source.bbox.bottom < 300.0
    assert [f.name for f in block.features][:2] == ["Amphibious", "Mucous Cloud"]


def test_two_5e_blocks_do_not_merge() -> None:
    first = _aboleth_lines()[:16]
    second = [
        _line(
            [(s.text, s.bold, s.italic, s.size) for s in line.spans],
            1,
            line.bbox.top + 300.0,
            column=1,
        )
        for line in _aboleth_lines()[:14]
    ]
    second[0] = _heading("Deva", 1, 380.0, column=1)
    blocks, _ = find_statblocks(_document([first + second]))
    assert [b.name for b in blocks] == ["Aboleth", "Deva"]
    assert "Deva" not in " ".join(f.text for f in blocks[0].features)


def test_5e_2024_layout() -> None:
    lines = [
        _heading("Hill Giant Smasher", 1, 80.0),
        _line([("Large Giant, Chaotic Evil", False, True)], 1, 95.0),
        _key("AC", "15  Initiative +2 (12)", 1, 110.0),
        _key("HP", "59 (7d10 + 21)", 1, 122.0),
        _key("Speed", "40 ft.", 1, 134.0),
        _key("Immunities", "Poison; Charmed, Poisoned", 1, 146.0),
        _key("CR", "5 (XP 1,800; PB +3)", 1, 158.0),
        _heading("Actions", 1, 170.0, size=10.8),
        _feature("Greatclub", "Melee Attack Roll: +8, reach 10 ft.", 1, 182.0),
    ]
    block = _only(_document([lines]))
    assert block.style == "5e-2024"
    assert (block.ac, block.hp, block.hit_dice, block.cr, block.xp) == (
        15,
        59,
        "7d10+21",
        "5",
        "1,800",
    )
    assert (block.size, block.type, block.alignment) == ("Large", "Giant", "Chaotic Evil")
    assert block.immunities == ("Poison", "Charmed", "Poisoned")
    assert [(f.name, f.section) for f in block.features] == [("Greatclub", "action")]


def test_5e_armour_spelling_minus_sign_and_small_caps_name() -> None:
    lines = [
        _heading("M ONSTER F OO", 1, 80.0),
        _line([("Small humanoid (goblinoid), neutral evil", False, True)], 1, 95.0),
        _key("Armour Class", "9 (12 with mage armor)", 1, 110.0),
        _key("Hit Points", "5 (2d6 \u2212 2)", 1, 122.0),
        _key("Challenge", "1/4 (50 XP)", 1, 134.0),
    ]
    block = _only(_document([lines]))
    assert (block.name, block.ac, block.hp, block.hit_dice, block.cr) == (
        "Monster Foo",
        9,
        5,
        "2d6-2",
        "1/4",
    )


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


def test_pathfinder_title_line_joins_its_block() -> None:
    lines = _plain(
        [
            "Goblin Warrior CR 1/3",
            "XP 135",
            "NE Small humanoid (goblinoid)",
            "Init +6; Senses darkvision 60 ft.; Perception -1",
            "DEFENSE",
            "AC 16, touch 13, flat-footed 14 (+2 armor, +2 Dex, +1 shield, +1 size)",
            "hp 6 (1d10+1)",
            "Fort +3, Ref +2, Will -1",
        ]
    )
    block = _only(_document([lines]))
    assert (block.name, block.style, block.cr, block.ac, block.hp, block.hit_dice) == (
        "Goblin Warrior",
        "3e",
        "1/3",
        16,
        6,
        "1d10+1",
    )


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
    assert (block.name, block.count, block.hit_dice, block.hp, block.saves) == (
        "Kobold",
        4,
        "½",
        3,
        "NM",
    )


def test_block_source_points_at_the_stat_line() -> None:
    lines = _plain(["A quiet cave.", "Ogre: HD 4+1 AC 5 1d8 F4 MV 12 ML 9 XP 200"], page=1)
    block = _only(_document([lines]))
    assert block.source.file == "test.pdf"
    assert block.source.page == 1
    assert block.source.bbox is not None and block.source.bbox.top == lines[1].bbox.top


def test_5e_block_without_size_type_line() -> None:
    lines = [
        _heading("Sergeant Brann", 1, 80.0),
        _key("Armor Class", "16 (chain shirt, shield)", 1, 95.0),
        _key("Hit Points", "32 (5d8 + 10)", 1, 107.0),
        _key("Speed", "30 ft.", 1, 119.0),
        _key("Challenge", "2 (450 XP)", 1, 131.0),
    ]
    block = _only(_document([lines]))
    assert (block.name, block.style, block.ac, block.hp, block.cr) == (
        "Sergeant Brann",
        "5e",
        16,
        32,
        "2",
    )
    assert (block.size, block.type) == (None, None)


def test_inline_5e_stats_with_hit_dice_count() -> None:
    text = "Two guards stand here (AC 16, HP 11 (2d8 + 2), Spear +3 to hit (1d6 + 1))."
    block = _only(_document([_plain([text])]))
    assert (block.name, block.count, block.ac, block.hp, block.hit_dice) == (
        "guard",
        2,
        16,
        11,
        "2d8+2",
    )


def test_5e_block_without_challenge_still_splits_features() -> None:
    lines = [
        _heading("Giant Fly", 1, 80.0),
        _line([("Large beast, unaligned", False, True)], 1, 95.0),
        _key("Armor Class", "11", 1, 107.0),
        _key("Hit Points", "19 (3d10 + 3)", 1, 119.0),
        _key("Senses", "darkvision 60 ft., passive Perception 10", 1, 131.0),
        _feature("Keen Sight", "The fly sees well.", 1, 155.0),
    ]
    block = _only(_document([lines]))
    assert block.cr is None
    assert [f.name for f in block.features] == ["Keen Sight"]
    assert block.features[0].text == "The fly sees well."


@pytest.mark.parametrize(
    ("text", "name", "ac", "hit_dice", "hp", "style"),
    [
        (
            "Goblins (6): AL C, MV 60' (20'), AC 6, HD 1-1, #AT 1 (weapon), DG 1d6, "
            "SV 0-level human, ML 7, XP 5, hp 4, 3, 3, 2, 2, 1",
            "Goblin",
            6,
            "1-1",
            4,
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
            "other",
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
    text: str, name: str, ac: int, hit_dice: str, hp: int, style: str
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


def test_5e_name_wrapped_over_two_lines() -> None:
    lines = [
        _line("The dragon sleeps on its hoard.", 1, 60.0),
        _heading("Ancient Brass", 1, 80.0),
        _heading("Dragon", 1, 93.0),
        _line([("Gargantuan dragon, chaotic good", False, True)], 1, 108.0),
        _key("Armor Class", "20 (natural armor)", 1, 120.0),
        _key("Hit Points", "297 (17d20 + 119)", 1, 132.0),
        _key("Challenge", "20 (25,000 XP)", 1, 144.0),
    ]
    block = _only(_document([lines]))
    assert (block.name, block.size, block.hit_dice) == (
        "Ancient Brass Dragon",
        "Gargantuan",
        "17d20+119",
    )


def test_5e_block_with_unreadable_armor_class_is_a_problem() -> None:
    lines = [
        _heading("Shifting Horror", 1, 80.0),
        _line([("Large aberration, chaotic evil", False, True)], 1, 95.0),
        _key("Armor Class", "varies with its form", 1, 107.0),
        _key("Hit Points", "see text", 1, 119.0),
    ]
    blocks, problems = find_statblocks(_document([lines]))
    assert blocks == ()
    assert [(p.rule, p.page) for p in problems] == [("statblock-unparsed", 1)]
    assert "Large aberration" in problems[0].message
