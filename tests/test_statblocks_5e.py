"""Unit tests for the stat-block detector on 5e and Pathfinder blocks (synthetic Documents,
no PDFs, fast)."""

from __future__ import annotations

from statblock_lines import (
    _aboleth_lines,
    _document,
    _feature,
    _heading,
    _key,
    _line,
    _only,
    _plain,
)

from converter.detect.statblocks import find_statblocks


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


def test_a_keyed_paragraph_run_in_after_a_5e_block_ends_it() -> None:
    """A booklet that runs its keys into their paragraphs ("**Area 4: Cistern.** Pumice grit
    …", "**5. Lens Workshop.** …") in a type close to the block's: the bold lead is an area's
    key and name, no feature of the block, which ends before it; a feature ("**Detect.**")
    names an ability and carries no key."""
    lines = _aboleth_lines()
    for k, lead in enumerate(("Area 4: Cistern.", "5. Lens Workshop.", "A6. Star Vault.")):
        rest = "Pumice grit crunches underfoot near a cracked clepsydra."
        lines.append(_line([(lead + " ", True, False), (rest, False, False)], 1, 362 + 24 * k))
        lines.append(_line("Here five hobgoblins sort salvage into piles.", 1, 374 + 24 * k))
    block = _only(_document([lines]))
    assert block.features[-1].name == "Detect"
    assert "Cistern" not in block.text and "hobgoblins" not in block.text


def test_a_challenge_with_a_role_above_the_armor_class_is_the_blocks() -> None:
    # Tales of the Valiant sets the rating under the type line, a role word after it and the
    # XP outside any parenthesis; the armor class follows.
    lines = [
        _heading("Spider Queen", 1, 80.0),
        _line([("Large Monstrosity", False, True)], 1, 95.0),
        _line([("CR 3 Lurker", True, False), (" 700 XP", False, False)], 1, 107.0),
        _line("AC 14 HP 21 (6d10 - 12) Speed 30 ft.", 1, 119.0),
        _line("Perception 11 Stealth 12", 1, 131.0),
        _line("STR +0 DEX +0 CON -2 INT +1 WIS +1 CHA +2", 1, 143.0),
        _heading("Actions", 1, 158.0, size=10.8),
        _feature("Slam", "Melee Attack: +4, reach 5 ft., one creature.", 1, 170.0),
    ]
    block = _only(_document([lines]))
    assert (block.name, block.style, block.ac, block.hp) == ("Spider Queen", "5e", 14, 21)
    assert (block.cr, block.xp) == ("3", "700")
