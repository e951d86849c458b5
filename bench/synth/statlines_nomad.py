"""Stat text of the nomad styles with the truth each implies:

- ``roster_item``: one group of an occupants roster line ("4 goblins (hp 4, 3, 3, 2)",
  "1 ogre (hp 19)", "2d4 jackals (hp 5 each)", "jackals, many (hp 5 each)"). No stat block: it
  prints hit points only (the kind's line stands in the statistics section at the end).
- ``tracker_lines``: a B/X-like line "**Goblins ×4** AC 6 [13] · HD 1 · Att 1 × spear (1d6) ·
  MV 90' · ML 7" over a row of hit-point boxes, one form a module: each value and its boxes
  ("hp 4 □□□□  3 □□□"), or the boxes alone ("hp □□□□ / □□□"); an uncounted group prints one
  value "each". Truth: ``bx`` with the descending AC and ``hit_dice``; ``hp`` when one creature
  (or one "each" value) is tracked, read from the number or by counting its boxes; a list →
  null.
"""

from __future__ import annotations

import random
from typing import Any

from . import statlines as st
from .feral import Amount


def said(amount: Amount) -> str:
    return amount.dice if amount.forms == "range_lines" else "many"


def roster_item(numbers: st.Numbers, amount: Amount, rng: random.Random) -> str:
    """One group of the occupants line: its count as digits, then its hit points."""
    kind = numbers.kind
    if amount.count is None:
        hp = f"hp {numbers.hp_each[0]} each"
        if amount.forms == "range_lines":
            return f"{amount.dice} {kind.plural} ({hp})"
        return f"{kind.plural}, many ({hp})"
    values = ", ".join(str(h) for h in numbers.hp_each)
    name = kind.name if amount.count == 1 else kind.plural
    return f"{amount.count} {name} (hp {values})"


def boxes(hp: int, glyph: str) -> str:
    """``hp`` boxes in runs of five."""
    runs = [glyph * min(5, hp - i) for i in range(0, hp, 5)]
    return "\u2009".join(runs)


def tracker_label(kind_name: str, plural: str, amount: Amount, rng: random.Random) -> str:
    if amount.count is None:
        return f"{st.title(plural)} ({said(amount)})"
    if amount.count == 1:
        return st.title(kind_name)
    if rng.random() < 0.5:
        return f"{st.title(plural)} \u00d7{amount.count}"
    return f"{st.title(plural)} ({amount.count})"


def tracker_lines(
    rng: random.Random, numbers: st.Numbers, amount: Amount, form: str, glyph: str
) -> tuple[str, dict[str, Any]]:
    """The stat line and the tracker row (markup, one paragraph) and its truth entry."""
    kind = numbers.kind
    label = tracker_label(kind.name, kind.plural, amount, rng)
    line = (
        f"<b>{label}</b> AC {numbers.ac_desc} [{19 - numbers.ac_desc}] \u00b7 HD {numbers.hd_text}"
        f" \u00b7 Att 1 \u00d7 {numbers.attack} ({numbers.dice}) \u00b7 MV 90' \u00b7 "
        f"ML {rng.randint(6, 11)}"
    )
    if amount.count is None:
        hp = numbers.hp_each[0]
        shown = f"{hp} each " if form == "numbered" else ""
        row = f"hp {shown}{boxes(hp, glyph)}" + ("" if shown else " each")
    elif form == "numbered":
        row = "hp " + "\u2003".join(f"{h} {boxes(h, glyph)}" for h in numbers.hp_each)
    else:
        row = "hp " + " / ".join(boxes(h, glyph) for h in numbers.hp_each)
    entry = st.truth_entry("bx", st.title(kind.name), numbers, full=False, count=1)
    if amount.count is not None and amount.count > 1:
        entry["hp"] = None  # a list of values names no one creature's hit points
    return f"{line}<br/>{row}", entry
