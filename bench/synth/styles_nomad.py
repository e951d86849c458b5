"""Style presets of the nomad set (bench/synth/nomad.py): real module layouts none of the
seventy-four older styles prints, written without reading the detectors, after the twelve
older sets were tuned on."""

from __future__ import annotations

from .style import Style

NOMAD_STYLE_LIST = (
    Style(
        "occupants",
        "a one-line roster under each heading ('Monsters: 4 goblins (hp 4, 3, 3, 2)'), the "
        "prose naming the groups without numbers, each kind's stat line at the end of the key",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "larger", "rule"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("times", "helvetica", "dejavu-serif"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "nodes",
        "a numbered point-crawl: each node's edges ('\u2192 2, 5, 7', 'Paths: 2 (1 day)') "
        "printed under its heading, before its text",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("dejavu-serif", "times", "vera"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "bodyhead",
        "a condensed sans throughout; area headings at the body size and in the body face, "
        "bold or bold small caps, told from the prose by weight alone",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold",),
        (1, 2),
        ("letter", "a4", "a5"),
        ("dejavu-condensed",),
        (8.0, 9.5),
        "none",
        False,
    ),
    Style(
        "bignum",
        "each area key printed as a large initial beside the entry, the name run in bold "
        "before the text",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold",),
        (1, 2),
        ("letter", "a4"),
        ("times", "dejavu-serif", "helvetica"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "tracker",
        "B/X-like stat lines over rows of hit-point boxes, one box a hit point, with or "
        "without the number",
        ("bx",),
        ("dot",),
        ("bold", "larger", "caps"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-sans", "dejavu-condensed"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "icons",
        "room contents flagged by pictograms (monsters, hazards, treasure, exits) after a "
        "short scene, a symbol legend before the key",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("dejavu-sans", "dejavu-condensed"),
        (8.5, 10.0),
        "none",
        False,
    ),
)
