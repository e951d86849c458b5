"""Stat text of the untamed styles' families, each with the truth it implies.

The numbers come from ``statlines.Numbers`` as every other family's do. Families here:

- ``opd``: a one-page dungeon's terse parenthesis "3 Skeletons (HD1 AC7 d6)" (truth ``bx``;
  no hit points printed, or "hp 9" for a lone creature);
- ``sw``: a Swords & Wizardry line "Orcs (4): HD 1; AC 6[13]; Atk 1 weapon (1d8); Move 9;
  Save 17; AL C; CL/XP 1/15; Special: none." (truth ``bx``: descending AC, the first value);
- ``cc``: Castles & Crusades, "(This creature's vital stats are HD 2d8, AC 14, HP 11. ...)"
  or "GNOLL (HD 2d8, HP 9, AC 15, Move 30 ft., Saves P, Int Low, Align CE, Attack 1 weapon
  (2d4))" (truth ``3e``, the d20 grammar: ascending AC, ``hit_dice`` "2d8", no CR);
- ``pf2``: a Pathfinder 2e-like block, "NAME  CREATURE 3", trait tags, "Perception +9",
  "AC 19; Fort +9, Ref +11, Will +7", "HP 45" (truth ``3e`` with size and type from the
  tags, no ``hit_dice``, ``cr`` null: a creature level is not a challenge rating);
- ``wordproc``-like one-liners are not used; ``wordkeys`` and ``scan`` print B/X lines.
"""

from __future__ import annotations

import random
from typing import Any

from .statlines import HIT_DIE, Numbers, modifier, title
from .statlines_feral import bx_entry, hp_list

ALIGN_LETTER = ("C", "L", "N")


def blank_entry(style: str, name: str) -> dict[str, Any]:
    return {
        "name": name,
        "page": None,
        "style": style,
        "ac": None,
        "hp": None,
        "hit_dice": None,
        "cr": None,
        "size": None,
        "type": None,
    }


def opd_fragment(numbers: Numbers, who: str) -> tuple[str, dict[str, Any]]:
    """'3 Skeletons (HD1 AC7 d6)'; a lone creature's one hp value: 'Ogre (HD4 AC5 hp19 d10)'."""
    lone = len(numbers.hp_each) == 1
    hp = f" hp{numbers.hp_each[0]}" if lone else ""
    die = numbers.dice.removeprefix("1")
    text = f"{who} (HD{numbers.hd_text} AC{numbers.ac_desc}{hp} {die})"
    return text, bx_entry(title(numbers.kind.name), numbers, 1 if lone else 0)


def sw_line(rng: random.Random, numbers: Numbers, count: int | None) -> tuple[str, dict[str, Any]]:
    """'Orcs (4): HD 1; AC 6[13]; Atk 1 weapon (1d8); Move 9; Save 17; AL C; CL/XP 1/15; ...'."""
    kind = numbers.kind
    label = title(kind.name) if count == 1 else title(kind.plural)
    n = f" ({count})" if count and count > 1 else ""
    ac = numbers.ac_desc
    hp = f" HP {hp_list(numbers, ', ')};" if rng.random() < 0.6 else ""
    level = kind.hd + (1 if numbers.hd_plus else 0)
    special = rng.choice(("none", "surprise on 1-3", "immune to sleep", "berserk"))
    text = (
        f"<b>{label}{n}:</b> HD {numbers.hd_text};{hp} AC {ac}[{19 - ac}]; "
        f"Atk 1 {numbers.attack} ({numbers.dice}); Move {rng.choice((6, 9, 12))}; "
        f"Save {max(3, 18 - kind.hd)}; AL {rng.choice(ALIGN_LETTER)}; "
        f"CL/XP {level}/{level * 15 + rng.choice((0, 5, 10))}; Special: {special}."
    )
    printed = len(numbers.hp_each) if hp else 0
    return text, bx_entry(title(kind.name), numbers, printed)


def cc_dice(numbers: Numbers) -> str:
    return f"{numbers.kind.hd}d8"


def cc_entry(numbers: Numbers, name: str, hp: int | None) -> dict[str, Any]:
    entry = blank_entry("3e", name)
    entry.update(ac=numbers.ac_asc, hp=hp, hit_dice=cc_dice(numbers))
    return entry


