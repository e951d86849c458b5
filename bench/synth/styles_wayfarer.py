"""Style presets of the wayfarer set (bench/synth/wayfarer.py): real module layouts none of the
ninety-two older styles prints, written without reading the detectors, after the fifteen
older sets were tuned on."""

from __future__ import annotations

from .style import Style

WAYFARER_STYLE_LIST = (
    Style(
        "texset",
        "a key set as pdfTeX sets it: no space characters, every word placed at its own x, "
        "justified gaps; numbered chapters and section-numbered keys '2.3 Toll House'",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "larger"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("dejavu-serif", "times", "dejavu-serif-condensed"),
        (9.0, 10.5),
        "none",
        False,
    ),
    Style(
        "gridref",
        "a town keyed by the squares of its map grid ('C4. Toll House'), after a full-page "
        "plan with lettered columns and numbered rows, entries in grid order",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-sans", "vera", "dejavu-serif"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "pocketmod",
        "a PocketMod: eight tiny panels on one landscape sheet, the top row upside down, "
        "dashed fold lines; 6 pt text, one column a panel",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "caps"),
        (1, 1),
        ("letter", "a4"),
        ("dejavu-condensed", "helvetica", "dejavu-sans"),
        (6.0, 6.0),
        "none",
        False,
    ),
    Style(
        "playtest",
        "a playtest draft: a pale diagonal watermark, line numbers down the left margin, "
        "editor's and art notes in brackets between the paragraphs",
        ("bx", "adnd", "other"),
        ("dot",),
        ("bold", "larger"),
        (1, 1),
        ("letter", "a4"),
        ("times", "dejavu-serif", "helvetica"),
        (10.0, 11.5),
        "italic",
        False,
    ),
    Style(
        "largeprint",
        "a large-print, dyslexia-friendly edition: 13-15 pt sans, one ragged column, every "
        "letter tracked out, wide word gaps and generous leading",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold",),
        (1, 1),
        ("letter", "a4"),
        ("dejavu-sans", "vera", "helvetica"),
        (9.0, 10.0),
        "none",
        False,
    ),
    Style(
        "rangeheads",
        "a megadungeon level: many small rooms, keys numbered on from an earlier level, the "
        "range of keys on each page at its outer head ('Areas 41-46')",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-serif", "times", "dejavu-sans"),
        (8.5, 10.0),
        "none",
        False,
    ),
)
