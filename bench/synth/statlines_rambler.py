"""Stat text of the rambler styles with the truth each implies:

- ``mm35_rows``: a 3.5 Monster Manual entry as label | value rows ("Size/Type: Medium Undead",
  "Hit Dice: 2d8+2 (11 hp)", "Armor Class: 14 (+2 Dex, +2 natural), touch 12, flat-footed 12",
  "Base Attack/Grapple: +1/+2", …, "Challenge Rating: 1"). Truth: ``3e``, full (size, type),
  ascending AC, the average hp, ``hit_dice`` "2d8+2", ``cr``.
- ``twoe_stats``: AD&D 2nd edition's semicolon run "AC 6; MV 9; HD 2; hp 11; THAC0 19; #AT 1;
  Dmg 1d6; SA nil; SD nil; MR nil; SZ M; ML steady (11); XP 65". Truth: ``adnd``, descending
  AC, ``hit_dice`` "2+1", hp only when one value is printed.
- ``tov_lines``: a Tales-of-the-Valiant-like block (role after the CR, modifiers only, a
  Perception / Stealth line). Truth: ``5e``, full, ascending AC, hp, hit dice, ``cr``.
- ``crosstab_column``: one kind's column of a transposed B/X quick-reference table. Truth:
  ``bx``, descending AC, hit dice, hp only when one value is printed.
"""

from __future__ import annotations

import random
from typing import Any

from . import statlines as st
from .words import Kind

TWOE_MORALE = ((7, "unsteady"), (10, "average"), (12, "steady"), (14, "elite"))
TWOE_SIZE = {"Tiny": "T", "Small": "S", "Medium": "M", "Large": "L", "Huge": "H"}
SPACE = {"Tiny": "2\u00bd ft./0 ft.", "Small": "5 ft./5 ft.", "Medium": "5 ft./5 ft."}
SIZE_AC = {"Tiny": 2, "Small": 1, "Medium": 0, "Large": -1, "Huge": -2, "Gargantuan": -4}


def signed(value: int) -> str:
    return f"+{value}" if value >= 0 else f"\u2013{abs(value)}"


def ability_mod(score: int) -> int:
    return (score - 10) // 2


def armour_breakdown(numbers: st.Numbers) -> str:
    """'14 (+2 Dex, +2 natural), touch 12, flat-footed 12' adding up to the ascending AC."""
    ac, dex = numbers.ac_asc, ability_mod(numbers.abilities[1])
    size = SIZE_AC.get(numbers.kind.size, 0)
    natural = ac - 10 - dex - size
    if natural < 0:  # a clumsy kind: the Dexterity penalty is what the number says
        dex, natural = ac - 10 - size, 0
    parts = [f"{signed(size)} size"] if size else []
    parts += [f"{signed(dex)} Dex"] if dex else []
    parts += [f"+{natural} natural"] if natural else []
    inside = f" ({', '.join(parts)})" if parts else ""
    return f"{ac}{inside}, touch {10 + dex + size}, flat-footed {ac - max(dex, 0)}"


def mm35_rows(
    rng: random.Random, words: dict[str, Any], kind: Kind, numbers: st.Numbers
) -> tuple[list[tuple[str, str]], dict[str, Any]]:
    """The rows of one 3.5 entry and its truth entry."""
    s = numbers.abilities
    base = max(0, kind.hd - 1)
    strength, dex = ability_mod(s[0]), ability_mod(s[1])
    attack = f"{numbers.attack.capitalize()} {signed(base + strength)} melee ({numbers.dice}"
    attack += f"{signed(strength)})" if strength else ")"
    rows = [
        ("Size/Type:", f"{kind.size} {kind.type.title()}"),
        ("Hit Dice:", f"{numbers.hit_dice_5e.replace(' ', '')} ({numbers.hp_5e} hp)"),
        ("Initiative:", signed(dex)),
        ("Speed:", "30 ft. (6 squares)"),
        ("Armor Class:", armour_breakdown(numbers)),
        ("Base Attack/Grapple:", f"{signed(base)}/{signed(base + strength)}"),
        ("Attack:", attack),
        ("Full Attack:", attack),
        ("Space/Reach:", SPACE.get(kind.size, "10 ft./10 ft.")),
        ("Special Attacks:", "\u2014"),
        ("Special Qualities:", "Darkvision 60 ft."),
        ("Saves:", f"Fort {signed(base // 2)}, Ref {signed(dex)}, Will {signed(base // 3)}"),
        ("Abilities:", ", ".join(f"{a} {v}" for a, v in zip(ABILITY_NAMES, s, strict=True))),
        ("Skills:", f"Hide {signed(dex + 2)}, Listen +3, Spot +3"),
        ("Environment:", rng.choice(words["environments"])),
        ("Organization:", rng.choice(words["organisations"])),
        ("Challenge Rating:", numbers.cr),
        ("Treasure:", rng.choice(("None", "Standard", "Half standard"))),
        ("Alignment:", rng.choice(("Always chaotic evil", "Usually neutral", "Often lawful evil"))),
        ("Advancement:", f"{kind.hd + 1}\u2013{kind.hd + 4} HD ({kind.size})"),
        ("Level Adjustment:", "\u2014"),
    ]
    entry = st.truth_entry("3e", st.title(kind.name), numbers, full=True, count=1)
    return rows, entry


