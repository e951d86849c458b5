"""Stat text of the itinerant styles: six grammars of games none of the older sets prints, with
the truth each implies (every one is ``other``: none is a D&D family but the Monstrous
Compendium sheet, which is ``adnd``).

- ``troika_block``: a Troika!-like block: "Skill 7 Stamina 9 Initiative 2 Armour 1", "Damage as
  Modest Beast", a d6 mien. Truth: ``hp`` the Stamina (Troika's damage track), no AC or dice.
- ``tandt_line``: a Tunnels & Trolls-like Monster Rating "MR 22 each (3 dice + 11 adds)".
  Truth: ``hp`` the MR (the rating is what damage wears down), no AC or dice.
- ``wfrp_profile``: a WFRP-like characteristic profile (M WS BS S T W I A Dex Ld Int Cl WP
  Fel), printed as a grid by the key writer. Truth: ``hp`` the W (wounds).
- ``mc_sheet``: an AD&D 2e Monstrous Compendium-like sheet of capitalised labels. Truth:
  ``adnd``, descending AC, ``hit_dice`` as printed, no hp (none is printed).
- ``brp_block``: a BRP / RuneQuest-like block "STR 14 CON 12 SIZ 13 INT 8 POW 9 DEX 11", "Hit
  Points 12 Armour 2 pts", weapons in percent. Truth: ``hp`` the Hit Points.
- ``savage_line``: a Savage Worlds-like run "Attributes: Agility d6, …; Pace 6; Parry 5;
  Toughness 7 (1)". Truth: nothing but the name (no AC, hp, dice or CR is printed).
"""

from __future__ import annotations

import random
from typing import Any

from . import statlines as st
from .words import Kind

DIE_STEPS = ("d4", "d6", "d8", "d10", "d12")


def shown_name(kind: Kind, count: int | None, dice: str) -> str:
    """'Ghouls (4)', 'Ghouls (2d4)', 'Ghouls' for an unstated number, 'Ghoul' for one."""
    if count == 1:
        return st.title(kind.name)
    said = f" ({count or dice})" if (count or dice) else ""
    return f"{st.title(kind.plural)}{said}"


def entry_for(kind: Kind, numbers: st.Numbers, hp: int | None) -> dict[str, Any]:
    entry = st.truth_entry("other", st.title(kind.name), numbers, full=False, count=1)
    entry["hp"] = hp
    return entry


def troika_block(
    rng: random.Random, words: dict[str, Any], kind: Kind, count: int | None, dice: str
) -> tuple[str, dict[str, Any]]:
    numbers = st.roll_numbers(rng, kind, 1)
    stamina = numbers.hp_each[0] + 2 * kind.hd
    miens = rng.sample(list(words["miens"]), 6)
    lines = [
        f"<b>{shown_name(kind, count, dice)}</b>",
        f"<b>Skill</b> {min(12, 4 + kind.hd)} <b>Stamina</b> {stamina} "
        f"<b>Initiative</b> {rng.randint(1, 3)} <b>Armour</b> {rng.randint(0, 3)}",
        f"<b>Damage as</b> {rng.choice(words['damage_as'])}",
        "<b>Mien</b> " + ", ".join(f"{n} {m}" for n, m in enumerate(miens, start=1)),
    ]
    return "<br/>".join(lines), entry_for(kind, numbers, stamina)


def tandt_line(
    rng: random.Random, words: dict[str, Any], kind: Kind, count: int | None, dice: str
) -> tuple[str, dict[str, Any]]:
    numbers = st.roll_numbers(rng, kind, 1)
    rating = 8 * kind.hd + rng.randint(0, 7)
    each = "" if count == 1 else " each"
    spite = rng.choice(("", " Spite: 1 damage for each 6 rolled.", " Takes no damage from fire."))
    text = (
        f"<b>{shown_name(kind, count, dice)}:</b> MR {rating}{each} "
        f"({rating // 10 + 1} dice + {rating // 2} adds).{spite}"
    )
    return text, entry_for(kind, numbers, rating)


PROFILE_HEADER = ("M", "WS", "BS", "S", "T", "W", "I", "A", "Dex", "Ld", "Int", "Cl", "WP", "Fel")


