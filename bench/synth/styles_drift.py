"""Style presets of the drift set (bench/synth/drift.py): real module kinds none of the
fifty-four older styles prints, written without reading the detectors, after the nine older
sets were tuned on."""

from __future__ import annotations

from .style import Style

DRIFT_STYLE_LIST = (
    Style(
        "pregens",
        "tournament module: pre-generated characters (not creatures), a scoring table and "
        "notes, keyed rooms with one-line stats",
        ("adnd", "bx"),
        ("dot",),
        ("bold", "caps", "larger"),
        (1, 2),
        ("letter", "a4"),
        ("times", "helvetica", "dejavu-serif"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "subkeys",
        "crypts keyed '12.' holding sub-keys '12a.', '12b.' under headings of their own, each "
        "with its own creatures",
        ("bx", "ose"),
        ("dot",),
        ("bold", "larger", "rule"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("times", "dejavu-serif-condensed", "helvetica"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "calendar",
        "one room a day: 'Day 14 \u2014 Name' in a pocket-size booklet, stats in small type",
        ("ose", "bx", "other"),
        ("dot",),
        ("bold", "larger"),
        (1, 1),
        ("a6", "a5"),
        ("dejavu-sans", "dejavu-condensed", "times"),
        (6.5, 8.0),
        "none",
        False,
    ),
    Style(
        "npcs",
        "classed NPCs with old-school stats in a parenthesis in the sentence, count words",
        ("bx", "adnd"),
        ("dot",),
        ("bold", "caps"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("times", "dejavu-serif", "helvetica"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "levelroster",
        "a Room | Occupants | No. | AC | HD | hp | Treasure roster per level over terse keyed "
        "entries",
        ("bx",),
        ("dot",),
        ("bold", "larger"),
        (1, 1),
        ("letter", "a4"),
        ("helvetica", "times", "dejavu-sans"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "twincol",
        "monster stats in a tinted box under a name bar, the fields in two internal columns",
        ("ose",),
        ("dot",),
        ("bold", "colour"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("helvetica", "dejavu-sans", "times"),
        (8.5, 10.0),
        "none",
        False,
    ),
)
