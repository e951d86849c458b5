"""Style presets of the pilgrim set (bench/synth/pilgrim.py): real module layouts none of the
eighty older styles prints, written without reading the detectors, after the thirteen older
sets were tuned on."""

from __future__ import annotations

from .style import Style

PILGRIM_STYLE_LIST = (
    Style(
        "roomcards",
        "every room a framed card (key and name in a bar, the text, its stat lines), the "
        "cards set two or three to a row, several to a page",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold",),
        (1, 1),
        ("letter", "a4", "letter-landscape", "a4-landscape"),
        ("helvetica", "dejavu-sans", "times", "dejavu-condensed"),
        (7.5, 9.0),
        "none",
        False,
    ),
    Style(
        "mirror",
        "one column between broad margins; each area's number printed large in the outer "
        "margin (left on even pages, right on odd ones) beside its name",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "larger", "caps"),
        (1, 1),
        ("letter", "a4", "6x9"),
        ("times", "dejavu-serif", "vera"),
        (9.0, 11.0),
        "none",
        False,
    ),
    Style(
        "npc5e",
        "a 5e adventure whose people get roleplaying blocks: name, a type line, AC / HP / "
        "Speed, challenge, then Personality, Ideal, Bond and Flaw lines; monsters on 5e-like "
        "lines",
        ("5e",),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("letter", "a4"),
        ("dejavu-serif", "times", "helvetica"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "subheads",
        "areas whose text runs under unkeyed sub-headings of their own (a feature of the room, "
        "'Tactics', 'Treasure', 'Development'), set on their own lines in the heading face",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("times", "dejavu-serif", "helvetica", "vera"),
        (8.5, 10.0),
        "italic",
        False,
    ),
    Style(
        "rangekeys",
        "keys that cover a run of rooms ('5\u20137. Lay Brothers' Cells', 'Areas 5\u20137:') "
        "beside single keys, the grouped rooms told apart in the text ('In 6, \u2026')",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "larger", "rule"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("times", "helvetica", "dejavu-sans"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "insets",
        "each area with a small drawn map excerpt (its room and the rooms next to it, "
        "labelled with their numbers) under or over its heading",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-serif", "times", "helvetica"),
        (8.5, 10.0),
        "none",
        False,
    ),
)
