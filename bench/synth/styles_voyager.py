"""Style presets of the voyager set (bench/synth/voyager.py): ordinary keyed modules whose
text layers are written the way real PDF producers write them (``voyager_render``,
``voyager_pages``), added without reading the detectors, after the older sets were tuned on."""

from __future__ import annotations

from .style import Style

VOYAGER_STYLE_LIST = (
    Style(
        "kerned",
        "a 5e adventure exported from InDesign or Affinity: two columns, every word cut into "
        "kerned glyph runs in TJ arrays, no space characters, ligature glyphs, tracked headings",
        ("5e", "5e-2024", "5e-pb"),
        ("dot",),
        ("colour", "larger"),
        (2, 2),
        ("letter", "a4"),
        ("dejavu-serif", "dejavu-sans", "dejavu-serif-condensed"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "wordbold",
        "an old-school module saved from Word: one justified column drawn word by word, soft "
        "hyphens at line ends, bold faked in the regular face (drawn twice, or fill and stroke)",
        ("bx", "adnd", "ose"),
        ("dot",),
        ("bold", "larger"),
        (1, 1),
        ("letter", "a4"),
        ("dejavu-serif", "dejavu-sans", "vera"),
        (9.5, 11.0),
        "italic",
        False,
    ),
    Style(
        "browser",
        "an old-school module printed from a browser: two columns of tiny text runs, the "
        "columns interleaved line by line in the content stream, the headings after the body",
        ("bx", "ose", "other"),
        ("dot",),
        ("larger",),
        (2, 2),
        ("letter", "a4"),
        ("helvetica", "dejavu-sans", "times"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "glyphs",
        "a 5e adventure exported from a web design tool (Canva-like): one column, every glyph "
        "its own text object at an absolute position, no space characters",
        ("5e", "5e-2024"),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 1),
        ("letter", "a4"),
        ("dejavu-sans", "helvetica", "dejavu-serif"),
        (9.0, 10.5),
        "box",
        False,
    ),
    Style(
        "whiteout",
        "an old-school two-column module with a draft's rooms left in the file under the page, "
        "in white ink or under an opaque white frame: text no reader sees",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "caps", "rule"),
        (2, 2),
        ("letter", "a4", "6x9"),
        ("times", "dejavu-serif", "helvetica"),
        (8.5, 10.0),
        "italic",
        False,
    ),
    Style(
        "cropped",
        "an old-school print file: the MediaBox holds bleed and pasteboard, the CropBox sits on "
        "the trim, offset; marks, slug and a parked draft room lie outside what is shown",
        ("ose", "bx", "other"),
        ("dot",),
        ("bold", "larger"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-serif", "times", "dejavu-sans"),
        (8.5, 10.0),
        "box",
        False,
    ),
)
