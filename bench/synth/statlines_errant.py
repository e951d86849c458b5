"""Stat text of the errant styles, each printed form with the truth it implies.

Numbers come from ``statlines.Numbers`` as every other family's do. Forms here:

- ``becmi``: a Gazetteer / BECMI line with semicolons and THAC0, 'Goblins (4): AC 6; HD 1;
  hp 4, 3, 3, 2; MV 90' (30'); #AT 1 spear; D 1-6; Save F1; ML 7; AL C; XP 5; THAC0 19'
  (truth ``bx``: descending AC, hp only when one value is printed);
- ``wwn``: a Worlds-Without-Number-like bar line 'HD 2 | AC 13 | Atk +2 | Dmg 1d6 claw |
  Move 30' | ML 8 | Skill +1 | Save 14+' (truth ``other``: ascending AC, hit dice, no hp);
- ``thirteenth``: a 13th-Age-like block, '3rd level troop [undead]', 'Initiative +5',
  attacks 'vs. AC', 'AC 18 / PD 16 / MD 12 / HP 45' (truth ``other``: AC and HP; a level is
  no challenge rating, no hit dice are printed);
- ``mork``: a Mork-Borg-like 'GHOUL  HP 9  Morale 8  Armor -d2  Claw d6' line (truth
  ``other``: HP only; armour as a die is no armour class) or a Black-Hack-like 'Ghoul (HD 2)
  claw d6 ...' line (truth ``other``: hit dice only);
- ``judges``: a terse Judges-Guild-like run 'ORCS (3) HD1 HTK5,4,2 AC6 MV12" AT1 DM1-8 AL:C'
  (truth ``adnd``: descending AC, HTK as hit points when one value is printed);
- ``statpair``: the Stats cell of a Monster | Stats table, 'AC 13, HP 7 (2d6), Spd 30 ft.,
  Atk +4 (1d6+2), CR 1/4' (truth ``5e``: ascending AC, hp, hit dice, cr).
"""

from __future__ import annotations

import random
from typing import Any

from .statlines import Numbers, title, truth_entry
from .statlines_feral import bx_entry, hp_list

ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


def blank_entry(style: str, name: str) -> dict[str, Any]:
    entry: dict[str, Any] = {"name": name, "page": None, "style": style}
    entry.update(ac=None, hp=None, hit_dice=None, cr=None, size=None, type=None)
    return entry


def span(dice: str) -> str:
    """'1d6' -> '1-6', as old modules print damage."""
    count, sides = dice.split("d")
    return f"{count}-{int(count) * int(sides)}"


def becmi_line(rng: random.Random, numbers: Numbers) -> tuple[str, dict[str, Any]]:
    """(the text after the bold name, truth) of a BECMI-like semicolon line."""
    kind = numbers.kind
    move = rng.choice((60, 90, 120))
    text = (
        f"AC {numbers.ac_desc}; HD {numbers.hd_text}; hp {hp_list(numbers, ', ')}; "
        f"MV {move}' ({move // 3}'); #AT 1 {numbers.attack}; D {span(numbers.dice)}; "
        f"Save F{kind.hd}; ML {rng.randint(5, 11)}; AL {rng.choice('CNL')}; "
        f"XP {kind.hd * 10 + 5}; THAC0 {20 - kind.hd}."
    )
    return text, bx_entry(title(kind.name), numbers, len(numbers.hp_each))


def wwn_line(rng: random.Random, numbers: Numbers, skill: str) -> tuple[str, dict[str, Any]]:
    kind = numbers.kind
    text = (
        f"HD {kind.hd} | AC {numbers.ac_asc} | Atk +{kind.hd} | Dmg {numbers.dice} "
        f"{numbers.attack} | Move {rng.choice((20, 30, 40))}' | ML {rng.randint(6, 10)} | "
        f"Skill {skill} | Save {max(10, 16 - kind.hd)}+"
    )
    entry = blank_entry("other", title(kind.name))
    entry.update(ac=numbers.ac_asc, hit_dice=str(kind.hd))
    return text, entry


