"""Stat text of the sojourner styles with the truth each implies:

- ``dolmen_block``: a Dolmenwood-like creature block: the name with "(×4)", an italic line
  "Small Fairy—Sentient—Chaotic", "Level 2 AC 13 HP 2d8 (9) Saves D12 R13 H14 B15 S16", "Att
  Claw (+1, 1d6) Speed 40 Morale 7 XP 20", then Behaviour / Speech / Possessions. Truth:
  ``other``, ascending AC, the one HP, ``hit_dice`` "2d8", size and type.
- ``hyper_line``: an AS&SH-like (Hyperborea) run "AL CE; SZ M; MV 30; DX 9; AC 6; HD 2; #A 1
  (claw); D 1d6; SA nil; SV 16; ML 9; XP 35; hp 11, 9". Truth: ``adnd``, descending AC,
  ``hit_dice`` "2+1", hp only when one value is printed.
- ``lotfp_line``: a LotFP-like run "Armor 13, Move 120', 2 Hit Dice, 11, 9hp, claw 1d6,
  Morale 9." Truth: ``other``, ascending AC, ``hit_dice`` "2", hp only when one is printed.
- ``wander_row``: a wandering-table row "1d6 jackals: AC 7, HD 1, #AT 1 bite, D 1d4, MV 120',
  ML 7". Truth: ``bx``, descending AC, hit dice, no hp (none is printed).
"""

from __future__ import annotations

import random
from typing import Any

from . import statlines as st
from .words import Kind

ALIGN = ("C", "CE", "N", "NE", "LE")
ALIGN_WORD = {"C": "Chaotic", "CE": "Chaotic", "N": "Neutral", "NE": "Neutral", "LE": "Lawful"}
SIZE_LETTER = {"Tiny": "S", "Small": "S", "Medium": "M", "Large": "L", "Huge": "L"}
WITS = ("Sentient", "Semi-Intelligent", "Animal Intelligence", "Mindless")


def count_said(count: int | None, dice: str) -> str:
    return str(count) if count else dice or "several"


def dolmen_block(
    rng: random.Random, words: dict[str, Any], kind: Kind, count: int | None, dice: str, caps: bool
) -> tuple[str, dict[str, Any]]:
    """The block's markup (lines joined by <br/>) and its truth entry."""
    numbers = st.roll_numbers(rng, kind, 1)
    hp = numbers.hp_each[0]
    shown = kind.plural if count != 1 else kind.name
    name = st.title(shown).upper() if caps else st.title(shown)
    said = "" if count == 1 or not (count or dice) else f" (\u00d7{count or dice})"
    saves = " ".join(
        f"{k}{max(4, v - kind.hd)}" for k, v in zip("DRHBS", (12, 13, 14, 15, 16), strict=True)
    )
    bonus = max(0, kind.hd - 1)
    align = ALIGN_WORD[rng.choice(ALIGN)]
    lines = [
        f"<b>{name}{said}</b>",
        f"<i>{kind.size} {kind.type.title()}\u2014{rng.choice(WITS)}\u2014{align}</i>",
        f"<b>Level</b> {kind.hd} <b>AC</b> {numbers.ac_asc} <b>HP</b> {kind.hd}d8 ({hp}) "
        f"<b>Saves</b> {saves}",
        f"<b>Att</b> {numbers.attack.capitalize()} (+{bonus}, {numbers.dice}) "
        f"<b>Speed</b> {rng.choice((20, 30, 40, 60))} <b>Morale</b> {rng.randint(5, 11)} "
        f"<b>XP</b> {10 * kind.hd * kind.hd + rng.choice((0, 5, 10))}",
        f"<b>Behaviour</b> {rng.choice(words['behaviours'])} <b>Speech</b> "
        f"{rng.choice(words['speech'])} <b>Possessions</b> {rng.choice(words['possessions'])}",
    ]
    entry = st.truth_entry("other", st.title(kind.name), numbers, full=False, count=1)
    entry.update(ac=numbers.ac_asc, hp=hp, hit_dice=f"{kind.hd}d8", size=kind.size, type=kind.type)
    return "<br/>".join(lines), entry


def label(kind: Kind, count: int | None, dice: str) -> str:
    shown = kind.name if count == 1 else kind.plural
    said = "" if count == 1 else f" ({count_said(count, dice)})"
    return f"<b>{st.title(shown)}{said}:</b>"


def hyper_line(
    rng: random.Random, kind: Kind, count: int | None, dice: str
) -> tuple[str, dict[str, Any]]:
    """'**Ghouls (4):** AL CE; SZ M; MV 30; DX 9; AC 6; HD 2; …; hp 11, 9, 7, 6.'"""
    shown = count or 1
    numbers = st.roll_numbers(rng, kind, shown)
    hp = ", ".join(str(h) for h in numbers.hp_each[:shown])
    special = rng.choice(("nil", "nil", "surprise (3-in-6)", "poison"))
    text = (
        f"{label(kind, count, dice)} AL {rng.choice(ALIGN)}; SZ {SIZE_LETTER[kind.size]}; "
        f"MV {rng.choice((20, 30, 40))}; DX {rng.randint(6, 15)}; AC {numbers.ac_desc}; "
        f"HD {numbers.hd_text}; #A 1 ({numbers.attack}); D {numbers.dice}; SA {special}; "
        f"SV {max(9, 17 - kind.hd)}; ML {rng.randint(6, 11)}; "
        f"XP {10 * kind.hd * kind.hd + rng.choice((0, 5, 15))}; hp {hp}."
    )
    entry = st.truth_entry("adnd", st.title(kind.name), numbers, full=False, count=shown)
    return text, entry


def lotfp_line(
    rng: random.Random, kind: Kind, count: int | None, dice: str
) -> tuple[str, dict[str, Any]]:
    """'**Ghouls (4):** Armor 13, Move 120', 2 Hit Dice, 11, 9, 7, 6hp, claw 1d6, Morale 9.'"""
    shown = count or 1
    numbers = st.roll_numbers(rng, kind, shown)
    hp = ", ".join(str(h) for h in numbers.hp_each[:shown])
    dice_word = "Hit Die" if kind.hd == 1 else "Hit Dice"
    text = (
        f"{label(kind, count, dice)} Armor {numbers.ac_asc}, Move {rng.choice((60, 90, 120))}', "
        f"{kind.hd} {dice_word}, {hp}hp, {numbers.attack} {numbers.dice}, "
        f"Morale {rng.randint(5, 11)}."
    )
    entry = st.truth_entry("other", st.title(kind.name), numbers, full=False, count=shown)
    entry.update(
        ac=numbers.ac_asc, hit_dice=str(kind.hd), hp=numbers.hp_each[0] if shown == 1 else None
    )
    return text, entry


def wander_row(rng: random.Random, kind: Kind, dice: str) -> tuple[str, dict[str, Any]]:
    """A wandering-table row's creature and statistics (no hit points: the number is rolled)."""
    numbers = st.roll_numbers(rng, kind, 2)
    text = (
        f"{dice} {kind.plural}: AC {numbers.ac_desc}, HD {numbers.hd_text}, #AT 1 "
        f"{numbers.attack}, D {numbers.dice}, MV {rng.choice((60, 90, 120))}', "
        f"ML {rng.randint(5, 11)}"
    )
    entry = st.truth_entry("bx", st.title(kind.name), numbers, full=False, count=2)
    return text, entry
