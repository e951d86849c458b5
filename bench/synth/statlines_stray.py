"""Stat text of the stray styles, each printed form with the truth it implies.

Numbers come from ``statlines.Numbers`` as every other family's do. Forms here:

- ``homebrew``: a full 5e block (2014, with PB, or 2024) as ``statlines.block_5e`` prints it,
  later set in a tinted box with coloured rules (truth ``5e`` / ``5e-2024``, full);
- ``fields``: the "Monsters:" field's group 'goblins (4): AC 6 [13]; HD 1; hp 5, 4, 3, 2; Att
  spear 1d6; MV 90'; ML 7' (truth ``bx``: descending AC, hp only when one value is printed);
- ``knave``: one line a kind in one of four orders, 'Giant Rat: 3 HP, 1 Armor, 8 STR, d6
  bite, ...', 'Bog Witch \u2014 12 HP, 14 WIL, staff (d8), Critical damage: ...', 'Ghoul: LVL
  2, AC 13, HP 9, ATK claw (d6), MV 40, MOR 8', 'Ghoul: STR 12, DEX 8, WIL 4, 5hp, Claw (d6)'
  (truth ``other``: the one HP figure; AC only where an armour class is printed as such);
- ``legend``: '**4 Goblins** AC 6, HD 1, hp 5 4 3 2, #AT 1 (spear 1d6), MV 90', SV F1, ML 7,
  XP 10' (truth ``bx``);
- ``wiki``: a table row Creature | AC | HP | Attack | Speed | CR with 5e numbers (truth
  ``5e``: ascending AC, hp, hit dice from 'HP 22 (4d8 + 4)', cr);
- ``fourth``: a 4e-like block: 'Level 3 Soldier', 'Medium natural beast  XP 150', 'HP 38;
  Bloodied 19', 'AC 17, Fortitude 15, Reflex 14, Will 13', powers (truth ``other``: the
  printed AC and HP; a level is no challenge rating, no hit dice are printed).
"""

from __future__ import annotations

import random
from typing import Any

from .statlines import Numbers, modifier, title, truth_entry
from .statlines_feral import bx_entry, hp_list

XP_4E = {1: 100, 2: 125, 3: 150, 4: 175, 5: 200, 6: 250, 7: 300}
ROLE_HP = {"Soldier": 8, "Brute": 10, "Skirmisher": 8, "Lurker": 6, "Artillery": 6, "Controller": 8}


def fields_group(rng: random.Random, numbers: Numbers, who: str) -> tuple[str, dict[str, Any]]:
    """'goblins (4): AC 6 [13]; HD 1; hp 5, 4, 3, 2; Att spear 1d6; MV 90'; ML 7'."""
    ac = numbers.ac_desc
    text = (
        f"{who}: AC {ac} [{19 - ac}]; HD {numbers.hd_text}; hp {hp_list(numbers, ', ')}; "
        f"Att {numbers.attack} {numbers.dice}; MV {rng.choice((60, 90, 120))}'; "
        f"ML {rng.randint(5, 11)}"
    )
    return text, bx_entry(title(numbers.kind.name), numbers, len(numbers.hp_each))


KNAVE_FORMS = 4  # HP first with Armor; HP and WIL with a critical; LVL / AC / HP; STR first


