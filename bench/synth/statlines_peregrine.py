"""Stat text of the peregrine styles: six grammars of games none of the older sets prints, with
the truth each implies (every one is ``other``: none is a D&D family).

- ``dragonbane_stats``: a Dragonbane-like line "Ferocity 2 · Size Normal · Movement 12 · Armor
  2 · HP 18", printed under the name and over a d6 monster-attack table by the key writer.
  Truth: ``hp`` the HP; "Armor" is damage soaked, no armour class.
- ``demonlord_block``: a Shadow of the Demon Lord-like block: "GHOUL DIFFICULTY 10", "Size 1
  undead", "Perception 9 (-1)", "Defense 13; Health 22; Insanity -; Corruption 2", four
  attributes with modifiers, "Speed 10", ATTACK OPTIONS. Truth: ``ac`` the Defense (the number
  an attack roll must reach), ``hp`` the Health.
- ``cypher_block``: a Cypher System-like entry: "Ghoul 3 (9)" (level and target number), then
  labelled lines Motive, Environment, Health, Damage Inflicted, Armor, Movement, Combat,
  Interaction, Loot. Truth: ``hp`` the Health.
- ``gurps_line``: a GURPS Dungeon Fantasy-like run "ST 14; DX 12; IQ 8; HT 12. Will 10; Per 10;
  Speed 6.00; Move 6. HP 14; FP 12; SM 0. Dodge 9; Parry 10; DR 2. Claw (14): 1d+1 cutting."
  Truth: ``hp`` the HP.
- ``onering_row``: a One Ring (2nd edition)-like row under the headings ATTRIBUTE LEVEL,
  ENDURANCE, MIGHT, HATE, PARRY, ARMOUR, printed as a grid by the key writer. Truth: ``hp`` the
  Endurance.
- ``mothership_line``: a Mothership-like line "Combat 35 · Instinct 30 · Armor Points 10 ·
  Health 20 · Wounds 2". Truth: ``hp`` the Health (one wound's worth, as the game counts it).
"""

from __future__ import annotations

import random
from typing import Any

from . import statlines as st
from .words import Kind

DOT = " \u00b7 "
MINUS = "\u2013"
SIZE_WORD = {"Tiny": "Small", "Small": "Small", "Medium": "Normal", "Large": "Large"}
GURPS_SIZE = {"Tiny": "-2", "Small": "-1", "Large": "+1", "Huge": "+2"}
DEMON_SIZE = {"Tiny": "1/4", "Small": "1/2", "Medium": "1", "Large": "2", "Huge": "3"}


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


def signed(value: int) -> str:
    return f"+{value}" if value >= 0 else f"{MINUS}{abs(value)}"


def dragonbane_stats(rng: random.Random, kind: Kind) -> tuple[str, dict[str, Any]]:
    """The one stat line under the name (the key writer prints the name and the attack table)."""
    numbers = st.roll_numbers(rng, kind, 1)
    hp = 4 * kind.hd + rng.randint(2, 8)
    text = DOT.join(
        (
            f"<b>Ferocity</b> {1 + kind.hd // 3}",
            f"<b>Size</b> {SIZE_WORD.get(kind.size, 'Huge')}",
            f"<b>Movement</b> {rng.choice((8, 10, 12, 16))}",
            f"<b>Armor</b> {rng.randint(0, 4)}",
            f"<b>HP</b> {hp}",
        )
    )
    return text, entry_for(kind, numbers, hp)


ATTACK_SHOUTS = (
    ("LUNGE!", "The {n} throws itself at a single target, dealing {d} damage."),
    ("RAKE!", "Claws tear across every foe in reach: {d} damage each."),
    ("HOWL!", "A cry that chills the blood. Everyone nearby must make a WIL roll or be afraid."),
    ("GRAPPLE!", "The {n} seizes its foe, who must roll STR to break free. {d} damage."),
    ("BATTER!", "A crushing blow for {d} damage; the target is knocked prone."),
    ("FEINT!", "The {n} dodges back; its next attack this round is made with a boon."),
    ("FRENZY!", "Two attacks at once against the same foe, each for {d} damage."),
)