ABILITY_NAMES = ("Str", "Dex", "Con", "Int", "Wis", "Cha")


def twoe_morale(rng: random.Random) -> str:
    value = rng.randint(5, 14)
    word = next(w for top, w in TWOE_MORALE if value <= top)
    return f"{word} ({value})"


def twoe_stats(rng: random.Random, numbers: st.Numbers, count: int) -> str:
    """'AC 6; MV 9; HD 2; hp 11; THAC0 19; …; XP 65' (hp a list for a group)."""
    kind = numbers.kind
    hp = ", ".join(str(h) for h in numbers.hp_each[:count])
    thac0 = max(7, 21 - kind.hd - (1 if numbers.hd_plus else 0))
    special = rng.choice(("nil", "nil", "paralysis", "surprise (\u20132 to foes)"))
    return (
        f"AC {numbers.ac_desc}; MV {rng.choice((6, 9, 12, 15))}; HD {numbers.hd_text}; "
        f"hp {hp}; THAC0 {thac0}; #AT 1; Dmg {numbers.dice} ({numbers.attack}); SA {special}; "
        f"SD nil; MR nil; SZ {TWOE_SIZE.get(kind.size, 'G')}; ML {twoe_morale(rng)}; "
        f"XP {15 * kind.hd * kind.hd + rng.choice((0, 5, 10))}"
    )


def tov_lines(rng: random.Random, words: dict[str, Any], numbers: st.Numbers) -> list[Any]:
    """A Tales-of-the-Valiant-like block as (role, markup) lines for ``Block5e``."""
    kind, s = numbers.kind, numbers.abilities
    mods = "\u2002".join(
        f"<b>{a.upper()}</b> {signed(ability_mod(v))}"
        for a, v in zip(ABILITY_NAMES, s, strict=True)
    )
    return [
        ("name", st.title(kind.name)),
        ("meta", f"{kind.size} {kind.type.title()}"),
        ("prop", f"<b>CR {numbers.cr} {rng.choice(words['roles'])}</b>\u2003{numbers.xp} XP"),
        ("rule", ""),
        (
            "prop",
            f"<b>AC</b> {numbers.ac_asc}\u2003<b>HP</b> {numbers.hp_5e} ({numbers.hit_dice_5e})"
            "\u2003<b>Speed</b> 30 ft.",
        ),
        (
            "prop",
            f"<b>Perception</b> {10 + ability_mod(s[4])}\u2003<b>Stealth</b> "
            f"{10 + ability_mod(s[1]) + 2}",
        ),
        ("rule", ""),
        ("prop", mods),
        ("rule", ""),
        ("prop", "<b>Senses</b> darkvision 60 ft."),
        ("prop", "<b>Languages</b> \u2014"),
        ("section", "Actions"),
        (
            "entry",
            f"<b><i>{numbers.attack.title()}.</i></b> <i>Melee Attack:</i> +4, reach 5 ft., one "
            f"creature. <i>Hit:</i> 5 ({numbers.dice} + 2) damage.",
        ),
    ]


def crosstab_column(rng: random.Random, numbers: st.Numbers, count: int) -> tuple[str, ...]:
    """One kind's cells, in the order of ``CROSSTAB_ROWS``."""
    hp = ", ".join(str(h) for h in numbers.hp_each[:count])
    return (
        str(numbers.ac_desc),
        numbers.hd_text,
        hp,
        f"1 {numbers.attack}",
        numbers.dice,
        f"{rng.choice((60, 90, 120))}' ({rng.choice((20, 30, 40))}')",
        str(rng.randint(5, 11)),
    )


CROSSTAB_ROWS = ("AC", "HD", "hp", "Att", "Dmg", "MV", "ML")

PF1_XP = {"1/8": 50, "1/4": 100, "1/2": 200, "1": 400, "2": 600, "3": 800, "4": 1200, "5": 1600}


def bestiary_ref(
    rng: random.Random, numbers: st.Numbers, count: int | None
) -> tuple[str, dict[str, Any]]:
    """'GHOULS (2)  CR 1 / XP 400 each / hp 13 each (Pathfinder RPG Bestiary 146)': the name,
    CR, XP and hit points, the block itself left to the rulebook. Truth: ``3e`` (the pf1
    family) with the hp and the CR printed; no AC or hit dice are."""
    kind = numbers.kind
    name = st.title(kind.name if count == 1 else kind.plural).upper()
    each = "" if count == 1 else " each"
    said = f" ({count})" if count and count > 1 else ""
    book = rng.choice(("Pathfinder RPG Bestiary", "Pathfinder RPG Bestiary 2", "Bestiary"))
    text = (
        f"<b>{name}{said}</b>\u2003<b>CR {numbers.cr}</b><br/>XP {PF1_XP[numbers.cr]}{each}"
        f"<br/>hp {numbers.hp_5e}{each} ({book} {rng.randint(12, 290)})"
    )
    entry = st.truth_entry("pf1", st.title(kind.name), numbers, full=False, count=1)
    entry.update(ac=None, hit_dice=None)
    return text, entry
