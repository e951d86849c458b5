"""Style presets of the peregrine set (bench/synth/peregrine.py): stat grammars of six more
games none of the older styles prints, written without reading the detectors, after the
twenty-six older sets."""

from __future__ import annotations

from .style import Style

PEREGRINE_STYLE_LIST = (
    Style(
        "dragonbane",
        "Dragonbane-like monsters: the name in capitals, 'Ferocity 2 · Size Normal · Movement 12 · "
        "Armor 2 · HP 18', then a d6 'Monster Attack' table of shouted attacks ('RAKE! …')",
        ("other",),
        ("dot",),
        ("bold", "colour", "caps"),
        (1, 2),
        ("a4", "letter"),
        ("dejavu-sans", "helvetica", "dejavu-serif"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "demonlord",
        "Shadow of the Demon Lord-like blocks in a box: 'GHOUL  DIFFICULTY 10', 'Size 1 undead', "
        "'Defense 13; Health 22; Insanity —; Corruption 2', attributes, ATTACK OPTIONS",
        ("other",),
        ("dot",),
        ("bold", "larger", "rule"),
        (2, 2),
        ("letter", "a4"),
        ("times", "dejavu-serif", "helvetica"),
        (8.0, 9.5),
        "italic",
        False,
    ),
    Style(
        "cypher",
        "Cypher System-like entries: 'Ghouls (4)    3 (9)' (level and target number), then "
        "Motive, Environment, Health, Damage Inflicted, Armor, Movement, Combat, Loot",
        ("other",),
        ("dot",),
        ("bold", "smallcaps", "colour"),
        (2, 2),
        ("letter", "a4"),
        ("dejavu-condensed", "helvetica", "times"),
        (8.0, 9.5),
        "box",
        False,
    ),
    Style(
        "gurps",
        "GURPS Dungeon Fantasy-like runs: '**Ghouls (4):** ST 14; DX 12; IQ 8; HT 12. Will 10; "
        "Per 10; Speed 6.00; Move 6. HP 14; FP 12; SM 0. Dodge 9; Parry 10; DR 2. Claw (14): …'",
        ("other",),
        ("dot",),
        ("bold", "larger", "caps"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("times", "dejavu-serif-condensed", "helvetica"),
        (8.5, 10.5),
        "italic",
        False,
    ),
    Style(
        "onering",
        "One Ring-like adversaries: the name, an italic mood line, a one-row grid 'ATTRIBUTE "
        "LEVEL | ENDURANCE | MIGHT | HATE | PARRY | ARMOUR', Combat Proficiencies, Fell Abilities",
        ("other",),
        ("dot",),
        ("bold", "smallcaps", "rule"),
        (1, 1),
        ("a4", "letter", "a5"),
        ("dejavu-serif", "times", "dejavu-sans"),
        (8.5, 10.0),
        "italic",
        False,
    ),
    Style(
        "mothership",
        "Mothership-like boxes: the name in capitals, 'Combat 35 · Instinct 30 · Armor Points 10 · "
        "Health 20 · Wounds 2', Attacks, Special",
        ("other",),
        ("dot",),
        ("bold", "caps", "colour"),
        (1, 2),
        ("a5", "6x9", "letter"),
        ("helvetica", "dejavu-condensed", "courier"),
        (8.0, 9.5),
        "box",
        False,
    ),
)