def wfrp_profile(rng: random.Random, kind: Kind) -> tuple[tuple[str, ...], dict[str, Any]]:
    """The profile row (the key writer prints the name over it) and its truth entry."""
    numbers = st.roll_numbers(rng, kind, 1)
    wounds = max(3, numbers.hp_each[0])
    tens = [rng.randint(2, 5) * 10 + rng.randint(0, 9) for _ in range(3)]
    row = (
        str(rng.choice((3, 4, 5, 6))),
        str(tens[0] + 3 * kind.hd),
        str(tens[1]),
        str(min(7, 2 + kind.hd // 2)),
        str(min(7, 2 + kind.hd // 2 + rng.randint(0, 1))),
        str(wounds),
        str(tens[2]),
        str(1 + kind.hd // 4),
        *(str(rng.randint(14, 60)) for _ in range(6)),
    )
    return row, entry_for(kind, numbers, wounds)


SIZE_LETTER = {"Tiny": "T", "Small": "S", "Medium": "M", "Large": "L", "Huge": "H"}
MORALE = ((7, "Unreliable"), (10, "Average"), (12, "Steady"), (14, "Elite"), (20, "Champion"))


def mc_sheet(
    rng: random.Random, words: dict[str, Any], kind: Kind, count: int | None, dice: str
) -> tuple[str, dict[str, Any]]:
    """An MC-like sheet: the singular name in capitals, then a label a line."""
    numbers = st.roll_numbers(rng, kind, 2)
    morale = rng.randint(5, 14)
    word = next(w for top, w in MORALE if morale <= top)
    rows = (
        ("CLIMATE/TERRAIN", rng.choice(words["climates"])),
        ("FREQUENCY", rng.choice(words["frequencies"])),
        ("ORGANIZATION", rng.choice(words["organizations"])),
        ("ACTIVITY CYCLE", rng.choice(words["activities"])),
        ("DIET", rng.choice(words["diets"])),
        ("INTELLIGENCE", rng.choice(words["intelligences"])),
        ("TREASURE", rng.choice(("Nil", "J, K", "Q", "C"))),
        ("NO. APPEARING", rng.choice(("1", "2-8", "3-12", "1-4"))),
        ("ARMOR CLASS", str(numbers.ac_desc)),
        ("MOVEMENT", str(rng.choice((6, 9, 12)))),
        ("HIT DICE", numbers.hd_text),
        ("THAC0", str(max(7, 21 - kind.hd))),
        ("NO. OF ATTACKS", "1"),
        ("DAMAGE/ATTACK", numbers.dice),
        ("SPECIAL ATTACKS", rng.choice(("Nil", "Surprise", "Poison"))),
        ("SPECIAL DEFENSES", "Nil"),
        ("MAGIC RESISTANCE", "Nil"),
        ("SIZE", f"{SIZE_LETTER.get(kind.size, 'M')} ({rng.randint(3, 9)}' tall)"),
        ("MORALE", f"{word} ({morale})"),
        ("XP VALUE", str(15 * kind.hd * kind.hd + rng.choice((0, 5, 20)))),
    )
    lines = [f"<b>{kind.name.upper()}</b>"] + [f"{label}: {value}" for label, value in rows]
    entry = st.truth_entry("adnd", st.title(kind.name), numbers, full=False, count=2)
    return "<br/>".join(lines), entry


def brp_block(
    rng: random.Random, words: dict[str, Any], kind: Kind, count: int | None, dice: str
) -> tuple[str, dict[str, Any]]:
    numbers = st.roll_numbers(rng, kind, 1)
    size = {"Tiny": 3, "Small": 8, "Medium": 13, "Large": 20, "Huge": 28}.get(kind.size, 13)
    con = 8 + kind.hd + rng.randint(0, 4)
    hp = (con + size + 1) // 2
    scores = (
        f"STR {8 + kind.hd + rng.randint(0, 5)} CON {con} SIZ {size} INT {rng.randint(3, 12)} "
        f"POW {rng.randint(6, 15)} DEX {rng.randint(7, 16)}"
    )
    lines = [
        f"<b>{shown_name(kind, count, dice)}</b>",
        scores,
        f"<b>Hit Points</b> {hp} <b>Armour</b> {rng.randint(0, 4)} pts "
        f"({rng.choice(words['armours'])}) <b>Move</b> {rng.choice((6, 8, 10))}",
        f"<b>Weapons</b> {numbers.attack.capitalize()} {rng.randint(30, 75)}%, "
        f"damage {numbers.dice}",
    ]
    return "<br/>".join(lines), entry_for(kind, numbers, hp)


def savage_line(
    rng: random.Random, words: dict[str, Any], kind: Kind, count: int | None, dice: str
) -> tuple[str, dict[str, Any]]:
    numbers = st.roll_numbers(rng, kind, 1)
    step = min(4, 1 + kind.hd // 2)
    die = [DIE_STEPS[max(0, min(4, step + rng.randint(-1, 1)))] for _ in range(8)]
    parry = 2 + int(die[5][1:]) // 2
    tough = 2 + int(die[4][1:]) // 2
    armour = rng.choice((0, 0, 1, 2))
    tough_said = f"{tough + armour} ({armour})" if armour else str(tough)
    text = (
        f"<b>{shown_name(kind, count, dice)}:</b> <b>Attributes:</b> Agility {die[0]}, Smarts "
        f"{die[1]}, Spirit {die[2]}, Strength {die[3]}, Vigor {die[4]}. <b>Skills:</b> Fighting "
        f"{die[5]}, Notice {die[6]}, Stealth {die[7]}. <b>Pace:</b> {rng.choice((4, 6, 8))}; "
        f"<b>Parry:</b> {parry}; <b>Toughness:</b> {tough_said}. <b>Edges:</b> "
        f"{rng.choice(words['edges'])}. <b>Special Abilities:</b> "
        f"{numbers.attack.capitalize()}: Str+{die[3]}."
    )
    entry = entry_for(kind, numbers, None)
    return text, entry
