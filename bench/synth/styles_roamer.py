"""Style presets of the roamer set (bench/synth/roamer.py): modules made in a browser and
printed to PDF by headless Chromium (``roamer_html`` writes the page, ``roamer_print`` prints
it), added without reading the detectors, after the older sets were tuned on. Only the
families, page sizes and fonts are read from here; the rest of each look is ``roamer_html``'s."""

from __future__ import annotations

from .style import Style

SERIFS = ("dejavu-serif", "dejavu-serif-condensed", "vera")
SANS = ("dejavu-sans", "dejavu-condensed", "vera")

ROAMER_STYLE_LIST = (
    Style(
        "brewery",
        "a Homebrewery / GM Binder-like 5e booklet: CSS columns, framed stat blocks between "
        "tapered rules, note and read-aloud boxes, tables, a footer with the page number",
        ("5e", "5e-2024", "5e-pb"),
        ("dot",),
        ("colour",),
        (2, 2),
        ("letter", "a4"),
        SERIFS + ("dejavu-sans",),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "notion",
        "a Google Docs / Notion-like export: one column, H1-H3 headings, callouts, opened "
        "toggles, stat lines in bullet lists",
        ("bx", "ose", "other", "5e"),
        ("dot",),
        ("bold",),
        (1, 1),
        ("letter", "a4"),
        SANS + ("dejavu-serif",),
        (9.5, 11.5),
        "box",
        False,
    ),
    Style(
        "blogpost",
        "a blog post printed from the browser: site header and nav, a sidebar of widgets "
        "beside the article, H3 area keys, comments after, the browser's date/URL margins",
        ("bx", "ose", "adnd", "other"),
        ("dot",),
        ("bold",),
        (1, 1),
        ("letter", "a4"),
        SERIFS + SANS,
        (9.0, 11.0),
        "italic",
        False,
    ),
    Style(
        "pandoc",
        "a Markdown file printed (pandoc / Typora / a Markdown editor): '## 3. The Crypt', stat "
        "lines in monospace code spans, pipe tables, blockquote read-aloud",
        ("bx", "ose", "adnd", "3e"),
        ("dot",),
        ("bold",),
        (1, 1),
        ("letter", "a4", "a5"),
        SERIFS + SANS,
        (9.0, 11.0),
        "box",
        False,
    ),
    Style(
        "cardgrid",
        "a room-card grid (a web card layout or masonry columns): keys in coloured badges, "
        "cards of unequal height, stat lines at each card's foot",
        ("bx", "ose", "other", "5e", "5e-2024"),
        ("dot",),
        ("bold",),
        (2, 3),
        ("letter", "a4", "screen"),
        SANS + ("dejavu-serif",),
        (8.0, 9.5),
        "none",
        False,
    ),
    Style(
        "wikiprint",
        "a wiki page printed: contents box, numbered sections ('3.2 Guard Room'), monster "
        "infoboxes floated right, footnote references and a references list",
        ("bx", "adnd", "5e"),
        ("dot",),
        ("rule",),
        (1, 1),
        ("a4", "letter", "screen"),
        SANS + SERIFS,
        (9.0, 10.5),
        "none",
        False,
    ),
)
