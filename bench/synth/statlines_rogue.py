"""Stat text of the rogue styles, each printed form with the truth it implies.

Numbers come from ``statlines.Numbers`` as every other family's do. Forms here:

- ``roster``: one row of a monster roster table, Name | No. | AC | HD | hp | Atk | Dmg | MV |
  ML | XP (truth ``bx``: descending AC, hp only when one value is printed);
- ``typewriter``: a fanzine's parenthesis '(AC 6, HD 1, HTK 4,3,2, MV 9", AT 1, D 1-6)'
  ("HTK", hits to kill, is the hit points; truth ``adnd``, hp when one value is printed); the
  spaced form '(AC 6 HD 1 hp 4/3/2 #AT 1 D 1-6)' prints no move in inches, so its truth
  also lists the families it is consistent with, ``styles: [adnd, bx]``;
- ``monster manual``: a 'FREQUENCY: / NO. APPEARING: / ARMOR CLASS: ...' appendix entry
  (truth ``adnd``: AC and HD, no hit points: a species entry gives none);
- ``outline``: a bullet '3 goblins (AC 6, HD 1, hp 4, 3, 2)' (truth ``bx``);
- ``cards``: a framed card, old-school ('AC 6 [13]', 'HD 2 (9 hp)') or 5e-like ('Armor Class
  13', 'Hit Points 11 (2d8 + 2)', 'Challenge 1/2 (100 XP)').
"""

from __future__ import annotations

import random
from typing import Any

from .statlines import HIT_DIE, Numbers, modifier, title, truth_entry
from .statlines_feral import bx_entry, hp_list

SIZE_LETTER = {
    "Tiny": "S",
    "Small": "S",
    "Medium": "M",
    "Large": "L",
    "Huge": "L",
    "Gargantuan": "L",
}
ALIGNMENTS = ("chaotic evil", "neutral evil", "lawful evil", "unaligned", "neutral")
# the families an old-school line is consistent with when it prints no mark of either
# (descending AC, HD, hit points, attacks and damage are common to both)
MARKLESS_OLD_SCHOOL = ("adnd", "bx")


def damage(numbers: Numbers) -> str:
    return f"1-{HIT_DIE[numbers.kind.size]}"


def roster_row(
    rng: random.Random, numbers: Numbers, appearing: str
) -> tuple[tuple[str, ...], dict[str, Any]]:
    """One roster row: Name, No., AC, HD, hp, Atk, Dmg, MV, ML, XP."""
    kind = numbers.kind
    ac = numbers.ac_desc
    armour = f"{ac} [{19 - ac}]" if rng.random() < 0.3 else str(ac)
    xp = (kind.hd * kind.hd * 5 + 5) * (2 if numbers.hd_plus else 1)
    cells = (
        title(kind.name),
        appearing,
        armour,
        numbers.hd_text,
        hp_list(numbers, ", "),
        f"1 {numbers.attack}",
        numbers.dice,
        f"{rng.choice((60, 90, 120, 150))}'",
        str(rng.randint(5, 11)),
        str(xp),
    )
    return cells, bx_entry(title(kind.name), numbers, len(numbers.hp_each))


def typewriter_paren(rng: random.Random, numbers: Numbers) -> tuple[str, dict[str, Any]]:
    """'(AC 6, HD 1, HTK 4,3,2, MV 9", AT 1, D 1-6)' or the spaced '(AC 6 HD 1 hp 4 ...)'."""
    hits = "HTK" if rng.random() < 0.6 else "hp"
    move = f'{rng.choice((6, 9, 12, 15))}"'
    comma = rng.random() < 0.5
    if comma:
        text = (
            f"(AC {numbers.ac_desc}, HD {numbers.hd_text}, {hits} {hp_list(numbers, ',')}, "
            f"MV {move}, AT 1, D {damage(numbers)})"
        )
    else:
        text = (
            f"(AC {numbers.ac_desc} HD {numbers.hd_text} {hits} {hp_list(numbers, '/')} "
            f"#AT 1 D {damage(numbers)})"
        )
    entry = truth_entry("adnd", title(numbers.kind.name), numbers, full=False, count=0)
    if not comma:  # no move in inches, no THAC0: nothing printed tells AD&D from B/X
        entry["styles"] = list(MARKLESS_OLD_SCHOOL)
    if len(numbers.hp_each) == 1:
        entry["hp"] = numbers.hp_each[0]
    return text, entry


