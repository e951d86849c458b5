"""Style presets of the rambler set (bench/synth/rambler.py): stat grammars and back matter of
real D&D-family modules none of the older styles prints, written without reading the
detectors, after the twenty-three older sets."""

from __future__ import annotations

from .style import Style

RAMBLER_STYLE_LIST = (
    Style(
        "mmtable",
        "3.5 Monster Manual entries in a 'New Monsters' appendix: a label | value table "
        "'Size/Type:', 'Hit Dice: 2d12 (13 hp)', 'Base Attack/Grapple:', 'Challenge Rating:'",
        ("3e",),
        ("dot",),
        ("bold", "larger", "colour"),
        (2, 2),
        ("letter", "a4"),
        ("times", "dejavu-serif", "helvetica"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "twoeline",
        "AD&D 2nd edition parentheses in the sentence: '(AC 6; MV 9; HD 2; hp 11; THAC0 19; "
        "#AT 3; Dmg 1-3/1-3/1-6; SA paralysis; SD nil; MR nil; SZ M; ML steady (11); XP 175)'",
        ("adnd",),
        ("dot",),
        ("bold", "caps", "smallcaps"),
        (2, 2),
        ("letter", "a4", "6x9"),
        ("times", "dejavu-serif", "dejavu-serif-condensed"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "oglback",
        "a d20 module whose back pages carry the Open Game License: numbered clauses "
        "'1. Definitions: …' to '15. COPYRIGHT NOTICE' naming monsters' sources",
        ("3e",),
        ("dot",),
        ("bold", "larger", "rule"),
        (2, 2),
        ("letter", "a4"),
        ("times", "helvetica", "dejavu-serif"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "tovblock",
        "Tales-of-the-Valiant-like blocks: 'GHOUL  CR 1 Brute', 'Medium Undead', 'AC 12  HP 22 "
        "(5d8)  Speed 30 ft.', 'Perception 10  Stealth 14', ability modifiers in a row",
        ("5e",),
        ("area", "dot"),
        ("colour", "larger", "smallcaps"),
        (1, 2),
        ("letter", "a4"),
        ("dejavu-sans", "dejavu-serif", "helvetica"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "crosstab",
        "a level's monsters in one transposed quick-reference table: a column a kind, a row a "
        "statistic (AC, HD, hp, Att, Dmg, MV, ML), after the level's rooms",
        ("bx",),
        ("dot",),
        ("bold", "caps", "larger"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("dejavu-serif", "times", "helvetica"),
        (8.5, 10.0),
        "italic",
        False,
    ),
    Style(
        "bestiaryref",
        "Pathfinder-1e adventure-path entries whose full block is in the Bestiary: a run-in "
        "'Creatures:' paragraph, then 'GHOULS (2)  CR 1 / XP 400 each / hp 13 each (Pathfinder "
        "RPG Bestiary 146)'",
        ("pf1",),
        ("letter",),
        ("colour", "larger", "rule"),
        (2, 2),
        ("letter", "a4"),
        ("times", "dejavu-serif", "helvetica"),
        (8.5, 10.0),
        "box",
        False,
    ),
)
