"""Style presets of the itinerant set (bench/synth/itinerant.py): stat grammars of games none of
the older styles prints, written without reading the detectors, after the twenty-five older
sets."""

from __future__ import annotations

from .style import Style

ITINERANT_STYLE_LIST = (
    Style(
        "troika",
        "Troika!-like blocks in a box under the room: 'Salt Ghouls (4)', 'Skill 7 Stamina 9 "
        "Initiative 2 Armour 1', 'Damage as Modest Beast', 'Mien 1 Curious, 2 Hungry, …'",
        ("other",),
        ("dot",),
        ("bold", "smallcaps", "caps"),
        (1, 1),
        ("a5", "6x9"),
        ("dejavu-serif", "times", "dejavu-sans"),
        (8.5, 10.0),
        "italic",
        False,
    ),
    Style(
        "tandt",
        "Tunnels & Trolls-like lines after the paragraph: '**Ghouls (4):** MR 22 each (3 dice + "
        "11 adds).'",
        ("other",),
        ("dot",),
        ("bold", "larger", "rule"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("times", "helvetica", "dejavu-serif"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "wfrp",
        "WFRP-like profiles: the name, then a two-row grid 'M WS BS S T W I A Dex Ld Int Cl WP "
        "Fel' over the numbers",
        ("other",),
        ("dot",),
        ("bold", "caps", "colour"),
        (1, 1),
        ("letter", "a4"),
        ("times", "dejavu-serif", "helvetica"),
        (9.0, 10.5),
        "italic",
        False,
    ),
    Style(
        "mcsheet",
        "AD&D 2e Monstrous Compendium-like sheets under the room: 'CLIMATE/TERRAIN: …' … "
        "'ARMOR CLASS: 6', 'HIT DICE: 2+1', 'THAC0: 19' … 'XP VALUE: 65', a label a line",
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
        "brp",
        "BRP / RuneQuest-like blocks: 'STR 14 CON 12 SIZ 13 INT 8 POW 9 DEX 11', 'Hit Points 13 "
        "Armour 2 pts (hide) Move 8', 'Weapons Claw 45%, damage 1d6'",
        ("other",),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("a4", "letter", "a5"),
        ("helvetica", "dejavu-sans", "times"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "savage",
        "Savage Worlds-like runs: '**Ghouls (4):** **Attributes:** Agility d6, … **Pace:** 6; "
        "**Parry:** 5; **Toughness:** 7 (1). **Edges:** … **Special Abilities:** …'",
        ("other",),
        ("dot",),
        ("bold", "colour", "smallcaps"),
        (2, 2),
        ("letter", "a4"),
        ("dejavu-sans", "helvetica", "dejavu-serif"),
        (8.0, 9.5),
        "box",
        False,
    ),
)
