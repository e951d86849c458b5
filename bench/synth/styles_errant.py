"""The style presets of the errant set (bench/synth/errant.py): stat grammars and module
conventions of D&D-family games none of the forty-two older styles prints, written without
reading the detectors, after all seven older sets were tuned on. ``styles`` adds them to
``STYLES`` after the later presets."""

from __future__ import annotations

from .style import Style

ERRANT_PRESETS: tuple[Style, ...] = (
    Style(
        "becmi",
        "Gazetteer / BECMI module: 'Level A' sections, 'Room A-12:' keys, 'Goblins (4): AC 6; "
        "HD 1; hp 4, 3, 3, 2; MV 90' (30'); #AT 1 spear; D 1-6; Save F1; ML 7; ...; THAC0 19.'",
        ("bx",),
        ("dot",),
        ("bold", "larger", "caps"),
        (2, 2),
        ("letter", "a4"),
        ("times", "dejavu-serif", "helvetica"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "wwn",
        "Worlds-Without-Number-like site: zero-padded '03' keys, 'HD 1 | AC 13 | Atk +1 | Dmg "
        "1d6 spear | Move 30' | ML 7 | Skill +1 | Save 15+' lines under a bold name",
        ("other",),
        ("dot",),
        ("bold", "rule", "smallcaps"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-serif", "times", "dejavu-sans"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "thirteenth",
        "13th-Age-like adventure: '\u00a7 7 \u2014' headings, boxed blocks '3rd level troop "
        "[undead]', 'Initiative: +5', attacks 'vs. AC', 'AC 18 / PD 16 / MD 12 / HP 45'",
        ("other",),
        ("dot",),
        ("colour", "larger"),
        (2, 2),
        ("letter", "a4"),
        ("dejavu-sans", "dejavu-serif", "times"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "mork",
        "Mork-Borg / Black-Hack-like zine: '4 // MEAT CELLAR' keys, shouted mood lines, "
        "'GHOUL HP 9 Morale 8 Armor -d2 Claw d6' or 'Ghoul (HD 2) claw (d6), ...' lines",
        ("other",),
        ("dot",),
        ("bold", "larger"),
        (1, 2),
        ("a5", "a4", "6x9"),
        ("helvetica", "dejavu-condensed", "courier"),
        (8.0, 9.5),
        "none",
        False,
    ),
    Style(
        "judges",
        "terse Judges-Guild-like key: run-in 'Rm 12 TOLL ROOM:' leads, creatures only as "
        "stat runs 'ORCS (3) HD1 HTK5,4,2 AC6 MV12\" AT1 DM1-8 AL:C TR:Q'",
        ("adnd",),
        ("dot",),
        ("bold",),
        (2, 3),
        ("letter", "a4"),
        ("times", "courier", "dejavu-serif-condensed"),
        (7.5, 9.0),
        "none",
        False,
    ),
    Style(
        "statpair",
        "a two-column Monster | Stats table under each area: 'Goblin \u00d74' | 'AC 13, HP 7 "
        "(2d6), Spd 30 ft., Atk +4 (1d6+2), CR 1/4'",
        ("5e",),
        ("dot",),
        ("bold", "colour", "larger"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("dejavu-sans", "times", "helvetica"),
        (8.5, 10.0),
        "none",
        False,
    ),
)
ERRANT_STYLES = tuple(sorted(style.name for style in ERRANT_PRESETS))
