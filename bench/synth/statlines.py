"""Stat text for every family, printed as the family prints it, with the truth it implies.

A family here is how a module prints statistics, not the truth ``style`` (OSE lines and inline
B/X stats are both truth style ``bx``). Each ``*_lines`` function returns the printed lines as
(role, reportlab markup) pairs; ``inline_stats`` returns the short form that sits inside a
parenthesis in prose. Numbers all derive from the creature kind, so they agree between forms.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from .words import Kind

# Family → truth style.
TRUTH_STYLE = {
    "bx": "bx",
    "ose": "bx",
    "adnd": "adnd",
    "3e": "3e",
    "pf1": "3e",
    "5e": "5e",
    "5e-pb": "5e",
    "5e-2024": "5e-2024",
    "other": "other",
}
HIT_DIE = {"Tiny": 4, "Small": 6, "Medium": 8, "Large": 10, "Huge": 12, "Gargantuan": 20}
CR_BY_HD = {1: "1/4", 2: "1/2", 3: "1", 4: "2", 5: "3", 6: "4", 7: "5"}
XP_BY_CR = {"1/8": 25, "1/4": 50, "1/2": 100, "1": 200, "2": 450, "3": 700, "4": 1100, "5": 1800}
ALIGNMENTS = ("chaotic evil", "neutral evil", "lawful evil", "neutral", "chaotic neutral")
ATTACKS = ("claw", "bite", "spear", "club", "short sword", "slam", "dagger", "sting")


@dataclass(frozen=True)
class Numbers:
    """One creature's statistics, rolled once and printed by any family."""

    kind: Kind
    hd_plus: int  # the "+1" of "HD 3+1"
    hp_each: tuple[int, ...]  # old-school hit points per creature
    con_mod: int
    cr: str
    abilities: tuple[int, ...]
    attack: str
    dice: str  # damage dice

    @property
    def hd_text(self) -> str:
        return f"{self.kind.hd}+{self.hd_plus}" if self.hd_plus else str(self.kind.hd)

    @property
    def ac_desc(self) -> int:  # descending armour class, old-school
        return self.kind.ac

    @property
    def ac_asc(self) -> int:  # ascending armour class, 3e and 5e
        return 19 - self.kind.ac

    @property
    def hit_dice_5e(self) -> str:
        count = self.kind.hd + (1 if self.kind.size in ("Large", "Huge") else 0)
        bonus = count * self.con_mod
        base = f"{count}d{HIT_DIE[self.kind.size]}"
        return base if bonus == 0 else f"{base} {'+' if bonus > 0 else '-'} {abs(bonus)}"

    @property
    def hp_5e(self) -> int:
        count = self.kind.hd + (1 if self.kind.size in ("Large", "Huge") else 0)
        return max(1, int(count * (HIT_DIE[self.kind.size] / 2 + 0.5)) + count * self.con_mod)

    @property
    def xp(self) -> int:
        return XP_BY_CR[self.cr]

    @property
    def pb(self) -> int:
        return 3 if self.cr == "5" else 2


def roll_numbers(rng: random.Random, kind: Kind, count: int) -> Numbers:
    hd_plus = rng.choice((0, 0, 0, 1, 2)) if kind.hd > 1 else 0
    hp_each = tuple(max(1, sum(rng.randint(1, 8) for _ in range(kind.hd))) for _ in range(count))
    abilities = tuple(rng.randint(6, 18) for _ in range(6))
    con_mod = (abilities[2] - 10) // 2
    cr = CR_BY_HD[min(kind.hd, 7)] if not (kind.hd == 1 and kind.size == "Tiny") else "1/8"
    dice = f"1d{HIT_DIE[kind.size] if kind.size != 'Tiny' else 3}"
    return Numbers(kind, hd_plus, hp_each, con_mod, cr, abilities, rng.choice(ATTACKS), dice)


def title(name: str) -> str:
    return " ".join(word.capitalize() for word in name.split())