def dragonbane_attacks(rng: random.Random, kind: Kind) -> tuple[tuple[str, str], ...]:
    """Six rows of the d6 monster-attack table: a shouted name and what it does."""
    dice = f"{1 + kind.hd // 3}D{rng.choice((6, 8, 10))}"
    chosen = rng.sample(ATTACK_SHOUTS, 6)
    return tuple(
        (str(i), f"{shout} {text.format(n=kind.name, d=dice)}")
        for i, (shout, text) in enumerate(chosen, start=1)
    )


def demonlord_block(
    rng: random.Random, words: dict[str, Any], kind: Kind, count: int | None, dice: str
) -> tuple[str, dict[str, Any]]:
    numbers = st.roll_numbers(rng, kind, 1)
    defense = numbers.ac_asc
    health = 6 * kind.hd + rng.randint(1, 9)
    scores = [rng.randint(8, 14) for _ in range(5)]
    attrs = ", ".join(
        f"{label} {score} ({signed(score - 10)})"
        for label, score in zip(("Strength", "Agility", "Intellect", "Will"), scores, strict=False)
    )
    lines = [
        f"<b>{kind.name.upper()}</b>  DIFFICULTY {rng.choice((1, 5, 10, 25, 50))}",
        f"<i>Size {DEMON_SIZE.get(kind.size, '1')} {kind.type}</i>",
        f"<b>Perception</b> {scores[4]} ({signed(scores[4] - 10)}); darkvision",
        f"<b>Defense</b> {defense}; <b>Health</b> {health}; <b>Insanity</b> \u2014; "
        f"<b>Corruption</b> {rng.randint(0, 3)}",
        attrs,
        f"<b>Speed</b> {rng.choice((8, 10, 12))}",
        "<b>ATTACK OPTIONS</b>",
        f"<b>{numbers.attack.capitalize()}</b> (melee) +{max(1, kind.hd // 2)} with "
        f"{rng.choice(('1 boon', '2 boons'))} ({numbers.dice} + {rng.randint(1, 3)})",
        f"<b>{rng.choice(('Frightful', 'Relentless', 'Sly'))}</b> The creature makes its "
        f"attack rolls with 1 boon against {rng.choice(words['mood_words'])} foes.",
    ]
    return "<br/>".join(lines), entry_for(kind, numbers, health) | {"ac": defense}


