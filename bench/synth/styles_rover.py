"""Style presets of the rover set (bench/synth/rover.py): real module layouts none of the
ninety-eight older styles prints, written without reading the detectors, after the sixteen
older sets were tuned on."""

from __future__ import annotations

from .style import Style

ROVER_STYLE_LIST = (
    Style(
        "bullets",
        "an Into the Odd / Electric Bastionland / Cairn site: a name line, then two to four "
        "terse bullets, each creature's bullet ending in its inline stats 'STR 12, DEX 8, 4hp'",
        ("other",),
        ("dot",),
        ("bold", "larger", "caps"),
        (1, 2),
        ("a5", "6x9", "letter"),
        ("dejavu-sans", "helvetica", "dejavu-serif"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "dotleader",
        "a key set like a contents page: '12 . . . . . . Flooded Crypt' in body-size type, "
        "the key and name bold at either end of a dot leader, the room's paragraph under it",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold",),
        (1, 2),
        ("letter", "a4", "a5"),
        ("times", "dejavu-serif", "courier"),
        (8.5, 10.0),
        "italic",
        False,
    ),
    Style(
        "whatbox",
        "every room a framed two-cell box under a tinted header row, 'What's here | What "
        "happens': scene and treasure left, creatures, hazards and stat lines right",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 1),
        ("letter", "a4", "6x9"),
        ("dejavu-sans", "vera", "dejavu-serif"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "sitebook",
        "an adventure site: room names only as small-caps run-ins after the key ('7 BONE "
        "CHAPEL The floor …'), the stat lines gathered in a shaded box every two or three rooms",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold",),
        (2, 2),
        ("letter", "a4", "6x9"),
        ("times", "dejavu-serif", "dejavu-serif-condensed"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "denizens",
        "a dungeon of levels whose creatures appear only in each level's roster before its "
        "key: a row a kind, 'Where' naming rooms and numbers ('3 (2), 7 (4)'), a stat cell",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "larger", "caps"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("dejavu-serif", "times", "helvetica"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "landscape",
        "a landscape screen edition: three columns beside a full-height map strip, keys "
        "zero-padded '07 Bone Chapel' in the accent colour, read-aloud boxes",
        ("bx", "ose", "other"),
        ("dot",),
        ("colour", "larger"),
        (3, 3),
        ("letter-landscape", "a4-landscape"),
        ("dejavu-sans", "vera", "helvetica"),
        (8.0, 9.0),
        "box",
        False,
    ),
)
