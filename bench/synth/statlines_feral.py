"""Stat text of the feral styles' families, each with the truth it implies.

The numbers come from ``statlines.Numbers`` as every other family's do. Families here:

- ``bracket``: an OSR zine's stats in square brackets after a bold name in the sentence,
  "[AC 7, HD 1, hp 4/3/3, Att spear 1d6, ML 7]" (truth ``bx``);
- ``tourney``: an AD&D tournament module's parenthesis "(AC 4, MV 9\", HD 3, hp 14, #AT 1,
  D 1-8)" inside the sentence, or a monster list "Gnolls (4): AC 5, MV 9\", ..." closing the
  paragraph (truth ``adnd``);
- ``terse``: a spread key's fragment "4 Orcs (AC 6 HD 1 hp 5,4,4,2)" (truth ``bx``);
- ``minitable``: a BFRPG / Labyrinth Lord block, one field a line: "No. Appearing", "Armor
  Class:", "Hit Dice:", "Move:", "Attacks:", "Damage:", "Save As:", "Morale:" (truth ``bx``);
- ``gazette``: a gazetteer's line "**Harpy** (5) — AC 7, HD 3, hp 13, 11, 9, Att 2 × claw
  (1d4), ML 7, XP 50", and an NPC's "(bandit; AC 7, HD 1, hp 6)" (truth ``bx``).
"""

from __future__ import annotations

import random
from typing import Any

from .statlines import HIT_DIE, Numbers, title, truth_entry


def bx_entry(name: str, numbers: Numbers, hp_values: int) -> dict[str, Any]:
    """Truth of an old-school line: descending AC, HD, hp only when one value is printed."""
    return truth_entry("bx", name, numbers, full=False, count=hp_values)


def hp_list(numbers: Numbers, sep: str) -> str:
    return sep.join(str(h) for h in numbers.hp_each)


def bracket_stats(rng: random.Random, numbers: Numbers) -> tuple[str, dict[str, Any]]:
    """'[AC 7, HD 1, hp 4/3/3, Att spear 1d6, ML 7]' (the name is printed in the sentence)."""
    ac = numbers.ac_desc
    armour = f"AC {ac} [{19 - ac}]" if rng.random() < 0.4 else f"AC {ac}"
    text = (
        f"[{armour}, HD {numbers.hd_text}, hp {hp_list(numbers, '/')}, "
        f"Att {numbers.attack} {numbers.dice}, ML {rng.randint(5, 11)}]"
    )
    return text, bx_entry(title(numbers.kind.name), numbers, len(numbers.hp_each))


def tourney_paren(rng: random.Random, numbers: Numbers) -> tuple[str, dict[str, Any]]:
    """'(AC 4, MV 9", HD 3, hp 14, #AT 1, D 1-8)': hp a list when several are present."""
    kind = numbers.kind
    text = (
        f'(AC {numbers.ac_desc}, MV {rng.choice((6, 9, 12, 15))}", HD {numbers.hd_text}, '
        f"hp {hp_list(numbers, ', ')}, #AT 1, D 1-{HIT_DIE[kind.size]})"
    )
    entry = truth_entry("adnd", title(kind.name), numbers, full=False, count=len(numbers.hp_each))
    return text, entry


def tourney_list(
    rng: random.Random, numbers: Numbers, count: int | None
) -> tuple[str, dict[str, Any]]:
    """'Gnolls (4): AC 5, MV 9", HD 2, hp 11, 9, 8, 5, #AT 1, D 2-8.' closing a paragraph."""
    kind = numbers.kind
    label = title(kind.name) if count == 1 else title(kind.plural)
    n = f" ({count})" if count and count > 1 else ""
    paren, entry = tourney_paren(rng, numbers)
    return f"<b>{label}{n}:</b> {paren[1:-1]}.", entry


def terse_fragment(rng: random.Random, numbers: Numbers, who: str) -> tuple[str, dict[str, Any]]:
    """'4 Orcs (AC 6 HD 1 hp 5,4,4,2)': the group as printed, its numbers in a parenthesis."""
    stats = f"AC {numbers.ac_desc} HD {numbers.hd_text} hp {hp_list(numbers, ',')}"
    entry = bx_entry(title(numbers.kind.name), numbers, len(numbers.hp_each))
    return f"{who} ({stats})", entry


MINI_SAVES = ("Fighter", "Magic-User", "Cleric", "Thief", "Normal Man")


def mini_table(
    rng: random.Random, numbers: Numbers, appearing: str
) -> tuple[str, list[tuple[str, str]], dict[str, Any]]:
    """(name, label/value rows, truth) of a BFRPG / Labyrinth Lord block."""
    kind = numbers.kind
    ac = numbers.ac_desc
    rows = [
        ("No. Appearing:", appearing),
        ("Armor Class:", f"{ac} [{19 - ac}]" if rng.random() < 0.5 else str(ac)),
        ("Hit Dice:", numbers.hd_text),
    ]
    printed = rng.random() < 0.7  # many such modules print no hit points at all
    if printed:
        rows.append(("Hit Points:", hp_list(numbers, ", ")))
    rows += [
        ("Move:", f"{rng.choice((60, 90, 120))}' ({rng.choice((20, 30, 40))}')"),
        ("Attacks:", f"1 {numbers.attack}"),
        ("Damage:", numbers.dice),
        ("Save As:", f"{rng.choice(MINI_SAVES)} {kind.hd}"),
        ("Morale:", str(rng.randint(5, 12))),
        ("XP:", str(kind.hd * 10 + rng.choice((0, 5, 15)))),
    ]
    # the truth's hp is the one value printed; none for a list or when no line is printed
    entry = bx_entry(title(kind.name), numbers, len(numbers.hp_each) if printed else 0)
    return title(kind.name), rows, entry


def gazette_line(
    rng: random.Random, numbers: Numbers, count: int | None
) -> tuple[str, dict[str, Any]]:
    kind = numbers.kind
    n = f" ({count})" if count and count > 1 else ""
    text = (
        f"<b>{title(kind.name)}</b>{n} \u2014 AC {numbers.ac_desc}, HD {numbers.hd_text}, "
        f"hp {hp_list(numbers, ', ')}, Att {rng.choice((1, 2))} \u00d7 {numbers.attack} "
        f"({numbers.dice}), ML {rng.randint(5, 11)}, XP {kind.hd * 15}"
    )
    return text, bx_entry(title(kind.name), numbers, len(numbers.hp_each))


def npc_stats(numbers: Numbers, npc: str) -> tuple[str, dict[str, Any]]:
    """'(bandit; AC 7, HD 1, hp 6)' after a named NPC: the block is the NPC's, by name."""
    kind = numbers.kind
    text = f"({kind.name}; AC {numbers.ac_desc}, HD {numbers.hd_text}, hp {numbers.hp_each[0]})"
    return text, bx_entry(npc, numbers, 1)
