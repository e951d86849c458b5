"""Style presets of the strider set (bench/synth/strider.py): modules written in a word
processor and exported to PDF by LibreOffice (``strider_odt`` writes the document,
``strider_render`` converts it), added without reading the detectors."""

from __future__ import annotations

from .style import Style

# The fonts are the ones LibreOffice sees through fontconfig (``strider_render``): DejaVu
# from the system, Bitstream Vera from reportlab's folder; ``heading_styles`` is unused (the
# document's paragraph styles carry the headings' look).
WP_FONTS = ("DejaVu Serif", "DejaVu Sans", "DejaVu Sans Condensed", "Bitstream Vera Sans")

STRIDER_STYLE_LIST = (
    Style(
        "listnum",
        "an old-school module whose area keys are written by the word processor's outline "
        "numbering ('3.' or '2.4'), Heading 2 areas under Heading 1 chapters, one-line stats",
        ("bx", "adnd", "ose"),
        ("outline",),
        ("bold",),
        (1, 2),
        ("letter", "a4", "a5"),
        ("DejaVu Serif", "DejaVu Sans", "Bitstream Vera Sans"),
        (9.0, 11.0),
        "italic",
        False,
    ),
    Style(
        "celled",
        "a 5e module whose stat blocks are bordered two-column tables (label | value), the "
        "name in a spanning top cell; read-aloud in a shaded paragraph",
        ("5e", "5e-2024", "5e-pb"),
        ("area", "dot"),
        ("bold",),
        (1, 2),
        ("letter", "a4"),
        ("DejaVu Sans", "DejaVu Serif", "DejaVu Sans Condensed"),
        (9.0, 10.5),
        "box",
        False,
    ),
    Style(
        "rostered",
        "an old-school module whose stat lines are table rows: a one-row bordered table under "
        "a room, or a roster table of all its monsters (Monster | statistics)",
        ("bx", "ose", "adnd", "other"),
        ("dot", "paren"),
        ("bold",),
        (1, 1),
        ("letter", "a4", "a5"),
        ("DejaVu Serif", "Bitstream Vera Sans", "DejaVu Sans"),
        (9.0, 11.0),
        "none",
        False,
    ),
    Style(
        "sectioned",
        "a one-column introduction, then the key in a section of two or three columns that "
        "starts mid-page, with column breaks and section breaks; one-line stats",
        ("bx", "ose", "other"),
        ("dot", "area"),
        ("bold",),
        (2, 3),
        ("letter", "a4"),
        ("DejaVu Sans Condensed", "DejaVu Serif", "DejaVu Sans"),
        (8.0, 9.5),
        "italic",
        False,
    ),
    Style(
        "framed",
        "a 5e module with read-aloud text in bordered, shaded text frames and sidebars in "
        "frames the text wraps around; full 5e blocks as ruled paragraphs",
        ("5e", "5e-2024"),
        ("dot", "area"),
        ("bold",),
        (1, 1),
        ("letter", "a4"),
        ("DejaVu Serif", "DejaVu Sans", "Bitstream Vera Sans"),
        (9.5, 11.0),
        "box",
        False,
    ),
    Style(
        "footed",
        "a zine-like module: a title page without header, running header with the chapter "
        "name, 'Page 3 of 12' footer fields, footnotes, a dot-leader key list, small-caps names, "
        "a landscape page for a table, Word habits (fake bold headings, manual line breaks, tab "
        "indents, hard page breaks, justified text)",
        ("adnd", "bx", "other"),
        ("dot", "paren"),
        ("bold",),
        (1, 1),
        ("letter", "a4", "a5"),
        ("DejaVu Serif", "DejaVu Sans", "Bitstream Vera Sans", "DejaVu Sans Condensed"),
        (9.5, 11.5),
        "italic",
        False,
    ),
)