def cc_vital(
    rng: random.Random, numbers: Numbers, saves: str, intel: str
) -> tuple[str, dict[str, Any]]:
    """ "(This creature's vital stats are HD 2d8, AC 14, HP 11. ...)" after the group's sentence."""
    lone = len(numbers.hp_each) == 1
    whose = "This creature's" if lone else "These creatures'"
    hp = hp_list(numbers, ", ")
    text = (
        f"({whose} vital stats are HD {cc_dice(numbers)}, AC {numbers.ac_asc}, HP {hp}. "
        f"{'Its' if lone else 'Their'} primary attributes are {saves}. "
        f"{'It attacks' if lone else 'They attack'} with a {numbers.attack} for {numbers.dice} "
        f"damage. Int {intel}.)"
    )
    return text, cc_entry(numbers, title(numbers.kind.name), numbers.hp_each[0] if lone else None)


def cc_caps(
    rng: random.Random, numbers: Numbers, saves: str, intel: str
) -> tuple[str, dict[str, Any]]:
    """'GNOLL (HD 2d8, HP 9, AC 15, Move 30 ft., Saves P, Int Low, Align CE, Attack ...)'."""
    kind = numbers.kind
    lone = len(numbers.hp_each) == 1
    text = (
        f"<b>{kind.name.upper()}</b> (HD {cc_dice(numbers)}, HP {hp_list(numbers, ', ')}, "
        f"AC {numbers.ac_asc}, Move {rng.choice((20, 30, 40))} ft., Saves {saves}, Int {intel}, "
        f"Align {rng.choice(('CE', 'LE', 'NE', 'N', 'CN'))}, Attack 1 {numbers.attack} "
        f"({numbers.dice}))"
    )
    return text, cc_entry(numbers, title(kind.name), numbers.hp_each[0] if lone else None)


def pf2_block(
    rng: random.Random, numbers: Numbers, alignment: str, ability: str
) -> tuple[list[tuple[str, str]], dict[str, Any]]:
    """A PF2-like block as (role, markup) lines: bar, tags, Perception, AC/saves, HP, Speed."""
    kind = numbers.kind
    level = max(-1, kind.hd - 1)
    ac = numbers.ac_asc + level
    hp = numbers.hp_5e + 4 * max(level, 0)
    perception = level + rng.randint(3, 7)
    saves = [level + rng.randint(2, 8) for _ in range(3)]
    scores = numbers.abilities
    mods = ", ".join(
        f"<b>{label}</b> {modifier(score)}"
        for label, score in zip(("Str", "Dex", "Con", "Int", "Wis", "Cha"), scores, strict=True)
    )
    tag = '<font backColor="#5d0000" color="#ffffff"> {} </font>'
    tags = " ".join(tag.format(t) for t in (alignment, kind.size.upper(), kind.type.upper()))
    attack = level + rng.randint(5, 9)
    die = HIT_DIE[kind.size] if kind.size != "Tiny" else 4
    lines = [
        ("bar", f"{kind.name.upper()}\tCREATURE {level}"),
        ("prop", tags),
        (
            "prop",
            f"<b>Perception</b> +{perception}; {rng.choice(('darkvision', 'low-light vision', 'scent (imprecise) 30 feet'))}",
        ),
        ("prop", f"<b>Skills</b> Athletics +{level + 5}, Stealth +{level + 6}"),
        ("prop", mods),
        ("rule", ""),
        (
            "prop",
            f"<b>AC</b> {ac}; <b>Fort</b> +{saves[0]}, <b>Ref</b> +{saves[1]}, <b>Will</b> +{saves[2]}",
        ),
        ("prop", f"<b>HP</b> {hp}"),
        ("rule", ""),
        ("prop", f"<b>Speed</b> {rng.choice((20, 25, 30))} feet"),
        (
            "prop",
            f"<b>Melee</b> [one-action] {numbers.attack} +{attack}, <b>Damage</b> 1d{die}+{max(1, level)} piercing",
        ),
        ("prop", ability),
    ]
    entry = blank_entry("3e", title(kind.name))
    entry.update(ac=ac, hp=hp, size=kind.size, type=kind.type)
    return lines, entry
