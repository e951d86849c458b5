"""Style presets of the ranger set (bench/synth/ranger.py): modules written as Typst source
(``ranger_typ`` writes it, ``ranger_render`` compiles it with Typst), added without reading
the detectors. The families, page sizes, fonts and body sizes are read from here; the rest of
each look is ``ranger_looks``'s."""

from __future__ import annotations

from .style import Style

# The faces Typst sees: its own (Libertinus Serif, New Computer Modern, DejaVu Sans Mono),
# the system's DejaVu and reportlab's Bitstream Vera (``ranger_render`` passes both folders);
# ``key_styles`` and ``heading_styles`` are unused (``ranger_keys`` writes the keys).
RANGER_STYLE_LIST = (
    Style(
        "cardstock",
        "room cards: a grid of boxed cards (a coloured bar with key and name, the room, its "
        "stat lines at the foot), two or three to a row, some pages turned to landscape",
        ("5e", "ose", "bx"),
        ("card",),
        ("bar",),
        (1, 1),
        ("letter", "a4"),
        ("DejaVu Sans", "Libertinus Serif", "Bitstream Vera Sans"),
        (8.0, 9.5),
        "none",
        False,
    ),
    Style(
        "folded",
        "an A5 or half-letter zine: two or three columns of small justified, hyphenated type, "
        "letter-spaced small-caps headings, floated sidebars, one-line stats",
        ("bx", "ose", "other"),
        ("dot", "none"),
        ("smallcaps",),
        (2, 3),
        ("a5", "halfletter"),
        ("Libertinus Serif", "DejaVu Sans Condensed", "DejaVu Serif Condensed"),
        (7.0, 8.5),
        "italic",
        False,
    ),
    Style(
        "parchment",
        "a 5e home-brew booklet: parchment page fill, two columns, coloured boxed stat blocks "
        "with a grid of ability scores, read-aloud in a shaded box with a side rule, notes "
        "floated across both columns",
        ("5e", "5e-2024"),
        ("dot", "area"),
        ("bold",),
        (2, 2),
        ("letter", "a4"),
        ("Libertinus Serif", "DejaVu Serif", "DejaVu Sans"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "sidenotes",
        "a marginal layout: a wide outer margin holding the keys (hung beside the room names) "
        "and notes placed beside the text (a room's stat lines, the referee's asides)",
        ("adnd", "bx", "ose", "other"),
        ("dot", "letter"),
        ("hang",),
        (1, 1),
        ("letter", "a4"),
        ("Libertinus Serif", "New Computer Modern", "DejaVu Serif"),
        (9.5, 11.0),
        "italic",
        False,
    ),
    Style(
        "tabular",
        "a key table: the rooms as rows of a ruled table (key | name and description | stat "
        "line) whose header repeats on each page, sometimes on landscape pages",
        ("bx", "adnd", "ose", "5e"),
        ("dot", "letter"),
        ("cell",),
        (1, 1),
        ("letter", "a4"),
        ("DejaVu Sans", "Libertinus Serif", "DejaVu Sans Condensed", "Bitstream Vera Sans"),
        (8.0, 9.5),
        "none",
        False,
    ),
    Style(
        "treatise",
        "a scholarly module in numbered chapters: keys written by the heading numbering "
        "('2.3' or '3.'), a contents page with dot leaders, footnotes, justified hyphenated "
        "text, a title page",
        ("bx", "adnd", "ose"),
        ("outline",),
        ("numbered",),
        (1, 1),
        ("letter", "a4"),
        ("New Computer Modern", "Libertinus Serif"),
        (9.5, 11.5),
        "italic",
        False,
    ),
)