def monster_manual(
    rng: random.Random, numbers: Numbers, words: dict[str, Any]
) -> tuple[list[str], dict[str, Any]]:
    """An old monster-manual entry, 'FIELD: value' a line, name first (in capitals)."""
    kind = numbers.kind
    low = rng.choice((1, 2, 3))
    lines = [
        f"FREQUENCY: {rng.choice(words['frequencies'])}",
        f"NO. APPEARING: {low}-{low * rng.choice((4, 6, 8))}",
        f"ARMOR CLASS: {numbers.ac_desc}",
        f'MOVE: {rng.choice((6, 9, 12))}"',
        f"HIT DICE: {numbers.hd_text}",
        f"% IN LAIR: {rng.choice((0, 10, 20, 35, 50))}%",
        f"TREASURE TYPE: {rng.choice(words['treasure_types'])}",
        f"NO. OF ATTACKS: {rng.choice((1, 1, 2, 3))}",
        f"DAMAGE/ATTACK: {damage(numbers)}",
        f"SPECIAL ATTACKS: {rng.choice(('Nil', 'See below', 'Surprise on 1-4'))}",
        f"SPECIAL DEFENSES: {rng.choice(('Nil', 'Nil', 'Immune to sleep'))}",
        f"MAGIC RESISTANCE: {rng.choice(('Standard', 'Standard', '10%'))}",
        f"INTELLIGENCE: {rng.choice(('Animal', 'Low', 'Average', 'Semi-'))}",
        f"ALIGNMENT: {rng.choice(('Chaotic evil', 'Neutral', 'Lawful evil'))}",
        f"SIZE: {SIZE_LETTER[kind.size]}",
    ]
    return lines, truth_entry("adnd", title(kind.name), numbers, full=False, count=0)


def outline_bullet(numbers: Numbers, who: str) -> tuple[str, dict[str, Any]]:
    """'3 goblins (AC 6, HD 1, hp 4, 3, 2)': the group as printed, then its numbers."""
    text = f"{who} (AC {numbers.ac_desc}, HD {numbers.hd_text}, hp {hp_list(numbers, ', ')})"
    return text, bx_entry(title(numbers.kind.name), numbers, len(numbers.hp_each))


def card_oldschool(rng: random.Random, numbers: Numbers) -> tuple[list[str], dict[str, Any]]:
    """An old-school card: one hit-point figure for the kind (so truth keeps it)."""
    ac = numbers.ac_desc
    hp = numbers.hp_each[0]
    lines = [
        f"<b>AC</b> {ac} [{19 - ac}]",
        f"<b>HD</b> {numbers.hd_text} ({hp} hp)",
        f"<b>Att</b> 1 \u00d7 {numbers.attack} ({numbers.dice})",
        f"<b>MV</b> {rng.choice((60, 90, 120))}' ({rng.choice((20, 30, 40))}')",
        f"<b>ML</b> {rng.randint(5, 11)} \u00b7 <b>XP</b> {numbers.kind.hd * 10 + 5}",
    ]
    return lines, bx_entry(title(numbers.kind.name), numbers, 1)


def card_fifth(rng: random.Random, numbers: Numbers) -> tuple[list[str], dict[str, Any]]:
    """A 5e-like card: size and type, Armor Class, Hit Points (dice), abilities, Challenge."""
    kind = numbers.kind
    scores = " ".join(
        f"{label} {score} ({modifier(score)})"
        for label, score in zip(
            ("STR", "DEX", "CON", "INT", "WIS", "CHA"), numbers.abilities, strict=True
        )
    )
    lines = [
        f"<i>{kind.size} {kind.type}, {rng.choice(ALIGNMENTS)}</i>",
        f"<b>Armor Class</b> {numbers.ac_asc}",
        f"<b>Hit Points</b> {numbers.hp_5e} ({numbers.hit_dice_5e})",
        f"<b>Speed</b> {rng.choice((20, 30, 40))} ft.",
        scores,
        f"<b>Challenge</b> {numbers.cr} ({numbers.xp:,} XP)",
        f"<b>{title(numbers.attack)}.</b> +{rng.randint(3, 6)} to hit, {numbers.dice} damage.",
    ]
    return lines, truth_entry("5e", title(kind.name), numbers, full=True, count=1)
