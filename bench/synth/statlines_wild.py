"""Stat text of the wild styles' families, each with the truth it implies.

The numbers come from ``statlines.Numbers`` like every other family's, so a creature's figures
agree across forms. Families here:

- ``pf1band``: an adventure-path block, the name in a filled bar ("GHOULS (3) CR 1" or the
  name alone with a "CR 1 XP 400" line under it), DEFENSE / OFFENSE / STATISTICS between rules;
- ``sd``: a digest OSR line "AC 12, HP 9, ATK 2 claw +2 (1d6), MV near, S +1, ... LV 2" under
  the name in capitals and an italic flavour line;
- ``tri``: a pamphlet's compact line "**3 Goblins** AC 6 · HD 1 · hp 5, 3, 2 · bite 1d6 · ML 7";
- ``cell``: a key table's monster cell "4 goblins" / "AC 6, HD 1, hp 4/3/2/1, bite 1d6";
- ``cairn``: "**Marsh Toad** 6 HP, 1 Armor, 14 STR, 8 DEX, 5 WIL, tongue (d6)" (numbers first);
- ``marginal``: a marginal note "Ghoul ×3 — AC 6, HD 2, hp 9/7/5, Att claw 1d6, ML 8".
"""

from __future__ import annotations

import random
from typing import Any

from .statlines import HIT_DIE, Numbers, title, truth_entry

PF1_XP = {"1/8": 50, "1/4": 100, "1/2": 200, "1": 400, "2": 600, "3": 800, "4": 1200, "5": 1600}
PF1_ALIGN = ("NE", "CE", "LE", "N", "CN")
SD_MOVES = ("near", "near (climb)", "double near", "near (fly)", "far")


def mod(score: int) -> str:
    return f"{(score - 10) // 2:+d}"


def base_entry(truth_style: str, numbers: Numbers) -> dict[str, Any]:
    entry = truth_entry("other", title(numbers.kind.name), numbers, full=False, count=1)
    entry.update(style=truth_style, hp=None)
    return entry


def pf1_armour(ac: int, dex: int) -> str:
    """'AC 15, touch 12, flat-footed 13 (+2 Dex, +3 natural)': parts that add up to the AC."""
    dex = min(dex, ac - 10)  # a low AC comes with a low Dex bonus, never a negative natural
    natural = ac - 10 - dex
    parts = f"{dex:+d} Dex" + (f", +{natural} natural" if natural else "")
    return f"<b>AC</b> {ac}, touch {10 + dex}, flat-footed {ac - max(dex, 0)} ({parts})"


def damage_bonus(strength: int) -> str:
    bonus = (strength - 10) // 2
    return f"{bonus:+d}" if bonus else ""


def pf1band_block(
    rng: random.Random, numbers: Numbers, count: int
) -> tuple[list[tuple[str, str]], dict[str, Any]]:
    """(role, markup) lines of an adventure-path block and its truth (style 3e)."""
    kind, s = numbers.kind, numbers.abilities
    name = title(kind.plural if count > 1 else kind.name).upper()
    n = f" ({count})" if count > 1 else ""
    xp = PF1_XP[numbers.cr]
    hit_dice = numbers.hit_dice_5e.replace(" ", "")
    dex = (s[1] - 10) // 2
    lines: list[tuple[str, str]]
    if rng.random() < 0.5:
        lines = [("bar", f"{name}{n}\tCR {numbers.cr}"), ("prop", f"<b>XP {xp}</b>")]
    else:
        lines = [("bar", f"{name}{n}"), ("prop", f"<b>CR {numbers.cr}</b>     <b>XP {xp}</b>")]
    lines += [
        ("prop", f"{rng.choice(PF1_ALIGN)} {kind.size} {kind.type}"),
        (
            "prop",
            f"<b>Init</b> {dex:+d}; <b>Senses</b> darkvision 60 ft.; <b>Perception</b> +{kind.hd + 3}",
        ),
        ("ruleband", "DEFENSE"),
        ("prop", pf1_armour(numbers.ac_asc, dex)),
        ("prop", f"<b>hp</b> {numbers.hp_5e} ({hit_dice})"),
        ("prop", f"<b>Fort</b> +{kind.hd}, <b>Ref</b> {dex:+d}, <b>Will</b> +{kind.hd // 2}"),
        ("ruleband", "OFFENSE"),
        ("prop", f"<b>Speed</b> {rng.choice(('30 ft.', '20 ft.', '40 ft., climb 20 ft.'))}"),
        (
            "prop",
            f"<b>Melee</b> {numbers.attack} +{kind.hd + 1} ({numbers.dice}{damage_bonus(s[0])})",
        ),
        ("ruleband", "STATISTICS"),
        (
            "prop",
            f"<b>Str</b> {s[0]}, <b>Dex</b> {s[1]}, <b>Con</b> {s[2]}, <b>Int</b> {s[3]}, "
            f"<b>Wis</b> {s[4]}, <b>Cha</b> {s[5]}",
        ),
        (
            "prop",
            f"<b>Base Atk</b> +{kind.hd}; <b>CMB</b> +{kind.hd + 1}; <b>CMD</b> {kind.hd + 11}",
        ),
    ]
    entry = base_entry("3e", numbers)
    entry.update(
        ac=numbers.ac_asc,
        hp=numbers.hp_5e,
        hit_dice=hit_dice,
        cr=numbers.cr,
        size=kind.size,
        type=kind.type,
    )
    return lines, entry