def cypher_block(
    rng: random.Random, words: dict[str, Any], kind: Kind, count: int | None, dice: str
) -> tuple[str, dict[str, Any]]:
    numbers = st.roll_numbers(rng, kind, 1)
    level = min(10, 1 + (kind.hd + 1) // 2)
    health = 3 * level + rng.choice((0, 3, 6))
    lines = [
        f"<b>{shown_name(kind, count, dice)}</b>    {level} ({3 * level})",
        f"<b>Motive:</b> {rng.choice(words['motives'])}",
        f"<b>Environment:</b> {rng.choice(words['environments'])}",
        f"<b>Health:</b> {health}",
        f"<b>Damage Inflicted:</b> {level} points",
        f"<b>Armor:</b> {rng.randint(0, 2)}",
        f"<b>Movement:</b> {rng.choice(('Short', 'Immediate', 'Long'))}",
        f"<b>Combat:</b> Attacks with its {numbers.attack}; on a hit the target must make a "
        f"Might defense roll or lose its next turn.",
        f"<b>Interaction:</b> {rng.choice(words['interactions'])}",
        f"<b>Loot:</b> {rng.choice(words['loot'])}",
    ]
    return "<br/>".join(lines), entry_for(kind, numbers, health)


def gurps_line(
    rng: random.Random, words: dict[str, Any], kind: Kind, count: int | None, dice: str
) -> tuple[str, dict[str, Any]]:
    numbers = st.roll_numbers(rng, kind, 1)
    strength = 9 + kind.hd + rng.randint(0, 3)
    health = 10 + rng.randint(0, 3)
    hp = strength + rng.choice((0, 0, 2, 4))
    dex = rng.randint(10, 14)
    speed = (dex + health) / 4
    skill = dex + rng.randint(1, 4)
    text = (
        f"<b>{shown_name(kind, count, dice)}:</b> ST {strength}; DX {dex}; IQ "
        f"{rng.randint(4, 11)}; HT {health}. Will {rng.randint(8, 13)}; Per {rng.randint(9, 13)}; "
        f"Speed {speed:.2f}; Move {int(speed)}. HP {hp}; FP {health}; SM "
        f"{GURPS_SIZE.get(kind.size, '0')}. Dodge "
        f"{int(speed) + 3}; Parry {skill // 2 + 3}; DR {rng.randint(0, 3)}. "
        f"{numbers.attack.capitalize()} ({skill}): {1 + kind.hd // 3}d+{rng.randint(0, 2)} "
        f"{rng.choice(('cutting', 'crushing', 'impaling'))}. Traits: "
        f"{', '.join(rng.sample(list(words['gurps_traits']), 2))}."
    )
    return text, entry_for(kind, numbers, hp)


ONERING_HEADER = ("ATTRIBUTE LEVEL", "ENDURANCE", "MIGHT", "HATE", "PARRY", "ARMOUR")


def onering_row(rng: random.Random, kind: Kind) -> tuple[tuple[str, ...], dict[str, Any]]:
    """The row of six values (the key writer prints the name and the headings over it)."""
    numbers = st.roll_numbers(rng, kind, 1)
    level = min(9, 2 + kind.hd)
    endurance = 4 * level + rng.randint(0, 8)
    row = (
        str(level),
        str(endurance),
        str(1 + kind.hd // 4),
        str(rng.randint(1, 5)),
        str(rng.choice(("\u2013", "+1", "+2", "+3"))),
        str(rng.randint(1, 4)),
    )
    return row, entry_for(kind, numbers, endurance)


def onering_lines(rng: random.Random, words: dict[str, Any], kind: Kind) -> str:
    """Combat proficiencies and fell abilities under the grid."""
    skill = 1 + kind.hd // 2
    return (
        f"<b>Combat Proficiencies:</b> {numbers_attack(rng).capitalize()} {skill} "
        f"({1 + kind.hd}/{10 + 2 * kind.hd}, {rng.choice(('Pierce', 'Seize', 'Break Shield'))})"
        f"<br/><b>Fell Abilities:</b> {rng.choice(words['fell_abilities'])}."
    )


def numbers_attack(rng: random.Random) -> str:
    return str(rng.choice(("bite", "claw", "crushing blow", "rusty blade", "heavy club")))


def mothership_line(
    rng: random.Random, words: dict[str, Any], kind: Kind, count: int | None, dice: str
) -> tuple[str, dict[str, Any]]:
    numbers = st.roll_numbers(rng, kind, 1)
    health = 5 * (kind.hd + rng.randint(1, 3))
    lines = [
        f"<b>{shown_name(kind, count, dice).upper()}</b>",
        DOT.join(
            (
                f"Combat {25 + 5 * kind.hd}",
                f"Instinct {rng.choice((20, 25, 30, 35, 40))}",
                f"Armor Points {rng.choice((0, 5, 10, 15))}",
                f"Health {health}",
                f"Wounds {1 + kind.hd // 3}",
            )
        ),
        f"<b>Attacks:</b> {numbers.attack.capitalize()} ({1 + kind.hd // 3}d10)",
        f"<b>Special:</b> {rng.choice(words['mood_words']).capitalize()}; Fear Save on sight.",
    ]
    return "<br/>".join(lines), entry_for(kind, numbers, health)
