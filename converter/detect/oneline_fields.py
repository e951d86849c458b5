"""The StatBlock fields an old-school reader's run gives (``statblocks_oldschool``): its
family, armour class, hit dice and hit points, attacks and damage, and the rest as printed."""

from __future__ import annotations

import re
from typing import Any

from converter.detect.oneline_family import run_style
from converter.detect.oneline_tokens import DIE, Run, line_tokens
from converter.detect.statblock_common import clean_text, dice_text, int_or_none


def _hd_text(value: str) -> str:
    """Return printed hit dice without spaces around signs ("6 + 1" → "6+1", "1 per head")."""
    value = re.sub(r"\s*([+-])\s*", r"\1", clean_text(value)).rstrip("*")
    return re.sub(r"\s+", " ", value).strip()


def _hit_dice(run: Run) -> tuple[str | None, int | None]:
    """The hit dice and hit points a run prints; a list of each creature's hit points ("hp 5,
    4, 3") is no one value, so none is read."""
    hd = run.first("hd")
    hp = run.first("hp")
    hit_dice = _hd_text(hd.value) if hd else None
    hp_value: int | None = None
    if hp is not None:
        if "d" in hp.value:
            hit_dice = hit_dice or dice_text(hp.value)
            # "HP 2d8 (9)": the dice first, their average in the brackets after them
            hp_value = int_or_none(hp.extra) if hp.extra and hp.extra.isdigit() else None
        else:
            hp_value = None if hp.listed else int_or_none(hp.value)
            if hp.extra and hit_dice is None:
                hit_dice = dice_text(hp.extra)
    return hit_dice, hp_value


def _damage(run: Run) -> str | None:
    dmg = run.first("dmg")
    if dmg:
        return dmg.value
    dice = [t.value for t in run.tokens if t.kind == "dice"]
    if not dice:
        # OSE prints the damage inside the attack: "Att 1 × weapon (1d6)".
        # "Scimitar +3 (1d6+1)": the damage of an attack printed with its bonus to hit.
        attacks = [t for t in run.tokens if t.kind in ("at", "hit")]
        dice = [d for t in attacks for d in re.findall(DIE, t.value)]
    return "/".join(dice) if dice else None


def run_fields(run: Run, text: str) -> dict[str, Any]:
    """The StatBlock fields a run's tokens give (every field but name, page, source, text)."""
    hit_dice, hp = _hit_dice(run)
    ac = run.first("ac")
    cr = run.first("cr")
    xp = run.first("xp")
    ml = run.first("ml")
    mv = run.first("mv")
    al = run.first("al")
    at = run.first("at") or run.first("hit")
    saves = [t.value for t in run.tokens if t.kind in ("sv", "fortrefwill", "cls")]
    size_type = run.first("st")
    level = run.first("lv")
    return {
        "style": run_style(run, text),
        "ac": int_or_none(ac.value) if ac else None,
        "hp": hp,
        "hit_dice": hit_dice,
        "cr": cr.value if cr else None,
        "level": level.value if level else None,
        "size": size_type.value.capitalize() if size_type else None,
        "type": size_type.extra.lower() if size_type and size_type.extra else None,
        "alignment": al.value if al else None,
        "speed": mv.value if mv else None,
        "attacks": at.value.strip() if at else None,
        "damage": _damage(run),
        "morale": ml.value if ml else None,
        "xp": xp.value if xp else None,
        "saves": " ".join(saves) if saves else None,
        "special": tuple(t.value.strip() for t in run.tokens if t.kind == "sa"),
    }


def block_fields(text: str) -> dict[str, Any]:
    """The fields of a whole block's text read as one run: a block printed a field to a line
    (the banded d20 block) is one creature however far apart its fields sit."""
    return run_fields(Run(line_tokens(text)), text)