def sd_block(
    rng: random.Random, numbers: Numbers, flavour: str, trait: str
) -> tuple[list[tuple[str, str]], dict[str, Any]]:
    """Name in capitals, italic flavour, 'AC 12, HP 9, ATK 2 claw +2 (1d6), ...', a trait."""
    kind, s = numbers.kind, numbers.abilities
    hp = max(1, kind.hd * 4 + (s[2] - 10) // 2)
    stats = (
        f"<b>AC</b> {numbers.ac_asc}, <b>HP</b> {hp}, <b>ATK</b> {rng.choice((1, 2))} "
        f"{numbers.attack} +{kind.hd} ({numbers.dice}), <b>MV</b> {rng.choice(SD_MOVES)}, "
        f"<b>S</b> {mod(s[0])}, <b>D</b> {mod(s[1])}, <b>C</b> {mod(s[2])}, "
        f"<b>I</b> {mod(s[3])}, <b>W</b> {mod(s[4])}, <b>Ch</b> {mod(s[5])}, "
        f"<b>AL</b> {rng.choice('CNL')}, <b>LV</b> {kind.hd}"
    )
    lead, _, rest = trait.partition(". ")
    lines = [
        ("name", title(kind.name).upper()),
        ("meta", flavour),
        ("prop", stats),
        ("entry", f"<b>{lead}.</b> {rest}"),
    ]
    entry = base_entry("other", numbers)  # "LV" is a level, not hit dice: hit_dice null
    entry.update(ac=numbers.ac_asc, hp=hp)
    return lines, entry


def tri_line(rng: random.Random, numbers: Numbers, count: int) -> tuple[str, dict[str, Any]]:
    kind = numbers.kind
    label = f"{count} {title(kind.plural)}" if count > 1 else title(kind.name)
    hp = ", ".join(str(h) for h in numbers.hp_each)
    line = (
        f"<b>{label}</b> AC {numbers.ac_desc} \u00b7 HD {numbers.hd_text} \u00b7 hp {hp} "
        f"\u00b7 {numbers.attack} {numbers.dice} \u00b7 ML {rng.randint(5, 10)}"
    )
    entry = truth_entry("bx", title(kind.name), numbers, full=False, count=count)
    return line, entry


def cell_text(
    rng: random.Random, numbers: Numbers, count: int | None
) -> tuple[str, dict[str, Any]]:
    """A monster cell: who is there (count as printed), then their numbers on the next line."""
    kind = numbers.kind
    if count is None:
        who = f"{kind.plural} (many)"
    elif count == 1:
        who = kind.name
    else:
        who = f"{count} {kind.plural}"
    hp = "/".join(str(h) for h in numbers.hp_each)
    stats = f"AC {numbers.ac_desc}, HD {numbers.hd_text}, hp {hp}, {numbers.attack} {numbers.dice}"
    entry = truth_entry("bx", title(kind.name), numbers, full=False, count=len(numbers.hp_each))
    return f"{who}<br/>{stats}", entry


def cairn_line(rng: random.Random, numbers: Numbers) -> tuple[str, dict[str, Any]]:
    kind, s = numbers.kind, numbers.abilities
    hp = numbers.hp_each[0]
    armour = max(0, (9 - numbers.ac_desc) // 3)
    die = HIT_DIE[kind.size] if kind.size != "Tiny" else 4
    line = (
        f"<b>{title(kind.name)}</b> {hp} HP, {armour} Armor, {s[0]} STR, {s[1]} DEX, "
        f"{s[4]} WIL, {numbers.attack} (d{die})"
    )
    entry = base_entry("other", numbers)  # Armor is not an armour class: ac null
    entry.update(ac=None, hit_dice=None, hp=hp)
    return line, entry


def marginal_line(rng: random.Random, numbers: Numbers, count: int) -> tuple[str, dict[str, Any]]:
    kind = numbers.kind
    label = f"{title(kind.name)} \u00d7{count}" if count > 1 else title(kind.name)
    hp = "/".join(str(h) for h in numbers.hp_each)
    line = (
        f"<b>{label}</b> \u2014 AC {numbers.ac_desc}, HD {numbers.hd_text}, hp {hp}, "
        f"Att {numbers.attack} {numbers.dice}, ML {rng.randint(6, 11)}"
    )
    entry = truth_entry("bx", title(kind.name), numbers, full=False, count=count)
    return line, entry
