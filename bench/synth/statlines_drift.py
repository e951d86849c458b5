"""Stat text of the drift styles with the truth each implies:

- ``npc``: a classed NPC's old-school parenthesis inside the prose, in one of three forms a
  module: "F3; AC 4, hp 18, sword 1d8", "AC 4, F 3, hp 18, #AT 1 sword 1d8" or "Ftr 3: AC 4;
  hp 18; sword 1d8" (a magic-user adds "spells: sleep, web"); a group prints "hp 5 each".
  Truth: ``bx`` with the AC and the one hp; a class level is no hit dice (``hit_dice`` null).
- ``twin``: the two internal columns of a tinted stat box, OSE-like ("AC 6 [13]", "HD 3+1
  (14hp)" | "MV 120' (40')", "SV D12 W13 P14 B15 S16", "ML 8", "XP 50"); truth as the OSE
  one-liner's (``bx``, descending AC, the one printed hp).
- ``roster``: a per-level roster row, Room | Occupants | No. | AC | HD | hp | Treasure; truth
  ``bx`` (hp only when one value is printed).
- ``pregen``: a pre-generated character's line (class, level, AC, hp, abilities, kit): no
  truth at all (a player's character is no creature met in the dungeon).
"""

from __future__ import annotations

import random
from typing import Any

from . import statlines as st
from .feral import Amount

LONG_CLASS = {"F": "Ftr", "T": "Thf", "MU": "M-U", "C": "Clr"}
NPC_AC = {"F": (2, 3, 4, 5), "T": (6, 7), "MU": (9,), "C": (3, 4, 5, 6)}


def npc_stats(
    rng: random.Random, form: int, cls: str, level: int, weapon: str, count: int, spells: list[str]
) -> tuple[str, dict[str, Any]]:
    """The parenthesis (without its brackets) and its truth fields (name set by the caller)."""
    ac = rng.choice(NPC_AC[cls])
    hp = max(2, sum(rng.randint(2, 8) for _ in range(level)))
    hp_text = f"hp {hp} each" if count > 1 else f"hp {hp}"
    if form == 0:
        text = f"{cls}{level}; AC {ac}, {hp_text}, {weapon}"
    elif form == 1:
        text = f"AC {ac}, {cls} {level}, {hp_text}, #AT 1 {weapon}"
    else:
        text = f"{LONG_CLASS[cls]} {level}: AC {ac}; {hp_text}; {weapon}"
    if cls == "MU":
        text += f"; spells: {', '.join(spells)}"
    entry = {
        "page": None,
        "style": "bx",
        "ac": ac,
        "hp": hp,
        "hit_dice": None,
        "cr": None,
        "size": None,
        "type": None,
    }
    return text, entry


def said(amount: Amount) -> str:
    """What a line prints for a group the prose leaves uncounted: the dice the prose gives,
    or "many" for a vague amount (a range there would state what the prose leaves open)."""
    return amount.dice if amount.forms == "range_lines" else "many"


def twin(
    rng: random.Random, numbers: st.Numbers, amount: Amount
) -> tuple[str, tuple[str, ...], tuple[str, ...], dict[str, Any]]:
    """The box's name label, its left and right lines and the truth entry (OSE-like)."""
    kind = numbers.kind
    label = st.title(kind.name)
    if amount.count and amount.count > 1:
        label = f"{st.title(kind.plural)} ({amount.count})"
    elif amount.count is None:
        label = f"{st.title(kind.plural)} ({said(amount)})"
    left = (
        f"<b>AC</b> {numbers.ac_desc} [{numbers.ac_asc}]",
        f"<b>HD</b> {numbers.hd_text} ({numbers.hp_each[0]}hp)",
        f"<b>Att</b> 1 \u00d7 {numbers.attack} ({numbers.dice})",
        f"<b>THAC0</b> {19 - kind.hd}",
    )
    save = 14 - min(kind.hd, 6)
    right = (
        f"<b>MV</b> {rng.choice((60, 90, 120))}' ({rng.choice((20, 30, 40))}')",
        f"<b>SV</b> D{save - 2} W{save - 1} P{save} B{save + 1} S{save + 2}",
        f"<b>ML</b> {rng.randint(6, 11)}",
        f"<b>AL</b> {rng.choice(('Chaotic', 'Neutral', 'Lawful'))}",
        f"<b>XP</b> {rng.choice((10, 20, 35, 50, 75))}",
    )
    entry = st.truth_entry("ose", st.title(kind.name), numbers, full=False, count=1)
    return label, left, right, entry


def roster(
    numbers: st.Numbers, amount: Amount, room: str, treasure: str
) -> tuple[tuple[str, ...], dict[str, Any]]:
    """One roster row and its truth entry; "No." says what the key's truth counts say."""
    count = amount.stat_count
    said_no = str(amount.count) if amount.count else said(amount)
    hp = ", ".join(str(h) for h in numbers.hp_each[:count])
    row = (
        room,
        st.title(numbers.kind.name),
        said_no,
        str(numbers.ac_desc),
        numbers.hd_text,
        hp,
        treasure,
    )
    entry = st.truth_entry("bx", st.title(numbers.kind.name), numbers, full=False, count=count)
    return row, entry


def pregen(rng: random.Random, name: str, cls: list[str]) -> tuple[str, str]:
    """A pre-generated character: the bold lead and the line after it (no truth)."""
    level = rng.randint(3, 6)
    ac = {"plate mail": 3, "chain mail": 5, "leather": 7, "robes": 9}[cls[2]]
    hp = sum(rng.randint(2, 8) for _ in range(level))
    scores = " ".join(f"{a} {rng.randint(7, 18)}" for a in ("S", "I", "W", "D", "C", "Ch"))
    lead = f"{name}, {cls[0]} {level}."
    return lead, f"AC {ac}, hp {hp}; {scores}; {cls[1]}; {cls[2]}."