def modifier(score: int) -> str:
    value = (score - 10) // 2
    return f"+{value}" if value >= 0 else f"\u2013{abs(value)}"


def truth_entry(
    family: str, name: str, numbers: Numbers, *, full: bool, count: int
) -> dict[str, Any]:
    """The truth record of one printed block or line (page filled in after layout)."""
    entry: dict[str, Any] = {
        "name": name,
        "page": None,
        "style": TRUTH_STYLE[family],
        "ac": None,
        "hp": None,
        "hit_dice": None,
        "cr": None,
        "size": None,
        "type": None,
    }
    if family in ("bx", "ose", "adnd"):
        entry["ac"] = numbers.ac_desc
        entry["hit_dice"] = numbers.hd_text
        if count == 1 or family == "ose":
            entry["hp"] = numbers.hp_each[0]
    elif family in ("3e", "pf1"):
        entry.update(ac=numbers.ac_asc, hp=numbers.hp_5e, hit_dice=numbers.hit_dice_5e)
        entry["hit_dice"] = numbers.hit_dice_5e.replace(" ", "")
        entry["cr"] = numbers.cr
        if full:
            entry.update(size=numbers.kind.size, type=numbers.kind.type)
    elif family.startswith("5e"):
        entry.update(ac=numbers.ac_asc, hp=numbers.hp_5e, cr=numbers.cr)
        if full or family != "5e-2024":
            entry["hit_dice"] = numbers.hit_dice_5e.replace(" ", "")
        if full:
            entry.update(size=numbers.kind.size, type=numbers.kind.type)
    elif family == "other":
        entry["hp"] = numbers.hp_each[0]
    return entry


def oneliner(rng: random.Random, family: str, numbers: Numbers, count: int) -> str:
    """A one-paragraph stat line: B/X, OSE, AD&D, 3.5 or the web family."""
    kind = numbers.kind
    label = title(kind.name if count == 1 or rng.random() < 0.5 else kind.plural)
    if rng.random() < 0.25:
        label = label.upper()
    n = f" ({count})" if count > 1 else ""
    hp = ", ".join(str(h) for h in numbers.hp_each)
    if family == "bx":
        return (
            f"<b>{label}{n}:</b> AC {numbers.ac_desc}, HD {numbers.hd_text}, hp {hp}, "
            f"#AT 1, D {numbers.dice}, MV 90' (30'), SV F{kind.hd}, ML {rng.randint(6, 11)}, "
            f"AL {rng.choice('CNL')}"
        )
    if family == "ose":
        xp = kind.hd * 10 + 5
        return (
            f"<b>{label}{n}</b> AC {numbers.ac_desc} [{19 - numbers.ac_desc}], "
            f"HD {numbers.hd_text} ({numbers.hp_each[0]}hp), Att 1 \u00d7 {numbers.attack} "
            f"({numbers.dice}), THAC0 {19 - kind.hd} [{kind.hd}], MV 90' (30'), "
            f"SV D12 W13 P14 B15 S16 ({kind.hd}), ML {rng.randint(6, 11)}, "
            f"AL {rng.choice(('Chaotic', 'Neutral', 'Lawful'))}, XP {xp}"
        )
    if family == "adnd":
        if rng.random() < 0.5:
            return (
                f'<b>{label}{n}:</b> AC {numbers.ac_desc}; MV 9"; HD {numbers.hd_text}; '
                f"hp {hp}; #AT 1; D 1-{HIT_DIE[kind.size]}; SA nil; SZ {kind.size[0]}; "
                f"INT low; AL CE"
            )
        return (
            f"<b>{label}{n}</b> AC {numbers.ac_desc} HD {numbers.hd_text} (hp {hp}) "
            f'Att 3 1-4/1-4/1-{HIT_DIE[kind.size]} Mv 12" THAC0 {20 - kind.hd} '
            f"Int low Al Chaotic"
        )
    if family == "3e":
        return (
            f"<b>{label}{n}:</b> CR {numbers.cr}; {kind.size} {kind.type}; "
            f"HD {numbers.hit_dice_5e.replace(' ', '')}; hp {numbers.hp_5e}; Init +1; Spd 30 ft.; "
            f"AC {numbers.ac_asc}, touch 11, flat-footed {numbers.ac_asc - 1}; "
            f"Atk +2 melee ({numbers.dice}, {numbers.attack}); AL NE; "
            f"SV Fort +2, Ref +1, Will +0; Str {numbers.abilities[0]}, Dex {numbers.abilities[1]}"
        )
    if family == "other":
        return f"<b>{label}{n}:</b> {other_fields(numbers)}"
    raise ValueError(f"no one-line form for {family}")


