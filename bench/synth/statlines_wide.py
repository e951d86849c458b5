"""Stat text of the wide styles' own families: DCC lines and modern (2024) 5e blocks.

The numbers come from ``statlines.Numbers`` as for every other family, so a creature's
figures agree across forms; each function returns what is printed and the truth it implies.
"""

from __future__ import annotations

import random
from typing import Any

from .statlines import HIT_DIE, Numbers, modifier, title, truth_entry

DCC_EXTRAS = ("", "", " plus paralysis", " plus disease", " plus 1 Str")
DCC_ALIGN = ("C", "N", "L")
ALIGN_2024 = ("Chaotic Evil", "Neutral Evil", "Neutral", "Lawful Evil", "Unaligned")


def dcc_hit_dice(numbers: Numbers) -> str:
    return f"{numbers.kind.hd}d{HIT_DIE[numbers.kind.size] if numbers.kind.size != 'Tiny' else 6}"


def dcc_line(rng: random.Random, numbers: Numbers, count: int) -> tuple[str, dict[str, Any]]:
    """'Ghouls (4): Init +1; Atk claw +2 melee (1d4 plus paralysis); AC 12; HD 2d8; hp 9 each; ...'"""
    kind = numbers.kind
    label = title(kind.plural if count > 1 else kind.name)
    n = f" ({count})" if count > 1 else ""
    if count == 1:
        hp_text, hp = f"hp {numbers.hp_each[0]}", numbers.hp_each[0]
    elif rng.random() < 0.5:
        hp_text, hp = f"hp {numbers.hp_each[0]} each", numbers.hp_each[0]
    else:
        hp_text, hp = "hp " + ", ".join(str(h) for h in numbers.hp_each), None
    dex = (numbers.abilities[1] - 10) // 2
    line = (
        f"<b>{label}{n}:</b> Init {dex:+d}; Atk {numbers.attack} +{kind.hd} melee "
        f"({numbers.dice}{rng.choice(DCC_EXTRAS)}); AC {numbers.ac_asc}; "
        f"HD {dcc_hit_dice(numbers)}; {hp_text}; MV 30'; Act 1d20; "
        f"SV Fort {rng.randint(0, 3):+d}, Ref {dex:+d}, Will {rng.randint(-1, 2):+d}; "
        f"AL {rng.choice(DCC_ALIGN)}."
    )
    # DCC grammar (Init, Atk, SV Fort/Ref/Will) is the d20 one: truth style 3e, ascending AC.
    entry = truth_entry("3e", title(kind.name), numbers, full=False, count=count)
    entry.update(ac=numbers.ac_asc, hp=hp, hit_dice=dcc_hit_dice(numbers), cr=None)
    return line, entry


def modern_block(
    rng: random.Random, numbers: Numbers
) -> tuple[list[tuple[str, str]], dict[str, Any]]:
    """A 2024-layout block: 'AC 15 Initiative +2 (12)', MOD/SAVE table, 'CR 3 (XP 700; PB +2)'."""
    kind = numbers.kind
    scores = numbers.abilities
    dex = (scores[1] - 10) // 2
    lines: list[tuple[str, str]] = [
        ("name", title(kind.name)),
        ("meta", f"{kind.size} {kind.type.capitalize()}, {rng.choice(ALIGN_2024)}"),
        ("prop", f"<b>AC</b> {numbers.ac_asc}    <b>Initiative</b> {dex:+d} ({10 + dex})"),
        ("prop", f"<b>HP</b> {numbers.hp_5e} ({numbers.hit_dice_5e})"),
        ("prop", f"<b>Speed</b> {rng.choice(('30 ft.', '30 ft., Climb 20 ft.', '40 ft.'))}"),
        ("modsave", " ".join(str(s) for s in scores)),
        ("prop", f"<b>Skills</b> Stealth {modifier(scores[1])}"),
        (
            "prop",
            f"<b>Senses</b> Darkvision 60 ft.; Passive Perception {10 + (scores[4] - 10) // 2}",
        ),
        ("prop", f"<b>Languages</b> {rng.choice(('None', 'Common', 'Common, Goblin'))}"),
        ("prop", f"<b>CR</b> {numbers.cr} (XP {numbers.xp}; PB +{numbers.pb})"),
        ("section", "Traits"),
        (
            "entry",
            "<b><i>Stench.</i></b> Creatures that start their turn within 5 feet must "
            "succeed on a DC 10 Constitution saving throw or be poisoned.",
        ),
        ("section", "Actions"),
        (
            "entry",
            f"<b><i>{numbers.attack.title()}.</i></b> <i>Melee Attack Roll:</i> "
            f"+{2 + numbers.pb}, reach 5 ft. <i>Hit:</i> 5 ({numbers.dice} + 2) damage.",
        ),
    ]
    entry = truth_entry("5e-2024", title(kind.name), numbers, full=True, count=1)
    return lines, entry


def modsave_rows(scores: list[int]) -> list[list[str]]:
    """The 2024 ability grid: three groups of 'Str 12 +1 +1' under 'MOD SAVE' headers."""
    names = ("Str", "Dex", "Con", "Int", "Wis", "Cha")
    header = ["", "", "MOD", "SAVE"] * 3
    rows = [header]
    for start in (0, 3):
        row: list[str] = []
        for index in range(start, start + 3):
            mod = f"{(scores[index] - 10) // 2:+d}"
            save = mod if index not in (1, 4) else f"{(scores[index] - 10) // 2 + 2:+d}"
            row += [names[index], str(scores[index]), mod, save]
        rows.append(row)
    # print order is Str Dex Con / Int Wis Cha
    return rows
