"""Stat text of the pilgrim styles with the truth each implies: the 5e roleplaying block of a
person met on the road (``npc_block``), one form a module:

- ``block``: "**Sister Hild**" / "*Medium humanoid (human), lawful good*" / "**Armor Class**
  13 · **Hit Points** 27 (5d8 + 5) · **Speed** 30 ft." / "**Challenge** 2 (450 XP)";
- ``compact``: "**Sister Hild** (lawful good human priest). AC 13; HP 27 (5d8 + 5); Speed 30
  ft.; CR 2 (450 XP)."

Truth: ``5e`` named as printed (the person's name), the ascending AC, the HP, ``hit_dice``
"5d8+5" and ``cr``; size and type only where the type line prints them (``block``).
A person who "uses the priest stat block" gets no block at all (``reference``: the book's block
is not printed here). The personality lines under either form are no stat text.
"""

from __future__ import annotations

import random
from typing import Any

from .statlines import XP_BY_CR

CR_BY_LEVEL = {2: "1/4", 3: "1/2", 4: "1", 5: "2", 6: "2", 7: "3", 8: "4"}


def npc_numbers(rng: random.Random) -> dict[str, Any]:
    """A person's AC, hit dice, hit points and challenge."""
    dice = rng.randint(2, 8)
    con = rng.randint(0, 2)
    bonus = dice * con
    return {
        "ac": rng.randint(11, 17),
        "dice": f"{dice}d8 + {bonus}" if bonus else f"{dice}d8",
        "hp": int(dice * 4.5) + bonus,
        "cr": CR_BY_LEVEL[dice],
    }


def npc_block(
    rng: random.Random, form: str, name: str, role: list[str]
) -> tuple[str, dict[str, Any]]:
    """The block's markup (one paragraph, lines broken) and its truth entry."""
    numbers = npc_numbers(rng)
    _, _, type_line, alignment = role
    size, rest = type_line.split(" ", 1)
    race = rest.split("(")[1].rstrip(")")
    xp = XP_BY_CR[numbers["cr"]]
    entry: dict[str, Any] = {
        "name": name,
        "page": None,
        "style": "5e",
        "ac": numbers["ac"],
        "hp": numbers["hp"],
        "hit_dice": numbers["dice"].replace(" ", ""),
        "cr": numbers["cr"],
        "size": None,
        "type": None,
    }
    if form == "block":
        entry.update(size=size, type="humanoid")
        text = (
            f"<b>{name}</b><br/><i>{type_line}, {alignment}</i><br/>"
            f"<b>Armor Class</b> {numbers['ac']} \u00b7 <b>Hit Points</b> {numbers['hp']} "
            f"({numbers['dice']}) \u00b7 <b>Speed</b> 30 ft.<br/>"
            f"<b>Challenge</b> {numbers['cr']} ({xp} XP)"
        )
    else:
        text = (
            f"<b>{name}</b> ({alignment} {race} {role[0]}). AC {numbers['ac']}; HP "
            f"{numbers['hp']} ({numbers['dice']}); Speed 30 ft.; CR {numbers['cr']} ({xp} XP)."
        )
    return text, entry


def personality(rng: random.Random, words: dict[str, Any], labels: str) -> str:
    """The four roleplaying lines, one a line, labelled "**Ideal.**" or "*Ideal:*"."""
    lines = []
    for field in ("personality", "ideal", "bond", "flaw"):
        label = field.capitalize()
        lead = f"<b>{label}.</b>" if labels == "bold" else f"<i>{label}:</i>"
        lines.append(f"{lead} {rng.choice(words[field])}")
    return "<br/>".join(lines)
