"""Style presets of the stark set (bench/synth/stark.py): real module layouts none of the
sixty older styles prints, written without reading the detectors, after the ten older sets
were tuned on."""

from __future__ import annotations

from .style import Style

STARK_STYLE_LIST = (
    Style(
        "anthology",
        "two adventures in one PDF, each with its own title page, introduction and key "
        "numbered from 1",
        ("bx", "ose", "adnd"),
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
        "magazine",
        "a gaming-magazine adventure: three columns, pull quotes repeating a sentence of the "
        "room, full-page advertisements between areas, 'Continued on page N' jumps",
        ("adnd", "bx", "3e"),
        ("dot",),
        ("bold", "colour"),
        (3, 3),
        ("letter", "a4"),
        ("times", "dejavu-serif-condensed", "vera"),
        (7.5, 9.0),
        "none",
        False,
    ),
    Style(
        "footnoted",
        "stat lines as numbered footnotes at the foot of the page the creature is named on, "
        "'continued' lines where an area runs over a page",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "larger"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("times", "dejavu-serif", "helvetica"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "nested",
        "areas holding numbered lists of their own (finds, search tables, mural panels) "
        "that are no sub-areas",
        ("bx", "ose"),
        ("dot",),
        ("bold", "larger", "rule"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("helvetica", "times", "dejavu-sans"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "dualstat",
        "dual-statted module: every group gets a 5e line and an old-school line, each "
        "labelled with its system",
        ("bx", "ose"),
        ("dot",),
        ("bold", "colour"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-sans", "times", "helvetica"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "ocrtext",
        "a scanned module re-typeset from OCR without proof-reading: split words ('T he', "
        "'cham ber'), l/1 and O/0 slips in stat numbers and now and then in a key",
        ("bx", "adnd"),
        ("dot",),
        ("bold", "caps"),
        (1, 2),
        ("letter", "a4"),
        ("courier", "times", "dejavu-serif"),
        (9.0, 10.5),
        "none",
        False,
    ),
)
