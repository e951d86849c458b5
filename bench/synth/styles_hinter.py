"""Style presets of the hinter set (bench/synth/hinter.py): real module layouts none of the
sixty-six older styles prints, written without reading the detectors, after the eleven older
sets were tuned on."""

from __future__ import annotations

from .style import Style

HINTER_STYLE_LIST = (
    Style(
        "pbta",
        "a Dungeon World-like adventure: rooms in prose, each group's monster entry after the "
        "room (tags line, 'HP 3; Armor 1', damage die, instinct, moves)",
        ("other",),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("dejavu-sans", "times", "vera"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "sideways",
        "a landscape module whose pages are printed turned a quarter: the page carries a "
        "/Rotate, or its content is drawn turned on a portrait page",
        ("bx", "adnd", "ose"),
        ("dot",),
        ("bold", "larger", "caps"),
        (2, 3),
        ("letter-landscape", "a4-landscape"),
        ("times", "helvetica", "dejavu-serif"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "keylast",
        "area names first and the map number after them ('Guard Room \u2014 7', flush right, "
        "or in the right margin); italic read-aloud beside a coloured bar",
        ("bx", "ose"),
        ("dot",),
        ("bold",),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-serif", "helvetica", "times"),
        (8.5, 10.5),
        "none",
        False,
    ),
    Style(
        "footroll",
        "a d6 encounter table printed at the foot of every page of the key, different rows "
        "on each page",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "larger", "rule"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("times", "dejavu-sans", "vera"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "citations",
        "creatures cited to a rulebook page instead of stats ('4 goblins (MM p. 166)'); a few "
        "groups still get a short line",
        ("bx", "adnd"),
        ("dot",),
        ("bold", "larger", "caps"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("times", "dejavu-serif", "helvetica"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "scaling",
        "a 5e league-style adventure: 'Area Information' with run-in 'Dimensions & Terrain.' "
        "and 'Lighting.', a 'Creatures/NPCs.' paragraph, 5e-like lines, and 'Adjusting the "
        "Encounter' boxes naming creatures to add or remove",
        ("5e",),
        ("dot",),
        ("bold", "colour", "smallcaps"),
        (1, 2),
        ("letter", "a4"),
        ("dejavu-serif", "times", "dejavu-sans"),
        (8.5, 10.0),
        "none",
        False,
    ),
)
