"""Stat text of the hinter styles with the truth each implies:

- ``pbta_entry``: a Dungeon World-like monster entry for one group, in one of three forms a
  module ("**Goblin** *Horde, Small, Intelligent*" / "Spear (d6 damage) 3 HP 1 Armor" /
  "*Close, Reach*" / "Instinct: …" / a bullet of moves; or the compact "HP 3; Armor 1; spear
  d6" forms of later PbtA hacks). Truth: ``other`` (as the HP / Armor family): the one HP,
  ``ac`` null (Armor reduces damage, it is no armour class), no hit dice.
- ``citation``: a rulebook reference printed after a creature's name instead of stats ("(MM
  p. 166)", "(OSE CF p. 182)", "(B/X B32)"): no stat block.
- ``fifth_line``: a 5e-like line "**Goblins (4):** AC 13, HP 7 (2d6), Speed 30 ft., spear +4
  (1d6), CR 1/4". Truth: ``5e`` with the ascending AC, the one HP, ``hit_dice`` "2d6", ``cr``.
- ``adjustments``: the lines of an "Adjusting the Encounter" box (5e Adventurers League
  modules): creatures removed from or added to the encounter for weaker or stronger parties;
  none of them is a present creature.
"""

from __future__ import annotations

import random
from typing import Any

from . import statlines as st
from .feral import Amount
from .words import Kind, count_words

ORGANISATION = {1: "Solitary", 2: "Group"}  # three or more, or an unstated number: Horde
PBTA_HP = {"Horde": 3, "Group": 6, "Solitary": 12}
PBTA_DAMAGE = {"Horde": "d6", "Group": "d8", "Solitary": "d10"}
SIZE_BONUS = {"Large": 4, "Huge": 8, "Gargantuan": 8}
PBTA_FORMS = ("book", "compact", "dashed")


def organisation(amount: Amount) -> str:
    return ORGANISATION.get(amount.count or 3, "Horde")


def armour_points(kind: Kind) -> int:
    """Dungeon World armour from the kind's old-school AC: 9-7 none, 6-5 one, 4-3 two, else 3."""
    return 0 if kind.ac >= 7 else 1 if kind.ac >= 5 else 2 if kind.ac >= 3 else 3


def pbta_entry(
    rng: random.Random, words: dict[str, Any], kind: Kind, amount: Amount, form: str
) -> tuple[list[str], dict[str, Any]]:
    """The printed lines (markup) of one group's entry and its truth entry."""
    org = organisation(amount)
    hp = PBTA_HP[org] + SIZE_BONUS.get(kind.size, 0)
    armour = armour_points(kind)
    damage = PBTA_DAMAGE[org] if kind.size not in SIZE_BONUS else f"b[2{PBTA_DAMAGE[org]}]"
    size = "" if kind.size == "Medium" else kind.size
    tags = ", ".join(t for t in (org, size, *rng.sample(words["tags"], 2)) if t)
    reach = ", ".join(rng.sample(words["weapon_tags"], rng.choice((1, 2))))
    numbers = st.roll_numbers(rng, kind, 1)
    instinct = rng.choice(words["instincts"])
    moves = rng.sample(words["moves"], rng.choice((2, 3)))
    name = st.title(kind.name)
    if form == "book":
        lines = [
            f"<b>{name}</b> \u2003<i>{tags}</i>",
            f"{numbers.attack.capitalize()} ({damage} damage) \u2003{hp} HP \u2003{armour} Armor",
            f"<i>{reach}</i>",
            f"<b>Instinct:</b> {instinct}",
            *(f"\u2022 {move}" for move in moves),
        ]
    elif form == "compact":
        lines = [
            f"<b>{name}</b> ({tags}) HP {hp}; Armor {armour}; {numbers.attack} {damage} "
            f"({reach.lower()}). Instinct: {instinct.lower()}. Moves: "
            + "; ".join(m.lower() for m in moves)
            + "."
        ]
    else:
        lines = [
            f"<b>{name}</b> \u2014 <i>{tags.lower()}</i>. HP {hp} \u00b7 Armor {armour} \u00b7 "
            f"Damage {damage} ({numbers.attack}, {reach.lower()})",
            f"<b>Instinct:</b> {instinct.lower()}",
            *(f"\u2013 {move}" for move in moves),
        ]
    entry = st.truth_entry("other", name, numbers, full=False, count=1)
    entry["hp"] = hp
    return lines, entry


def book_page(kind: Kind, book: str) -> int:
    """The page a book is cited at for a kind: the same in every citation of one module."""
    return 12 + (sum(map(ord, kind.name + book)) * 7) % 280


def citation(kind: Kind, book: tuple[str, str]) -> str:
    return " " + book[1].format(book=book[0], page=book_page(kind, book[0]))


def said(amount: Amount) -> str:
    return amount.dice if amount.forms == "range_lines" else "several"


def fifth_line(numbers: st.Numbers, amount: Amount) -> tuple[str, dict[str, Any]]:
    """The 5e-like line of one group and its truth entry (named in the singular)."""
    kind = numbers.kind
    if amount.count and amount.count > 1:
        label = f"{st.title(kind.plural)} ({amount.count})"
    elif amount.count is None:
        label = f"{st.title(kind.plural)} ({said(amount)})"
    else:
        label = st.title(kind.name)
    bonus = 2 + max(0, (kind.hd - 1) // 2)
    line = (
        f"<b>{label}:</b> AC {numbers.ac_asc}, HP {numbers.hp_5e} ({numbers.hit_dice_5e}), "
        f"Speed 30 ft., {numbers.attack} +{bonus} ({numbers.dice}), CR {numbers.cr}"
    )
    entry = st.truth_entry("5e", st.title(kind.name), numbers, full=False, count=1)
    return line, entry


def adjustments(
    rng: random.Random, groups: list[tuple[Kind, Amount]], others: list[Kind]
) -> list[str]:
    """Four party strengths, each removing some of a present group or adding creatures of
    any kind; named with counts, never present."""
    lines = []
    for strength in ("Very weak", "Weak", "Strong", "Very strong"):
        kind, amount = rng.choice(groups)
        removable = (amount.count or 2) - 1
        if strength.lower().endswith("weak") and removable >= 1:
            n = rng.randint(1, removable)
            name = kind.plural if n > 1 else kind.name
            lines.append(f"<b>{strength}:</b> Remove {count_words(n)} {name}.")
            continue
        if strength.lower().endswith("weak"):
            lines.append(f"<b>{strength}:</b> No change.")
            continue
        added = rng.choice(others)
        n = rng.choice((1, 1, 2))
        name = added.plural if n > 1 else added.name
        lines.append(f"<b>{strength}:</b> Add {count_words(n)} {name}.")
    return lines