def knave_line(
    rng: random.Random, numbers: Numbers, form: int, trait: str, critical: str
) -> tuple[str, str, dict[str, Any]]:
    """(bold name, the rest, truth) for one kind, in the module's one order (``form``)."""
    kind, hp = numbers.kind, numbers.hp_each[0]
    name = title(kind.name)
    entry = truth_entry("other", name, numbers, full=False, count=1)
    if form == 0:
        armour = max(0, min(4, (9 - kind.ac) // 2))
        rest = f"{hp} HP, {armour} Armor, {rng.randint(6, 16)} STR, {numbers.dice[1:]} {numbers.attack}, {trait}"
        return f"{name}:", rest, entry
    if form == 1:
        rest = (
            f"{hp} HP, {rng.randint(6, 16)} WIL, {numbers.attack} ({numbers.dice[1:]}), "
            f"<i>Critical damage:</i> {critical}"
        )
        return name, f"\u2014 {rest}", entry
    if form == 2:
        entry["ac"] = numbers.ac_asc
        rest = (
            f"LVL {kind.hd}, AC {numbers.ac_asc}, HP {hp}, ATK {numbers.attack} "
            f"({numbers.dice[1:]}), MV {rng.choice((30, 40, 60))}, MOR {rng.randint(5, 11)}"
        )
        return f"{name}:", rest, entry
    rest = (
        f"STR {rng.randint(6, 16)}, DEX {rng.randint(6, 16)}, WIL {rng.randint(3, 14)}, "
        f"{hp}hp, {numbers.attack.capitalize()} ({numbers.dice[1:]}); {trait}"
    )
    return f"{name}:", rest, entry


def legend_line(rng: random.Random, numbers: Numbers, who: str) -> tuple[str, dict[str, Any]]:
    """'<b>4 Goblins</b> AC 6, HD 1, hp 5 4 3 2, #AT 1 (spear 1d6), MV 90', SV F1, ML 7'."""
    text = (
        f"<b>{who}</b> AC {numbers.ac_desc}, HD {numbers.hd_text}, hp {hp_list(numbers, ' ')}, "
        f"#AT 1 ({numbers.attack} {numbers.dice}), MV {rng.choice((60, 90, 120))}', "
        f"SV F{numbers.kind.hd}, ML {rng.randint(5, 11)}, XP {numbers.kind.hd * 10 + 5}"
    )
    return text, bx_entry(title(numbers.kind.name), numbers, len(numbers.hp_each))


def wiki_row(rng: random.Random, numbers: Numbers) -> tuple[tuple[str, ...], dict[str, Any]]:
    """Creature | AC | HP | Attack | Speed | CR (5e numbers, hit dice in the HP cell)."""
    bonus = rng.randint(3, 6)
    cells = (
        title(numbers.kind.name),
        str(numbers.ac_asc),
        f"{numbers.hp_5e} ({numbers.hit_dice_5e})",
        f"{numbers.attack} +{bonus} ({numbers.dice} + {bonus - 2})",
        f"{rng.choice((20, 30, 40))} ft.",
        numbers.cr,
    )
    return cells, truth_entry("5e", title(numbers.kind.name), numbers, full=False, count=1)


def fourth_block(
    rng: random.Random, numbers: Numbers, role: str, power: str
) -> tuple[list[tuple[str, str]], dict[str, Any]]:
    """A 4e-like block as (role, markup) lines for the 5e renderer."""
    kind = numbers.kind
    level = kind.hd
    scores = numbers.abilities
    hp = ROLE_HP[role] * (level + 1) + scores[2]
    ac = 14 + level + (2 if role == "Soldier" else 0)
    defences = [10 + level + (s - 10) // 2 for s in (scores[0], scores[1], scores[4])]
    name = title(kind.name)
    xp = XP_4E[min(level, 7)]
    origin = rng.choice(("natural", "shadow", "elemental", "fey"))
    lines = [
        ("name", f"{name}&nbsp;&nbsp;&nbsp;&nbsp;Level {level} {role}"),
        ("meta", f"{kind.size} {origin} {kind.type}&nbsp;&nbsp;&nbsp;&nbsp;XP {xp}"),
        (
            "prop",
            f"<b>HP</b> {hp}; <b>Bloodied</b> {hp // 2}&nbsp;&nbsp;&nbsp;<b>Initiative</b> {modifier(scores[1])}",
        ),
        (
            "prop",
            f"<b>AC</b> {ac}, <b>Fortitude</b> {defences[0]}, <b>Reflex</b> {defences[1]}, "
            f"<b>Will</b> {defences[2]}&nbsp;&nbsp;&nbsp;<b>Perception</b> {modifier(scores[4])}",
        ),
        ("prop", f"<b>Speed</b> {rng.choice((5, 6, 7))}"),
        ("section", "Standard Actions"),
        (
            "entry",
            f"<b>{title(numbers.attack)}</b> (standard; at-will) +{level + 5} vs. AC; "
            f"{numbers.dice} + {level} damage.",
        ),
        ("entry", f"<b>{power}</b> The creature shifts 1 square and attacks again."),
        ("prop", f"<b>Alignment</b> {rng.choice(('Evil', 'Unaligned', 'Chaotic evil'))}"),
        (
            "prop",
            "&nbsp;&nbsp;".join(
                f"<b>{label}</b> {score} ({modifier(score)})"
                for label, score in zip(
                    ("Str", "Con", "Dex", "Int", "Wis", "Cha"), scores, strict=True
                )
            ),
        ),
    ]
    entry = truth_entry("other", name, numbers, full=False, count=1)
    entry.update(ac=ac, hp=hp)
    return lines, entry