def other_fields(numbers: Numbers) -> str:
    strength, dex, _, _, wil, _ = numbers.abilities
    return (
        f"HP {numbers.hp_each[0]}, Armor {max(0, (9 - numbers.ac_desc) // 3)}, STR {strength}, "
        f"DEX {dex}, WIL {wil}, {numbers.attack} (d{HIT_DIE[numbers.kind.size]})"
    )


def inline_stats(rng: random.Random, family: str, numbers: Numbers) -> str:
    """The short parenthesised form that sits in prose: "(HD 3 AC7 1d6/1d6)"."""
    hd, ac = numbers.hd_text, numbers.ac_desc
    if family == "bx":
        if rng.random() < 0.5:
            return f"HD {hd} AC{ac} {numbers.dice}/{numbers.dice}"
        return f"HD{hd} AC{ac} {numbers.dice}"
    if family == "ose":
        return (
            f"AC {ac} [{19 - ac}], HD {hd} ({numbers.hp_each[0]}hp), Att 1 \u00d7 {numbers.attack}"
        )
    if family == "adnd":
        return f'AC {ac}, MV 9", HD {hd}, hp {numbers.hp_each[0]}, #AT 1, D 1-6'
    if family == "3e":
        return f"CR {numbers.cr}; AC {numbers.ac_asc}; HD {numbers.hit_dice_5e.replace(' ', '')}; hp {numbers.hp_5e}"
    if family in ("5e", "5e-pb"):
        return f"AC {numbers.ac_asc}, HP {numbers.hp_5e} ({numbers.hit_dice_5e}); CR {numbers.cr}"
    if family == "5e-2024":
        return f"AC {numbers.ac_asc}, HP {numbers.hp_5e}, CR {numbers.cr} (XP {numbers.xp}; PB +{numbers.pb})"
    return other_fields(numbers)


def inline_truth_hp(family: str, numbers: Numbers) -> dict[str, Any]:
    """Inline forms print one hit-point value where they print any (fixes the truth's hp)."""
    if family in ("ose", "adnd", "other"):
        return {"hp": numbers.hp_each[0]}
    if family == "bx":
        return {"hp": None}
    return {}


