"""Style presets of the outland set (bench/synth/outland.py): page layouts and print
processes of real modules none of the forty-two older styles prints, written without
reading the detectors, after the seven older sets were tuned on."""

from __future__ import annotations

from .style import Style

OUTLAND_STYLE_LIST = (
    Style(
        "slides",
        "slide-deck export: one area per landscape slide, a huge title over a rule, bullet "
        "points, the stat lines in a speaker-notes box",
        ("other", "3e"),
        ("dot",),
        ("larger",),
        (1, 1),
        ("letter-landscape", "a4-landscape"),
        ("helvetica", "dejavu-sans", "vera"),
        (12.0, 14.0),
        "none",
        False,
    ),
    Style(
        "ledger",
        "the key as one ruled table Key | Area | Description | Creatures whose rows break "
        "across pages under a repeated header",
        ("bx", "adnd"),
        ("dot",),
        ("bold",),
        (1, 1),
        ("letter", "a4", "letter-landscape"),
        ("times", "helvetica", "dejavu-serif-condensed"),
        (8.0, 9.5),
        "none",
        False,
    ),
    Style(
        "endnotes",
        "plain headings; creature sentences end in superscript note numbers, stats in "
        "endnotes after each part or in a '(see sidebar)' box",
        ("ose", "adnd"),
        ("dot",),
        ("bold", "larger"),
        (1, 2),
        ("6x9", "a5", "letter"),
        ("times", "dejavu-serif", "dejavu-serif-condensed"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "bands",
        "headings in white on dark bands, or the key in a filled tab beside the name over a "
        "rule; stat lines after the paragraph",
        ("bx", "3e"),
        ("dot",),
        ("bold",),
        (2, 2),
        ("letter", "a4"),
        ("helvetica", "dejavu-condensed", "times"),
        (8.0, 9.5),
        "box",
        False,
    ),
    Style(
        "outlines",
        "headings printed as pictures (type converted to outlines), the words only as tiny "
        "invisible text or missing",
        ("adnd", "bx"),
        ("dot",),
        ("bold",),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("times", "dejavu-serif"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "callouts",
        "a map with numbered callout circles, the key as a legend table under it: number | "
        "name, room and stat lines",
        ("ose", "other"),
        ("dot",),
        ("bold",),
        (1, 1),
        ("letter", "a4"),
        ("helvetica", "dejavu-sans", "times"),
        (8.0, 9.5),
        "none",
        False,
    ),
)
