"""Style presets of the sojourner set (bench/synth/sojourner.py): OSR stat grammars and ways of
naming a room's creatures none of the older styles prints, written without reading the
detectors, after the twenty-four older sets."""

from __future__ import annotations

from .style import Style

SOJOURNER_STYLE_LIST = (
    Style(
        "dolmen",
        "Dolmenwood-like blocks under the room: 'GOBLINS (×4)', 'Small Fairy—Sentient—Chaotic', "
        "'Level 1 AC 12 HP 1d8 (4) Saves D12 R13 H14 B15 S16', 'Att Dagger (+0, 1d4) Speed 40 "
        "Morale 7 XP 10'",
        ("other",),
        ("dot",),
        ("bold", "smallcaps", "colour"),
        (1, 2),
        ("a5", "6x9", "letter"),
        ("dejavu-serif", "times", "dejavu-sans"),
        (8.5, 10.0),
        "italic",
        False,
    ),
    Style(
        "hyperline",
        "Hyperborea-like runs after the paragraph: '**Ghouls (4):** AL CE; SZ M; MV 30; DX 9; "
        "AC 6; HD 2; #A 1 (claw); D 1d6; SA nil; SV 16; ML 9; XP 35; hp 11, 9, 7, 6.'",
        ("adnd",),
        ("dot",),
        ("bold", "caps", "rule"),
        (2, 2),
        ("letter", "a4"),
        ("times", "dejavu-serif-condensed", "helvetica"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "lotfp",
        "LotFP-like runs after the paragraph: '**Ghouls (4):** Armor 13, Move 120', 2 Hit Dice, "
        "11, 9, 7, 6hp, claw 1d6, Morale 9.'",
        ("other",),
        ("dot",),
        ("bold", "larger", "caps"),
        (1, 1),
        ("a5", "digest", "6x9"),
        ("times", "dejavu-serif", "helvetica"),
        (8.5, 10.0),
        "italic",
        False,
    ),
    Style(
        "headcount",
        "the occupants in the heading, one form a module: '7. Salt Store (3 ghouls)', '7. Salt "
        "Store — 3 ghouls, ogre', '7. Salt Store [ghoul ×3]'; no creature sentences",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("helvetica", "dejavu-sans", "times"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "wanderstat",
        "two or three levels, each opened by a wandering-monster table with statistics in the "
        "rows (kinds met nowhere in the key), then its rooms numbered on",
        ("bx", "ose"),
        ("dot",),
        ("bold", "caps", "larger"),
        (1, 2),
        ("letter", "a4"),
        ("times", "dejavu-serif", "helvetica"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "roomrolls",
        "roll tables inside rooms ('Searching the room (d6)', 'What answers a noise (d6)') whose "
        "rows may name creatures that come only on a roll",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "colour", "smallcaps"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-serif", "times", "dejavu-sans"),
        (8.5, 10.0),
        "box",
        False,
    ),
)