def thirteenth_block(
    rng: random.Random, numbers: Numbers, role: str, kind_tag: str, attack: str, trigger: str
) -> tuple[list[tuple[str, str]], dict[str, Any]]:
    """A 13th-Age-like block as (role, markup) lines for the 5e renderer."""
    kind = numbers.kind
    level = min(kind.hd, 8)
    rank = ORDINAL.get(level, f"{level}th")
    ac, pd, md = 15 + level, 13 + level, 10 + level + rng.randint(0, 2)
    hp = 9 * level + numbers.hp_each[0]
    bonus = level + 5
    damage = f"{level * 3 + rng.randint(1, 4)}"
    name = title(kind.name)
    lines = [
        ("name", name),
        ("meta", f"{rank} level {role} [{kind_tag}]"),
        ("prop", f"<b>Initiative:</b> +{level + rng.randint(1, 4)}"),
        (
            "entry",
            "<b>"
            + attack.format(Attack=title(numbers.attack), bonus=bonus, damage=damage)
            + "</b>",
        ),
        ("entry", f"<i>{trigger}</i>"),
        ("prop", f"<b>AC</b> {ac}"),
        ("prop", f"<b>PD</b> {pd}&nbsp;&nbsp;&nbsp;<b>HP</b> {hp}"),
        ("prop", f"<b>MD</b> {md}"),
    ]
    entry = blank_entry("other", name)
    entry.update(ac=ac, hp=hp)
    return lines, entry


def mork_line(
    rng: random.Random, numbers: Numbers, black_hack: bool, special: str
) -> tuple[str, str, dict[str, Any]]:
    """(name, rest, truth): 'GHOUL HP 9 Morale 8 Armor -d2 Claw d6' or 'Ghoul (HD 2) ...'."""
    kind = numbers.kind
    entry = blank_entry("other", title(kind.name))
    if black_hack:
        entry["hit_dice"] = str(kind.hd)
        rest = f"(HD {kind.hd}) {numbers.attack} ({numbers.dice[1:]}), {special}"
        return title(kind.name), rest, entry
    hp = numbers.hp_each[0]
    entry["hp"] = hp
    armour = rng.choice(("No armor", "Armor -d2", "Armor -d4", "Armor -d6"))
    rest = (
        f"HP {hp}&nbsp;&nbsp;Morale {rng.randint(5, 11)}&nbsp;&nbsp;{armour}&nbsp;&nbsp;"
        f"{title(numbers.attack)} {numbers.dice[1:]}. <i>{special}</i>"
    )
    return kind.name.upper(), rest, entry


def judges_run(
    rng: random.Random, numbers: Numbers, who: str, tr: str
) -> tuple[str, dict[str, Any]]:
    """'ORCS (3) HD1 HTK5,4,2 AC6 MV12" AT1 DM1-8 AL:C TR:Q' (``who`` already in capitals)."""
    kind = numbers.kind
    text = (
        f"{who} HD{numbers.hd_text} HTK{hp_list(numbers, ',')} AC{numbers.ac_desc} "
        f'MV{rng.choice((6, 9, 12))}" AT1 DM{span(numbers.dice)} AL:{rng.choice("CNL")} {tr}'
    )
    entry = truth_entry("adnd", title(kind.name), numbers, full=False, count=len(numbers.hp_each))
    return text, entry


def statpair_cell(rng: random.Random, numbers: Numbers) -> tuple[str, dict[str, Any]]:
    """'AC 13, HP 7 (2d6), Spd 30 ft., Atk +4 (1d6+2), CR 1/4'."""
    bonus = rng.randint(3, 6)
    text = (
        f"AC {numbers.ac_asc}, HP {numbers.hp_5e} ({numbers.hit_dice_5e.replace(' ', '')}), "
        f"Spd {rng.choice((20, 30, 40))} ft., Atk +{bonus} ({numbers.dice}+{bonus - 2}), "
        f"CR {numbers.cr}"
    )
    return text, truth_entry("5e", title(numbers.kind.name), numbers, full=False, count=1)