def block_5e(rng: random.Random, family: str, numbers: Numbers) -> list[tuple[str, str]]:
    """A full 5e block (2014, 2014 with proficiency bonus, or 2024) as (role, markup) lines."""
    kind = numbers.kind
    alignment = rng.choice(ALIGNMENTS)
    lines: list[tuple[str, str]] = [("name", title(kind.name))]
    scores = numbers.abilities
    if family == "5e-2024":
        lines.append(("meta", f"{kind.size} {kind.type.capitalize()}, {alignment.title()}"))
        lines.append(("rule", ""))
        lines.append(
            (
                "prop",
                f"<b>AC</b> {numbers.ac_asc} <b>Initiative</b> {modifier(scores[1])} ({10 + (scores[1] - 10) // 2})",
            )
        )
        lines.append(("prop", f"<b>HP</b> {numbers.hp_5e} ({numbers.hit_dice_5e})"))
        lines.append(("prop", "<b>Speed</b> 30 ft."))
        lines.append(("abilities2024", " ".join(str(s) for s in scores)))
    else:
        lines.append(("meta", f"{kind.size} {kind.type}, {alignment}"))
        lines.append(("rule", ""))
        armour = rng.choice(("natural armor", "leather armor", "shield", "chain shirt"))
        lines.append(("prop", f"<b>Armor Class</b> {numbers.ac_asc} ({armour})"))
        lines.append(("prop", f"<b>Hit Points</b> {numbers.hp_5e} ({numbers.hit_dice_5e})"))
        lines.append(("prop", "<b>Speed</b> 30 ft."))
        lines.append(("rule", ""))
        lines.append(("abilities", " ".join(str(s) for s in scores)))
        lines.append(("rule", ""))
    lines.append(
        ("prop", f"<b>Skills</b> Perception {modifier(scores[4])}, Stealth {modifier(scores[1])}")
    )
    lines.append(
        (
            "prop",
            f"<b>Senses</b> darkvision 60 ft., passive Perception {10 + (scores[4] - 10) // 2}",
        )
    )
    lines.append(("prop", "<b>Languages</b> Common"))
    if family == "5e-2024":
        lines.append(("prop", f"<b>CR</b> {numbers.cr} (XP {numbers.xp}; PB +{numbers.pb})"))
    elif family == "5e-pb":
        lines.append(
            (
                "prop",
                f"<b>Challenge</b> {numbers.cr} ({numbers.xp} XP) <b>Proficiency Bonus</b> +{numbers.pb}",
            )
        )
    else:
        lines.append(("prop", f"<b>Challenge</b> {numbers.cr} ({numbers.xp:,} XP)"))
    lines.append(("rule", ""))
    lines.append(
        (
            "entry",
            "<b><i>Keen Senses.</i></b> The creature has advantage on checks that rely on smell.",
        )
    )
    lines.append(("section", "Actions"))
    lines.append(
        (
            "entry",
            f"<b><i>{numbers.attack.title()}.</i></b> <i>Melee Weapon Attack:</i> +4 to hit, reach 5 ft., one target. <i>Hit:</i> 5 ({numbers.dice} + 2) damage.",
        )
    )
    return lines


def block_pf1(numbers: Numbers) -> list[tuple[str, str]]:
    """A Pathfinder-1-style block with DEFENSE / OFFENSE / STATISTICS bands."""
    kind = numbers.kind
    s = numbers.abilities
    return [
        ("name", f"{title(kind.name)} CR {numbers.cr}"),
        ("prop", f"<b>XP</b> {numbers.xp * 2}"),
        ("prop", f"NE {kind.size} {kind.type}"),
        ("prop", f"<b>Init</b> +1; <b>Senses</b> darkvision 60 ft.; Perception +{kind.hd + 2}"),
        ("band", "DEFENSE"),
        (
            "prop",
            f"<b>AC</b> {numbers.ac_asc}, touch 11, flat-footed {numbers.ac_asc - 1} (+{numbers.ac_asc - 11} natural, +1 Dex)",
        ),
        ("prop", f"<b>hp</b> {numbers.hp_5e} ({numbers.hit_dice_5e.replace(' ', '')})"),
        ("prop", "<b>Fort</b> +3, <b>Ref</b> +1, <b>Will</b> +0"),
        ("band", "OFFENSE"),
        ("prop", "<b>Speed</b> 30 ft."),
        ("prop", f"<b>Melee</b> {numbers.attack} +{kind.hd + 1} ({numbers.dice}+1)"),
        ("band", "STATISTICS"),
        (
            "prop",
            f"<b>Str</b> {s[0]}, <b>Dex</b> {s[1]}, <b>Con</b> {s[2]}, <b>Int</b> {s[3]}, <b>Wis</b> {s[4]}, <b>Cha</b> {s[5]}",
        ),
    ]
