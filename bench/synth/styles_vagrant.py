"""Style presets of the vagrant set (bench/synth/vagrant.py): real module layouts none of the
eighty-six older styles prints, written without reading the detectors, after the fourteen
older sets were tuned on."""

from __future__ import annotations

from .style import Style

VAGRANT_STYLE_LIST = (
    Style(
        "hexlair",
        "a hex key ('0304 Carrow Tor' with an italic terrain word) with a lair keyed inside "
        "one or two hexes, its rooms numbered from 1 under a lair heading",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("dejavu-serif", "times", "dejavu-sans"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "facing",
        "a PDF of reader spreads (page 1 alone, then 2|3, 4|5 side by side on one sheet), "
        "each part of the key after a full-page map whose rooms carry the keys",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "larger", "rule"),
        (2, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-sans", "dejavu-condensed", "times"),
        (8.0, 9.5),
        "none",
        False,
    ),
    Style(
        "printready",
        "a printer's file: crop marks, registration targets, a colour bar, plate names and "
        "a slug line with the file name, page and time outside the trim; trim and bleed boxes",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "larger", "colour", "caps"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-serif-condensed", "dejavu-serif", "times"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "plaintext",
        "a text-file module printed as it is: one monospaced face and size, lines broken by "
        "hand, headings underlined with '=' or '-', an ASCII map, a printer's header line",
        ("bx", "adnd", "other"),
        ("dot",),
        ("bold",),
        (1, 1),
        ("letter", "a4"),
        ("dejavu-mono", "courier"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "handouts",
        "player handouts (letters, notices, tally pages) in framed boxes inside the areas or "
        "gathered at the back, naming creatures, counts and rooms; a cue in the area",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-serif", "vera", "helvetica"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "readaloud",
        "the creatures met only in the boxed read-aloud text ('Four hunched figures crouch "
        "here… they are goblins'); the referee's text after it names them without a number",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "larger", "caps"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("dejavu-sans", "times", "dejavu-serif"),
        (8.5, 10.0),
        "box",
        False,
    ),
)
